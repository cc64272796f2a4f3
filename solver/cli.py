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
``--output FILE`` writes each puzzle's answer whole; ``--resume`` goes on after the last
puzzle that file answers (``solver.cli_output``).

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
import io
import multiprocessing
import os
import signal
import stat
import sys
import time
from collections import deque
from collections.abc import Callable, Iterable

import solver
from solver.cli_answers import (
    SolveSummary,
    _stopped_message,
    answer_count,
    answer_explain,
    answer_rate,
    answer_solve,
)
from solver.cli_args import _bare_count_spelled_out, build_parser, usage_problem
from solver.cli_cluster import ClusterError, cluster_work
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
    Problem,
    Puzzle,
    Reporter,
    read_puzzles,
    read_source,
)
from solver.cli_output import (
    COUNT_COLUMNS,
    JSON,
    RATING_COLUMNS,
    TEXT,
    OutputFile,
    ResumePoint,
    answered_puzzles,
    cut_partial_line,
    rating_line,
    table_row,
)
from solver.exercises import make_exercise
from solver.generator import generate

# Re-exported: the command line's public names live here for its callers and tests.
__all__ = ["EXIT_USAGE", "Problem", "Puzzle", "Reporter", "build_parser", "main", "read_source"]


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
    except Exception as error:  # one puzzle must not end the run
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
    worker processes in batches (with --cluster every puzzle goes to the cluster's
    workers), at most IN_FLIGHT_PER_JOB tasks per worker in flight (so memory stays flat),
    each written as soon as it and those before it are done. With --resume the puzzles
    the output file already answers are skipped as they are read."""
    share = InputShare(args.files)
    items = read_puzzles(args.files, share)
    if args.resume:
        lines_per_puzzle = mode is answer_explain and args.format == JSON
        items = ResumePoint(args.output, lines_per_puzzle).remaining(items)
    jobs = _jobs(args, mode)
    parallel = args.cluster is not None or jobs > 1
    # Written to a file, a puzzle's lines go out together (one write): a kill leaves whole
    # answers; to a terminal or a pipe, the first answer's lines as they come, and a trace
    # (too long to hold) always.
    live = reporter if args.output is None or args.trace else None
    started = time.monotonic()
    done = 0
    with contextlib.closing(items), contextlib.ExitStack() as stack:
        pending: deque = deque()  # Problems, and the batches sent out, in input order
        batch: list[Puzzle] = []
        # A cluster is reached before anything is answered (it may refuse the run).
        pool = None if args.cluster is None else stack.enter_context(cluster_work(args.cluster))
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

        def progress() -> None:
            workers = None if args.cluster is None else pool.workers
            reporter.show_progress(done, started, share.fraction(), workers)

        for item in items:
            if isinstance(item, Problem):
                if pool is None:
                    reporter.problem(item.message, item.status)
                else:
                    if batch:
                        pending.append(pool.submit(_answer_batch, mode, batch, args))
                        batch = []
                    pending.append(item)
                continue
            if pool is None and (not parallel or done == 0):
                watch = reporter.watch_puzzle(item.where)
                answer = answer_one(mode, item, args, Answer(live=live, watch=watch))
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
                pending.append(pool.submit(_answer_batch, mode, batch, args))
                batch = []
            while pending and (
                len(pending) > pool.workers * IN_FLIGHT_PER_JOB or _ready(pending[0])
            ):
                done += write(pending.popleft())
                progress()
        if batch:
            pending.append(pool.submit(_answer_batch, mode, batch, args))
        while pending:
            done += write(pending.popleft())
            progress()
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
    _write_header(args, reporter, COUNT_COLUMNS)
    return answer_all(answer_count, args, reporter)


def _write_header(args: argparse.Namespace, reporter: Reporter, columns: tuple[str, ...]) -> None:
    """The column names first in a CSV or TSV output, unless resuming a file that has them."""
    header = table_row(args.format, columns)
    if header is None:
        return
    if args.resume and os.path.exists(args.output) and os.path.getsize(args.output) > 0:
        return
    reporter.result(header)


def solve_puzzles(args: argparse.Namespace, reporter: Reporter) -> int:
    """One solution per puzzle (or its event stream with --trace), then --stats."""
    summary = SolveSummary()
    answer_all(answer_solve, args, reporter, summary)
    if args.stats:
        for line in summary.lines():
            reporter.result(line)
    return reporter.status


def rate_puzzles(args: argparse.Namespace, reporter: Reporter) -> int:
    _write_header(args, reporter, RATING_COLUMNS)
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
    made_before = 0
    if args.resume:  # the puzzles made before (with --seed, their seeds are not used again)
        made_before = sum(1 for _ in answered_puzzles(args.output, lines_per_puzzle=False))
    _write_header(args, reporter, RATING_COLUMNS)
    first = 0 if args.seed is None else args.seed
    seeds = range(first + made_before, first + how_many)
    started = time.monotonic()
    for number, seed in enumerate(seeds, made_before + 1):
        seed = None if args.seed is None else seed
        reporter.show_progress(number - 1 - made_before, started, (number - 1) / how_many)
        limits = _GenerateLimits(args.time_limit, args.node_limit)
        if args.er is not None or args.technique is not None:
            exercise = make_exercise(args.er, args.technique, args.symmetry, seed,
                                     limits.should_stop)  # fmt: skip
            if exercise is None:
                reporter.problem(f"{PROG}: puzzle {number}: {limits.stopped_message()}")
                continue
            if args.format == TEXT:
                reporter.result(
                    f"{exercise.generated.puzzle.to_string()}  ER {exercise.er:.1f}, "
                    f"hardest step: {exercise.hardest}"
                )
            else:
                made = exercise.generated
                reporter.result(rating_line(args.format, made.puzzle.to_string(), made.rating))
            continue
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
        hardest = made.rating.hardest if args.format == TEXT else None
        reporter.result(rating_line(args.format, made.puzzle.to_string(), made.rating, hardest))
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
    """Standard output, or the --output file (with --resume: appended to after its last
    whole line)."""
    if args.output is None:
        return sys.stdout
    if args.resume:
        cut_partial_line(args.output)
    out = OutputFile(args.output, append=args.resume)
    stack.callback(out.close)
    return out


def _run(args: argparse.Namespace, reporter: Reporter) -> int:
    """The mode the arguments ask for, and every way it can end as an exit status."""
    try:
        status = choose_mode(args)(args, reporter)
        reporter.finish()
        return status
    except ClusterError as error:
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
