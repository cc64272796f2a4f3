"""Aligned pair exclusion, as Sudoku Explainer finds it (6.2 on its scale).

Two cells that both see at least two bivalue cells: a pair of digits the two cells could
take is impossible when they see each other and the digits are equal, or when it would take
both digits of a bivalue cell both see. A digit of one cell that every possible pair leaves
out is removed. SE tries the cells in its order (its candidate cells in board order, pairs
ordered by their second cell, then their first) and takes the first pair that removes
something; the rating's path does the same.
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
                "a digit in cells that see each other, is impossible; so {removal}.",
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
