"""Replays from strangers (issue 38): every attack refused at once, by name, in little
memory; and any damage to a real replay gives a refusal or a replay that plays to its end
(the cursor over every step, every event rebuilt, the HTML walk), never another error."""

from __future__ import annotations

import base64
import json
import os
import time
import zlib
from array import array

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import solver
from sudoku_gui.export.html_walk import walk_data
from sudoku_gui.search.model.cursor import RecordCursor
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.model.replay import Replay, ReplayError, dumps, loads, read
from tests.bounds import refused_within_bounds

FOOL_003 = "000000000000000280376400000700001000020000000400300006010028000000005000000000003"


@pytest.fixture(scope="module")
def replay_bytes() -> bytes:
    record = SearchRecord()
    record.extend(solver.search(FOOL_003, "norvig"))
    return dumps(Replay(FOOL_003, "norvig", record, {417: "look here"}))


@pytest.fixture(scope="module")
def document(replay_bytes) -> dict:
    return json.loads(zlib.decompress(replay_bytes))


def packed(document: dict) -> bytes:
    return zlib.compress(json.dumps(document, separators=(",", ":")).encode())


def refused(data: bytes) -> str:
    """The message refusing ``data``, within bounds of time and memory."""
    return refused_within_bounds(ReplayError, loads, data)


def play(replay: Replay) -> None:
    """Everything the window and the exports do with a replay's record, to its end."""
    record = replay.record
    cursor = RecordCursor(record)
    for position in range(len(record) + 1):
        cursor.seek(position)
    cursor.seek(0)
    for index in range(len(record)):
        record.event(index)
        record.causes(index)
    walk_data(record, replay.puzzle, replay.strategy, "r1c1")


def test_a_real_replay_plays_to_its_end(replay_bytes):
    replay = loads(replay_bytes)
    assert len(replay.record) == 703 and replay.notes == {417: "look here"}
    play(replay)


def test_a_file_of_empty_lists_is_refused_before_parsing(document):
    # 3 MB of "[[],[],...]" inflates within the 8x cap and took +600 MB to parse.
    head = b'{"format":"sudoku-lens-replay","version":2,"notes":'
    text = head + b"[" + b"[]," * 1_000_000 + b"[]]}"
    data = zlib.compress(text, 0)  # stored: well inside the 8x cap
    assert len(data) > 3 * 10**6
    message = refused(data)
    assert "lists" in message and "more than a replay holds" in message


def test_bytes_after_the_compressed_stream_are_refused(replay_bytes):
    assert "bytes after its compressed data" in refused(replay_bytes + b"trailing")


def test_a_huge_number_in_the_tree_is_refused(document):
    damaged = json.loads(json.dumps(document))
    damaged["record"]["tree"]["max_depth"] = 10**30
    assert "a number of 31 digits" in refused(packed(damaged))
    damaged["record"]["tree"]["max_depth"] = 10**18  # short enough to parse, still wrong
    assert "its tree disagree" in refused(packed(damaged))


def test_a_five_thousand_digit_number_is_refused(document):
    text = json.dumps(document).replace('"events": 703', '"events": ' + "9" * 5000)
    assert "5000 digits" in refused(zlib.compress(text.encode()))


def test_a_renamed_rule_is_refused_by_name(document):
    damaged = json.loads(json.dumps(document))
    names = damaged["record"]["names"]
    names[names.index("naked single")] = "naked singel"
    assert "an unknown rule 'naked singel'" in refused(packed(damaged))


def test_a_node_that_is_its_own_parent_is_refused(document):
    damaged = json.loads(json.dumps(document))
    tails = damaged["record"]["tree"]["tails"]
    parents = array("i", base64.b64decode(tails[0]))
    parents[0] = 1  # node 1 (the first after the root) its own parent
    tails[0] = base64.b64encode(parents.tobytes()).decode()
    assert "a guess out of order in the tree" in refused(packed(damaged))


def test_a_list_where_a_name_should_be_is_refused(document):
    damaged = json.loads(json.dumps(document))
    damaged["strategy"] = ["norvig"]
    assert "its strategy is not text" in refused(packed(damaged))


def test_a_big_sparse_file_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "big.lensreplay"
    with path.open("wb") as stream:
        stream.truncate(1024**3)
    started = time.monotonic()
    with pytest.raises(ReplayError, match=r"^big\.lensreplay: file too big \(over 200 MB\)"):
        read(path)
    assert time.monotonic() - started < 5


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_at_once(tmp_path):
    path = tmp_path / "pipe.lensreplay"
    os.mkfifo(path)
    started = time.monotonic()
    with pytest.raises(ReplayError, match=r"^pipe\.lensreplay: not a regular file \(a FIFO"):
        read(path)
    assert time.monotonic() - started < 5


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_damaged_replays_are_refused_or_play_to_their_end(replay_bytes, data):
    """Bytes of the file or of the document it holds flipped, cut or inserted: a
    ReplayError, or a replay that plays to its end."""
    inside = data.draw(st.booleans())
    damaged = bytearray(zlib.decompress(replay_bytes) if inside else replay_bytes)
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(damaged) - 1))
        action = data.draw(st.sampled_from(["flip", "cut", "insert"]))
        if action == "flip":
            damaged[at] = data.draw(st.sampled_from(b'0123456789[]{},:"-. aZ+/=\\\x00\xff'))
        elif action == "cut":
            del damaged[at : at + data.draw(st.integers(1, 16))]
        else:
            damaged[at:at] = data.draw(st.binary(min_size=1, max_size=16))
    damaged = zlib.compress(bytes(damaged)) if inside else bytes(damaged)
    try:
        replay = loads(damaged)
    except ReplayError as error:
        assert str(error)
    else:
        play(replay)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_damaged_records_are_refused_or_play_to_their_end(document, data):
    """Numbers inside the record changed (a column's byte, the pool, the tree's arrays, a
    rule's name, a kept event's field): a ReplayError, or a replay that plays to its end."""
    damaged = json.loads(json.dumps(document))
    rows = damaged["record"]
    for _ in range(data.draw(st.integers(1, 3))):
        where = data.draw(st.sampled_from(["column", "pool", "tree", "name", "event"]))
        if where in ("column", "pool", "tree"):
            place, key = {
                "column": (rows["columns"], data.draw(st.integers(0, 8))),
                "pool": (rows, "pool"),
                "tree": (rows["tree"]["tails"], data.draw(st.integers(0, 10))),
            }[where]
            raw = bytearray(base64.b64decode(place[key]))
            if raw:
                raw[data.draw(st.integers(0, len(raw) - 1))] = data.draw(st.integers(0, 255))
            place[key] = base64.b64encode(bytes(raw)).decode()
        elif where == "name":
            names = rows["names"]
            at = data.draw(st.integers(0, len(names) - 1))
            names[at] = data.draw(st.sampled_from(["peer", "given", "solution", "x-wing", "?"]))
        else:
            event = rows["whole"][data.draw(st.sampled_from(sorted(rows["whole"])))]
            value = data.draw(st.sampled_from([None, -1, 2**40, 0.5, "x", [], {}, [1] * 81]))
            event[data.draw(st.sampled_from(sorted(event)))] = value
    try:
        replay = loads(packed(damaged))
    except ReplayError as error:
        assert str(error)
    else:
        play(replay)
