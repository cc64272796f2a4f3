"""Rows, columns and boxes named in the reader's language and notation.

The solver and the narration write canonical English names ("r1c6", "row 3", "column 7",
"box 9"); ``reader_text`` puts a whole text in the chosen notation (``solver.notation``)
and then in the chosen language ("3行目", "第7列", "quadrado 9"), and ``reader_unit_name``
names one unit so (``solver.board.unit_name`` is the canonical English name). Cell names
(r1c6, A6) are the same in every language. Pure Python: the search model names units too.
"""

from __future__ import annotations

import re

from solver.notation import renotate, unit_label
from sudoku_gui.support.words import QT_TRANSLATE_NOOP, translate

UNIT_NAMES = {
    "row": QT_TRANSLATE_NOOP("Units", "row {name}"),
    "column": QT_TRANSLATE_NOOP("Units", "column {name}"),
    "box": QT_TRANSLATE_NOOP("Units", "box {name}"),
}
# Where room is short: a corner label inside a cell.
SHORT_UNIT_NAMES = {
    "row": QT_TRANSLATE_NOOP("Short units", "row {name}"),
    "column": QT_TRANSLATE_NOOP("Short units", "col {name}"),
    "box": QT_TRANSLATE_NOOP("Short units", "box {name}"),
}

# A unit's name once renotated: "row 3", "row C", "column 0", "box 9". ASCII word
# boundaries, so that a name glued to Chinese or Japanese text ("在box 4中") is found.
_UNIT = re.compile(r"\b(row|column|box) ([A-I0-9])\b", re.ASCII)


def _named(word: str, name: str) -> str:
    return translate("Units", UNIT_NAMES[word]).format(name=name)


def reader_unit_name(unit: int, notation: str, short: bool = False) -> str:
    """A unit (0..26: rows, columns, boxes) in ``notation`` and the reader's language;
    ``short`` abbreviates it where a label has little room ("col 7", "B1" in Japanese)."""
    word, name = unit_label(unit, notation).split(" ")
    if short:
        return translate("Short units", SHORT_UNIT_NAMES[word]).format(name=name)
    return _named(word, name)


def reader_text(canonical: str, notation: str) -> str:
    """A text written with canonical r1c1 names, with every cell in ``notation`` and every
    unit in ``notation`` and the reader's language."""
    return _UNIT.sub(lambda found: _named(found[1], found[2]), renotate(canonical, notation))
