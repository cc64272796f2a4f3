"""Replay files: a recorded search with notes saved, then played again without solving."""

from __future__ import annotations

import json
import zlib

import pytest

import solver
from sudoku_gui.document.model import from_grid
from sudoku_gui.search.model.cursor import RecordCursor
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.model.replay import Replay, ReplayError, dumps, loads


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
