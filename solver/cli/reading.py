"""What the command line reads: the puzzles of its input files (streamed, bounded, a
``Problem`` in place of each bad part), or for --generate the orders of the puzzles to make;
each as a reading that tells how far along the run is, for the progress bar.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import stat
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from typing import BinaryIO, Protocol

from solver.cli.reporter import EXIT_FAILED, EXIT_USAGE, PROG
from solver.formats import ParseError, format_of, read_collection
from solver.grid import Grid
from solver.safe_io import FileRefused, open_regular

STDIN = "-"
STDIN_NAME = "<stdin>"


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


class Reading(Protocol):
    """What a mode's reader gives: the items to answer (``Puzzle`` and ``Problem``, or
    ``Order``), what --resume checks an output against, and how far along the run is."""

    items: Iterator

    def to_check(self) -> Iterator | None:
        """The items --resume checks the output's answers against, reading past those it
        answers (None: the answers name no input)."""

    def skip(self, answered: int) -> None:
        """The first ``answered`` items are answered already (by the output resumed)."""

    def fraction(self, answered: int) -> float | None:
        """The share of the whole done when ``answered`` items are (None: not known)."""

    def is_live(self) -> bool:
        """Whether the items come from a person typing or a pipe, one by one."""


class InputReading:
    """The puzzles (and problems) of the input files as they are read, how many of them
    were puzzles, and the share of the input read: the reader of the modes that answer
    puzzles."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.paths = args.files
        self.share = InputShare(self.paths)
        self.puzzles = 0
        self.items = self._counted(read_puzzles(self.paths, self.share))

    def _counted(self, source: Iterator) -> Iterator:
        with contextlib.closing(source):
            for item in source:
                self.puzzles += isinstance(item, Puzzle)
                yield item

    def to_check(self) -> Iterator:
        """The puzzles: --resume reads past those the output answers."""
        return self.items

    def skip(self, answered: int) -> None:
        """Nothing to skip: ``to_check`` read past the ``answered`` puzzles already."""

    def fraction(self, answered: int) -> float | None:
        """The share of the input answered when ``answered`` puzzles are: workers read
        ahead of the answers, so the share read is scaled by answered / read."""
        read_share = self.share.fraction()
        if read_share is None or not self.puzzles:
            return read_share
        return read_share * min(1.0, answered / self.puzzles)

    def is_live(self) -> bool:
        """Whether standard input is read and is not a regular file (a person typing, a
        pipe): workers take puzzles in batches, so answers there would wait for the next."""
        if self.paths and STDIN not in self.paths:
            return False
        try:
            return not stat.S_ISREG(os.fstat(sys.stdin.fileno()).st_mode)
        except (AttributeError, OSError, ValueError, io.UnsupportedOperation):
            return False


class OrderReading:
    """The orders of --generate: ``--count`` puzzles (one by default), puzzle k from seed
    ``--seed + k - 1`` (a random one without --seed), so the output is the same however
    many workers make it."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.how_many = 1 if args.count is None else args.count
        self.seed = args.seed
        self.made_before = 0
        self.items = self._orders()

    def _orders(self) -> Iterator[Order]:
        first = 0 if self.seed is None else self.seed
        for number in range(self.made_before + 1, self.how_many + 1):
            yield Order(number, None if self.seed is None else first + number - 1)

    def to_check(self) -> None:
        """Nothing: the puzzles made answer no input."""
        return None

    def skip(self, answered: int) -> None:
        """The puzzles an output being resumed holds are not made again."""
        self.made_before = answered

    def fraction(self, answered: int) -> float:
        return answered / self.how_many

    def is_live(self) -> bool:
        return False
