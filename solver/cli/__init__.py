"""The command line (``python -m solver``, ``sudoku-solve``): solve, count, trace, rate,
explain or generate puzzles, or find an exercise for one technique (``exercise``).

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
(``output``).

Exit status: 0 when every puzzle was answered, 1 otherwise (and when the output cannot be
written: ``cannot write output: No space left on device``), 2 for usage errors and
unreadable files, 130 after Ctrl+C (the answers written so far intact), 141 when the
reader of the output went away (``| head -1``), quietly. Nothing ends in a traceback.

The package, one module per responsibility: ``arguments`` (the parser), ``modes`` (each mode
one row of ``MODES``: its flag, formats, reader, answer; ``choose_mode``, ``usage_problem``),
``reading`` (puzzles in, --generate's orders), ``answers`` (one puzzle answered), ``running``
(a mode over its reader, in workers or a cluster), ``reporter`` (exit codes, writing
answers and problems), ``output`` (formats, --output records, the ``ResumePlan`` of
--resume), ``progress`` (the bar), ``cluster`` (Dask) and ``exercise``. ``main`` parses,
chooses the mode once, checks it and runs it.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import sys
from collections.abc import Iterable

from solver.cli.arguments import build_parser, spell_out_bare_count
from solver.cli.cluster import ClusterError
from solver.cli.modes import Mode, choose_mode, usage_problem
from solver.cli.output import OutputFile, ResumeRefused
from solver.cli.reading import Problem, Puzzle, read_source
from solver.cli.reporter import (
    EXIT_BROKEN_PIPE,
    EXIT_FAILED,
    EXIT_INTERRUPTED,
    EXIT_USAGE,
    PROG,
    Reporter,
)
from solver.safe_io import check_target

# The command line's public names, for its callers and tests.
__all__ = [
    "EXIT_USAGE",
    "Problem",
    "Puzzle",
    "Reporter",
    "build_parser",
    "main",
    "read_source",
    "run_as_program",
    "usage_problem",
]


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = build_parser()
    try:
        args = parser.parse_intermixed_args(spell_out_bare_count(argv))
        mode = choose_mode(args)
        problem = usage_problem(args, mode)
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
        reporter = Reporter(out, sys.stderr, progress=_is_terminal(sys.stderr))
        return _run(mode, args, reporter)


def _open_output(args: argparse.Namespace, stack: contextlib.ExitStack):
    """Standard output, or the --output file (with --resume: opened to append, not
    changed until its ResumePlan says it answers the input)."""
    if args.output is None:
        return sys.stdout
    check_target(args.output)  # never a device or a FIFO (WriteRefused, an OSError)
    out = OutputFile(args.output, append=args.resume)
    stack.callback(out.close)
    return out


def _run(mode: Mode, args: argparse.Namespace, reporter: Reporter) -> int:
    """``mode``, and every way it can end as an exit status."""
    try:
        status = mode.run(args, reporter)
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
