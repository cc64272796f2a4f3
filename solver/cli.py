"""The command line (``python -m solver``, ``sudoku-solve``): solve, count, trace, rate,
explain or generate puzzles.

Puzzles come from files or ``-`` (standard input, also the default), any number per file
in any format ``solver.formats`` reads. Input is streamed: each puzzle is answered as soon
as it is read and its answer written, so memory stays flat however long the file and the
first answer comes out at once. Results go to standard output; everything wrong with the
input goes to standard error as ``FILE:LINE: message`` and the run goes on with the next
puzzle. A line over 64 KB is reported and skipped; a file that is not text ends there.

``--time-limit`` and ``--node-limit`` bound each puzzle in every mode; a puzzle stopped by
one is reported (``FILE:LINE: stopped by the time limit (1 s)``). ``--jobs N`` answers
puzzles in N worker processes, a bounded number in flight, the answers in input order.

Exit status: 0 when every puzzle was answered, 1 otherwise (and when the output cannot be
written: ``cannot write output: No space left on device``), 2 for usage errors and
unreadable files, 130 after Ctrl+C (the answers written so far intact), 141 when the
reader of the output went away (``| head -1``), quietly. Nothing ends in a traceback.

Each mode is a function answering one puzzle into an ``Answer``; ``main`` picks it and
``answer_all`` runs it over the input, in this process or in workers.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import importlib
import inspect
import io
import json
import multiprocessing
import os
import signal
import stat
import sys
import time
from collections import Counter, deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import BinaryIO

import solver
from solver.board import rc_name
from solver.events import LimitReached
from solver.fast import Stopped, count_cells, solve_with_stats
from solver.formats import ParseError, format_of, pretty, read_collection
from solver.generator import SYMMETRIES, generate
from solver.grid import Grid
from solver.rating import SOLVABLE_LEVELS, format_rating, rate

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130
EXIT_BROKEN_PIPE = 128 + signal.SIGPIPE
PROG = "sudoku-solve"
STDIN = "-"
STDIN_NAME = "<stdin>"
DEFAULT_COUNT_LIMIT = 2
# Answers written between two flushes of the output, at most this many seconds apart.
FLUSH_SECONDS = 0.1
# Puzzles per task sent to a worker (cheap modes), and tasks in flight per worker.
FAST_BATCH = 32
IN_FLIGHT_PER_JOB = 4
PROGRESS_SECONDS = 0.25


class Reporter:
    """Where results and problems go, and the exit status the problems add up to.

    Each result is one write of a whole line, so an interrupted run leaves whole lines.
    The output is flushed after the first result and then at most every FLUSH_SECONDS.
    With ``progress``, a progress line is kept on ``err`` (a terminal)."""

    def __init__(self, out, err, progress: bool = False) -> None:
        self.out = out
        self.err = err
        self.status = EXIT_OK
        self.progress = progress
        self._flushed = 0.0
        self._progress_shown = False
        self._progress_at = 0.0

    def result(self, text: str) -> None:
        self.out.write(text + "\n")
        now = time.monotonic()
        if now - self._flushed > FLUSH_SECONDS:
            self.out.flush()
            self._flushed = now

    def problem(self, message: str, status: int = EXIT_FAILED) -> None:
        self._clear_progress()
        self.out.flush()  # the results before the problem come out before it
        self.err.write(message + "\n")
        self.err.flush()
        self.status = max(self.status, status)

    def note(self, message: str) -> None:
        """A remark on standard error that is not a failure."""
        self._clear_progress()
        self.err.write(message + "\n")

    def show_progress(self, done: int, started: float) -> None:
        if not self.progress:
            return
        now = time.monotonic()
        if now - self._progress_at < PROGRESS_SECONDS:
            return
        self._progress_at = now
        rate_text = f"{done / (now - started):.0f}/s" if now > started else ""
        self.err.write(f"\r{PROG}: {done} puzzles answered {rate_text}\x1b[K")
        self.err.flush()
        self._progress_shown = True

    def finish(self) -> None:
        self._clear_progress()
        self.out.flush()

    def _clear_progress(self) -> None:
        if self._progress_shown:
            self.err.write("\r\x1b[K")
            self._progress_shown = False


@dataclass(frozen=True, slots=True)
class Puzzle:
    """A puzzle read from ``source`` (a file name or ``<stdin>``) at ``line``."""

    source: str
    line: int
    grid: Grid

    @property
    def where(self) -> str:
        return f"{self.source}:{self.line}"


@dataclass(frozen=True, slots=True)
class Problem:
    """Something wrong with the input, to report in its place among the answers."""

    message: str
    status: int = EXIT_FAILED


@dataclass
class Answer:
    """What one puzzle's answer writes: result lines and problems, in order, and what
    ``--stats`` adds up (``record``). Live, it writes straight through to a Reporter;
    in a worker it keeps the lines for the main process to write."""

    live: Reporter | None = None
    lines: list[tuple[str, int | None]] = field(default_factory=list)
    record: tuple | None = None

    def result(self, text: str) -> None:
        if self.live is not None:
            self.live.result(text)
        else:
            self.lines.append((text, None))

    def problem(self, message: str, status: int = EXIT_FAILED) -> None:
        if self.live is not None:
            self.live.problem(message, status)
        else:
            self.lines.append((message, status))

    def replay(self, reporter: Reporter) -> None:
        for text, status in self.lines:
            if status is None:
                reporter.result(text)
            else:
                reporter.problem(text, status)


# ------------------------------------------------------------------------ arguments


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Solve Sudoku puzzles: one solution per puzzle, one puzzle or many per "
        "file (81-character lines, grids, .sdk, .ss, .sdm, OpenSudoku XML).",
        epilog="Exit status: 0 when every puzzle was answered, 1 otherwise, 2 for usage "
        "errors and unreadable files, 130 when interrupted.",
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
        help="stop working on a puzzle after this many seconds (every mode)",
    )
    parser.add_argument(
        "--node-limit",
        type=_positive_int,
        metavar="N",
        help="stop working on a puzzle after N guesses (solve, count, trace; attempts "
        "for --generate)",
    )
    parser.add_argument(
        "--rate",
        action="store_true",
        help="print each puzzle's difficulty: its level and Sudoku Explainer's ER/EP/ED",
    )
    parser.add_argument(
        "--explain",
        action="store_true",
        help="print each puzzle's logical path, one line per step",
    )
    parser.add_argument(
        "--json",
        action="store_true",
        help="with --rate or --explain: one JSON object per line (per puzzle, per step)",
    )
    parser.add_argument(
        "--jobs",
        type=_positive_int,
        metavar="N",
        help="answer puzzles in N worker processes (default: all cores); answers keep the "
        "input order",
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
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(f"must be more than 0 and finite, not {text}")
    return value


# ---------------------------------------------------------------------------- input


def read_puzzles(paths: list[str]) -> Iterator[Puzzle | Problem]:
    """The puzzles of every source in order, one at a time as they are read, with a
    Problem in place of each bad part (a bad line, an unreadable file)."""
    for path in paths or [STDIN]:
        if path == STDIN:
            yield from read_source(_stdin_bytes(), STDIN_NAME)
            continue
        try:
            stream = open(path, "rb")  # noqa: SIM115 (closed below, after the last puzzle)
        except OSError as error:
            yield Problem(f"{PROG}: cannot read {path}: {error.strerror or error}", EXIT_USAGE)
            continue
        with stream:
            yield from read_source(stream, path, format_of(path))


def read_source(
    stream: BinaryIO, source: str, fmt: str | None = None
) -> Iterator[Puzzle | Problem]:
    """The puzzles of one binary stream, and a Problem for each bad part; never raises for
    what the stream holds or fails to read (this is what the fuzz test drives)."""
    try:
        for item in read_collection(stream, source, fmt):
            if isinstance(item, ParseError):
                yield Problem(str(item))
            else:
                yield Puzzle(source, item.line, item.grid)
    except ParseError as error:  # not text, or too big: the rest of the file is unread
        yield Problem(str(error), EXIT_USAGE)
    except OSError as error:
        yield Problem(f"{PROG}: cannot read {source}: {error.strerror or error}", EXIT_USAGE)


def _stdin_bytes() -> BinaryIO:
    """Standard input as bytes (decoded as UTF-8 by the reader, whatever the locale)."""
    if sys.stdin is None:
        return io.BytesIO()
    binary = getattr(sys.stdin, "buffer", None)
    if binary is None:  # already text (a test or an embedding program replaced it)
        return io.BytesIO(sys.stdin.read().encode("utf-8", "surrogateescape"))
    return binary


def _conflicts_of(puzzle: Puzzle) -> str | None:
    """The problem of givens that break the rules (such a puzzle is never searched)."""
    conflicts = puzzle.grid.conflicts()
    if not conflicts:
        return None
    details = "; ".join(conflict.describe() for conflict in conflicts)
    return f"{puzzle.where}: conflicting givens: {details}"


def _stopped_message(what: str, limit: float, unit: str | None = None) -> str:
    if unit is None:
        unit = "s" if what == "time" else ("guess" if limit == 1 else "guesses")
    return f"stopped by the {'time' if what == 'time' else 'node'} limit ({limit:g} {unit})"


# ---------------------------------------------------------------------------- modes


def answer_count(puzzle: Puzzle, args: argparse.Namespace, answer: Answer) -> None:
    """The number of solutions, counting no further than ``args.count``."""
    clash = _conflicts_of(puzzle)
    if clash:
        answer.problem(clash)
        answer.result("0")
        return
    try:
        counted = count_cells(
            puzzle.grid.cells, args.count, time_limit=args.time_limit, node_limit=args.node_limit
        )
    except Stopped as stop:
        found = f"{stop.solutions} solution{'' if stop.solutions == 1 else 's'}"
        answer.problem(f"{puzzle.where}: {_stopped_message(stop.what, stop.limit)} after {found}")
        return
    answer.result(str(counted))


def answer_solve(puzzle: Puzzle, args: argparse.Namespace, answer: Answer) -> None:
    """One solution (or the event stream with --trace).

    The fast path (no events built) serves the default strategy, with or without limits;
    the event engine (``solver.search``) runs for --strategy or --trace, and then --stats
    adds the search totals."""
    clash = _conflicts_of(puzzle)
    if clash:
        answer.problem(clash)
        answer.record = (False, None, None)
        return
    if args.trace or args.strategy is not None:
        run, last = _run_search(puzzle, args, answer)
        solution, failure = _outcome(run, last)
        answer.record = (solution is not None, run.stats.elapsed, run.stats)
    else:
        started = time.perf_counter()
        try:
            digits, _ = solve_with_stats(
                puzzle.grid.cells, time_limit=args.time_limit, node_limit=args.node_limit
            )
        except Stopped as stop:
            digits, failure = None, _stopped_message(stop.what, stop.limit)
        else:
            failure = "no solution"
        solution = None if digits is None else "".join(map(str, digits))
        answer.record = (solution is not None, time.perf_counter() - started, None)
    if solution is None:
        answer.problem(f"{puzzle.where}: {failure}")
    elif not args.trace:
        answer.result(_solution_text(solution, args.pretty))


def _run_search(puzzle: Puzzle, args: argparse.Namespace, answer: Answer):
    """The finished search of one puzzle and its last event; with --trace every event is
    written as a JSON line."""
    run = solver.search(
        puzzle.grid, args.strategy, node_limit=args.node_limit, time_limit=args.time_limit
    )
    last = None
    for last in run:
        if args.trace:
            answer.result(json.dumps(last.to_dict()))
    return run, last


def _outcome(run, last) -> tuple[str | None, str]:
    """The first solution of a finished search, or None and why there is none."""
    if run.solutions:
        return run.solutions[0], ""
    if isinstance(last, LimitReached):
        return None, _stopped_message(last.what, last.limit)
    return None, "no solution"


def _solution_text(solution: str, as_pretty_grid: bool) -> str:
    if not as_pretty_grid:
        return solution
    return pretty(Grid(tuple(int(ch) for ch in solution))) + "\n"


def answer_rate(puzzle: Puzzle, args: argparse.Namespace, answer: Answer) -> None:
    """The difficulty: level and ER/EP/ED (one JSON object with --json)."""
    clash = _conflicts_of(puzzle)
    if clash:
        answer.problem(clash)
        return
    try:
        rating = _bounded(rate, puzzle.grid, args)
    except _TimeUp:
        answer.problem(f"{puzzle.where}: {_stopped_message('time', args.time_limit)}")
        return
    except ValueError as error:  # no solution: nothing to rate
        answer.problem(f"{puzzle.where}: {error}")
        return
    text = puzzle.grid.to_string()
    er, ep, ed = (getattr(rating, name, None) for name in ("er", "ep", "ed"))
    stopped = bool(getattr(rating, "stopped", False))
    if stopped:
        limit = args.time_limit if args.time_limit is not None else _default_limit(rate)
        answer.problem(
            f"{puzzle.where}: {_stopped_message('time', limit)}: ER at least {_number(er)}"
        )
    if args.json:
        logic = getattr(rating, "logic", rating.level != "needs guessing") and not stopped
        record = {"puzzle": text, "level": rating.level, "er": er, "ep": ep, "ed": ed}
        answer.result(json.dumps({**record, "logic": logic}))
    elif er is None:
        answer.result(f"{text}  {format_rating(rating)}")
    else:
        at_least = "at least " if stopped else ""
        scale = f"ER {at_least}{_number(er)} EP {_number(ep)} ED {_number(ed)}"
        answer.result(f"{text}  {rating.level}  {scale}")


def _number(value) -> str:
    return "?" if value is None else f"{value:.1f}"


def answer_explain(puzzle: Puzzle, args: argparse.Namespace, answer: Answer) -> None:
    """The logical path, one line per step (one JSON object per step with --json)."""
    clash = _conflicts_of(puzzle)
    if clash:
        answer.problem(clash)
        return
    try:
        explain = importlib.import_module("solver.explain").explain
    except ImportError:
        answer.problem(f"{PROG}: --explain is not available in this version", EXIT_USAGE)
        return
    try:
        explanation = _bounded(explain, puzzle.grid, args)
    except _TimeUp:
        answer.problem(f"{puzzle.where}: {_stopped_message('time', args.time_limit)}")
        return
    except ValueError as error:  # no solution
        answer.problem(f"{puzzle.where}: {error}")
        return
    text = puzzle.grid.to_string()
    if not args.json:
        answer.result(f"# {text}")
    for item in explanation.steps:
        step = item.step
        if args.json:
            record = {
                "puzzle": text,
                "technique": step.technique,
                "rating": item.rating,
                "placements": [list(pair) for pair in step.placements],
                "eliminations": [list(pair) for pair in step.eliminations],
                "text": item.text,
            }
            answer.result(json.dumps(record))
        else:
            answer.result(
                f"{step.technique} ({_number(item.rating)}): {_effect(step)}: {item.text}"
            )
    if getattr(explanation, "stopped", False):
        limit = args.time_limit if args.time_limit is not None else _default_limit(explain)
        answer.problem(f"{puzzle.where}: {_stopped_message('time', limit)}")
    elif not getattr(explanation, "solved", True):
        answer.problem(
            f"{puzzle.where}: the techniques stop after {len(explanation.steps)} steps "
            "(the rest needs guessing)"
        )


def _effect(step) -> str:
    """What a step does, in r1c1 names: "r1c1=5, r2c3<>7"."""
    placed = [f"{rc_name(cell)}={digit}" for cell, digit in step.placements]
    removed = [f"{rc_name(cell)}<>{digit}" for cell, digit in step.eliminations]
    return ", ".join(placed + removed) or "nothing"


class _TimeUp(Exception):
    """The alarm of ``_bounded`` rang."""


def _bounded(function: Callable, grid: Grid, args: argparse.Namespace):
    """``function(grid)`` within the limits: passed on when it takes ``time_limit`` (or
    ``node_limit``), else enforced by an alarm that raises _TimeUp (main thread only)."""
    accepted = _keywords(function)
    options = {}
    if args.time_limit is not None and "time_limit" in accepted:
        options["time_limit"] = args.time_limit
    if args.node_limit is not None and "node_limit" in accepted:
        options["node_limit"] = args.node_limit
    alarm = args.time_limit is not None and "time_limit" not in accepted
    if not alarm or not hasattr(signal, "setitimer"):
        return function(grid, **options)

    def ring(signum, frame):
        raise _TimeUp

    try:
        previous = signal.signal(signal.SIGALRM, ring)
    except ValueError:  # not the main thread: no alarm
        return function(grid, **options)
    signal.setitimer(signal.ITIMER_REAL, args.time_limit)
    try:
        return function(grid, **options)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _keywords(function: Callable) -> set[str]:
    try:
        return set(inspect.signature(function).parameters)
    except (TypeError, ValueError):
        return set()


def _default_limit(function: Callable) -> float:
    try:
        default = inspect.signature(function).parameters["time_limit"].default
    except (KeyError, TypeError, ValueError):
        return float("nan")
    return default if isinstance(default, int | float) else float("nan")


@dataclass
class SolveSummary:
    """What --stats prints: the essay's summary line plus the search totals."""

    puzzles: int = 0
    solved: int = 0
    timed: int = 0  # running totals, not a list: memory stays flat over any input
    total_time: float = 0.0
    max_time: float = 0.0
    searched: bool = False
    assumptions: int = 0
    contradictions: int = 0
    backtracks: int = 0
    max_depth: int = 0
    deductions: Counter = field(default_factory=Counter)

    def add_record(self, record: tuple | None) -> None:
        """Count one puzzle from an Answer's record: (solved, elapsed or None, stats)."""
        if record is None:
            return
        solved, elapsed, stats = record
        self.puzzles += 1
        if elapsed is None:  # not searched (its givens clash)
            return
        self.solved += solved
        self.timed += 1
        self.total_time += elapsed
        self.max_time = max(self.max_time, elapsed)
        if stats is not None:
            self.searched = True
            self.assumptions += stats.assumptions
            self.contradictions += stats.contradictions
            self.backtracks += stats.backtracks
            self.max_depth = max(self.max_depth, stats.max_depth)
            self.deductions.update(stats.deductions)

    def lines(self) -> list[str]:
        head = f"Solved {self.solved} of {self.puzzles} puzzles"
        if not self.timed:
            return [head + "."]
        average = self.total_time / self.timed
        rate_text = f"{1 / average:.0f} Hz" if average > 0 else "too fast to time"
        lines = [f"{head} (avg {average:.4f} secs ({rate_text}), max {self.max_time:.4f} secs)."]
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


