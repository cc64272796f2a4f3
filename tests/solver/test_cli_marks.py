"""Pencil marks are the position: a puzzle in SukakuExplainer's 729-character form is checked
like givens (no cell without a candidate, no digit placed twice in a unit) and solved,
counted, rated and explained from its marks, on the command line and through the API."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

import solver
from solver.board import ALL, BIT, rc_name
from solver.cli import main
from solver.explain import explain
from solver.format_marks import to_marks
from solver.grid import Grid
from solver.rating import rate
from solver.techniques import initial_masks

EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
SOLUTION = solver.solve(EASY)
MASKS = initial_masks([int(ch) for ch in EASY])
# A cell with three candidates or more: taking one away leaves it open.
OPEN = next(c for c in range(81) if MASKS[c].bit_count() >= 3)


def _position(tmp_path, masks, name="position.txt"):
    path = tmp_path / name
    path.write_text(to_marks(masks) + "\n")
    return path


@pytest.fixture
def without_true_digit(tmp_path):
    """EASY's candidates with the true digit of one open cell crossed out."""
    masks = list(MASKS)
    masks[OPEN] &= ~BIT[int(SOLUTION[OPEN])]
    return _position(tmp_path, masks)


def test_a_position_keeps_its_candidates_through_reading():
    masks = list(MASKS)
    masks[OPEN] &= ~BIT[int(SOLUTION[OPEN])]
    grid = solver.parse(to_marks(masks))
    assert grid.candidates == tuple(masks)
    assert solver.count_solutions(grid) == 0
    assert solver.solve(grid) is None
    for strategy in solver.STRATEGIES:  # the event engine too
        assert solver.solve(grid, strategy) is None, strategy
    with pytest.raises(ValueError, match="no solution under these marks"):
        rate(grid)
    with pytest.raises(ValueError, match="no solution under these marks"):
        explain(grid)


def test_marks_narrow_the_solutions_of_the_givens():
    """Two givens have many solutions; marks that leave out the first one's digit in r1c1
    give another, for the fast path and the event engine alike."""
    first = solver.solve("." * 79 + "12")
    masks = [ALL] * 79 + [BIT[1], BIT[2]]
    masks[0] = ALL & ~BIT[int(first[0])]
    grid = Grid((0,) * 79 + (1, 2), tuple(masks))
    for strategy in ("fastest", "norvig", "backtracking"):
        found = solver.solve(grid, strategy)
        assert found[0] != first[0] and solver.is_solution_of(found, grid), strategy


@pytest.mark.parametrize(
    ("options", "status", "out", "err"),
    [
        ([], 1, "", "position.txt:1: no solution under these marks"),
        (["--count"], 0, "0\n", ""),
        (["--rate"], 1, "", "position.txt:1: no solution under these marks, so it has no"),
        (["--explain"], 1, "", "no solution under these marks, so there is nothing to explain"),
        (["--strategy", "norvig"], 1, "", "position.txt:1: no solution under these marks"),
    ],
    ids=["solve", "count", "rate", "explain", "search"],
)
def test_every_mode_answers_no_solution_under_these_marks(
    capsys, without_true_digit, options, status, out, err
):
    assert main([*options, str(without_true_digit)]) == status
    captured = capsys.readouterr()
    assert captured.out == out
    assert err in captured.err
    assert SOLUTION not in captured.out  # the excluded digit is never placed


@pytest.mark.process
def test_solving_a_position_as_a_program(without_true_digit):
    run = subprocess.run(
        [sys.executable, "-m", "solver", str(without_true_digit)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert (run.returncode, run.stdout) == (1, "")
    assert run.stderr.endswith(":1: no solution under these marks\n")


@pytest.mark.parametrize("options", [[], ["--count"], ["--rate"], ["--explain"]])
def test_a_cell_without_candidates_is_refused_naming_it(capsys, tmp_path, options):
    masks = list(MASKS)
    masks[OPEN] = 0
    path = _position(tmp_path, masks)
    assert main([*options, str(path)]) == 1
    assert f"{path}:1: no candidate left in {rc_name(OPEN)}" in capsys.readouterr().err


def test_a_digit_placed_twice_is_a_conflict_like_givens(capsys, tmp_path):
    """A cell with one candidate counts as placed."""
    masks = list(MASKS)
    masks[0] = BIT[int(EASY[2])]  # r1c1 holds r1c3's given
    path = _position(tmp_path, masks)
    assert main(["--rate", str(path)]) == 1
    err = capsys.readouterr().err
    assert f"{path}:1: conflicting givens: two 3s in row 1 (r1c1, r1c3)" in err


def test_an_exercise_is_explained_from_its_marks(capsys):
    """The position --exercise prints is rated and explained from its marks: its first step
    is the technique it was made for (without them it would be an easier one)."""
    assert main(["--exercise", "x-wing", "--seed", "1"]) == 0
    position = capsys.readouterr().out.strip()
    grid = solver.parse(position)
    assert grid.candidates is not None
    assert explain(grid).steps[0].step.technique == "x-wing"
    assert rate(grid).er == 3.2
    assert solver.count_solutions(grid) == 1


def test_a_position_rated_and_counted_in_json(capsys, tmp_path):
    path = _position(tmp_path, MASKS)
    assert main(["--count", "--format", "json", str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == {
        "puzzle": Grid(
            tuple(m.bit_length() if m.bit_count() == 1 else 0 for m in MASKS)
        ).to_string(),
        "solutions": 1,
    }
    assert main(["--rate", "--json", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["level"] == "easy"
