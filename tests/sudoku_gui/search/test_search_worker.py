"""The solver thread: batches, one job at a time, stopping fast and shutting down cleanly."""

from __future__ import annotations

import time

import pytest

import solver
from sudoku_gui.jobs import threads
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.running.worker import SearchController


@pytest.fixture
def controller(qtbot):
    made = SearchController()
    yield made
    made.shutdown()


def take(controller, seen: list):
    """A progress receiver that notes each delta and hands it back, as the window does."""

    def receive(job, delta):
        seen.append((job, delta))
        controller.batch_taken(job)

    return receive


def test_the_worker_waits_for_each_batch_to_be_taken(qtbot, controller, fool_003):
    received: list = []
    controller.progress.connect(lambda job, events: received.append(job))  # never taken
    job = controller.start_search(fool_003, "backtracking")
    qtbot.waitUntil(lambda: bool(received), timeout=5000)
    qtbot.wait(200)
    assert len(received) == 1, "no second batch before the first is taken"
    controller.batch_taken(job)
    qtbot.waitUntil(lambda: len(received) == 2, timeout=5000)
    controller.cancel()
    qtbot.waitUntil(lambda: not controller.busy, timeout=2000)


def test_a_search_streams_its_record_and_finishes(qtbot, controller, fool_003, fool_003_solution):
    received: list = []
    controller.progress.connect(take(controller, received))
    with qtbot.waitSignal(controller.finished, timeout=10000) as finished:
        job = controller.start_search(fool_003, "norvig")
    assert finished.args[0] is job
    assert finished.args[1] == "solved"
    mirror = SearchRecord()
    for _job, delta in received:
        mirror.apply(delta)
    assert {j for j, _ in received} == {job}
    assert [mirror.event(i) for i in range(len(mirror))] == list(solver.search(fool_003, "norvig"))
    assert mirror.solutions == [fool_003_solution]
    assert not controller.busy


def test_stop_takes_effect_within_100_ms(qtbot, controller, fool_003):
    started = []
    controller.progress.connect(take(controller, started))
    job = controller.start_search(fool_003, "backtracking")
    qtbot.waitUntil(lambda: bool(started), timeout=5000)
    with qtbot.waitSignal(controller.cancelled, timeout=2000) as cancelled:
        began = time.perf_counter()
        controller.cancel()
    assert time.perf_counter() - began < 0.1
    assert cancelled.args == [job]
    assert {j for j, _ in started} == {job}
    assert not controller.busy


def test_a_second_request_cancels_the_first(qtbot, controller, fool_003):
    seen: list = []
    controller.progress.connect(take(controller, seen))
    first = controller.start_search(fool_003, "backtracking")
    qtbot.waitUntil(lambda: any(job is first for job, _ in seen), timeout=5000)
    with qtbot.waitSignal(controller.finished, timeout=10000) as finished:
        second = controller.start_search(fool_003, "norvig")
    assert finished.args[0] is second
    assert first.cancel.is_set()
    assert not controller.busy


def test_solve_now_answers_within_100_ms(qtbot, controller, fool_003, fool_003_solution):
    with qtbot.waitSignal(controller.solution_ready, timeout=2000) as ready:
        began = time.perf_counter()
        job = controller.solve_now(fool_003)
    assert time.perf_counter() - began < 0.1
    assert ready.args == [job, fool_003_solution]


def test_compare_reports_every_strategy(qtbot, controller, fool_003):
    done = []
    controller.strategy_done.connect(lambda job, name, stats: done.append((name, stats)))
    with qtbot.waitSignal(controller.finished, timeout=20000):
        controller.compare(fool_003, ["norvig", "backtracking"], node_limit=2000)
    assert [name for name, _ in done] == ["norvig", "backtracking"]
    assert done[0][1].assumptions == 8
    assert done[1][1].outcome == "limit"


def test_shutdown_mid_search_stops_the_thread(qtbot, fool_003):
    controller = SearchController()
    started: list = []
    controller.progress.connect(take(controller, started))
    controller.start_search(fool_003, "backtracking")
    qtbot.waitUntil(lambda: bool(started), timeout=5000)
    controller.shutdown()
    assert threads.live_threads() == []
