"""The gym's mastery store (sudoku_gui.gym.mastery), without Qt: mastery after two clean
solves, the review schedule on a fake clock, the database surviving a killed process,
migrations, JSON export and import."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from sudoku_gui.gym import mastery
from sudoku_gui.gym.mastery import (
    DUE,
    LEARNING,
    MASTERED,
    MIGRATIONS,
    NEW,
    SCHEMA_VERSION,
    MasteryStore,
    StoreError,
)
from tests.fakes import FakeClock

ROOT = Path(__file__).resolve().parents[1]
START = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(START)


@pytest.fixture
def store(tmp_path, clock):
    with MasteryStore(tmp_path / "gym.sqlite3", clock=clock) as opened:
        yield opened


def solve(store: MasteryStore, clock: FakeClock, technique="x-wing", hints=0, verdict="right"):
    """One answered exercise that took 40 seconds, ending now."""
    return store.record_attempt(
        technique, clock() - timedelta(seconds=40), hints=hints, verdict=verdict
    )


def test_a_new_store_is_at_the_current_schema_in_wal_mode(tmp_path, store):
    assert store.version == SCHEMA_VERSION == len(MIGRATIONS)
    db = sqlite3.connect(tmp_path / "gym.sqlite3")
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store.state("x-wing").status == NEW


def test_two_clean_solves_in_a_row_master_a_technique(store, clock):
    assert solve(store, clock).status == LEARNING
    state = solve(store, clock)
    assert state.status == MASTERED
    assert state.streak == 2
    assert state.attempts == 2
    assert state.mean_seconds == pytest.approx(40.0)
    assert state.next_review == clock() + timedelta(days=1)


def test_a_hint_or_a_wrong_answer_breaks_the_streak(store, clock):
    solve(store, clock)
    assert solve(store, clock, hints=1).status == LEARNING
    assert solve(store, clock).streak == 1
    assert solve(store, clock, verdict="partly").streak == 0
    solve(store, clock)
    state = solve(store, clock)
    assert state.status == MASTERED
    assert state.hints_used == 1


def test_reviews_come_after_1_3_7_and_14_days_then_every_14(store, clock):
    solve(store, clock)
    solve(store, clock)
    for days in (1, 3, 7, 14, 14):
        review = store.state("x-wing").next_review
        assert review == clock() + timedelta(days=days)
        clock.advance(days=days, seconds=-1)
        assert store.state("x-wing").status == MASTERED
        assert store.due() == []
        clock.advance(seconds=1)
        assert store.state("x-wing").status == DUE
        assert store.due() == ["x-wing"]
        solve(store, clock)
    assert store.state("x-wing").status == MASTERED


def test_a_clean_solve_before_the_review_is_due_changes_nothing(store, clock):
    solve(store, clock)
    solve(store, clock)
    review = store.state("x-wing").next_review
    clock.advance(hours=5)
    solve(store, clock)
    assert store.state("x-wing").next_review == review


def test_a_failed_review_sends_the_technique_back_to_learning(store, clock):
    solve(store, clock)
    solve(store, clock)
    clock.advance(days=2)
    assert store.due() == ["x-wing"]
    state = solve(store, clock, hints=2)
    assert state.status == LEARNING
    assert state.next_review is None
    assert store.due() == []


def test_due_lists_the_most_overdue_first(store, clock):
    for technique in ("swordfish", "x-wing"):
        solve(store, clock, technique)
        solve(store, clock, technique)
        clock.advance(hours=1)
    clock.advance(days=2)
    assert store.due() == ["swordfish", "x-wing"]
    assert store.due(START) == []


def test_tier_summaries_count_each_lesson_once(store, clock):
    solve(store, clock, "x-wing")
    solve(store, clock, "x-wing")
    solve(store, clock, "hidden single", hints=3)
    summaries = store.tier_summaries()
    assert [s.tier for s in summaries] == list(mastery.Tier)
    assert sum(s.techniques for s in summaries) == len(mastery.LESSONS)
    singles, _, fish = summaries[0], summaries[1], summaries[2]
    assert (singles.learning, singles.new, singles.hints_used) == (1, 2, 3)
    assert (fish.mastered, fish.attempts, fish.mean_seconds) == (1, 2, pytest.approx(40.0))
    clock.advance(days=1)
    assert store.tier_summaries()[2].due == 1


def test_bad_attempts_are_refused_with_a_reason(store, clock):
    with pytest.raises(ValueError, match="unknown technique 'y-wing'"):
        solve(store, clock, "y-wing")
    with pytest.raises(ValueError, match="verdict must be one of"):
        solve(store, clock, verdict="maybe")
    with pytest.raises(ValueError, match="hints must be a count"):
        solve(store, clock, hints=-1)
    with pytest.raises(ValueError, match="time zone|aware"):
        store.record_attempt("x-wing", datetime(2026, 1, 1))
    assert store.attempts() == []


def test_reset_forgets_everything(store, clock):
    solve(store, clock)
    solve(store, clock)
    store.reset()
    assert store.attempts() == []
    assert store.state("x-wing").status == NEW


def test_export_and_import_round_trip(tmp_path, store, clock):
    solve(store, clock, "x-wing")
    solve(store, clock, "x-wing")
    clock.advance(minutes=3)
    solve(store, clock, "naked pair", hints=1, verdict="wrong")
    path = tmp_path / "gym.json"
    store.export_json(path)
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["format"] == "sudoku-lens-gym"
    assert len(document["attempts"]) == 3
    assert document["states"]["x-wing"]["mastered"] is True
    with MasteryStore(tmp_path / "other.sqlite3", clock=clock) as other:
        assert other.import_json(path) == 3
        assert other.import_json(path) == 0  # the same attempts are not added twice
        assert other.state("x-wing") == store.state("x-wing")
        assert other.state("naked pair") == store.state("naked pair")
        assert other.attempts() == store.attempts()


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("not json", "not a JSON export"),
        ('{"format": "other"}', "not a gym export"),
        ('{"format": "sudoku-lens-gym", "version": 9, "attempts": []}', "version 9"),
        ('{"format": "sudoku-lens-gym", "version": 1, "attempts": {}}', "must be a list"),
        (
            '{"format": "sudoku-lens-gym", "version": 1, "attempts": [{"technique": "x-wing"}]}',
            "attempt 1: must be an object with",
        ),
        (
            '{"format": "sudoku-lens-gym", "version": 1, "attempts": [{"technique": "x-wing", '
            '"started": "2026-01-01T00:00:00+00:00", "finished": "yesterday", "hints": 0, '
            '"verdict": "right"}]}',
            "attempt 1: Invalid isoformat",
        ),
        (
            '{"format": "sudoku-lens-gym", "version": 1, "attempts": [{"technique": "x-wing", '
            '"started": "2026-01-01T00:00:00", "finished": "2026-01-01T00:00:00+00:00", '
            '"hints": 0, "verdict": "right"}]}',
            "attempt 1: a time without a time zone",
        ),
    ],
)
def test_a_bad_import_says_why_and_changes_nothing(tmp_path, store, clock, content, message):
    solve(store, clock)
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(StoreError, match=message):
        store.import_json(path)
    assert len(store.attempts()) == 1


def test_an_import_too_big_is_refused_before_reading(tmp_path, store, monkeypatch):
    monkeypatch.setattr(mastery, "MAX_IMPORT_BYTES", 100)
    path = tmp_path / "big.json"
    path.write_text(" " * 101, encoding="utf-8")
    with pytest.raises(StoreError, match=r"big\.json: file too big \(over 100 bytes\)"):
        store.import_json(path)


def test_a_version_1_database_is_migrated_with_its_attempts(tmp_path, clock):
    path = tmp_path / "old.sqlite3"
    db = sqlite3.connect(path)
    MIGRATIONS[0](db)
    db.execute("PRAGMA user_version = 1")
    for minutes in (0, 5):
        moment = (START + timedelta(minutes=minutes)).isoformat()
        db.execute(
            "INSERT INTO attempts (technique, started, finished, hints, verdict) "
            "VALUES ('x-wing', ?, ?, 0, 'right')",
            (moment, moment),
        )
    db.commit()
    db.close()
    with MasteryStore(path, clock=clock) as store:
        assert store.version == SCHEMA_VERSION
        state = store.state("x-wing")
        assert state.status == MASTERED
        assert state.next_review == START + timedelta(minutes=5, days=1)


def test_a_database_from_a_newer_app_is_refused(tmp_path):
    path = tmp_path / "new.sqlite3"
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    with pytest.raises(StoreError, match="newer version"):
        MasteryStore(path)


def test_a_file_that_is_not_a_database_is_refused(tmp_path):
    path = tmp_path / "junk.sqlite3"
    path.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(StoreError, match="not a usable gym database"):
        MasteryStore(path)


def test_the_store_lives_in_the_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("SUDOKU_LENS_DATA_DIR", str(tmp_path))
    assert mastery.default_path() == tmp_path / "gym.sqlite3"


# ---- a killed process loses nothing it committed

# Records attempts for ever, printing the number of each once committed.
RECORDER = r"""
import sys
from datetime import UTC, datetime
from sudoku_gui.gym.mastery import MasteryStore

