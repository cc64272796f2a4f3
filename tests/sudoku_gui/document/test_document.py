"""The puzzle document without Qt: planning, applying and reverting every kind of change."""

from __future__ import annotations

import pytest

from solver.board import ALL, BIT, PEERS, mask_of
from solver.grid import Grid
from sudoku_gui.document.model import ENTER, SOLVE, Document, from_grid

PUZZLE = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
SOLUTION = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"


def puzzle_doc() -> Document:
    return from_grid(Grid(tuple(int(ch) for ch in PUZZLE)))


def do(doc: Document, change):
    """Apply a planned change and hand it back (so a test can revert it)."""
    assert change is not None
    doc.apply(change)
    return change


def test_new_document_is_empty_and_in_enter_mode():
    doc = Document()
    assert doc.is_empty()
    assert doc.mode == ENTER
    assert doc.to_string() == "." * 81


def test_from_grid_starts_solving_a_puzzle_but_entering_an_empty_grid():
    assert puzzle_doc().mode == SOLVE
    assert from_grid(Grid.empty()).mode == ENTER


def test_place_in_enter_mode_makes_a_given_and_in_solve_mode_an_entry():
    doc = Document()
    do(doc, doc.plan_place(0, 5))
    assert doc.kind(0) == "given"
    do(doc, doc.plan_set_mode(SOLVE))
    do(doc, doc.plan_place(1, 6))
    assert doc.kind(1) == "entry"
    assert doc.value(1) == 6


def test_givens_are_locked_while_solving():
    doc = puzzle_doc()
    assert doc.plan_place(2, 4) is None  # cell 2 holds the given 3
    assert doc.plan_clear(2) is None
    assert doc.value(2) == 3


def test_placing_the_same_digit_twice_changes_nothing():
    doc = puzzle_doc()
    do(doc, doc.plan_place(0, 4))
    assert doc.plan_place(0, 4) is None


def test_placing_removes_the_digit_from_the_peers_marks_only():
    doc = Document(mode=SOLVE)
    peer, other = PEERS[0][0], 80
    for cell in (peer, other):
        do(doc, doc.plan_toggle_mark(cell, 7))
        do(doc, doc.plan_toggle_mark(cell, 2))
    change = do(doc, doc.plan_place(0, 7))
    assert doc.marks[peer] == BIT[2]
    assert doc.marks[other] == mask_of([2, 7])
    doc.revert(change)
    assert doc.marks[peer] == mask_of([2, 7])
    assert doc.value(0) == 0


def test_marks_toggle_and_are_refused_on_filled_cells():
    doc = puzzle_doc()
    do(doc, doc.plan_toggle_mark(0, 1))
    do(doc, doc.plan_toggle_mark(0, 9))
    assert doc.marks[0] == mask_of([1, 9])
    do(doc, doc.plan_toggle_mark(0, 1))
    assert doc.marks[0] == BIT[9]
    assert doc.plan_toggle_mark(2, 1) is None


def test_clear_in_enter_mode_removes_a_given():
    doc = puzzle_doc()
    do(doc, doc.plan_set_mode(ENTER))
    do(doc, doc.plan_clear(2))
    assert doc.value(2) == 0


def test_conflicts_count_givens_and_entries_together():
    doc = puzzle_doc()
    do(doc, doc.plan_place(0, 3))  # row 1 already has the given 3 at cell 2
    assert doc.conflict_cells() == {0, 2}
    assert [c.digit for c in doc.conflicts()] == [3, 3]  # row 1 and box 1


def test_candidates_are_the_digits_no_peer_holds():
    doc = puzzle_doc()
    solution_digit = int(SOLUTION[0])
    assert doc.candidates(0) & BIT[solution_digit]
    for p in PEERS[0]:
        if doc.value(p):
            assert not doc.candidates(0) & BIT[doc.value(p)]
    assert doc.candidates(2) == 0
    assert Document().candidates(40) == ALL


def test_fill_keeps_agreeing_entries_and_replaces_wrong_ones():
    doc = puzzle_doc()
    do(doc, doc.plan_place(0, int(SOLUTION[0])))
    do(doc, doc.plan_place(1, 1))  # wrong
    change = do(doc, doc.plan_fill(SOLUTION))
    assert doc.to_string() == SOLUTION
    assert doc.kind(0) == "entry"
    assert doc.kind(1) == "solver"
    assert doc.kind(2) == "given"
    doc.revert(change)
    assert doc.value(1) == 1
    assert doc.kind(4) == "given"
    assert doc.value(3) == 0


def test_clear_entries_keeps_givens_and_marks():
    doc = puzzle_doc()
    do(doc, doc.plan_place(0, 4))
    do(doc, doc.plan_toggle_mark(1, 8))
    do(doc, doc.plan_clear_entries())
    assert doc.to_string() == PUZZLE.replace("0", ".")
    assert doc.marks[1] == BIT[8]
    do(doc, doc.plan_clear_marks())
    assert not any(doc.marks)
    assert doc.plan_clear_marks() is None


def test_replace_and_revert_restore_every_layer_and_the_mode():
    doc = puzzle_doc()
    do(doc, doc.plan_place(0, 4))
    do(doc, doc.plan_toggle_mark(1, 8))
    before = doc.copy()
    change = do(doc, doc.plan_replace(Document()))
    assert doc == Document()
    doc.revert(change)
    assert doc == before


def test_set_mode_to_the_current_mode_is_no_change():
    doc = Document()
    assert doc.plan_set_mode(ENTER) is None


@pytest.mark.parametrize("digit", [0, 10])
def test_digits_out_of_range_are_refused(digit):
    with pytest.raises(ValueError):
        Document().plan_place(0, digit)
    with pytest.raises(ValueError):
        Document().plan_toggle_mark(0, digit)
