"""The command line (``python -m solver``, ``sudoku-solve``): solve, count, trace, rate,
explain or generate puzzles, or find an exercise for one technique (``cli_exercise``).

Puzzles come from files or ``-`` (standard input, also the default), any number per file
in any format ``solver.formats`` reads. Input is streamed: each puzzle is answered as soon
as it is read and its answer written, so memory stays flat however long the file and the
first answer comes out at once. Results go to standard output; everything wrong with the
input goes to standard error as ``FILE:LINE: message`` and the run goes on with the next
puzzle. A line over 64 KB is reported and skipped; a file that is not text ends there.

``--time-limit`` and ``--node-limit`` bound each puzzle in every mode; a puzzle stopped by
one is reported (``FILE:LINE: stopped by the time limit (1 s)``). ``--jobs N`` answers
puzzles in N worker processes, a bounded number in flight, the answers in input order.
``--output FILE`` writes each puzzle's answer whole, one record per puzzle; ``--resume``
goes on after the puzzles that file answers, once every line of it is checked
(``solver.cli_output``).

Exit status: 0 when every puzzle was answered, 1 otherwise (and when the output cannot be
written: ``cannot write output: No space left on device``), 2 for usage errors and
unreadable files, 130 after Ctrl+C (the answers written so far intact), 141 when the
reader of the output went away (``| head -1``), quietly. Nothing ends in a traceback.

Each mode is a function answering one puzzle (or making one) into an ``Answer``; ``main``
picks it and ``answer_all`` runs it over the input (or the orders of --generate), in this
process or in workers.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import importlib
import io
import multiprocessing
import os
import signal
import stat
import sys
from collections import deque
from collections.abc import Callable, Iterable, Iterator

import solver
from solver.cli_answers import (
    SolveSummary,
    answer_count,
    answer_explain,
    answer_generate,
    answer_rate,
    answer_solve,
)
from solver.cli_args import _bare_count_spelled_out, build_parser, usage_problem
from solver.cli_cluster import ClusterError, cluster_work
from solver.cli_exercise import print_exercise
from solver.cli_io import (
    EXIT_BROKEN_PIPE,
    EXIT_FAILED,
    EXIT_INTERRUPTED,
    EXIT_USAGE,
    FAST_BATCH,
    IN_FLIGHT_PER_JOB,
    PROG,
    STDIN,
    Answer,
    InputShare,
    Order,
    Problem,
    Puzzle,
    Reporter,
    read_puzzles,
    read_source,
)
from solver.cli_output import (
    COUNT_COLUMNS,
    RATING_COLUMNS,
    Answers,
    OutputFile,
    RecordShape,
    ResumePlan,
    ResumeRefused,
    plan_resume,
    table_row,
)
from solver.safe_io import check_target

# Re-exported: the command line's public names live here for its callers and tests.
__all__ = ["EXIT_USAGE", "Problem", "Puzzle", "Reporter", "build_parser", "main", "read_source"]


def answer_one(
    mode: Callable,
    item: Puzzle | Order,
    args: argparse.Namespace,
    answer: Answer,
    shape: RecordShape | None = None,
) -> Answer:
    """``mode`` on one puzzle (or order to make one); an unexpected error becomes a problem,
    not a traceback. With ``shape`` (a RecordShape: --output) an item without an answer
    gets the record that says so, so every item has one."""
    try:
        mode(item, args, answer)
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
    mode: Callable, items: list, args: argparse.Namespace, shape: RecordShape | None
) -> list[Answer]:
    """A worker's task: the answers of a few puzzles, kept to be written in order."""
    return [answer_one(mode, item, args, Answer(), shape) for item in items]


