"""The command line's plumbing: exit codes, the reporter that writes answers and problems
(and survives a full disk or a closed pipe), and the streamed, bounded reading of puzzles.
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import BinaryIO

from solver.cli_progress import ProgressBar
from solver.formats import ParseError, format_of, read_collection
from solver.grid import Grid
from solver.safe_io import FileRefused, open_regular

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130
# When the reader of the output goes away (``| head -1``): 128 + SIGPIPE, the status of a Unix
# tool killed by SIGPIPE (13 on Linux, macOS and the BSDs). Windows has no SIGPIPE, so the
# number is written out rather than read from ``signal``: a script sees the same status there.
EXIT_BROKEN_PIPE = 141
PROG = "sudoku-solve"
STDIN = "-"
STDIN_NAME = "<stdin>"
DEFAULT_COUNT_LIMIT = 2
# Answers written between two flushes of the output, at most this many seconds apart.
FLUSH_SECONDS = 0.1
# Puzzles per task sent to a worker (cheap modes), and tasks in flight per worker: enough that
# a slow puzzle at the head of the line (answers are written in input order) does not leave the
# other workers idle (4 gave 1.69x on two cores, 16 gives 1.82x), few enough that memory stays
# flat.
FAST_BATCH = 32
IN_FLIGHT_PER_JOB = 16
# A puzzle shows its own progress (steps found, time) once it has taken this long.
LONG_PUZZLE_SECONDS = 1.0
# A puzzle shows its own progress (steps found, time) once it has taken this long.
LONG_PUZZLE_SECONDS = 1.0


class Reporter:
    """Where results and problems go, and the exit status the problems add up to.

    Each result is one write of a whole line, so an interrupted run leaves whole lines.
    The output is flushed after the first result and then at most every FLUSH_SECONDS.
    With ``progress``, a progress bar is kept on ``err`` (a terminal)."""

    def __init__(self, out, err, progress: bool = False) -> None:
        self.out = out
        self.err = err
        self.status = EXIT_OK
        self.bar = ProgressBar(err, PROG) if progress else None
        self._flushed = 0.0

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

    def show_progress(self, done: int, share: float | None, workers: int | None = None) -> None:
        """``done`` puzzles answered so far, ``share`` of the whole done (None: not known),
        on ``workers`` cluster workers: see solver.cli_progress."""
        if self.bar is not None:
            self.bar.show(done, share, workers)

    def show_puzzle_progress(self, where: str, steps: int, elapsed: float) -> None:
        """The puzzle being worked on, once it is a long one: "p.txt:3: 12 steps, 0:34" on
        the bar, after the run's count and speed."""
        if self.bar is None or elapsed < LONG_PUZZLE_SECONDS:
            return
        seconds = int(elapsed)
        self.bar.show_note(f"{where}: {steps} steps, {seconds // 60}:{seconds % 60:02}")

    def watch_puzzle(self, where: str) -> PuzzleProgress | None:
        """What a mode tells as it works on the puzzle at ``where`` (None: nobody watches)."""
        return PuzzleProgress(self, where) if self.bar is not None else None

    def finish(self) -> None:
        if self.bar is not None:
            self.bar.close()
        self.out.flush()

    def _clear_progress(self) -> None:
        if self.bar is not None:
            self.bar.clear()


class PuzzleProgress:
    """One puzzle's progress for the Reporter's bar: the steps found so far and the time
    since it started. ``solver.explain`` and ``solver.rating`` call ``step_found`` (as their
    ``progress``) and ``should_stop``, which never stops (the time limit does that) but is
    asked often, also inside a long search for one step, so the clock on the line moves."""

    def __init__(self, reporter: Reporter, where: str) -> None:
        self.reporter = reporter
        self.where = where
        self.steps = 0
        self.started = time.monotonic()

    def step_found(self, _step) -> None:
        self.steps += 1
        self._show()

    def should_stop(self) -> bool:
        self._show()
        return False

    def _show(self) -> None:
        elapsed = time.monotonic() - self.started
        self.reporter.show_puzzle_progress(self.where, self.steps, elapsed)


class InputShare:
    """How much of the input has been read: bytes of its files read over their total, for
    the progress bar's time left; unknown (None) when standard input is read."""

    def __init__(self, paths: list[str]) -> None:
        self.total: int | None = None
        self.before = 0
        self.stream: BinaryIO | None = None
        if paths and STDIN not in paths:
            try:
                self.total = sum(os.stat(path).st_size for path in paths)
            except OSError:
                self.total = None

    def reading(self, stream: BinaryIO | None) -> None:
        """``stream`` is read now (None: the one before was read to its end)."""
        if stream is None and self.stream is not None:
            with contextlib.suppress(OSError, ValueError):
                self.before += os.fstat(self.stream.fileno()).st_size
        self.stream = stream

    def fraction(self) -> float | None:
        if not self.total:
            return None
        position = 0
        if self.stream is not None:
            with contextlib.suppress(OSError, ValueError):
                position = self.stream.tell()
        return min(1.0, (self.before + position) / self.total)


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
class Order:
    """The ``number``-th puzzle (from 1) that --generate makes, from ``seed`` (None: a
    random one). Each puzzle has its own seed, so any worker makes the same puzzle."""

    number: int
    seed: int | None

    @property
    def where(self) -> str:
        return f"{PROG}: puzzle {self.number}"


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
    watch: PuzzleProgress | None = None  # told the steps of a long rating or path

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

    def problems(self) -> list[str]:
        return [text for text, status in self.lines if status is not None]

    def has_result(self) -> bool:
        return any(status is None for _, status in self.lines)

    def replay(self, reporter: Reporter) -> None:
        """The lines written in order, each run of result lines in one write (so a file
        gets a puzzle's answer whole or not at all)."""
        results: list[str] = []
        for text, status in self.lines:
            if status is None:
                results.append(text)
                continue
            if results:
                reporter.result("\n".join(results))
                results = []
            reporter.problem(text, status)
        if results:
            reporter.result("\n".join(results))


# ------------------------------------------------------------------------ arguments


def read_puzzles(paths: list[str], share: InputShare | None = None) -> Iterator[Puzzle | Problem]:
    """The puzzles of every source in order, one at a time as they are read, with a
    Problem in place of each bad part (a bad line, an unreadable file); ``share`` is told
    which file is being read."""
    for path in paths or [STDIN]:
        if path == STDIN:
            yield from read_source(_stdin_bytes(), STDIN_NAME)
            continue
        try:
            stream = open_regular(path)  # a FIFO, a device, a folder: refused unread
        except FileRefused as error:
            yield Problem(f"{PROG}: {error}", EXIT_USAGE)
            continue
        except OSError as error:
            yield Problem(f"{PROG}: cannot read {path}: {error.strerror or error}", EXIT_USAGE)
            continue
        with stream:
            if share is not None:
                share.reading(stream)
            yield from read_source(stream, path, format_of(path))
            if share is not None:
                share.reading(None)


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
