"""Naked and hidden subsets (pairs, triples, quads) inside one unit.

Naked: n cells of a unit whose candidates together are only n digits hold exactly those
digits, so the rest of the unit loses them. Hidden: n digits whose places in a unit are
only n cells fill those cells, so the cells lose every other candidate.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from solver.board import BIT, DIGITS_OF, POPCOUNT, unit_name
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

COUNT_WORDS = {2: "two", 3: "three", 4: "four"}


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
                            f"In {where}, {cell_list(cells)} hold only {digit_list(digits)} "
                            f"between them, so those {COUNT_WORDS[size]} digits go in those "
                            f"{COUNT_WORDS[size]} cells: remove {removal_text(eliminations)}."
                        ),
                        area=where,
                    )

    return find


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
                            f"In {where}, {digit_list(digits)} can only go in "
                            f"{cell_list(cells)}, so those cells hold nothing else: "
                            f"remove {removal_text(eliminations)}."
                        ),
                        area=where,
                    )

    return find