store = MasteryStore(sys.argv[1])
number = 0
while True:
    number += 1
    now = datetime.now(UTC)
    store.record_attempt("x-wing", now, now, number % 2, "right")
    print(number, flush=True)
"""


def _check_intact(path: Path, at_least: int) -> None:
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    db.close()
    with MasteryStore(path) as store:
        attempts = store.attempts()
        assert len(attempts) >= at_least
        assert store.state("x-wing").attempts == len(attempts)
        # The state row was written with the last attempt: it agrees with the attempts.
        assert store.state("x-wing").hints_used == sum(a.hints for a in attempts)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL on this system")
@pytest.mark.process
def test_a_process_killed_while_recording_loses_nothing_committed(tmp_path):
    path = tmp_path / "gym.sqlite3"
    child = subprocess.Popen(
        [sys.executable, "-c", RECORDER, str(path)],
        stdout=subprocess.PIPE,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    committed = 0
    while committed < 25:  # killed mid-stream: some attempt is being written right now
        committed = int(child.stdout.readline())
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=30)
    child.stdout.close()
    assert child.returncode == -signal.SIGKILL
    _check_intact(path, committed)


def test_a_transaction_cut_short_leaves_the_committed_rows(tmp_path, clock):
    """The portable twin: the connection dies inside record_attempt's transaction (between
    the attempt and the state), and the database keeps what was committed before."""
    path = tmp_path / "gym.sqlite3"
    store = MasteryStore(path, clock=clock)
    solve(store, clock)

    def die(*_args):
        raise KeyboardInterrupt  # what a process ends with, short of a kill

    original = mastery._write_states
    mastery._write_states = die
    try:
        with pytest.raises(KeyboardInterrupt):
            solve(store, clock)
    finally:
        mastery._write_states = original
    store.close()
    _check_intact(path, 1)
    with MasteryStore(path, clock=clock) as reopened:
        assert len(reopened.attempts()) == 1


@pytest.mark.process
def test_waiting_for_the_child_is_bounded():
    """The kill test's reader would hang if the recorder never printed: it starts fast."""
    started = time.monotonic()
    out = subprocess.run(
        [sys.executable, "-c", "import sudoku_gui.gym.mastery; print('ok')"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert out.stdout.strip() == "ok"
    assert time.monotonic() - started < 60
