"""Exercises for teachers: a new puzzle whose ER lies in a range, or whose hardest step is a
given technique ("a puzzle whose hardest step is an X-wing").

The generator makes puzzles of a level (``solver.generator``) and rates each on Sudoku
Explainer's scale (``solver.rating``); an exercise is one whose rating fits. The levels
tried follow the technique or the range (a range that spans levels takes them in turn), so
most candidates are near; a ``should_stop`` (time or attempts) bounds the hunt, as for
``generate``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import cycle

from solver.generator import Generated, generate
from solver.rating import SOLVABLE_LEVELS, level_of_er, level_of_technique


@dataclass(frozen=True)
class Exercise:
    """A generated puzzle that fits; its rating says its ER and hardest technique."""

    generated: Generated

    @property
    def er(self) -> float:
        return self.generated.rating.er

    @property
    def hardest(self) -> str:
        """The technique of the logical path's hardest step."""
        return self.generated.rating.hardest


def levels_for(er_range: tuple[float, float] | None, technique: str | None) -> tuple[str, ...]:
    """The generator levels that can give such puzzles: the technique's level, or every
    level the range overlaps."""
    if technique is not None:
        return (level_of_technique(technique),)
    if er_range is None:
        return SOLVABLE_LEVELS
    low, high = er_range
    first, last = SOLVABLE_LEVELS.index(level_of_er(low)), SOLVABLE_LEVELS.index(level_of_er(high))
    return SOLVABLE_LEVELS[first : last + 1]


def fits(rating, er_range: tuple[float, float] | None, technique: str | None) -> bool:
    """Whether a puzzle rated ``rating`` is the exercise asked for."""
    if not rating.logic:
        return False
    if er_range is not None and not er_range[0] - 1e-9 <= rating.er <= er_range[1] + 1e-9:
        return False
    return technique is None or rating.hardest == technique


def make_exercise(
    er_range: tuple[float, float] | None = None,
    technique: str | None = None,
    symmetry: str = "rotational",
    seed: int | None = None,
    should_stop: Callable[[], bool] | None = None,
    progress: Callable[[float], None] | None = None,
) -> Exercise | None:
    """A puzzle that fits (see the module docstring), or None once ``should_stop`` says so.
    ``progress`` hears each generation's progress, as ``generate`` reports it."""
    for attempt, level in enumerate(cycle(levels_for(er_range, technique))):
        if should_stop is not None and should_stop():
            return None
        made = generate(
            level,
            symmetry,
            seed=None if seed is None else seed + attempt,
            progress=progress,
            should_stop=should_stop,
        )
        if made is None:
            return None
        if fits(made.rating, er_range, technique):
            return Exercise(made)
    raise AssertionError("unreachable: the levels cycle without end")
