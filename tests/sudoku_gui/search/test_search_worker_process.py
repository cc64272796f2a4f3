"""The search's own process: its pipe protocol, its Qt-free imports, its life and death."""

from __future__ import annotations

import multiprocessing
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

import solver
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.running import solver_process
from sudoku_gui.search.running.solver_process import SolverProcess
from sudoku_gui.search.running.worker import SearchController

# The solver's child process, started for nearly every test.
pytestmark = pytest.mark.process

ROOT = Path(__file__).resolve().parents[3]


def solver_children() -> list[multiprocessing.process.BaseProcess]:
    """The solver processes this process runs (other tests' are all closed: checked first)."""
    return [p for p in multiprocessing.active_children() if p.name == solver_process.PROCESS_NAME]


@pytest.fixture(autouse=True)
def no_solver_process_before():
    assert solver_children() == [], "an earlier test left a solver process running"


@pytest.fixture
def process():
    made = SolverProcess()
    yield made
    made.close()


def receive(conn, timeout: float = 10.0):
    assert conn.poll(timeout), "the solver process did not answer"
    return conn.recv()


def run_search(conn, puzzle: str, strategy: str, node_limit=None) -> tuple[list, tuple]:
    """Drive one search over the pipe as the worker does; the events its deltas recorded
    and its last message."""
    conn.send((solver_process.SEARCH, puzzle, strategy, node_limit, 1))
    record = SearchRecord()
    while True:
        message = receive(conn)
        if message[0] != solver_process.BATCH:
            return [record.event(i) for i in range(len(record))], message
        record.apply(message[1])
        if message[2]:
            conn.send(solver_process.ACK)


def test_events_cross_the_pipe_unchanged(fool_003):
    ours, theirs = multiprocessing.Pipe()
    run = solver.search(fool_003, "norvig")
    events = list(run)
    theirs.send((solver_process.FINISHED, events, run.stats))
    _kind, received, stats = ours.recv()
    assert received == events
    assert [type(e) for e in received] == [type(e) for e in events]
    assert stats == run.stats


def test_the_process_module_does_not_import_qt():
    code = (
        "import sys, sudoku_gui.search.running.solver_process;"
        "sys.exit(any(name.startswith('PySide6') for name in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=False).returncode == 0


def test_a_search_in_the_process_streams_what_the_solver_yields(process, fool_003):
    conn = process.connection()
    (child,) = solver_children()
    assert child.pid != os.getpid() and child.is_alive()
    events, last = run_search(conn, fool_003, "norvig")
    assert events == list(solver.search(fool_003, "norvig"))
    assert last[:2] == (solver_process.FINISHED, "solved")
    assert last[2].assumptions == 8


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="no process priorities here")
def test_the_search_runs_at_a_lower_priority_than_the_window(process, fool_003):
    run_search(process.connection(), fool_003, "norvig")  # the child is serving by now
    (child,) = solver_children()
    lowered = min(os.getpriority(os.PRIO_PROCESS, 0) + solver_process.SEARCH_NICENESS, 19)
    assert os.getpriority(os.PRIO_PROCESS, child.pid) == lowered


def test_stop_cancels_and_a_late_stop_is_ignored(process, fool_003):
    conn = process.connection()
    conn.send((solver_process.SEARCH, fool_003, "backtracking", None, 1))
    assert receive(conn)[0] == solver_process.BATCH
    conn.send(solver_process.STOP)
    assert receive(conn) == (solver_process.CANCELLED,)
    conn.send(solver_process.STOP)  # arrives after the search it meant has ended
    _events, last = run_search(conn, fool_003, "backtracking", node_limit=50)
    assert last[:2] == (solver_process.FINISHED, "limit")


def test_a_comparison_reports_each_strategy_then_ends(process, fool_003):
    conn = process.connection()
    conn.send((solver_process.COMPARE, fool_003, ("norvig", "backtracking"), 500))
    done = [receive(conn), receive(conn)]
    assert [(kind, name) for kind, name, _stats in done] == [
        (solver_process.STRATEGY_DONE, "norvig"),
        (solver_process.STRATEGY_DONE, "backtracking"),
    ]
    assert done[0][2].assumptions == 8 and done[1][2].outcome == "limit"
    assert receive(conn) == (solver_process.FINISHED, "compared", None)


def test_stop_ends_a_comparison_and_the_process_serves_on(process, fool_003):
    conn = process.connection()
    conn.send((solver_process.COMPARE, fool_003, ("backtracking",), 10**9))
    time.sleep(0.1)
    conn.send(solver_process.STOP)
    assert receive(conn) == (solver_process.CANCELLED,)
    _events, last = run_search(conn, fool_003, "norvig")
    assert last[:2] == (solver_process.FINISHED, "solved")


def test_one_process_serves_every_search_and_close_ends_it(process, fool_003):
    first = process.connection()
    run_search(first, fool_003, "norvig")
    assert process.connection() is first
    assert len(solver_children()) == 1
    process.close()
    assert solver_children() == []


def test_a_killed_process_fails_the_search_and_the_next_one_starts_a_new_one(qtbot, fool_003):
    controller = SearchController()
    try:
        taken: list = []
        controller.progress.connect(lambda job, events: taken.append(job))  # never taken
        controller.start_search(fool_003, "backtracking")
        qtbot.waitUntil(lambda: bool(taken), timeout=5000)
        (child,) = solver_children()
        with qtbot.waitSignal(controller.failed, timeout=5000) as failed:
            child.kill()
            controller.batch_taken(taken[0])
        assert "ended unexpectedly" in failed.args[1]
        with qtbot.waitSignal(controller.finished, timeout=10000) as finished:
            controller.progress.connect(lambda job, events: controller.batch_taken(job))
            controller.start_search(fool_003, "norvig")
        assert finished.args[1] == "solved"
    finally:
        controller.shutdown()
    assert solver_children() == []
