"""XY-wing, XYZ-wing and W-wing: two cells, one of which must hold a digit.

XY-wing: pivot {x,y}, pincers {x,z} and {y,z}, each seeing the pivot. Whatever the pivot
is, one pincer is z, so a cell seeing both pincers cannot be z. XYZ-wing: the pivot is
{x,y,z} and may itself be z, so only cells seeing all three lose z. W-wing: see ``w_wings``.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from solver.board import (
    BIT,
    BOX_OF,
    CELLS,
    DIGITS_OF,
    PEER_BITS,
    POPCOUNT,
    SINGLE_DIGIT,
    bit_cells,
    rc_name,
    unit_name,
)
from solver.phrase import QT_TRANSLATE_NOOP, Phrase
from solver.techniques.links import conjugate_pairs
from solver.techniques.step import (
    PEER_SETS,
    Position,
    Step,
    Technique,
    cell_list,
    digit_list,
    first_of,
    removal_text,
)


def _wing(position: Position, technique: Technique, pivot_size: int) -> Iterator[Step]:
    """Every wing whose pivot has ``pivot_size`` candidates (2: XY, 3: XYZ). A pincer is a
    pair seeing the pivot that shares one digit with it (XY) or lies in it (XYZ): the
    pincers of a wing are always so, and looking only at those is most of the speed."""
    masks = position.masks
    pairs = 0
    for cell in CELLS:
        if POPCOUNT[masks[cell]] == 2:
            pairs |= 1 << cell
    for pivot in CELLS:
        pivot_mask = masks[pivot]
        if POPCOUNT[pivot_mask] != pivot_size:
            continue
        pincers = [
            p
            for p in bit_cells(PEER_BITS[pivot] & pairs)
            if (
                not masks[p] & ~pivot_mask
                if pivot_size == 3
                else POPCOUNT[masks[p] & pivot_mask] == 1
            )
        ]
        for a, b in combinations(pincers, 2):
            mask_a, mask_b = masks[a], masks[b]
            if mask_a == mask_b or POPCOUNT[mask_a | mask_b | pivot_mask] != 3:
                continue
            if pivot_size == 3:
                # Both pincers are pairs out of the pivot's three digits.
                if (mask_a | mask_b) & ~pivot_mask:
                    continue
                seen = PEER_SETS[a] & PEER_SETS[b] & PEER_SETS[pivot]
            else:
                # Three different pairs out of three digits.
                if pivot_mask in (mask_a, mask_b):
                    continue
                seen = PEER_SETS[a] & PEER_SETS[b]
            z_mask = mask_a & mask_b
            z = SINGLE_DIGIT[z_mask]
            eliminations = tuple((c, z) for c in sorted(seen) if masks[c] & z_mask)
            if eliminations:
                yield Step(
                    technique=technique.name,
                    difficulty=technique.difficulty,
                    eliminations=eliminations,
                    cells=(pivot, a, b),
                    digits=DIGITS_OF[pivot_mask | mask_a | mask_b],
                    explanation=_explain(pivot, a, b, pivot_mask, masks, z, eliminations),
                    area=unit_name(18 + BOX_OF[pivot]),
                    chain=_xy_chain(pivot, a, b, masks, z) if pivot_size == 2 else (),
                )


def _xy_chain(pivot: int, a: int, b: int, masks, z: int) -> tuple:
    """An XY-wing as the chain z(a)=x(a)-x(pivot)=y(pivot)-y(b)=z(b)."""
    x = SINGLE_DIGIT[masks[a] & ~BIT[z]]
    y = SINGLE_DIGIT[masks[b] & ~BIT[z]]
    return (
        ((a,), z, "strong", (a,), x),
        ((a,), x, "weak", (pivot,), x),
        ((pivot,), x, "strong", (pivot,), y),
        ((pivot,), y, "weak", (b,), y),
        ((b,), y, "strong", (b,), z),
    )


def _options(cell: int, masks) -> str:
    return digit_list(DIGITS_OF[masks[cell]], "or")


def _explain(pivot, a, b, pivot_mask, masks, z, eliminations) -> str:
    head = Phrase(
        QT_TRANSLATE_NOOP(
            "Solver",
            "{pivot} holds {pivot_options}; it sees {a} ({a_options}) and {b} ({b_options}).",
        ),
        pivot=rc_name(pivot),
        pivot_options=_options(pivot, masks),
        a=rc_name(a),
        a_options=_options(a, masks),
        b=rc_name(b),
        b_options=_options(b, masks),
    )
    if POPCOUNT[pivot_mask] == 2:
        why = Phrase(
            QT_TRANSLATE_NOOP("Solver", "Whatever {pivot} is, one of {a} and {b} is {z}"),
            pivot=rc_name(pivot),
            a=rc_name(a),
            b=rc_name(b),
            z=z,
        )
    else:
        why = Phrase(
            QT_TRANSLATE_NOOP("Solver", "Whatever {pivot} is, one of {cells} is {z}"),
            pivot=rc_name(pivot),
            cells=cell_list((pivot, a, b)),
            z=z,
        )
    return Phrase(
        QT_TRANSLATE_NOOP("Solver", "{head} {why}: remove {removals}."),
        head=head,
        why=why,
        removals=removal_text(eliminations),
    )


def xy_wings(position: Position, technique: Technique) -> Iterator[Step]:
    return _wing(position, technique, 2)


def xyz_wings(position: Position, technique: Technique) -> Iterator[Step]:
    return _wing(position, technique, 3)


find_xy_wing = first_of(xy_wings)
find_xyz_wing = first_of(xyz_wings)


def w_wings(position: Position, technique: Technique) -> Iterator[Step]:
    """W-wing: two cells holding only x and y that do not see each other, and a conjugate
    pair of x with one end seeing each: if neither cell were y, both would be x and the pair
    would have no x left. So one of them is y, and a cell seeing both is not."""
    masks = position.masks
    pairs = [c for c in CELLS if POPCOUNT[masks[c]] == 2]
    for a, b in combinations(pairs, 2):
        if masks[a] != masks[b] or b in PEER_SETS[a]:
            continue
        seen = PEER_BITS[a] & PEER_BITS[b]
        for x in DIGITS_OF[masks[a]]:
            y = SINGLE_DIGIT[masks[a] & ~BIT[x]]
            targets = [c for c in bit_cells(seen) if masks[c] & BIT[y]]
            if not targets:
                continue
            for p, q, unit in conjugate_pairs(position, x):
                if a in (p, q) or b in (p, q):
                    continue
                for near_a, near_b in ((p, q), (q, p)):
                    if not (PEER_BITS[a] >> near_a & 1 and PEER_BITS[b] >> near_b & 1):
                        continue
                    eliminations = tuple((c, y) for c in targets)
                    yield Step(
                        technique=technique.name,
                        difficulty=technique.difficulty,
                        eliminations=eliminations,
                        cells=tuple(sorted((a, b, near_a, near_b))),
                        units=(unit,),
                        digits=(x, y),
                        explanation=(
                            Phrase(
                                QT_TRANSLATE_NOOP(
                                    "Solver",
                                    "{a} and {b} hold only {x} and {y}. In {unit}, {x} goes in "
                                    "{near_a} or {near_b}, which see {a} and {b}: they cannot "
                                    "both be {x}, so one of them is {y}: remove {removals}.",
                                ),
                                a=rc_name(a),
                                b=rc_name(b),
                                x=x,
                                y=y,
                                unit=unit_name(unit),
                                near_a=rc_name(near_a),
                                near_b=rc_name(near_b),
                                removals=removal_text(eliminations),
                            )
                        ),
                        area=unit_name(unit),
                        chain=(
                            ((a,), y, "strong", (a,), x),
                            ((a,), x, "weak", (near_a,), x),
                            ((near_a,), x, "strong", (near_b,), x),
                            ((near_b,), x, "weak", (b,), x),
                            ((b,), x, "strong", (b,), y),
                        ),
                    )
