"""JobWatch: the window's side of a long path job (steps from the job's thread, Cancel, time)."""

from __future__ import annotations

import threading

from sudoku_gui.jobs import watch
from sudoku_gui.jobs.watch import JobWatch


def test_steps_of_the_current_job_arrive_and_an_older_jobs_are_dropped(qtbot):
    job_watch = JobWatch()
    seen = []
    job_watch.step_found.connect(seen.append)
    old_progress, old_should_stop = job_watch.begin()
    progress, should_stop = job_watch.begin()
    assert old_should_stop() and not should_stop()  # the job begun before is told to stop
    worker = threading.Thread(target=lambda: (old_progress("old"), progress("new")))
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: seen == ["new"], timeout=5000)  # queued to the GUI thread
    assert job_watch.steps == 1
    job_watch.cancel()
    assert should_stop() and job_watch.cancelled
    job_watch.end()
    progress("late")  # after the job ended: not counted
    qtbot.wait(50)
    assert seen == ["new"] and not job_watch.running


def test_the_clock_and_when_a_job_counts_as_long(monkeypatch):
    now = [1000.0]
    monkeypatch.setattr(watch.time, "monotonic", lambda: now[0])
    job_watch = JobWatch()
    job_watch.begin()
    assert not job_watch.long and job_watch.clock() == "0:00"
    now[0] += 34.9
    assert job_watch.long and job_watch.clock() == "0:34"
    now[0] += 3600
    assert job_watch.clock() == "1:00:34"
    job_watch.end()
    assert not job_watch.long
