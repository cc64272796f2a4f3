"""Exercises that need one technique: a position (givens, placed digits and candidates, not
only a whole puzzle) where that technique is the next step that makes progress.

A position is found by walking a puzzle's teaching path (``solver.explain``: the registry's
order, forcing chains last, what Hint follows) until the next step is the technique's. It is
then checked twice (``is_exercise``): with the technique switched off, every technique the
teaching path tries before it (``switched_off``) is stuck there; with it on, it finds a
step. So Hint, on an exercise, names the exercise's technique.

``solver.gym.hunt`` looks for one (in the bank of positions, then in new puzzles); the
result is plain data, so a worker process can send it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass

from solver.explain import SolvingPath, path_order
from solver.gym.lessons import FORCING_CHAINS, LESSON_OF, Lesson
from solver.se.engine import Stop
from solver.techniques import (
    TECHNIQUES,
    Position,
    Step,
    Technique,
    apply_step,
    initial_masks,
)
from solver.techniques.registry import ROW, Tier


def _order(should_stop: Callable[[], bool] | None = None) -> tuple[Technique, ...]:
    """The teaching path on a puzzle with one solution: its techniques, SE's chaining rungs
    after them (polling ``should_stop``: they raise ``Stop`` when it says so)."""
    return path_order(SolvingPath.TEACHING, True, should_stop)


def _split(lesson: Lesson) -> tuple[tuple[Technique, ...], tuple[Technique, ...]]:
    """The teaching path's techniques before ``lesson``'s, and the lesson's own (SE's
    chaining rungs for forcing chains)."""
    order = _order()
    if lesson.technique == FORCING_CHAINS:
        first = len(TECHNIQUES)
        return order[:first], order[first:]
    first = next(i for i, t in enumerate(order) if t.name == lesson.technique)
    return order[:first], order[first : first + 1]


# Walking one source puzzle stops after this many steps (a path is at most ~81 placements
# plus eliminations; a longer walk means something went wrong).
MAX_WALK = 400


@dataclass(frozen=True)
class TechniqueExercise:
    """A position where ``technique`` is the next step that makes progress.

    ``givens`` (81, 0 empty) are the puzzle's clues, ``digits`` the givens and the digits
    placed so far, ``candidates`` 81 masks (bit ``1 << (d - 1)`` per candidate ``d``; a
    filled cell holds its digit alone), ``solution`` the 81 digits of the answer, ``step``
    the technique's step there, and ``source`` where the puzzle came from ("bank 12",
    "generated 7").
    """

    technique: str
    givens: tuple[int, ...]
    digits: tuple[int, ...]
    candidates: tuple[int, ...]
    solution: tuple[int, ...]
    step: Step
    source: str = ""

    @property
    def placed(self) -> frozenset[int]:
        """The filled cells (givens and placed digits)."""
        return frozenset(c for c in range(81) if self.digits[c])


def lesson_of(technique: str) -> Lesson:
    """The lesson of ``technique`` (any case); ValueError listing the names when unknown."""
    lesson = LESSON_OF.get(technique.strip().lower())
    if lesson is None:
        names = ", ".join(LESSON_OF)
        raise ValueError(f"unknown technique {technique!r}; the techniques are: {names}")
    return lesson


def switched_off(lesson: Lesson) -> tuple[Technique, ...]:
    """The techniques that must be stuck at an exercise of ``lesson``: every one the
    teaching path tries before the lesson's."""
    return _split(lesson)[0]


def lessons_at(step: Step) -> tuple[Lesson, ...]:
    """The lessons a position whose next step on the teaching path is ``step`` may
    exercise: the step's own."""
    own = lesson_of_step(step)
    return () if own is None else (own,)


def lesson_step(lesson: Lesson, masks: Sequence[int], placed: Iterable[int]) -> Step | None:
    """The lesson technique's step on ``masks`` (forcing chains: the first rung's that
    finds one), or None."""
    position = Position(masks, placed)
    return next((s for t in _split(lesson)[1] if (s := t.find(position)) is not None), None)


def is_exercise(lesson: Lesson, masks: Sequence[int], placed: Iterable[int]) -> Step | None:
    """The check, both ways: the lesson's step when every technique of ``switched_off`` is
    stuck on ``masks`` and the lesson's technique progresses; else None."""
    placed = frozenset(placed)
    position = Position(masks, placed)
    if any(t.find(position) is not None for t in switched_off(lesson)):
        return None
    step = lesson_step(lesson, masks, placed)
    if step is None or not (step.placements or step.eliminations):
        return None
    return step


def path_positions(
    masks: Sequence[int],
    placed: Iterable[int],
    should_stop: Callable[[], bool] | None = None,
) -> Iterator[tuple[list[int], set[int], Step]]:
    """The positions of the teaching path from ``masks``, each with the step
    taken there: (masks, placed cells, step), until the end, a dead end or ``should_stop``.
    The masks and cells are the walk's own: copy them to keep them."""
    masks, placed = list(masks), set(placed)
    order = _order(should_stop)
    for _ in range(MAX_WALK):
        if len(placed) == 81 or (should_stop is not None and should_stop()):
            return
        position = Position(masks, placed)
        try:
            step = next((s for t in order if (s := t.find(position)) is not None), None)
        except Stop:
            return
        if step is None:
            return
        yield masks, placed, step
        apply_step(masks, step)
        placed.update(cell for cell, _ in step.placements)
        if not all(masks):
            return


def lesson_of_step(step: Step) -> Lesson | None:
    """The lesson whose technique ``step`` is (a chaining rung's: forcing chains)."""
    row = ROW.get(step.technique)
    return LESSON_OF.get(FORCING_CHAINS if row and row.tier is Tier.FORCING else step.technique)


def find_in_path(
    lesson: Lesson,
    givens: Sequence[int],
    solution: Sequence[int],
    source: str,
    should_stop: Callable[[], bool] | None = None,
) -> TechniqueExercise | None:
    """Walk ``givens``' teaching path to the first position where the next
    step is the lesson's, and return it as an exercise once checked; None when the path
    never takes it (or ``should_stop`` says so)."""
    start = initial_masks(givens)
    for masks, placed, step in path_positions(
        start, (c for c in range(81) if givens[c]), should_stop
    ):
        if lesson in lessons_at(step):
            checked = is_exercise(lesson, masks, placed)
            if checked is not None:
                return exercise_at(lesson, givens, masks, placed, solution, checked, source)
    return None


def exercise_at(
    lesson: Lesson,
    givens: Sequence[int],
    masks: Sequence[int],
    placed: Collection[int],
    solution: Sequence[int],
    step: Step,
    source: str,
) -> TechniqueExercise:
    """The exercise at a checked position (``placed``: the filled cells; a cell with one
    candidate that is not among them is a single still to find)."""
    digits = tuple(masks[c].bit_length() if c in placed else 0 for c in range(81))
    return TechniqueExercise(
        technique=lesson.technique,
        givens=tuple(givens),
        digits=digits,
        candidates=tuple(masks),
        solution=tuple(solution),
        step=step,
        source=source,
    )
