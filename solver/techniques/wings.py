"""XY-wing and XYZ-wing: a pivot cell and two pincers that force a digit into one pincer.

XY-wing: pivot {x,y}, pincers {x,z} and {y,z}, each seeing the pivot. Whatever the pivot
is, one pincer is z, so a cell seeing both pincers cannot be z. XYZ-wing: the pivot is
{x,y,z} and may itself be z, so only cells seeing all three lose z.
"""

from __future__ import annotations

from itertools import combinations

from solver.board import BOX_OF, CELLS, DIGITS_OF, POPCOUNT, SINGLE_DIGIT, rc_name, unit_name
from solver.techniques.step import PEER_SETS, Position, Step, Technique, cell_list, removal_text


def _wing(position: Position, technique: Technique, pivot_size: int) -> Step | None:
    """The first wing whose pivot has ``pivot_size`` candidates (2: XY, 3: XYZ)."""
    masks = position.masks
    for pivot in CELLS:
        pivot_mask = masks[pivot]
        if POPCOUNT[pivot_mask] != pivot_size:
            continue
        pincers = [p for p in PEER_SETS[pivot] if POPCOUNT[masks[p]] == 2]
        for a, b in combinations(sorted(pincers), 2):
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
                return Step(
                    technique=technique.name,
                    difficulty=technique.difficulty,
                    eliminations=eliminations,
                    cells=(pivot, a, b),
                    digits=DIGITS_OF[pivot_mask | mask_a | mask_b],
                    explanation=_explain(pivot, a, b, pivot_mask, masks, z, eliminations),
                    area=unit_name(18 + BOX_OF[pivot]),
                )
    return None


def _options(cell: int, masks) -> str:
    return " or ".join(str(d) for d in DIGITS_OF[masks[cell]])


def _explain(pivot, a, b, pivot_mask, masks, z, eliminations) -> str:
    head = (
        f"{rc_name(pivot)} holds {_options(pivot, masks)}; it sees {rc_name(a)} "
        f"({_options(a, masks)}) and {rc_name(b)} ({_options(b, masks)})."
    )
    if POPCOUNT[pivot_mask] == 2:
        why = f"Whatever {rc_name(pivot)} is, one of {rc_name(a)} and {rc_name(b)} is {z}"
    else:
        why = f"Whatever {rc_name(pivot)} is, one of {cell_list((pivot, a, b))} is {z}"
    return f"{head} {why}: remove {removal_text(eliminations)}."


def find_xy_wing(position: Position, technique: Technique) -> Step | None:
    return _wing(position, technique, 2)


def find_xyz_wing(position: Position, technique: Technique) -> Step | None:
    return _wing(position, technique, 3)
