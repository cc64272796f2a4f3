"""The child process of the rater and the generator: results, exceptions, stop, death."""

from __future__ import annotations

import os
import threading
import time
from functools import partial

import pytest

from solver.explain import explain
from solver.rating import rate
from sudoku_gui.jobs.worker_process import WorkerError, WorkerProcess

# Every test here runs a child process.
pytestmark = pytest.mark.process

EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"


def count_until_stopped(limit, progress=None, should_stop=None):
    """Reports 0, 1, 2, ... until told to stop (or ``limit``); returns how far it got."""
    for number in range(limit):
        if should_stop():
            return number
        progress(number)
        time.sleep(0.001)
    return limit


def pid_of_caller() -> int:
    return os.getpid()


def die() -> None:
    os._exit(3)


@pytest.fixture
def worker():
    process = WorkerProcess("test-worker")
    yield process
    process.shutdown()


def test_a_call_runs_in_the_child_and_returns_its_result(worker):
    rating = worker.call(partial(rate, time_limit=10), EASY)
    assert rating == rate(EASY)
    assert worker.call(pid_of_caller) == worker.pid != os.getpid()
    assert worker.call(partial(explain, time_limit=10), EASY).er == explain(EASY).er


def test_the_functions_exception_is_raised_again_in_the_caller(worker):
    with pytest.raises(ValueError, match="no solution"):
        worker.call(rate, "11" + "." * 79)
    assert worker.call(pid_of_caller) == worker.pid  # the child lives on


def test_progress_arrives_and_should_stop_stops_the_child(worker):
    heard: list[int] = []
    stop = threading.Event()

    def hear(number: int) -> None:
        """Stop once progress has come through: a busy machine may take a second to start
        the child, and a stop set by the clock before then would stop it at 0."""
        heard.append(number)
        if number >= 50:
            stop.set()

    reached = worker.call(
        partial(count_until_stopped, 100_000),
        progress=hear,
        should_stop=stop.is_set,
        hooks=True,
    )
    assert 50 < reached < 100_000
    assert heard[:3] == [0, 1, 2] and heard[-1] in (reached - 1, reached)


def test_a_child_that_dies_fails_the_call_and_the_next_call_starts_a_new_one(worker):
    first = worker.call(pid_of_caller)
    with pytest.raises(WorkerError, match="stopped unexpectedly"):
        worker.call(die)
    assert worker.call(pid_of_caller) not in (first, None)


def test_a_rating_in_the_child_reports_its_steps_and_stops_when_told(worker):
    """What the status bar's Cancel relies on: ``rate`` in the rater's process sends each
    step as it is found and ends its path at a STOP, with the figures found so far."""
    hard = "000100200040005090007000060900340080003050900010069007060000800030900020005008000"
    seen = []
    rating = worker.call(
        partial(rate, time_limit=None),
        hard,
        progress=seen.append,
        should_stop=lambda: len(seen) >= 3,
        hooks=True,
    )
    assert rating.stopped and not rating.logic
    assert 3 <= rating.steps == len(seen) < 84  # the whole path takes about 84
    assert all(item.step.technique for item in seen)  # whole steps crossed the pipe
