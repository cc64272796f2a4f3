"""Background jobs: run in a registered worker thread, only the newest result is delivered."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QThread

from sudoku_gui.jobs import threads
from sudoku_gui.jobs.runner import JobRunner


@pytest.fixture
def runner(qtbot):
    runner = JobRunner("test-jobs")
    yield runner
    runner.shutdown()


def recorded(runner: JobRunner) -> list:
    """(signal, job, payload) of everything ``runner`` reports from now on."""
    seen = []
    runner.finished.connect(lambda job, result: seen.append(("finished", job, result)))
    runner.failed.connect(lambda job, message: seen.append(("failed", job, message)))
    return seen


def slow(value, seconds: float):
    time.sleep(seconds)
    return value


def test_a_job_runs_in_a_registered_worker_thread(runner, qtbot):
    def where() -> QThread:
        return QThread.currentThread()

    with qtbot.waitSignal(runner.finished, timeout=5000) as blocker:
        job = runner.submit(where)
    assert blocker.args[0] == job
    assert blocker.args[1] is not QThread.currentThread()
    assert [t.objectName() for t in threads.live_threads()] == ["test-jobs"]


def test_only_the_newest_job_reports(runner, qtbot):
    seen = recorded(runner)
    runner.submit(slow, "first", 0.3)
    qtbot.wait(50)  # the first job is running now
    runner.submit(slow, "second", 0)
    newest = runner.submit(slow, "third", 0)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    qtbot.wait(100)
    assert seen == [("finished", newest, "third")]


def test_a_failing_job_reports_its_message(runner, qtbot):
    seen = recorded(runner)
    job = runner.submit(int, "seven")
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert seen == [("failed", job, "invalid literal for int() with base 10: 'seven'")]
    runner.submit(int, "7")  # the worker carries on
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=5000)
    assert seen[1][2] == 7


def test_a_debounced_runner_runs_a_burst_once(qtbot):
    runner = JobRunner("debounced", delay_ms=100)
    calls = []
    seen = recorded(runner)
    for value in range(10):
        runner.submit(calls.append, value)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    runner.shutdown()
    assert calls == [9]


def test_cancel_drops_the_running_job(runner, qtbot):
    seen = recorded(runner)
    runner.submit(slow, "dropped", 0.2)
    qtbot.wait(50)
    runner.cancel()
    qtbot.wait(300)
    assert seen == []


def test_shutdown_waits_for_the_running_job_and_a_new_submit_starts_again(runner, qtbot):
    seen = recorded(runner)
    runner.submit(slow, "dropped", 0.2)
    qtbot.waitUntil(lambda: bool(threads.live_threads()), timeout=5000)
    qtbot.wait(50)
    runner.shutdown()
    assert not threads.live_threads()
    qtbot.wait(50)
    assert seen == []
    with qtbot.waitSignal(runner.finished, timeout=5000) as blocker:
        runner.submit(slow, "again", 0)
    assert blocker.args[1] == "again"
