"""The solver thread: a worker that runs searches off the GUI thread, and its controller.

``SearchWorker`` lives in a QThread (``moveToThread``) and runs one job at a time: stream a
search, solve at once (Solve now), or compare strategies. A streamed search runs in the
solver's own process (``solver_process``), so its pure-Python work never holds the GIL the
GUI thread needs; the process also records the search, and the worker only relays the
record's growth it sends (a ``RecordDelta`` per batch of work, the last one at the end) as
``progress``. Batches are handed over one at a time: after sending one, the worker waits
until the receiver of ``progress`` calls ``SearchController.batch_taken(job)`` before it lets
the process go on, so a search never runs ahead of the window or floods its event loop. The worker
checks the job's cancel flag every ``POLL_SECONDS`` and tells the process to stop, which it
does at its next batch; a process that has not stopped within ``STOP_GRACE_SECONDS`` is
terminated (and a new one started for the next search). The controller has the process
started as it is made, so the first search does not wait for an interpreter to start.
Compare runs in the solver process too (every strategy up to a node limit can take seconds),
its results relayed the same way; Solve now (the fast path, a few ms) runs in the thread.

``SearchController`` lives in the GUI thread and owns the thread. It never runs two jobs at
once: a new request cancels the running one first, and the signals of an abandoned job are
dropped. ``shutdown()`` cancels, quits and waits, so closing the window mid-search is clean.

Worker signals (emitted in the worker thread, connected only to the controller):
    progress(object)            the record of the running search grew: a RecordDelta
    finished(str, object)       outcome and ``SearchStats`` (None for Solve now)
    cancelled()                 the job stopped because it was cancelled
    failed(str)                 the job raised; the message says why
    solution_ready(object)      Solve now: 81 digits, or None when there is no solution
    strategy_done(str, object)  Compare: a strategy's name and its ``SearchStats``

Controller signals (GUI thread): the same, each with the job first, so a receiver can tell
its own jobs from others' (``job is self.job``). A receiver of ``progress`` must call
``batch_taken(job)`` for every batch, when it is done with it.
"""

from __future__ import annotations

import contextlib
import gc
import threading
import time
from dataclasses import dataclass, field

from PySide6.QtCore import QDeadlineTimer, QObject, QThread, Signal, Slot

import solver
from sudoku_gui.jobs import threads
from sudoku_gui.search.running import solver_process
from sudoku_gui.search.running.solver_process import SolverProcess
from sudoku_gui.support.words import translate

# How long the worker waits for the GUI to take a batch, or for the solver process to send
# one, before it checks the cancel flag again.
POLL_SECONDS = 0.01
# How long a stopped solver process may take to confirm before it is terminated.
STOP_GRACE_SECONDS = 0.08
SHUTDOWN_WAIT_MS = 5000


def freeze_startup_objects() -> None:
    """Take every object alive now (the modules, the window, its widgets) out of the cyclic
    garbage collector's view. A search makes objects fast, so the worker thread triggers
    full collections, and each one walks every tracked object while holding the GIL: with
    the window's objects frozen it takes a few ms instead of 10-13 ms, a pause the GUI would
    otherwise feel. Call it once, after the window is built."""
    gc.collect()
    gc.freeze()


SEARCH, SOLVE, COMPARE = "search", "solve", "compare"


@dataclass(eq=False)
class SearchJob:
    """One request for the worker. ``cancel`` and ``taken`` are shared with the GUI thread."""

    action: str
    puzzle: str
    strategy: str | None = None
    node_limit: int | None = None
    max_solutions: int = 1
    strategies: tuple[str, ...] = ()
    cancel: threading.Event = field(default_factory=threading.Event)
    taken: threading.Semaphore = field(default_factory=lambda: threading.Semaphore(0))


class SearchWorker(QObject):
    """Runs jobs in its thread (see the module docstring for the signals)."""

    progress = Signal(object)
    finished = Signal(str, object)
    cancelled = Signal()
    failed = Signal(str)
    solution_ready = Signal(object)
    strategy_done = Signal(str, object)

    def __init__(self, process: SolverProcess) -> None:
        super().__init__()
        self._process = process

    @Slot()
    def prepare(self) -> None:
        """Start the solver process now, so the first search does not wait for it. Should it
        fail, the first search tries again and reports why."""
        with contextlib.suppress(OSError):
            self._process.connection()

    @Slot(object)
    def run(self, job: SearchJob) -> None:
        """Run ``job`` to its end; exactly one of finished/cancelled/failed is emitted."""
        try:
            if job.cancel.is_set():
                self.cancelled.emit()
            elif job.action == SOLVE:
                solution = solver.solve(job.puzzle)
                self.solution_ready.emit(solution)
                self.finished.emit("solved" if solution else "no solution", None)
            else:
                self._relay(job)
        except Exception as error:  # any failure must reach the window, not kill the thread
            self.failed.emit(f"{type(error).__name__}: {error}")

    def _relay(self, job: SearchJob) -> None:
        """Run a search or a comparison in the solver process, passing on what it sends."""
        conn = self._process.connection()
        if job.action == SEARCH:
            conn.send(
                (solver_process.SEARCH, job.puzzle, job.strategy, job.node_limit, job.max_solutions)
            )
        else:
            conn.send((solver_process.COMPARE, job.puzzle, job.strategies, job.node_limit))
        stopped_at: float | None = None  # when STOP was sent
        try:
            while True:
                if stopped_at is None and job.cancel.is_set():
                    conn.send(solver_process.STOP)
                    stopped_at = time.perf_counter()
                if stopped_at is not None and time.perf_counter() - stopped_at > STOP_GRACE_SECONDS:
                    # Stuck in one long step: end it; the next search starts a new process.
                    self._process.close()
                    self.cancelled.emit()
                    return
                if not conn.poll(POLL_SECONDS):
                    continue
                message = conn.recv()
                kind = message[0]
                if kind == solver_process.BATCH:
                    _kind, delta, wants_reply = message
                    if stopped_at is not None:
                        continue  # computed before the process saw STOP
                    self.progress.emit(delta)
                    if wants_reply and self._wait_until_taken(job):
                        conn.send(solver_process.ACK)
                elif kind == solver_process.STRATEGY_DONE:
                    if stopped_at is None:
                        self.strategy_done.emit(message[1], message[2])
                elif kind == solver_process.FINISHED:
                    self.finished.emit(message[1], message[2])
                    return
                elif kind == solver_process.CANCELLED:
                    self.cancelled.emit()
                    return
                else:
                    self.failed.emit(message[1])
                    return
        except (EOFError, OSError):
            self._process.close()
            if stopped_at is None:
                self.failed.emit(translate("Workers", "the solver process ended unexpectedly"))
            else:
                self.cancelled.emit()

    @staticmethod
    def _wait_until_taken(job: SearchJob) -> bool:
        """Wait until the GUI has taken the batch sent last; False if cancelled meanwhile."""
        while not job.taken.acquire(timeout=POLL_SECONDS):
            if job.cancel.is_set():
                return False
        return True


