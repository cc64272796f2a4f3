"""The command line's modes, one row each of ``MODES``: the argument that selects it, the
formats it writes, what it reads and how it answers each item, what its --output records
answer (so whether it can resume). ``choose_mode`` picks the row once from the arguments;
``usage_problem`` checks the flags against it.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass

import solver
from solver.cli.answers import (
    SolveSummary,
    answer_count,
    answer_explain,
    answer_generate,
    answer_rate,
    answer_solve,
)
from solver.cli.exercise import print_exercise
from solver.cli.output import (
    COUNT_COLUMNS,
    CSV,
    JSON,
    RATING_COLUMNS,
    TEXT,
    TSV,
    Answers,
    answer_format,
)
from solver.cli.reading import InputReading, OrderReading, Reading
from solver.cli.reporter import Reporter
from solver.cli.running import FAST_BATCH, answer_reading


@dataclass(frozen=True, slots=True, kw_only=True)
class Mode:
    """One thing the command line does.

    A mode either answers items (``reader`` reads them from the arguments: the input's
    puzzles or --generate's orders; ``answer(item, args, answer)`` answers one, in this
    process or a worker) or writes by itself (``write(args, reporter)``, reading nothing:
    no --resume, no --cluster)."""

    name: str
    selected_by: str | None  # the argument that selects it when given (None: the default)
    flag: str  # how a usage message names it
    formats: tuple[str, ...] | None  # the formats it writes (None: every one, templates too)
    reader: Callable[[argparse.Namespace], Reading] | None = None
    answer: Callable | None = None
    write: Callable[[argparse.Namespace, Reporter], int] | None = None
    records: Answers | None = None  # what its --output records answer (None: no records)
    columns: tuple[str, ...] = ()  # the CSV or TSV header, for the formats that have one
    batch: int = 1  # items per task sent to a worker: many for the cheap modes
    summary: Callable[[], SolveSummary] | None = None  # what --stats prints at the end

    @property
    def can_resume(self) -> bool:
        """--resume counts the records of an --output file: only a mode that writes one
        record per item can go on after them."""
        return self.records is not None

    def is_selected(self, args: argparse.Namespace) -> bool:
        return self.selected_by is None or getattr(args, self.selected_by) not in (None, False)

    def run(self, args: argparse.Namespace, reporter: Reporter) -> int:
        """Do it; returns the exit status the problems add up to."""
        if self.write is not None:
            return self.write(args, reporter)
        return answer_reading(self, args, reporter)


def list_strategies(args: argparse.Namespace, reporter: Reporter) -> int:
    """Each strategy's name, title and description, one per line."""
    width = max(len(name) for name in solver.STRATEGIES)
    for name, strategy in solver.STRATEGIES.items():
        reporter.result(f"{name:<{width}}  {strategy.title}: {strategy.description}")
    return reporter.status


LIST = Mode(
    name="list",
    selected_by="list_strategies",
    flag="--list-strategies",
    formats=(TEXT,),
    write=list_strategies,
)
EXERCISE = Mode(
    name="exercise",
    selected_by="exercise",
    flag="--exercise",
    formats=(TEXT, JSON),
    write=print_exercise,
)
GENERATE = Mode(
    name="generate",
    selected_by="generate",
    flag="--generate",
    formats=None,
    reader=OrderReading,
    answer=answer_generate,
    records=Answers.MADE,
    columns=RATING_COLUMNS,
)
EXPLAIN = Mode(
    name="explain",
    selected_by="explain",
    flag="--explain",
    formats=(TEXT, JSON),
    reader=InputReading,
    answer=answer_explain,
    records=Answers.PATHS,
)
RATE = Mode(
    name="rate",
    selected_by="rate",
    flag="--rate",
    formats=None,
    reader=InputReading,
    answer=answer_rate,
    records=Answers.RATINGS,
    columns=RATING_COLUMNS,
)
COUNT = Mode(
    name="count",
    selected_by="count",
    flag="--count",
    formats=(TEXT, JSON, CSV, TSV),
    reader=InputReading,
    answer=answer_count,
    records=Answers.COUNTS,
    columns=COUNT_COLUMNS,
    batch=FAST_BATCH,
)
SOLVE = Mode(
    name="solve",
    selected_by=None,
    flag="solving (--rate, --count, ...)",
    formats=(TEXT,),
    reader=InputReading,
    answer=answer_solve,
    records=Answers.SOLUTIONS,
    batch=FAST_BATCH,
    summary=SolveSummary,
)
# The first row whose argument is given is the mode (so --generate with --count generates).
MODES = (LIST, EXERCISE, GENERATE, EXPLAIN, RATE, COUNT, SOLVE)


def choose_mode(args: argparse.Namespace) -> Mode:
    """The mode the arguments ask for."""
    return next(mode for mode in MODES if mode.is_selected(args))


def usage_problem(args: argparse.Namespace, mode: Mode | None = None) -> str | None:
    """What is wrong with --format, --json, --output, --resume and --cluster together for
    ``mode`` (None: the one the arguments ask for), if anything; the arguments are left as
    they are."""
    if args.json and args.format not in (None, JSON):
        return "--json and --format say different things"
    mode = choose_mode(args) if mode is None else mode
    fmt = answer_format(args)
    if mode.formats is not None and fmt not in mode.formats:
        return f"--format {fmt} does not go with {mode.flag}"
    if args.resume and args.output is None:
        return "--resume needs --output FILE (the file to go on with)"
    if args.resume and not mode.can_resume:
        return f"--resume does not go with {mode.flag}"
    if args.resume and (args.trace or args.pretty or args.stats):
        flag = "--trace" if args.trace else ("--pretty" if args.pretty else "--stats")
        return f"--resume does not go with {flag} (its lines are not one answer per puzzle)"
    if args.cluster is not None and (args.jobs is not None or args.trace):
        return f"--cluster does not go with {'--jobs' if args.jobs is not None else '--trace'}"
    if args.cluster is not None and mode.reader is None:
        return f"--cluster does not go with {mode.flag}"
    return None
