"""Locked candidates: where a unit's places for a digit all lie in a second unit.

Pointing: a box's places for a digit are all in one row or column, so the digit goes there
inside the box and cannot be anywhere else on that line. Claiming is the mirror image: a
line's places for a digit are all in one box, so the rest of the box loses the digit.
"""

from __future__ import annotations

from collections.abc import Iterator

from solver.board import BIT, BOX_OF, COL_OF, ROW_OF, UNITS, unit_name
from solver.phrase import QT_TRANSLATE_NOOP, Phrase
from solver.techniques.step import Position, Step, Technique, cell_list, first_of, removal_text


def _locked(position: Position, technique: Technique, units, second_units_of) -> Iterator[Step]:
    """Every unit whose places for a digit all share one other unit, with eliminations
    there; ``second_units_of(cells)`` lists the units that hold all ``cells``."""
    for unit in units:
        placed = position.placed_digits[unit]
        for digit in range(1, 10):
            places = position.places[unit][digit]
            if placed & BIT[digit] or len(places) < 2:
                continue
            for other in second_units_of(places):
                eliminations = tuple(
                    (c, digit)
                    for c in UNITS[other]
                    if c not in places and position.masks[c] & BIT[digit]
                )
                if eliminations:
                    where, there = unit_name(unit), unit_name(other)
                    yield Step(
                        technique=technique.name,
                        difficulty=technique.difficulty,
                        eliminations=eliminations,
                        cells=tuple(places),
                        units=(unit, other),
                        digits=(digit,),
                        explanation=(
                            Phrase(
                                QT_TRANSLATE_NOOP(
                                    "Solver",
                                    "In {where}, {digit} can only go in {there} ({places}), so "
                                    "{digit} cannot be anywhere else in {there}: remove "
                                    "{removals}.",
                                ),
                                where=where,
                                digit=digit,
                                there=there,
                                places=cell_list(places),
                                removals=removal_text(eliminations),
                            )
                        ),
                        area=where,
                    )


def _shared_lines(cells) -> list[int]:
    rows = {ROW_OF[c] for c in cells}
    cols = {COL_OF[c] for c in cells}
    return [r for r in rows if len(rows) == 1] + [9 + c for c in cols if len(cols) == 1]


def _shared_box(cells) -> list[int]:
    boxes = {BOX_OF[c] for c in cells}
    return [18 + b for b in boxes] if len(boxes) == 1 else []


def pointings(position: Position, technique: Technique) -> Iterator[Step]:
    """Every box whose places for a digit share a row or column."""
    return _locked(position, technique, range(18, 27), _shared_lines)


def claimings(position: Position, technique: Technique) -> Iterator[Step]:
    """Every row or column whose places for a digit share a box."""
    return _locked(position, technique, range(18), _shared_box)


find_pointing = first_of(pointings)
find_claiming = first_of(claimings)
