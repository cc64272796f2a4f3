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

from solver.board import rc_name, unit_name
from solver.notation import renotate, unit_label
from sudoku_gui.support.words import QT_TRANSLATE_NOOP, series, translate

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

# Several units of a kind as one phrase: "rows 3 and 7" is Portuguese "linhas 3 e 7", and
# after a preposition "in rows 3 and 7" is "nas linhas 3 e 7" (the article for the whole
# list, not for its first unit alone).
UNIT_LISTS = {
    "row": QT_TRANSLATE_NOOP("Units", "rows {names}"),
    "column": QT_TRANSLATE_NOOP("Units", "columns {names}"),
    "box": QT_TRANSLATE_NOOP("Units", "boxes {names}"),
}
UNIT_LIST_PHRASES = {
    ("in", "row"): QT_TRANSLATE_NOOP("Units", "in rows {names}"),
    ("in", "column"): QT_TRANSLATE_NOOP("Units", "in columns {names}"),
    ("in", "box"): QT_TRANSLATE_NOOP("Units", "in boxes {names}"),
    ("of", "row"): QT_TRANSLATE_NOOP("Units", "of rows {names}"),
    ("of", "column"): QT_TRANSLATE_NOOP("Units", "of columns {names}"),
    ("of", "box"): QT_TRANSLATE_NOOP("Units", "of boxes {names}"),
    ("to", "row"): QT_TRANSLATE_NOOP("Units", "to rows {names}"),
    ("to", "column"): QT_TRANSLATE_NOOP("Units", "to columns {names}"),
    ("to", "box"): QT_TRANSLATE_NOOP("Units", "to boxes {names}"),
}
# How the names of such a list are joined ("3, 5 and 7"; Japanese "3・5・7", Chinese
# "3、5、7"): a language may join bare names otherwise than whole items of a sentence.
NAME_JOINERS = {
    ",": QT_TRANSLATE_NOOP("Units", "{first}, {rest}"),
    "and": QT_TRANSLATE_NOOP("Units", "{items} and {last}"),
    "or": QT_TRANSLATE_NOOP("Units", "{items} or {last}"),
}
# The solver's own joiners of the items of a sentence (solver.phrase.listing), by which a
# list of units is found in a filled sentence.
SENTENCE_JOINERS = {
    ",": "{first}, {rest}",
    "and": "{items} and {last}",
    "or": "{items} or {last}",
}

_UNIT_WORD = r"(?<![A-Za-z0-9])(row|column|box) ([A-I0-9])(?![A-Za-z0-9])"
_UNIT = re.compile(_UNIT_WORD, re.ASCII)


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
    unit in ``notation`` and the reader's language, with the preposition before it, if any
    ("in row 3" is Portuguese "na linha 3"); units of a kind listed together become one
    phrase ("in row 3 and row 7" is "nas linhas 3 e 7")."""
    text = renotate(canonical, notation)
    words = {english: translate("Units", marked) for english, marked in PREPOSITIONS.items()}
    joiners = {
        kind: _joiner(translate("Solver", marked)) for kind, marked in SENTENCE_JOINERS.items()
    }
    pattern = _unit_runs(tuple(words.values()), tuple(joiners.values()))
    return pattern.sub(lambda found: _run(words, joiners, found), text)


def _joiner(template: str) -> str:
    """What a translated "{items} and {last}" puts between its two items (" e ", "と")."""
    return re.sub(r"^\{[a-z]+\}|\{[a-z]+\}$", "", template)


@lru_cache(maxsize=8)
def _unit_runs(words: tuple[str, ...], joiners: tuple[str, ...]) -> re.Pattern:
    """A unit's name, or a list of them joined by ``joiners``, after one of ``words`` (the
    language's prepositions, in any case) if there is one."""
    choice = "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))
    glue = "|".join(re.escape(joiner) for joiner in sorted(joiners, key=len, reverse=True))
    unit = r"(?:row|column|box) [A-I0-9](?![A-Za-z0-9])"
    return re.compile(
        rf"(?:(?<![A-Za-z0-9])(?i:({choice})) )?(?<![A-Za-z0-9]){unit}(?:(?:{glue}){unit})*",
        re.ASCII,
    )


def _run(words: dict[str, str], joiners: dict[str, str], found: re.Match) -> str:
    """A found list of units (``found[1]``: the preposition before it, or None) in the
    reader's language: each run of units of one kind as one phrase, the runs joined as the
    sentence joined them, each after the preposition."""
    said = found[1]
    body = found[0][len(said) + 1 :] if said else found[0]
    units = _UNIT.findall(body)
    glue = _UNIT.split(body)[::3][1:-1]  # what stands between two units
    last = "or" if joiners["or"] in glue else "and"
    english = None
    if said:
        english = next(e for e, word in words.items() if word.casefold() == said.casefold())
    runs: list[list[tuple[str, str]]] = []
    for word, name in units:
        if runs and runs[-1][0][0] == word:
            runs[-1].append((word, name))
        else:
            runs.append([(word, name)])
    phrases = [_phrase(english, run, last) for run in runs]
    text = _listed(phrases, last, "Solver", SENTENCE_JOINERS)
    if said and said[:1].isupper() and not words[english][:1].isupper():  # it starts a sentence
        text = text[:1].upper() + text[1:]
    return text


def _phrase(english: str | None, run: list[tuple[str, str]], last: str) -> str:
    """One unit, or several of one kind, after the preposition ``english`` (or none)."""
    word = run[0][0]
    if len(run) == 1:
        marked = UNIT_PHRASES[english, word] if english else UNIT_NAMES[word]
        return translate("Units", marked).format(name=run[0][1])
    names = _listed([name for _, name in run], last, "Units", NAME_JOINERS)
    marked = UNIT_LIST_PHRASES[english, word] if english else UNIT_LISTS[word]
    return translate("Units", marked).format(names=names)


def _listed(items: list[str], last: str, context: str, joiners: dict[str, str]) -> str:
    """``items`` as "a, b and c" (``last``: "and" or "or") with the joiners of ``context``."""
    text = items[-1]
    if len(items) > 1:
        head = items[0]
        for item in items[1:-1]:
            head = translate(context, joiners[","]).format(first=head, rest=item)
        text = translate(context, joiners[last]).format(items=head, last=items[-1])
    return text


def clash_list(conflicts) -> str:
    """Every clash of ``conflicts`` (``solver.grid.Conflict``) in the reader's words: "two 3s
    in row 1 (r1c1, r1c3); two 5s in box 2 (…)", with canonical cell names."""
    parts = [
        translate("Conflicts", "two {digit}s in {unit} ({cells})").format(
            digit=c.digit,
            unit=unit_name(c.unit),
            cells=series([rc_name(cell) for cell in c.cells]),
        )
        for c in conflicts
    ]
    return series(parts, strong=True)
