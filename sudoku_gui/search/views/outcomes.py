"""What the status bar says when a search ends, and when playback pauses by itself."""

from __future__ import annotations

from sudoku_gui.search.running.session import MAX_RECORD_ROWS

OUTCOME_MESSAGES = {
    "limit": "The search stopped at its node limit; raise it to see more.",
    "size limit": (
        f"The search stopped: its record reached {MAX_RECORD_ROWS / 1e6:.0f} million steps "
        "(about 300 MB), the most the window keeps. Solve now still gives the answer."
    ),
    "no solution": "The search tried everything: this puzzle has no solution.",
    "invalid": "The givens break the rules (see the search log); nothing to search.",
}
STOP_MESSAGES = {
    "contradiction": "Paused at a contradiction.",
    "backtrack": "Paused at a backtrack.",
    "solution": "Paused at a solution.",
    "depth": "Paused: the search reached the chosen depth.",
    "end": "The whole search has been played.",
}


def solutions_message(found: int, outcome: str, wanted: int) -> str:
    """What "Search for more solutions" says: how many, and whether that is all."""
    count = f"{found} solution{'s' if found != 1 else ''} found"
    if outcome == "no solution" or found < wanted:
        return f"{count}: every option has been tried, so that is all of them."
    return (
        f"{count} (the search stops at {wanted}; Search for more solutions looks for "
        "another). The ringed cells of solution 2 and later differ from solution 1."
    )