def _worker_started() -> None:
    """Workers leave Ctrl+C to the main process, which stops them."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def answer_input(
    mode: Callable,
    args: argparse.Namespace,
    reporter: Reporter,
    summary=None,
    columns: tuple[str, ...] = (),
) -> int:
    """``mode`` over every puzzle of the input files (after the header of ``columns`` in
    CSV or TSV); with --resume, after the puzzles the output file answers."""
    share = InputShare(args.files)
    reading = _Reading(read_puzzles(args.files, share))
    items = reading.items()
    shape = record_shape(args, mode)
    resume = _resume_plan(args, shape, items)
    _write_header(args, reporter, columns, resume)

    def fraction(done: int) -> float | None:
        """The share of the input answered: workers read ahead of the answers (by up to
        IN_FLIGHT_PER_JOB tasks each), so the share read is scaled by answered / read."""
        read_share = share.fraction()
        if read_share is None or not reading.puzzles:
            return read_share
        answered = done + (0 if resume is None else resume.answered)
        return read_share * min(1.0, answered / reading.puzzles)

    return answer_all(mode, args, reporter, items, fraction, shape, summary)


def _resume_plan(args: argparse.Namespace, shape: RecordShape | None, items) -> ResumePlan | None:
    """With --resume, the plan of going on with the output (its cut last line dropped
    now, the input's answered puzzles taken from ``items``, None for --generate); raises
    ResumeRefused, the file untouched, when it is not this command's answers to them."""
    if not args.resume:
        return None
    plan = plan_resume(args.output, shape, items)
    plan.apply()
    return plan


class _Reading:
    """The input's items passed on, and how many of them were puzzles."""

    def __init__(self, items: Iterator) -> None:
        self.source = items
        self.puzzles = 0

    def items(self) -> Iterator:
        with contextlib.closing(self.source):
            for item in self.source:
                self.puzzles += isinstance(item, Puzzle)
                yield item


def answer_all(
    mode: Callable,
    args: argparse.Namespace,
    reporter: Reporter,
    items: Iterator,
    fraction: Callable[[int], float | None],
    shape: RecordShape | None,
    summary=None,
) -> int:
    """``mode`` over ``items`` (puzzles and problems of the input, or orders of
    --generate), answers written in order; ``fraction(done)`` is the share of the whole
    done, for the progress bar.

    The first item is answered here at once; with more than one job the rest go to
    worker processes in batches (with --cluster every item goes to the cluster's
    workers), at most IN_FLIGHT_PER_JOB tasks per worker in flight (so memory stays flat),
    each written as soon as it and those before it are done."""
    jobs = _jobs(args, mode)
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
        batch_size = FAST_BATCH if mode in (answer_solve, answer_count) else 1

        def submit(batch: list) -> None:
            pending.append(pool.submit(_answer_batch, mode, batch, args, shape))

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
            workers = None if args.cluster is None else pool.workers
            reporter.show_progress(done, fraction(done), workers)

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
                answer = answer_one(mode, item, args, Answer(live=live, watch=watch), shape)
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
            if len(batch) >= batch_size:
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


# What the records of each mode answer.
_ANSWERS = {
    answer_solve: Answers.SOLUTIONS,
    answer_count: Answers.COUNTS,
    answer_rate: Answers.RATINGS,
    answer_explain: Answers.PATHS,
    answer_generate: Answers.MADE,
}


def record_shape(args: argparse.Namespace, mode: Callable) -> RecordShape | None:
    """How each answer looks in the --output file (None: no file, or a trace, --pretty or
    --stats, whose lines are not one record per puzzle)."""
    if args.output is None or args.trace or args.pretty or args.stats:
        return None
    return RecordShape(args.format, _ANSWERS[mode], args.count if mode is answer_count else None)


def _ready(entry) -> bool:
    return isinstance(entry, Problem) or entry.ready()


@contextlib.contextmanager
def _worker_pool(jobs: int):
    """A pool of ``jobs`` workers, stopped on the way out however the run ends."""
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


def _jobs(args: argparse.Namespace, mode: Callable) -> int:
    """Worker processes to use: one for --trace (its stream is written as it comes), else
    --jobs, else every core, but one for puzzles read from a terminal or a pipe."""
    if args.trace:
        return 1
    if args.jobs is not None:
        return args.jobs
    if mode is not answer_generate and _reads_a_live_stream(args.files):
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
    return answer_input(answer_count, args, reporter, columns=COUNT_COLUMNS)


def _write_header(
    args: argparse.Namespace,
    reporter: Reporter,
    columns: tuple[str, ...],
    resume: ResumePlan | None,
) -> None:
    """The column names first in a CSV or TSV output, unless resuming a file that has them."""
    header = table_row(args.format, columns) if columns else None
    if header is not None and (resume is None or not resume.has_header):
        reporter.result(header)


def solve_puzzles(args: argparse.Namespace, reporter: Reporter) -> int:
    """One solution per puzzle (or its event stream with --trace), then --stats."""
    summary = SolveSummary()
    answer_input(answer_solve, args, reporter, summary)
    if args.stats:
        for line in summary.lines():
            reporter.result(line)
    return reporter.status


def rate_puzzles(args: argparse.Namespace, reporter: Reporter) -> int:
    return answer_input(answer_rate, args, reporter, columns=RATING_COLUMNS)


def explain_puzzles(args: argparse.Namespace, reporter: Reporter) -> int:
    try:
        importlib.import_module("solver.explain")
    except ImportError:
        reporter.problem(f"{PROG}: --explain is not available in this version", EXIT_USAGE)
        return reporter.status
    return answer_input(answer_explain, args, reporter)


def generate_puzzles(args: argparse.Namespace, reporter: Reporter) -> int:
    """``--count`` new puzzles (one by default) of the level asked, with their ratings,
    made by the workers as puzzles are answered. Puzzle k is made from seed ``--seed + k - 1``
    (a random one without --seed), so the output is the same however many workers make
    it; with --resume the puzzles the file already holds are not made again."""
    how_many = 1 if args.count is None else args.count
    shape = record_shape(args, answer_generate)
    resume = _resume_plan(args, shape, None)
    made_before = 0 if resume is None else resume.answered
    _write_header(args, reporter, RATING_COLUMNS, resume)
    first = 0 if args.seed is None else args.seed
    orders = (
        Order(number, None if args.seed is None else first + number - 1)
        for number in range(made_before + 1, how_many + 1)
    )
    return answer_all(
        answer_generate,
        args,
        reporter,
        orders,
        lambda done: (made_before + done) / how_many,
        shape,
    )


# ----------------------------------------------------------------------------- main


def choose_mode(args: argparse.Namespace):
    """The function that runs what the arguments ask for."""
    if args.list_strategies:
        return list_strategies
    if args.exercise is not None:
        return print_exercise
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
    parser = build_parser()
    try:
        args = parser.parse_intermixed_args(_bare_count_spelled_out(argv))
        problem = usage_problem(args)
        if problem is not None:
            parser.error(problem)
    except SystemExit as stop:  # argparse: --help (0) or a usage error (2)
        return stop.code if isinstance(stop.code, int) else EXIT_USAGE
    with contextlib.ExitStack() as stack:
        try:
            out = _open_output(args, stack)
        except OSError as error:
            sys.stderr.write(f"{PROG}: cannot write {args.output}: {error.strerror or error}\n")
            return EXIT_USAGE
        return _run(args, Reporter(out, sys.stderr, progress=_is_terminal(sys.stderr)))


def _open_output(args: argparse.Namespace, stack: contextlib.ExitStack):
    """Standard output, or the --output file (with --resume: opened to append, not
    changed until its ResumePlan says it answers the input)."""
    if args.output is None:
        return sys.stdout
    check_target(args.output)  # never a device or a FIFO (WriteRefused, an OSError)
    out = OutputFile(args.output, append=args.resume)
    stack.callback(out.close)
    return out


def _run(args: argparse.Namespace, reporter: Reporter) -> int:
    """The mode the arguments ask for, and every way it can end as an exit status."""
    try:
        status = choose_mode(args)(args, reporter)
        reporter.finish()
        return status
    except (ClusterError, ResumeRefused) as error:
        reporter.problem(f"{PROG}: {error}", EXIT_USAGE)
        reporter.finish()
        return reporter.status
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
