"""What the puzzle readers share: the characters and limits of the formats, the error that
says what is wrong and where, and the entries of a collection.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from solver.grid import Grid
from solver.phrase import QT_TRANSLATE_NOOP

DIGIT_CHARS = "123456789"
BLANK_CHARS = "0.-_"
# Characters of a separator line, besides spaces.
SEPARATOR_CHARS = frozenset("-+=|*")
FORMATS = ("line", "sdm", "grid", "sdk", "ss", "opensudoku")
GRID_FORMATS = ("grid", "sdk", "ss")
EXTENSION_FORMATS = {
    ".txt": None,
    ".sdk": "sdk",
    ".ss": "ss",
    ".sdm": "sdm",
    ".opensudoku": "opensudoku",
    ".xml": "opensudoku",
}
# A row line holds 9 cells plus spacing; a puzzle line holds 81. The first line whose cell
# characters number fewer than this starts a grid.
ROW_LINE_MAX_CHARS = 27
# What a person may write in a cell, added to "unexpected character" messages.
CELL_HINT = QT_TRANSLATE_NOOP("Solver", "digits are 1-9, blanks 0 . - _")
# Shown for a cell with no candidate left by ``pretty``.
NO_CANDIDATE = "-"
# The longest line a stream may hold; a longer one is reported and skipped unread.
MAX_LINE_BYTES = 64 * 1024
# The largest file read whole (OpenSudoku XML); a bigger one is refused.
MAX_DOCUMENT_BYTES = 50 * 1024 * 1024


class ParseError(ValueError):
    """Text that is not a puzzle. ``reason`` says what is wrong; ``line`` (1-based) and
    ``column`` say where when known; ``source`` names the file it came from."""

    def __init__(
        self,
        reason: str,
        line: int | None = None,
        column: int | None = None,
        source: str | None = None,
    ) -> None:
        self.reason = reason
        self.line = line
        self.column = column
        self.source = source
        super().__init__(self._message())

    def _message(self) -> str:
        if self.source is not None:
            where = self.source if self.line is None else f"{self.source}:{self.line}"
            return f"{where}: {self.reason}"
        return self.reason if self.line is None else f"line {self.line}: {self.reason}"

    def from_source(self, source: str) -> ParseError:
        """The same error, named after the file it was found in."""
        return ParseError(self.reason, self.line, self.column, source)


@dataclass(frozen=True, slots=True)
class CollectionEntry:
    """One puzzle of a collection, found on ``line`` (1-based), with its name if any. A
    line in the 729-character pencil-mark form (``solver.format_marks``) gives a grid with
    its ``candidates``, the cells with a single candidate filled."""

    line: int
    grid: Grid
    name: str | None = None

    @property
    def candidates(self) -> tuple[int, ...] | None:
        """The 81 candidate masks the line gave (None: givens only)."""
        return self.grid.candidates


@dataclass(slots=True)
class Collection:
    """The puzzles of a file, and the errors of the parts that are not puzzles."""

    puzzles: list[CollectionEntry] = field(default_factory=list)
    errors: list[ParseError] = field(default_factory=list)
    source: str | None = None


@dataclass(frozen=True, slots=True)
class _Line:
    number: int
    text: str


# ---------------------------------------------------------------------------- readers
