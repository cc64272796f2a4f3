"""Exercises for teachers: a new puzzle whose ER lies in a range, or whose hardest step is a
given technique ("a puzzle whose hardest step is an X-wing").

The generator makes puzzles of a level (``solver.generator``); each is rated on Sudoku
Explainer's scale by its logical path (``solver.explain``) and kept only when it fits. The
level it starts from follows the technique or the range, so most candidates are near; a
``should_stop`` (time or attempts) bounds the hunt, as for ``generate``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from solver.explain import Explanation, explain
from solver.generator import Generated, generate
from solver.rating import level_of_technique

EXPLAIN_SECONDS = 10.0  # a candidate whose path takes longer is not an exercise


@dataclass(frozen=True)
class Exercise:
    generated: Generated
    explanation: Explanation

    @property
    def hardest(self) -> str:
        """The technique of the path's hardest step."""
        return max(self.explanation.steps, key=lambda item: item.rating).step.technique


def level_for(er_range: tuple[float, float] | None, technique: str | None) -> str:
    """The generator level most likely to give such puzzles."""
    if technique is not None:
        return level_of_technique(technique)
    top = er_range[1] if er_range is not None else 9.9
    for level, ceiling in (("easy", 2.0), ("medium", 2.8), ("hard", 4.0)):
        if top <= ceiling:
            return level
    return "expert"


def make_exercise(
    er_range: tuple[float, float] | None = None,
    technique: str | None = None,
    symmetry: str = "rotational",
    seed: int | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> Exercise | None:
    """A puzzle that fits (see the module docstring), or None once ``should_stop`` says so."""
    level = level_for(er_range, technique)
    attempt = 0
    while should_stop is None or not should_stop():
        made = generate(
            level,
            symmetry,
            seed=None if seed is None else seed + attempt,
            should_stop=should_stop,
        )
        attempt += 1
        if made is None:
            return None
        path = explain(made.puzzle, time_limit=EXPLAIN_SECONDS)
        if not path.solved or path.er is None:
            continue
        exercise = Exercise(made, path)
        if er_range is not None and not er_range[0] <= path.er <= er_range[1]:
            continue
        if technique is not None and exercise.hardest != technique:
            continue
        return exercise
    return None
