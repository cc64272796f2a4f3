"""Grid frames: exact board, guesses with depth, rule labels, fading, contradiction, backtrack."""

from __future__ import annotations

import solver
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.cursor import RecordCursor
from sudoku_gui.search.model.frames import build_frame, rule_label
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.support.board_overlay import CellStyle


def first_row(record, kind, start=0):
    return next(i for i in range(start, len(record)) if record.kind[i] == kind)


def test_the_frame_after_a_deduction_labels_it(walk_record):
    cursor = RecordCursor(walk_record)
    deduction = next(
        i
        for i in range(len(walk_record))
        if walk_record.kind[i] == rec.DEDUCE and walk_record.rule(i) != "given"
    )
    cursor.seek(deduction + 1)
    frame = build_frame(cursor)
    cell = walk_record.cell[deduction]
    assert frame.masks == tuple(cursor.board)
    assert frame.styles[cell] == CellStyle.DEDUCED
    assert frame.labels[cell] == rule_label(
        walk_record.rule(deduction), walk_record.unit[deduction]
    )


def test_guesses_on_the_path_show_their_depth_and_eliminations_fade(walk_record):
    cursor = RecordCursor(walk_record)
    second_guess = first_row(walk_record, rec.ASSUME, first_row(walk_record, rec.ASSUME) + 1)
    cursor.seek(second_guess + 5)
    frame = build_frame(cursor, since=second_guess)
    guessed = walk_record.cell[second_guess]
    assert frame.styles[guessed] == CellStyle.GUESS and frame.labels[guessed] == "d1"
    faded = {
        walk_record.cell[i]
        for i in range(second_guess, second_guess + 5)
        if walk_record.kind[i] == rec.ELIMINATE
    }
    assert faded and faded <= set(frame.fading)
    for cell, mask in frame.fading.items():
        assert frame.masks[cell] & mask == 0, "a fading candidate is gone from the board"


def test_a_contradiction_is_red_and_a_backtrack_marks_what_it_restored(walk_record):
    cursor = RecordCursor(walk_record)
    contradiction = first_row(walk_record, rec.CONTRADICTION)
    cursor.seek(contradiction + 1)
    frame = build_frame(cursor)
    event = walk_record.event(contradiction)
    if event.cell >= 0:
        assert frame.styles[event.cell] == CellStyle.CONTRADICTION
    else:
        assert frame.bad_unit == event.unit
    cursor.seek(contradiction + 2)  # the backtrack right after it
    frame = build_frame(cursor)
    restored = [cell for cell, _old, _new in walk_record.restored(contradiction + 1)]
    assert restored and all(frame.styles[c] == CellStyle.BACKTRACK for c in restored)


def test_rule_labels():
    assert rule_label("naked single", -1) == "NS"
    assert rule_label("hidden single", 2) == "HS row 3"
    assert rule_label("hidden single", 15) == "HS col 7"
    assert rule_label("hidden single", 26) == "HS box 9"
    assert rule_label("pointing pair", -1) == "PP"


def test_open_cells_show_candidates_only_for_a_search_that_keeps_them(walk_record, fool_003):
    plain = SearchRecord()
    plain.extend(solver.search(fool_003, "backtracking", node_limit=20))
    for record, keeps in ((walk_record, True), (plain, False)):
        cursor = RecordCursor(record)
        cursor.seek(len(record) // 2)
        assert build_frame(cursor).candidates is keeps
    assert build_frame(RecordCursor(SearchRecord())).candidates, "nothing known yet: the default"
