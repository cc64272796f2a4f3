"""What the Code panel shows at a playback position, and where playback stops in the code.

The strategy's program (``solver.programs``) maps each event to the line that made it, by the
event's ``Role``. ``CodeTrace`` reads that role from a record's row without rebuilding the
event, gives the line lit at a position (the line of the last row replayed) and the
recursion's frames there (from the hypothesis tree: one per depth on the path to the current
node), and finds the rows whose role is among a set of stops.

Stops are roles, one vocabulary for both ways of setting them: the playback bar's "Pause on"
boxes (``STOP_ROLES``: a guess, a dead end, a backtrack, a solution) and a line of the code
(the roles that line carries, ``Program.line_of_role``). Playback pauses after a row whose
role is a stop.

Pure Python: no Qt here.
"""

from __future__ import annotations

from array import array

from solver import STRATEGIES
from solver.board import POPCOUNT
from solver.programs import Frame, Program, Role, options_left, program_of, role_for
from solver.strategies import DEFAULT_STRATEGY, Strategy
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.recording import RowKind, SearchRecord
from sudoku_gui.search.model.story import StopKind

# The name ``solver.events`` gives each kind of row.
EVENT_KINDS = {
    RowKind.START: "start",
    RowKind.DEDUCE: "deduce",
    RowKind.ELIMINATE: "eliminate",
    RowKind.ASSUME: "assume",
    RowKind.CONTRADICTION: "contradiction",
    RowKind.BACKTRACK: "backtrack",
    RowKind.SOLVED: "solved",
    RowKind.EXHAUSTED: "exhausted",
    RowKind.LIMIT: "limit",
    RowKind.INVALID: "invalid",
}
# The kinds of row whose code column names a rule (or a backtrack's reason).
_NAMED = (rec.DEDUCE, rec.ELIMINATE, rec.BACKTRACK)
# The kind of row each role is found on.
ROW_KIND_OF_ROLE = {
    Role.START: rec.START,
    Role.GIVEN: rec.DEDUCE,
    Role.INVALID: rec.INVALID,
    Role.PEER: rec.ELIMINATE,
    Role.NAKED_SINGLE: rec.DEDUCE,
    Role.HIDDEN_SINGLE: rec.DEDUCE,
    Role.TECHNIQUE_ELIMINATE: rec.ELIMINATE,
    Role.TECHNIQUE_PLACE: rec.DEDUCE,
    Role.EMPTY_CELL: rec.CONTRADICTION,
    Role.NO_PLACE: rec.CONTRADICTION,
    Role.CLASH: rec.CONTRADICTION,
    Role.DEAD_END: rec.CONTRADICTION,
    Role.GUESS: rec.ASSUME,
    Role.NEXT_DIGIT: rec.BACKTRACK,
    Role.GIVE_UP: rec.BACKTRACK,
    Role.SOLVED: rec.SOLVED,
    Role.EXHAUSTED: rec.EXHAUSTED,
    Role.LIMIT: rec.LIMIT,
}
# The "Pause on" boxes of the playback bar, as the roles each one stops at.
STOP_ROLES = {
    kind: frozenset(
        role for role, row_kind in ROW_KIND_OF_ROLE.items() if row_kind == kind.row_kind
    )
    for kind in StopKind
}


