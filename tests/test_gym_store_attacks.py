"""The gym's store under attack (issue 38): a damaged store is kept aside and a fresh one
used, so the app starts; a store held by another process never makes the window wait and
loses no attempt; an import file built to hurt is refused by name, at once, in little
memory."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sudoku_gui.gym import mastery
from sudoku_gui.gym.mastery import MasteryStore, StoreError, open_store, read_export
from tests.bounds import EXTRA_MEMORY, refused_within_bounds

ROOT = Path(__file__).resolve().parents[1]
NOW = datetime(2026, 11, 1, 9, 0, tzinfo=UTC)


def filled_store(path: Path, attempts: int = 3) -> None:
    with MasteryStore(path, clock=lambda: NOW) as store:
        for number in range(attempts):
            moment = NOW + timedelta(minutes=number)
            store.record_attempt("x-wing", moment, moment, number % 2, "right")


def a_row_that_is_no_time(path: Path) -> None:
    filled_store(path)
    db = sqlite3.connect(path)
    db.execute("UPDATE attempts SET started = 'not a time' WHERE id = 2")
    db.commit()
    db.close()


def damaged_pages(path: Path) -> None:
    """Pages past the first overwritten: the header is intact, the tables are not."""
    filled_store(path, attempts=1)
    db = sqlite3.connect(path)
    row = db.execute("SELECT technique, started, finished, hints, verdict FROM attempts").fetchone()
    db.executemany(
        "INSERT INTO attempts (technique, started, finished, hints, verdict) VALUES (?,?,?,?,?)",
        [row] * 400,
    )
    db.commit()
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    data = bytearray(path.read_bytes())
    assert len(data) > 3 * 4096
    for at in range(4096 + 100, len(data), 997):
        data[at : at + 40] = b"\xa5" * 40
    path.write_bytes(bytes(data))


@pytest.mark.parametrize("damage", [a_row_that_is_no_time, damaged_pages])
def test_a_damaged_store_is_kept_aside_and_a_fresh_one_used(tmp_path, damage):
    path = tmp_path / "gym.sqlite3"
    damage(path)
    started = time.monotonic()
    store, problem = open_store(path, clock=lambda: NOW)
    assert time.monotonic() - started < 5
    with store:
        assert store.attempts() == []
        store.record_attempt("x-wing", NOW, NOW, 0, "right")
        assert len(store.attempts()) == 1
    assert problem is not None and "gym.sqlite3" in problem
    assert problem.endswith("(kept as gym.sqlite3.damaged-1)")
    assert (tmp_path / "gym.sqlite3.damaged-1").exists()
    # A second damaged store is kept under the next name, never over the first.
    damage(path)
    _store, again = open_store(path, clock=lambda: NOW)
    _store.close()
    assert again.endswith("(kept as gym.sqlite3.damaged-2)")


def test_the_damaged_row_is_named(tmp_path):
    path = tmp_path / "gym.sqlite3"
    a_row_that_is_no_time(path)
    with pytest.raises(StoreError, match=r"gym\.sqlite3: attempt 2: .*'not a time'"):
        MasteryStore(path)


@pytest.fixture
def held_store(tmp_path, monkeypatch) -> tuple[Path, sqlite3.Connection]:
    """A store with one attempt, and another connection holding its write lock (what
    another process does); the writer's waits made short."""
    monkeypatch.setattr(mastery, "WRITER_BUSY_MS", 50)
    monkeypatch.setattr(mastery, "RETRY_SECONDS", 0.05)
    monkeypatch.setattr(mastery, "CLOSE_SECONDS", 0.3)
    path = tmp_path / "gym.sqlite3"
    filled_store(path, attempts=1)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    yield path, other
    other.close()


def test_a_store_held_by_another_process_never_makes_the_window_wait(held_store):
    path, other = held_store
    store = MasteryStore(path, clock=lambda: NOW)
    started = time.monotonic()
    store.queue_attempt("x-wing", NOW, NOW, 0, "right")
    assert time.monotonic() - started < 0.5  # the window goes on at once
    assert len(store.attempts()) == 2 and store.state("x-wing").attempts == 2
    deadline = time.monotonic() + 5
    while store.write_problem is None and time.monotonic() < deadline:
        time.sleep(0.02)
    assert "locked" in store.write_problem and store.queued == 1  # kept, tried again
    other.execute("COMMIT")
    while store.queued and time.monotonic() < deadline:
        time.sleep(0.02)
    assert store.queued == 0
    store.close()
    with MasteryStore(path) as reopened:
        assert len(reopened.attempts()) == 2 and reopened.state("x-wing").attempts == 2


