"""The strategies' titles and descriptions in the reader's language.

``solver.STRATEGIES`` holds them in English (the command line's words); the window shows
them through ``strategy_title`` and ``strategy_description``. Pure Python (the narration
names the strategy too).
"""

from __future__ import annotations

from solver import STRATEGIES
from sudoku_gui.support.words import QT_TRANSLATE_NOOP, translate

# name: (title, description), marked for pyside6-lupdate; the English equals the solver's
# (tests/sudoku_gui/support/test_strategy_names.py holds them together).
_WORDS = {
    "fastest": (
        QT_TRANSLATE_NOOP("Strategies", "Fewest options (default)"),
        QT_TRANSLATE_NOOP(
            "Strategies",
            "Singles propagated at every node; guess where there are fewest options: "
            "a cell's candidates or a digit's places in a unit. Never trapped for long.",
        ),
    ),
    "logic": (
        QT_TRANSLATE_NOOP("Strategies", "Logic first"),
        QT_TRANSLATE_NOOP(
            "Strategies",
            "Human techniques in order of difficulty (singles, locked candidates, subsets, "
            "fish, wings, colouring) at every node; guess only when none applies.",
        ),
    ),
    "norvig": (
        QT_TRANSLATE_NOOP("Strategies", "Norvig (articles 000/001)"),
        QT_TRANSLATE_NOOP(
            "Strategies",
            "Full propagation (assign/eliminate) at every node; guess at the cell with the "
            "fewest candidates, first in A1..I9 order on ties; digits ascending.",
        ),
    ),
    "worksheet": (
        QT_TRANSLATE_NOOP("Strategies", "Worksheet and saved states (article 003)"),
        QT_TRANSLATE_NOOP(
            "Strategies",
            "Sweeps of the worksheet (drop placed digits, fix naked and hidden singles) at "
            "every node; guess at the cell with the fewest candidates, smallest digit first, "
            "saving the board to restore on a contradiction.",
        ),
    ),
    "multipass": (
        QT_TRANSLATE_NOOP("Strategies", "Multi-pass (article 004)"),
        QT_TRANSLATE_NOOP(
            "Strategies",
            "Multi-pass propagation sweeps at every node; guess at the first cell (row-major) "
            "with several candidates.",
        ),
    ),
    "narrowing": (
        QT_TRANSLATE_NOOP("Strategies", "Narrowing then brute force (article 002)"),
        QT_TRANSLATE_NOOP(
            "Strategies",
            "Narrowing passes (naked and hidden singles) until nothing changes, then brute "
            "force in row-major order over the remaining candidates, checking only duplicates.",
        ),
    ),
    "backtracking": (
        QT_TRANSLATE_NOOP("Strategies", "Plain backtracking"),
        QT_TRANSLATE_NOOP(
            "Strategies",
            "The textbook baseline: no propagation at all; fill cells row-major, trying "
            "digits 1-9 that do not repeat in the row, column or box.",
        ),
    ),
}


def strategy_title(name: str) -> str:
    """The title of the strategy ``name`` ("fastest": "Fewest options (default)")."""
    if name in _WORDS:
        return translate("Strategies", _WORDS[name][0])
    return STRATEGIES[name].title if name in STRATEGIES else name


def strategy_description(name: str) -> str:
    """What the strategy ``name`` does, in a sentence or two."""
    if name in _WORDS:
        return translate("Strategies", _WORDS[name][1])
    return STRATEGIES[name].description if name in STRATEGIES else ""
