"""The registry of techniques: one row per technique a step can name, holding every fact the
app keeps about it (HoDoKu's StepConfig is the model).

A row has the technique's names (``name``, the key a step carries and the msgid, context
"Techniques", of its translated title; HoDoKu's and SudokuWiki's name; Sudoku Explainer's),
its ``family`` (the module that finds it), its ``technique`` (the finder, when the teaching
path runs it), its SE rating and its place on SE's rating path, its ``tier`` of the
teaching path and the gym, and its lesson's ``summary``. Every order and table is derived
from the rows:

* **the teaching path** (``TEACHING_PATH``; ``solver.explain.path_order`` adds the rungs):
  what Hint, Explain solution and the logic badges take, easiest first as a person sees
  it, like HoDoKu's and SudokuWiki's solvers: the rows in the order listed, then SE's
  chaining rungs, the forcing chains, as the last resort. The gym's lessons follow it tier
  by tier, and its exercises are positions where a lesson's technique is the teaching
  path's next step.
* **the rating path** (``solver.se_path.se_path_order``): Sudoku Explainer's, for ER/EP/ED:
  the rows with a ``rating_place``, sorted on it (a stable sort: rows of one place keep the
  order listed here), with SE's own patterns that the rating needs (the rows without a
  finder here: direct hidden sets and locked candidates, SE's unique loops and BUG types,
  aligned exclusions).
* the SE rating of a step whose technique always rates the same (``solver.se_scale.se_rating``
  reads the row), a technique's usual rating (``usual_rating``: the gym's and the
  generator's levels), the logic strategy's techniques (``SEARCH_TECHNIQUES``), the gym's
  lessons (``solver.gym.lessons``) and the window's translated names
  (``sudoku_gui.support.technique_names``: every row's ``name`` is marked here, context
  "Techniques").
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum

from solver.phrase import QT_TRANSLATE_NOOP, Term
from solver.techniques.als import als_chain, als_xy_wing, als_xz
from solver.techniques.chains import aic, nice_loop, x_chain, xy_chain
from solver.techniques.coloring import find_simple_colouring, multi_colourings
from solver.techniques.death_blossom import death_blossom
from solver.techniques.fish import fish
from solver.techniques.intersections import claimings, find_claiming, find_pointing, pointings
from solver.techniques.se_rungs import SE_CHAINING
from solver.techniques.single_digit import (
    empty_rectangle,
    skyscraper,
    turbot_fish,
    two_string_kite,
)
from solver.techniques.singles import (
    find_hidden_single,
    find_naked_single,
    full_houses,
    hidden_singles,
    naked_singles,
)
from solver.techniques.step import Technique
from solver.techniques.step import technique as enumerated
from solver.techniques.subsets import (
    hidden_subset_finder,
    hidden_subsets,
    naked_subset_finder,
    naked_subsets,
)
from solver.techniques.sue_de_coq import sue_de_coq
from solver.techniques.uniqueness import uniqueness
from solver.techniques.wings import w_wings, xy_wings, xyz_wings

LESSONS_CONTEXT = "Lessons"


class Family(Enum):
    """What kind of pattern a technique looks for (its module, mostly)."""

    SINGLES = "singles"
    INTERSECTIONS = "intersections"
    SUBSETS = "subsets"
    FISH = "fish"
    SINGLE_DIGIT = "single digit"
    WINGS = "wings"
    UNIQUENESS = "uniqueness"
    COLOURING = "colouring"
    CHAINS = "chains"
    ALS = "almost locked sets"
    EXCLUSION = "aligned exclusion"
    FORCING = "forcing chains"


class Tier(Enum):
    """A stage of the teaching path and a group of the gym's lessons, in the order a learner
    takes them; ``title`` is translatable (context "Lessons")."""

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
    Tier.SINGLES: Term(QT_TRANSLATE_NOOP("Lessons", "Singles"), LESSONS_CONTEXT),
    Tier.INTERSECTIONS_AND_SUBSETS: Term(
        QT_TRANSLATE_NOOP("Lessons", "Intersections and subsets"), LESSONS_CONTEXT
    ),
    Tier.FISH_AND_WINGS: Term(QT_TRANSLATE_NOOP("Lessons", "Fish and wings"), LESSONS_CONTEXT),
    Tier.UNIQUENESS: Term(QT_TRANSLATE_NOOP("Lessons", "Uniqueness"), LESSONS_CONTEXT),
    Tier.CHAINS_AND_LOOPS: Term(QT_TRANSLATE_NOOP("Lessons", "Chains and loops"), LESSONS_CONTEXT),
    Tier.ALS: Term(QT_TRANSLATE_NOOP("Lessons", "Almost locked sets"), LESSONS_CONTEXT),
    Tier.FORCING: Term(QT_TRANSLATE_NOOP("Lessons", "Forcing chains and nets"), LESSONS_CONTEXT),
}


@dataclass(frozen=True)
class TechniqueRow:
    """Everything about one technique (see the module docstring).

    ``name``: what its steps carry, and the msgid of its title (context "Techniques").
    ``hodoku``: HoDoKu's and SudokuWiki's name; ``se``: Sudoku Explainer's (SukakuExplainer's),
    empty when SE has no such technique. ``technique``: its finder on the teaching path (None
    for SE's own patterns, which ``solver.se_path`` builds, and SE's chaining rungs).
    ``se_rating``: its rating on SE's scale (the usual, lowest one when a step's size or
    length changes it: ``solver.se_scale.se_rating`` rates each step); ``rating_place``: where
    SE's rating path tries it (None: not on that path, SE's chaining rungs do its work
    there). ``tier``: its stage of the teaching path (None: not taught, SE's own patterns);
    ``summary``: its lesson (context "Lessons"; SE's chaining rungs share the forcing
    chains lesson).
    """

    name: str
    family: Family
    hodoku: str
    se: str
    se_rating: float
    rating_place: float | None = None
    tier: Tier | None = None
    technique: Technique | None = None
    summary: str = ""

    @property
    def title(self) -> Term:
        """The name in the reader's language."""
        return Term(self.name, "Techniques")

    @property
    def usual_rating(self) -> float:
        """The rating that orders the technique among others (its place on SE's path, or its
        rating when SE does not have it)."""
        return self.se_rating if self.rating_place is None else self.rating_place


def _taught(
    title: str,
    technique: Technique,
    family: Family,
    tier: Tier,
    hodoku: str,
    se: str,
    se_rating: float,
    rating_place: float | None,
    summary: str,
) -> TechniqueRow:
    """A row of the teaching path (``rating_place`` None: not on SE's rating path); its
    ``title`` (the name of ``technique``) marked for translation."""
    if title != technique.name:
        raise ValueError(f"the title {title!r} is not the name {technique.name!r}")
    return TechniqueRow(
        technique.name, family, hodoku, se, se_rating, rating_place, tier, technique, summary
    )


def _se_only(name: str, family: Family, se: str, se_rating: float, place=None) -> TechniqueRow:
    """A row of SE's own patterns: on the rating path only (``place`` defaults to the
    rating)."""
    return TechniqueRow(name, family, "", se, se_rating, se_rating if place is None else place)


_S, _I, _SU, _F, _SD = (
    Family.SINGLES,
    Family.INTERSECTIONS,
    Family.SUBSETS,
    Family.FISH,
    Family.SINGLE_DIGIT,
)
_W, _U, _C, _CH, _A = Family.WINGS, Family.UNIQUENESS, Family.COLOURING, Family.CHAINS, Family.ALS
_TS, _TI, _TF = Tier.SINGLES, Tier.INTERSECTIONS_AND_SUBSETS, Tier.FISH_AND_WINGS
_TU, _TC, _TA = Tier.UNIQUENESS, Tier.CHAINS_AND_LOOPS, Tier.ALS

# The teaching path, easiest first (the rows' order is also the rating path's order between
# rows of one rating place). Columns: finder, family, tier, HoDoKu's name,
# SE's name, SE rating, place on SE's path (None: SE's chaining rungs do it there), lesson.
_TAUGHT = (
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "full house"),
        enumerated("full house", 0, full_houses),
        _S,
        _TS,
        "Full House",
        "Full House",
        1.0,
        1.0,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "Look for a row, column or box with a single empty cell. The one digit missing from "
            "that unit goes there.",
        ),
    ),
    # 1.2 in a box (se_rating)
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "hidden single"),
        Technique("hidden single", 0, find_hidden_single, hidden_singles),
        _S,
        _TS,
        "Hidden Single",
        "Hidden Single",
        1.5,
        1.5,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "Pick a digit and a unit (a row, column or box) and look where the digit can still "
            "go. When only one cell of the unit can take it, the digit goes there, whatever "
            "else that cell could hold.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "naked single"),
        Technique("naked single", 0, find_naked_single, naked_singles),
        _S,
        _TS,
        "Naked Single",
        "Naked Single",
        2.3,
        2.3,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "Look at one empty cell and cross out every digit its row, column and box already "
            "hold. When one candidate is left, that digit goes in the cell.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "pointing"),
        Technique("pointing", 0, find_pointing, pointings),
        _I,
        _TI,
        "Locked Candidates Type 1 (Pointing)",
        "Pointing",
        2.6,
        2.6,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "When a digit's candidates inside a box all lie in one row or column, the digit of "
            "that box is in that line. Remove it from the rest of the line, outside the box.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "claiming"),
        Technique("claiming", 0, find_claiming, claimings),
        _I,
        _TI,
        "Locked Candidates Type 2 (Claiming)",
        "Claiming",
        2.8,
        2.8,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "When a digit's candidates in a row or column all lie inside one box, the line's "
            "digit is in that box. Remove it from the box's other cells, off the line.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "naked pair"),
        Technique("naked pair", 0, naked_subset_finder(2), naked_subsets(2)),
        _SU,
        _TI,
        "Naked Pair",
        "Naked Pair",
        3.0,
        3.0,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "Two cells of a unit with the same two candidates and nothing else take those two "
            "digits between them. Remove both digits from the unit's other cells.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "hidden pair"),
        Technique("hidden pair", 0, hidden_subset_finder(2), hidden_subsets(2)),
        _SU,
        _TI,
        "Hidden Pair",
        "Hidden Pair",
        3.4,
        3.4,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "When two digits can go only in the same two cells of a unit, those cells hold them. "
            "Remove every other candidate from the two cells.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "naked triple"),
        Technique("naked triple", 0, naked_subset_finder(3), naked_subsets(3)),
        _SU,
        _TI,
        "Naked Triple",
        "Naked Triplet",
        3.6,
        3.6,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "Three cells of a unit whose candidates together are only three digits hold those "
            "digits (a cell may show two of them). Remove the three digits from the unit's "
            "other cells.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "hidden triple"),
        Technique("hidden triple", 0, hidden_subset_finder(3), hidden_subsets(3)),
        _SU,
        _TI,
        "Hidden Triple",
        "Hidden Triplet",
        4.0,
        4.0,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "When three digits can go only in the same three cells of a unit, those cells hold "
            "them. Remove every other candidate from the three cells.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "naked quad"),
        Technique("naked quad", 0, naked_subset_finder(4), naked_subsets(4)),
        _SU,
        _TI,
        "Naked Quadruple",
        "Naked Quad",
        5.0,
        5.0,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "Four cells of a unit whose candidates together are only four digits hold those "
            "digits. Remove the four digits from the unit's other cells.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "hidden quad"),
        Technique("hidden quad", 0, hidden_subset_finder(4), hidden_subsets(4)),
        _SU,
        _TI,
        "Hidden Quadruple",
        "Hidden Quad",
        5.4,
        5.4,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "When four digits can go only in the same four cells of a unit, those cells hold "
            "them. Remove every other candidate from the four cells.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "x-wing"),
        fish(2, "basic", 0),
        _F,
        _TF,
        "X-Wing",
        "X-Wing",
        3.2,
        3.2,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "Find a digit that has exactly two places in each of two rows, and the places line "
            "up in the same two columns. The digit of each column is in one of those rows, so "
            "remove it from the rest of both columns (the same with rows and columns swapped).",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "skyscraper"),
        skyscraper(0),
        _SD,
        _TF,
        "Skyscraper",
        "Skyscraper",
        4.0,
        4.0,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "Two rows where a digit has two places each, with one end of each in the same "
            "column. One of the two other ends holds the digit, so remove it from every cell "
            "that sees both of them.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "2-string kite"),
        two_string_kite(0),
        _SD,
        _TF,
        "2-String Kite",
        "2-String Kite",
        4.1,
        4.1,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "A digit with two places in a row and two in a column, one of each in the same box. "
            "The far ends cannot both be empty, so remove the digit from the cell that sees "
            "both far ends.",
        ),
    ),
    # SE's strong-linked fishes of 2 links come before its XY-wing: the turbot fish (4.2 on
    # the sample's rating) and the empty rectangle (4.3) too.
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "turbot fish"),
        turbot_fish(0),
        _SD,
        _TF,
        "Turbot Fish",
        "Turbot Fish",
        4.2,
        4.1,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "Two strong links of one digit (units where it has two places) joined by a weak "
            "link (two cells that see each other). One of the two outer ends holds the digit: "
            "remove it from the cells that see both.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "empty rectangle"),
        empty_rectangle(0),
        _SD,
        _TF,
        "Empty Rectangle",
        "Empty Rectangle",
        4.3,
        4.1,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "In a box, a digit's places all lie on one row and one column (a cross). Joined to "
            "a line where the digit has two places, it shows a cell that cannot hold the "
            "digit: remove it there.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "w-wing"),
        enumerated("w-wing", 0, w_wings),
        _W,
        _TF,
        "W-Wing",
        "",
        6.2,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "Two cells with the same two candidates XY, joined by a unit where X has only two "
            "places, each seen by one of them. One of the two cells is Y: remove Y from the "
            "cells that see both.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "xy-wing"),
        enumerated("xy-wing", 0, xy_wings),
        _W,
        _TF,
        "XY-Wing",
        "XY-Wing",
        4.2,
        4.2,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "A pivot cell with candidates XY sees two pincers, XZ and YZ. Whatever the pivot "
            "holds, one pincer is Z, so remove Z from every cell that sees both pincers.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "xyz-wing"),
        enumerated("xyz-wing", 0, xyz_wings),
        _W,
        _TF,
        "XYZ-Wing",
        "XYZ-Wing",
        4.4,
        4.4,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "Like an xy-wing, but the pivot holds XYZ. One of the three cells is Z, so remove Z "
            "from the cells that see the pivot and both pincers.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "swordfish"),
        fish(3, "basic", 0),
        _F,
        _TF,
        "Swordfish",
        "Swordfish",
        3.8,
        3.8,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "An x-wing over three lines: a digit whose places in three rows lie within the same "
            "three columns. Those rows hold the digit of the three columns, so remove it from "
            "the columns' other cells.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "finned x-wing"),
        fish(2, "finned", 0),
        _F,
        _TF,
        "Finned X-Wing",
        "",
        5.4,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "An x-wing with extra places (the fin) in one box. Either the x-wing holds or the "
            "fin does: remove the digit from the cells that the x-wing would clear and that "
            "also see the fin.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "sashimi x-wing"),
        fish(2, "sashimi", 0),
        _F,
        _TF,
        "Sashimi X-Wing",
        "",
        5.4,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "A finned x-wing with one corner missing. The same rule applies: remove the digit "
            "where the fish would and the fin's box agrees.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "jellyfish"),
        fish(4, "basic", 0),
        _F,
        _TF,
        "Jellyfish",
        "Jellyfish",
        5.2,
        5.2,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "The same fish with four lines: a digit whose places in four rows lie within four "
            "columns. Remove the digit from those columns outside the four rows.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "finned swordfish"),
        fish(3, "finned", 0),
        _F,
        _TF,
        "Finned Swordfish",
        "",
        6.1,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "A swordfish with extra places (the fin) in one box. Either the fish holds or the "
            "fin does: remove the digit from the cells that the fish clears and that see every "
            "cell of the fin.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "sashimi swordfish"),
        fish(3, "sashimi", 0),
        _F,
        _TF,
        "Sashimi Swordfish",
        "",
        5.8,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "A finned swordfish missing a corner; the fin completes it. Remove the digit where "
            "the fish and the fin agree.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "finned jellyfish"),
        fish(4, "finned", 0),
        _F,
        _TF,
        "Finned Jellyfish",
        "",
        6.6,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "A jellyfish with extra places (the fin) in one box. Either the fish holds or the "
            "fin does: remove the digit from the cells that the fish clears and that see every "
            "cell of the fin.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "sashimi jellyfish"),
        fish(4, "sashimi", 0),
        _F,
        _TF,
        "Sashimi Jellyfish",
        "",
        6.6,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "A finned jellyfish missing a corner; the fin completes it. Remove the digit where "
            "the fish and the fin agree.",
        ),
    ),
    # SE's own unique rectangles and loops stand for types 1 to 4 on its path.
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "unique rectangle type 1"),
        uniqueness("unique rectangle type 1", 0),
        _U,
        _TU,
        "Uniqueness Test 1",
        "",
        4.5,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "Four cells on two rows, two columns and two boxes; three of them hold only the "
            "same two digits. A puzzle with one solution cannot leave both digits open in all "
            "four, so remove them from the fourth cell.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "unique rectangle type 2"),
        uniqueness("unique rectangle type 2", 0),
        _U,
        _TU,
        "Uniqueness Test 2",
        "",
        4.5,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "A unique rectangle whose two roof cells hold the same extra digit. One of them "
            "must hold it, so remove that digit from every cell that sees both roof cells.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "unique rectangle type 4"),
        uniqueness("unique rectangle type 4", 0),
        _U,
        _TU,
        "Uniqueness Test 4",
        "",
        4.5,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "A unique rectangle where one of its two digits can go only in the two roof cells "
            "of their unit. The roof then holds that digit, so remove the other digit of the "
            "rectangle from both roof cells.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "unique rectangle type 3"),
        uniqueness("unique rectangle type 3", 0),
        _U,
        _TU,
        "Uniqueness Test 3",
        "",
        4.7,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "A unique rectangle whose roof cells carry extra digits, which act as one cell. "
            "With other cells of their unit they form a naked subset: remove its digits from "
            "the rest of the unit.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "hidden rectangle"),
        uniqueness("hidden rectangle", 0),
        _U,
        _TU,
        "Hidden Rectangle",
        "",
        6.3,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "A rectangle with one cell holding just the two digits, where one digit has only "
            "two places in the lines through the opposite corner. To avoid two solutions, "
            "remove the other digit from that corner.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "bug+1"),
        uniqueness("bug+1", 0),
        _U,
        _TU,
        "Bivalue Universal Grave + 1",
        "BUG type 1",
        5.6,
        5.6,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "Every open cell has two candidates except one with three, and each digit has two "
            "places per unit except in that cell. Without the extra digit the puzzle would "
            "have two solutions, so that cell takes it.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "simple colouring"),
        Technique("simple colouring", 0, find_simple_colouring),
        _C,
        _TC,
        "Simple Colors",
        "",
        5.8,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "Follow one digit along its strong links (units where it has two places), giving "
            "the cells two colours in turn. One colour is true: a colour that meets itself is "
            "false, and a cell that sees both colours loses the digit.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "multi-colouring"),
        enumerated("multi-colouring", 0, multi_colourings),
        _C,
        _TC,
        "Multi Colors",
        "",
        6.6,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "Colour two separate clusters of one digit. When a colour of one cluster sees both "
            "colours of the other, it is false; cells that see opposite colours of linked "
            "clusters lose the digit.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "sue de coq"),
        sue_de_coq(0),
        _A,
        _TA,
        "Sue de Coq",
        "",
        6.2,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "Two or three cells where a box meets a line, with candidates split between a set "
            "of the line and a set of the box that share no digit. Each set's digits leave the "
            "rest of its unit.",
        ),
    ),
    # On SE's path: SE's strong-linked fishes of 3 and 4 links, by their rating.
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "x-chain"),
        x_chain("x-chain", 0),
        _CH,
        _TC,
        "X-Chain",
        "Strong-Linked Fish",
        5.4,
        5.4,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "A chain of one digit alternating strong and weak links, starting and ending with a "
            "strong link. One of its ends holds the digit, so remove it from cells that see "
            "both ends.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "xy-chain"),
        xy_chain("xy-chain", 0),
        _CH,
        _TC,
        "XY-Chain",
        "",
        6.6,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "A chain of two-candidate cells, each sharing a digit with the next, that starts "
            "and ends on the same digit Z. One end is Z: remove Z from the cells that see both "
            "ends.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "nice loop"),
        nice_loop("nice loop", 0),
        _CH,
        _TC,
        "Continuous Nice Loop",
        "",
        6.7,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "A chain of alternating strong and weak links that returns to its start. A "
            "continuous loop turns its weak links strong and removes their digits elsewhere; a "
            "loop broken at one node places or removes a candidate there.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "aic"),
        aic("aic", 0),
        _CH,
        _TC,
        "Discontinuous Nice Loop / AIC",
        "",
        7.0,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "An alternating inference chain mixes links of one digit in a unit and links of two "
            "digits in a cell. If its ends are the same digit, remove it from the cells that "
            "see both; if they share a cell, keep only the two end digits there.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "grouped nice loop"),
        nice_loop("grouped nice loop", 0, grouped=True),
        _CH,
        _TC,
        "Grouped Nice Loop",
        "",
        7.2,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "A nice loop through grouped nodes (a digit's places in one box and one line). It "
            "concludes as a plain loop does.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "grouped aic"),
        aic("grouped aic", 0, grouped=True),
        _CH,
        _TC,
        "Grouped AIC",
        "",
        7.2,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "An alternating chain whose nodes may be groups: two or three places of a digit in "
            "one box and one line, acting as one node. The ends conclude as in a plain chain.",
        ),
    ),
    # On SE's path by the sizes of its sets: SE's XYZ- to TUVWXYZ-wings (solver.se_path).
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "als-xz"),
        als_xz(0),
        _A,
        _TA,
        "Almost Locked Set XZ-Rule",
        "WXYZ-Wing",
        4.4,
        4.4,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "An almost locked set is N cells of a unit with N+1 candidates. Two such sets that "
            "share a digit X whose places all see each other (restricted common) lock a second "
            "shared digit Z: remove Z from cells that see all its places in both sets.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "als-xy-wing"),
        als_xy_wing(0),
        _A,
        _TA,
        "Almost Locked Set XY-Wing",
        "",
        8.0,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "Three almost locked sets: a pivot linked to two others by restricted common "
            "digits X and Y. The two outer sets share Z: remove Z from cells that see all its "
            "places in both.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "als chain"),
        als_chain(0),
        _A,
        _TA,
        "Almost Locked Set XY-Chain",
        "",
        7.6,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "A chain of almost locked sets, each linked to the next by a restricted common "
            "digit. The two end sets share a digit Z: remove Z from cells that see its places "
            "in both.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "nice loop with als"),
        nice_loop("nice loop with als", 0, als=True),
        _A,
        _TA,
        "Grouped Nice Loop with ALS nodes",
        "",
        7.6,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "A nice loop with almost locked sets among its nodes. It concludes as a plain loop "
            "does.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "aic with als"),
        aic("aic with als", 0, als=True),
        _A,
        _TA,
        "Grouped AIC with ALS nodes",
        "",
        7.6,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "An alternating inference chain that passes through almost locked sets: removing a "
            "digit from a set locks the others. Its ends conclude as in a plain chain.",
        ),
    ),
    _taught(
        QT_TRANSLATE_NOOP("Techniques", "death blossom"),
        death_blossom(0),
        _A,
        _TA,
        "Death Blossom",
        "",
        8.0,
        None,
        QT_TRANSLATE_NOOP(
            "Lessons",
            "A stem cell whose every candidate is linked to an almost locked set (its petal) "
            "holding that digit. Whatever the stem holds, one petal locks, so a digit shared by "
            "all petals leaves the cells that see all its places.",
        ),
    ),
)

