"""Fixtures for the solver tests over the puzzle files (see puzzle_data.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from puzzle_data import DATA_DIR, SeedPuzzle
from puzzle_data import puzzle_lines as read_puzzle_lines
from puzzle_data import seed_puzzles as read_seed_puzzles


@pytest.fixture(scope="session")
def data_dir() -> Path:
    """The folder of the puzzle files."""
    assert DATA_DIR.is_dir(), f"the puzzle data is missing: {DATA_DIR}"
    return DATA_DIR


@pytest.fixture(scope="session")
def seed_puzzles(data_dir) -> list[SeedPuzzle]:
    """The eight puzzles of the seed articles, with their solutions."""
    seeds = read_seed_puzzles()
    assert len(seeds) == 8
    return seeds


@pytest.fixture(scope="session")
def puzzle_lines(data_dir):
    """A function: the 81-character puzzle lines of one shared data file."""
    return read_puzzle_lines