# ------------------------------------------------------------------- running a mode


def answer_one(mode: Callable, puzzle: Puzzle, args: argparse.Namespace, answer: Answer) -> Answer:
    """``mode`` on one puzzle; an unexpected error becomes a problem, not a traceback."""
    try:
        mode(puzzle, args, answer)
    except (KeyboardInterrupt, BrokenPipeError):
        raise
    except OSError as error:
        if answer.live is not None:  # writing the output failed: main reports it
            raise
        answer.problem(f"{puzzle.where}: internal error: {error!r}")
    except Exception as error:  # noqa: BLE001 (one puzzle must not end the run)
        answer.problem(f"{puzzle.where}: internal error: {error!r}")
    return answer


def _answer_batch(mode: Callable, puzzles: list[Puzzle], args: argparse.Namespace) -> list[Answer]:
    """A worker's task: the answers of a few puzzles, kept to be written in order."""
    return [answer_one(mode, puzzle, args, Answer()) for puzzle in puzzles]


def _worker_started() -> None:
    """Workers leave Ctrl+C to the main process, which stops them."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def answer_all(mode: Callable, args: argparse.Namespace, reporter: Reporter, summary=None) -> int:
    """``mode`` over every puzzle of the input, answers written in input order.

    The first puzzle is answered here at once; with more than one job the rest go to
    worker processes in batches, at most IN_FLIGHT_PER_JOB tasks per worker in flight
    (so memory stays flat), each written as soon as it and those before it are done."""
    items = read_puzzles(args.files)
    jobs = _jobs(args, mode)
    started = time.monotonic()
    done = 0
    with contextlib.closing(items), contextlib.ExitStack() as stack:
        pending: deque = deque()  # Problems, and the AsyncResults of batches, in input order
        batch: list[Puzzle] = []
        pool = None
        batch_size = FAST_BATCH if mode in (answer_solve, answer_count) else 1

        def write(entry) -> int:
            if isinstance(entry, Problem):
                reporter.problem(entry.message, entry.status)
                return 0
            answers = entry.get()
            for answer in answers:
                answer.replay(reporter)
                if summary is not None:
                    summary.add_record(answer.record)
            return len(answers)

        for item in items:
            if isinstance(item, Problem):
                if pool is None:
                    reporter.problem(item.message, item.status)
                else:
                    if batch:
                        pending.append(pool.apply_async(_answer_batch, (mode, batch, args)))
                        batch = []
                    pending.append(item)
                continue
            if pool is None and (jobs == 1 or done == 0):
                answer = answer_one(mode, item, args, Answer(live=reporter))
                if summary is not None:
                    summary.add_record(answer.record)
                done += 1
                reporter.show_progress(done, started)
                continue
            if pool is None:
                reporter.out.flush()  # a forked worker must not inherit unwritten output
                pool = stack.enter_context(_worker_pool(jobs))
            batch.append(item)
            if len(batch) >= batch_size:
                pending.append(pool.apply_async(_answer_batch, (mode, batch, args)))
                batch = []
            while pending and (len(pending) > jobs * IN_FLIGHT_PER_JOB or _ready(pending[0])):
                done += write(pending.popleft())
                reporter.show_progress(done, started)
        if batch:
            pending.append(pool.apply_async(_answer_batch, (mode, batch, args)))
        while pending:
            done += write(pending.popleft())
            reporter.show_progress(done, started)
    return reporter.status


def _ready(entry) -> bool:
    return isinstance(entry, Problem) or entry.ready()


@contextlib.contextmanager
def _worker_pool(jobs: int):
    """A pool of ``jobs`` workers, stopped on the way out however the run ends."""
    pool = multiprocessing.get_context("fork" if hasattr(os, "fork") else "spawn").Pool(
        jobs, initializer=_worker_started
    )
    try:
        yield pool
    finally:
        pool.terminate()
        pool.join()


def _jobs(args: argparse.Namespace, mode: Callable) -> int:
    """Worker processes to use: one for --trace (its stream is written as it comes), else
    --jobs, else every core, but one for standard input from a terminal or a pipe."""
    if args.trace:
        return 1
    if args.jobs is not None:
        return args.jobs
    if _reads_a_live_stream(args.files):
        return 1  # a terminal or a pipe: each answer as soon as its puzzle arrives
    return os.cpu_count() or 1


def _reads_a_live_stream(paths: list[str]) -> bool:
    """Whether standard input is read and is not a regular file (a person typing, a pipe):
    workers take puzzles in batches, so answers there wait for the next ones."""
    if paths and STDIN not in paths:
        return False
    try:
        return not stat.S_ISREG(os.fstat(sys.stdin.fileno()).st_mode)
    except (AttributeError, OSError, ValueError, io.UnsupportedOperation):
        return False


def list_strategies(args: argparse.Namespace, reporter: Reporter) -> int:
    """Each strategy's name, title and description, one per line."""
    width = max(len(name) for name in solver.STRATEGIES)
    for name, strategy in solver.STRATEGIES.items():
        reporter.result(f"{name:<{width}}  {strategy.title}: {strategy.description}")
    return reporter.status