def test_an_attempt_queued_when_the_app_closes_is_written_at_the_next_start(held_store):
    path, other = held_store
    store = MasteryStore(path, clock=lambda: NOW)
    store.queue_attempt("x-wing", NOW, NOW + timedelta(seconds=5), 1, "right")
    store.close()
    other.execute("COMMIT")
    pending = path.with_name("gym.sqlite3.pending.json")
    assert pending.exists()
    with MasteryStore(path) as reopened:
        assert [a.hints for a in reopened.attempts()] == [0, 1]
    assert not pending.exists()


@pytest.mark.process
def test_the_app_starts_with_a_damaged_store(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    a_row_that_is_no_time(data / "gym.sqlite3")
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "SUDOKU_LENS_DATA_DIR": str(data),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "share"),
        "HOME": str(tmp_path),
        "PYTHONPATH": str(ROOT),
    }
    done = subprocess.run(
        [sys.executable, "-m", "sudoku_gui", "--smoke-test"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert (data / "gym.sqlite3.damaged-1").exists()
    with MasteryStore(data / "gym.sqlite3") as fresh:
        assert fresh.attempts() == []


# ---- imports built to hurt


def export_of(attempt: dict) -> str:
    return json.dumps({"format": "sudoku-lens-gym", "version": 1, "attempts": [attempt]})


GOOD = {
    "technique": "x-wing",
    "started": "2026-11-01T09:00:00+00:00",
    "finished": "2026-11-01T09:01:00+00:00",
    "hints": 0,
    "verdict": "right",
}


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (export_of({**GOOD, "technique": ["x-wing"]}), "technique must be a name, not list"),
        (export_of({**GOOD, "verdict": {"a": 1}}), "verdict must be a name, not dict"),
        (
            export_of({**GOOD, "finished": "9999-12-31T23:59:59+00:00"}),
            "times must be in 2000 to 2999, not 9999",
        ),
        (export_of({**GOOD, "hints": 0}).replace('"hints": 0', '"hints": ' + "7" * 5000), "5000"),
        ("[" * 100_000 + "]" * 100_000, "lists and"),
        ('{"format": "sudoku-lens-gym", "attempts": [' + "1," * 3_000_000 + "1]}", "values"),
        ('{"x": NaN}', "NaN"),
    ],
)
def test_an_import_built_to_hurt_is_refused_by_name(tmp_path, text, problem):
    path = tmp_path / "gift.json"
    path.write_text(text, encoding="utf-8")
    message = refused_within_bounds(StoreError, read_export, path, memory=EXTRA_MEMORY + len(text))
    assert str(path) in message and problem in message


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_an_import_from_a_fifo_is_refused_at_once(tmp_path):
    path = tmp_path / "gift.json"
    os.mkfifo(path)
    started = time.monotonic()
    with pytest.raises(StoreError, match=r"gift\.json: not a regular file \(a FIFO"):
        read_export(path)
    assert time.monotonic() - started < 5


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(data=st.data())
def test_damaged_exports_are_refused_or_import_and_count(tmp_path, data):
    """Random edits of a real export: a StoreError naming the file, or attempts that
    import and show on the progress page's rows."""
    text = bytearray(
        json.dumps(
            {
                "format": "sudoku-lens-gym",
                "version": 1,
                "attempts": [GOOD, {**GOOD, "technique": "pointing", "hints": 2}],
            }
        ).encode()
    )
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(text) - 1))
        text[at : at + data.draw(st.integers(0, 3))] = data.draw(
            st.sampled_from([b"", b"9", b"99999", b"[", b"]", b"{}", b'"', b",", b"-", b"9999"])
        )
    path = tmp_path / "edited.json"
    path.write_bytes(bytes(text))
    with MasteryStore(":memory:", clock=lambda: NOW) as store:
        try:
            added = store.import_json(path)
        except StoreError as error:
            assert str(path) in str(error)
        else:
            assert len(store.attempts()) == added
            assert sum(tier.attempts for tier in store.tier_summaries()) == added


def test_a_reset_while_another_process_holds_the_store_forgets_nothing(held_store):
    path, other = held_store
    with MasteryStore(path, clock=lambda: NOW) as store:
        store.queue_attempt("x-wing", NOW, NOW, 0, "right")
        with pytest.raises(StoreError, match="cannot be written now"):
            store.reset()
        assert len(store.attempts()) == 2
        other.execute("COMMIT")
    with MasteryStore(path) as reopened:
        assert len(reopened.attempts()) == 2
