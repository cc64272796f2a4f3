"""Singles, one at a time: the hint view of the propagation the search does in bulk.

A full house is the last open cell of a unit; a naked single is a cell with one candidate
left; a hidden single is a digit with one place left in a unit. Boxes are searched before
rows and columns because players find box singles first.
"""

from __future__ import annotations

from collections.abc import Iterator

from solver.board import (
    ALL,
    BIT,
    BOX_OF,
    CELLS,
    DIGITS_OF,
    PEERS,
    POPCOUNT,
    SINGLE_DIGIT,
    UNIT_BITS,
    UNITS,
    rc_name,
    unit_name,
)
from solver.phrase import QT_TRANSLATE_NOOP, Phrase
from solver.techniques.places import first_hidden_single, unit_places
from solver.techniques.step import Position, Step, Technique, cell_bits

# Boxes first, then rows, then columns.
UNIT_ORDER = tuple(range(18, 27)) + tuple(range(0, 18))
_UNIT_ORDER_BYTES = bytes(UNIT_ORDER)


def full_houses(position: Position, technique: Technique) -> Iterator[Step]:
    """Every unit with one open cell left: it takes the unit's missing digit. That cell
    holds one candidate and waits for its step (a naked single): without one, as in most
    positions, there is no full house, and the units are not looked at."""
    unsettled = position.unsettled_singles()
    if not unsettled:
        return
    masks, open_bits = position.masks, position.open_bits
    to_fill = open_bits | cell_bits(unsettled)
    for unit in UNIT_ORDER:
        left = to_fill & UNIT_BITS[unit]
        if not left or left & (left - 1) or left & open_bits:
            continue
        cell = left.bit_length() - 1
        digit = SINGLE_DIGIT[masks[cell]]
        where = unit_name(unit)
        why = Phrase(
            QT_TRANSLATE_NOOP(
                "Solver",
                "{cell} is the last open cell of {where}, so it takes the digit {where} "
                "is missing: {digit}.",
            ),
            cell=rc_name(cell),
            where=where,
            digit=digit,
        )
        yield _placement(technique, cell, digit, (unit,), where, why)


def naked_singles(position: Position, technique: Technique) -> Iterator[Step]:
    """Every cell with one candidate that is not yet settled."""
    for cell in position.unsettled_singles():
        yield _naked_single(position, technique, cell)


def find_naked_single(position: Position, technique: Technique) -> Step | None:
    """The first cell with one candidate that is not yet settled."""
    singles = position.unsettled_singles()
    if not singles:
        return None
    return _naked_single(position, technique, singles[0])


def _naked_single(position: Position, technique: Technique, cell: int) -> Step:
    digit = SINGLE_DIGIT[position.masks[cell]]
    why = Phrase(
        QT_TRANSLATE_NOOP(
            "Solver", "{name} has only one candidate left, {digit}, so {name} is {digit}."
        ),
        name=rc_name(cell),
        digit=digit,
    )
    return _placement(technique, cell, digit, (), unit_name(18 + BOX_OF[cell]), why)


def find_hidden_single(position: Position, technique: Technique) -> Step | None:
    """The first digit with a single place in a unit where it is not placed yet (the first
    of ``hidden_singles``), searched on the position's unit places (in C)."""
    found = first_hidden_single(unit_places(position), _UNIT_ORDER_BYTES)
    return None if found is None else _hidden_single(technique, *found)


def hidden_singles(position: Position, technique: Technique) -> Iterator[Step]:
    """Every digit with a single place in a unit where it is not placed yet."""
    for unit in UNIT_ORDER:
        lone = position.lone_digits[unit] & ~position.placed_digits[unit]
        for digit in DIGITS_OF[lone]:
            cell = next(c for c in UNITS[unit] if position.masks[c] & BIT[digit])
            yield _hidden_single(technique, unit, digit, cell)


def _hidden_single(technique: Technique, unit: int, digit: int, cell: int) -> Step:
    where = unit_name(unit)
    why = Phrase(
        QT_TRANSLATE_NOOP(
            "Solver", "In {where}, {digit} can only go in {name}, so {name} is {digit}."
        ),
        where=where,
        digit=digit,
        name=rc_name(cell),
    )
    return _placement(technique, cell, digit, (unit,), where, why)


def _placement(technique: Technique, cell: int, digit: int, units, area, why) -> Step:
    """The step of a single: ``cell`` is ``digit``, because ``why``."""
    return Step(
        technique=technique.name,
        difficulty=technique.difficulty,
        placements=((cell, digit),),
        cells=(cell,),
        units=units,
        digits=(digit,),
        explanation=why,
        area=area,
    )


def settle_singles(masks: list[int]) -> bool:
    """Apply naked and hidden singles to ``masks`` (in place) all at once, in no particular
    order, until none is left. Much faster than one step at a time, for callers that need
    only the end result (is the puzzle solvable?). False on a contradiction."""
    queue = [c for c in CELLS if POPCOUNT[masks[c]] == 1]
    done = bytearray(81)
    while queue:
        while queue:
            cell = queue.pop()
            if done[cell]:
                continue
            done[cell] = 1
            mask = masks[cell]
            for peer in PEERS[cell]:
                if masks[peer] & mask:
                    left = masks[peer] & ~mask
                    if not left:
                        return False
                    masks[peer] = left
                    if POPCOUNT[left] == 1:
                        queue.append(peer)
        for unit in UNITS:
            once = twice = placed = 0
            for c in unit:
                mask = masks[c]
                twice |= once & mask
                once |= mask
                if done[c]:
                    placed |= mask
            if once != ALL:
                return False
            lone = once & ~twice & ~placed
            for c in unit if lone else ():
                if masks[c] & lone and not done[c]:
                    if POPCOUNT[masks[c] & lone] > 1:
                        return False
                    masks[c] &= lone
                    queue.append(c)
    return True
