"""The generator: unique, symmetric puzzles of the level asked for; seeds, progress, cancel."""

from __future__ import annotations

import random

import pytest

import solver
from solver.board import CELLS
from solver.generator import SYMMETRIES, _solved_within, generate, random_solution
from solver.grid import is_solution_of
from solver.rating import SOLVABLE_LEVELS, rate, techniques_up_to
from solver.techniques import initial_masks, logic_solve


def assert_symmetric(cells, symmetry: str) -> None:
    for orbit in SYMMETRIES[symmetry]:
        assert len({bool(cells[c]) for c in orbit}) == 1, (symmetry, orbit)


@pytest.mark.parametrize(
    ("symmetry", "orbits"),
    [
        ("rotational", 41),
        ("none", 81),
        ("horizontal", 45),
        ("vertical", 45),
        ("diagonal", 45),
        ("quarter-turn", 21),
    ],
)
def test_each_symmetry_splits_the_board_into_orbits(symmetry, orbits):
    cells = [c for orbit in SYMMETRIES[symmetry] for c in orbit]
    assert sorted(cells) == list(range(81))
    assert len(SYMMETRIES[symmetry]) == orbits


def test_a_random_solution_is_a_valid_full_grid():
    grids = {tuple(random_solution(random.Random(seed))) for seed in range(5)}
    assert len(grids) == 5
    for grid in grids:
        assert is_solution_of("".join(map(str, grid)), [0] * 81)


@pytest.mark.parametrize(
    "level",
    [
        pytest.param(v, marks=pytest.mark.calibration) if v == "extreme" else v
        for v in SOLVABLE_LEVELS
    ],
)
def test_generated_puzzles_are_unique_and_of_the_level_asked(level):
    made = generate(level, seed=7)
    assert made.rating.level == level
    assert rate(made.puzzle).level == level
    assert solver.count_solutions(made.puzzle, limit=2) == 1
    assert is_solution_of(made.solution, made.puzzle)
    assert solver.solve(made.puzzle) == made.solution
    assert_symmetric(made.puzzle.cells, "rotational")
    assert made.attempts >= 1


def techniques_solve_within(cells, level: str) -> bool:
    """The slow, plain answer: the techniques of ``level``, one step at a time, finish the
    puzzle (for extreme, whose forcing chains settle anything: it has one solution)."""
    if level == "extreme":
        return solver.count_solutions(cells, limit=2) == 1
    givens = [c for c in CELLS if cells[c]]
    _, stuck = logic_solve(initial_masks(cells), techniques_up_to(level), givens)
    return not stuck


def dug_states(seeds: range) -> list[list[int]]:
    """Puzzles met while digging, thick and thin, unique or not: random grids emptied one
    random orbit at a time, never restoring one, from 40 givens down to 20."""
    states = []
    for seed in seeds:
        rng = random.Random(seed)
        cells = random_solution(rng)
        orbits = list(SYMMETRIES["rotational"])
        rng.shuffle(orbits)
        for orbit in orbits:
            for c in orbit:
                cells[c] = 0
            if 20 <= sum(map(bool, cells)) <= 40:
                states.append(list(cells))
    return states


@pytest.mark.calibration
def test_the_digging_check_agrees_with_the_techniques_step_by_step(puzzle_lines):
    """The check takes shortcuts (the fast solver first, singles in bulk): the answers must
    be those of the techniques themselves, at every level."""
    shared = puzzle_lines("norvig_easy50.txt")[:15] + puzzle_lines("norvig_top95.txt")[:5]
    puzzles = [[int(ch) if ch.isdigit() else 0 for ch in line] for line in shared]
    puzzles += dug_states(range(12))
    answers = {True: 0, False: 0}
    for cells in puzzles:
        for level in SOLVABLE_LEVELS:
            expected = techniques_solve_within(cells, level)
            assert _solved_within(cells, level) == expected, (level, cells)
            answers[expected] += 1
    assert min(answers.values()) > 50  # both answers are well represented


@pytest.mark.parametrize("symmetry", sorted(SYMMETRIES))
def test_every_symmetry_is_kept(symmetry):
    made = generate("easy", symmetry=symmetry, seed=3)
    assert made.symmetry == symmetry
    assert_symmetric(made.puzzle.cells, symmetry)
    assert solver.count_solutions(made.puzzle, limit=2) == 1


def test_the_same_seed_gives_the_same_puzzle():
    assert generate("easy", seed=11).puzzle == generate("easy", seed=11).puzzle
    assert generate("easy", seed=11).puzzle != generate("easy", seed=12).puzzle


def test_progress_grows_and_stop_returns_none():
    seen: list[float] = []

    def stop_after_ten() -> bool:
        return len(seen) >= 10

    assert generate("easy", seed=1, progress=seen.append, should_stop=stop_after_ten) is None
    assert len(seen) == 10
    assert seen == sorted(seen)
    assert 0 <= seen[0] < seen[-1] < 1


def test_unknown_level_or_symmetry_is_refused():
    with pytest.raises(ValueError, match="unknown level"):
        generate("impossible")
    with pytest.raises(ValueError, match="unknown symmetry"):
        generate("easy", symmetry="spiral")
