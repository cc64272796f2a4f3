"""Aligned pair and triplet exclusion, as Sudoku Explainer finds them (6.2 and 7.5 on its
scale).

Two cells that both see at least two bivalue cells: a pair of digits the two cells could
take is impossible when they see each other and the digits are equal, or when it would take
both digits of a bivalue cell both see. A digit of one cell that every possible pair leaves
out is removed. SE tries the cells in its order (its candidate cells in board order, pairs
ordered by their second cell, then their first) and takes the first pair that removes
something; the rating's path does the same. The triplet is the same reasoning on three
cells, with the cells of two or three candidates all three see.
"""

from __future__ import annotations

from solver.board import BIT, DIGITS_OF, PEERS, POPCOUNT, rc_name
from solver.phrase import QT_TRANSLATE_NOOP, Phrase
from solver.techniques.step import PEER_SETS, Position, Step, Technique, cell_list, removal_text


def aligned_pairs(position: Position):
    """Every aligned pair exclusion of the position, in SE's order."""
    masks = [m if POPCOUNT[m] > 1 else 0 for m in position.masks]
    candidates, excluders = [], {}
    for cell in range(81):
        if POPCOUNT[masks[cell]] < 2:
            continue
        seen = [peer for peer in PEERS[cell] if POPCOUNT[masks[peer]] == 2]
        if seen:
            candidates.append(cell)
            excluders[cell] = seen
    for second in range(1, len(candidates)):
        for first in range(second):
            step = _pair(masks, candidates[first], candidates[second], excluders)
            if step is not None:
                yield step


def _pair(masks, a: int, b: int, excluders) -> Step | None:
    common = [cell for cell in excluders[a] if cell in set(excluders[b])]
    if len(common) < 2:
        return None
    see = b in PEER_SETS[a]
    allowed_a = allowed_b = 0
    for da in DIGITS_OF[masks[a]]:
        for db in DIGITS_OF[masks[b]]:
            if da == db and see:
                continue
            pair = BIT[da] | BIT[db]
            if any(masks[cell] & ~pair == 0 for cell in common):
                continue
            allowed_a |= BIT[da]
            allowed_b |= BIT[db]
    removable = tuple((a, d) for d in DIGITS_OF[masks[a] & ~allowed_a]) + tuple(
        (b, d) for d in DIGITS_OF[masks[b] & ~allowed_b]
    )
    if not removable:
        return None
    return Step(
        technique="aligned pair exclusion",
        difficulty=62,
        eliminations=removable,
        cells=(a, b, *common),
        explanation=Phrase(
            QT_TRANSLATE_NOOP(
                "Solver",
                "{first} and {second} both see the two-candidate cells {cells}: every pair "
                "of digits they could take that leaves one of those cells empty, or repeats "
                "a digit in cells that see each other, is impossible: remove {removal}.",
            ),
            first=rc_name(a),
            second=rc_name(b),
            cells=cell_list(common),
            removal=removal_text(removable),
        ),
        area=cell_list((a, b)),
    )


def aligned_pair_exclusion() -> Technique:
    def find(position: Position, technique: Technique) -> Step | None:
        return next(aligned_pairs(position), None)

    def find_all(position: Position, technique: Technique):
        yield from aligned_pairs(position)

    return Technique("aligned pair exclusion", 62, find, find_all)


def aligned_triplets(position: Position):
    """Every aligned triplet exclusion of the position, in SE's order (AlignedExclusion(3)):
    three cells each seeing at least two cells of two or three candidates that all three
    see; a digit of one of them that no possible combination of the three allows goes."""
    masks = [m if POPCOUNT[m] > 1 else 0 for m in position.masks]
    candidates, excluders = [], {}
    for cell in range(81):
        if POPCOUNT[masks[cell]] < 2:
            continue
        seen = [peer for peer in PEERS[cell] if 2 <= POPCOUNT[masks[peer]] <= 3]
        if seen:
            candidates.append(cell)
            excluders[cell] = seen
    is_candidate = set(candidates)
    for second in range(1, len(candidates)):
        for first in range(second):
            a, b = candidates[first], candidates[second]
            both = set(excluders[a]) & set(excluders[b])
            if len(both) < 2:
                continue  # the third cell's excluders only narrow them
            twins = dict.fromkeys(excluders[a] + excluders[b])
            for c in twins:
                if c in (a, b) or c not in is_candidate:
                    continue
                common = [cell for cell in excluders[a] if cell in both and cell in excluders[c]]
                if len(common) >= 2:
                    step = _triplet(masks, (a, b, c), common)
                    if step is not None:
                        yield step


def _triplet(masks, cells: tuple[int, int, int], common: list[int]) -> Step | None:
    a, b, c = cells
    see_ab, see_ac, see_bc = b in PEER_SETS[a], c in PEER_SETS[a], c in PEER_SETS[b]
    common_masks = [masks[cell] for cell in common]
    allowed = [0, 0, 0]
    for da in DIGITS_OF[masks[a]]:
        for db in DIGITS_OF[masks[b]]:
            if da == db and see_ab:
                continue
            for dc in DIGITS_OF[masks[c]]:
                if (dc == da and see_ac) or (dc == db and see_bc):
                    continue
                combo = BIT[da] | BIT[db] | BIT[dc]
                if any(mask & ~combo == 0 for mask in common_masks):
                    continue
                allowed[0] |= BIT[da]
                allowed[1] |= BIT[db]
                allowed[2] |= BIT[dc]
    removable = tuple(
        (cell, d)
        for cell, ok in zip(cells, allowed, strict=True)
        for d in DIGITS_OF[masks[cell] & ~ok]
    )
    if not removable:
        return None
    return Step(
        technique="aligned triplet exclusion",
        difficulty=76,
        eliminations=removable,
        cells=(*cells, *common),
        explanation=Phrase(
            QT_TRANSLATE_NOOP(
                "Solver",
                "{cells} all see the cells {excluders}, of two or three candidates: every "
                "combination of digits the three could take that leaves one of those cells "
                "empty, or repeats a digit in cells that see each other, is impossible: "
                "remove {removal}.",
            ),
            cells=cell_list(cells),
            excluders=cell_list(common),
            removal=removal_text(removable),
        ),
        area=cell_list(cells),
    )


def aligned_triplet_exclusion() -> Technique:
    """SE's aligned triplet exclusion (7.5), which SE tries after its forcing chains and
    cycles."""

    def find(position: Position, technique: Technique) -> Step | None:
        return next(aligned_triplets(position), None)

    def find_all(position: Position, technique: Technique):
        yield from aligned_triplets(position)

    return Technique("aligned triplet exclusion", 76, find, find_all)
