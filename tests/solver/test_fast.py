"""The fast path: right answers, right counts, and the same walk as the event engine."""

from __future__ import annotations

import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from puzzle_data import puzzle_lines

import solver
from solver.board import PEERS
from solver.fast import Stopped, count_cells, solve_cells, solve_with_stats
from solver.grid import find_conflicts, is_solution_of


def cells_of(line: str) -> list[int]:
    """81 ints (0 blank) of an 81-character puzzle line."""
    return [0 if ch in ".0" else int(ch) for ch in line[:81]]


def tsv_rows(name: str) -> list[list[str]]:
    """The rows of a tab-separated data file whose first or second field is a puzzle."""
    rows = [line.split("\t") for line in puzzle_lines(name)]
    return [row for row in rows if any(len(field) == 81 for field in row[:2])]


SEEDS = [(row[0], row[1], row[2]) for row in tsv_rows("seed_puzzles.tsv")]
LABELLED = tsv_rows("edge_cases_labeled.tsv")
COUNT_CAP = 1000  # the labelled counts stop there


def as_text(digits: list[int]) -> str:
    return "".join(map(str, digits))


@pytest.mark.parametrize(("name", "puzzle", "solution"), SEEDS, ids=[s[0] for s in SEEDS])
def test_seed_puzzles_give_their_solutions(name, puzzle, solution):
    assert as_text(solve_cells(cells_of(puzzle))) == solution


@pytest.mark.parametrize("name", ["edge_unique.txt", "norvig_top95.txt", "norvig_hardest.txt"])
def test_every_answer_is_a_solution_keeping_the_givens(name):
    for line in puzzle_lines(name):
        answer = solve_cells(cells_of(line))
        assert answer is not None, line
        assert is_solution_of(as_text(answer), cells_of(line)), line


def test_puzzles_without_solution_give_none():
    lines = puzzle_lines("edge_nosolution.txt")
    assert lines
    for line in lines:
        assert solve_cells(cells_of(line)) is None, line
        assert count_cells(cells_of(line), 2) == 0, line


@pytest.mark.parametrize("row", LABELLED, ids=[f"{r[1]}-{i}" for i, r in enumerate(LABELLED)])
def test_counts_match_the_labelled_edge_cases(row):
    puzzle, counted = row[0], int(row[4])
    assert count_cells(cells_of(puzzle), COUNT_CAP) == counted


def test_count_stops_at_the_limit():
    empty = [0] * 81
    assert count_cells(empty, 1) == 1
    assert count_cells(empty, 37) == 37
    assert count_cells(empty, 0) == 0
    assert count_cells(cells_of(SEEDS[0][1]), 10**30) == 1  # no C integer to overflow


def test_conflicting_givens_give_none_and_zero():
    _, puzzle, _ = SEEDS[0]
    cells = cells_of(puzzle)
    given = next(c for c in range(81) if cells[c])
    blank_peer = next(p for p in PEERS[given] if not cells[p])
    cells[blank_peer] = cells[given]
    assert find_conflicts(cells)
    assert solve_with_stats(cells) == (None, 0)
    assert count_cells(cells, 2) == 0


def test_bad_input_is_refused():
    with pytest.raises(ValueError, match="81 cells"):
        solve_cells([0] * 80)
    with pytest.raises(ValueError, match="digit"):
        solve_cells([10] + [0] * 80)


def test_pencil_marks_hold_the_search_to_them():
    """Ruling out the first solution's digit in a blank cell leaves the solutions without
    it: fewer of them, and a first one that keeps to the marks."""
    cells = cells_of(puzzle_lines("edge_multisolution.txt")[0])  # 125 solutions
    first = solve_cells(cells)
    total = count_cells(cells, COUNT_CAP)
    assert 1 < total < COUNT_CAP
    for cell in [c for c in range(81) if not cells[c]][:12]:
        marks = [0x1FF] * 81
        marks[cell] ^= 1 << (first[cell] - 1)
        other = solve_cells(cells, marks)
        kept = count_cells(cells, COUNT_CAP, candidates=marks)
        assert kept < total
        assert (other is None) == (kept == 0)
        if other is not None:
            assert other[cell] != first[cell]
            assert is_solution_of(as_text(other), cells)


