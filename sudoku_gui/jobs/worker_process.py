"""A child process for the solver's long pure functions: rating, explaining, generating.

Rating a hard puzzle walks forcing chains for seconds, and generating an extreme one rates
dozens of candidates. In a thread of the window's process that pure-Python work holds the
GIL and makes every paint wait its turn; in a child process it has an interpreter of its
own. A ``WorkerProcess`` is the parent's handle: ``call`` runs a picklable function there
and blocks the calling thread (a job runner's or the generator's thread, never the GUI
thread) until it returns, or raises what the function raised. The child starts on the
first call (``spawn``: a fresh interpreter that imports only the solver) and serves every
later one; if it dies, the call fails with WorkerError and the next call starts anew.

The conversation over the pipe, one call at a time:

    parent -> child   (CALL, function, args, hooks)
    child  -> parent  (PROGRESS, value) ...        only when ``hooks``: progress reports
    parent -> child   STOP                         any time: ``should_stop`` said so
    child  -> parent  (RESULT, value) | (ERROR, exception)

With ``hooks`` the function gets ``progress`` and ``should_stop`` keywords (as
``solver.generator.generate`` takes them); its ``should_stop`` answers True once a STOP has
arrived. A STOP that arrives after the call ended is ignored. This module never imports Qt.
"""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Callable
from multiprocessing.connection import Connection

from sudoku_gui.support.words import translate

CALL, PROGRESS, RESULT, ERROR, STOP = "call", "progress", "result", "error", "stop"
POLL_SECONDS = 0.05  # how often a waiting call asks its ``should_stop``


class WorkerError(RuntimeError):
    """The child died, or the function raised an exception that cannot cross the pipe."""


class WorkerProcess:
    """The parent's handle on one child process (see the module docstring)."""

    def __init__(self, name: str) -> None:
        """``name`` names the child process (ps and the tests see it)."""
        self.name = name
        self._lock = threading.Lock()  # one call at a time, whichever thread makes it
        self._connection: Connection | None = None
        self._process: multiprocessing.process.BaseProcess | None = None

    @property
    def pid(self) -> int | None:
        """The child's process id, None before the first call or after it died."""
        alive = self._process is not None and self._process.is_alive()
        return self._process.pid if alive else None

    def call(
        self,
        function: Callable,
        *args,
        progress: Callable[[object], None] | None = None,
        should_stop: Callable[[], bool] | None = None,
        hooks: bool = False,
    ):
        """``function(*args)`` in the child; its result, or WorkerError. With ``hooks`` the
        child passes the function ``progress`` and ``should_stop`` (see the module
        docstring), wired to these two callables of the calling thread."""
        with self._lock:
            connection = self._started()
            try:
                connection.send((CALL, function, args, hooks))
                return self._answer(connection, progress, should_stop)
            except (EOFError, OSError, BrokenPipeError) as error:
                self._forget()
                raise WorkerError(
                    translate(
                        "Workers", "the background process {name} stopped unexpectedly"
                    ).format(name=self.name)
                ) from error

    def shutdown(self) -> None:
        """End the child (the next call starts a new one)."""
        with self._lock:
            self._forget()

    def _answer(self, connection: Connection, progress, should_stop):
        stop_sent = False
        while True:
            # Asked before every message too: a stream of progress reports leaves no pause.
            if should_stop is not None and not stop_sent and should_stop():
                connection.send(STOP)
                stop_sent = True
            if not connection.poll(POLL_SECONDS):
                continue
            kind, value = connection.recv()
            if kind == PROGRESS:
                if progress is not None:
                    progress(value)
            elif kind == RESULT:
                return value
            else:
                raise value

    def _started(self) -> Connection:
        if self._connection is not None and self._process is not None:
            if self._process.is_alive():
                return self._connection
            self._forget()
        context = multiprocessing.get_context("spawn")
        parent_end, child_end = context.Pipe()
        process = context.Process(target=serve, args=(child_end,), name=self.name, daemon=True)
        process.start()
        child_end.close()
        self._connection, self._process = parent_end, process
        return parent_end

    def _forget(self) -> None:
        if self._connection is not None:
            self._connection.close()
        if self._process is not None:
            if self._process.is_alive():
                self._process.terminate()
            self._process.join(timeout=2)
        self._connection = self._process = None


def serve(connection: Connection) -> None:
    """The child's loop: answer calls until the parent's end of the pipe closes."""
    while True:
        try:
            request = connection.recv()
        except (EOFError, OSError):
            return
        if request == STOP:  # arrived after its call ended
            continue
        _, function, args, hooks = request
        stop = _StopFlag(connection)
        keywords = {"progress": stop.report, "should_stop": stop} if hooks else {}
        try:
            result = function(*args, **keywords)
        except Exception as error:  # raised again in the caller, not lost in the child
            _send_error(connection, error)
        else:
            connection.send((RESULT, result))


def _send_error(connection: Connection, error: Exception) -> None:
    """The exception itself, so the caller catches what a local call would raise; a
    WorkerError naming it when it cannot be pickled."""
    try:
        connection.send((ERROR, error))
    except Exception:
        connection.send((ERROR, WorkerError(f"{type(error).__name__}: {error}")))


class _StopFlag:
    """The child's side of ``should_stop`` and ``progress`` for one call."""

    def __init__(self, connection: Connection) -> None:
        self._connection = connection
        self._stopped = False

    def __call__(self) -> bool:
        while not self._stopped and self._connection.poll():
            self._stopped = self._connection.recv() == STOP
        return self._stopped

    def report(self, value) -> None:
        self._connection.send((PROGRESS, value))


# The rater's process: the status bar's rating runs here.
rater = WorkerProcess("sudoku-lens-rater")
# The Explain panel's path runs here: it has no time limit (minutes on the hardest puzzles),
# so in the rater's process it would hold the status bar's rating of the next puzzle back.
explainer = WorkerProcess("sudoku-lens-explainer")
