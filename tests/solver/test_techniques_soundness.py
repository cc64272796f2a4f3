"""The techniques on real puzzles: no step ever contradicts the solution (neither the step
find_step picks nor any other instance a technique sees), logic_solve solves what singles
solve, and a step's events replay to the same board as apply_step."""

from __future__ import annotations

from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from puzzle_data import puzzle_lines, seed_puzzles

import solver
from solver.board import BIT, POPCOUNT, SINGLE_DIGIT
from solver.events import Deduce, Eliminate
from solver.techniques import (
    TECHNIQUE_NAMES,
    TECHNIQUES,
    Position,
    apply_step,
    find_step,
    initial_masks,
    logic_solve,
    step_events,
)
from solver.techniques.singles import settle_singles


def seed_pairs() -> list[tuple[str, str]]:
    return [(seed.puzzle, seed.solution) for seed in seed_puzzles()]


def cells_of(puzzle: str) -> list[int]:
    return list(solver.parse(puzzle).cells)


def assert_sound(puzzle: str, solution: str) -> list[str]:
    """Run find_step to the end on ``puzzle``; every step must agree with ``solution``.
    Returns the techniques used."""
    truth = [int(ch) for ch in solution]
    masks = initial_masks(cells_of(puzzle))
    used = []
    while (step := find_step(masks)) is not None:
        for cell, digit in step.eliminations:
            assert truth[cell] != digit, f"{step.technique} removed the answer: {step}"
        for cell, digit in step.placements:
            assert truth[cell] == digit, f"{step.technique} placed a wrong digit: {step}"
        apply_step(masks, step)
        used.append(step.technique)
    assert all(m & BIT[d] for m, d in zip(masks, truth, strict=True))
    return used


def test_seed_puzzles_are_sound_against_their_published_solutions():
    for puzzle, solution in seed_pairs():
        assert_sound(puzzle, solution)


@pytest.mark.parametrize(
    "name", ["norvig_easy50.txt", pytest.param("norvig_top95.txt", marks=pytest.mark.calibration)]
)
def test_every_step_on_a_puzzle_file_is_sound(name):
    used: set[str] = set()
    for puzzle in puzzle_lines(name):
        used.update(assert_sound(puzzle, solver.solve(puzzle)))
    # The files exercise more than singles, so the check covers the harder techniques too.
    assert {"naked pair", "hidden pair", "pointing", "claiming"} <= used