def count_puzzles(args: argparse.Namespace, reporter: Reporter) -> int:
    return answer_all(answer_count, args, reporter)


def solve_puzzles(args: argparse.Namespace, reporter: Reporter) -> int:
    """One solution per puzzle (or its event stream with --trace), then --stats."""
    summary = SolveSummary()
    answer_all(answer_solve, args, reporter, summary)
    if args.stats:
        for line in summary.lines():
            reporter.result(line)
    return reporter.status


def rate_puzzles(args: argparse.Namespace, reporter: Reporter) -> int:
    return answer_all(answer_rate, args, reporter)


def explain_puzzles(args: argparse.Namespace, reporter: Reporter) -> int:
    try:
        importlib.import_module("solver.explain")
    except ImportError:
        reporter.problem(f"{PROG}: --explain is not available in this version", EXIT_USAGE)
        return reporter.status
    return answer_all(answer_explain, args, reporter)


def generate_puzzles(args: argparse.Namespace, reporter: Reporter) -> int:
    """``--count`` new puzzles (one by default) of the level asked, with their ratings;
    each within --time-limit seconds and --node-limit attempts."""
    how_many = 1 if args.count is None else args.count
    seeds = range(args.seed, args.seed + how_many) if args.seed is not None else [None] * how_many
    for number, seed in enumerate(seeds, 1):
        limits = _GenerateLimits(args.time_limit, args.node_limit)
        made = generate(
            args.generate,
            symmetry=args.symmetry,
            seed=seed,
            progress=limits.on_progress,
            should_stop=limits.should_stop,
        )
        if made is None:
            reporter.problem(f"{PROG}: puzzle {number}: {limits.stopped_message()}")
            continue
        reporter.result(f"{made.puzzle.to_string()}  {format_rating(made.rating)}")
    return reporter.status


