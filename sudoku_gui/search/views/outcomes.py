"""What the status bar says when a search ends, and when playback pauses by itself."""

from __future__ import annotations

from sudoku_gui.search.running.session import MAX_RECORD_ROWS
from sudoku_gui.support.words import QT_TRANSLATE_NOOP, translate

_OUTCOMES = {
    "limit": QT_TRANSLATE_NOOP(
        "Outcomes", "The search stopped at its node limit; raise it to see more."
    ),
    "size limit": QT_TRANSLATE_NOOP(
        "Outcomes",
        "The search stopped: its record reached {millions} million steps (about 300 MB), "
        "the most the window keeps. Solve now still gives the answer.",
    ),
    "no solution": QT_TRANSLATE_NOOP(
        "Outcomes", "The search tried everything: this puzzle has no solution."
    ),
    "invalid": QT_TRANSLATE_NOOP(
        "Outcomes", "The givens break the rules (see the search log); nothing to search."
    ),
}
_STOPS = {
    "contradiction": QT_TRANSLATE_NOOP("Outcomes", "Paused at a contradiction."),
    "backtrack": QT_TRANSLATE_NOOP("Outcomes", "Paused at a backtrack."),
    "solution": QT_TRANSLATE_NOOP("Outcomes", "Paused at a solution."),
    "depth": QT_TRANSLATE_NOOP("Outcomes", "Paused: the search reached the chosen depth."),
    "end": QT_TRANSLATE_NOOP("Outcomes", "The whole search has been played."),
}


def outcome_message(outcome: str) -> str | None:
    """What the status bar says of a search that ended with ``outcome`` (None: nothing
    beyond what the panel shows)."""
    if outcome not in _OUTCOMES:
        return None
    return translate("Outcomes", _OUTCOMES[outcome]).format(millions=f"{MAX_RECORD_ROWS / 1e6:.0f}")


def stop_message(reason: str) -> str:
    """What the status bar says when playback pauses by itself for ``reason``."""
    return translate("Outcomes", _STOPS[reason]) if reason in _STOPS else reason


def solutions_message(found: int, outcome: str, wanted: int) -> str:
    """What "Search for more solutions" says: how many, and whether that is all."""
    if outcome == "no solution" or found < wanted:
        return translate(
            "Outcomes",
            "%Ln solution(s) found: every option has been tried, so that is all of them.",
            None,
            found,
        )
    return translate(
        "Outcomes",
        "%Ln solution(s) found (the search stops at {wanted}; Search for more solutions looks "
        "for another). The ringed cells of solution 2 and later differ from solution 1.",
        None,
        found,
    ).format(wanted=wanted)


_WORDS = {
    "running": QT_TRANSLATE_NOOP("Outcomes", "searching"),
    "searching": QT_TRANSLATE_NOOP("Outcomes", "searching"),
    "solved": QT_TRANSLATE_NOOP("Outcomes", "solved"),
    "no solution": QT_TRANSLATE_NOOP("Outcomes", "no solution"),
    "limit": QT_TRANSLATE_NOOP("Outcomes", "node limit"),
    "size limit": QT_TRANSLATE_NOOP("Outcomes", "size limit"),
    "invalid": QT_TRANSLATE_NOOP("Outcomes", "invalid givens"),
    "cancelled": QT_TRANSLATE_NOOP("Outcomes", "cancelled"),
}


def outcome_word(outcome: str) -> str:
    """A search's outcome ("solved", "limit", "failed: why") in a word or two, in the
    chosen language, for the figures and the comparison table."""
    if outcome.startswith("failed"):
        return translate("Outcomes", "failed: {reason}").format(reason=outcome.partition(": ")[2])
    return translate("Outcomes", _WORDS[outcome]) if outcome in _WORDS else outcome
