"""The record stores what events change, and a cursor reaches any step exactly."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import solver
from solver.board import BIT
from solver.events import Backtrack
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.cursor import RecordCursor, board_digits
from sudoku_gui.search.model.recording import INITIAL_BOARD, SearchRecord


def replay(events, upto: int) -> list[int]:
    """The board after ``upto`` events, by the replay rules of solver.events, from scratch."""
    board = list(INITIAL_BOARD)
    saved: dict[int, list[int]] = {}
    for event in events[:upto]:
        kind = event.kind
        if kind in ("deduce", "assume"):
            if kind == "assume" and event.parent + 1 == event.node:
                saved[event.parent] = list(board)
            board[event.cell] = BIT[event.digit]
        elif kind == "eliminate":
            board[event.cell] &= ~BIT[event.digit]
        elif kind == "backtrack":
            board = list(saved[event.node])
    return board


def test_rebuilt_events_equal_the_originals(walk_record, fool_003):
    originals = list(solver.search(fool_003, "norvig"))
    assert len(walk_record) == len(originals)
    assert [walk_record.event(i) for i in range(len(originals))] == originals


@pytest.mark.parametrize("strategy", list(solver.STRATEGIES))
def test_every_strategys_events_come_back_whole_from_compact_rows(strategy, fool_003):
    """Rows keep no node of their own (it is the node after the event) and keep single
    values inline: every event still comes back as it was, for every strategy."""
    originals = list(solver.search(fool_003, strategy, node_limit=2000))
    record = SearchRecord()
    record.extend(originals)
    assert [record.event(i) for i in range(len(originals))] == originals


def test_the_last_board_is_the_solution(walk_record, fool_003_solution):
    cursor = RecordCursor(walk_record)
    cursor.seek(len(walk_record))
    assert board_digits(cursor.board) == fool_003_solution
    assert walk_record.solutions == [fool_003_solution]
    assert walk_record.kind[-1] == rec.SOLVED


def test_backtrack_rows_store_the_cells_they_restore(walk_record):
    backtracks = [i for i in range(len(walk_record)) if walk_record.kind[i] == rec.BACKTRACK]
    assert backtracks
    restored = walk_record.restored(backtracks[0])
    assert restored, "the first backtrack undoes the wrong guess's eliminations"
    assert all(old != new for _cell, old, new in restored)


@settings(max_examples=40, deadline=None)
@given(
    strategy=st.sampled_from(["norvig", "multipass", "narrowing", "fastest"]),
    targets=st.lists(st.floats(min_value=0, max_value=1), min_size=1, max_size=8),
)
def test_any_step_gives_the_board_of_a_replay_from_the_start(strategy, targets):
    puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    events = list(solver.search(puzzle, strategy, node_limit=40))
    record = SearchRecord(snapshot_every=32)
    record.extend(events)
    cursor = RecordCursor(record)
    for fraction in targets:
        position = round(fraction * len(events))
        cursor.seek(position)
        assert cursor.position == position
        assert cursor.board == replay(events, position)


def test_a_backtrack_restores_the_board_before_the_branch(walk_record):
    cursor = RecordCursor(walk_record)
    kinds = walk_record.kind
    first_assume = next(i for i in range(len(walk_record)) if kinds[i] == rec.ASSUME)
    cursor.seek(first_assume)
    before_guess = list(cursor.board)
    first_backtrack = next(i for i in range(len(walk_record)) if kinds[i] == rec.BACKTRACK)
    assert isinstance(walk_record.event(first_backtrack), Backtrack)
    cursor.seek(first_backtrack + 1)
    assert cursor.board == before_guess
    cursor.seek(first_backtrack)
    assert cursor.board != before_guess, "stepping back over it brings the dead end back"


def test_the_cursor_knows_the_node_and_depth(walk_record):
    cursor = RecordCursor(walk_record)
    cursor.seek(len(walk_record))
    assert cursor.node == 8
    assert walk_record.depth_after(len(walk_record) - 1) == 2
    cursor.seek(0)
    assert cursor.node == 0


def test_invalid_givens_are_recorded_whole():
    record = SearchRecord()
    record.extend(solver.search("55" + "." * 79, "norvig"))
    assert record.kind[-1] == rec.INVALID
    assert record.final == record.event(len(record) - 1)
    assert len(record.tree) == 1


@settings(max_examples=30, deadline=None)
@given(position=st.integers(0, 10_000))
def test_counts_at_a_position_agree_with_a_scan(position):
    puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    events = list(solver.search(puzzle, "norvig", node_limit=60))
    record = SearchRecord(snapshot_every=50)
    record.extend(events)
    position = min(position, len(events))
    kinds, by_rule = record.counts_at(position)
    seen = events[:position]
    assert kinds[rec.ASSUME] == sum(1 for e in seen if e.kind == "assume")
    assert kinds[rec.ELIMINATE] == sum(1 for e in seen if e.kind == "eliminate")
    rules: dict[str, int] = {}
    for event in seen:
        if event.kind == "deduce":
            rules[event.rule] = rules.get(event.rule, 0) + 1
    assert by_rule == rules
    assert record.counts_at(len(events))[0] == record.kind_counts


def test_the_rule_names_decode_each_rows_code(walk_record):
    """``rule_names()`` is what a reader of the columns (the HTML walk) decodes ``code``
    with: the name at a Deduce row's code is the row's rule."""
    names = walk_record.rule_names()
    deduced = [i for i in range(len(walk_record)) if walk_record.kind[i] == rec.DEDUCE]
    assert deduced
    assert all(names[walk_record.code[i]] == walk_record.rule(i) for i in deduced)
