"""Locked candidates: where a unit's places for a digit all lie in a second unit.

Pointing: a box's places for a digit are all in one row or column, so the digit goes there
inside the box and cannot be anywhere else on that line. Claiming is the mirror image: a
line's places for a digit are all in one box, so the rest of the box loses the digit.

``locked_candidates`` is the one search for both, on bit sets, visiting units in the order
it is given: the teaching finders' (unit by unit) or SE's, whose nested rungs apply it on a
branch's grid (solver.se.branch_rules).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from solver.board import UNIT_BITS, bit_cells, unit_name
from solver.phrase import QT_TRANSLATE_NOOP, Phrase
from solver.techniques.places import BOXES, LINES, first_locked, unit_places
from solver.techniques.step import Position, Step, Technique, cell_list, removal_text

# What the search visits in turn: runs of one digit, (digit, ((unit, covers), ...)), each
# unit with the units crossing it that may hold all the digit's places there.
LockOrder = Sequence[tuple[int, Sequence[tuple[int, tuple[int, ...]]]]]
BOX_UNITS, LINE_UNITS = tuple(range(18, 27)), tuple(range(18))
# Every unit a cell set may meet: nothing is passed over.
EVERYWHERE = ((1 << 81) - 1,) * 10


def crossing(unit: int, units) -> tuple[int, ...]:
    """The units of ``units`` that share cells with ``unit``, in their order."""
    return tuple(u for u in units if UNIT_BITS[u] & UNIT_BITS[unit])


# The teaching order: unit by unit, each digit in turn. Pointing: a box on its rows, then
# on its columns; claiming: a row or column on the boxes it crosses.
POINTING_ORDER = tuple(
    (d, ((box, crossing(box, LINE_UNITS)),)) for box in BOX_UNITS for d in range(1, 10)
)
CLAIMING_ORDER = tuple(
    (d, ((line, crossing(line, BOX_UNITS)),)) for line in LINE_UNITS for d in range(1, 10)
)


def locked_candidates(
    places: Sequence[int], open_bits: int, order: LockOrder, near: Sequence[int] = EVERYWHERE
) -> Iterator[tuple[int, int, int, int]]:
    """Every (digit, unit, cover, gone) where the digit's places in ``unit`` (two or more)
    all lie in ``cover``, which then loses the digit in the cells ``gone`` (81-bit, not
    empty), visiting ``order`` in turn.

    ``places[digit]``: the cells (81-bit) where the digit is a candidate; a unit where one
    of them is not in ``open_bits`` holds the digit already (a single-candidate cell of a
    ``Position``) and is passed over. ``near[digit]``: a unit that does not meet it is
    passed over too: SE's branch rules (solver.se.branch_rules) skip the units where the
    branch removed nothing, as no conclusion there could rest on the branch. The teaching
    finders visit ``POINTING_ORDER`` or ``CLAIMING_ORDER``, the branch rules SE's."""
    for digit, visits in order:
        look = near[digit]
        if not look:
            continue
        digit_places = places[digit]
        for unit, covers in visits:
            unit_bits = UNIT_BITS[unit]
            spots = digit_places & unit_bits
            if not look & unit_bits or spots & ~open_bits or spots.bit_count() < 2:
                continue
            for cover in covers:
                cover_bits = UNIT_BITS[cover]
                if spots & ~cover_bits:
                    continue
                gone = digit_places & cover_bits & ~unit_bits
                if gone:
                    yield digit, unit, cover, gone


def _locked(position: Position, technique: Technique, order) -> Iterator[Step]:
    """The steps of ``locked_candidates`` in the teaching ``order``."""
    places = position.candidate_bits
    for digit, unit, other, gone in locked_candidates(places, position.open_bits, order):
        yield locked_step(position, technique, digit, unit, other, gone)


def locked_step(
    position: Position, technique: Technique, digit: int, unit: int, other: int, gone: int
) -> Step:
    """The step of a locked candidates ``locked_candidates`` found: ``digit`` in ``unit``
    only in ``other``, which loses it in the cells ``gone`` (81-bit)."""
    cells = bit_cells(position.candidate_bits[digit] & UNIT_BITS[unit])
    eliminations = tuple((c, digit) for c in bit_cells(gone))
    where, there = unit_name(unit), unit_name(other)
    return Step(
        technique=technique.name,
        difficulty=technique.difficulty,
        eliminations=eliminations,
        cells=tuple(cells),
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
                places=cell_list(cells),
                removals=removal_text(eliminations),
            )
        ),
        area=where,
    )


def pointings(position: Position, technique: Technique) -> Iterator[Step]:
    """Every box whose places for a digit share a row or column."""
    return _locked(position, technique, POINTING_ORDER)


def claimings(position: Position, technique: Technique) -> Iterator[Step]:
    """Every row or column whose places for a digit share a box."""
    return _locked(position, technique, CLAIMING_ORDER)


def find_pointing(position: Position, technique: Technique) -> Step | None:
    """The first step of ``pointings``, searched on the position's unit places (in C)."""
    return _first_locked(position, technique, BOXES, LINES)


def find_claiming(position: Position, technique: Technique) -> Step | None:
    """The first step of ``claimings``, searched on the position's unit places (in C)."""
    return _first_locked(position, technique, LINES, BOXES)


def _first_locked(position: Position, technique: Technique, firsts, covers) -> Step | None:
    found = first_locked(unit_places(position), firsts, covers)
    if found is None:
        return None
    digit, unit, cover = found
    gone = position.candidate_bits[digit] & UNIT_BITS[cover] & ~UNIT_BITS[unit]
    return locked_step(position, technique, digit, unit, cover, gone)
