"""The puzzle files in ``tests/data``, for the solver tests and their parameters.

The files are copies of public puzzle collections (``tests/data/MANIFEST.tsv`` gives each
one's source, commit and licence), so a bare clone runs the suite with nothing beside it.
Plain functions, because parametrize lists are built at collection time, before fixtures exist.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parents[1] / "data"


@dataclass(frozen=True)
class SeedPuzzle:
    """A puzzle of the seed articles with its known solution (seed_puzzles.tsv)."""

    name: str
    puzzle: str
    solution: str


def puzzle_lines(file_name: str) -> list[str]:
    """The lines of a shared data file, stripped, without blanks and ``#`` comments."""
    text = (DATA_DIR / file_name).read_text(encoding="utf-8")
    lines = (line.strip() for line in text.splitlines())
    return [line for line in lines if line and not line.startswith("#")]


def seed_puzzles() -> list[SeedPuzzle]:
    """The eight puzzles of the seed articles, with their solutions."""
    rows = [line.split("\t") for line in puzzle_lines("seed_puzzles.tsv")]
    return [SeedPuzzle(name, puzzle, solution) for name, puzzle, solution, _note in rows]
