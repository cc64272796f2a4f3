"""The log model: the story's headings, each with the propagation it caused folded under it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester

import solver
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.views.log_view import DEPTH_ROLE, OPENS_ROLE, SearchLogModel


def story_rows(record: SearchRecord) -> list[int]:
    return [i for i in range(len(record)) if record.kind[i] not in (rec.DEDUCE, rec.ELIMINATE)]


def every_line(model: SearchLogModel) -> list[int]:
    """The record rows of every line, in display order."""
    return [model.record_row(model.index(line)) for line in range(model.rowCount())]


def test_a_growing_record_is_announced_heading_by_heading_and_line_by_line(qapp, fool_003):
    events = list(solver.search(fool_003, "norvig"))
    record = SearchRecord()
    model = SearchLogModel()
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    model.set_record(record)
    for start in range(0, len(events), 37):  # cuts inside the propagation of a guess too
        record.extend(events[start : start + 37])
        model.record_grew()
        assert every_line(model) == story_rows(record)  # every heading closed
    opened = SearchLogModel()
    QAbstractItemModelTester(opened, QAbstractItemModelTester.FailureReportingMode.Fatal)
    growing = SearchRecord()
    opened.set_record(growing)
    for start in range(0, len(events), 37):
        growing.extend(events[start : start + 37])
        opened.record_grew()
        for heading in range(len(opened.story)):
            opened.open(heading)  # the newest heading keeps growing while open
        assert every_line(opened) == list(range(len(growing)))
    closed = {3, 0, 7}
    for heading in closed:
        opened.close(heading)
    story = opened.story
    expected = [
        row
        for row in range(len(growing))
        if story.heading_of(row) not in closed or row in story.headings
    ]
    assert every_line(opened) == expected


def test_the_givens_are_one_line_and_a_guess_says_what_followed(qapp, walk_record):
    model = SearchLogModel()
    model.set_record(walk_record)
    opening = model.index(0)
    text = model.data(opening)
    assert text.startswith("The 17 givens remove ") and "more cells" in text
    assert model.data(opening, OPENS_ROLE) is False
    model.open(0)
    assert model.data(opening, OPENS_ROLE) is True
    assert model.rowCount() == len(model.story) + model.story.opening_end - 1
    model.close(0)
    guess = model.index(1)
    assert model.data(guess).startswith("Guess r1c6 = 7 (candidates 7, 9): ")
    assert "cells follow, then r1c9 has no candidates left" in model.data(guess)
    assert model.data(guess, DEPTH_ROLE) == 1
    assert model.data(model.index(2)) == "Dead end: r1c9 has no candidates left."
    assert model.data(model.index(2), OPENS_ROLE) is None, "nothing under a dead end"
    assert model.data(guess, Qt.ItemDataRole.ToolTipRole).startswith("Step 417: Cannot fix")
    assert model.data(guess, Qt.ItemDataRole.DecorationRole) is None  # no palette given yet


def test_positions_and_lines_correspond_both_ways(qapp, walk_record):
    model = SearchLogModel()
    model.set_record(walk_record)
    assert not model.index_for_position(0).isValid()
    opening_end = model.story.opening_end
    assert model.index_for_position(opening_end) == model.index(0)
    assert model.position_of(model.index(0)) == opening_end
    assert model.index_for_position(5) == model.index(0), "a closed heading stands for its lines"
    for heading in range(len(model.story)):
        model.open(heading)
    for position in range(opening_end + 1, len(walk_record) + 1):
        index = model.index_for_position(position)
        assert model.record_row(index) == position - 1
        assert model.position_of(index) == position
    inside = model.index_for_position(5)  # a line of the givens, chosen by the reader
    assert model.line_place(inside.row()) == (0, 3) and model.record_row(inside) == 4


def test_the_notation_is_the_readers(qapp, walk_record):
    model = SearchLogModel()
    model.set_record(walk_record)
    changed = []
    model.dataChanged.connect(lambda *args: changed.append(args))
    model.set_notation("a1")
    assert model.data(model.index(1)).startswith("Guess A6 = 7")
    model.set_notation("rc0")
    assert model.data(model.index(1)).startswith("Guess (0,5) = 7")
    assert changed, "views are told to redraw"


@pytest.mark.calibration
def test_a_million_row_record_costs_nothing_until_shown(qapp, fool_003):
    record = SearchRecord()
    record.extend(solver.search(fool_003, "backtracking", node_limit=400_000))
    model = SearchLogModel()
    model.set_record(record)
    assert len(record) > 400_000 and model.rowCount() > 400_000
    last = model.index(model.rowCount() - 1)
    assert model.data(last).startswith("Stopped at the limit of 400,000 nodes")


def test_the_log_tells_nothing_the_board_has_not_shown(qapp, walk_record):
    model = SearchLogModel()
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    model.set_record(walk_record)
    story = model.story
    guess, dead_end = story.headings[1], story.headings[2]
    model.set_limit(guess + 1)  # the board shows the first guess
    assert model.rowCount() == 2
    assert model.data(model.index(1)) == "Guess r1c6 = 7 (candidates 7, 9)", "no outcome yet"
    model.set_limit(guess + 6)
    model.open(1)
    told = [model.data(model.index(r)) for r in range(model.rowCount())]
    assert len(told) == 2 + 5
    assert told[1].endswith("so far") or ":" not in told[1], "what followed, so far only"
    model.set_limit(dead_end + 1)
    assert model.data(model.index(model.heading_line(1))).endswith(
        "then r1c9 has no candidates left"
    )
    assert model.data(model.index(model.rowCount() - 1)) == "Dead end: r1c9 has no candidates left."
    model.set_limit(0)
    assert model.rowCount() == 0
    model.set_limit(None)
    assert model.rowCount() == len(story), "the lines that vanished closed their headings"
