"""Each frame shows why its step happened: the peer of an elimination, the unit of a hidden
single, the cell of a naked single, what broke at a dead end; labels and strike-outs never
sit where they would hide a digit."""

from __future__ import annotations

import solver
from solver.board import BIT, PEERS, POPCOUNT, SINGLE_DIGIT, UNITS
from solver.events import HIDDEN_SINGLE, NAKED_SINGLE, PEER
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.cursor import RecordCursor
from sudoku_gui.search.model.frames import build_frame, clashes
from sudoku_gui.search.model.recording import SearchRecord


def frame_after(record, index, since=None):
    cursor = RecordCursor(record)
    cursor.seek(index + 1)
    return build_frame(cursor, since), cursor.board


def rows(record, kind, rule=None):
    return [
        i
        for i in range(len(record))
        if record.kind[i] == kind and (rule is None or record.rule(i) == rule)
    ]


def test_an_elimination_points_from_the_peer_that_holds_the_digit(walk_record):
    for index in rows(walk_record, rec.ELIMINATE, PEER)[:200]:
        frame, board = frame_after(walk_record, index)
        (peer, cell, digit), *_ = frame.pointers
        assert cell == walk_record.cell[index] and digit == walk_record.digit[index]
        assert peer in PEERS[cell] and board[peer] == BIT[digit]


def test_singles_show_their_unit_or_their_cell(walk_record):
    hidden = rows(walk_record, rec.DEDUCE, HIDDEN_SINGLE)
    naked = rows(walk_record, rec.DEDUCE, NAKED_SINGLE)
    assert hidden and naked
    for index in hidden:
        frame, _board = frame_after(walk_record, index)
        assert frame.cause_unit == walk_record.unit[index]
        assert walk_record.cell[index] in UNITS[frame.cause_unit]
        assert frame.marked == {walk_record.cell[index]}
    for index in naked:
        frame, _board = frame_after(walk_record, index)
        assert frame.marked == {walk_record.cell[index]} and frame.cause_unit == -1


def test_a_dead_end_marks_what_broke(walk_record):
    for index in rows(walk_record, rec.CONTRADICTION):
        frame, board = frame_after(walk_record, index)
        cell, unit = walk_record.cell[index], walk_record.unit[index]
        if unit >= 0:
            assert frame.bad_unit == unit
        elif cell >= 0:
            assert frame.marked == {cell} and board[cell] == 0
        assert frame.clashes == clashes(board)


def test_a_digit_twice_in_a_unit_is_shown_in_both_cells(fool_003_solution):
    board = [0x1FF] * 81
    board[0] = board[10] = BIT[9]  # two 9s in box 1
    board[40] = BIT[9]
    assert clashes(board) == {0, 10}
    solved = [BIT[int(ch)] for ch in fool_003_solution]
    assert clashes(solved) == frozenset()


def test_labels_only_on_fixed_cells_and_no_strike_out_under_a_digit(fool_003):
    record = SearchRecord()
    record.extend(solver.search(fool_003, "norvig"))
    cursor = RecordCursor(record)
    previous = 0
    for position in range(1, len(record) + 1):
        cursor.seek(position)
        frame = build_frame(cursor, previous)
        previous = position
        for cell in frame.labels:
            assert POPCOUNT[frame.masks[cell]] == 1, (position, cell)
        for cell, mask in frame.fading.items():
            assert POPCOUNT[frame.masks[cell]] != 1 and not frame.masks[cell] & mask
        for cell in frame.notes:
            assert cell in frame.labels
    last_guess = rows(record, rec.ASSUME)[-1]
    frame, _board = frame_after(record, last_guess)
    cell = record.cell[last_guess]
    assert frame.notes[cell].startswith("a guess at depth ")
    assert SINGLE_DIGIT[frame.masks[cell]] == record.digit[last_guess]


def test_labels_name_units_in_the_notation(walk_record):
    index = next(i for i in rows(walk_record, rec.DEDUCE, HIDDEN_SINGLE) if walk_record.unit[i] < 9)
    cursor = RecordCursor(walk_record)
    cursor.seek(index + 1)
    cell, row = walk_record.cell[index], walk_record.unit[index]
    assert build_frame(cursor, notation="r1c1").labels[cell] == f"HS row {row + 1}"
    assert build_frame(cursor, notation="a1").labels[cell] == f"HS row {'ABCDEFGHI'[row]}"
    assert build_frame(cursor, notation="rc0").labels[cell] == f"HS row {row}"
    assert "hidden single in row" in build_frame(cursor).notes[cell]
