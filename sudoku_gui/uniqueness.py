"""Live "how many solutions do the givens have?" for the status bar, off the GUI thread.

``UniquenessChecker`` lives in the GUI thread; it debounces requests with a timer and hands
the newest givens to a ``CountWorker`` running in its own QThread, one count at a time, so
typing never waits for the solver. A result for givens that have changed since is dropped.

Signals (UniquenessChecker):
    counted(givens, count)  ``count`` solutions (0, 1 or 2 meaning "several") for ``givens``
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

import solver
from sudoku_gui import threads

DEBOUNCE_MS = 250


class CountWorker(QObject):
    """Counts solutions (up to two) in the worker thread."""

    done = Signal(tuple, int)

    @Slot(tuple)
    def count(self, givens: tuple) -> None:
        self.done.emit(givens, solver.count_solutions(solver.Grid(givens), limit=2))


class UniquenessChecker(QObject):
    """Debounced, one-at-a-time solution counting (see the module docstring)."""

    counted = Signal(tuple, int)
    _start = Signal(tuple)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = threads.register(QThread())
        self._thread.setObjectName("uniqueness-check")
        self._worker = CountWorker()
        self._worker.moveToThread(self._thread)
        self._thread.finished.connect(self._worker.deleteLater)
        self._start.connect(self._worker.count)
        self._worker.done.connect(self._on_done)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DEBOUNCE_MS)
        self._timer.timeout.connect(self._on_timeout)
        self._wanted: tuple | None = None  # the newest givens asked about
        self._busy = False
        self._thread.start()

    def request(self, givens) -> None:
        """Count the solutions of ``givens`` (81 ints) once typing pauses; givens already
        counted (or being counted) are not counted again."""
        givens = tuple(givens)
        if givens == self._wanted:
            return
        self._wanted = givens
        self._timer.start()

    def shutdown(self) -> None:
        """Stop the timer and the thread (waits for a count in progress, a few ms)."""
        self._timer.stop()
        self._wanted = None
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait()

    @Slot()
    def _on_timeout(self) -> None:
        if self._wanted is not None and not self._busy:
            self._busy = True
            self._start.emit(self._wanted)

    @Slot(tuple, int)
    def _on_done(self, givens: tuple, count: int) -> None:
        self._busy = False
        if givens == self._wanted:
            self.counted.emit(givens, count)
        elif self._wanted is not None:
            self._timer.start(0)  # the givens changed while counting: count the new ones
