"""The hypothesis tree of a search, kept in append-only arrays so a million nodes stay cheap.

Node 0 is the root (the board before any guess); every ``Assume`` event adds one node. The
search is depth-first, so nodes arrive in depth-first order, and the layout can be computed
as they arrive: a node's *column* is the column of its parent when it is the parent's first
child, and a fresh column otherwise. Every subtree then owns a contiguous run of columns,
columns never decrease with the node index, and the nodes visible in a column range are an
index range (found by bisection). For views zoomed out past one column per pixel, a pyramid
of per-block minimum and maximum depths summarises any column range in a few look-ups.

Pure Python: no Qt here, so the model is tested without widgets.
"""

from __future__ import annotations

import math
from array import array
from bisect import bisect_left, bisect_right
from dataclasses import dataclass

# Node outcomes, as known so far.
OPEN = 0  # being searched, or not finished yet
DEAD = 1  # its board led to a contradiction (itself or every child)
SOLUTION = 2  # on the path to a solution (the solved node and its ancestors)

# Reason codes of a dead node: a cell 0..80, a unit as UNIT_REASON + unit, or these.
NO_REASON = -1
OPTIONS_FAILED = -2  # every option below it failed
UNIT_REASON = 100

_NEVER = 0xFFFFFFFF  # settled_at of a node whose outcome is still open
# Sentinels of the depth pyramid for columns that hold no node yet.
_EMPTY_MIN = 255
_EMPTY_MAX = 0


# The per-node arrays, in the order a TreeDelta carries their new tails.
_NODE_ARRAYS = (
    "parent",
    "depth",
    "cell",
    "digit",
    "outcome",
    "reason",
    "first_event",
    "settled_at",
    "column",
    "deepest",
    "_last_child",
)
# The per-node arrays that may change for a node after it was added.
_MUTABLE_ARRAYS = ("outcome", "reason", "settled_at", "_last_child")


@dataclass(frozen=True)
class TreeDelta:
    """What a tree gained since its last ``take_delta``: the new nodes' values (bytes per
    array of ``_NODE_ARRAYS``), the changed values of older nodes (node, then one value per
    array of ``_MUTABLE_ARRAYS``), and the depth pyramid from where it changed."""

    nodes_before: int
    tails: tuple[bytes, ...]
    changed: tuple[tuple[int, ...], ...]
    pyramid: tuple[tuple[int, bytes, bytes], ...]  # per level: start, mins, maxs
    max_depth: int


