"""The search's own process: runs a search, records it, and streams the record's growth.

Pure-Python search code holds the GIL, so a search in a thread of the window's process makes
every slot and paint of the GUI thread wait for it: at full speed the gaps between GUI timer
ticks reach 50-70 ms. In a child process the search has its own interpreter. The child also
records what it searches (``SearchRecord``, exporting): replaying each event into the record
is Python work of the same order as the search itself, so the window only receives each
batch's ``RecordDelta`` (mostly the new rows' bytes) and copies it into its mirror record.

This module never imports Qt: the child process imports it (``spawn`` starts a fresh
interpreter that loads only what the target needs), so starting one costs an interpreter and
the solver, not PySide6. ``SolverProcess`` is the parent's handle: it starts the child once
and reuses it for every search.

The conversation over the pipe, one request at a time:

    parent -> child   (SEARCH, puzzle, strategy, node_limit, max_solutions)
    child  -> parent  (BATCH, delta, wants_reply)    the record's growth over BATCH_SECONDS
    parent -> child   ACK (go on) or STOP (cancel), one reply per batch that wants one
    child  -> parent  (FINISHED, outcome, stats) | (CANCELLED,) | (FAILED, message)

    parent -> child   (COMPARE, puzzle, strategies, node_limit)
    child  -> parent  (STRATEGY_DONE, name, stats) per strategy, in order
    child  -> parent  (FINISHED, "compared", None) | (CANCELLED,) | (FAILED, message)

The child waits for a reply after each batch but the last, so a search faster than the window
never piles up batches. The parent may send STOP at any moment; a search reads it as the reply
to its next batch, a comparison looks for it every ``BATCH_SECONDS``, and the child ignores a
STOP that arrives after its request has ended. The child exits when the parent's end of the
pipe closes (or when terminated).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import time
from collections.abc import Callable
from multiprocessing.connection import Connection

import solver
from sudoku_gui.search.model.recording import SearchRecord

# How much search work goes into one delta: the window takes each in well under a
# millisecond, so this only sets how often the record it shows grows.
BATCH_SECONDS = 0.02

PROCESS_NAME = "sudoku-lens-solver"  # as tools like ps and the tests see it
# How much lower the search process's scheduling priority is than the window's.
SEARCH_NICENESS = 10

SEARCH, BATCH, FINISHED, CANCELLED, FAILED = "search", "batch", "finished", "cancelled", "failed"
COMPARE, STRATEGY_DONE = "compare", "strategy done"
ACK, STOP = "ack", "stop"


def lower_priority() -> None:
    """Let the window's threads go first when the cores are busy. A search runs flat out, and
    Qt paints large areas with helper threads the GUI thread waits for: were the search an
    equal competitor for the cores, a repaint would wait for its share of them."""
    nice = getattr(os, "nice", None)  # Windows has none: its child runs at normal priority
    if nice is not None:
        with contextlib.suppress(OSError):
            nice(SEARCH_NICENESS)


def serve(conn: Connection) -> None:
    """The child's main loop: run each requested search until the parent goes away."""
    lower_priority()
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return  # the parent went away
        serve_request = REQUESTS.get(request[0])
        if serve_request is None:
            continue  # a STOP meant for a request that has ended meanwhile
        try:
            serve_request(conn, *request[1:])
        except (EOFError, OSError):
            return
        except Exception as error:  # any failure must reach the window, not end the child
            conn.send((FAILED, f"{type(error).__name__}: {error}"))


def stream(
    conn: Connection, puzzle: str, strategy: str | None, node_limit: int | None, max_solutions: int
) -> None:
    """Record one search, sending the record's growth in timed deltas, each but the last
    waiting for its reply."""
    run = solver.search(puzzle, strategy, node_limit=node_limit, max_solutions=max_solutions)
    record = SearchRecord(exporting=True)
    batch: list = []
    sent = time.perf_counter()
    for event in run:
        batch.append(event)
        if time.perf_counter() - sent >= BATCH_SECONDS:
            record.extend(batch)
            batch = []
            conn.send((BATCH, record.take_delta(), True))
            if conn.recv() == STOP:
                run.cancel()
                conn.send((CANCELLED,))
                return
            sent = time.perf_counter()
    if batch:
        record.extend(batch)
        conn.send((BATCH, record.take_delta(), False))
    conn.send((FINISHED, run.stats.outcome, run.stats))


def compare(conn: Connection, puzzle: str, strategies: tuple[str, ...], node_limit: int) -> None:
    """Run each strategy on ``puzzle`` (up to ``node_limit`` guesses), reporting each one's
    statistics as it ends; a STOP from the parent ends the comparison."""
    for name in strategies:
        run = solver.search(puzzle, name, node_limit=node_limit)
        looked = time.perf_counter()
        for _event in run:
            if time.perf_counter() - looked >= BATCH_SECONDS:
                looked = time.perf_counter()
                if conn.poll() and conn.recv() == STOP:
                    run.cancel()
                    conn.send((CANCELLED,))
                    return
        conn.send((STRATEGY_DONE, name, run.stats))
    conn.send((FINISHED, "compared", None))


REQUESTS: dict[str, Callable[..., None]] = {SEARCH: stream, COMPARE: compare}


class SolverProcess:
    """The parent's handle on the child: started on first use, restarted if it died.

    Not thread-safe: one thread at a time talks to it (the search thread while it runs,
    then the GUI thread, which closes it once that thread has stopped)."""

    def __init__(self) -> None:
        self._process: multiprocessing.process.BaseProcess | None = None
        self._conn: Connection | None = None

    def connection(self) -> Connection:
        """The pipe to a running child, starting one if there is none."""
        if self._process is None or not self._process.is_alive():
            self.close()
            context = multiprocessing.get_context("spawn")
            ours, theirs = context.Pipe()
            process = context.Process(target=serve, args=(theirs,), name=PROCESS_NAME, daemon=True)
            process.start()
            theirs.close()
            self._process, self._conn = process, ours
        assert self._conn is not None
        return self._conn

    def close(self) -> None:
        """End the child now. It keeps nothing worth saving, so it is terminated, not asked:
        closing never waits for a search to reach its next batch, or for a child that is
        still starting up."""
        process, conn = self._process, self._conn
        self._process = self._conn = None
        if conn is not None:
            conn.close()
        if process is not None:
            process.terminate()
            process.join()
            process.close()
