"""The gym's lessons: every technique of the app, in Sudoku Explainer's order, grouped in
tiers a learner climbs one after the other (singles first, forcing chains last).

A lesson names its technique (a key of ``TECHNIQUE_NAMES``, or ``"forcing chains"``, the
explained path's last resort, whose steps are the three kinds of ``FORCING``) and says in two
to four sentences how to spot the pattern and what it places or removes. The summaries are
marked for the catalogues in the context "Lessons" and kept as ``Term`` texts, so the app's
``say`` reads them in the reader's language.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from solver.phrase import QT_TRANSLATE_NOOP, Term
from solver.rating import technique_er
from solver.se_scale import FORCING
from solver.techniques import TECHNIQUE_NAMES

CONTEXT = "Lessons"
FORCING_CHAINS = "forcing chains"


class Tier(Enum):
    """A group of lessons, in the order a learner takes them; ``title`` is translatable."""

    SINGLES = "singles"
    INTERSECTIONS_AND_SUBSETS = "intersections and subsets"
    FISH_AND_WINGS = "fish and wings"
    UNIQUENESS = "uniqueness"
    CHAINS_AND_LOOPS = "chains and loops"
    ALS = "als"
    FORCING = "forcing chains and nets"

    @property
    def title(self) -> Term:
        return _TIER_TITLES[self]


_TIER_TITLES = {
    Tier.SINGLES: Term(QT_TRANSLATE_NOOP("Lessons", "Singles"), CONTEXT),
    Tier.INTERSECTIONS_AND_SUBSETS: Term(
        QT_TRANSLATE_NOOP("Lessons", "Intersections and subsets"), CONTEXT
    ),
    Tier.FISH_AND_WINGS: Term(QT_TRANSLATE_NOOP("Lessons", "Fish and wings"), CONTEXT),
    Tier.UNIQUENESS: Term(QT_TRANSLATE_NOOP("Lessons", "Uniqueness"), CONTEXT),
    Tier.CHAINS_AND_LOOPS: Term(QT_TRANSLATE_NOOP("Lessons", "Chains and loops"), CONTEXT),
    Tier.ALS: Term(QT_TRANSLATE_NOOP("Lessons", "Almost locked sets"), CONTEXT),
    Tier.FORCING: Term(QT_TRANSLATE_NOOP("Lessons", "Forcing chains and nets"), CONTEXT),
}


@dataclass(frozen=True)
class Lesson:
    """One technique to learn: its ``technique`` (see the module), its ``tier`` and a short
    ``summary`` (translatable, context "Lessons")."""

    technique: str
    tier: Tier
    summary: Term

    @property
    def step_names(self) -> frozenset[str]:
        """The technique names a step of this lesson carries (forcing chains: three)."""
        if self.technique == FORCING_CHAINS:
            return frozenset(FORCING)
        return frozenset((self.technique,))

    @property
    def rating(self) -> float:
        """The technique's usual rating on Sudoku Explainer's scale."""
        if self.technique == FORCING_CHAINS:
            return min(FORCING.values())
        return technique_er(self.technique)


def _lesson(technique: str, tier: Tier, summary: str) -> Lesson:
    return Lesson(technique, tier, Term(summary, CONTEXT))


_S, _IS, _FW = Tier.SINGLES, Tier.INTERSECTIONS_AND_SUBSETS, Tier.FISH_AND_WINGS
_U, _CL, _A, _F = Tier.UNIQUENESS, Tier.CHAINS_AND_LOOPS, Tier.ALS, Tier.FORCING

# In each tier's order as listed; LESSONS sorts each tier by Sudoku Explainer's rating.
_LESSONS = (
    _lesson("full house", _S, QT_TRANSLATE_NOOP(
        "Lessons",
        "Look for a row, column or box with a single empty cell. The one digit missing from "
        "that unit goes there.")),
    _lesson("hidden single", _S, QT_TRANSLATE_NOOP(
        "Lessons",
        "Pick a digit and a unit (a row, column or box) and look where the digit can still "
        "go. When only one cell of the unit can take it, the digit goes there, whatever "
        "else that cell could hold.")),
    _lesson("naked single", _S, QT_TRANSLATE_NOOP(
        "Lessons",
        "Look at one empty cell and cross out every digit its row, column and box already "
        "hold. When one candidate is left, that digit goes in the cell.")),
    _lesson("pointing", _IS, QT_TRANSLATE_NOOP(
        "Lessons",
        "When a digit's candidates inside a box all lie in one row or column, the digit of "
        "that box is in that line. Remove it from the rest of the line, outside the box.")),
    _lesson("claiming", _IS, QT_TRANSLATE_NOOP(
        "Lessons",
        "When a digit's candidates in a row or column all lie inside one box, the line's "
        "digit is in that box. Remove it from the box's other cells, off the line.")),
    _lesson("naked pair", _IS, QT_TRANSLATE_NOOP(
        "Lessons",
        "Two cells of a unit with the same two candidates and nothing else take those two "
        "digits between them. Remove both digits from the unit's other cells.")),
    _lesson("hidden pair", _IS, QT_TRANSLATE_NOOP(
        "Lessons",
        "When two digits can go only in the same two cells of a unit, those cells hold them. "
        "Remove every other candidate from the two cells.")),
    _lesson("naked triple", _IS, QT_TRANSLATE_NOOP(
        "Lessons",
        "Three cells of a unit whose candidates together are only three digits hold those "
        "digits (a cell may show two of them). Remove the three digits from the unit's "
        "other cells.")),
    _lesson("hidden triple", _IS, QT_TRANSLATE_NOOP(
        "Lessons",
        "When three digits can go only in the same three cells of a unit, those cells hold "
        "them. Remove every other candidate from the three cells.")),
    _lesson("naked quad", _IS, QT_TRANSLATE_NOOP(
        "Lessons",
        "Four cells of a unit whose candidates together are only four digits hold those "
        "digits. Remove the four digits from the unit's other cells.")),
    _lesson("hidden quad", _IS, QT_TRANSLATE_NOOP(
        "Lessons",
        "When four digits can go only in the same four cells of a unit, those cells hold "
        "them. Remove every other candidate from the four cells.")),
    _lesson("x-wing", _FW, QT_TRANSLATE_NOOP(
        "Lessons",
        "Find a digit that has exactly two places in each of two rows, and the places line "
        "up in the same two columns. The digit of each column is in one of those rows, so "
        "remove it from the rest of both columns (the same with rows and columns swapped).")),
    _lesson("swordfish", _FW, QT_TRANSLATE_NOOP(
        "Lessons",
        "An x-wing over three lines: a digit whose places in three rows lie within the same "
        "three columns. Those rows hold the digit of the three columns, so remove it from "
        "the columns' other cells.")),
    _lesson("jellyfish", _FW, QT_TRANSLATE_NOOP(
        "Lessons",
        "The same fish with four lines: a digit whose places in four rows lie within four "
        "columns. Remove the digit from those columns outside the four rows.")),
    _lesson("skyscraper", _FW, QT_TRANSLATE_NOOP(
        "Lessons",
        "Two rows where a digit has two places each, with one end of each in the same "
        "column. One of the two other ends holds the digit, so remove it from every cell "
        "that sees both of them.")),
    _lesson("2-string kite", _FW, QT_TRANSLATE_NOOP(
        "Lessons",
        "A digit with two places in a row and two in a column, one of each in the same box. "
        "The far ends cannot both be empty, so remove the digit from the cell that sees "
        "both far ends.")),
    _lesson("turbot fish", _FW, QT_TRANSLATE_NOOP(
        "Lessons",
        "Two strong links of one digit (units where it has two places) joined by a weak "
        "link (two cells that see each other). One of the two outer ends holds the digit: "
        "remove it from the cells that see both.")),
    _lesson("empty rectangle", _FW, QT_TRANSLATE_NOOP(
        "Lessons",
        "In a box, a digit's places all lie on one row and one column (a cross). Joined to "
        "a line where the digit has two places, it shows a cell that cannot hold the "
        "digit: remove it there.")),
    _lesson("xy-wing", _FW, QT_TRANSLATE_NOOP(
        "Lessons",
        "A pivot cell with candidates XY sees two pincers, XZ and YZ. Whatever the pivot "
        "holds, one pincer is Z, so remove Z from every cell that sees both pincers.")),
    _lesson("xyz-wing", _FW, QT_TRANSLATE_NOOP(
        "Lessons",
        "Like an xy-wing, but the pivot holds XYZ. One of the three cells is Z, so remove Z "
        "from the cells that see the pivot and both pincers.")),
    _lesson("w-wing", _FW, QT_TRANSLATE_NOOP(
        "Lessons",
        "Two cells with the same two candidates XY, joined by a unit where X has only two "
        "places, each seen by one of them. One of the two cells is Y: remove Y from the "
        "cells that see both.")),
    _lesson("unique rectangle type 1", _U, QT_TRANSLATE_NOOP(
        "Lessons",
        "Four cells on two rows, two columns and two boxes; three of them hold only the "
        "same two digits. A puzzle with one solution cannot leave both digits open in all "
        "four, so remove them from the fourth cell.")),
    _lesson("unique rectangle type 2", _U, QT_TRANSLATE_NOOP(
        "Lessons",
        "A unique rectangle whose two roof cells hold the same extra digit. One of them "
        "must hold it, so remove that digit from every cell that sees both roof cells.")),
    _lesson("unique rectangle type 3", _U, QT_TRANSLATE_NOOP(
        "Lessons",
        "A unique rectangle whose roof cells carry extra digits, which act as one cell. "
        "With other cells of their unit they form a naked subset: remove its digits from "
        "the rest of the unit.")),
    _lesson("unique rectangle type 4", _U, QT_TRANSLATE_NOOP(
        "Lessons",
        "A unique rectangle where one of its two digits can go only in the two roof cells "
        "of their unit. The roof then holds that digit, so remove the other digit of the "
        "rectangle from both roof cells.")),
    _lesson("hidden rectangle", _U, QT_TRANSLATE_NOOP(
        "Lessons",
        "A rectangle with one cell holding just the two digits, where one digit has only "
        "two places in the lines through the opposite corner. To avoid two solutions, "
        "remove the other digit from that corner.")),
    _lesson("bug+1", _U, QT_TRANSLATE_NOOP(
        "Lessons",
        "Every open cell has two candidates except one with three, and each digit has two "
        "places per unit except in that cell. Without the extra digit the puzzle would "
        "have two solutions, so that cell takes it.")),
    _lesson("finned x-wing", _FW, QT_TRANSLATE_NOOP(
        "Lessons",
        "An x-wing with extra places (the fin) in one box. Either the x-wing holds or the "
        "fin does: remove the digit from the cells that the x-wing would clear and that "
        "also see the fin.")),
    _lesson("sashimi x-wing", _FW, QT_TRANSLATE_NOOP(
        "Lessons",
        "A finned x-wing with one corner missing. The same rule applies: remove the digit "
        "where the fish would and the fin's box agrees.")),
    _lesson("finned swordfish", _FW, QT_TRANSLATE_NOOP(
        "Lessons",
        "A swordfish with extra places (the fin) in one box. Either the fish holds or the "
        "fin does: remove the digit from the cells that the fish clears and that see every "
        "cell of the fin.")),
    _lesson("sashimi swordfish", _FW, QT_TRANSLATE_NOOP(
        "Lessons",
        "A finned swordfish missing a corner; the fin completes it. Remove the digit where "
        "the fish and the fin agree.")),
    _lesson("finned jellyfish", _FW, QT_TRANSLATE_NOOP(
        "Lessons",
        "A jellyfish with extra places (the fin) in one box. Either the fish holds or the "
        "fin does: remove the digit from the cells that the fish clears and that see every "
        "cell of the fin.")),
    _lesson("sashimi jellyfish", _FW, QT_TRANSLATE_NOOP(
        "Lessons",
        "A finned jellyfish missing a corner; the fin completes it. Remove the digit where "
        "the fish and the fin agree.")),
    _lesson("simple colouring", _CL, QT_TRANSLATE_NOOP(
        "Lessons",
        "Follow one digit along its strong links (units where it has two places), giving "
        "the cells two colours in turn. One colour is true: a colour that meets itself is "
        "false, and a cell that sees both colours loses the digit.")),
    _lesson("multi-colouring", _CL, QT_TRANSLATE_NOOP(
        "Lessons",
        "Colour two separate clusters of one digit. When a colour of one cluster sees both "
        "colours of the other, it is false; cells that see opposite colours of linked "
        "clusters lose the digit.")),
    _lesson("x-chain", _CL, QT_TRANSLATE_NOOP(
        "Lessons",
        "A chain of one digit alternating strong and weak links, starting and ending with a "
        "strong link. One of its ends holds the digit, so remove it from cells that see "
        "both ends.")),
    _lesson("xy-chain", _CL, QT_TRANSLATE_NOOP(
        "Lessons",
        "A chain of two-candidate cells, each sharing a digit with the next, that starts "
        "and ends on the same digit Z. One end is Z: remove Z from the cells that see both "
        "ends.")),
    _lesson("nice loop", _CL, QT_TRANSLATE_NOOP(
        "Lessons",
        "A chain of alternating strong and weak links that returns to its start. A "
        "continuous loop turns its weak links strong and removes their digits elsewhere; a "
        "loop broken at one node places or removes a candidate there.")),
    _lesson("aic", _CL, QT_TRANSLATE_NOOP(
        "Lessons",
        "An alternating inference chain mixes links of one digit in a unit and links of two "
        "digits in a cell. If its ends are the same digit, remove it from the cells that "
        "see both; if they share a cell, keep only the two end digits there.")),
    _lesson("grouped aic", _CL, QT_TRANSLATE_NOOP(
        "Lessons",
        "An alternating chain whose nodes may be groups: two or three places of a digit in "
        "one box and one line, acting as one node. The ends conclude as in a plain chain.")),
    _lesson("grouped nice loop", _CL, QT_TRANSLATE_NOOP(
        "Lessons",
        "A nice loop through grouped nodes (a digit's places in one box and one line). It "
        "concludes as a plain loop does.")),
    _lesson("sue de coq", _A, QT_TRANSLATE_NOOP(
        "Lessons",
        "Two or three cells where a box meets a line, with candidates split between a set "
        "of the line and a set of the box that share no digit. Each set's digits leave the "
        "rest of its unit.")),
    _lesson("als-xz", _A, QT_TRANSLATE_NOOP(
        "Lessons",
        "An almost locked set is N cells of a unit with N+1 candidates. Two such sets that "
        "share a digit X whose places all see each other (restricted common) lock a second "
        "shared digit Z: remove Z from cells that see all its places in both sets.")),
    _lesson("als-xy-wing", _A, QT_TRANSLATE_NOOP(
        "Lessons",
        "Three almost locked sets: a pivot linked to two others by restricted common "
        "digits X and Y. The two outer sets share Z: remove Z from cells that see all its "
        "places in both.")),
    _lesson("als chain", _A, QT_TRANSLATE_NOOP(
        "Lessons",
        "A chain of almost locked sets, each linked to the next by a restricted common "
        "digit. The two end sets share a digit Z: remove Z from cells that see its places "
        "in both.")),
    _lesson("aic with als", _A, QT_TRANSLATE_NOOP(
        "Lessons",
        "An alternating inference chain that passes through almost locked sets: removing a "
        "digit from a set locks the others. Its ends conclude as in a plain chain.")),
    _lesson("nice loop with als", _A, QT_TRANSLATE_NOOP(
        "Lessons",
        "A nice loop with almost locked sets among its nodes. It concludes as a plain loop "
        "does.")),
    _lesson("death blossom", _A, QT_TRANSLATE_NOOP(
        "Lessons",
        "A stem cell whose every candidate is linked to an almost locked set (its petal) "
        "holding that digit. Whatever the stem holds, one petal locks, so a digit shared by "
        "all petals leaves the cells that see all its places.")),
    _lesson(FORCING_CHAINS, _F, QT_TRANSLATE_NOOP(
        "Lessons",
        "Assume a candidate and follow the singles it forces. If that leads to a "
        "contradiction, the candidate is false; if every candidate of a cell (or every "
        "place of a digit in a unit) forces the same result, that result is true.")),
)  # fmt: skip

_ENGINE_ORDER = {name: index for index, name in enumerate(TECHNIQUE_NAMES)}

LESSONS: tuple[Lesson, ...] = tuple(
    sorted(
        _LESSONS,
        key=lambda lesson: (
            list(Tier).index(lesson.tier),
            lesson.rating,
            _ENGINE_ORDER.get(lesson.technique, len(_ENGINE_ORDER)),
        ),
    )
)
LESSON_OF: dict[str, Lesson] = {lesson.technique: lesson for lesson in LESSONS}
