"""Singles, one at a time: the hint view of the propagation the search does in bulk.

A naked single is a cell with one candidate left; a hidden single is a digit with one place
left in a unit. Boxes are searched before rows and columns because players find box
singles first.
"""

from __future__ import annotations

from solver.board import BIT, BOX_OF, CELLS, POPCOUNT, SINGLE_DIGIT, rc_name, unit_name
from solver.techniques.step import Position, Step

NAKED_SINGLE = "naked single"
HIDDEN_SINGLE = "hidden single"

# Boxes first, then rows, then columns.
UNIT_ORDER = tuple(range(18, 27)) + tuple(range(0, 18))


def find_naked_single(position: Position) -> Step | None:
    """The first cell with one candidate that is not yet settled."""
    for cell in CELLS:
        mask = position.masks[cell]
        if POPCOUNT[mask] == 1 and not position.is_settled(cell):
            digit = SINGLE_DIGIT[mask]
            name = rc_name(cell)
            return Step(
                technique=NAKED_SINGLE,
                difficulty=10,
                placements=((cell, digit),),
                cells=(cell,),
                digits=(digit,),
                explanation=f"{name} has only one candidate left, {digit}, so {name} is {digit}.",
                area=unit_name(18 + BOX_OF[cell]),
            )
    return None


def find_hidden_single(position: Position) -> Step | None:
    """The first digit with a single place in a unit where it is not placed yet."""
    for unit in UNIT_ORDER:
        placed = position.placed_digits[unit]
        for digit in range(1, 10):
            if placed & BIT[digit]:
                continue
            places = position.places[unit][digit]
            if len(places) == 1:
                cell = places[0]
                name = rc_name(cell)
                where = unit_name(unit)
                return Step(
                    technique=HIDDEN_SINGLE,
                    difficulty=12,
                    placements=((cell, digit),),
                    cells=(cell,),
                    units=(unit,),
                    digits=(digit,),
                    explanation=(
                        f"In {where}, {digit} can only go in {name}, so {name} is {digit}."
                    ),
                    area=where,
                )
    return None
