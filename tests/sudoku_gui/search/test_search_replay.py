"""Replay files: a recorded search with notes saved, then played again without solving."""

from __future__ import annotations

import json
import threading
import time
import zlib
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QProgressDialog, QPushButton

import solver
from sudoku_gui.document.model import from_grid
from sudoku_gui.search.model.cursor import RecordCursor
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.model.replay import Replay, ReplayCancelled, ReplayError, dumps, loads
from sudoku_gui.search.views import replay_control


@pytest.mark.parametrize(("strategy", "limit"), [("norvig", None), ("backtracking", 20_000)])
def test_a_replay_gives_back_the_same_walk_in_a_few_bytes_an_event(fool_003, strategy, limit):
    record = SearchRecord()
    record.extend(solver.search(fool_003, strategy, node_limit=limit))
    data = dumps(Replay(fool_003, strategy, record, {417: "look here"}))
    assert len(data) < 12 * len(record), "a few bytes an event"
    back = loads(data)
    assert (back.puzzle, back.strategy, back.notes) == (fool_003, strategy, {417: "look here"})
    again = back.record
    assert [again.event(i) for i in range(len(again))] == [
        record.event(i) for i in range(len(record))
    ]
    mine, theirs = RecordCursor(record), RecordCursor(again)
    for position in range(0, len(record) + 1, max(1, len(record) // 40)):
        mine.seek(position)
        theirs.seek(position)
        assert mine.board == theirs.board
    assert list(again.tree.outcome) == list(record.tree.outcome)


def test_a_damaged_or_newer_replay_is_refused_by_name(walk_record, fool_003):
    good = dumps(Replay(fool_003, "norvig", walk_record))
    with pytest.raises(ReplayError, match="not a replay file"):
        loads(good[:-20])
    document = json.loads(zlib.decompress(good))
    document["version"] = 99
    with pytest.raises(ReplayError, match="newer version"):
        loads(zlib.compress(json.dumps(document).encode()))
    document["version"] = 2
    document["record"]["columns"] = document["record"]["columns"][:-1]
    with pytest.raises(ReplayError, match="damaged"):
        loads(zlib.compress(json.dumps(document).encode()))


def test_a_replay_of_version_1_opens_without_causes(walk_record, fool_003):
    document = json.loads(zlib.decompress(dumps(Replay(fool_003, "norvig", walk_record))))
    document["version"] = 1
    document["record"]["columns"] = document["record"]["columns"][:-1]  # no causes column
    old = loads(zlib.compress(json.dumps(document).encode())).record
    assert len(old) == len(walk_record)
    assert any(walk_record.causes(i) for i in range(len(walk_record)))
    assert not any(old.causes(i) for i in range(len(old)))
    assert [old.event(i) for i in range(len(old))] == [
        walk_record.event(i) for i in range(len(walk_record))
    ]


def test_save_a_replay_with_notes_and_open_it_later(window, qtbot, fool_003, tmp_path, messages):
    panel = window.search_panel
    panel.remember_settings = False
    window.editor.replace(from_grid(solver.parse(fool_003)), "Load the 003 puzzle")
    panel.bar.strategy.setCurrentIndex(panel.bar.strategy.findData("norvig"))
    panel.bar.speed.setValue(panel.bar.speed.maximum())
    with qtbot.waitSignal(panel.playback.stopped_at, timeout=10000):
        panel.actions["play"].trigger()
    recorded = len(panel.session.record)
    panel.replays.add_note(417, "The first guess: watch r1c9.")
    path = tmp_path / "walk.lensreplay"
    assert panel.replays.save(path)
    window.files.paste_text(fool_003[::-1])  # another puzzle, another (no) search
    assert len(panel.session.record) == 0
    assert panel.replays.open(path)
    assert window.document.givens_grid() == solver.parse(fool_003)
    assert len(panel.session.record) == recorded and not panel.session.searching
    assert panel.session.strategy == "norvig" and panel.bar.strategy.currentData() == "norvig"
    assert panel.replays.notes == {417: "The first guess: watch r1c9."}
    panel.playback.seek(417)
    assert window.statusBar().currentMessage() == "Note at step 417: The first guess: watch r1c9."
    panel.replays.add_note(476, "The dead end.")
    panel.playback.seek(0)
    panel.actions["next_note"].trigger()
    assert panel.playback.position == 417
    panel.actions["next_note"].trigger()
    assert panel.playback.position == 476
    panel.actions["previous_note"].trigger()
    assert panel.playback.position == 417
    bad = tmp_path / "bad.lensreplay"
    bad.write_bytes(b"not zlib at all")
    assert not panel.replays.open(bad)
    assert messages[-1][2].startswith("Cannot open bad.lensreplay: not a replay file")
    assert window.findChild(type(panel.actions["open_replay"]), "action_open_replay")


def saved_walk(window, qtbot, fool_003, tmp_path) -> tuple[Path, int]:
    """The norvig walk of the 003 puzzle saved as a replay, and its length; then another
    puzzle in the window."""
    panel = window.search_panel
    panel.set_remember_settings(False)
    window.editor.replace(from_grid(solver.parse(fool_003)), "Load the 003 puzzle")
    panel.bar.strategy.setCurrentIndex(panel.bar.strategy.findData("norvig"))
    with qtbot.waitSignal(panel.session.search_ended, timeout=10000):
        panel.actions["step"].trigger()
    path = tmp_path / "walk.lensreplay"
    assert panel.replays.save(path)
    recorded = len(panel.session.record)
    window.files.paste_text(fool_003[::-1])
    return path, recorded


def test_a_large_replay_is_read_in_the_background_behind_a_progress_dialog(
    window, qtbot, fool_003, tmp_path, monkeypatch
):
    path, recorded = saved_walk(window, qtbot, fool_003, tmp_path)
    monkeypatch.setattr(replay_control, "OPEN_AT_ONCE_BYTES", 0)  # every file counts as large
    threads_read_in = []
    read = replay_control.read

    def read_watched(where, progress):
        threads_read_in.append(threading.current_thread())
        return read(where, progress)

    monkeypatch.setattr(replay_control, "read", read_watched)
    panel = window.search_panel
    assert panel.replays.open(path)
    assert window.findChild(QProgressDialog, "replay_progress").isVisible()
    qtbot.waitUntil(lambda: len(panel.session.record) == recorded, timeout=10000)
    assert window.document.givens_grid() == solver.parse(fool_003)
    assert threads_read_in and threads_read_in[0] is not threading.main_thread()
    qtbot.waitUntil(lambda: window.findChild(QProgressDialog, "replay_progress") is None)


def test_cancel_stops_reading_a_large_replay_and_keeps_the_puzzle(
    window, qtbot, fool_003, tmp_path, monkeypatch, messages
):
    path, _recorded = saved_walk(window, qtbot, fool_003, tmp_path)
    monkeypatch.setattr(replay_control, "OPEN_AT_ONCE_BYTES", 0)
    started = threading.Event()

    def endless_read(_where, progress):  # a huge file: it goes on until told to stop
        started.set()
        while progress(0.5):
            time.sleep(0.01)
        raise ReplayCancelled("cancelled")

    monkeypatch.setattr(replay_control, "read", endless_read)
    before = window.document.givens_grid()
    panel = window.search_panel
    assert panel.replays.open(path)
    qtbot.waitUntil(started.is_set, timeout=5000)
    dialog = window.findChild(QProgressDialog, "replay_progress")
    qtbot.mouseClick(dialog.findChild(QPushButton), Qt.MouseButton.LeftButton)  # Cancel
    qtbot.waitUntil(lambda: window.findChild(QProgressDialog, "replay_progress") is None)
    assert window.document.givens_grid() == before and len(panel.session.record) == 0
    assert not any(kind == "error" for kind, *_ in messages)  # cancelling is not an error


def test_reading_a_replay_reports_progress_and_stops_when_told(walk_record):
    data = dumps(Replay("0" * 81, "norvig", walk_record, {}))
    heard = []
    loads(data, lambda done: heard.append(done) or True)
    assert heard and heard == sorted(heard) and all(0 <= done < 1 for done in heard)
    with pytest.raises(ReplayCancelled):
        loads(data, lambda done: False)