# Sudoku Explainer's own patterns, on its rating path only: the direct variants of locked
# candidates and hidden sets (solver.se_path.DIRECT), its unique rectangles and loops (the
# "unique loops" finder sits at its types' place), its BUG types and aligned exclusions.
_SE_ONLY = (
    _se_only(QT_TRANSLATE_NOOP("Techniques", "direct pointing"), _I, "Direct Pointing", 1.7),
    _se_only(QT_TRANSLATE_NOOP("Techniques", "direct claiming"), _I, "Direct Claiming", 1.9),
    _se_only(QT_TRANSLATE_NOOP("Techniques", "direct hidden pair"), _SU, "Direct Hidden Pair", 2.0),
    _se_only(
        QT_TRANSLATE_NOOP("Techniques", "direct hidden triple"), _SU, "Direct Hidden Triplet", 2.5
    ),
    _se_only(
        QT_TRANSLATE_NOOP("Techniques", "unique loop type 1"), _U, "Unique Loop type 1", 4.6, 4.5
    ),  # 4.6 to 5.0 by length
    _se_only(
        QT_TRANSLATE_NOOP("Techniques", "unique loop type 2"), _U, "Unique Loop type 2", 4.6, 4.5
    ),
    _se_only(
        QT_TRANSLATE_NOOP("Techniques", "unique loop type 3"), _U, "Unique Loop type 3", 4.7, 4.5
    ),
    _se_only(
        QT_TRANSLATE_NOOP("Techniques", "unique loop type 4"), _U, "Unique Loop type 4", 4.6, 4.5
    ),
    _se_only(
        QT_TRANSLATE_NOOP("Techniques", "bug type 2"), _U, "BUG type 2", 5.7, 5.6
    ),  # right after BUG+1, its type 1
    _se_only(
        QT_TRANSLATE_NOOP("Techniques", "bug type 3"), _U, "BUG type 3", 5.8, 5.6
    ),  # 5.8 to 6.2 by its naked set
    _se_only(QT_TRANSLATE_NOOP("Techniques", "bug type 4"), _U, "BUG type 4", 5.7, 5.6),
    _se_only(
        QT_TRANSLATE_NOOP("Techniques", "aligned pair exclusion"),
        Family.EXCLUSION,
        "Aligned Pair Exclusion",
        6.2,
    ),
    # after SE's first chaining rung, with its TUVWXYZ-wing (solver.se_path)
    _se_only(
        QT_TRANSLATE_NOOP("Techniques", "aligned triplet exclusion"),
        Family.EXCLUSION,
        "Aligned Triplet Exclusion",
        7.5,
    ),
)

