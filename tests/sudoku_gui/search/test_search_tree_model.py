"""The hypothesis tree: the 003 walk, outcomes, and the column layout and depth pyramid."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from sudoku_gui.search.model import tree_model as tm
from sudoku_gui.search.model.tree_model import HypothesisTree


def cell(row: int, col: int) -> int:
    return 9 * row + col


def test_the_003_walk(walk_record):
    tree = walk_record.tree
    nodes = [(tree.parent[n], tree.cell[n], tree.digit[n], tree.outcome[n]) for n in range(1, 9)]
    assert nodes == [
        (0, cell(0, 5), 7, tm.DEAD),
        (0, cell(0, 5), 9, tm.SOLUTION),
        (2, cell(0, 0), 1, tm.DEAD),
        (3, cell(0, 6), 3, tm.DEAD),
        (3, cell(0, 6), 6, tm.DEAD),
        (5, cell(1, 0), 5, tm.DEAD),
        (5, cell(1, 0), 9, tm.DEAD),
        (2, cell(0, 0), 8, tm.SOLUTION),
    ]
    assert tree.outcome[0] == tm.SOLUTION
    assert tree.reason[3] == tree.reason[5] == tm.OPTIONS_FAILED, "every option below them failed"
    assert tree.reason[1] >= 0 and tree.reason[4] != tm.OPTIONS_FAILED
    assert tree.path_to(8) == [0, 2, 8]


def test_columns_follow_depth_first_order(walk_record):
    tree = walk_record.tree
    assert list(tree.column) == [0, 0, 1, 1, 1, 2, 2, 3, 4]
    assert tree.nodes_in_columns(1, 2) == range(2, 7)
    assert tree.nodes_before_event(walk_record.tree.first_event[4] + 1) == 5


def build(shape: list[int]) -> HypothesisTree:
    """A tree grown depth first: each entry is how many levels to climb before the next child."""
    tree = HypothesisTree()
    path = [0]
    for node, climb in enumerate(shape, start=1):
        del path[max(1, len(path) - climb) :]
        tree.add(node, path[-1], 0, 1, node)
        path.append(node)
    return tree


def scan(tree: HypothesisTree, first: int, last: int) -> tuple[int, int]:
    depths = [tree.depth[n] for n in range(len(tree)) if first <= tree.column[n] <= last]
    return (min(depths), max(depths)) if depths else (255, 0)


@given(shape=st.lists(st.integers(0, 4), max_size=400), data=st.data())
def test_depth_profile_is_exact_per_column(shape, data):
    tree = build(shape)
    first = data.draw(st.integers(0, tree.column_count - 1))
    buckets = data.draw(st.integers(1, 50))
    last = data.draw(st.integers(first, tree.column_count + 5))
    profile = tree.depth_profile(first, 1.0, buckets, last)
    assert profile == [scan(tree, first + i, min(first + i, last)) for i in range(buckets)]
    assert list(tree.column) == sorted(tree.column)


@given(shape=st.lists(st.integers(0, 4), min_size=50, max_size=600), data=st.data())
def test_wide_buckets_cover_their_columns_and_at_most_half_a_bucket_more(shape, data):
    tree = build(shape)
    per_bucket = data.draw(st.floats(2.0, 64.0))
    buckets = data.draw(st.integers(1, 20))
    profile = tree.depth_profile(0, per_bucket, buckets, tree.column_count - 1)
    for i, (low, high) in enumerate(profile):
        begin, end = int(i * per_bucket), int((i + 1) * per_bucket) - 1
        exact_low, exact_high = scan(tree, begin, end)
        wide_low, wide_high = scan(tree, int(begin - per_bucket / 2), int(end + per_bucket / 2))
        if exact_low <= exact_high:
            assert wide_low <= low <= exact_low and exact_high <= high <= wide_high


def test_nodes_arriving_out_of_order_are_refused():
    tree = HypothesisTree()
    try:
        tree.add(2, 0, 0, 1, 0)
    except ValueError as error:
        assert "out of order" in str(error)
    else:
        raise AssertionError("a skipped node id must be refused")
