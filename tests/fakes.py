"""Stand-ins and small builders that tests in several folders share, written once.

``FakeClock`` is the clock a test moves (the gym's store and the gym's window read "now"
through it); ``record_of`` is a search's record built in this process, without the solver's
child process or a window. Pure Python: no Qt.
"""

from __future__ import annotations

from datetime import datetime, timedelta

import solver
from sudoku_gui.search.model.recording import SearchRecord


class FakeClock:
    """A clock that says ``start`` plus what the test added (``advance``); call it for now."""

    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta) -> None:
        self.now += timedelta(**delta)


def record_of(puzzle: str, strategy: str, node_limit: int = 100_000) -> SearchRecord:
    """The record of ``strategy``'s search of ``puzzle``, stopped after ``node_limit`` nodes."""
    record = SearchRecord()
    record.extend(solver.search(puzzle, strategy, node_limit=node_limit))
    return record
