"""Fixtures for the solver tests: the shared puzzle files beside the repository.

The data lives in ``../shared/data`` relative to the repository root (CI clones the
repository with ``shared/`` beside it), so tests read the real puzzles of the seed
articles and the benchmark sets instead of copies.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

DATA_DIR = Path(__file__).resolve().parents[3] / "shared" / "data"


@dataclass(frozen=True)
class SeedPuzzle:
    """A puzzle of the seed articles with its known solution (seed_puzzles.tsv)."""

    name: str
    puzzle: str
    solution: str


@pytest.fixture(scope="session")
def data_dir() -> Path:
    """The folder of the shared puzzle files."""
    assert DATA_DIR.is_dir(), f"the shared puzzle data is missing: {DATA_DIR}"
    return DATA_DIR


@pytest.fixture(scope="session")
def seed_puzzles(data_dir) -> list[SeedPuzzle]:
    """The eight puzzles of the seed articles, with their solutions."""
    seeds = []
    for line in (data_dir / "seed_puzzles.tsv").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            name, puzzle, solution, _note = line.split("\t")
            seeds.append(SeedPuzzle(name, puzzle, solution))
    assert len(seeds) == 8
    return seeds


@pytest.fixture(scope="session")
def puzzle_lines(data_dir):
    """A function: the 81-character puzzle lines of one shared data file."""

    def read(file_name: str) -> list[str]:
        text = (data_dir / file_name).read_text(encoding="utf-8")
        return [line.strip() for line in text.splitlines() if line.strip()]

    return read
