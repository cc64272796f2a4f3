"""How a mode that answers items runs: over what its reader reads (the input's puzzles, or
the orders of --generate), answered in this process or in workers (``--jobs``, or the
cluster's with ``--cluster``), a bounded number in flight, the answers written in input
order; with --resume, after the answers its ``ResumePlan`` finds in the output file.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING

from solver.cli.cluster import cluster_work
from solver.cli.output import (
    Answers,
    RecordShape,
    ResumePlan,
    answer_format,
    plan_resume,
    table_row,
)
from solver.cli.reading import Order, Problem, Puzzle, Reading
from solver.cli.reporter import Answer, Reporter

if TYPE_CHECKING:
    from solver.cli.answers import SolveSummary
    from solver.cli.modes import Mode

# Puzzles per task sent to a worker (cheap modes), and tasks in flight per worker: enough that
# a slow puzzle at the head of the line (answers are written in input order) does not leave the
# other workers idle (4 gave 1.69x on two cores, 16 gives 1.82x), few enough that memory stays
# flat.
FAST_BATCH = 32
IN_FLIGHT_PER_JOB = 16


def answer_one(
    answer_item: Callable,
    item: Puzzle | Order,
    args: argparse.Namespace,
    answer: Answer,
    shape: RecordShape | None = None,
) -> Answer:
    """``answer_item`` (a mode's answer) on one puzzle (or order to make one); an
    unexpected error becomes a problem, not a traceback. With ``shape`` (a RecordShape:
    --output) an item without an answer gets the record that says so, so every item has
    one."""
    try:
        answer_item(item, args, answer)
    except (KeyboardInterrupt, BrokenPipeError):
        raise
    except OSError as error:
        if answer.live is not None:  # writing the output failed: main reports it
            raise
        answer.problem(f"{item.where}: internal error: {error!r}")
    except Exception as error:  # one puzzle must not end the run
        answer.problem(f"{item.where}: internal error: {error!r}")
    if shape is not None and not answer.has_result():
        puzzle = item.grid.to_string() if isinstance(item, Puzzle) else None
        reasons = [text.removeprefix(f"{item.where}: ") for text in answer.problems()]
        answer.result(shape.empty_answer(puzzle, reasons))
    return answer


def _answer_batch(
    answer_item: Callable, items: list, args: argparse.Namespace, shape: RecordShape | None
) -> list[Answer]:
    """A worker's task: the answers of a few puzzles, kept to be written in order."""
    return [answer_one(answer_item, item, args, Answer(), shape) for item in items]


def _worker_started() -> None:
    """Workers leave Ctrl+C to the main process, which stops them."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def answer_reading(mode: Mode, args: argparse.Namespace, reporter: Reporter) -> int:
    """``mode`` over what its reader reads (after the header of its columns in CSV or TSV,
    and then its summary with --stats); with --resume, after the items the output file
    answers."""
    reading = mode.reader(args)
    shape = record_shape(args, mode)
    resume = _resume_plan(args, shape, reading)
    resumed = 0 if resume is None else resume.answered
    header = table_row(answer_format(args), mode.columns) if mode.columns else None
    if header is not None and (resume is None or not resume.has_header):
        reporter.result(header)
    summary = None if mode.summary is None else mode.summary()
    answer_all(mode, args, reporter, reading, shape, summary, resumed)
    if summary is not None and args.stats:
        for line in summary.lines():
            reporter.result(line)
    return reporter.status


def record_shape(args: argparse.Namespace, mode: Mode) -> RecordShape | None:
    """How each answer of ``mode`` looks in the --output file (None: no file, or a trace,
    --pretty or --stats, whose lines are not one record per puzzle)."""
    if args.output is None or args.trace or args.pretty or args.stats:
        return None
    most = args.count if mode.records is Answers.COUNTS else None  # --count N: its limit
    return RecordShape(answer_format(args), mode.records, most)


def _resume_plan(
    args: argparse.Namespace, shape: RecordShape | None, reading: Reading
) -> ResumePlan | None:
    """With --resume, the plan of going on with the output (its cut last line dropped
    now, the items it answers read past); raises ResumeRefused, the file untouched, when it
    is not this command's answers to them."""
    if not args.resume:
        return None
    plan = plan_resume(args.output, shape, reading.to_check())
    plan.apply()
    reading.skip(plan.answered)
    return plan


def answer_all(
    mode: Mode,
    args: argparse.Namespace,
    reporter: Reporter,
    reading: Reading,
    shape: RecordShape | None,
    summary: SolveSummary | None = None,
    resumed: int = 0,
) -> int:
    """``mode`` over the items of ``reading`` (puzzles and problems of the input, or orders
    of --generate) after the ``resumed`` ones, answers written in order, each told to
    ``summary`` (--stats).

    The first item is answered here at once; with more than one job the rest go to
    worker processes in batches (with --cluster every item goes to the cluster's
    workers), at most IN_FLIGHT_PER_JOB tasks per worker in flight (so memory stays flat),
    each written as soon as it and those before it are done."""
    items = reading.items
    jobs = _jobs(args, reading)
    parallel = args.cluster is not None or jobs > 1
    # Written to a file, a puzzle's lines go out together (one write): a kill leaves whole
    # answers; to a terminal or a pipe, the first answer's lines as they come, and a trace
    # (too long to hold) always.
    live = reporter if args.output is None or args.trace else None
    done = 0
    with contextlib.closing(items), contextlib.ExitStack() as stack:
        pending: deque = deque()  # Problems, and the batches sent out, in input order
        batch: list = []
        # A cluster is reached before anything is answered (it may refuse the run).
        pool = None if args.cluster is None else stack.enter_context(cluster_work(args.cluster))

        def submit(batch: list) -> None:
            pending.append(pool.submit(_answer_batch, mode.answer, batch, args, shape))

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

        def progress() -> None:
            share = reading.fraction(resumed + done)
            if args.cluster is None:  # (local worker processes: the pool comes later)
                reporter.show_progress(done, share)
            else:
                reporter.show_progress(done, share, pool.workers, pool.engine)

        progress()  # the bar from the start: the first puzzle may be a long one
        for item in items:
            if isinstance(item, Problem):
                if pool is None:
                    reporter.problem(item.message, item.status)
                else:
                    if batch:
                        submit(batch)
                        batch = []
                    pending.append(item)
                continue
            if pool is None and (not parallel or done == 0):
                watch = reporter.watch_puzzle(item.where)
                answer = answer_one(mode.answer, item, args, Answer(live=live, watch=watch), shape)
                if live is None:
                    answer.replay(reporter)
                if summary is not None:
                    summary.add_record(answer.record)
                done += 1
                progress()
                continue
            if pool is None:
                reporter.out.flush()  # a forked worker must not inherit unwritten output
                pool = stack.enter_context(_worker_pool(jobs))
            batch.append(item)
            if len(batch) >= mode.batch:
                submit(batch)
                batch = []
            while pending and (
                len(pending) > pool.workers * IN_FLIGHT_PER_JOB or _ready(pending[0])
            ):
                done += write(pending.popleft())
                progress()
        if batch:
            submit(batch)
        while pending:
            done += write(pending.popleft())
            progress()
    return reporter.status


def _ready(entry) -> bool:
    return isinstance(entry, Problem) or entry.ready()


@contextlib.contextmanager
def _worker_pool(jobs: int):
    """A pool of ``jobs`` workers, stopped on the way out however the run ends.
    multiprocessing is imported here: a run in one process starts without it."""
    import multiprocessing

    pool = multiprocessing.get_context("fork" if hasattr(os, "fork") else "spawn").Pool(
        jobs, initializer=_worker_started
    )
    try:
        yield _PoolWork(pool, jobs)
    finally:
        pool.terminate()
        pool.join()


class _PoolWork:
    """Batches answered by this machine's worker processes; ``workers`` is how many."""

    def __init__(self, pool, workers: int) -> None:
        self.pool = pool
        self.workers = workers

    def submit(self, task: Callable, *arguments):
        """The batch's pending answers: ready() and get() (an AsyncResult)."""
        return self.pool.apply_async(task, arguments)


def _jobs(args: argparse.Namespace, reading: Reading) -> int:
    """Worker processes to use: one for --trace (its stream is written as it comes), else
    --jobs, else every core, but one for puzzles read from a terminal or a pipe (each
    answer as soon as its puzzle arrives)."""
    if args.trace:
        return 1
    if args.jobs is not None:
        return args.jobs
    if reading.is_live():
        return 1
    return os.cpu_count() or 1