class _GenerateLimits:
    """The limits of making one puzzle: seconds, and attempts (full grids dug out)."""

    def __init__(self, time_limit: float | None, node_limit: int | None) -> None:
        self.time_limit = time_limit
        self.node_limit = node_limit
        self.deadline = None if time_limit is None else time.perf_counter() + time_limit
        self.attempts = 0
        self.what = ""

    def on_progress(self, progress: float) -> None:
        self.attempts = int(progress) + 1

    def should_stop(self) -> bool:
        if self.node_limit is not None and self.attempts > self.node_limit:
            self.what = "nodes"
        elif self.deadline is not None and time.perf_counter() > self.deadline:
            self.what = "time"
        return bool(self.what)

    def stopped_message(self) -> str:
        if self.what == "nodes":
            unit = "attempt" if self.node_limit == 1 else "attempts"
            return _stopped_message("nodes", self.node_limit, unit)
        return _stopped_message("time", self.time_limit)


# ----------------------------------------------------------------------------- main


def choose_mode(args: argparse.Namespace):
    """The function that runs what the arguments ask for."""
    if args.list_strategies:
        return list_strategies
    if args.generate is not None:
        return generate_puzzles
    if args.explain:
        return explain_puzzles
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
    reporter = Reporter(sys.stdout, sys.stderr, progress=_is_terminal(sys.stderr))
    try:
        status = choose_mode(args)(args, reporter)
        reporter.finish()
        return status
    except KeyboardInterrupt:
        _finish_quietly(reporter)
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_BROKEN_PIPE
    except OSError as error:  # writing the output failed (reading errors are reported)
        _silence_stdout()
        reason = error.strerror or os.strerror(error.errno or errno.EIO)
        with contextlib.suppress(OSError, ValueError):
            sys.stderr.write(f"{PROG}: cannot write output: {reason}\n")
            sys.stderr.flush()
        return EXIT_FAILED


def _is_terminal(stream) -> bool:
    try:
        return stream is not None and stream.isatty()
    except (AttributeError, ValueError):
        return False


def _finish_quietly(reporter: Reporter) -> None:
    """After Ctrl+C: the whole lines written so far go out; nothing more."""
    try:
        reporter.finish()
    except (OSError, ValueError, KeyboardInterrupt):
        _silence_stdout()


def _silence_stdout() -> None:
    """Point stdout at /dev/null so the interpreter's final flush (to a closed pipe or a
    full disk) prints no second error; what is still buffered is dropped."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # stdout is not a real file (tests)
        pass


def run_as_program(argv: Iterable[str] | None = None) -> None:
    """``python -m solver`` and the ``sudoku-solve`` script: main, and Ctrl+C during
    start-up or shutdown ends quietly too."""
    try:
        status = main(None if argv is None else list(argv))
    except KeyboardInterrupt:
        status = EXIT_INTERRUPTED
    sys.exit(status)
