"""Reading a large puzzle collection off the GUI thread, into a compact store.

Real collections are large (Royle's 49,151 17-clue puzzles; the players' forums' lists of
50,000 and more): parsed on the GUI thread they froze the window for most of a minute, and
kept as documents they took gigabytes. ``CollectionReader`` streams the file through the
solver's reader (``solver.read_collection``, bounded lines) in its own thread and sends the
puzzles on in batches, at most every 50 ms; ``PackedPuzzles`` keeps each as 41 bytes (two
digits a byte) with its line, so half a million puzzles stay under 25 MB, and a puzzle
becomes a grid only when it is shown or chosen.

Signals (CollectionReader):
    batch(bytes, object)   packed puzzles and their lines (an array of ints), in file order
    finished(int, str)     the number of puzzles read, and the first error ("" if none)
"""

from __future__ import annotations

import time
from array import array

from PySide6.QtCore import QObject, Signal, Slot

import solver
from solver.formats import format_of, read_collection
from solver.safe_io import open_regular
from sudoku_gui.support.problem_text import problem_text
from sudoku_gui.support.words import translate

BATCH_SECONDS = 0.05
PACKED_BYTES = 41  # 81 digits, two a byte
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


class PackedPuzzles:
    """The puzzles of a collection as they arrive: packed digits and the line of each."""

    def __init__(self) -> None:
        self._data = bytearray()
        self.lines = array("I")

    def __len__(self) -> int:
        return len(self.lines)

    def extend(self, packed: bytes, lines) -> None:
        self._data += packed
        self.lines.extend(lines)

    def grid(self, index: int) -> solver.Grid:
        start = index * PACKED_BYTES
        return solver.Grid(unpack(self._data[start : start + PACKED_BYTES]))

    def label(self, index: int) -> str:
        """ "#12 (line 14): 4.....8.5.3....." — the puzzle's first cells, to recognise it."""
        digits = "".join(str(d) if d else "." for d in self.grid(index).cells[:27])
        return translate("Chooser", "#{number} (line {line}): {digits}...").format(
            number=index + 1, line=self.lines[index], digits=digits
        )


class CollectionReader(QObject):
    """Reads one file per ``run`` call, in the thread it was moved to (see the module
    docstring for the signals)."""

    batch = Signal(bytes, object)
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
        packed, lines = bytearray(), array("I")
        sent = time.monotonic()
        try:
            with open_regular(path) as stream:  # a FIFO or a device: refused unread
                for item in read_collection(stream, path, format_of(path)):
                    if self._cancelled:
                        break
                    if isinstance(item, solver.ParseError):
                        first_error = first_error or problem_text(item)
                        continue
                    packed += pack(item.grid.cells)
                    lines.append(item.line)
                    count += 1
                    if count % YIELD_EVERY == 0:
                        time.sleep(0)
                    if time.monotonic() - sent >= BATCH_SECONDS:
                        self.batch.emit(bytes(packed), lines)
                        packed, lines, sent = bytearray(), array("I"), time.monotonic()
        except (OSError, solver.ParseError) as error:
            first_error = first_error or problem_text(error)
        if lines:
            self.batch.emit(bytes(packed), lines)
        self.finished.emit(count, first_error)
