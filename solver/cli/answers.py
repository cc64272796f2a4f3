"""What the command line's modes answer, one function each: one puzzle answered (count,
solve, trace, rate, explain) or made (generate) into an ``Answer``, within the run's time and
node limits.
"""

from __future__ import annotations

import argparse
import inspect
import json
import signal
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

import solver
from solver.board import rc_name
from solver.cli.output import JSON, TEXT, answer_format, count_line, rating_line
from solver.cli.reading import Order, Puzzle
from solver.cli.reporter import PROG, Answer
from solver.events import LimitReached
from solver.exercises import make_exercise
from solver.explain import explain
from solver.fast import Stopped, count_cells, solve_with_stats
from solver.formats import pretty
from solver.generator import generate
from solver.grid import Grid
from solver.rating import rate


def _conflicts_of(puzzle: Puzzle) -> str | None:
    """The problem of givens that break the rules, or of pencil marks that leave a cell
    no candidate (such a puzzle is never searched). A cell with one candidate counts as a
    given."""
    empty = puzzle.grid.cells_without_candidates()
    if empty:
        names = ", ".join(rc_name(cell) for cell in empty)
        return f"{puzzle.where}: no candidate left in {names}"
    conflicts = puzzle.grid.conflicts()
    if not conflicts:
        return None
    details = "; ".join(conflict.describe() for conflict in conflicts)
    return f"{puzzle.where}: conflicting givens: {details}"


def _stopped_message(what: str, limit: float, unit: str | None = None) -> str:
    if unit is None:
        unit = "s" if what == "time" else ("guess" if limit == 1 else "guesses")
    return f"stopped by the {'time' if what == 'time' else 'node'} limit ({limit:g} {unit})"


# -------------------------------------------------------------------------- answers


def answer_count(puzzle: Puzzle, args: argparse.Namespace, answer: Answer) -> None:
    """The number of solutions, counting no further than ``args.count``."""
    clash = _conflicts_of(puzzle)
    if clash:
        answer.problem(clash)
        answer.result("0")
        return
    try:
        counted = count_cells(
            puzzle.grid.cells,
            args.count,
            time_limit=args.time_limit,
            node_limit=args.node_limit,
            candidates=puzzle.grid.candidates,
        )
    except Stopped as stop:
        found = f"{stop.solutions} solution{'' if stop.solutions == 1 else 's'}"
        answer.problem(f"{puzzle.where}: {_stopped_message(stop.what, stop.limit)} after {found}")
        return
    answer.result(count_line(answer_format(args), puzzle.grid.to_string(), counted))


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
        solution, failure = _outcome(run, last, puzzle.grid)
        answer.record = (solution is not None, run.stats.elapsed, run.stats)
    else:
        started = time.perf_counter()
        try:
            digits, _ = solve_with_stats(
                puzzle.grid.cells,
                time_limit=args.time_limit,
                node_limit=args.node_limit,
                candidates=puzzle.grid.candidates,
            )
        except Stopped as stop:
            digits, failure = None, _stopped_message(stop.what, stop.limit)
        else:
            failure = puzzle.grid.no_solution()
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


def _outcome(run, last, grid: Grid) -> tuple[str | None, str]:
    """The first solution of a finished search of ``grid``, or None and why there is none."""
    if run.solutions:
        return run.solutions[0], ""
    if isinstance(last, LimitReached):
        return None, _stopped_message(last.what, last.limit)
    return None, grid.no_solution()


def _solution_text(solution: str, as_pretty_grid: bool) -> str:
    if not as_pretty_grid:
        return solution
    return pretty(Grid(tuple(int(ch) for ch in solution))) + "\n"


def answer_rate(puzzle: Puzzle, args: argparse.Namespace, answer: Answer) -> None:
    """The difficulty: level and SE's ER/EP/ED (one JSON object with --json), all from
    ``solver.rating``; ``logic`` says whether the logical path reaches the end without
    guessing."""
    rating = _logic_of(rate, puzzle, args, answer)
    if rating is None:
        return
    text = puzzle.grid.to_string()
    if rating.stopped:
        limit = args.time_limit if args.time_limit is not None else _default_limit(rate)
        answer.problem(
            f"{puzzle.where}: {_stopped_message('time', limit)} after {_steps(rating.steps)}: "
            f"ER at least {_number(rating.er)}"
        )
    answer.result(rating_line(answer_format(args), text, rating))


