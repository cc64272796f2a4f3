"""Live "how many solutions do the givens have?" for the status bar, off the GUI thread.

``UniquenessChecker`` lives in the GUI thread and counts in a debounced ``JobRunner``, so
typing never waits for the solver: a count starts once typing pauses, and a result for
givens that have changed since is dropped.

Signals (UniquenessChecker):
    counted(givens, count)  ``count`` solutions (0, 1 or 2 meaning "several") for ``givens``
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal, Slot

import solver
from sudoku_gui.jobs.runner import JobRunner

DEBOUNCE_MS = 250


class UniquenessChecker(QObject):
    """Debounced, one-at-a-time solution counting (see the module docstring)."""

    counted = Signal(tuple, int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._runner = JobRunner("uniqueness-check", self, delay_ms=DEBOUNCE_MS)
        self._runner.finished.connect(self._on_counted)
        self._wanted: solver.Grid | None = None  # the newest puzzle asked about

    def request(self, givens) -> None:
        """Count the solutions of ``givens`` (81 ints, or a Grid: a position in pencil marks
        keeps to its candidates) once typing pauses; a puzzle already counted (or being
        counted) is not counted again."""
        puzzle = solver.as_grid(givens)
        if puzzle == self._wanted:
            return
        self._wanted = puzzle
        self._runner.submit(solver.count_solutions, puzzle, 2)

    def shutdown(self) -> None:
        """Drop any count and stop the thread (waits for a count in progress, a few ms)."""
        self._wanted = None
        self._runner.shutdown()

    @Slot(int, object)
    def _on_counted(self, _job: int, count: int) -> None:
        givens = None if self._wanted is None else self._wanted.cells
        self.counted.emit(givens, count)  # only the newest job reports: its givens
