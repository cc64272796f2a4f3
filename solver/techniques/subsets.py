"""Naked and hidden subsets (pairs, triples, quads) inside one unit.

Naked: n cells of a unit whose candidates together are only n digits hold exactly those
digits, so the rest of the unit loses them. Hidden: n digits whose places in a unit are
only n cells fill those cells, so the cells lose every other candidate.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from solver.board import BIT, DIGITS_OF, POPCOUNT, UNITS, UNITS_OF, unit_name
from solver.phrase import QT_TRANSLATE_NOOP, Phrase
from solver.techniques.step import (
    Enumerator,
    Finder,
    Position,
    Step,
    Technique,
    cell_list,
    digit_list,
    first_of,
    removal_text,
)

COUNT_WORDS = {
    2: QT_TRANSLATE_NOOP("Solver", "two"),
    3: QT_TRANSLATE_NOOP("Solver", "three"),
    4: QT_TRANSLATE_NOOP("Solver", "four"),
}


def naked_subset_finder(size: int) -> Finder:
    """A finder of naked subsets of ``size`` cells."""
    return first_of(naked_subsets(size))


def hidden_subset_finder(size: int) -> Finder:
    """A finder of hidden subsets of ``size`` digits."""
    return first_of(hidden_subsets(size))


def naked_subsets(size: int) -> Enumerator:
    """The enumerator of naked subsets of ``size`` cells."""

    def find(position: Position, technique: Technique) -> Iterator[Step]:
        masks = position.masks
        for unit in range(27):
            open_cells = position.open_cells(unit)
            small = [c for c in open_cells if POPCOUNT[masks[c]] <= size]
            for cells in combinations(small, size):
                union = 0
                for c in cells:
                    union |= masks[c]
                if POPCOUNT[union] != size:
                    continue
                eliminations = tuple(
                    (c, d)
                    for c in open_cells
                    if c not in cells
                    for d in DIGITS_OF[masks[c] & union]
                )
                if eliminations:
                    digits = DIGITS_OF[union]
                    where = unit_name(unit)
                    yield Step(
                        technique=technique.name,
                        difficulty=technique.difficulty,
                        eliminations=eliminations,
                        cells=cells,
                        units=(unit,),
                        digits=digits,
                        explanation=(
                            Phrase(
                                QT_TRANSLATE_NOOP(
                                    "Solver",
                                    "In {where}, {cells} hold only {digits} between them, so "
                                    "those {count} digits go in those {count} cells: remove "
                                    "{removals}.",
                                ),
                                where=where,
                                cells=cell_list(cells),
                                digits=digit_list(digits),
                                count=Phrase(COUNT_WORDS[size]),
                                removals=removal_text(eliminations),
                            )
                        ),
                        area=where,
                    )
                if unit >= 18 and size <= 3:
                    step = _locked_subset(position, technique, cells, union, unit)
                    if step is not None:
                        yield step

    return find


def _locked_subset(position: Position, technique: Technique, cells, union: int, box: int):
    """A naked subset of a box that also lies in one row or column (a locked pair or
    triple, in HoDoKu's words) clears its digits from both units at once."""
    masks = position.masks
    lines = [u for u in UNITS_OF[cells[0]][:2] if all(u in UNITS_OF[c] for c in cells)]
    if not lines:
        return None
    line = lines[0]
    eliminations = tuple(
        sorted(
            {
                (c, d)
                for u in (box, line)
                for c in UNITS[u]
                if c not in cells and POPCOUNT[masks[c]] > 1
                for d in DIGITS_OF[masks[c] & union]
            }
        )
    )
    in_box = set(UNITS[box])
    if not eliminations or all(c in in_box for c, _ in eliminations):
        return None
    digits = DIGITS_OF[union]
    both = Phrase(
        QT_TRANSLATE_NOOP("Solver", "{box} and {line}"), box=unit_name(box), line=unit_name(line)
    )
    return Step(
        technique=technique.name,
        difficulty=technique.difficulty,
        eliminations=eliminations,
        cells=cells,
        units=(box, line),
        digits=digits,
        explanation=(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Solver",
                    "{cells} hold only {digits} between them and share {both}, so those digits go "
                    "in those cells: remove {removals}.",
                ),
                cells=cell_list(cells),
                digits=digit_list(digits),
                both=both,
                removals=removal_text(eliminations),
            )
        ),
        area=unit_name(box),
    )


def hidden_subsets(size: int) -> Enumerator:
    """The enumerator of hidden subsets of ``size`` digits."""

    def find(position: Position, technique: Technique) -> Iterator[Step]:
        masks = position.masks
        for unit in range(27):
            placed = position.placed_digits[unit]
            places = position.places[unit]
            candidates = [
                d for d in range(1, 10) if not placed & BIT[d] and 2 <= len(places[d]) <= size
            ]
            for digits in combinations(candidates, size):
                cells = sorted({c for d in digits for c in places[d]})
                if len(cells) != size:
                    continue
                keep = 0
                for d in digits:
                    keep |= BIT[d]
                eliminations = tuple((c, d) for c in cells for d in DIGITS_OF[masks[c] & ~keep])
                if eliminations:
                    where = unit_name(unit)
                    yield Step(
                        technique=technique.name,
                        difficulty=technique.difficulty,
                        eliminations=eliminations,
                        cells=tuple(cells),
                        units=(unit,),
                        digits=digits,
                        explanation=(
                            Phrase(
                                QT_TRANSLATE_NOOP(
                                    "Solver",
                                    "In {where}, {digits} can only go in {cells}, so those cells "
                                    "hold nothing else: remove {removals}.",
                                ),
                                where=where,
                                digits=digit_list(digits),
                                cells=cell_list(cells),
                                removals=removal_text(eliminations),
                            )
                        ),
                        area=where,
                    )

    return find
