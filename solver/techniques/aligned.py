# cython: boundscheck=False, wraparound=False
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

from array import array

from solver.board import BIT, DIGITS_OF, PEERS, POPCOUNT, SEES, rc_name
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
    is_candidate = bytes(cell in excluders for cell in range(81))
    for second in range(1, len(candidates)):
        for first in range(second):
            a, b = candidates[first], candidates[second]
            for c, common in _thirds(a, b, excluders[a], excluders[b], is_candidate):
                step = _triplet(masks, (a, b, c), common)
                if step is not None:
                    yield step


def _thirds(a: int, b: int, seen_a: list[int], seen_b: list[int], is_candidate: bytes) -> list:
    """The third cells of the triplets of ``a`` and ``b`` (in ``seen_a`` then ``seen_b``'s
    order, each once), each with the excluders all three see, when there are two or more."""
    thirds = []
    shared = 0
    for cell in seen_a:
        shared += SEES[81 * b + cell]
    if shared < 2:
        return thirds  # the third cell's excluders only narrow them
    count_a = len(seen_a)
    for index in range(count_a + len(seen_b)):
        if index < count_a:
            c = seen_a[index]
        else:
            c = seen_b[index - count_a]
            if SEES[81 * a + c]:
                continue  # met in seen_a already
        if c in (a, b) or not is_candidate[c]:
            continue
        common = []
        for cell in seen_a:
            if SEES[81 * b + cell] and SEES[81 * c + cell]:
                common.append(cell)
        if len(common) >= 2:
            thirds.append((c, common))
    return thirds


def _triplet(masks, cells: tuple[int, int, int], common: list[int]) -> Step | None:
    allowed = _allowed(masks, *cells, common)
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


def _allowed(masks: list[int], a: int, b: int, c: int, common: list[int]) -> tuple:
    """The digits (masks) of ``a``, ``b`` and ``c`` some possible combination allows: no two
    equal in cells that see each other, none taking all the digits of one of ``common``."""
    see_ab, see_ac, see_bc = SEES[81 * a + b], SEES[81 * a + c], SEES[81 * b + c]
    mask_a, mask_b, mask_c = masks[a], masks[b], masks[c]
    common_masks = array("h", [masks[cell] for cell in common])
    count = len(common)
    allowed_a = allowed_b = allowed_c = 0
    # Bits walked lowest first (DIGITS_OF's order); a combination is a mask of its digits.
    left_a = mask_a
    while left_a:
        bit_a = left_a & -left_a
        left_a ^= bit_a
        left_b = mask_b
        while left_b:
            bit_b = left_b & -left_b
            left_b ^= bit_b
            if bit_a == bit_b and see_ab:
                continue
            left_c = mask_c
            while left_c:
                bit_c = left_c & -left_c
                left_c ^= bit_c
                if (bit_c == bit_a and see_ac) or (bit_c == bit_b and see_bc):
                    continue
                combo = bit_a | bit_b | bit_c
                index = 0
                while index < count and common_masks[index] & ~combo:
                    index += 1
                if index < count:
                    continue  # it leaves that excluder empty
                allowed_a |= bit_a
                allowed_b |= bit_b
                allowed_c |= bit_c
    return allowed_a, allowed_b, allowed_c


def aligned_triplet_exclusion() -> Technique:
    """SE's aligned triplet exclusion (7.5), which SE tries after its forcing chains and
    cycles."""

    def find(position: Position, technique: Technique) -> Step | None:
        return next(aligned_triplets(position), None)

    def find_all(position: Position, technique: Technique):
        yield from aligned_triplets(position)

    return Technique("aligned triplet exclusion", 76, find, find_all)
