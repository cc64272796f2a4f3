"""Replay files from strangers: a file built to inflate to gigabytes is refused at once, in
little memory, and no damage to a real replay makes the reader do anything but read it or
say what is wrong (hypothesis)."""

from __future__ import annotations

import json
import tracemalloc
import zlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import solver
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.model.replay import Replay, ReplayError, dumps, loads, read
from tests.bounds import EXTRA_MEMORY, refused_within_bounds

FOOL_003 = "000000000000000280376400000700001000020000000400300006010028000000005000000000003"


def bomb(prefix: bytes, gigabytes: float) -> bytes:
    """A zlib stream of ``prefix`` then ``gigabytes`` of spaces, about 1/1000 of that in
    size: after a full flush each MB of spaces compresses to the same bytes, repeated."""
    packer = zlib.compressobj(9)
    head = packer.compress(prefix) + packer.flush(zlib.Z_FULL_FLUSH)
    block = packer.compress(b" " * 2**20) + packer.flush(zlib.Z_FULL_FLUSH)
    return head + block * int(gigabytes * 1024)


def refused_at_once(data: bytes) -> str:
    """The message refusing ``data``, checked to come within a second and EXTRA_MEMORY."""
    return refused_within_bounds(ReplayError, loads, data, seconds=1.0)


@pytest.fixture(scope="module")
def replay_bytes() -> bytes:
    record = SearchRecord()
    record.extend(solver.search(FOOL_003, "norvig"))
    return dumps(Replay(FOOL_003, "norvig", record, {417: "look here"}))


def test_a_replay_declares_its_events_first(replay_bytes):
    head = zlib.decompressobj().decompress(replay_bytes, 80)
    assert head.startswith(b'{"format":"sudoku-lens-replay","version":2,"events":703,')
    assert len(loads(replay_bytes).record) == 703


@pytest.mark.parametrize(
    ("prefix", "problem"),
    [
        (b'{"format":"sudoku-lens-replay","version":2,"events":10,"notes":"', "its 10 events"),
        (b'{"format":"sudoku-lens-replay","version":2,"notes":"', "over 8 times its size"),
        (b"not even json", "over 8 times its size"),
    ],
)
def test_a_file_built_to_inflate_to_gigabytes_is_refused_at_once(prefix, problem, tmp_path):
    data = bomb(prefix, 3)  # 3 GB in about 3 MB
    assert len(data) < 4 * 10**6
    message = refused_at_once(data)
    assert "refused: it inflates past" in message and problem in message
    path = tmp_path / "gift.lensreplay"
    path.write_bytes(data)
    with pytest.raises(ReplayError, match=r"^gift\.lensreplay: refused: it inflates past"):
        read(path)


def test_a_file_that_holds_other_events_than_it_declares_is_damaged(replay_bytes):
    text = zlib.decompress(replay_bytes).replace(b'"events":703,', b'"events":700,', 1)
    with pytest.raises(ReplayError, match="declares 700 events but holds 703"):
        loads(zlib.compress(text))


@pytest.mark.calibration
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_damaged_replays_are_read_or_refused_never_crash(replay_bytes, data):
    """Bytes flipped, cut, inserted; or the document's fields swapped for other JSON: the
    reader gives a replay or a ReplayError, within EXTRA_MEMORY."""
    how = data.draw(st.sampled_from(["bytes", "field"]))
    if how == "bytes":
        damaged = bytearray(replay_bytes)
        for _ in range(data.draw(st.integers(1, 8))):
            at = data.draw(st.integers(0, len(damaged) - 1))
            action = data.draw(st.sampled_from(["flip", "cut", "insert"]))
            if action == "flip":
                damaged[at] ^= data.draw(st.integers(1, 255))
            elif action == "cut":
                del damaged[at:]
                if not damaged:
                    damaged = bytearray(b"\0")
            else:
                damaged[at:at] = data.draw(st.binary(min_size=1, max_size=64))
        damaged = bytes(damaged)
    else:
        document = json.loads(zlib.decompress(replay_bytes))
        values = st.recursive(
            st.none() | st.booleans() | st.integers(-(2**40), 2**40) | st.text(max_size=20),
            lambda inner: (
                st.lists(inner, max_size=4)
                | st.dictionaries(st.text(max_size=5), inner, max_size=4)
            ),
            max_leaves=12,
        )
        place = document
        keys = ["record"] + (["tree"] if data.draw(st.booleans()) else [])
        for key in keys:
            place = place[key]
        field = data.draw(st.sampled_from(sorted(place)))
        place[field] = data.draw(values)
        damaged = zlib.compress(json.dumps(document).encode())
    tracemalloc.start()
    try:
        try:
            replay = loads(damaged)
        except ReplayError as error:
            assert str(error)
        else:
            assert replay.puzzle and isinstance(replay.record, SearchRecord)
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < EXTRA_MEMORY
