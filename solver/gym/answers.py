"""The player's answer to an exercise, judged; and the three hint levels of its step.

An answer is what the player did on the board: digits placed and candidates removed. It is
right when it holds every placement and removal of the exercise's step and nothing false;
partly right when it holds some of them and nothing false; wrong when it places a digit
that is not the solution's, removes a candidate that is, or holds nothing of the step.
Removals (and placements) that are true but not the step's are listed apart: "true, but not
what this technique gives".

The hints are the app's three levels (``sudoku_gui.jobs.hints``) for the exercise's step:
where to look and the technique, then the whole argument, then the answer itself.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from solver.gym.exercise import TechniqueExercise
from solver.phrase import QT_TRANSLATE_NOOP, Phrase, joined
from solver.techniques.step import cell_list, look_at, removal_text

RIGHT, PARTLY, WRONG = "right", "partly", "wrong"

Pairs = tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class AnswerVerdict:
    """``verdict`` (RIGHT, PARTLY or WRONG), what of the step is ``missing_placements`` and
    ``missing_removals``, what is false (``wrong_placements``: not the solution's digit;
    ``wrong_removals``: the solution's digit, or not a candidate), what is true but not the
    step's (``not_from_step``: such placements, then such removals); ``message`` says it
    to the player."""

    verdict: str
    missing_placements: Pairs = ()
    missing_removals: Pairs = ()
    wrong_placements: Pairs = ()
    wrong_removals: Pairs = ()
    not_from_step: tuple[Pairs, Pairs] = ((), ())

    @property
    def right(self) -> bool:
        return self.verdict == RIGHT

    @property
    def message(self) -> Phrase:
        """The verdict in sentences: right, partly (what is missing), wrong (what cannot
        be right), and what is true but not the step's."""
        sentences = []
        if self.verdict == RIGHT:
            sentences.append(Phrase(QT_TRANSLATE_NOOP("Solver", "Right: that is the whole step.")))
        elif self.verdict == PARTLY:
            sentences.append(
                Phrase(
                    QT_TRANSLATE_NOOP("Solver", "Partly right; still to do: {rest}."),
                    rest=_changes(self.missing_placements, self.missing_removals),
                )
            )
        if self.wrong_placements or self.wrong_removals:
            sentences.append(
                Phrase(
                    QT_TRANSLATE_NOOP("Solver", "Wrong, this breaks the solution: {mistakes}."),
                    mistakes=_changes(self.wrong_placements, self.wrong_removals),
                )
            )
        elif self.verdict == WRONG:
            sentences.append(
                Phrase(
                    QT_TRANSLATE_NOOP(
                        "Solver", "Not yet: nothing of the technique's step is in your answer."
                    )
                )
            )
        if any(self.not_from_step):
            sentences.append(
                Phrase(
                    QT_TRANSLATE_NOOP(
                        "Solver", "True, but not what this technique gives: {changes}."
                    ),
                    changes=_changes(*self.not_from_step),
                )
            )
        text = sentences[0]
        for sentence in sentences[1:]:
            text = Phrase(
                QT_TRANSLATE_NOOP("Solver", "{first} {second}"), first=text, second=sentence
            )
        return text


def check_answer(
    exercise: TechniqueExercise,
    placements: Collection[tuple[int, int]],
    removals: Collection[tuple[int, int]],
) -> AnswerVerdict:
    """Judge the player's ``placements`` and ``removals`` ((cell, digit) pairs) on
    ``exercise`` (see the module)."""
    step = exercise.step
    solution, candidates = exercise.solution, exercise.candidates
    placements, removals = set(placements), set(removals)
    wrong_placements = _sorted(p for p in placements if solution[p[0]] != p[1])
    wrong_removals = _sorted(
        (cell, digit)
        for cell, digit in removals
        if solution[cell] == digit or not candidates[cell] >> (digit - 1) & 1
    )
    wanted_placements, wanted_removals = set(step.placements), set(step.eliminations)
    missing_placements = _sorted(wanted_placements - placements)
    missing_removals = _sorted(wanted_removals - removals)
    false = set(wrong_placements) | set(wrong_removals)
    not_from_step = (
        _sorted(placements - wanted_placements - false),
        _sorted(removals - wanted_removals - false),
    )
    found = (placements & wanted_placements) | (removals & wanted_removals)
    if wrong_placements or wrong_removals or not found:
        verdict = WRONG
    elif missing_placements or missing_removals:
        verdict = PARTLY
    else:
        verdict = RIGHT
    return AnswerVerdict(
        verdict,
        missing_placements,
        missing_removals,
        wrong_placements,
        wrong_removals,
        not_from_step,
    )


def _sorted(pairs) -> Pairs:
    return tuple(sorted(pairs))


def _changes(placements: Pairs, removals: Pairs) -> object:
    """Placements and removals in words: "r1c1 = 5, 7 from r4c1 and r4c8"."""
    parts = [
        Phrase(QT_TRANSLATE_NOOP("Solver", "{cell} = {digit}"), cell=cell_list([c]), digit=d)
        for c, d in placements
    ]
    if removals:
        parts.append(
            Phrase(
                QT_TRANSLATE_NOOP("Solver", "remove {removals}"), removals=removal_text(removals)
            )
        )
    return joined(parts)


def hint_levels(exercise: TechniqueExercise) -> tuple[Phrase, Phrase, Phrase]:
    """The three hints of the exercise's step: where to look and the technique, the whole
    argument, the answer (what the step places and removes)."""
    step = exercise.step
    first = look_at(step.area, step.technique)
    second = step.explanation
    if not isinstance(second, Phrase):
        second = Phrase("{text}", text=second)
    third = Phrase(
        QT_TRANSLATE_NOOP("Solver", "The answer: {changes}."),
        changes=_changes(step.placements, step.eliminations),
    )
    return first, second, third
