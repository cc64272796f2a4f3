"""The almost locked sets' table and SE's wings (solver.techniques.als): the table lists what
a plain search over each unit finds, in the finders' order, and a wing's search by shape
gives the steps of the whole ALS-XZ search of that shape, in the same order.
"""

from __future__ import annotations

from itertools import combinations

import pytest
from puzzle_data import puzzle_lines

from solver.board import POPCOUNT, UNITS
from solver.se_scale import als_sizes
from solver.techniques import Position, apply_step, find_step, initial_masks
from solver.techniques.als import MAX_ALS_CELLS, almost_locked_sets, als_xz, als_xz_steps


def _positions(count: int, every: int) -> list[Position]:
    """Positions along the teaching path of the first ``count`` puzzles of a hard list."""
    found = []
    for puzzle in puzzle_lines("norvig_top95.txt")[:count]:
        masks = initial_masks([int(ch) if ch.isdigit() else 0 for ch in puzzle])
        n = 0
        while (step := find_step(masks)) is not None:
            if n % every == 0:
                found.append(Position(masks))
            n += 1
            apply_step(masks, step)
    return found


POSITIONS = _positions(3, 6)


def _plain_sets(masks) -> list[tuple[tuple[int, ...], int, int]]:
    """(cells, digits, unit) of every ALS, unit by unit, each unit's sets in the order of
    their cells (a set before those it begins), a set of two units in the first only."""
    found, listed = [], set()
    for unit, cells in enumerate(UNITS):
        open_cells = [c for c in cells if POPCOUNT[masks[c]] > 1]
        largest = min(MAX_ALS_CELLS, len(open_cells) - 1)
        chosen = [
            subset
            for size in range(1, largest + 1)
            for subset in combinations(open_cells, size)
            if POPCOUNT[_union(masks, subset)] == size + 1
        ]
        for subset in sorted(chosen):
            if frozenset(subset) not in listed:
                listed.add(frozenset(subset))
                found.append((subset, _union(masks, subset), unit))
    return found


def _union(masks, cells) -> int:
    union = 0
    for c in cells:
        union |= masks[c]
    return union


@pytest.mark.parametrize("position", POSITIONS[::3])
def test_the_table_lists_every_almost_locked_set_once_in_the_finders_order(position):
    sets = almost_locked_sets(position)
    assert [(s.cells, s.digits, s.unit) for s in sets] == _plain_sets(position.masks)
    for s in sets:
        assert s.bits == sum(1 << c for c in s.cells)
        for d in range(1, 10):
            held = [c for c in s.cells if position.masks[c] >> (d - 1) & 1]
            assert s.places[d] == sum(1 << c for c in held)


@pytest.mark.parametrize("sizes", [(1, 2), (1, 3), (1, 4), (1, 6), (2, 2), (2, 3), (3, 3)])
def test_a_shape_gives_the_whole_search_s_steps_of_that_shape_in_order(sizes):
    tech = als_xz(0)
    found = 0
    for position in POSITIONS:
        whole = [s for s in als_xz_steps(Position(position.masks), tech) if als_sizes(s) == sizes]
        assert list(als_xz_steps(Position(position.masks), tech, sizes)) == whole
        found += len(whole)
    assert found
