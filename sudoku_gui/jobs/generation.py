"""Generating a new puzzle off the GUI thread and out of the window's process.

``GenerateWorker`` lives in a QThread; each ``run`` hands ``solver.generator.generate`` (or,
for an exercise, ``solver.exercises.make_exercise``) to the generator's child process
(``sudoku_gui.jobs.worker_process``), which rates every candidate there, and waits for it.
Cancel reaches the child as a STOP; progress comes back over the same pipe.

Signals:
    GenerateWorker.progress(float)   attempt - 1 + fraction dug (see ``generate``)
    GenerateWorker.finished(object)  a ``Generated``, or None when cancelled
    GenerateWorker.failed(str)       the generator raised (a bug: it never should)
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QObject, Signal, Slot

from solver.exercises import make_exercise
from solver.generator import generate
from sudoku_gui.jobs.worker_process import WorkerProcess

PROGRESS_INTERVAL_S = 0.05  # at most one progress signal per 50 ms

# The generator's process, apart from the rater's: a long generation never holds up the
# status bar's rating.
generator = WorkerProcess("sudoku-lens-generator")


@dataclass(frozen=True)
class GenerateRequest:
    """What to make: a puzzle of ``level`` with ``symmetry``; with a ``technique`` (its
    hardest step) or an ``er_range``, an exercise, whose level follows them."""

    level: str
    symmetry: str
    technique: str = ""
    er_range: tuple[float, float] | None = None

    @property
    def exercise(self) -> bool:
        return bool(self.technique) or self.er_range is not None


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

    @Slot(object)
    def run(self, request: GenerateRequest) -> None:
        """The puzzle ``request`` asks for, made in the generator's process."""
        if request.exercise:
            job = partial(
                make_exercise, request.er_range, request.technique or None, request.symmetry
            )
        else:
            job = partial(generate, request.level, request.symmetry)
        try:
            made = generator.call(
                job, progress=self._report, should_stop=lambda: self._cancelled, hooks=True
            )
        except Exception as error:  # a generator bug must not kill the thread silently
            self.failed.emit(f"{type(error).__name__}: {error}")
            return
        if request.exercise and made is not None:
            made = made.generated
        self.finished.emit(made)

    def _report(self, value: float) -> None:
        now = time.monotonic()
        if now - self._last_report >= PROGRESS_INTERVAL_S:
            self._last_report = now
            self.progress.emit(value)