def relabel(puzzle: str, digits: list[int], transpose: bool) -> str:
    """An equivalent puzzle: digits renamed by ``digits`` and, optionally, transposed."""
    cells = cells_of(puzzle)
    if transpose:
        cells = [cells[9 * (i % 9) + i // 9] for i in range(81)]
    return "".join(str(digits[v - 1]) if v else "." for v in cells)


@pytest.mark.calibration
@settings(max_examples=40, deadline=None)
@given(
    index=st.integers(0, len(puzzle_lines("magictour_top1465.txt")) - 1),
    digits=st.permutations(range(1, 10)),
    transpose=st.booleans(),
)
def test_steps_on_transformed_hard_puzzles_are_sound(index, digits, transpose):
    puzzle = relabel(puzzle_lines("magictour_top1465.txt")[index], list(digits), transpose)
    assert_sound(puzzle, solver.solve(puzzle))


def test_logic_solve_solves_easy_puzzles_to_their_solution():
    for puzzle in puzzle_lines("norvig_easy50.txt")[:20]:
        cells = cells_of(puzzle)
        masks = initial_masks(cells)
        steps, stuck = logic_solve(masks, placed=[c for c in range(81) if cells[c]])
        assert not stuck
        assert "".join(str(SINGLE_DIGIT[m]) for m in masks) == solver.solve(puzzle)
        placements = sum(len(step.placements) for step in steps)
        assert placements == cells.count(0)


def test_logic_solve_reports_stuck_on_inkalas_puzzle():
    puzzle = seed_pairs()[-1][0]  # Arto Inkala's "hardest sudoku" (article 004)
    masks = initial_masks(cells_of(puzzle))
    steps, stuck = logic_solve(masks)
    assert stuck
    assert any(POPCOUNT[m] > 1 for m in masks)
    assert find_step(masks) is None


def test_logic_solve_with_singles_only_stops_where_singles_stop():
    singles = [TECHNIQUE_NAMES["naked single"], TECHNIQUE_NAMES["hidden single"]]
    for puzzle in puzzle_lines("norvig_top95.txt")[:10]:
        masks = initial_masks(cells_of(puzzle))
        steps, stuck = logic_solve(masks, singles)
        assert {s.technique for s in steps} <= {"naked single", "hidden single"}
        assert stuck == (find_step(masks, singles) is None and any(POPCOUNT[m] > 1 for m in masks))


def replay(masks: list[int], events) -> None:
    for event in events:
        if isinstance(event, Deduce):
            masks[event.cell] = BIT[event.digit]
        elif isinstance(event, Eliminate):
            masks[event.cell] &= ~BIT[event.digit]


@pytest.mark.calibration
def test_step_events_replay_to_the_same_board_as_apply_step():
    techniques_seen = set()
    for puzzle in puzzle_lines("norvig_top95.txt")[:15]:
        masks = initial_masks(cells_of(puzzle))
        while (step := find_step(masks)) is not None:
            replayed = list(masks)
            events = step_events(step, node=3, masks=masks)
            replay(replayed, events)
            apply_step(masks, step)
            assert replayed == masks
            assert all(e.node == 3 for e in events)
            assert all(e.rule == step.technique for e in events if isinstance(e, Deduce))
            techniques_seen.add(step.technique)
    assert len(techniques_seen) >= 5


def test_step_events_name_the_technique_unit_and_pattern():
    masks = initial_masks(cells_of(puzzle_lines("norvig_top95.txt")[0]))
    while (step := find_step(masks)) is not None and not step.eliminations:
        apply_step(masks, step)
    events = step_events(step)
    assert [(e.cell, e.digit) for e in events] == list(step.eliminations)
    assert all(e.rule == step.technique and e.cells == step.cells for e in events)
    assert all(e.unit == (step.units[0] if step.units else -1) for e in events)


def test_settle_singles_solves_what_singles_solve_and_spots_contradictions():
    puzzle = seed_pairs()[0][0]  # Norvig's first grid: singles alone solve it
    masks = initial_masks(cells_of(puzzle))
    assert settle_singles(masks)
    assert "".join(str(SINGLE_DIGIT[m]) for m in masks) == solver.solve(puzzle)
    for puzzle in puzzle_lines("norvig_top95.txt")[:10]:
        masks = initial_masks(cells_of(puzzle))
        assert settle_singles(masks)
        truth = solver.solve(puzzle)
        assert all(m & BIT[int(d)] for m, d in zip(masks, truth, strict=True))
    broken = initial_masks(cells_of(puzzle))
    broken[0] = broken[1] = BIT[5]  # two 5s in row 1
    assert not settle_singles(broken)


# --- the advanced techniques on hard puzzles -----------------------------------------------------


def spread_sample(name: str, count: int) -> list[str]:
    """``count`` puzzles spread evenly over a file."""
    lines = puzzle_lines(name)
    return lines[:: max(1, len(lines) // count)][:count]


@pytest.mark.calibration
def test_every_step_on_a_sample_of_top1465_is_sound():
    used: set[str] = set()
    for puzzle in spread_sample("magictour_top1465.txt", 35):
        used.update(assert_sound(puzzle, solver.solve(puzzle)))
    # The sample reaches the patterns, wings, chains and almost locked sets.
    assert {"skyscraper", "w-wing", "aic", "xy-chain", "als-xz", "als-xy-wing"} <= used
    assert {"grouped aic", "finned x-wing", "hidden rectangle"} <= used


@pytest.mark.calibration
def test_every_instance_a_technique_sees_is_sound():
    """Not only the step find_step picks: every step each technique enumerates, at each
    position on the way through some hard puzzles."""
    seen: set[str] = set()
    for puzzle in spread_sample("magictour_top1465.txt", 2):
        truth = [int(ch) for ch in solver.solve(puzzle)]
        masks = initial_masks(cells_of(puzzle))
        while (step := find_step(masks)) is not None:
            if not step.placements or step.technique not in SINGLES:
                position = Position(masks)
                for technique in TECHNIQUES:
                    if technique.name in SINGLES:
                        continue
                    for found in islice(technique.find_all(position), 20):
                        assert all(truth[c] != d for c, d in found.eliminations), found
                        assert all(truth[c] == d for c, d in found.placements), found
                        seen.add(found.technique)
            apply_step(masks, step)
    assert len(seen) >= 20


SINGLES = {"full house", "naked single", "hidden single"}