def test_a_blank_cell_without_pencil_marks_has_no_solution():
    cells = cells_of(SEEDS[0][1])
    marks = [0x1FF] * 81
    marks[cells.index(0)] = 0
    assert solve_with_stats(cells, candidates=marks) == (None, 0)
    assert count_cells(cells, 2, candidates=marks) == 0
    with pytest.raises(ValueError, match="81 cells"):
        solve_cells(cells, marks[:80])


def test_the_trap_of_the_essay_is_no_trap():
    """Norvig's essay reports 188 s on this puzzle (it has many solutions)."""
    trap = ".....6....59.....82....8....45........3........6..3.54...325..6.................."
    answer, assumptions = solve_with_stats(cells_of(trap))
    assert is_solution_of(as_text(answer), cells_of(trap))
    assert assumptions < 100


AGREEMENT_SAMPLE = (
    [s[1] for s in SEEDS]
    + puzzle_lines("norvig_hardest.txt")
    + puzzle_lines("norvig_top95.txt")[:20]
    + puzzle_lines("edge_nosolution.txt")
    + puzzle_lines("edge_multisolution.txt")
    + ["." * 81]
)


@pytest.mark.parametrize("puzzle", AGREEMENT_SAMPLE)
def test_the_event_engine_agrees_on_solution_and_assumptions(puzzle):
    """The fast path makes the default strategy's choices: same answer, same guesses."""
    answer, assumptions = solve_with_stats(cells_of(puzzle))
    run = solver.search(puzzle)
    for _ in run:
        pass
    assert (None if answer is None else as_text(answer)) == (
        run.solutions[0] if run.solutions else None
    )
    assert assumptions == run.stats.assumptions


def brute_force_count(cells: list[int], limit: int) -> int:
    """Solutions by plain backtracking: no propagation, first blank cell, digits 1-9."""
    if find_conflicts(cells):
        return 0
    grid = list(cells)
    blanks = [c for c in range(81) if not grid[c]]

    def count_from(i: int) -> int:
        if i == len(blanks):
            return 1
        cell, found = blanks[i], 0
        taken = {grid[p] for p in PEERS[cell]}
        for digit in range(1, 10):
            if digit not in taken:
                grid[cell] = digit
                found += count_from(i + 1)
                grid[cell] = 0
                if found >= limit:
                    break
        return found

    return count_from(0)


@settings(max_examples=150, deadline=None)
@given(
    solution=st.sampled_from([s[2] for s in SEEDS]),
    blanks=st.lists(st.integers(0, 80), max_size=12, unique=True),
    change=st.none() | st.tuples(st.integers(0, 80), st.integers(1, 9)),
)
def test_counting_agrees_with_brute_force(solution, blanks, change):
    cells = cells_of(solution)
    for cell in blanks:
        cells[cell] = 0
    if change is not None:
        cells[change[0]] = change[1]
    assert count_cells(cells, 50) == brute_force_count(cells, 50)
    answer = solve_cells(cells)
    if answer is not None:
        assert is_solution_of(as_text(answer), cells)


# ---------------------------------------------------------------------------- limits

# The essay's first hard puzzle: the fast path makes a few dozen assumptions on it.
NORVIG_HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"


def test_a_time_limit_stops_counting_the_empty_grid():
    started = time.perf_counter()
    with pytest.raises(Stopped) as caught:
        count_cells([0] * 81, 1_000_000, time_limit=0.2)
    assert time.perf_counter() - started < 1.0
    assert caught.value.what == "time" and caught.value.limit == 0.2
    assert 0 < caught.value.solutions < 1_000_000


def test_a_node_limit_stops_after_exactly_that_many_assumptions():
    with pytest.raises(Stopped) as caught:
        count_cells([0] * 81, 1_000_000, node_limit=1000)
    assert (caught.value.what, caught.value.assumptions) == ("nodes", 1000)
    with pytest.raises(Stopped):
        solve_with_stats(cells_of(NORVIG_HARD), node_limit=1)


def test_generous_limits_change_nothing():
    cells = cells_of(NORVIG_HARD)
    plain = solve_with_stats(cells)
    assert solve_with_stats(cells, time_limit=60.0, node_limit=plain[1]) == plain
    assert count_cells([0] * 81, 37, time_limit=60.0, node_limit=10**6) == 37
