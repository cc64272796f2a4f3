"""The window's side of a long path job (a rating, an explanation): its steps as they are
found, its time, and a Cancel.

Rating or explaining a hard puzzle walks forcing chains for many seconds in a child process
(``sudoku_gui.jobs.worker_process``: the rater's, the explainer's). A ``JobWatch`` lives in
the GUI thread. Each ``begin`` starts watching a new job and returns the two callables the
job's thread hands to ``WorkerProcess.call`` (``progress``, ``should_stop``); a job begun
before is told to stop (its result is of no use any more). Steps reported from the job's
thread arrive as the ``step_found`` signal in the GUI thread; those of an older job are
dropped. ``cancel`` makes ``should_stop`` say so, so the solver ends its path at the next
check and the job returns what it has found.

Signals:
    step_found(object)   one more step of the current job (a ``solver.explain.ExplainedStep``)
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal, Slot

# A job counts as long, and shows its progress and a Cancel, once it has run this long.
LONG_JOB_SECONDS = 1.0


class JobWatch(QObject):
    """Steps, time and Cancel of the newest path job (see the module docstring)."""

    step_found = Signal(object)
    _reported = Signal(int, object)  # (job, step), emitted in the job's thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._job = 0
        self._stop = threading.Event()
        self._started = time.monotonic()
        self._running = False
        self.steps = 0
        self._reported.connect(self._on_reported)

    def begin(self) -> tuple[Callable[[object], None], Callable[[], bool]]:
        """Watch a new job (the one before is told to stop): its ``progress`` and
        ``should_stop``, to be called from the job's thread."""
        self._stop.set()
        self._stop = threading.Event()
        self._job += 1
        self._started = time.monotonic()
        self._running = True
        self.steps = 0
        job, reported = self._job, self._reported

        def progress(step: object) -> None:
            reported.emit(job, step)

        return progress, self._stop.is_set

    def end(self) -> None:
        """The job returned (or was dropped): nothing runs any more."""
        self._running = False

    def cancel(self) -> None:
        """Ask the running job to stop where it is (it returns what it found so far)."""
        self._stop.set()

    @property
    def cancelled(self) -> bool:
        return self._stop.is_set()

    @property
    def running(self) -> bool:
        return self._running

    @property
    def elapsed(self) -> float:
        """Seconds since the current job began."""
        return time.monotonic() - self._started

    @property
    def long(self) -> bool:
        """Whether the running job has taken long enough to show its progress."""
        return self._running and self.elapsed >= LONG_JOB_SECONDS

    def clock(self) -> str:
        """The time since the job began, "0:34" or "1:02:03"."""
        seconds = int(self.elapsed)
        if seconds >= 3600:
            return f"{seconds // 3600}:{seconds // 60 % 60:02}:{seconds % 60:02}"
        return f"{seconds // 60}:{seconds % 60:02}"

    @Slot(int, object)
    def _on_reported(self, job: int, step: object) -> None:
        if job != self._job or not self._running:
            return  # a step of a job begun before the current one
        self.steps += 1
        self.step_found.emit(step)
