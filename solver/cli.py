"""The command line (``python -m solver``, ``sudoku-solve``): solve, count or trace puzzles.

Puzzles come from files or ``-`` (standard input, also the default), any number per file
in any format ``solver.formats`` reads. Results go to standard output; everything wrong
with the input goes to standard error as ``FILE:LINE: message`` and the run goes on with
the next puzzle. Exit status: 0 when every puzzle was solved (or counted), 1 otherwise,
2 for usage errors and unreadable files. Bad input never ends in a traceback.

Each mode is one function of the parsed arguments and a ``Reporter``; ``main`` picks it.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

import solver
from solver.events import LimitReached
from solver.formats import Collection, ParseError, decode, load_file, parse_collection, pretty
from solver.generator import SYMMETRIES, generate
from solver.grid import Grid
from solver.rating import SOLVABLE_LEVELS, format_rating, rate

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130
PROG = "sudoku-solve"
STDIN = "-"
STDIN_NAME = "<stdin>"
DEFAULT_COUNT_LIMIT = 2


class Reporter:
    """Where results and problems go, and the exit status the problems add up to."""

    def __init__(self, out, err) -> None:
        self.out = out
        self.err = err
        self.status = EXIT_OK

    def result(self, text: str) -> None:
        print(text, file=self.out)

    def problem(self, message: str, status: int = EXIT_FAILED) -> None:
        print(message, file=self.err)
        self.status = max(self.status, status)


@dataclass(frozen=True, slots=True)
class Puzzle:
    """A puzzle read from ``source`` (a file name or ``<stdin>``) at ``line``."""

    source: str
    line: int
    grid: Grid

    @property
    def where(self) -> str:
        return f"{self.source}:{self.line}"


# ------------------------------------------------------------------------ arguments


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Solve Sudoku puzzles: one solution per puzzle, one puzzle or many per "
        "file (81-character lines, grids, .sdk, .ss, .sdm, OpenSudoku XML).",
        epilog="Exit status: 0 when every puzzle was solved, 1 otherwise, 2 for usage errors "
        "and unreadable files.",
    )
    parser.add_argument(
        "files", nargs="*", metavar="FILE", help="puzzle files; '-' or none reads standard input"
    )
    parser.add_argument(
        "--strategy",
        choices=sorted(solver.STRATEGIES),
        help=f"how to search (default: {solver.DEFAULT_STRATEGY}); see --list-strategies",
    )
    parser.add_argument(
        "--list-strategies", action="store_true", help="list the strategies and exit"
    )
    parser.add_argument(
        "--count",
        nargs="?",
        const=DEFAULT_COUNT_LIMIT,
        type=_positive_int,
        metavar="N",
        help="print the number of solutions of each puzzle, counting no further than N "
        "(default 2: tells unique puzzles from the rest)",
    )
    parser.add_argument(
        "--pretty", action="store_true", help="print solutions as grids, not 81-digit lines"
    )
    parser.add_argument(
        "--stats",
        action="store_true",
        help="end with a summary: puzzles solved, average and maximum time (and, with "
        "--strategy, the search totals)",
    )
    parser.add_argument(
        "--trace",
        action="store_true",
        help="print the search's event stream as JSON lines instead of the solutions",
    )
    parser.add_argument(
        "--time-limit",
        type=_positive_float,
        metavar="SECONDS",
        help="give up a puzzle after this many seconds",
    )
    parser.add_argument(
        "--node-limit", type=_positive_int, metavar="N", help="give up a puzzle after N guesses"
    )
    parser.add_argument(
        "--rate",
        action="store_true",
        help="print each puzzle's difficulty: easy, medium, hard, expert or needs guessing",
    )
    parser.add_argument(
        "--generate",
        choices=SOLVABLE_LEVELS,
        metavar="LEVEL",
        help="make new puzzles of LEVEL (easy, medium, hard, expert); --count N makes N",
    )
    parser.add_argument(
        "--symmetry",
        choices=sorted(SYMMETRIES),
        default="rotational",
        help="the symmetry of generated givens (default: rotational)",
    )
    parser.add_argument(
        "--seed", type=int, help="random seed for --generate (the same seed, the same puzzles)"
    )
    return parser


def _bare_count_spelled_out(argv: list[str] | None) -> list[str]:
    """The arguments with a bare ``--count`` spelled ``--count=2`` when a file name follows
    it: argparse would take ``--count puzzles.txt`` as N and fail."""
    args = sys.argv[1:] if argv is None else list(argv)
    for index, (arg, following) in enumerate(zip(args, args[1:], strict=False)):
        is_file = following == STDIN or not (following.isdigit() or following.startswith("-"))
        if arg == "--count" and is_file:
            args[index] = f"--count={DEFAULT_COUNT_LIMIT}"
    return args


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def _positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be more than 0, not {text}")
    return value


# ---------------------------------------------------------------------------- input


def read_puzzles(paths: list[str], reporter: Reporter) -> Iterator[Puzzle]:
    """The puzzles of every source in order; bad lines and unreadable files are reported
    (in line order, between the puzzles around them) and skipped."""
    for path in paths or [STDIN]:
        collection = _read_source(path, reporter)
        if collection is None:
            continue
        source = collection.source or path
        found = [(entry.line, entry) for entry in collection.puzzles]
        found += [(error.line or 0, error) for error in collection.errors]
        for _, item in sorted(found, key=lambda pair: pair[0]):
            if isinstance(item, ParseError):
                reporter.problem(str(item))
            else:
                yield Puzzle(source, item.line, item.grid)


def _read_source(path: str, reporter: Reporter) -> Collection | None:
    """The collection of a file or of standard input; None (reported) when unreadable."""
    try:
        if path != STDIN:
            return load_file(path)
        text = _read_stdin()
    except OSError as error:
        reporter.problem(f"{PROG}: cannot read {path}: {error.strerror or error}", EXIT_USAGE)
        return None
    except ParseError as error:
        reporter.problem(str(error), EXIT_USAGE)
        return None
    collection = parse_collection(text)
    collection.errors = [error.from_source(STDIN_NAME) for error in collection.errors]
    collection.source = STDIN_NAME
    return collection


def _read_stdin() -> str:
    """Standard input as UTF-8 whatever the locale says; raises ParseError otherwise."""
    if sys.stdin is None:
        raise OSError("standard input is closed")
    binary = getattr(sys.stdin, "buffer", None)
    if binary is None:  # already text (a test or an embedding program replaced it)
        return sys.stdin.read()
    return decode(binary.read(), STDIN_NAME)


def _report_conflicts(puzzle: Puzzle, reporter: Reporter) -> bool:
    """Report givens that break the rules; such a puzzle is never searched."""
    conflicts = puzzle.grid.conflicts()
    if conflicts:
        details = "; ".join(conflict.describe() for conflict in conflicts)
        reporter.problem(f"{puzzle.where}: conflicting givens: {details}")
    return bool(conflicts)


# ---------------------------------------------------------------------------- modes


def list_strategies(args: argparse.Namespace, reporter: Reporter) -> int:
    """Each strategy's name, title and description, one per line."""
    width = max(len(name) for name in solver.STRATEGIES)
    for name, strategy in solver.STRATEGIES.items():
        reporter.result(f"{name:<{width}}  {strategy.title}: {strategy.description}")
    return reporter.status


