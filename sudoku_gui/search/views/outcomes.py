"""What the status bar says when a search ends, and when playback pauses by itself."""

from __future__ import annotations

from sudoku_gui.search.model.outcome import SearchOutcome
from sudoku_gui.search.model.story import StopKind
from sudoku_gui.search.running.playback import DEPTH_REACHED, LINE_REACHED, RECORD_END
from sudoku_gui.search.running.session import MAX_RECORD_ROWS
from sudoku_gui.support.words import QT_TRANSLATE_NOOP, translate

_OUTCOMES = {
    SearchOutcome.LIMIT: QT_TRANSLATE_NOOP(
        "Outcomes", "The search stopped at its node limit; raise it to see more."
    ),
    SearchOutcome.SIZE_LIMIT: QT_TRANSLATE_NOOP(
        "Outcomes",
        "The search stopped: its record reached {millions} million steps (about 300 MB), "
        "the most the window keeps. Solve now still gives the answer.",
    ),
    SearchOutcome.NO_SOLUTION: QT_TRANSLATE_NOOP(
        "Outcomes", "The search tried everything: this puzzle has no solution."
    ),
    SearchOutcome.INVALID: QT_TRANSLATE_NOOP(
        "Outcomes", "The givens break the rules (see the search log); nothing to search."
    ),
}
_STOPS = {
    StopKind.CONTRADICTION: QT_TRANSLATE_NOOP("Outcomes", "Paused at a contradiction."),
    StopKind.BACKTRACK: QT_TRANSLATE_NOOP("Outcomes", "Paused at a backtrack."),
    StopKind.SOLUTION: QT_TRANSLATE_NOOP("Outcomes", "Paused at a solution."),
    DEPTH_REACHED: QT_TRANSLATE_NOOP("Outcomes", "Paused: the search reached the chosen depth."),
    LINE_REACHED: QT_TRANSLATE_NOOP("Outcomes", "Paused at a stop in the code."),
    RECORD_END: QT_TRANSLATE_NOOP("Outcomes", "The whole search has been played."),
}


def outcome_message(outcome: SearchOutcome, failure: str = "") -> str | None:
    """What the status bar says of a search that ended with ``outcome`` (``failure``: why,
    for FAILED), or None: nothing beyond what the panel shows."""
    if outcome == SearchOutcome.FAILED:
        return translate("Outcomes", "The search failed: {reason}").format(reason=failure)
    if outcome not in _OUTCOMES:
        return None
    return translate("Outcomes", _OUTCOMES[outcome]).format(millions=f"{MAX_RECORD_ROWS / 1e6:.0f}")


def stop_message(reason: str) -> str:
    """What the status bar says when playback pauses by itself for ``reason``."""
    return translate("Outcomes", _STOPS[reason]) if reason in _STOPS else reason


def solutions_message(found: int, outcome: SearchOutcome, wanted: int) -> str:
    """What "Search for more solutions" says: how many, and whether that is all."""
    if outcome == SearchOutcome.NO_SOLUTION or found < wanted:
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


SEARCHING = QT_TRANSLATE_NOOP("Outcomes", "searching")
_WORDS = {
    SearchOutcome.SOLVED: QT_TRANSLATE_NOOP("Outcomes", "solved"),
    SearchOutcome.NO_SOLUTION: QT_TRANSLATE_NOOP("Outcomes", "no solution"),
    SearchOutcome.LIMIT: QT_TRANSLATE_NOOP("Outcomes", "node limit"),
    SearchOutcome.SIZE_LIMIT: QT_TRANSLATE_NOOP("Outcomes", "size limit"),
    SearchOutcome.INVALID: QT_TRANSLATE_NOOP("Outcomes", "invalid givens"),
    SearchOutcome.CANCELLED: QT_TRANSLATE_NOOP("Outcomes", "cancelled"),
}


def outcome_word(outcome: SearchOutcome | None, failure: str = "") -> str:
    """A search's outcome (None: still searching) in a word or two, in the chosen language,
    for the figures and the comparison table; a failure with its reason."""
    if outcome is None:
        return translate("Outcomes", SEARCHING)
    if outcome == SearchOutcome.FAILED:
        return translate("Outcomes", "failed: {reason}").format(reason=failure)
    return translate("Outcomes", _WORDS[outcome])