# SE's chaining rungs (solver.techniques.se_rungs): the teaching path's last resort, after
# every row above, and the rating path's, in SE's order of rungs; their titles.
RUNG_TITLES = (
    QT_TRANSLATE_NOOP("Techniques", "bidirectional x-cycle"),
    QT_TRANSLATE_NOOP("Techniques", "bidirectional y-cycle"),
    QT_TRANSLATE_NOOP("Techniques", "bidirectional cycle"),
    QT_TRANSLATE_NOOP("Techniques", "forcing x-chain"),
    QT_TRANSLATE_NOOP("Techniques", "forcing chain"),
    QT_TRANSLATE_NOOP("Techniques", "nishio forcing chains"),
    QT_TRANSLATE_NOOP("Techniques", "cell forcing chains"),
    QT_TRANSLATE_NOOP("Techniques", "region forcing chains"),
    QT_TRANSLATE_NOOP("Techniques", "dynamic contradiction forcing chains"),
    QT_TRANSLATE_NOOP("Techniques", "dynamic double forcing chains"),
    QT_TRANSLATE_NOOP("Techniques", "dynamic cell forcing chains"),
    QT_TRANSLATE_NOOP("Techniques", "dynamic region forcing chains"),
    QT_TRANSLATE_NOOP("Techniques", "dynamic contradiction forcing chains (+)"),
    QT_TRANSLATE_NOOP("Techniques", "dynamic double forcing chains (+)"),
    QT_TRANSLATE_NOOP("Techniques", "dynamic cell forcing chains (+)"),
    QT_TRANSLATE_NOOP("Techniques", "dynamic region forcing chains (+)"),
    QT_TRANSLATE_NOOP("Techniques", "dynamic contradiction forcing chains (+ forcing chains)"),
    QT_TRANSLATE_NOOP("Techniques", "dynamic double forcing chains (+ forcing chains)"),
    QT_TRANSLATE_NOOP("Techniques", "dynamic cell forcing chains (+ forcing chains)"),
    QT_TRANSLATE_NOOP("Techniques", "dynamic region forcing chains (+ forcing chains)"),
    QT_TRANSLATE_NOOP(
        "Techniques", "dynamic contradiction forcing chains (+ multiple forcing chains)"
    ),
    QT_TRANSLATE_NOOP("Techniques", "dynamic double forcing chains (+ multiple forcing chains)"),
    QT_TRANSLATE_NOOP("Techniques", "dynamic cell forcing chains (+ multiple forcing chains)"),
    QT_TRANSLATE_NOOP("Techniques", "dynamic region forcing chains (+ multiple forcing chains)"),
    QT_TRANSLATE_NOOP(
        "Techniques", "dynamic contradiction forcing chains (+ dynamic forcing chains)"
    ),
    QT_TRANSLATE_NOOP("Techniques", "dynamic double forcing chains (+ dynamic forcing chains)"),
    QT_TRANSLATE_NOOP("Techniques", "dynamic cell forcing chains (+ dynamic forcing chains)"),
    QT_TRANSLATE_NOOP("Techniques", "dynamic region forcing chains (+ dynamic forcing chains)"),
    QT_TRANSLATE_NOOP(
        "Techniques", "dynamic contradiction forcing chains (+ dynamic forcing chains (+))"
    ),
    QT_TRANSLATE_NOOP("Techniques", "dynamic double forcing chains (+ dynamic forcing chains (+))"),
    QT_TRANSLATE_NOOP("Techniques", "dynamic cell forcing chains (+ dynamic forcing chains (+))"),
    QT_TRANSLATE_NOOP("Techniques", "dynamic region forcing chains (+ dynamic forcing chains (+))"),
    QT_TRANSLATE_NOOP(
        "Techniques",
        "dynamic contradiction forcing chains (+ dynamic forcing chains (+ forcing chains))",
    ),
    QT_TRANSLATE_NOOP(
        "Techniques", "dynamic double forcing chains (+ dynamic forcing chains (+ forcing chains))"
    ),
    QT_TRANSLATE_NOOP(
        "Techniques", "dynamic cell forcing chains (+ dynamic forcing chains (+ forcing chains))"
    ),
    QT_TRANSLATE_NOOP(
        "Techniques", "dynamic region forcing chains (+ dynamic forcing chains (+ forcing chains))"
    ),
)
_RUNG_HODOKU = {
    "bidirectional x-cycle": "Continuous Nice Loop",
    "forcing x-chain": "X-Chain",
    "cell forcing chains": "Forcing Chain",
    "region forcing chains": "Forcing Chain",
}


