"""Fixtures of the search views: article 003's puzzle and its recorded norvig walk."""

from __future__ import annotations

import pytest

import solver
from sudoku_gui.document.model import from_grid
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.views.panel import install_search

# The worked example of article 003 ("fool-003" in the shared seed_puzzles.tsv), and its answer.
FOOL_003 = "000000000000000280376400000700001000020000000400300006010028000000005000000000003"
FOOL_003_SOLUTION = (
    "842519367159673284376482951735261498621894735498357126513728649964135872287946513"
)


@pytest.fixture
def fool_003() -> str:
    return FOOL_003


@pytest.fixture
def fool_003_solution() -> str:
    return FOOL_003_SOLUTION


@pytest.fixture
def walk_record() -> SearchRecord:
    """The norvig search of the 003 puzzle, fully recorded (small snapshots, to exercise them)."""
    record = SearchRecord(snapshot_every=64)
    record.extend(solver.search(FOOL_003, "norvig"))
    return record


@pytest.fixture
def panel(window, fool_003):
    """The search view on the 003 puzzle with the norvig strategy."""
    made = install_search(window)
    window.editor.replace(from_grid(solver.parse(fool_003)), "Load the 003 puzzle")
    made.bar.strategy.setCurrentIndex(made.bar.strategy.findData("norvig"))
    made.bar.speed.setValue(made.bar.speed.maximum())  # tests that watch play slow it down
    return made
