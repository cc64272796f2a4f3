"""An exercise on the board: the document it puts there, the player's answer read back from
the board, and the exercise in progress kept on disk so a crash or a restart loses nothing.

The position goes on the board as a document being solved: the puzzle's givens, the digits
placed so far as entries, the candidates as pencil marks. The player answers on it as in
Play: a digit placed is a placement, a pencil mark taken away is a removal (the marks a
placed digit takes from its peers are its consequence, not removals of their own).

The exercise in progress is a small JSON file in the app's data folder (``FILE_NAME``),
written whole to a temporary file and renamed over the old one, so it is always either the
old or the new; its step is found again on reading (the technique's finder on the
position). Plain Python: no Qt.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from solver.board import ALL, BIT, PEERS
from solver.gym import TechniqueExercise, lesson_of
from solver.gym.exercise import lesson_step
from solver.safe_io import read_text_bounded, write_text_atomic
from sudoku_gui.document.model import SOLVE, Document

FILE_NAME = "gym-exercise.json"
MAX_BYTES = 64 * 1024  # an exercise takes about 2 KB
FORMAT = "sudoku-lens-gym-exercise"

Pairs = frozenset[tuple[int, int]]


def document_of(exercise: TechniqueExercise) -> Document:
    """The board of ``exercise``: givens, placed digits as entries, candidates as marks."""
    givens = exercise.givens
    entries = [digit if not givens[cell] else 0 for cell, digit in enumerate(exercise.digits)]
    marks = [0 if exercise.digits[cell] else mask for cell, mask in enumerate(exercise.candidates)]
    return Document(givens, SOLVE, entries=entries, marks=marks)


def answer_of(exercise: TechniqueExercise, document: Document) -> tuple[Pairs, Pairs]:
    """The player's (placements, removals) on ``document``, against the exercise's start."""
    placements = frozenset(
        (cell, document.value(cell))
        for cell in range(81)
        if not exercise.digits[cell] and document.value(cell)
    )
    placed_by = {cell: digit for cell, digit in placements}
    removals = set()
    for cell in range(81):
        if exercise.digits[cell] or document.value(cell):
            continue
        gone = exercise.candidates[cell] & ~document.marks[cell]
        for digit in range(1, 10):
            if gone & BIT[digit] and not any(placed_by.get(p) == digit for p in PEERS[cell]):
                removals.add((cell, digit))
    return placements, frozenset(removals)


@dataclass(frozen=True)
class KeptExercise:
    """An exercise in progress: since when, and how many hints were asked."""

    exercise: TechniqueExercise
    started: datetime
    hints: int


def save_exercise(path: Path, kept: KeptExercise) -> None:
    """Keep ``kept`` at ``path`` (replacing what was there in one rename)."""
    exercise = kept.exercise
    document = {
        "format": FORMAT,
        "technique": exercise.technique,
        "givens": list(exercise.givens),
        "digits": list(exercise.digits),
        "candidates": list(exercise.candidates),
        "solution": list(exercise.solution),
        "source": exercise.source,
        "started": kept.started.isoformat(),
        "hints": kept.hints,
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    write_text_atomic(path, json.dumps(document))


def forget_exercise(path: Path) -> None:
    path.unlink(missing_ok=True)


def load_exercise(path: Path) -> KeptExercise | None:
    """The exercise kept at ``path``; None when there is none, or it cannot be used (a file
    from elsewhere, damaged, or a position where the technique no longer applies)."""
    if not path.exists():
        return None
    try:
        data = json.loads(read_text_bounded(path, MAX_BYTES))  # a FIFO, a device: refused
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return None
        lists = {}
        for name, top in (("givens", 9), ("digits", 9), ("candidates", ALL), ("solution", 9)):
            values = data.get(name)
            if (
                not isinstance(values, list)
                or len(values) != 81
                or not all(type(v) is int and 0 <= v <= top for v in values)
            ):
                return None
            lists[name] = tuple(values)
        lesson = lesson_of(str(data.get("technique")))
        started = datetime.fromisoformat(str(data.get("started")))
        hints = data.get("hints")
        if type(hints) is not int or not 0 <= hints <= 3 or started.tzinfo is None:
            return None
        placed = frozenset(c for c in range(81) if lists["digits"][c])
        step = lesson_step(lesson, lists["candidates"], placed)
    except (OSError, ValueError, RecursionError):  # (a refused file is a ValueError)
        return None
    if step is None:
        return None
    exercise = TechniqueExercise(
        lesson.technique,
        lists["givens"],
        lists["digits"],
        lists["candidates"],
        lists["solution"],
        step,
        str(data.get("source", "")),
    )
    return KeptExercise(exercise, started, hints)