def _logic_of(function: Callable, puzzle: Puzzle, args: argparse.Namespace, answer: Answer):
    """``function`` (``rate`` or ``explain``) of the puzzle within the limits, or None with
    the problem told: givens that clash, the time up, no solution (nothing to rate or
    explain)."""
    clash = _conflicts_of(puzzle)
    if clash:
        answer.problem(clash)
        return None
    try:
        return _bounded(function, puzzle.grid, args, answer)
    except _TimeUp:
        answer.problem(f"{puzzle.where}: {_stopped_message('time', args.time_limit)}")
    except ValueError as error:  # no solution
        answer.problem(f"{puzzle.where}: {error}")
    return None


def _steps(count: int) -> str:
    return f"{count} step{'' if count == 1 else 's'}"


def _number(value) -> str:
    return "?" if value is None else f"{value:.1f}"


def answer_explain(puzzle: Puzzle, args: argparse.Namespace, answer: Answer) -> None:
    """The logical path, one line per step (one JSON object per step with --json)."""
    explanation = _logic_of(explain, puzzle, args, answer)
    if explanation is None:
        return
    text = puzzle.grid.to_string()
    as_json = answer_format(args) == JSON
    if not as_json:
        answer.result(f"# {text}")
    for number, item in enumerate(explanation.steps, 1):
        step = item.step
        if as_json:
            record = {
                "puzzle": text,
                "step": number,  # step 1 starts a puzzle's answer (--resume counts them)
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
        cut = _steps(len(explanation.steps))
        answer.problem(f"{puzzle.where}: {_stopped_message('time', limit)} after {cut}")
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


def answer_generate(order: Order, args: argparse.Namespace, answer: Answer) -> None:
    """A new puzzle of the level (or ER range, or technique) asked, with its rating,
    within --time-limit seconds and --node-limit attempts."""
    limits = GenerateLimits(args.time_limit, args.node_limit)
    fmt = answer_format(args)
    if args.er is not None or args.technique is not None:
        exercise = make_exercise(
            args.er, args.technique, args.symmetry, order.seed, limits.should_stop
        )
        if exercise is None:
            answer.problem(f"{PROG}: puzzle {order.number}: {limits.stopped_message()}")
        elif fmt == TEXT:
            answer.result(
                f"{exercise.generated.puzzle.to_string()}  ER {exercise.er:.1f}, "
                f"hardest step: {exercise.hardest}"
            )
        else:
            made = exercise.generated
            answer.result(rating_line(fmt, made.puzzle.to_string(), made.rating))
        return
    made = generate(
        args.generate,
        symmetry=args.symmetry,
        seed=order.seed,
        progress=limits.on_progress,
        should_stop=limits.should_stop,
    )
    if made is None:
        answer.problem(f"{PROG}: puzzle {order.number}: {limits.stopped_message()}")
        return
    hardest = made.rating.hardest if fmt == TEXT else None
    answer.result(rating_line(fmt, made.puzzle.to_string(), made.rating, hardest))


class GenerateLimits:
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


class _TimeUp(Exception):
    """The alarm of ``_bounded`` rang."""


def _bounded(
    function: Callable, grid: Grid, args: argparse.Namespace, answer: Answer | None = None
):
    """``function(grid)`` within the limits: passed on when it takes ``time_limit`` (or
    ``node_limit``), else enforced by an alarm that raises _TimeUp (main thread only). A
    function that reports its steps (``progress``, ``should_stop``) tells the answer's
    progress, when someone watches it."""
    accepted = _keywords(function)
    options = {}
    if args.time_limit is not None and "time_limit" in accepted:
        options["time_limit"] = args.time_limit
    if args.node_limit is not None and "node_limit" in accepted:
        options["node_limit"] = args.node_limit
    watch = None if answer is None else answer.watch
    if watch is not None and {"progress", "should_stop"} <= accepted:
        options.update(progress=watch.step_found, should_stop=watch.should_stop)
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
    """What --stats prints: article 000's summary line plus the search totals."""

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
