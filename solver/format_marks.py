"""A position with candidates in SukakuExplainer's 729-character form.

Each cell in turn (r1c1, r1c2, ... r9c9) is nine characters, one per digit 1-9: the digit
when it is a candidate of the cell, ``.`` or ``0`` when it is not. SukakuExplainer reads and
writes it on one line; ``parse_marks`` also takes it with spaces and line breaks between
the characters. In a file (``solver.formats``) a line whose first word is 729 characters
long is read in this form, and the rest of the line names it.

The form cannot tell a given from a digit placed later: like SukakuExplainer, a cell with a
single candidate counts as solved (filled), and no cell as given. Writers that know the
givens keep them apart (the gym's bank stores them beside the 729 characters).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from solver.format_types import ParseError
from solver.grid import Grid
from solver.phrase import QT_TRANSLATE_NOOP, Phrase

MARKS_LENGTH = 729
_ABSENT = ".0"
_SPACES = " \t\r\n"
# A pencil-mark text longer than this is not a position (bounded before any work).
MAX_MARKS_CHARS = 64 * 1024


@dataclass(frozen=True)
class Marks:
    """A position read from the 729 form: ``candidates`` (81 masks, bit ``1 << (d - 1)``)
    and ``digits`` (81, a cell with a single candidate holds it, else 0)."""

    candidates: tuple[int, ...]

    @property
    def digits(self) -> tuple[int, ...]:
        return tuple(m.bit_length() if m and m & (m - 1) == 0 else 0 for m in self.candidates)


def looks_like_marks(text: str) -> bool:
    """Whether ``text`` is 729 characters of digits and blanks once spaces are dropped (the
    auto-detection of the form)."""
    if len(text) > MAX_MARKS_CHARS:
        return False
    kept = [ch for ch in text if ch not in _SPACES]
    return len(kept) == MARKS_LENGTH and all(ch in "0123456789." for ch in kept)


def marks_of_line(text: str, line: int | None = None) -> tuple[Marks, str | None] | None:
    """The position and name of a puzzle line whose first word is 729 characters long, None
    for any other line; ParseError (on ``line``) when that word is not the form."""
    word, _, rest = text.strip().partition(" ")
    word, tab, tail = word.partition("\t")
    if len(word) != MARKS_LENGTH:
        return None
    try:
        position = parse_marks(word)
    except ParseError as error:
        raise ParseError(error.reason, line, error.column) from None
    name = (tail if tab else rest).strip().lstrip("#").strip()
    return position, name or None


def parse_marks(text: str) -> Marks:
    """The position in ``text`` (see the module); ParseError naming the cell and digit
    where a character is wrong, or the count when it is not 729."""
    if len(text) > MAX_MARKS_CHARS:
        raise ParseError(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Solver", "a pencil-mark position is {need} characters, not {count}"
                ),
                need=MARKS_LENGTH,
                count=len(text),
            )
        )
    masks = []
    mask = 0
    index = 0
    for line_number, line in enumerate(text.splitlines() or [""], start=1):
        for column, ch in enumerate(line, start=1):
            if ch in _SPACES:
                continue
            if index >= MARKS_LENGTH:
                raise _count_error(index + 1 + _rest(text), line_number, column)
            digit = index % 9 + 1
            if ch == str(digit):
                mask |= 1 << (digit - 1)
            elif ch not in _ABSENT:
                raise ParseError(
                    Phrase(
                        QT_TRANSLATE_NOOP(
                            "Solver",
                            "unexpected character {char!r} for digit {digit} of {cell} "
                            "(each cell is nine characters: the digit, or . or 0 when it "
                            "is not a candidate)",
                        ),
                        char=ch,
                        digit=digit,
                        cell=f"r{index // 81 + 1}c{index // 9 % 9 + 1}",
                    ),
                    line_number,
                    column,
                )
            index += 1
            if index % 9 == 0:
                masks.append(mask)
                mask = 0
    if index != MARKS_LENGTH:
        raise _count_error(index, None, None)
    return Marks(tuple(masks))


def _rest(text: str) -> int:
    """The characters past the 729th (for the error message)."""
    kept = sum(1 for ch in text if ch not in _SPACES)
    return kept - MARKS_LENGTH - 1


def _count_error(count: int, line: int | None, column: int | None) -> ParseError:
    return ParseError(
        Phrase(
            QT_TRANSLATE_NOOP(
                "Solver",
                "found {count} pencil-mark characters, need {need} (nine per cell)",
            ),
            count=count,
            need=MARKS_LENGTH,
        ),
        line,
        column,
    )


def to_marks(candidates: Sequence[int], absent: str = ".") -> str:
    """The 729-character form of 81 candidate masks, ``absent`` (``.`` or ``0``) for a
    digit that is not a candidate."""
    if absent not in _ABSENT or len(absent) != 1:
        raise ValueError(f"absent must be . or 0, not {absent!r}")
    if len(candidates) != 81:
        raise ValueError(f"need 81 candidate masks, not {len(candidates)}")
    chars = []
    for mask in candidates:
        if not isinstance(mask, int) or not 0 <= mask < 512:
            raise ValueError(f"not a candidate mask: {mask!r}")
        chars += [str(d) if mask >> (d - 1) & 1 else absent for d in range(1, 10)]
    return "".join(chars)


def puzzle_text(grid: Grid) -> str:
    """The text ``grid`` is read back from (``solver.parse``): its 81 characters, or for a
    position with candidates its 729-character form, which keeps them."""
    return grid.to_string() if grid.candidates is None else to_marks(grid.candidates)
