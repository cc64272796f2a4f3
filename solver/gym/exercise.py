"""Exercises that need one technique: a position (givens, placed digits and candidates, not
only a whole puzzle) where that technique is the next step that makes progress.

A position is found by walking a puzzle's logical path in Sudoku Explainer's order
(``solver.se_path``, forcing chains last, as ``solver.explain`` does) until the next step is
the technique's. It is then checked twice (``is_exercise``): with the technique switched off,
every technique SE tries before it (``switched_off``: all it rates lower, and those of equal
rating it lists first) is stuck there; with it on, it finds a step.

``solver.gym.hunt`` looks for one (in the bank of positions, then in new puzzles); the
result is plain data, so a worker process can send it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass

from solver.gym.lessons import FORCING_CHAINS, LESSON_OF, Lesson
from solver.se_path import DIRECT, se_order
from solver.se_scale import FORCING, se_rating
from solver.techniques import TECHNIQUES, Position, Step, Technique, apply_step, initial_masks
from solver.techniques.forcing import forcing_chains

_LOGIC = (*TECHNIQUES, forcing_chains(se_rating))
_ORDER = se_order(_LOGIC)
_DIRECT_BASE = {name: base for name, base, _ in DIRECT}
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


def _belongs(technique: Technique, lesson: Lesson) -> bool:
    """Whether ``technique`` (an entry of SE's order) is the lesson's technique or its
    direct variant (a pointing that leaves a hidden single is still the pointing)."""
    return _DIRECT_BASE.get(technique.name, technique.name) == lesson.technique


# Techniques SE tries before a lesson's that find every pattern of the lesson, in a more
# general form: a colour trap or wrap is an X-chain or X-loop, an AIC a broken nice loop, an
# ALS-XY-wing an ALS chain of three sets. They stay on at the lesson's exercises (else no
# position would ever need the lesson): it is the first of its kind to apply there.
MORE_GENERAL = {
    "simple colouring": frozenset({"x-chain"}),
    "multi-colouring": frozenset({"x-chain"}),
    "aic": frozenset({"nice loop"}),
    "grouped nice loop": frozenset({"grouped aic"}),
    "nice loop with als": frozenset({"aic with als"}),
    "als-xy-wing": frozenset({"als chain"}),
}


def switched_off(lesson: Lesson) -> tuple[Technique, ...]:
    """The techniques that must be stuck at an exercise of ``lesson``: every one SE tries
    before the lesson's (all those it rates lower, and those of the same rating it lists
    first: an xyz-wing is also the smallest ALS-XZ, which SE lists after it), without the
    lesson's own direct variant (a pointing that leaves a hidden single) and the lesson's
    ``MORE_GENERAL`` forms."""
    first = next(i for i, t in enumerate(_ORDER) if t.name == lesson.technique)
    general = MORE_GENERAL.get(lesson.technique, frozenset())
    return tuple(t for t in _ORDER[:first] if not _belongs(t, lesson) and t.name not in general)


def lessons_at(step: Step) -> tuple[Lesson, ...]:
    """The lessons a position whose next step in SE's order is ``step`` may exercise: the
    step's own, and those it is the more general form of."""
    own = lesson_of_step(step)
    if own is None:
        return ()
    special = [
        LESSON_OF[name] for name, general in MORE_GENERAL.items() if own.technique in general
    ]
    return (own, *special)


def lesson_step(lesson: Lesson, masks: Sequence[int], placed: Iterable[int]) -> Step | None:
    """The lesson technique's step on ``masks``, or None. (Its direct variant, which SE
    tries first, sees nothing the plain technique does not: the plain step is the one to
    teach.)"""
    position = Position(masks, placed)
    for technique in _ORDER:
        if technique.name == lesson.technique:
            step = technique.find(position)
            if step is not None:
                return step
    return None


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
    """The positions of the logical path from ``masks`` in SE's order, each with the step
    taken there: (masks, placed cells, step), until the end, a dead end or ``should_stop``.
    The masks and cells are the walk's own: copy them to keep them."""
    masks, placed = list(masks), set(placed)
    for _ in range(MAX_WALK):
        if len(placed) == 81 or (should_stop is not None and should_stop()):
            return
        position = Position(masks, placed)
        step = next((s for t in _ORDER if (s := t.find(position)) is not None), None)
        if step is None:
            return
        yield masks, placed, step
        apply_step(masks, step)
        placed.update(cell for cell, _ in step.placements)
        if not all(masks):
            return


def lesson_of_step(step: Step) -> Lesson | None:
    """The lesson whose technique ``step`` is (a direct variant counts as its base)."""
    name = _DIRECT_BASE.get(step.technique, step.technique)
    return LESSON_OF.get(FORCING_CHAINS if name in FORCING else name)


def find_in_path(
    lesson: Lesson,
    givens: Sequence[int],
    solution: Sequence[int],
    source: str,
    should_stop: Callable[[], bool] | None = None,
) -> TechniqueExercise | None:
    """Walk ``givens``' logical path in SE's order to the first position where the next
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
