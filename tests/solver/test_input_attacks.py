"""Puzzle files built to hurt (issue 38): ``sudoku-solve`` refuses a FIFO, a folder or a
device at once with exit 2, and an OpenSudoku file is parsed in flat memory, refused where
it nests deeper or holds more elements than such a file does."""

from __future__ import annotations

import io
import os
import time
import tracemalloc

import pytest

from solver.format_types import CollectionEntry, ParseError
from solver.formats import load_file, read_collection
from tests.solver.test_cli_robust import sudoku_solve

EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


@needs_fifo
def test_sudoku_solve_refuses_a_fifo_at_once_with_exit_2(tmp_path):
    path = tmp_path / "pipe.txt"
    os.mkfifo(path)
    started = time.monotonic()
    done = sudoku_solve(str(path))
    assert time.monotonic() - started < 30  # (a process start on a busy machine)
    assert done.returncode == 2
    assert (
        done.stderr.decode().strip()
        == f"sudoku-solve: {path}: not a regular file (a FIFO (named pipe)): not read"
    )


def test_sudoku_solve_refuses_a_folder_with_exit_2(tmp_path):
    done = sudoku_solve(str(tmp_path))
    assert done.returncode == 2
    assert "a folder" in done.stderr.decode() and str(tmp_path) in done.stderr.decode()


def xml_entries(data: bytes) -> list:
    return list(read_collection(io.BytesIO(data), "gift.xml", "opensudoku"))


def test_xml_nested_too_deep_is_refused_where_it_goes_too_deep():
    data = b"<opensudoku>" + b"<a>" * 100_000 + b"</a>" * 100_000 + b"</opensudoku>"
    [error] = xml_entries(data)
    assert isinstance(error, ParseError) and "nested over 32 deep" in str(error)


def test_xml_of_more_elements_than_its_size_allows_is_refused():
    data = b"<opensudoku>" + b"<a/>" * 2_000_000 + b"</opensudoku>"
    tracemalloc.start()
    started = time.monotonic()
    try:
        [error] = xml_entries(data)
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert "more elements than an OpenSudoku file of this size holds" in str(error)
    assert time.monotonic() - started < 5 and peak < 5 * 10**6


def test_xml_entities_stay_refused():
    data = b'<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">]><opensudoku/>'
    [error] = xml_entries(data)
    assert "entity declarations are not allowed" in str(error)


def test_a_big_xml_collection_streams_its_games_in_flat_memory():
    """4 MB of games (the same puzzles as text take about as much): read a game at a
    time, never the whole document and every game at once."""
    game = f'<game data="{EASY}"/>\n'.encode()
    count = 4 * 1024 * 1024 // len(game)
    data = b"<opensudoku>\n" + game * count + b"</opensudoku>\n"
    tracemalloc.start()
    try:
        read = 0
        for item in read_collection(io.BytesIO(data), "big.xml", "opensudoku"):
            assert isinstance(item, CollectionEntry)
            read += 1
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert read == count
    assert peak < 5 * 10**6, f"took {peak / 1e6:.0f} MB"


def test_a_regular_xml_file_over_50_mb_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "huge.opensudoku"
    with path.open("wb") as stream:
        stream.write(b"<opensudoku>")
        stream.truncate(60 * 1024 * 1024)
    started = time.monotonic()
    with pytest.raises(ParseError, match=r"file too big \(over 50 MB\)"):
        load_file(path)
    assert time.monotonic() - started < 5
