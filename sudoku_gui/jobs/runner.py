"""Background solver jobs: a pure function runs in a worker thread, only the newest result counts.

Counting solutions, checking entries and rating a puzzle are quick for ordinary puzzles but
can take a noticeable time for odd ones (an almost empty grid, givens without a solution),
and the window must never freeze meanwhile. A ``JobRunner`` lives in the GUI thread and
hands one job at a time to a ``JobWorker`` in its own QThread (started on the first job,
registered with ``sudoku_gui.jobs.threads``). Every ``submit`` supersedes the jobs before it: a
queued job that has not started is replaced, and the result of a job still running is
dropped when it arrives (a job number, counted up, tells them apart). A job cannot be
interrupted half-way; the functions it runs are pure, so the worst a superseded one costs
is the time it takes. ``shutdown`` (call it when the window closes; it also runs when the
application quits) cancels, quits the thread and waits for it.

With ``delay_ms`` the runner also debounces: a job starts only once submits pause that long.

Signals (JobRunner):
    finished(job, result)   the newest job (the number ``submit`` returned) returned ``result``
    failed(job, message)    the newest job raised; ``message`` says what went wrong
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Signal, Slot

from sudoku_gui.jobs import threads


class JobWorker(QObject):
    """Runs one job at a time in the worker thread and reports how it ended."""

    done = Signal(int, object, str)  # job, result, error message ("" when it returned)

    @Slot(int, object, tuple)
    def run(self, job: int, function: Callable, args: tuple) -> None:
        try:
            result = function(*args)
        except Exception as error:  # reported to the GUI thread, not lost in this one
            self.done.emit(job, None, str(error) or type(error).__name__)
        else:
            self.done.emit(job, result, "")


class JobRunner(QObject):
    """One worker thread running the newest submitted job (see the module docstring)."""

    finished = Signal(int, object)
    failed = Signal(int, str)
    _run = Signal(int, object, tuple)

    def __init__(self, name: str, parent: QObject | None = None, *, delay_ms: int = 0) -> None:
        """``name`` names the worker thread (tests and leak reports show it)."""
        super().__init__(parent)
        self._name = name
        self._thread: QThread | None = None
        self._worker: JobWorker | None = None
        self._job = 0  # the newest job's number: results of older jobs are dropped
        self._pending: tuple[int, Callable, tuple] | None = None  # waiting for the worker
        self._running = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(delay_ms)
        self._timer.timeout.connect(self._start_pending)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)  # a running QThread must not outlive the app

    def submit(self, function: Callable, *args) -> int:
        """Run ``function(*args)`` in the worker thread, superseding every earlier job;
        returns the job's number (``finished`` and ``failed`` carry it)."""
        self._job += 1
        self._pending = (self._job, function, args)
        self._timer.start()
        return self._job

    def cancel(self) -> None:
        """Forget the queued job and drop the result of the running one."""
        self._job += 1
        self._pending = None
        self._timer.stop()

    def shutdown(self) -> None:
        """Cancel, then stop the worker thread (waits for a running job to return). A later
        ``submit`` starts a new thread."""
        self.cancel()
        if self._thread is not None:
            self._thread.quit()
            self._thread.wait()
            self._thread = None
            self._worker = None
        self._running = False

    def _start_thread(self) -> None:
        self._thread = threads.register(QThread())
        self._thread.setObjectName(self._name)
        self._worker = JobWorker()
        self._worker.moveToThread(self._thread)
        self._thread.finished.connect(self._worker.deleteLater)
        self._run.connect(self._worker.run)
        self._worker.done.connect(self._on_done)
        self._thread.start()

    @Slot()
    def _start_pending(self) -> None:
        if self._pending is None or self._running:
            return  # a running job starts the pending one when it is done
        if self._thread is None:
            self._start_thread()
        job, function, args = self._pending
        self._pending = None
        self._running = True
        self._run.emit(job, function, args)

    @Slot(int, object, str)
    def _on_done(self, job: int, result: object, error: str) -> None:
        self._running = False
        if job == self._job:
            if error:
                self.failed.emit(job, error)
            else:
                self.finished.emit(job, result)
        self._start_pending()