def count_puzzles(args: argparse.Namespace, reporter: Reporter) -> int:
    """The number of solutions of each puzzle, counting no further than ``args.count``."""
    for puzzle in read_puzzles(args.files, reporter):
        if _report_conflicts(puzzle, reporter):
            reporter.result("0")
            continue
        reporter.result(str(solver.count_solutions(puzzle.grid, limit=args.count)))
    return reporter.status


def solve_puzzles(args: argparse.Namespace, reporter: Reporter) -> int:
    """One solution per puzzle (or its event stream with --trace), then --stats.

    The fast path (``solver.solve``, no events built) serves plain solving, so --stats
    alone times it; the event engine (``solver.search``) runs when --strategy, a limit or
    --trace asks for it, and then --stats adds the search totals."""
    use_search = (
        args.trace
        or args.strategy is not None
        or args.node_limit is not None
        or args.time_limit is not None
    )
    summary = SolveSummary()
    for puzzle in read_puzzles(args.files, reporter):
        if _report_conflicts(puzzle, reporter):
            summary.add_unsearched()
            continue
        if use_search:
            run, last = _run_search(puzzle, args, reporter)
            solution, failure = _outcome(run, last)
            summary.add(solution, run.stats.elapsed, run.stats)
        else:
            started = time.perf_counter()
            solution = solver.solve(puzzle.grid)
            failure = "no solution"
            summary.add(solution, time.perf_counter() - started)
        if solution is None:
            reporter.problem(f"{puzzle.where}: {failure}")
        elif not args.trace:
            reporter.result(_solution_text(solution, args.pretty))
    if args.stats:
        for line in summary.lines():
            reporter.result(line)
    return reporter.status


def _run_search(puzzle: Puzzle, args: argparse.Namespace, reporter: Reporter):
    """The finished search of one puzzle and its last event; with --trace every event is
    printed as a JSON line."""
    run = solver.search(
        puzzle.grid, args.strategy, node_limit=args.node_limit, time_limit=args.time_limit
    )
    last = None
    for last in run:
        if args.trace:
            reporter.result(json.dumps(last.to_dict()))
    return run, last