class SearchController(QObject):
    """Owns the solver thread and runs one job at a time (see the module docstring)."""

    progress = Signal(object, object)
    finished = Signal(object, str, object)
    cancelled = Signal(object)
    failed = Signal(object, str)
    solution_ready = Signal(object, object)
    strategy_done = Signal(object, str, object)
    _submit = Signal(object)
    _prepare = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.job: SearchJob | None = None
        self._abandoned = 0  # jobs cancelled in favour of a newer one, not yet ended
        threads.hand_over_gil_often()  # (Solve now runs Python in this thread)
        self._thread = threads.register(QThread(self))
        self._thread.setObjectName("search-thread")
        self._process = SolverProcess()
        self._worker = SearchWorker(self._process)
        self._worker.moveToThread(self._thread)
        self._thread.finished.connect(self._worker.deleteLater)
        self._submit.connect(self._worker.run)
        self._prepare.connect(self._worker.prepare)
        self._worker.progress.connect(self._on_progress)
        self._worker.finished.connect(self._on_finished)
        self._worker.cancelled.connect(self._on_cancelled)
        self._worker.failed.connect(self._on_failed)
        self._worker.solution_ready.connect(self._on_solution_ready)
        self._worker.strategy_done.connect(self._on_strategy_done)
        self._thread.start()
        self._prepare.emit()

    @property
    def busy(self) -> bool:
        return self.job is not None

    def start_search(
        self, puzzle: str, strategy: str, node_limit: int | None = None, max_solutions: int = 1
    ) -> SearchJob:
        """Stream a search of ``puzzle``; the running job (if any) is cancelled first."""
        return self._start(SearchJob(SEARCH, puzzle, strategy, node_limit, max_solutions))

    def solve_now(self, puzzle: str) -> SearchJob:
        """Solve ``puzzle`` on the fast path; the answer comes as solution_ready."""
        return self._start(SearchJob(SOLVE, puzzle))

    def compare(self, puzzle: str, strategies, node_limit: int) -> SearchJob:
        """Run every strategy on ``puzzle`` up to ``node_limit`` guesses each."""
        job = SearchJob(COMPARE, puzzle, node_limit=node_limit, strategies=tuple(strategies))
        return self._start(job)

    def cancel(self) -> None:
        """Stop the running job (its cancelled signal follows within one event)."""
        if self.job is not None:
            self.job.cancel.set()

    @staticmethod
    def batch_taken(job: SearchJob) -> None:
        """The GUI has consumed one batch of ``job``: the worker may compute the next."""
        job.taken.release()

    def shutdown(self) -> None:
        """Cancel, quit the thread and wait for it, then end the solver process: call before
        the window goes away."""
        self.cancel()
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait(QDeadlineTimer(SHUTDOWN_WAIT_MS))
        self._process.close()

    def _start(self, job: SearchJob) -> SearchJob:
        if self.job is not None:
            self.job.cancel.set()
            self._abandoned += 1
        self.job = job
        self._submit.emit(job)
        return job

    def _live_job(self) -> SearchJob | None:
        """The job the worker's current signals belong to, or None for an abandoned one."""
        return None if self._abandoned else self.job

    def _end_job(self) -> SearchJob | None:
        """Account for a job's end signal; the job if it was the live one."""
        if self._abandoned:
            self._abandoned -= 1
            return None
        job, self.job = self.job, None
        return job

    @Slot(object)
    def _on_progress(self, delta) -> None:
        job = self._live_job()
        if job is not None:
            self.progress.emit(job, delta)

    @Slot(str, object)
    def _on_finished(self, outcome: str, stats) -> None:
        job = self._end_job()
        if job is not None:
            self.finished.emit(job, outcome, stats)

    @Slot()
    def _on_cancelled(self) -> None:
        job = self._end_job()
        if job is not None:
            self.cancelled.emit(job)

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        job = self._end_job()
        if job is not None:
            self.failed.emit(job, message)

    @Slot(object)
    def _on_solution_ready(self, solution) -> None:
        job = self._live_job()
        if job is not None:
            self.solution_ready.emit(job, solution)

    @Slot(str, object)
    def _on_strategy_done(self, name: str, stats) -> None:
        job = self._live_job()
        if job is not None:
            self.strategy_done.emit(job, name, stats)
