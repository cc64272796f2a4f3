"""The gym's lessons: every technique of the teaching path, grouped in tiers a learner climbs
one after the other (singles first, forcing chains last), each tier in the path's order.

A lesson names its technique (a row of the registry, ``solver.techniques.registry``, whose
summary it teaches; or ``"forcing chains"``, the teaching path's last resort, whose steps
are SE's chaining rungs) and says in two to four sentences how to spot the pattern and what
it places or removes. The summaries are marked for the catalogues in the context "Lessons"
and kept as ``Term`` texts, so the app's ``say`` reads them in the reader's language.
"""

from __future__ import annotations

from dataclasses import dataclass

from solver.phrase import QT_TRANSLATE_NOOP, Term
from solver.techniques.registry import LESSONS_CONTEXT as CONTEXT
from solver.techniques.registry import REGISTRY, ROW, Tier

FORCING_CHAINS = QT_TRANSLATE_NOOP("Techniques", "forcing chains")  # the lesson's title
# SE's chaining rungs, the forcing chains lesson's steps. Its rating is SE's Nishio's, where
# the forcing chains proper begin (SE's cycles and forcing X-chains, rated lower, are nice
# loops and AICs, which the teaching path tries before).
_RUNGS = tuple(row for row in REGISTRY if row.tier is Tier.FORCING)
_FORCING_RATING = ROW["nishio forcing chains"].se_rating


@dataclass(frozen=True)
class Lesson:
    """One technique to learn: its ``technique`` (see the module), its ``tier``, a short
    ``summary`` (translatable, context "Lessons"), the technique names its steps carry
    (``step_names``: SE's chaining rungs for forcing chains) and its usual ``rating`` on
    Sudoku Explainer's scale."""

    technique: str
    tier: Tier
    summary: Term
    step_names: frozenset[str]
    rating: float


_FORCING_SUMMARY = QT_TRANSLATE_NOOP(
    "Lessons",
    "Assume a candidate and follow the singles it forces. If that leads to a "
    "contradiction, the candidate is false; if every candidate of a cell (or every "
    "place of a digit in a unit) forces the same result, that result is true.",
)

# Tier by tier, each tier's lessons in the teaching path's order (the registry's).
LESSONS: tuple[Lesson, ...] = (
    *sorted(
        (
            Lesson(row.name, row.tier, Term(row.summary, CONTEXT), frozenset((row.name,)),
                   row.usual_rating)
            for row in REGISTRY
            if row.technique is not None
        ),
        key=lambda lesson: list(Tier).index(lesson.tier),
    ),
    Lesson(FORCING_CHAINS, Tier.FORCING, Term(_FORCING_SUMMARY, CONTEXT),
           frozenset(row.name for row in _RUNGS), _FORCING_RATING),
)  # fmt: skip
LESSON_OF: dict[str, Lesson] = {lesson.technique: lesson for lesson in LESSONS}
