"""The solver thread: batches, one job at a time, stopping fast and shutting down cleanly."""

from __future__ import annotations

import time

import pytest

from sudoku_gui import threads
from sudoku_gui.search.worker import SearchController


@pytest.fixture
def controller(qtbot):
    made = SearchController()
    yield made
    made.shutdown()


def test_a_search_streams_batches_and_finishes(qtbot, controller, fool_003, fool_003_solution):
    received: list = []
    controller.progress.connect(lambda job, events: received.append((job, events)))
    with qtbot.waitSignal(controller.finished, timeout=10000) as finished:
        job = controller.start_search(fool_003, "norvig")
    assert finished.args[0] is job
    assert finished.args[1] == "solved"
    events = [e for _job, batch in received for e in batch]
    assert {j for j, _ in received} == {job}
    assert events[0].kind == "start" and events[-1].kind == "solved"
    assert events[-1].solution == fool_003_solution
    assert len({id(batch) for _j, batch in received}) == len(received), "a new list per batch"
    assert not controller.busy


def test_stop_takes_effect_within_100_ms(qtbot, controller, fool_003):
    started = []
    controller.progress.connect(lambda job, events: started.append(job))
    job = controller.start_search(fool_003, "backtracking")
    qtbot.waitUntil(lambda: bool(started), timeout=5000)
    with qtbot.waitSignal(controller.cancelled, timeout=2000) as cancelled:
        began = time.perf_counter()
        controller.cancel()
    assert time.perf_counter() - began < 0.1
    assert cancelled.args == [job]
    assert not controller.busy


def test_a_second_request_cancels_the_first(qtbot, controller, fool_003):
    seen_jobs = set()
    controller.progress.connect(lambda job, events: seen_jobs.add(job))
    first = controller.start_search(fool_003, "backtracking")
    qtbot.waitUntil(lambda: first in seen_jobs, timeout=5000)
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
    started = []
    controller.progress.connect(lambda job, events: started.append(job))
    controller.start_search(fool_003, "backtracking")
    qtbot.waitUntil(lambda: bool(started), timeout=5000)
    controller.shutdown()
    assert threads.live_threads() == []
