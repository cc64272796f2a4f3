"""Forcing chains are sound: on the positions where every other technique is stuck, no
conclusion of any kind removes a cell's answer or places a wrong digit."""

from __future__ import annotations

import pytest

from solver.board import POPCOUNT
from solver.fast import solve_cells
from solver.formats import parse
from solver.se_scale import se_rating
from solver.techniques import Position, initial_masks, logic_solve
from solver.techniques.forcing import forcing_chains, forcing_steps
from tests.solver.puzzle_data import puzzle_lines

# Norvig's top95 beyond the other techniques (found by running them): where they stop.
TOP95 = puzzle_lines("norvig_top95.txt")
HARD = [TOP95[i] for i in (11, 21, 34, 53, 58, 59, 63, 68, 85, 92)]


def stuck_position(puzzle: str) -> tuple[list[int], list[int]]:
    cells = parse(puzzle).cells
    masks = initial_masks(cells)
    logic_solve(masks, placed=[c for c in range(81) if cells[c]])
    return masks, solve_cells(cells)


@pytest.mark.parametrize("puzzle", HARD)
def test_no_forcing_conclusion_removes_the_answer(puzzle):
    masks, solution = stuck_position(puzzle)
    assert any(POPCOUNT[m] > 1 for m in masks), "the techniques no longer stop here"
    steps = forcing_steps(Position(masks))
    assert steps, "a stuck position of top95 should yield a forcing chain"
    for step in steps:
        assert all(solution[c] == d for c, d in step.placements), step
        assert all(solution[c] != d for c, d in step.eliminations), step
        assert step.size > 0 and step.explanation


def test_the_technique_returns_the_lowest_rated_conclusion():
    masks, _ = stuck_position(HARD[0])
    position = Position(masks)
    best = forcing_chains(se_rating).find(position)
    assert best is not None
    assert se_rating(best) == min(se_rating(step) for step in forcing_steps(position))
    assert 8.0 <= se_rating(best) < 10.0
