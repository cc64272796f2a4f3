"""The bank of exercise positions shipped with the solver, shown in random disguises.

``bank.tsv`` (beside this module) holds positions found by walking known puzzles (the test
collections: HoDoKu's library, Sudoku Explainer-rated puzzles, Magictour's top 1465) with
``tests/tools/build_gym_bank.py``: a line per position, ``technique<TAB>givens (81)<TAB>
digits (81: givens and placed digits)<TAB>candidates (729 form)<TAB>solution (81)<TAB>
source``. The digits are kept apart because a single candidate is not always placed yet
(the single of a naked single exercise). An exercise takes one of its technique's lines
and disguises it by a random symmetry of the grid (bands, rows in a band, stacks, columns
in a stack, a transposition, the digits relabelled), which keeps every technique's pattern,
then checks it again (``is_exercise``): generating it costs one check, not a walk.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path

from solver.format_marks import parse_marks, to_marks
from solver.gym.exercise import TechniqueExercise, exercise_at, is_exercise
from solver.gym.lessons import Lesson

BANK_PATH = Path(__file__).with_name("bank.tsv")

Entry = tuple[str, tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]


@cache
def bank_entries() -> dict[str, tuple[Entry, ...]]:
    """The bank's positions by technique (empty when the file is missing)."""
    by_technique: dict[str, list[Entry]] = {}
    if not BANK_PATH.exists():
        return {}
    for line in BANK_PATH.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        technique, givens, digits, marks, solution = line.split("\t")[:5]
        entry = (
            technique,
            _digits(givens),
            _digits(digits),
            parse_marks(marks).candidates,
            _digits(solution),
        )
        by_technique.setdefault(technique, []).append(entry)
    return {name: tuple(entries) for name, entries in by_technique.items()}


def _digits(text: str) -> tuple[int, ...]:
    return tuple(int(ch) for ch in text)


def bank_line(exercise: TechniqueExercise) -> str:
    """The bank's line for ``exercise`` (what the builder writes)."""
    return "\t".join(
        (
            exercise.technique,
            "".join(map(str, exercise.givens)),
            "".join(map(str, exercise.digits)),
            to_marks(exercise.candidates),
            "".join(map(str, exercise.solution)),
        )
    )


def random_symmetry(rng: random.Random) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A random symmetry of the grid: (cell map: new cell -> old cell, digit map)."""
    bands = rng.sample(range(3), 3)
    rows = [3 * band + r for band in bands for r in rng.sample(range(3), 3)]
    stacks = rng.sample(range(3), 3)
    cols = [3 * stack + c for stack in stacks for c in rng.sample(range(3), 3)]
    transpose = rng.random() < 0.5
    cells = []
    for r in range(9):
        for c in range(9):
            old_r, old_c = (rows[c], cols[r]) if transpose else (rows[r], cols[c])
            cells.append(9 * old_r + old_c)
    digits = [0, *rng.sample(range(1, 10), 9)]
    return tuple(cells), tuple(digits)


def disguised(entry: Entry, rng: random.Random) -> tuple[tuple[int, ...], ...]:
    """``entry``'s givens, digits, candidates and solution under a random symmetry."""
    _, givens, placed_digits, masks, solution = entry
    cell_map, digit_map = random_symmetry(rng)

    def digits(values: Sequence[int]) -> tuple[int, ...]:
        return tuple(digit_map[values[old]] for old in cell_map)

    def mask(value: int) -> int:
        return sum(1 << (digit_map[d] - 1) for d in range(1, 10) if value >> (d - 1) & 1)

    new_masks = tuple(mask(masks[old]) for old in cell_map)
    return digits(givens), digits(placed_digits), new_masks, digits(solution)


def bank_exercise(
    lesson: Lesson, rng: random.Random, should_stop: Callable[[], bool] | None = None
) -> TechniqueExercise | None:
    """An exercise from the bank's positions of ``lesson`` (in random order and disguise),
    or None when it has none that passes the check."""
    entries = list(bank_entries().get(lesson.technique, ()))
    rng.shuffle(entries)
    for index, entry in enumerate(entries):
        if should_stop is not None and should_stop():
            return None
        givens, digits, masks, solution = disguised(entry, rng)
        placed = [c for c in range(81) if digits[c]]
        step = is_exercise(lesson, masks, placed)
        if step is not None:
            return exercise_at(lesson, givens, masks, placed, solution, step, f"bank {index}")
    return None
