"""The names of the solver's techniques and rules, in the reader's language.

The solver names its techniques in English ("naked single", "x-wing": one row each in
``solver.techniques.registry``, whose titles are marked for pyside6-lupdate there; the
search's rules in ``solver.events``); the window shows them through ``technique_name``.
Pure Python (the narration uses it).
"""

from __future__ import annotations

import re

from solver.techniques.registry import REGISTRY
from sudoku_gui.support.words import QT_TRANSLATE_NOOP, translate

# The registry's rows (their titles are marked there), then the rules of the search and
# what the chain tree names.
TECHNIQUE_NAMES = (
    *(row.name for row in REGISTRY),
    QT_TRANSLATE_NOOP("Techniques", "assumption"),
    QT_TRANSLATE_NOOP("Techniques", "peer"),
    QT_TRANSLATE_NOOP("Techniques", "given"),
    # what a branch of a "+" or nested rung applies (solver.chain_story names them)
    QT_TRANSLATE_NOOP("Techniques", "locked candidates"),
    QT_TRANSLATE_NOOP("Techniques", "a nested forcing chain"),
    QT_TRANSLATE_NOOP("Techniques", "a dynamic forcing chain"),
    QT_TRANSLATE_NOOP("Techniques", "a forcing chain"),
)


# Letters that name a candidate or a pattern ("xy" in xy-wing, "als", "aic", "bug"): capitals
# wherever a name is shown, as in the players' own texts ("an XY-wing", "ALS-XZ", "BUG+1").
ACRONYMS = frozenset({"x", "y", "xy", "xyz", "w", "xz", "als", "aic", "bug"})


def technique_name(name: str) -> str:
    """``name`` translated (a name the table lacks stays as the solver wrote it), its pattern
    letters in capitals: "an XY-wing" where the solver wrote "xy-wing"."""
    words = re.split(r"([ +-])", translate("Techniques", name))
    return "".join(word.upper() if word in ACRONYMS else word for word in words)


# A puzzle's level as the rating names it: lower case on its own ("Rating: hard"), capitalised
# where it opens the rating's sentence (a solver.phrase.Term in context "Levels").
LEVEL_NAMES = (
    QT_TRANSLATE_NOOP("Levels", "easy"),
    QT_TRANSLATE_NOOP("Levels", "medium"),
    QT_TRANSLATE_NOOP("Levels", "hard"),
    QT_TRANSLATE_NOOP("Levels", "expert"),
    QT_TRANSLATE_NOOP("Levels", "extreme"),
    QT_TRANSLATE_NOOP("Levels", "needs guessing"),
    QT_TRANSLATE_NOOP("Levels", "Easy"),
    QT_TRANSLATE_NOOP("Levels", "Medium"),
    QT_TRANSLATE_NOOP("Levels", "Hard"),
    QT_TRANSLATE_NOOP("Levels", "Expert"),
    QT_TRANSLATE_NOOP("Levels", "Extreme"),
    QT_TRANSLATE_NOOP("Levels", "Needs guessing"),
)


def level_name(level: str) -> str:
    """A level ("hard", "needs guessing") translated."""
    return translate("Levels", level)
