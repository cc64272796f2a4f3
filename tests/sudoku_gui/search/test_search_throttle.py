"""The repaint throttle: the first call now, the last of a burst later, never more often."""

from __future__ import annotations

from sudoku_gui.search.running.throttle import Throttle


def test_a_burst_gives_the_first_and_the_last_call(qtbot):
    calls: list[int] = []
    throttle = Throttle(calls.append, 50)
    for value in range(100):
        throttle(value)
    assert calls == [0]
    qtbot.waitUntil(lambda: calls == [0, 99], timeout=1000)
    qtbot.wait(80)
    assert calls == [0, 99]


def test_flush_runs_the_pending_call_now(qtbot):
    calls: list[str] = []
    throttle = Throttle(calls.append, 10_000)
    throttle("first")
    throttle("second")
    throttle("newest")
    throttle.flush()
    assert calls == ["first", "newest"]
