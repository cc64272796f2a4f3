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

Nearly every pair and triplet removes nothing, so the search walks them over flat tables
(the open masks, which cells are excluders, the peers of each cell) that the compiled module
reads as C arrays, and a walk of combinations stops as soon as every digit is allowed. Only
a pair or triplet that removes something becomes a step.
"""

from __future__ import annotations

from array import array

from solver.board import DIGITS_OF, PEERS, POPCOUNT, SEES, rc_name
from solver.phrase import QT_TRANSLATE_NOOP, Phrase
from solver.techniques.step import Position, Step, Technique, cell_list, removal_text

# PEER_CELLS[20 * cell + i] is the cell's i-th peer in board order (PEERS). The compiled
# module reads it, and board.SEES, as C arrays where sets of peers would be Python
# lookups.
PEER_CELLS = bytes(peer for cell in range(81) for peer in PEERS[cell])
# The "third cell" of a pair: one digit of its own, in no excluder, seeing nobody, so that
# one walk of the combinations (_excluded) serves pairs and triplets.
NO_THIRD = -1
NO_THIRD_MASK = 1 << 9
# A place of a pair's triplets (_next_aligned) that holds no third cell, and how many places
# a pair has: the 20 peers of its first cell, then the 20 of its second.
NOT_THIRD = -2
PLACES = 40
# _excluded packs three cells' masks in one number, the second's shifted by 10 bits and
# the third's by 20.
SHIFT = 10
DIGIT_BITS = 511


def _tables(position: Position, largest: int) -> tuple:
    """The position as SE's aligned exclusion reads it: the masks of the open cells (0 for
    a cell of one candidate), which cells are excluders (two to ``largest`` candidates),
    the candidate cells (two or more candidates, seeing an excluder) in board order, and
    which cells are both (a triplet's possible third cells; empty for pairs)."""
    masks = array("h", [m if POPCOUNT[m] > 1 else 0 for m in position.masks])
    excluder = bytes(2 <= POPCOUNT[m] <= largest for m in masks)
    is_candidate = bytes(
        masks[cell] != 0 and any(excluder[peer] for peer in PEERS[cell]) for cell in range(81)
    )
    candidates = array("b", [cell for cell in range(81) if is_candidate[cell]])
    thirds = bytes(excluder[cell] and is_candidate[cell] for cell in range(81) if largest > 2)
    return masks, excluder, candidates, thirds


def _seen_by_both(excluder, a: int, b: int, out) -> int:
    """Writes into ``out`` the excluders that ``a`` and ``b`` both see, in board order, and
    returns how many there are."""
    count = 0
    for index in range(20):
        cell = PEER_CELLS[20 * a + index]
        if excluder[cell] and SEES[81 * b + cell]:
            out[count] = cell
            count += 1
    return count


def _common(excluder, cells: tuple[int, ...]) -> list[int]:
    """The excluders that all the ``cells`` see, in board order."""
    return [
        cell
        for cell in PEERS[cells[0]]
        if excluder[cell] and all(SEES[81 * other + cell] for other in cells[1:])
    ]


def _excluded(masks, a: int, b: int, c: int, common, count: int) -> int:
    """The digits of ``a``, ``b`` and ``c`` (NO_THIRD for a pair) that no possible
    combination allows, packed (a's mask, then b's and c's shifted by SHIFT and twice
    SHIFT): a combination is impossible when two of its digits are equal in cells that see
    each other, or when it takes all the digits of one of the first ``count`` cells of
    ``common``. The walk stops once every digit is allowed, as for nearly every call."""
    see_ab = SEES[81 * a + b]
    if c == NO_THIRD:
        mask_c = NO_THIRD_MASK
        see_ac = see_bc = False
    else:
        mask_c = masks[c]
        see_ac, see_bc = SEES[81 * a + c], SEES[81 * b + c]
    mask_a, mask_b = masks[a], masks[b]
    full = mask_a | mask_b << SHIFT | mask_c << 2 * SHIFT
    allowed = 0
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
                packed = bit_a | bit_b << SHIFT | bit_c << 2 * SHIFT
                if packed & ~allowed == 0:
                    continue  # allows nothing new
                combo = bit_a | bit_b | bit_c
                index = 0
                while index < count and masks[common[index]] & ~combo:
                    index += 1
                if index < count:
                    continue  # it leaves that excluder empty
                allowed |= packed
                if allowed == full:
                    return 0
    return full & ~allowed


def _removable(cells: tuple[int, ...], excluded: int) -> tuple:
    """The eliminations of ``_excluded``'s answer on ``cells``, cell by cell."""
    return tuple(
        (cell, d)
        for place, cell in enumerate(cells)
        for d in DIGITS_OF[excluded >> SHIFT * place & DIGIT_BITS]
    )


def _found(position: Position, largest: int):
    """The cells, their common excluders and the eliminations of every aligned pair
    (``largest`` 2) or triplet (3) exclusion of the position that removes something, in
    SE's order."""
    masks, excluder, candidates, thirds = _tables(position, largest)
    found = _next_aligned(masks, excluder, candidates, thirds, 1, 0, 0)
    while found >= 0:
        found, third = divmod(found, 81)
        pair, place = divmod(found, PLACES)
        second, first = divmod(pair, 81)
        cells = (candidates[first], candidates[second], third)[:largest]
        common = _common(excluder, cells)
        excluded = _excluded(
            masks, *cells[:2], third if thirds else NO_THIRD, array("b", common), len(common)
        )
        yield cells, common, _removable(cells, excluded)
        found = _next_aligned(masks, excluder, candidates, thirds, second, first, place + 1)


def _next_aligned(masks, excluder, candidates, thirds, second: int, first: int, place: int) -> int:
    """The first pair (``thirds`` empty) or triplet of candidate cells, from the ``first``-th
    and ``second``-th candidate cells and the third cell at ``place`` on in SE's order,
    that removes something, as ``81 * (PLACES * (81 * second + first) + place) + third``
    (0 for a pair, whose only place is 0); -1 when none does. The third cells of a triplet
    are the cells of ``thirds`` (candidates that are excluders) among the peers of the
    first cell, then among those of the second that the first does not see (met already),
    at places 0 to PLACES - 1."""
    shared = array("b", bytes(20))
    common = array("b", bytes(20))
    places = PLACES if len(thirds) else 1
    while second < len(candidates):
        b = candidates[second]
        while first < second:
            a = candidates[first]
            count_ab = _seen_by_both(excluder, a, b, shared)
            while count_ab >= 2 and place < places:  # a third cell's excluders only narrow them
                c = _third(thirds, a, b, place) if len(thirds) else NO_THIRD
                count = 0
                if c != NOT_THIRD:
                    for index in range(count_ab):
                        if c == NO_THIRD or SEES[81 * c + shared[index]]:
                            common[count] = shared[index]
                            count += 1
                if count >= 2 and _excluded(masks, a, b, c, common, count):
                    return 81 * (PLACES * (81 * second + first) + place) + max(c, 0)
                place += 1
            place = 0
            first += 1
        first = 0
        second += 1
    return -1


def _third(thirds, a: int, b: int, place: int) -> int:
    """The third cell of ``a`` and ``b`` at ``place`` (see _next_aligned), or NOT_THIRD."""
    if place < 20:
        c = PEER_CELLS[20 * a + place]
    else:
        c = PEER_CELLS[20 * b + place - 20]
        if c == a or SEES[81 * a + c]:
            return NOT_THIRD
    return c if thirds[c] and c != b else NOT_THIRD


def aligned_pairs(position: Position):
    """Every aligned pair exclusion of the position, in SE's order."""
    for (a, b), common, removable in _found(position, 2):
        yield _pair(a, b, common, removable)


def _pair(a: int, b: int, common: list[int], removable: tuple) -> Step:
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
    for cells, common, removable in _found(position, 3):
        yield _triplet(cells, common, removable)


def _triplet(cells: tuple[int, ...], common: list[int], removable: tuple) -> Step:
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