def _rung_row(name: str) -> TechniqueRow:
    """A row of SE's chaining rungs: rated from SE_CHAINING's base (plus SE's length bonus),
    taught in the forcing chains lesson."""
    hodoku = _RUNG_HODOKU.get(name, "Forcing Net" if name.startswith("dynamic") else "")
    base = SE_CHAINING[name]
    return TechniqueRow(name, Family.FORCING, hodoku, name.title(), base, base, Tier.FORCING)


def _numbered(rows) -> tuple[TechniqueRow, ...]:
    """The rows with each finder's ``difficulty`` set to its place on the teaching path (the
    number a step carries)."""
    return tuple(
        dataclasses.replace(row, technique=dataclasses.replace(row.technique, difficulty=place))
        for place, row in enumerate(rows, start=1)
    )


REGISTRY: tuple[TechniqueRow, ...] = (
    *_numbered(_TAUGHT),
    *_SE_ONLY,
    *(_rung_row(name) for name in RUNG_TITLES),
)
ROW: dict[str, TechniqueRow] = {row.name: row for row in REGISTRY}

# The teaching path's own techniques (every one with a finder here), in its order; SE's
# chaining rungs follow them (``solver.explain``).
TEACHING_PATH: tuple[Technique, ...] = tuple(
    row.technique for row in REGISTRY if row.technique is not None
)
TECHNIQUE_OF: dict[str, Technique] = {t.name: t for t in TEACHING_PATH}

# The logic strategy's techniques (solver.engine), between the singles of its propagation:
# the teaching path without its singles (the propagation's own) and its uniqueness
# techniques (unsound inside a branch that may have several solutions).
SEARCH_TECHNIQUES: tuple[Technique, ...] = tuple(
    t for t in TEACHING_PATH if t.name not in ("naked single", "hidden single") and not t.uniqueness
)


def usual_rating(name: str) -> float:
    """The usual SE rating of the technique ``name`` (see ``TechniqueRow.usual_rating``)."""
    return ROW[name].usual_rating