class CodeTrace:
    """The program of a record's strategy and what it shows at each position."""

    def __init__(self, record: SearchRecord, strategy: str = DEFAULT_STRATEGY) -> None:
        self.record = record
        self._chosen = strategy  # until the record's Start names the one searched
        self._counts: dict[int, int] = {}  # position -> candidates on the board there

    def choose_strategy(self, name: str) -> None:
        """Show ``name``'s program while the record has not started (a search about to run)."""
        self._chosen = name

    @property
    def strategy(self) -> Strategy:
        start = self.record.start
        name = start.strategy if start is not None else self._chosen
        return STRATEGIES.get(name, STRATEGIES[DEFAULT_STRATEGY])

    @property
    def program(self) -> Program:
        return program_of(self.strategy)

    def role(self, index: int) -> Role:
        """The role of row ``index``."""
        record = self.record
        row_kind = record.kind[index]
        name = record.rule(index) if row_kind in _NAMED else ""
        return role_for(
            EVENT_KINDS[RowKind(row_kind)],
            name,
            record.cell[index],
            record.digit[index],
            record.current[index],
            self.strategy,
        )

    def line_at(self, position: int) -> int:
        """The line (1-based) of the last row replayed at ``position``; 0 before any, and
        for a row the program has no line for (a step no search of this strategy makes,
        which only a damaged or hand-made replay holds)."""
        if position <= 0:
            return 0
        return self.program.line_of_role.get(self.role(position - 1), 0)

    def lines(self) -> array:
        """The line each row lights, row by row (for a whole record at once; 0 as
        ``line_at``)."""
        strategy = self.strategy
        lines = program_of(strategy).line_of_role
        record = self.record
        names = {}
        out = array("B")
        kinds, cells, digits, nodes = record.kind, record.cell, record.digit, record.current
        for index in range(len(record)):
            row_kind = kinds[index]
            if row_kind in _NAMED:
                key = (row_kind, record.code[index])
                name = names.get(key)
                if name is None:
                    name = names[key] = record.rule(index)
            else:
                name = ""
            kind = EVENT_KINDS[RowKind(row_kind)]
            role = role_for(kind, name, cells[index], digits[index], nodes[index], strategy)
            out.append(lines.get(role, 0))
        return out

    def find(self, roles, start: int, stop: int) -> int:
        """The first row in ``start..stop-1`` whose role is in ``roles``, or -1."""
        kinds = self.record.kind[start:stop].tobytes()
        found = []
        for row_kind in {ROW_KIND_OF_ROLE[role] for role in roles}:
            mark = bytes((row_kind,))
            offset = kinds.find(mark)
            while offset >= 0 and self.role(start + offset) not in roles:
                offset = kinds.find(mark, offset + 1)
            if offset >= 0:
                found.append(start + offset)
        return min(found, default=-1)

    def find_back(self, roles, before: int) -> int:
        """The last row before ``before`` whose role is in ``roles``, or -1."""
        kinds = self.record.kind[:before].tobytes()
        found = []
        for row_kind in {ROW_KIND_OF_ROLE[role] for role in roles}:
            mark = bytes((row_kind,))
            offset = kinds.rfind(mark)
            while offset >= 0 and self.role(offset) not in roles:
                offset = kinds.rfind(mark, 0, offset)
            found.append(offset)
        return max(found, default=-1)

    def frames_at(self, node: int, board) -> list[Frame]:
        """The recursion's frames when ``node`` is the current node and ``board`` the board:
        one per depth, the root's guess first; each counts the candidates the board had
        when the search went one deeper (the top frame: ``board``'s)."""
        tree, record = self.record.tree, self.record
        path = []
        while node > 0:
            path.append(node)
            node = tree.parent[node]
        path.reverse()
        frames = []
        for depth, node in enumerate(path, 1):
            row = tree.first_event[node]
            cell, digit = tree.cell[node], tree.digit[node]
            left = options_left(record.options(row), cell, digit)
            if depth < len(path):
                candidates = self.candidates_at(tree.first_event[path[depth]])
            else:
                candidates = sum(POPCOUNT[m] for m in board)
            frames.append(Frame(depth, cell, digit, left, candidates))
        return frames

    def candidates_at(self, position: int) -> int:
        """How many candidates the board has after ``position`` rows (remembered: the rows
        of a record never change)."""
        count = self._counts.get(position)
        if count is None:
            at, board = self.record.snapshot(position)
            for index in range(at, position):
                self.record.redo(board, index)
            count = self._counts[position] = sum(POPCOUNT[m] for m in board)
        return count
