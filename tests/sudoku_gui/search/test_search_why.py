"""Why a candidate is gone, at any step of a recorded search: the row in force that removed it
(checked against the causes the solver itself named), and the chain back to the givens."""

from __future__ import annotations

import pytest

import solver
from solver.board import BIT, DIGITS_OF
from solver.events import GIVEN, NAKED_SINGLE, PEER
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.cause_chain import (
    cause_chain,
    placement_row,
    removal_row,
)
from sudoku_gui.search.model.cursor import RecordCursor
from sudoku_gui.search.model.recording import SearchRecord

HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"


def recorded(puzzle: str, strategy: str) -> tuple[list, SearchRecord]:
    events = list(solver.search(puzzle, strategy, node_limit=400))
    record = SearchRecord()
    record.extend(events)
    return events, record


@pytest.mark.parametrize("strategy", ["norvig", "backtracking", "narrowing", "multipass"])
def test_the_record_keeps_every_cause_the_solver_named(strategy):
    events, record = recorded(HARD, strategy)
    for index, event in enumerate(events):
        assert record.causes(index) == tuple(getattr(event, "because", ()))
        assert getattr(record.event(index), "because", ()) == record.causes(index)


@pytest.mark.parametrize("strategy", ["norvig", "narrowing"])
def test_the_removal_found_at_a_step_is_the_one_the_solver_relied_on(strategy):
    """Across backtracks: a naked single's causes are the removals of the cell's other
    digits in force just before it; a peer elimination's cause is the placement in force."""
    events, record = recorded(HARD, strategy)
    assert record.kind_counts[rec.BACKTRACK] > 0
    checked = 0
    for index, event in enumerate(events):
        if record.kind[index] == rec.DEDUCE and record.rule(index) == NAKED_SINGLE:
            cell, digit = event.cell, event.digit
            found = {removal_row(record, index, cell, d) for d in DIGITS_OF[0x1FF & ~BIT[digit]]}
            assert found == set(event.because)
            checked += 1
        elif record.kind[index] == rec.ELIMINATE and record.rule(index) == PEER:
            (peer,) = event.cells
            assert (placement_row(record, index, peer),) == event.because
            checked += 1
    assert checked > 100


def test_a_candidate_still_there_has_no_removal_and_an_open_cell_no_placement():
    _events, record = recorded(EASY, "norvig")
    cursor = RecordCursor(record)
    cursor.seek(1)  # only Start: every candidate everywhere
    assert removal_row(record, 1, 0, 5) is None
    assert placement_row(record, 1, 0) is None


def test_the_chain_reaches_the_givens_nearest_causes_first():
    _events, record = recorded(EASY, "norvig")
    last_single = max(
        i for i in range(len(record))
        if record.kind[i] == rec.DEDUCE and record.rule(i) != GIVEN
    )  # fmt: skip
    chain = cause_chain(record, last_single)
    assert chain.complete and chain.guess is None
    assert set(record.causes(last_single)) <= set(chain.rows)
    levels = [chain.level[r] for r in chain.rows]
    assert levels == sorted(levels) and levels[0] == 1
    leaves = [r for r in chain.rows if not record.causes(r)]
    assert leaves and all(record.rule(r) == GIVEN for r in leaves)
    assert chain.number(chain.rows[0]) == 1 and chain.number(last_single) == 0


def test_a_step_inside_a_guess_hangs_on_that_guess():
    _events, record = recorded(HARD, "norvig")
    first_guess = next(i for i in range(len(record)) if record.kind[i] == rec.ASSUME)
    after = next(
        i for i in range(first_guess + 1, len(record))
        if record.kind[i] == rec.ELIMINATE and first_guess in cause_chain(record, i).rows
    )  # fmt: skip
    assert cause_chain(record, after).guess == first_guess
    before = next(i for i in range(first_guess) if record.kind[i] == rec.ELIMINATE)
    assert cause_chain(record, before).guess is None