def _outcome(run, last) -> tuple[str | None, str]:
    """The first solution of a finished search, or None and why there is none."""
    if run.solutions:
        return run.solutions[0], ""
    if isinstance(last, LimitReached):
        unit = "guesses" if last.what == "nodes" else "s"
        return None, f"gave up: {_LIMIT_NAMES[last.what]} reached ({last.limit:g} {unit})"
    return None, "no solution"


_LIMIT_NAMES = {"nodes": "node limit", "time": "time limit"}


def _solution_text(solution: str, as_pretty_grid: bool) -> str:
    if not as_pretty_grid:
        return solution
    return pretty(Grid(tuple(int(ch) for ch in solution))) + "\n"


@dataclass
class SolveSummary:
    """What --stats prints: the essay's summary line plus the search totals."""

    puzzles: int = 0
    solved: int = 0
    times: list[float] = field(default_factory=list)
    searched: bool = False
    assumptions: int = 0
    contradictions: int = 0
    backtracks: int = 0
    max_depth: int = 0
    deductions: Counter = field(default_factory=Counter)

    def add_unsearched(self) -> None:
        """Count a puzzle that was not searched (its givens clash)."""
        self.puzzles += 1

    def add(self, solution: str | None, elapsed: float, stats=None) -> None:
        """Count one searched puzzle; ``stats`` are the search's, when it ran the engine."""
        self.puzzles += 1
        self.solved += solution is not None
        self.times.append(elapsed)
        if stats is not None:
            self.searched = True
            self.assumptions += stats.assumptions
            self.contradictions += stats.contradictions
            self.backtracks += stats.backtracks
            self.max_depth = max(self.max_depth, stats.max_depth)
            self.deductions.update(stats.deductions)

    def lines(self) -> list[str]:
        head = f"Solved {self.solved} of {self.puzzles} puzzles"
        if not self.times:
            return [head + "."]
        average = sum(self.times) / len(self.times)
        rate = f"{1 / average:.0f} Hz" if average > 0 else "too fast to time"
        lines = [f"{head} (avg {average:.4f} secs ({rate}), max {max(self.times):.4f} secs)."]
        if not self.searched:
            lines.append("(fast path, no search totals: pass --strategy for them)")
        else:
            lines.append(
                f"Search: {self.assumptions} assumptions, {self.contradictions} contradictions, "
                f"{self.backtracks} backtracks, max depth {self.max_depth}."
            )
            if self.deductions:
                rules = ", ".join(f"{n} {rule}" for rule, n in sorted(self.deductions.items()))
                lines.append(f"Deductions: {rules}.")
        return lines


def rate_puzzles(args: argparse.Namespace, reporter: Reporter) -> int:
    """Each puzzle's difficulty on one line: level, score and what it needs."""
    for puzzle in read_puzzles(args.files, reporter):
        if _report_conflicts(puzzle, reporter):
            continue
        try:
            rating = rate(puzzle.grid)
        except ValueError as error:  # no solution: nothing to rate
            reporter.problem(f"{puzzle.where}: {error}")
            continue
        reporter.result(f"{puzzle.grid.to_string()}  {format_rating(rating)}")
    return reporter.status


def generate_puzzles(args: argparse.Namespace, reporter: Reporter) -> int:
    """``--count`` new puzzles (one by default) of the level asked, with their ratings."""
    how_many = 1 if args.count is None else args.count
    seeds = range(args.seed, args.seed + how_many) if args.seed is not None else [None] * how_many
    for seed in seeds:
        made = generate(args.generate, symmetry=args.symmetry, seed=seed)
        reporter.result(f"{made.puzzle.to_string()}  {format_rating(made.rating)}")
    return reporter.status


# ----------------------------------------------------------------------------- main


def choose_mode(args: argparse.Namespace):
    """The function that runs what the arguments ask for."""
    if args.list_strategies:
        return list_strategies
    if args.generate is not None:
        return generate_puzzles
    if args.rate:
        return rate_puzzles
    if args.count is not None:
        return count_puzzles
    return solve_puzzles


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    try:
        args = build_parser().parse_intermixed_args(_bare_count_spelled_out(argv))
    except SystemExit as stop:  # argparse: --help (0) or a usage error (2)
        return stop.code if isinstance(stop.code, int) else EXIT_USAGE
    reporter = Reporter(sys.stdout, sys.stderr)
    try:
        return choose_mode(args)(args, reporter)
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_FAILED
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED


def _silence_stdout() -> None:
    """Point stdout at /dev/null so the interpreter's final flush to a closed pipe (the
    reader quit, as ``head`` does) prints no second error."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # stdout is not a real file (tests capture it)
        pass
