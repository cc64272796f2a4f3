"""How a cell, a row, a column and a box are named: the one place that formats a cell name.

Three notations, one per community of readers:

- ``r1c1``: rows and columns counted from 1 ("r1c6", "row 3"), the players' forums' and
  HoDoKu's notation, and the default;
- ``a1``: articles 000/001 (Norvig's): rows A-I, columns 1-9 ("A6", "row C");
- ``rc0``: article 003's ``(row, col)`` counted from 0 ("(0,5)", "row 2").

Everything the solver writes for people names cells and units in the canonical r1c1 notation
("r1c6", "row 3", "column 7", "box 9"); ``renotate`` rewrites such a text into another
notation, so a sentence built once reads in whichever notation the reader chose.
"""

from __future__ import annotations

import re

from solver.phrase import QT_TRANSLATE_NOOP

R1C1, A1, RC0 = "r1c1", "a1", "rc0"
NOTATIONS = (R1C1, A1, RC0)
DEFAULT_NOTATION = R1C1
# What the View > Notation menu says (the app translates the third).
NOTATION_TITLES = {R1C1: "r1c1", A1: "A1", RC0: QT_TRANSLATE_NOOP("Notation", "(row, col) from 0")}
UNIT_WORDS = ("row", "column", "box")
ROW_LETTERS = "ABCDEFGHI"

# A canonical cell name (r1c6) or unit name (row 3, column 7, box 9), as whole words.
# ASCII word boundaries: to Python, kana and hanzi are word characters too, and a name
# glued to them ("在box 4中", "r3c8和") must still be found.
_CANONICAL = re.compile(r"\br([1-9])c([1-9])\b|\b(row|column|box) ([1-9])\b", re.ASCII)


def check_notation(notation: str) -> str:
    """``notation`` itself, or ValueError naming the known ones."""
    if notation not in NOTATIONS:
        raise ValueError(f"unknown notation {notation!r} (expected one of {', '.join(NOTATIONS)})")
    return notation


def row_label(row: int, notation: str = DEFAULT_NOTATION) -> str:
    """The name of a 0-based row on its own: "1", "A" or "0"."""
    if notation == A1:
        return ROW_LETTERS[row]
    return str(row) if notation == RC0 else str(row + 1)


def col_label(col: int, notation: str = DEFAULT_NOTATION) -> str:
    """The name of a 0-based column on its own: "1" (r1c1 and A1) or "0"."""
    return str(col) if notation == RC0 else str(col + 1)


def cell_label(cell: int, notation: str = DEFAULT_NOTATION) -> str:
    """A cell (0..80) in ``notation``: "r1c6", "A6" or "(0,5)"."""
    row, col = divmod(cell, 9)
    if notation == A1:
        return ROW_LETTERS[row] + col_label(col, A1)
    if notation == RC0:
        return f"({row},{col})"
    return f"r{row + 1}c{col + 1}"


def unit_label(unit: int, notation: str = DEFAULT_NOTATION) -> str:
    """A unit (0..26: rows, columns, boxes) in ``notation``: "row 3", "row C", "box 0"."""
    kind, index = divmod(unit, 9)
    if kind == 0:
        name = row_label(index, notation)
    elif kind == 1:
        name = col_label(index, notation)
    else:
        name = str(index) if notation == RC0 else str(index + 1)
    return f"{UNIT_WORDS[kind]} {name}"


def renotate(text: str, notation: str) -> str:
    """``text``, written in the canonical r1c1 notation, with every cell and unit name in
    ``notation`` instead."""
    if notation == R1C1:
        return text
    return _CANONICAL.sub(lambda found: _rename(found, notation), text)


def _rename(found: re.Match, notation: str) -> str:
    row, col, word, number = found.groups()
    if row is not None:
        return cell_label(9 * (int(row) - 1) + int(col) - 1, notation)
    return unit_label(9 * UNIT_WORDS.index(word) + int(number) - 1, notation)