class HypothesisTree:
    """Nodes of a depth-first search with their outcome and a column layout.

    Arrays (index = node id): ``parent``, ``depth``, ``cell``, ``digit`` (0 for the root),
    ``outcome``, ``reason``, ``first_event`` (the record index of its ``Assume``) and
    ``settled_at`` (the record index where its outcome became known); ``deepest[n]`` is the
    greatest depth among nodes 0..n.

    A tree made with ``exporting=True`` notes what changes, so ``take_delta`` can hand its
    growth to a copy elsewhere (``apply_delta``): the search process builds the tree and
    the window keeps a mirror of it.
    """

    def __init__(self, exporting: bool = False) -> None:
        self.parent = array("i", [-1])
        self.depth = array("B", [0])
        self.cell = array("b", [-1])
        self.digit = array("B", [0])
        self.outcome = array("B", [OPEN])
        self.reason = array("h", [NO_REASON])
        self.first_event = array("I", [0])
        self.settled_at = array("I", [_NEVER])
        self.column = array("i", [0])
        self.deepest = array("B", [0])  # the greatest depth among nodes 0..n
        self._last_child = array("i", [-1])
        self.max_depth = 0
        # Pyramid level k holds, per block of 2**k columns, the min and max node depth.
        self._min_levels = [array("B", [0])]
        self._max_levels = [array("B", [0])]
        # Exporting: older nodes changed since the last delta, and where that delta ended
        # (a mirror starts with the same root).
        self._touched: set[int] | None = set() if exporting else None
        self._exported_nodes = len(self.parent)
        self._exported_levels = [len(level) for level in self._min_levels]

    def __len__(self) -> int:
        return len(self.parent)

    @property
    def column_count(self) -> int:
        return len(self._min_levels[0])

    def add(self, node: int, parent: int, cell: int, digit: int, event_index: int) -> None:
        """Append the node a guess opens; ``node`` must be the next id (the search counts up)."""
        if node != len(self.parent):
            raise ValueError(f"node {node} arrived out of order (expected {len(self.parent)})")
        if not 0 <= parent < node:
            raise ValueError(f"node {node} has unknown parent {parent}")
        depth = self.depth[parent] + 1
        if self._last_child[parent] < 0 and parent == node - 1:
            column = self.column[parent]
        else:
            column = self._add_column()
        self._last_child[parent] = node
        if self._touched is not None:
            self._touched.add(parent)
        self.parent.append(parent)
        self.depth.append(depth)
        self.cell.append(cell)
        self.digit.append(digit)
        self.outcome.append(OPEN)
        self.reason.append(NO_REASON)
        self.first_event.append(event_index)
        self.settled_at.append(_NEVER)
        self.column.append(column)
        self.deepest.append(max(self.deepest[-1], depth))
        self._last_child.append(-1)
        self.max_depth = max(self.max_depth, depth)
        self._note_depth(column, depth)

    def mark_dead(self, node: int, reason: int, event_index: int) -> None:
        """The board of ``node`` is impossible (``reason``: a cell, a unit code, OPTIONS_FAILED),
        as the record learnt at ``event_index``."""
        if self.outcome[node] == OPEN:
            self.outcome[node] = DEAD
            self.reason[node] = reason
            self.settled_at[node] = event_index
            if self._touched is not None:
                self._touched.add(node)

    def mark_solution(self, node: int, event_index: int) -> None:
        """``node`` reached a solution: it and its ancestors form a solution path."""
        while node >= 0 and self.outcome[node] != SOLUTION:
            self.outcome[node] = SOLUTION
            self.settled_at[node] = event_index
            if self._touched is not None:
                self._touched.add(node)
            node = self.parent[node]

    def take_delta(self) -> TreeDelta:
        """What the tree gained since the last call (an exporting tree only)."""
        if self._touched is None:
            raise ValueError("only a tree made with exporting=True hands out deltas")
        before = self._exported_nodes
        tails = tuple(getattr(self, name)[before:].tobytes() for name in _NODE_ARRAYS)
        mutable = [getattr(self, name) for name in _MUTABLE_ARRAYS]
        changed = tuple(
            (node, *(values[node] for values in mutable))
            for node in sorted(self._touched)
            if node < before
        )
        self._touched.clear()
        # A new node only ever changes the last block of each level (its column is the
        # last column), so each level is sent from the last block the previous delta sent.
        pyramid = []
        for level, (mins, maxs) in enumerate(zip(self._min_levels, self._max_levels, strict=True)):
            sent = self._exported_levels[level] if level < len(self._exported_levels) else 0
            start = max(sent - 1, 0)
            pyramid.append((start, mins[start:].tobytes(), maxs[start:].tobytes()))
        self._exported_nodes = len(self.parent)
        self._exported_levels = [len(level) for level in self._min_levels]
        return TreeDelta(before, tails, changed, tuple(pyramid), self.max_depth)

    def apply_delta(self, delta: TreeDelta) -> None:
        """Take in the growth of the exporting tree this one mirrors, delta by delta."""
        if delta.nodes_before != len(self.parent):
            raise ValueError(
                f"a delta from node {delta.nodes_before} cannot follow node {len(self.parent)}"
            )
        for name, tail in zip(_NODE_ARRAYS, delta.tails, strict=True):
            getattr(self, name).frombytes(tail)
        mutable = [getattr(self, name) for name in _MUTABLE_ARRAYS]
        for node, *values in delta.changed:
            for array_, value in zip(mutable, values, strict=True):
                array_[node] = value
        for level, (start, mins, maxs) in enumerate(delta.pyramid):
            if level == len(self._min_levels):
                self._min_levels.append(array("B"))
                self._max_levels.append(array("B"))
            for levels, values in ((self._min_levels, mins), (self._max_levels, maxs)):
                del levels[level][start:]
                levels[level].frombytes(values)
        self.max_depth = delta.max_depth

    def outcome_at(self, node: int, event_count: int) -> int:
        """The outcome of ``node`` as known once ``event_count`` events were replayed."""
        return self.outcome[node] if self.settled_at[node] < event_count else OPEN

    def path_to(self, node: int) -> list[int]:
        """The nodes from the root down to ``node``."""
        path = []
        while node >= 0:
            path.append(node)
            node = self.parent[node]
        path.reverse()
        return path

    def last_child(self, node: int) -> int:
        """The most recent child of ``node``, or -1."""
        return self._last_child[node]

    def nodes_in_columns(self, first: int, last: int) -> range:
        """The node ids whose column lies in ``first..last`` (columns grow with the id)."""
        return range(bisect_left(self.column, first), bisect_right(self.column, last))

    def nodes_before_event(self, event_count: int) -> int:
        """How many nodes existed once the first ``event_count`` events were replayed."""
        return bisect_left(self.first_event, event_count, lo=1)

    def depth_profile(
        self, first: float, per_bucket: float, buckets: int, last: int
    ) -> list[tuple[int, int]]:
        """The (min, max) depth over each of ``buckets`` runs of ``per_bucket`` columns from
        column ``first``, ignoring columns past ``last``; (255, 0) where a run holds no node.

        This is what a zoomed-out view paints, one bucket per pixel column, so it must cost
        the same at a million nodes as at a thousand: each run is read at the pyramid level
        whose blocks are at most half a run wide, widened to whole blocks (by less than half
        a run, which a pixel cannot show). Runs narrower than two columns are exact.
        """
        level = max(0, min(len(self._min_levels) - 1, int(math.log2(max(per_bucket, 1))) - 1))
        mins, maxs = self._min_levels[level], self._max_levels[level]
        limit = min(last, self.column_count - 1) >> level
        profile = []
        for bucket in range(buckets):
            begin = int(first + bucket * per_bucket) >> level
            end = min(max(int(first + (bucket + 1) * per_bucket) - 1 >> level, begin), limit)
            if begin > end:
                profile.append((_EMPTY_MIN, _EMPTY_MAX))
            else:
                profile.append((min(mins[begin : end + 1]), max(maxs[begin : end + 1])))
        return profile

    def outcome_profile(
        self, first: float, per_bucket: float, buckets: int, last: int, nodes: int
    ) -> list[tuple[int, int, int]]:
        """(nodes, dead, on a solution path) over each of ``buckets`` runs of ``per_bucket``
        columns from column ``first`` (columns past ``last`` and nodes from ``nodes`` on left
        out): what a zoomed-out view shades and colours. Counting is done on bytes, in C, so a
        frame costs about a millisecond at a million nodes."""
        outcomes = self.outcome[:nodes].tobytes()
        dead, solution = bytes((DEAD,)), bytes((SOLUTION,))
        profile = []
        for bucket in range(buckets):
            begin = int(first + bucket * per_bucket)
            end = min(max(int(first + (bucket + 1) * per_bucket) - 1, begin), last)
            run = self.nodes_in_columns(begin, end)
            chunk = outcomes[run.start : min(run.stop, nodes)]
            profile.append((len(chunk), chunk.count(dead), chunk.count(solution)))
        return profile

    def _add_column(self) -> int:
        """A fresh empty column, growing the pyramid levels that need one more block."""
        column = self.column_count
        self._min_levels[0].append(_EMPTY_MIN)
        self._max_levels[0].append(_EMPTY_MAX)
        level = 0
        while len(self._min_levels[level]) > 1:
            below_min, below_max = self._min_levels[level], self._max_levels[level]
            if level + 1 == len(self._min_levels):
                self._min_levels.append(array("B", [min(below_min[0], below_min[1])]))
                self._max_levels.append(array("B", [max(below_max[0], below_max[1])]))
            elif len(self._min_levels[level + 1]) < (len(below_min) + 1) // 2:
                self._min_levels[level + 1].append(_EMPTY_MIN)
                self._max_levels[level + 1].append(_EMPTY_MAX)
            else:
                break
            level += 1
        return column

    def _note_depth(self, column: int, depth: int) -> None:
        """Fold a new node's depth into the pyramid, stopping where a block already covers it."""
        for level, (mins, maxs) in enumerate(zip(self._min_levels, self._max_levels, strict=True)):
            index = column >> level
            if mins[index] <= depth <= maxs[index]:
                return
            mins[index] = min(mins[index], depth)
            maxs[index] = max(maxs[index], depth)
