"""The live uniqueness check: counted off the GUI thread, debounced, stale results dropped."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QThread

import solver
from sudoku_gui.jobs import threads
from sudoku_gui.jobs.uniqueness import UniquenessChecker

EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"


def grid_of(text: str) -> tuple[int, ...]:
    return solver.parse(text).cells


@pytest.fixture
def checker(qtbot):
    checker = UniquenessChecker()
    yield checker
    checker.shutdown()


def test_counts_in_a_registered_worker_thread(checker, qtbot, monkeypatch):
    seen_threads = []
    original = solver.count_solutions

    def spy(puzzle, limit):
        seen_threads.append(QThread.currentThread())
        return original(puzzle, limit)

    monkeypatch.setattr(solver, "count_solutions", spy)
    with qtbot.waitSignal(checker.counted, timeout=5000) as blocker:
        checker.request(grid_of(EASY))
    assert blocker.args == [grid_of(EASY), 1]
    assert seen_threads and seen_threads[0] is not QThread.currentThread()
    assert any(t.objectName() == "uniqueness-check" for t in threads.live_threads())


def test_a_burst_of_requests_is_counted_once_for_the_newest(checker, qtbot):
    results = []
    checker.counted.connect(lambda givens, count: results.append((givens, count)))
    empty = (0,) * 81
    for _ in range(20):
        checker.request(empty)
    checker.request(grid_of(EASY))
    qtbot.waitUntil(lambda: bool(results), timeout=5000)
    qtbot.wait(400)
    assert results == [(grid_of(EASY), 1)]


def test_shutdown_stops_the_thread(qtbot):
    checker = UniquenessChecker()
    checker.request((0,) * 81)
    checker.shutdown()
    assert not threads.live_threads()


def test_the_same_givens_are_counted_once(checker, qtbot):
    results = []
    checker.counted.connect(lambda givens, count: results.append(count))
    checker.request(grid_of(EASY))
    qtbot.waitUntil(lambda: bool(results), timeout=5000)
    checker.request(grid_of(EASY))  # an entry changed, the givens did not
    qtbot.wait(400)
    assert results == [1]
