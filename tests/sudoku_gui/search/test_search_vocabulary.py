"""The search record's vocabulary: row kinds, backtrack reasons, stop kinds and outcomes are
enums, and the columns that hold one thing on one kind of row and another on another are
read through named readers that agree with the events they were recorded from."""

from __future__ import annotations

import pytest

import solver
from solver.events import Assume, Backtrack, Exhausted, LimitReached, Solved
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model import tree_model as tm
from sudoku_gui.search.model.outcome import SearchOutcome
from sudoku_gui.search.model.recording import BacktrackReason, RowKind, SearchRecord
from sudoku_gui.search.model.story import StopKind


def test_row_kinds_keep_the_numbers_replay_files_store():
    """Replay files hold the kind column's bytes: the numbers never change."""
    assert [(kind.name, kind.value) for kind in RowKind] == [
        ("START", 0),
        ("DEDUCE", 1),
        ("ELIMINATE", 2),
        ("ASSUME", 3),
        ("CONTRADICTION", 4),
        ("BACKTRACK", 5),
        ("SOLVED", 6),
        ("EXHAUSTED", 7),
        ("LIMIT", 8),
        ("INVALID", 9),
    ]
    for kind in RowKind:  # the plain ints of the hot loops are the same kinds
        constant = getattr(rec, kind.name)
        assert constant == kind and type(constant) is int


def test_the_kind_column_holds_row_kinds_of_the_events(walk_record):
    for index in range(len(walk_record)):
        event = walk_record.event(index)
        assert RowKind(walk_record.kind[index]) == rec.KIND_OF[type(event)]


def test_named_readers_agree_with_the_events(walk_record):
    seen = set()
    for index in range(len(walk_record)):
        event = walk_record.event(index)
        if isinstance(event, Assume):
            assert walk_record.guess_depth(index) == event.depth
            seen.add("guess")
        elif isinstance(event, Backtrack):
            assert walk_record.backtrack_depth(index) == event.depth
            assert walk_record.backtrack_reason(index) == event.reason
            assert isinstance(walk_record.backtrack_reason(index), BacktrackReason)
            seen.add("backtrack")
        elif isinstance(event, Solved):
            assert walk_record.solution_number(index) == event.count == 1
            seen.add("solved")
        elif event.kind == "eliminate":
            assert walk_record.justification(index) == event.cells
            seen.add("eliminate")
    assert seen == {"guess", "backtrack", "solved", "eliminate"}


def test_a_second_solution_has_its_number():
    record = SearchRecord()
    record.extend(solver.search("0" * 81, "norvig", max_solutions=2, node_limit=1000))
    numbers = [record.solution_number(row) for row in record.solution_rows]
    assert numbers == [1, 2]
    assert record.backtrack_reason(record.solution_rows[0] + 1) == BacktrackReason.SOLUTION


def test_a_dead_end_below_every_option_is_not_the_end_of_the_search(walk_record):
    """OPTIONS_FAILED (a dead node's reason) and EXHAUSTED (a row kind) are two things."""
    reasons = set(walk_record.tree.reason)
    assert tm.OPTIONS_FAILED in reasons
    assert RowKind.EXHAUSTED not in set(walk_record.kind), "the walk ended at its solution"


@pytest.mark.parametrize(
    ("final", "solutions", "outcome"),
    [
        (None, 1, SearchOutcome.SOLVED),
        (Exhausted(0), 0, SearchOutcome.NO_SOLUTION),
        (LimitReached("nodes", 10, 0), 0, SearchOutcome.LIMIT),
    ],
)
def test_a_recorded_search_knows_its_outcome(final, solutions, outcome):
    assert SearchOutcome.of_record(final, solutions) is outcome


def test_outcomes_read_the_engines_words():
    for word in ("solved", "no solution", "limit", "invalid", "cancelled"):
        assert SearchOutcome(word) == word


def test_each_stop_kind_stops_at_its_row_kind():
    assert {kind: kind.row_kind for kind in StopKind} == {
        StopKind.GUESS: RowKind.ASSUME,
        StopKind.CONTRADICTION: RowKind.CONTRADICTION,
        StopKind.BACKTRACK: RowKind.BACKTRACK,
        StopKind.SOLUTION: RowKind.SOLVED,
    }
