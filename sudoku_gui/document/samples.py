"""The sample puzzles shipped in ``resources/samples.tsv``: the puzzles of the seed articles.

The file is a copy of the seed data (tab-separated: name, puzzle, solution, where it comes
from, the title the menu shows, the source it is listed under, its level), so the Samples menu
and the first-start puzzle need no network and no repository.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sudoku_gui.support.resources import resource_path

# The puzzle a first start opens: the worked example of article 003's hypothesis walk.
FIRST_START_SAMPLE = "fool-003"


@dataclass(frozen=True, slots=True)
class Sample:
    name: str
    puzzle: str
    solution: str
    note: str
    title: str = ""  # what the menu says ("Article 003: the walk")
    source: str = ""  # the menu section it is listed under
    level: str = ""  # its difficulty (solver.rating), shown beside the title


def load_samples(path: Path | None = None) -> list[Sample]:
    """Every sample of the TSV file, in file order (``#`` lines are comments)."""
    path = path or resource_path("samples.tsv")
    samples = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        fields = (line.split("\t") + [""] * 7)[:7]
        samples.append(Sample(*fields))
    return samples


def sample_named(name: str) -> Sample:
    """The sample called ``name``; KeyError if there is none."""
    for sample in load_samples():
        if sample.name == name:
            return sample
    raise KeyError(name)
