"""The record of a search: every event as it arrived, compact enough for millions of them.

A search can yield millions of events, so the record keeps no event objects and no board per
event. Each event becomes one row of a few ``array`` columns holding its fields and what it
*changes*: the candidate mask a cell had before (so the step can be undone), and for a
``Backtrack`` the cells it restores with their masks before and after (so stepping back over
it is exact). A full board is kept every ``snapshot_every`` events, so a cursor can jump to any
step by replaying at most that many rows. Events are rebuilt on demand (for the log).

Replay follows ``solver.events``: ``Start`` is every candidate everywhere, ``Deduce`` and
``Assume`` leave one candidate, ``Eliminate`` removes one, ``Backtrack`` restores the board
saved at the branch point of its node (the board just before that node's first child).

A record made with ``exporting=True`` hands out its growth as ``RecordDelta`` objects
(``take_delta``), and ``apply`` takes them into a mirror: the search process records a search
as it runs it and sends the deltas, so the window only copies the rows' bytes into its own
record instead of replaying every event on the GUI thread. An exporting record keeps only
what recording needs (the live board and the tree): its rows leave with each delta and live
on in the mirror, so it answers no questions about them.

Pure Python: no Qt here.
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass
from enum import IntEnum, StrEnum

from solver.board import ALL, BIT
from solver.events import (
    Assume,
    Backtrack,
    Contradiction,
    Deduce,
    Eliminate,
    Event,
    Exhausted,
    Invalid,
    LimitReached,
    Solved,
    Start,
)
from sudoku_gui.search.model.tree_model import (
    OPTIONS_FAILED,
    UNIT_REASON,
    HypothesisTree,
    TreeDelta,
)


class RowKind(IntEnum):
    """What a row of the record is: the value of its ``kind`` column, one per event class
    of ``solver.events``. The numbers are stored (in memory, in deltas and in replay files):
    never renumber them."""

    START = 0
    DEDUCE = 1
    ELIMINATE = 2
    ASSUME = 3
    CONTRADICTION = 4
    BACKTRACK = 5
    SOLVED = 6
    EXHAUSTED = 7  # the search tried every option (the event ``Exhausted``)
    LIMIT = 8
    INVALID = 9


# The same kinds as plain ints, for the loops that run once a row (millions of times): an int
# constant compares and indexes a little faster than an enum member.
START, DEDUCE, ELIMINATE, ASSUME, CONTRADICTION, BACKTRACK, SOLVED, EXHAUSTED, LIMIT, INVALID = (
    int(kind) for kind in RowKind
)
KIND_OF = {
    Start: START,
    Deduce: DEDUCE,
    Eliminate: ELIMINATE,
    Assume: ASSUME,
    Contradiction: CONTRADICTION,
    Backtrack: BACKTRACK,
    Solved: SOLVED,
    Exhausted: EXHAUSTED,
    LimitReached: LIMIT,
    Invalid: INVALID,
}
# Kinds kept as objects: rare (a handful per search) and with fields that do not fit a row.
_KEPT_WHOLE = (START, EXHAUSTED, LIMIT, INVALID)
# Kinds after which the cell column holds a cell whose mask the event changed.
_CELL_CHANGES = (DEDUCE, ELIMINATE, ASSUME)


class BacktrackReason(StrEnum):
    """Why the search went back (``solver.events.Backtrack.reason``)."""

    CONTRADICTION = "contradiction"  # the guess led to a dead end
    NO_OPTION_LEFT = "exhausted"  # every option of the branch below has been tried
    SOLUTION = "solution"  # a solution was found and more are wanted


INITIAL_BOARD = (ALL,) * 81


@dataclass(frozen=True)
class RecordDelta:
    """What a record gained since its last ``take_delta`` (see ``SearchRecord.apply``):
    the new rows (bytes per column), pool entries and snapshots; the counts as they are now;
    the rule names, kept-whole events and solutions that came with the new rows; the tree's
    delta; and the end of the stream if it came."""

    rows_before: int
    columns: tuple[bytes, ...]
    pool: bytes
    snapshots: bytes
    count_snapshots: tuple
    kind_counts: tuple[int, ...]
    deduce_counts: tuple[int, ...]
    names: tuple[str, ...]
    whole: dict
    solutions: tuple[str, ...]
    solution_rows: tuple[int, ...]
    start: Start | None
    final: Event | None
    tree: TreeDelta


class SearchRecord:
    """Append-only columns of a search's events, with the tree they grow.

    ``tree`` is the hypothesis tree; ``start`` is the first event and ``final`` the
    Exhausted/LimitReached/Invalid that ended the stream (None while it runs, and after a
    stream that stopped at its last wanted ``Solved``); ``solutions`` are those met so far.
    """

    def __init__(self, snapshot_every: int = 256, exporting: bool = False) -> None:
        self.snapshot_every = snapshot_every
        self.tree = HypothesisTree(exporting)
        self.start: Start | None = None
        self.final: Event | None = None
        self.solutions: list[str] = []
        self.solution_rows: list[int] = []  # where each Solved row is
        self.kind_counts = [0] * len(KIND_OF)  # rows of each kind
        self._deduce_counts: list[int] = []  # Deduce rows per rule code (givens included)
        # The columns. Some hold one thing on one kind of row and another on another: read
        # those through the named readers (``rule``, ``backtrack_reason``, ``guess_depth``,
        # ``backtrack_depth``, ``solution_number``, ``options``, ``restored``,
        # ``justification``, ``causes``), not by index.
        self.kind = array("B")  # a RowKind
        self.cell = array("b")
        self.digit = array("B")  # the digit; on a Backtrack row, the depth it goes back to
        self.code = array("B")  # rule of Deduce/Eliminate, reason of Backtrack, depth of Assume
        self.unit = array("b")
        self.current = array("i")  # the search node after the event
        # The event's own node field is the node after it, for every kind kept in rows (a
        # guess makes its node current, everything else happens on the current one), so it
        # is not kept twice: 4 bytes an event, 45 MB on article 000's 11-million-event search.
        self.node = self.current
        self.before = array("H")  # the changed cell's mask before the event
        # A pool reference (``_pool_add``) to the options of an Assume, the cells restored by
        # a Backtrack or the cells behind an Eliminate; on a Solved row, the solution's number.
        self.ref = array("i")
        self.cause = array("i")  # offset into the pool of the event's causes (``because``)
        self._pool = array("i")
        self._whole: dict[int, Event] = {}
        self._names: list[str] = []
        self._name_codes: dict[str, int] = {}
        self._columns = (
            self.kind,
            self.cell,
            self.digit,
            self.code,
            self.unit,
            self.current,
            self.before,
            self.ref,
            self.cause,
        )
        self._snapshots = array("H", INITIAL_BOARD)
        # The counts at each snapshot: (kind counts, Deduce counts per rule code).
        self._count_snapshots: list[tuple[tuple[int, ...], tuple[int, ...]]] = [
            ((0,) * len(KIND_OF), ())
        ]
        # The live replay state: the board now, a journal of (cell, mask before) of every
        # change since the oldest open branch point, and per open branch point (node, where
        # its board begins in the journal). A backtrack unwinds the journal to its mark.
        self._board = list(INITIAL_BOARD)
        self._current = 0
        self._journal: list[tuple[int, int]] = []
        self._saved: list[tuple[int, int]] = []
        # Exporting: the rows and pool entries already sent (and dropped here), and how many
        # names and solutions went out. A mirror starts with the first snapshot already.
        self._exporting = exporting
        self._rows_sent = 0
        self._pool_sent = 0
        self._names_sent = 0
        self._solutions_sent = 0
        if exporting:
            del self._snapshots[:]
            self._count_snapshots.clear()

    def __len__(self) -> int:
        return self._rows_sent + len(self.kind)

    def take_delta(self) -> RecordDelta:
        """What the record gained since the last call, which this record then forgets (a
        record made with exporting=True)."""
        if not self._exporting:
            raise ValueError("only a record made with exporting=True hands out deltas")
        names, solutions = self._names_sent, self._solutions_sent
        delta = RecordDelta(
            self._rows_sent,
            tuple(column.tobytes() for column in self._columns),
            self._pool.tobytes(),
            self._snapshots.tobytes(),
            tuple(self._count_snapshots),
            tuple(self.kind_counts),
            tuple(self._deduce_counts),
            tuple(self._names[names:]),
            dict(self._whole),
            tuple(self.solutions[solutions:]),
            tuple(self.solution_rows[solutions:]),
            self.start,
            self.final,
            self.tree.take_delta(),
        )
        self._rows_sent = len(self)
        self._pool_sent += len(self._pool)
        self._names_sent, self._solutions_sent = len(self._names), len(self.solutions)
        for part in (*self._columns, self._pool, self._snapshots):
            del part[:]
        self._count_snapshots.clear()
        self._whole.clear()
        return delta

    def apply(self, delta: RecordDelta) -> None:
        """Take in the growth of the exporting record this one mirrors, delta by delta (the
        mirror must have the same ``snapshot_every``)."""
        if delta.rows_before != len(self):
            raise ValueError(f"a delta from row {delta.rows_before} cannot follow row {len(self)}")
        for column, values in zip(self._columns, delta.columns, strict=True):
            column.frombytes(values)
        self._pool.frombytes(delta.pool)
        self._snapshots.frombytes(delta.snapshots)
        self._count_snapshots.extend(delta.count_snapshots)
        for name in delta.names:
            self._code_of(name)
        self.kind_counts[:] = delta.kind_counts
        self._deduce_counts[:] = delta.deduce_counts
        self._whole.update(delta.whole)
        self.solutions.extend(delta.solutions)
        self.solution_rows.extend(delta.solution_rows)
        self.start, self.final = delta.start, delta.final
        self.tree.apply_delta(delta.tree)

    def extend(self, events) -> None:
        """Record events in arrival order, replaying each on the live board."""
        rows = []
        first = len(self)
        every = self.snapshot_every
        counts = self.kind_counts
        for index, event in enumerate(events, start=first):
            row = self._replay(event, index)
            counts[row[0]] += 1
            rows.append(row)
            if (index + 1) % every == 0:
                self._snapshots.extend(self._board)
                self._count_snapshots.append((tuple(counts), tuple(self._deduce_counts)))
        if rows:
            for column, values in zip(self._columns, zip(*rows, strict=True), strict=True):
                column.extend(values)

    def _replay(self, event: Event, index: int) -> tuple:
        """Apply one event to the live state; its row (one value per column)."""
        kind = KIND_OF[type(event)]
        cell, digit, code, unit, node, before, ref, cause = -1, 0, 0, -1, 0, 0, -1, -1
        board = self._board
        if kind in (DEDUCE, ELIMINATE):
            cell, digit, unit, node = event.cell, event.digit, event.unit, event.node
            code = self._name_codes.get(event.rule)
            if code is None:
                code = self._code_of(event.rule)
            before = board[cell]
            board[cell] = BIT[digit] if kind == DEDUCE else before & ~BIT[digit]
            if self._saved:
                self._journal.append((cell, before))
            if kind == DEDUCE:
                self._deduce_counts[code] += 1
            elif event.cells:
                ref = self._pool_add(event.cells)
            cause = self._pool_add(event.because)
        elif kind == ASSUME:
            cell, digit, unit, node = event.cell, event.digit, event.unit, event.node
            code = event.depth
            before = board[cell]
            self._save_branch_point(event.parent, event.depth - 1)
            board[cell] = BIT[digit]
            self._journal.append((cell, before))
            ref = self._pool_add([c * 16 + d for c, d in event.options])
            self.tree.add(node, event.parent, cell, digit, index)
            self._current = node
        elif kind == CONTRADICTION:
            cell, digit, unit, node = event.cell, event.digit, event.unit, event.node
            reason = cell if cell >= 0 else UNIT_REASON + unit if unit >= 0 else OPTIONS_FAILED
            self.tree.mark_dead(node, reason, index)
            cause = self._pool_add(event.because)
        elif kind == BACKTRACK:
            cell, node, code = event.cell, event.node, self._code_of(event.reason)
            digit = event.depth
            ref = self._restore_branch_point(node)
            self._close_abandoned(self._current, node, index)
            self._current = node
        elif kind == SOLVED:
            node, ref = event.node, event.count
            self.solutions.append(event.solution)
            self.solution_rows.append(index)
            self.tree.mark_solution(node, index)
        else:
            self._whole[index] = event
            if kind == START:
                self.start = event
            else:
                self.final = event
        return kind, cell, digit, code, unit, self._current, before, ref, cause

    # -- reading ------------------------------------------------------------------------

    def event(self, index: int) -> Event:
        """The event at ``index``, rebuilt from its row."""
        kind = self.kind[index]
        if kind in _KEPT_WHOLE:
            return self._whole[index]
        cell, digit, code = self.cell[index], self.digit[index], self.code[index]
        unit, node = self.unit[index], self.node[index]
        because = self.causes(index)
        if kind == DEDUCE:
            return Deduce(cell, digit, self._names[code], unit, node, because)
        if kind == ELIMINATE:
            cells = self.justification(index)
            return Eliminate(cell, digit, self._names[code], unit, cells, node, because)
        if kind == ASSUME:
            options = tuple(self.options(index))
            parent = self.tree.parent[node]
            return Assume(cell, digit, code, node, parent, options, unit)
        if kind == CONTRADICTION:
            return Contradiction(node, cell, unit, digit, because)
        if kind == BACKTRACK:
            return Backtrack(node, cell, digit, self._names[code])
        number = self.solution_number(index)
        return Solved(self.solutions[number - 1], node, number)

    def causes(self, index: int) -> tuple[int, ...]:
        """The rows that made row ``index`` true (its event's ``because``): none for a given,
        a guess, or a replay saved before causes were kept."""
        return tuple(self._pool_items(self.cause[index]))

    def rule_names(self) -> tuple[str, ...]:
        """Every rule name recorded, in the order of its code (a row's ``code`` indexes
        it): what a reader of the columns outside this class decodes ``code`` with."""
        return tuple(self._names)

    def rule(self, index: int) -> str:
        """The rule of a Deduce/Eliminate row (``solver.events``' rule names)."""
        return self._names[self.code[index]]

    def backtrack_reason(self, index: int) -> BacktrackReason:
        """Why the search went back at a Backtrack row."""
        return BacktrackReason(self._names[self.code[index]])

    def guess_depth(self, index: int) -> int:
        """The depth of the guess of an Assume row (1 for a guess at the root)."""
        return self.code[index]

    def backtrack_depth(self, index: int) -> int:
        """The depth of the branch point a Backtrack row goes back to."""
        return self.digit[index]

    def solution_number(self, index: int) -> int:
        """Which solution (1, 2, ...) a Solved row found."""
        return self.ref[index]

    def justification(self, index: int) -> tuple[int, ...]:
        """The cells that justify an Eliminate row (the peer holding the digit, the cells of
        a pattern): its event's ``cells``."""
        return tuple(self._pool_items(self.ref[index]))

    def options(self, index: int) -> list[tuple[int, int]]:
        """The (cell, digit) options of the branch point an Assume row belongs to."""
        return [divmod(v, 16) for v in self._pool_items(self.ref[index])]

    def restored(self, index: int) -> list[tuple[int, int, int]]:
        """The (cell, mask before, mask after) changes a Backtrack row makes."""
        return [(v >> 18, v >> 9 & 0x1FF, v & 0x1FF) for v in self._pool_items(self.ref[index])]

    def depth_after(self, index: int) -> int:
        """The search depth once event ``index`` has been replayed."""
        return self.tree.depth[self.current[index]]

    def counts_at(self, position: int) -> tuple[list[int], dict[str, int]]:
        """The rows of each kind, and the Deduce rows by rule, among the first ``position``
        rows: from the nearest snapshot, counting at most ``snapshot_every`` rows."""
        block = min(position // self.snapshot_every, len(self._count_snapshots) - 1)
        kinds, deduced = self._count_snapshots[block]
        kind_counts = list(kinds)
        by_code = list(deduced) + [0] * (len(self._names) - len(deduced))
        for index in range(block * self.snapshot_every, position):
            kind = self.kind[index]
            kind_counts[kind] += 1
            if kind == DEDUCE:
                by_code[self.code[index]] += 1
        return kind_counts, {self._names[c]: n for c, n in enumerate(by_code) if n}

    def snapshot(self, position: int) -> tuple[int, list[int]]:
        """The nearest stored board at or before ``position`` (events replayed) and where."""
        block = min(position // self.snapshot_every, len(self._snapshots) // 81 - 1)
        at = block * 81
        return block * self.snapshot_every, list(self._snapshots[at : at + 81])

    def redo(self, board: list[int], index: int) -> None:
        """Apply event ``index`` to ``board`` in place."""
        kind = self.kind[index]
        if kind in (DEDUCE, ASSUME):
            board[self.cell[index]] = BIT[self.digit[index]]
        elif kind == ELIMINATE:
            board[self.cell[index]] = self.before[index] & ~BIT[self.digit[index]]
        elif kind == BACKTRACK:
            for cell, _old, new in self.restored(index):
                board[cell] = new
        elif kind == START:
            board[:] = INITIAL_BOARD

    def undo(self, board: list[int], index: int) -> None:
        """Take event ``index`` back from ``board`` in place."""
        kind = self.kind[index]
        if kind in _CELL_CHANGES:
            board[self.cell[index]] = self.before[index]
        elif kind == BACKTRACK:
            for cell, old, _new in self.restored(index):
                board[cell] = old

    # -- internals ----------------------------------------------------------------------

    def _code_of(self, name: str) -> int:
        code = self._name_codes.get(name)
        if code is None:
            code = self._name_codes[name] = len(self._names)
            self._names.append(name)
            self._deduce_counts.append(0)
        return code

    def _pool_add(self, values) -> int:
        """Where ``values`` are kept: -1 for none, a single small value inline (as -2 - value:
        most rows that keep anything keep one cell, the peer of an elimination), else an
        offset into the pool, where a count precedes them."""
        if not values:
            return -1
        if len(values) == 1 and values[0] >= 0:
            return -2 - values[0]
        offset = self._pool_sent + len(self._pool)
        self._pool.append(len(values))
        self._pool.extend(values)
        return offset

    def _pool_items(self, offset: int) -> array:
        if offset < -1:
            return array("i", (-2 - offset,))
        if offset < 0:
            return array("i")
        return self._pool[offset + 1 : offset + 1 + self._pool[offset]]

    def _save_branch_point(self, parent: int, depth: int) -> None:
        """Mark the board before the first child of ``parent``; drop deeper branch points."""
        saved = self._saved
        depths = self.tree.depth
        while saved and (
            depths[saved[-1][0]] > depth
            or (depths[saved[-1][0]] == depth and saved[-1][0] != parent)
        ):
            saved.pop()
        if not saved:
            self._journal.clear()
        if not saved or saved[-1][0] != parent:
            saved.append((parent, len(self._journal)))

    def _restore_branch_point(self, node: int) -> int:
        """Unwind the board to ``node``'s branch point; the pool offset of the diff made."""
        saved = self._saved
        while saved and saved[-1][0] != node:
            saved.pop()
        if not saved:
            raise ValueError(f"backtrack to node {node}, which has no saved branch point")
        mark = saved[-1][1]
        board, journal = self._board, self._journal
        changed: dict[int, int] = {}  # cell -> mask before the backtrack
        while len(journal) > mark:
            cell, old = journal.pop()
            changed.setdefault(cell, board[cell])
            board[cell] = old
        # One int per restored cell: its index, then its masks before and after (9 bits each).
        diff = [
            cell << 18 | changed[cell] << 9 | board[cell]
            for cell in sorted(changed)
            if changed[cell] != board[cell]
        ]
        return self._pool_add(diff)

    def _close_abandoned(self, current: int, target: int, index: int) -> None:
        """Nodes left open between ``current`` and ``target`` found nothing: mark them dead."""
        tree = self.tree
        while current > 0 and current != target:
            tree.mark_dead(current, OPTIONS_FAILED, index)
            current = tree.parent[current]
