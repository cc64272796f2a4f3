"""Reading a large puzzle collection off the GUI thread, into a compact store.

Real collections are large (Royle's 49,151 17-clue puzzles; the players' forums' lists of
50,000 and more): parsed on the GUI thread they froze the window for most of a minute, and
kept as documents they took gigabytes. ``CollectionReader`` streams the file through the
solver's reader (``solver.read_collection``, bounded lines) in its own thread and sends the
puzzles on in batches, at most every 50 ms; ``PackedPuzzles`` keeps each as 41 bytes (two
digits a byte) with its line, so half a million puzzles stay under 25 MB, and a puzzle
becomes a grid only when it is shown or chosen. A position in pencil marks (the
729-character form) keeps its candidates too, 92 bytes more (a bit per candidate); one with
a cell without candidates is an error, not a puzzle.

Signals (CollectionReader):
    batch(bytes, object, object)  packed puzzles, their lines (an array of ints) and the
                           candidates of those in pencil marks (index in the batch ->
                           ``pack_candidates``), in file order
    finished(int, str)     the number of puzzles read, and the first error ("" if none)
"""

from __future__ import annotations

import time
from array import array

from PySide6.QtCore import QObject, Signal, Slot

import solver
from solver.formats import format_of, read_collection
from solver.safe_io import open_regular
from sudoku_gui.document.files import without_candidates
from sudoku_gui.support.problem_text import problem_text
from sudoku_gui.support.words import translate

BATCH_SECONDS = 0.05
PACKED_BYTES = 41  # 81 digits, two a byte
CANDIDATE_BYTES = 92  # 81 masks of 9 bits
# The reader hands the GIL over this often: while the window paints the chooser, each of its
# calls into Python (a row's label) waits for the GIL, and a reader that keeps it until the
# interpreter's 5 ms switch makes a paint of a hundred calls take half a second.
YIELD_EVERY = 32


def pack(cells) -> bytes:
    """81 digits (0 blank) in 41 bytes."""
    padded = list(cells) + [0]
    return bytes(padded[i] << 4 | padded[i + 1] for i in range(0, 82, 2))


def unpack(data: bytes) -> tuple[int, ...]:
    """The 81 digits ``pack`` packed."""
    digits = []
    for byte in data:
        digits += (byte >> 4, byte & 15)
    return tuple(digits[:81])


def pack_candidates(masks) -> bytes:
    """81 candidate masks in 92 bytes."""
    number = sum(mask << (9 * cell) for cell, mask in enumerate(masks))
    return number.to_bytes(CANDIDATE_BYTES, "little")


def unpack_candidates(data: bytes) -> tuple[int, ...]:
    """The 81 masks ``pack_candidates`` packed."""
    number = int.from_bytes(data, "little")
    return tuple(number >> (9 * cell) & 0x1FF for cell in range(81))


class PackedPuzzles:
    """The puzzles of a collection as they arrive: packed digits and the line of each, and
    the packed candidates of those given in pencil marks, by index."""

    def __init__(self) -> None:
        self._data = bytearray()
        self.lines = array("I")
        self._candidates: dict[int, bytes] = {}

    def __len__(self) -> int:
        return len(self.lines)

    def extend(self, packed: bytes, lines, candidates: dict[int, bytes] | None = None) -> None:
        first = len(self.lines)
        self._data += packed
        self.lines.extend(lines)
        for index, data in (candidates or {}).items():
            self._candidates[first + index] = data

    def grid(self, index: int) -> solver.Grid:
        start = index * PACKED_BYTES
        digits = unpack(self._data[start : start + PACKED_BYTES])
        candidates = self._candidates.get(index)
        if candidates is None:
            return solver.Grid(digits)
        return solver.Grid(digits, unpack_candidates(candidates))

    def label(self, index: int) -> str:
        """ "#12 (line 14): 4.....8.5.3....." — the puzzle's first cells, to recognise it."""
        digits = "".join(str(d) if d else "." for d in self.grid(index).cells[:27])
        return translate("Chooser", "#{number} (line {line}): {digits}...").format(
            number=index + 1, line=self.lines[index], digits=digits
        )


class CollectionReader(QObject):
    """Reads one file per ``run`` call, in the thread it was moved to (see the module
    docstring for the signals)."""

    batch = Signal(bytes, object, object)
    finished = Signal(int, str)

    def __init__(self) -> None:
        super().__init__()
        self._cancelled = False

    def cancel(self) -> None:
        """Stop reading at the next puzzle (any thread may call)."""
        self._cancelled = True

    @Slot(str)
    def run(self, path: str) -> None:
        count, first_error = 0, ""
        packed, lines, candidates = bytearray(), array("I"), {}
        sent = time.monotonic()
        try:
            with open_regular(path) as stream:  # a FIFO or a device: refused unread
                for item in read_collection(stream, path, format_of(path)):
                    if self._cancelled:
                        break
                    if isinstance(item, solver.ParseError):
                        first_error = first_error or problem_text(item)
                        continue
                    if item.grid.cells_without_candidates():
                        first_error = first_error or problem_text(
                            without_candidates(item.grid, item.line)
                        )
                        continue
                    if item.grid.candidates is not None:
                        candidates[len(lines)] = pack_candidates(item.grid.candidates)
                    packed += pack(item.grid.cells)
                    lines.append(item.line)
                    count += 1
                    if count % YIELD_EVERY == 0:
                        time.sleep(0)
                    if time.monotonic() - sent >= BATCH_SECONDS:
                        self.batch.emit(bytes(packed), lines, candidates)
                        packed, lines, candidates = bytearray(), array("I"), {}
                        sent = time.monotonic()
        except (OSError, solver.ParseError) as error:
            first_error = first_error or problem_text(error)
        if lines:
            self.batch.emit(bytes(packed), lines, candidates)
        self.finished.emit(count, first_error)
