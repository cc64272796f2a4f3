"""Making the gym's exercises and puzzles off the GUI thread and out of the window's process.

``GymMaker`` owns one QThread with a ``_MakeWorker`` in it; ``start(kind, technique)`` hands
the job of ``kind`` (``EXERCISE``: a position that needs the technique; ``PUZZLE``: a whole
puzzle whose hardest step it is; both in ``sudoku_gui.jobs.gym_jobs``) to the generator's
child process (``sudoku_gui.jobs.generation.generator``) and waits there for it. A new start
cancels the running job; ``cancel`` reaches the child as a STOP.

Signals:
    GymMaker.made(str, object)   the job's kind and what it made (None: cancelled)
    GymMaker.failed(str, str)    the job's kind and why it failed (in words)
"""

from __future__ import annotations

import random
from functools import partial

from PySide6.QtCore import QObject, QThread, Signal, Slot

from sudoku_gui.jobs import gym_jobs, threads
from sudoku_gui.jobs.generation import generator

EXERCISE, PUZZLE = "exercise", "puzzle"
JOBS = {EXERCISE: gym_jobs.technique_exercise, PUZZLE: gym_jobs.lesson_puzzle}


class _MakeWorker(QObject):
    """Runs one job at a time in the thread it was moved to."""

    made = Signal(int, str, object)
    failed = Signal(int, str, str)

    def __init__(self) -> None:
        super().__init__()
        self.cancelled_number = -1  # jobs up to this number are cancelled

    def cancel_up_to(self, number: int) -> None:
        """Cancel job ``number`` and every earlier one (any thread may call)."""
        self.cancelled_number = max(self.cancelled_number, number)

    @Slot(int, str, str, object)
    def run(self, number: int, kind: str, technique: str, seed) -> None:
        if number <= self.cancelled_number:
            self.made.emit(number, kind, None)
            return
        job = partial(JOBS[kind], technique, seed)
        try:
            made = generator.call(
                job, should_stop=lambda: number <= self.cancelled_number, hooks=True
            )
        except Exception as error:  # the window shows it; the thread lives on
            self.failed.emit(number, kind, f"{type(error).__name__}: {error}")
            return
        self.made.emit(number, kind, made)


class GymMaker(QObject):
    """Makes one exercise or puzzle at a time (see the module docstring)."""

    made = Signal(str, object)
    failed = Signal(str, str)
    _run = Signal(int, str, str, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._number = 0
        self._running = 0  # the job whose answer counts (0: none)
        self._thread: QThread | None = None
        self._worker: _MakeWorker | None = None

    @property
    def busy(self) -> bool:
        return self._running != 0

    def start(self, kind: str, technique: str, seed: int | None = None) -> None:
        """Make a ``kind`` for ``technique``; cancels a job still running."""
        if kind not in JOBS:
            raise ValueError(f"unknown job {kind!r}")
        self._started().cancel_up_to(self._number)
        self._number += 1
        self._running = self._number
        seed = random.randrange(2**32) if seed is None else seed
        self._run.emit(self._number, kind, technique, seed)

    def cancel(self) -> None:
        """Stop the running job (``made`` then reports None)."""
        if self._worker is not None:
            self._worker.cancel_up_to(self._number)

    def shutdown(self) -> None:
        """Cancel and stop the thread (the window is closing)."""
        self.cancel()
        self._running = 0
        if self._thread is not None:
            self._thread.quit()
            self._thread.wait()
            self._thread = self._worker = None

    def _started(self) -> _MakeWorker:
        if self._worker is None:
            self._thread = threads.register(QThread())
            self._thread.setObjectName("gym-maker")
            self._worker = _MakeWorker()
            self._worker.moveToThread(self._thread)
            self._thread.finished.connect(self._worker.deleteLater)
            self._run.connect(self._worker.run)
            self._worker.made.connect(self._on_made)
            self._worker.failed.connect(self._on_failed)
            self._thread.start()
        return self._worker

    @Slot(int, str, object)
    def _on_made(self, number: int, kind: str, made) -> None:
        if number == self._running:
            self._running = 0
            self.made.emit(kind, made)

    @Slot(int, str, str)
    def _on_failed(self, number: int, kind: str, why: str) -> None:
        if number == self._running:
            self._running = 0
            self.failed.emit(kind, why)
