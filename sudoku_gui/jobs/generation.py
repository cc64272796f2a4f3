"""Generating a new puzzle off the GUI thread: ``solver.generator.generate`` in a QThread.

Signals:
    GenerateWorker.progress(float)   attempt - 1 + fraction dug (see ``generate``)
    GenerateWorker.finished(object)  a ``Generated``, or None when cancelled
    GenerateWorker.failed(str)       the generator raised (a bug: it never should)
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Signal, Slot

from solver.exercises import make_exercise
from solver.generator import generate

PROGRESS_INTERVAL_S = 0.05  # at most one progress signal per 50 ms


class GenerateWorker(QObject):
    """Generates one puzzle per ``run`` call, in the thread it was moved to."""

    progress = Signal(float)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self._cancelled = False
        self._last_report = 0.0

    def cancel(self) -> None:
        """Ask a running generation to stop at its next removal (any thread may call)."""
        self._cancelled = True

    @Slot(str, str, str)
    def run(self, level: str, symmetry: str, technique: str = "") -> None:
        """A puzzle of ``level``; with ``technique``, one whose hardest step is that
        technique (an exercise: the level then follows the technique)."""
        try:
            if technique:
                exercise = make_exercise(
                    technique=technique, symmetry=symmetry, should_stop=lambda: self._cancelled
                )
                made = None if exercise is None else exercise.generated
            else:
                made = generate(
                    level,
                    symmetry,
                    progress=self._report,
                    should_stop=lambda: self._cancelled,
                )
        except Exception as error:  # a generator bug must not kill the thread silently
            self.failed.emit(f"{type(error).__name__}: {error}")
            return
        self.finished.emit(made)

    def _report(self, value: float) -> None:
        now = time.monotonic()
        if now - self._last_report >= PROGRESS_INTERVAL_S:
            self._last_report = now
            self.progress.emit(value)
