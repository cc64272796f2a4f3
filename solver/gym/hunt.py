"""The hunt for an exercise: first the bank of positions shipped with the solver
(``solver.gym.bank``: known puzzles already walked, each shown in a random disguise), then new
puzzles from the generator, at the technique's level and the one above (as
``solver.exercises`` does for whole puzzles), each walked until the technique is next. A
``should_stop`` bounds the hunt.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from solver.generator import generate
from solver.gym.bank import bank_exercise
from solver.gym.exercise import TechniqueExercise, find_in_path, lesson_of
from solver.rating import SOLVABLE_LEVELS, level_of_er


def make_technique_exercise(
    technique: str,
    *,
    seed: int | None = None,
    should_stop: Callable[[], bool] | None = None,
    use_bank: bool = True,
) -> TechniqueExercise | None:
    """A position where ``technique`` (a lesson's name, any case) is the next step that
    makes progress (``solver.gym.exercise``), or None once ``should_stop`` says so. The same
    ``seed`` gives the same exercise; ``use_bank=False`` hunts in new puzzles only.
    ValueError for an unknown technique."""
    lesson = lesson_of(technique)
    rng = random.Random(seed)
    if use_bank:
        found = bank_exercise(lesson, rng, should_stop)
        if found is not None:
            return found
    first = SOLVABLE_LEVELS.index(level_of_er(lesson.rating))
    levels = SOLVABLE_LEVELS[first : first + 2]
    attempt = 0
    while should_stop is None or not should_stop():
        level = levels[attempt % len(levels)]
        attempt += 1
        made = generate(level, "none", seed=rng.randrange(2**32), should_stop=should_stop)
        if made is None:
            return None
        solution = tuple(int(ch) for ch in made.solution)
        source = f"generated {level} {attempt}"
        found = find_in_path(lesson, made.puzzle.cells, solution, source, should_stop)
        if found is not None:
            return found
    return None
