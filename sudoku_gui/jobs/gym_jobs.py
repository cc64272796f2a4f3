"""The gym's slow work, as functions the generator's child process runs: a position that
needs one technique (``technique_exercise``) and a whole puzzle whose hardest step is that
technique (``lesson_puzzle``). Plain Python, no Qt: the child imports this module to run
them (``sudoku_gui.jobs.worker_process`` passes ``progress`` and ``should_stop``)."""

from __future__ import annotations

from collections.abc import Callable

from solver.exercises import make_exercise
from solver.generator import Generated
from solver.gym import FORCING_CHAINS, TechniqueExercise, lesson_of, make_technique_exercise

# A forcing-chains puzzle: its hardest step rates between the lesson's rating and this.
FORCING_TOP_ER = 9.5


def technique_exercise(
    technique: str,
    seed: int | None,
    *,
    progress: Callable[[object], None],
    should_stop: Callable[[], bool],
) -> TechniqueExercise | None:
    """A position where ``technique`` is the next step, or None once stopped."""
    return make_technique_exercise(technique, seed=seed, should_stop=should_stop)


def lesson_puzzle(
    technique: str,
    seed: int | None,
    *,
    progress: Callable[[object], None],
    should_stop: Callable[[], bool],
) -> Generated | None:
    """A whole puzzle whose hardest step is ``technique`` (for forcing chains: a rating in
    their range), or None once stopped."""
    lesson = lesson_of(technique)
    if lesson.technique == FORCING_CHAINS:
        made = make_exercise(
            (lesson.rating, FORCING_TOP_ER), None, "rotational", seed, should_stop, progress
        )
    else:
        made = make_exercise(None, lesson.technique, "rotational", seed, should_stop, progress)
    return None if made is None else made.generated
