"""The names of the solver's techniques and rules, in the reader's language.

The solver names its techniques in English ("naked single", "x-wing": ``solver.techniques``,
``solver.se_path``, ``solver.events``); the window shows them through ``technique_name``.
The table marks every name for pyside6-lupdate. Pure Python (the narration uses it).
"""

from __future__ import annotations

from sudoku_gui.support.words import QT_TRANSLATE_NOOP, translate

TECHNIQUE_NAMES = (
    QT_TRANSLATE_NOOP("Techniques", "naked single"),
    QT_TRANSLATE_NOOP("Techniques", "full house"),
    QT_TRANSLATE_NOOP("Techniques", "hidden single"),
    QT_TRANSLATE_NOOP("Techniques", "pointing"),
    QT_TRANSLATE_NOOP("Techniques", "claiming"),
    QT_TRANSLATE_NOOP("Techniques", "naked pair"),
    QT_TRANSLATE_NOOP("Techniques", "hidden pair"),
    QT_TRANSLATE_NOOP("Techniques", "naked triple"),
    QT_TRANSLATE_NOOP("Techniques", "hidden triple"),
    QT_TRANSLATE_NOOP("Techniques", "x-wing"),
    QT_TRANSLATE_NOOP("Techniques", "skyscraper"),
    QT_TRANSLATE_NOOP("Techniques", "2-string kite"),
    QT_TRANSLATE_NOOP("Techniques", "turbot fish"),
    QT_TRANSLATE_NOOP("Techniques", "empty rectangle"),
    QT_TRANSLATE_NOOP("Techniques", "xy-wing"),
    QT_TRANSLATE_NOOP("Techniques", "xyz-wing"),
    QT_TRANSLATE_NOOP("Techniques", "w-wing"),
    QT_TRANSLATE_NOOP("Techniques", "unique rectangle type 1"),
    QT_TRANSLATE_NOOP("Techniques", "unique rectangle type 2"),
    QT_TRANSLATE_NOOP("Techniques", "unique rectangle type 4"),
    QT_TRANSLATE_NOOP("Techniques", "unique rectangle type 3"),
    QT_TRANSLATE_NOOP("Techniques", "hidden rectangle"),
    QT_TRANSLATE_NOOP("Techniques", "bug+1"),
    QT_TRANSLATE_NOOP("Techniques", "simple colouring"),
    QT_TRANSLATE_NOOP("Techniques", "naked quad"),
    QT_TRANSLATE_NOOP("Techniques", "hidden quad"),
    QT_TRANSLATE_NOOP("Techniques", "swordfish"),
    QT_TRANSLATE_NOOP("Techniques", "finned x-wing"),
    QT_TRANSLATE_NOOP("Techniques", "sashimi x-wing"),
    QT_TRANSLATE_NOOP("Techniques", "jellyfish"),
    QT_TRANSLATE_NOOP("Techniques", "finned swordfish"),
    QT_TRANSLATE_NOOP("Techniques", "sashimi swordfish"),
    QT_TRANSLATE_NOOP("Techniques", "finned jellyfish"),
    QT_TRANSLATE_NOOP("Techniques", "sashimi jellyfish"),
    QT_TRANSLATE_NOOP("Techniques", "multi-colouring"),
    QT_TRANSLATE_NOOP("Techniques", "sue de coq"),
    QT_TRANSLATE_NOOP("Techniques", "x-chain"),
    QT_TRANSLATE_NOOP("Techniques", "xy-chain"),
    QT_TRANSLATE_NOOP("Techniques", "aic"),
    QT_TRANSLATE_NOOP("Techniques", "nice loop"),
    QT_TRANSLATE_NOOP("Techniques", "als-xz"),
    QT_TRANSLATE_NOOP("Techniques", "als-xy-wing"),
    QT_TRANSLATE_NOOP("Techniques", "grouped aic"),
    QT_TRANSLATE_NOOP("Techniques", "grouped nice loop"),
    QT_TRANSLATE_NOOP("Techniques", "als chain"),
    QT_TRANSLATE_NOOP("Techniques", "aic with als"),
    QT_TRANSLATE_NOOP("Techniques", "nice loop with als"),
    QT_TRANSLATE_NOOP("Techniques", "death blossom"),
    QT_TRANSLATE_NOOP("Techniques", "direct pointing"),
    QT_TRANSLATE_NOOP("Techniques", "direct claiming"),
    QT_TRANSLATE_NOOP("Techniques", "direct hidden pair"),
    QT_TRANSLATE_NOOP("Techniques", "direct hidden triple"),
    QT_TRANSLATE_NOOP("Techniques", "contradiction forcing chain"),
    QT_TRANSLATE_NOOP("Techniques", "cell forcing chain"),
    QT_TRANSLATE_NOOP("Techniques", "unit forcing chain"),
    QT_TRANSLATE_NOOP("Techniques", "forcing chains"),
    QT_TRANSLATE_NOOP("Techniques", "aligned pair exclusion"),
    QT_TRANSLATE_NOOP("Techniques", "aligned triplet exclusion"),
    QT_TRANSLATE_NOOP("Techniques", "unique loop type 1"),
    QT_TRANSLATE_NOOP("Techniques", "unique loop type 2"),
    QT_TRANSLATE_NOOP("Techniques", "unique loop type 3"),
    QT_TRANSLATE_NOOP("Techniques", "unique loop type 4"),
    QT_TRANSLATE_NOOP("Techniques", "bug type 2"),
    QT_TRANSLATE_NOOP("Techniques", "bug type 3"),
    QT_TRANSLATE_NOOP("Techniques", "bug type 4"),
    # Sudoku Explainer's chaining rungs (solver.techniques.se_rungs.SE_CHAINING)
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
    QT_TRANSLATE_NOOP("Techniques", "assumption"),
    QT_TRANSLATE_NOOP("Techniques", "peer"),
    QT_TRANSLATE_NOOP("Techniques", "given"),
    # what a branch of a "+" or nested rung applies (solver.chain_story names them)
    QT_TRANSLATE_NOOP("Techniques", "locked candidates"),
    QT_TRANSLATE_NOOP("Techniques", "a nested forcing chain"),
    QT_TRANSLATE_NOOP("Techniques", "a dynamic forcing chain"),
    QT_TRANSLATE_NOOP("Techniques", "a forcing chain"),
)


def technique_name(name: str) -> str:
    """``name`` translated (a name the table lacks stays as the solver wrote it)."""
    return translate("Techniques", name)


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
