"""Rows, columns and boxes named in the reader's language and notation.

The solver and the narration write canonical English names ("r1c6", "row 3", "column 7",
"box 9"); ``reader_text`` puts a whole text in the chosen notation (``solver.notation``)
and then in the chosen language ("3行目", "第7列", "quadrado 9"), and ``reader_unit_name``
names one unit so (``solver.board.unit_name`` is the canonical English name). Cell names
(r1c6, A6) are the same in every language. Pure Python: the search model names units too.

A unit after a preposition is translated with it, as one phrase: a language may join the two
(Portuguese "em" + "linha 3" is "na linha 3", "de" + "quadrado 4" is "do quadrado 4"). A
translated sentence writes the language's own preposition before ``{unit}`` ("em {unit}");
``PREPOSITIONS`` says which word that is in each language, ``UNIT_PHRASES`` what the pair
becomes.
"""

from __future__ import annotations

import re
from functools import lru_cache

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

# The prepositions a sentence may put before a unit: its English word -> the language's word
# (where a language has none before a unit, the English word, which then never occurs).
PREPOSITIONS = {
    "in": QT_TRANSLATE_NOOP("Units", "in"),
    "of": QT_TRANSLATE_NOOP("Units", "of"),
    "to": QT_TRANSLATE_NOOP("Units", "to"),
}
# (preposition, unit) -> the two as one phrase: "in row 3" is Portuguese "na linha 3".
UNIT_PHRASES = {
    ("in", "row"): QT_TRANSLATE_NOOP("Units", "in row {name}"),
    ("in", "column"): QT_TRANSLATE_NOOP("Units", "in column {name}"),
    ("in", "box"): QT_TRANSLATE_NOOP("Units", "in box {name}"),
    ("of", "row"): QT_TRANSLATE_NOOP("Units", "of row {name}"),
    ("of", "column"): QT_TRANSLATE_NOOP("Units", "of column {name}"),
    ("of", "box"): QT_TRANSLATE_NOOP("Units", "of box {name}"),
    ("to", "row"): QT_TRANSLATE_NOOP("Units", "to row {name}"),
    ("to", "column"): QT_TRANSLATE_NOOP("Units", "to column {name}"),
    ("to", "box"): QT_TRANSLATE_NOOP("Units", "to box {name}"),
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
    unit in ``notation`` and the reader's language (with the preposition before it, if any)."""
    text = renotate(canonical, notation)
    words = {english: translate("Units", marked) for english, marked in PREPOSITIONS.items()}
    text = _after_preposition(tuple(words.values())).sub(
        lambda found: _with_preposition(words, found), text
    )
    return _UNIT.sub(lambda found: _named(found[1], found[2]), text)


@lru_cache(maxsize=8)
def _after_preposition(words: tuple[str, ...]) -> re.Pattern:
    """A unit's name after one of ``words`` (the language's prepositions, in any case)."""
    choice = "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?i:({choice})) (row|column|box) ([A-I0-9])(?![A-Za-z0-9])")


def _with_preposition(words: dict[str, str], found: re.Match) -> str:
    said = found[1]
    english = next(e for e, word in words.items() if word.casefold() == said.casefold())
    text = translate("Units", UNIT_PHRASES[english, found[2]]).format(name=found[3])
    if said[:1].isupper() and not words[english][:1].isupper():  # a sentence starts with it
        text = text[:1].upper() + text[1:]
    return text
