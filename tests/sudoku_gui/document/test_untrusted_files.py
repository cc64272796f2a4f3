"""Puzzle files from strangers: a document or a collection built to blow up when parsed is
refused at once, naming the file and the problem."""

from __future__ import annotations

import time

import pytest

import solver
from sudoku_gui.document.files import MAX_DOCUMENT_BYTES, read_puzzles

FOOL_003 = "000000000000000280376400000700001000020000000400300006010028000000005000000000003"


def test_a_sudoku_document_over_a_megabyte_is_refused_unread(tmp_path):
    """A .sudoku is a few KB; 50 MB of tiny JSON values would take gigabytes to parse."""
    path = tmp_path / "huge.sudoku"
    path.write_text("[" + "0," * (MAX_DOCUMENT_BYTES // 2) + "0]")
    started = time.monotonic()
    with pytest.raises(solver.ParseError, match="files over 1 MB are not opened") as refusal:
        read_puzzles(path)
    assert time.monotonic() - started < 0.5
    assert "huge.sudoku" in str(refusal.value)
    small = tmp_path / "small.txt"  # (a collection of that size is still read)
    small.write_text((FOOL_003 + "\n") * (MAX_DOCUMENT_BYTES // 80))
    assert len(read_puzzles(small)) == MAX_DOCUMENT_BYTES // 80


def test_an_xml_collection_that_declares_entities_is_refused(tmp_path):
    """The billion laughs: ten entities, each ten of the one before, 10 GB from 1 KB."""
    entities = '<!ENTITY a0 "0000000000">' + "".join(
        f'<!ENTITY a{i} "{f"&a{i - 1};" * 10}">' for i in range(1, 10)
    )
    path = tmp_path / "laughs.opensudoku"
    path.write_text(
        f'<?xml version="1.0"?><!DOCTYPE o [{entities}]>'
        f'<opensudoku><game data="&a9;"/><game data="{FOOL_003}"/></opensudoku>'
    )
    started = time.monotonic()
    with pytest.raises(solver.ParseError, match="entity declarations are not allowed") as refusal:
        read_puzzles(path)
    assert time.monotonic() - started < 0.5
    assert "laughs.opensudoku" in str(refusal.value)
