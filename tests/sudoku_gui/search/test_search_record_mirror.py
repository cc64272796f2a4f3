"""A record mirrored through deltas (as the search process sends them) equals the original."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import solver
from sudoku_gui.search.model.cursor import RecordCursor
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.model.tree_model import HypothesisTree

HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
TWO_SOLUTIONS = "." * 80 + "1"


def mirrored(events: list, cuts: list[int], snapshot_every: int = 16):
    """A record of ``events``; an exporting record fed them in batches cut at ``cuts``; and
    its mirror, every delta crossing a pickle round trip as it does over the pipe."""
    reference = SearchRecord(snapshot_every)
    reference.extend(events)
    exporting = SearchRecord(snapshot_every, exporting=True)
    mirror = SearchRecord(snapshot_every)
    start = 0
    for cut in sorted({*cuts, len(events)}):
        exporting.extend(events[start:cut])
        mirror.apply(pickle.loads(pickle.dumps(exporting.take_delta())))
        start = cut
    return reference, exporting, mirror


def assert_same_tree(a: HypothesisTree, b: HypothesisTree) -> None:
    for name in ("parent", "depth", "cell", "digit", "outcome", "reason", "first_event"):
        assert getattr(a, name) == getattr(b, name), name
    for name in ("settled_at", "column", "deepest"):
        assert getattr(a, name) == getattr(b, name), name
    assert [a.last_child(n) for n in range(len(a))] == [b.last_child(n) for n in range(len(b))]
    assert a.max_depth == b.max_depth
    assert a.column_count == b.column_count
    columns = max(a.column_count, 1)
    for per_bucket in (1, 3, 17, 1000):
        buckets = columns // per_bucket + 1
        assert a.depth_profile(0, per_bucket, buckets, columns) == b.depth_profile(
            0, per_bucket, buckets, columns
        )


def assert_same_record(a: SearchRecord, b: SearchRecord) -> None:
    assert len(a) == len(b)
    assert [a.event(i) for i in range(len(a))] == [b.event(i) for i in range(len(b))]
    for name in ("kind", "cell", "digit", "code", "unit", "node", "current", "before", "ref"):
        assert getattr(a, name) == getattr(b, name), name
    assert a.kind_counts == b.kind_counts
    assert (a.start, a.final, a.solutions, a.solution_rows) == (
        b.start,
        b.final,
        b.solutions,
        b.solution_rows,
    )
    for position in range(0, len(a) + 1, max(1, len(a) // 40)):
        assert a.counts_at(position) == b.counts_at(position)
        assert a.snapshot(position) == b.snapshot(position)
    assert_same_tree(a.tree, b.tree)


@settings(max_examples=25, deadline=None)
@given(
    case=st.sampled_from(
        [
            (HARD, "norvig", None, 1),
            (HARD, "backtracking", 300, 1),
            (HARD, "narrowing", 60, 1),
            (TWO_SOLUTIONS, "fastest", None, 3),
            ("55" + "." * 79, "norvig", None, 1),
        ]
    ),
    fractions=st.lists(st.floats(min_value=0, max_value=1), max_size=12),
)
def test_a_mirror_fed_deltas_equals_the_record(case, fractions):
    puzzle, strategy, node_limit, solutions = case
    run = solver.search(puzzle, strategy, node_limit=node_limit, max_solutions=solutions)
    events = list(run)
    reference, exporting, mirror = mirrored(events, [int(f * len(events)) for f in fractions])
    assert_same_record(reference, mirror)
    assert_same_tree(exporting.tree, mirror.tree)
    cursor = RecordCursor(mirror)
    cursor.seek(len(mirror))
    assert cursor.node == reference.current[-1]


def test_an_empty_delta_changes_nothing():
    events = list(solver.search(HARD, "norvig"))
    reference, exporting, mirror = mirrored(events, [len(events)])
    mirror.apply(exporting.take_delta())
    assert_same_record(reference, mirror)


def test_an_exporting_record_keeps_no_rows_once_sent(fool_003):
    events = list(solver.search(fool_003, "backtracking", node_limit=2000))
    _reference, exporting, _mirror = mirrored(events, [len(events) // 2])
    assert len(exporting) == len(events)
    assert len(exporting.kind) == 0 and len(exporting._pool) == 0
    assert len(exporting.tree) == 2001, "the tree stays: recording reads it"


def test_a_delta_out_of_order_is_refused():
    events = list(solver.search(HARD, "norvig"))
    original = SearchRecord(exporting=True)
    original.extend(events[:50])
    original.take_delta()  # lost
    original.extend(events[50:])
    with pytest.raises(ValueError, match="cannot follow"):
        SearchRecord().apply(original.take_delta())


def test_only_an_exporting_record_hands_out_deltas():
    record = SearchRecord()
    record.extend(solver.search(HARD, "norvig"))
    with pytest.raises(ValueError, match="exporting"):
        record.take_delta()
