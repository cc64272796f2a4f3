# cython: boundscheck=False, wraparound=False, initializedcheck=False
"""The fast path: the default strategy ("fastest") without building a single event.

It makes exactly the choices of the event engine's default strategy, so both find the same
first solution after the same number of assumptions; only the bookkeeping differs.

* Propagation: naked singles (a cell with one candidate loses nothing, its 20 peers lose its
  digit) and hidden singles (a digit with one place in a unit goes there), to the fixpoint.
  A cell with no candidate, or a digit with no place in a unit, is a contradiction.
* Branch point: the first cell (0..80) with the fewest candidates, two being minimal. When
  that is more than two, the first (unit 0..26, digit 1..9) whose places are STRICTLY fewer
  wins instead, again two being minimal. A cell branch tries its digits ascending; a unit
  branch tries the digit's places in unit order.
* Depth-first: first solution wins (or count up to a limit).

Why this representation: Cython compiles this module (solver/compiled.py, typed by
fast.pxd), and it compiles loops over small integers in flat arrays to plain C, where a
board held as one big Python integer (this module's earlier design, fast in plain Python)
stayed Python arithmetic. So a board is 81 cell masks (bit ``d - 1``: digit d is still
possible) in an ``array("H")``, the working board; each search level keeps a copy of its
propagated board in a row of another array, and each assumption starts from that copy (a
memcpy when compiled). Propagation pops the cells that became single from a queue and takes
their digit from their 20 peers, then scans the units where a cell lost a candidate for
hidden singles (each unit's "at least once" and "at least twice" masks), until neither
finds anything. Every table is a ``bytes`` or an ``array``: a C array when compiled, a
sequence of ints when not. The same file runs as plain Python where nothing is compiled,
about five times slower than the one-integer board did there (docs/benchmarks.md).
"""

from __future__ import annotations

import time
from array import array
from collections.abc import Sequence

from solver.board import PEERS, POPCOUNT, UNITS, UNITS_OF

_ALL = 0x1FF  # the nine digit bits of a cell
_CELLS = 81
# Search levels: the root and one per assumption (each fills at least one more cell).
_LEVELS = _CELLS + 1
# A level's row of the plan: its filled cells, how many options it has, the next one to
# try, then up to nine options, each ``bit << 7 | cell`` (the digit bit it assumes there).
_FILLED, _COUNT, _NEXT, _OPTIONS = 0, 1, 2, 3
_SLOTS = _OPTIONS + 9
_CELL_BITS = 7  # an option's cell is below this bit

_PEER_CELLS = bytes(peer for cell in range(_CELLS) for peer in PEERS[cell])  # 20 a cell
_UNIT_CELLS = bytes(cell for unit in UNITS for cell in unit)  # 9 a unit, units 0..26
_POPCOUNT = bytes(POPCOUNT)
# The units of each cell as a set of unit indices (bit u: unit u).
_UNITS_OF = array("I", [sum(1 << unit for unit in units) for units in UNITS_OF])
_EVERY_UNIT = (1 << 27) - 1
_DIGIT = bytes(mask.bit_length() for mask in range(_ALL + 1))  # a one-bit mask's digit
# Copied for each search: the working board, a board per level, the plan and the queue of
# cells to propagate.
_NO_BOARD = array("H", bytes(2 * _CELLS))
_NO_BOARDS = array("H", bytes(2 * _CELLS * _LEVELS))
_NO_PLAN = array("H", bytes(2 * _SLOTS * _LEVELS))
_NO_QUEUE = array("H", bytes(2 * _CELLS))


def _start(
    cells: Sequence[int], candidates: Sequence[int] | None, board: array, queue: array
) -> int:
    """Writes the puzzle (81 ints, 0 blank; ``candidates``: 81 masks, its pencil marks) as
    the root board and queues its single-candidate cells: their number, or -1 when a cell
    is left without candidates."""
    if len(cells) != _CELLS:
        raise ValueError(f"a puzzle has 81 cells, not {len(cells)}")
    if candidates is not None and len(candidates) != _CELLS:
        raise ValueError(f"pencil marks for 81 cells, not {len(candidates)}")
    tail = 0
    for cell in range(_CELLS):
        digit = cells[cell]
        mask = _ALL if candidates is None else candidates[cell] & _ALL
        if digit:
            if not 1 <= digit <= 9:
                raise ValueError(f"cell {cell} holds {digit!r}, not a digit 0..9")
            mask &= 1 << (digit - 1)
        if not mask:
            return -1
        board[cell] = mask
        if not mask & (mask - 1):
            queue[tail] = cell
            tail += 1
    return tail


def _propagate(board: array, queue: array, tail: int, filled: int, changed: int) -> int:
    """Naked and hidden singles to the fixpoint on ``board``, whose ``filled`` cells have
    had their digit taken from their peers, whose newly single cells are ``queue[:tail]``,
    and whose units (bit u: unit u) not in ``changed`` have no hidden single: the filled
    cells after, or -1 on a contradiction.

    Only the units where a cell lost a candidate since their last scan are scanned again.
    """
    head = 0
    while True:
        while head < tail:  # naked singles: each new one's digit leaves its peers
            cell = queue[head]
            head += 1
            filled += 1
            bit = board[cell]
            for index in range(20 * cell, 20 * cell + 20):
                peer = _PEER_CELLS[index]
                mask = board[peer]
                if mask & bit:
                    mask ^= bit
                    if not mask:
                        return -1
                    board[peer] = mask
                    changed |= _UNITS_OF[peer]
                    if not mask & (mask - 1):
                        queue[tail] = peer
                        tail += 1
        if filled == _CELLS:
            return filled
        if not changed:
            return filled
        for unit in range(27):  # hidden singles in the changed units
            if not changed >> unit & 1:
                continue
            changed ^= 1 << unit
            once = twice = placed = 0
            for index in range(9 * unit, 9 * unit + 9):
                mask = board[_UNIT_CELLS[index]]
                twice |= once & mask
                once |= mask
                if not mask & (mask - 1):
                    placed |= mask
            if once != _ALL:
                return -1  # a digit without a place
            lone = once & ~(twice | placed)
            if lone:
                for index in range(9 * unit, 9 * unit + 9):
                    cell = _UNIT_CELLS[index]
                    mask = board[cell] & lone
                    if mask:
                        if mask & (mask - 1):
                            return -1  # two digits with this one place
                        board[cell] = mask
                        changed |= _UNITS_OF[cell]
                        queue[tail] = cell
                        tail += 1


def _branch(board: array, plan: array, row: int) -> None:
    """Writes the options of the branch point of ``board`` into the plan's ``row``, in the
    order they are tried.

    Only called on a propagated, unsolved board: every unfilled cell has two or more
    candidates, and every digit not yet placed in a unit has two or more places there.
    """
    fewest = 10
    best = 0
    for cell in range(_CELLS):
        count = _POPCOUNT[board[cell]]
        if 1 < count < fewest:
            fewest = count
            best = cell
            if count == 2:
                break
    count = 0
    unit = _unit_branch(board, fewest) if fewest > 2 else -1
    if unit >= 0:
        bit = unit & _ALL
        for index in range(9 * (unit >> 9), 9 * (unit >> 9) + 9):
            cell = _UNIT_CELLS[index]
            if board[cell] & bit:
                plan[row + _OPTIONS + count] = bit << _CELL_BITS | cell
                count += 1
    else:
        mask = board[best]
        while mask:
            bit = mask & -mask  # digits ascending
            mask ^= bit
            plan[row + _OPTIONS + count] = bit << _CELL_BITS | best
            count += 1
    plan[row + _COUNT] = count
    plan[row + _NEXT] = 0


def _unit_branch(board: array, fewer_than: int) -> int:
    """The unit and digit whose places are fewest, if STRICTLY fewer than ``fewer_than``,
    as ``unit << 9 | digit bit``; the first (unit 0..26, digit 1..9) wins ties, and two
    places end the scan. -1 when no digit has so few places. Digits already placed in a
    unit are skipped."""
    best = -1
    for unit in range(27):
        placed = 0
        for index in range(9 * unit, 9 * unit + 9):
            mask = board[_UNIT_CELLS[index]]
            if not mask & (mask - 1):
                placed |= mask
        for digit in range(9):
            bit = 1 << digit
            if placed & bit:
                continue
            places = 0
            for index in range(9 * unit, 9 * unit + 9):
                if board[_UNIT_CELLS[index]] & bit:
                    places += 1
            if places < fewer_than:
                best = unit << 9 | bit
                fewer_than = places
                if places == 2:
                    return best
    return best


# How many assumptions pass between two looks at the clock, the node budget and Ctrl+C.
_CHECK_EVERY = 256


class Stopped(Exception):
    """A limit stopped a search. ``what`` is "time" or "nodes", ``limit`` its value;
    ``solutions`` and ``assumptions`` say how far it got."""

    def __init__(self, what: str, limit: float, solutions: int, assumptions: int) -> None:
        self.what = what
        self.limit = limit
        self.solutions = solutions
        self.assumptions = assumptions
        super().__init__(f"stopped by the {what} limit ({limit:g})")


def _search(
    cells: Sequence[int],
    candidates: Sequence[int] | None,
    limit: int,
    time_limit: float | None = None,
    node_limit: int | None = None,
) -> tuple[list[int] | None, int, int]:
    """Depth-first search: (the first solution's 81 digits, solutions, assumptions).

    Stops after ``limit`` solutions. Level ``depth`` keeps its propagated board in its row
    of ``boards`` and, in its plan row, the options of its branch point and the next one to
    try; trying one is one assumption: the working board becomes the level's, takes the
    option and is propagated; unsolved, it is the next level's. A level with no option left
    is backtracked over.

    ``time_limit`` (seconds) and ``node_limit`` (assumptions) bound the search: past one,
    ``Stopped`` is raised. The clock is read, and Ctrl+C heard, every _CHECK_EVERY
    assumptions, so the loop itself only compares two numbers.
    """
    board = array("H", _NO_BOARD)
    boards = array("H", _NO_BOARDS)
    plan = array("H", _NO_PLAN)
    queue = array("H", _NO_QUEUE)
    tail = _start(cells, candidates, board, queue)
    filled = -1 if tail < 0 else _propagate(board, queue, tail, 0, _EVERY_UNIT)
    if filled < 0 or limit < 1:
        return None, 0, 0
    if filled == _CELLS:
        return _digits_of(board), 1, 0
    first = None
    solutions = assumptions = 0
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    check_at = _next_check(0, node_limit)
    plan[_FILLED] = filled
    boards[:_CELLS] = board
    _branch(board, plan, 0)
    depth = 0
    while depth >= 0:
        row = _SLOTS * depth
        option = plan[row + _NEXT]
        if option == plan[row + _COUNT]:
            depth -= 1
            continue
        if assumptions >= check_at:
            _take_signals()
            if node_limit is not None and assumptions >= node_limit:
                raise Stopped("nodes", node_limit, solutions, assumptions)
            if deadline is not None and time.perf_counter() > deadline:
                raise Stopped("time", time_limit, solutions, assumptions)
            check_at = _next_check(assumptions, node_limit)
        plan[row + _NEXT] = option + 1
        option = plan[row + _OPTIONS + option]
        cell = option & ((1 << _CELL_BITS) - 1)
        at = _CELLS * depth
        board[:] = boards[at : at + _CELLS]
        board[cell] = option >> _CELL_BITS
        queue[0] = cell
        assumptions += 1
        filled = _propagate(board, queue, 1, plan[row + _FILLED], _UNITS_OF[cell])
        if filled < 0:
            continue
        if filled == _CELLS:
            solutions += 1
            if first is None:
                first = _digits_of(board)
            if solutions >= limit:
                break
            continue
        depth += 1
        plan[row + _SLOTS + _FILLED] = filled
        boards[at + _CELLS : at + 2 * _CELLS] = board
        _branch(board, plan, row + _SLOTS)
    return first, solutions, assumptions


def _next_check(assumptions: int, node_limit: int | None) -> float:
    """The assumption count at which the loop next looks at its limits and for Ctrl+C."""
    at = assumptions + _CHECK_EVERY
    if node_limit is not None:
        at = min(at, max(node_limit, assumptions))
    return at


def _take_signals() -> None:
    """Runs the Python handlers of the signals that arrived meanwhile: Ctrl+C raises
    KeyboardInterrupt here. Plain Python runs them between bytecodes anyway, but compiled,
    the search is C that never returns to the interpreter's loop until it ends, so it calls
    CPython's ``PyErr_CheckSignals`` (through ctypes, imported on first need: importing it
    costs some 20 ms, and most searches never get here)."""
    try:
        from ctypes import pythonapi
    except ImportError:  # not CPython, or no ctypes: nothing compiled to wait for
        return
    pythonapi.PyErr_CheckSignals()


def _digits_of(board: array) -> list[int]:
    """The 81 digits of a solved board."""
    return [_DIGIT[board[cell]] for cell in range(_CELLS)]


def solve_with_stats(
    cells: Sequence[int],
    *,
    time_limit: float | None = None,
    node_limit: int | None = None,
    candidates: Sequence[int] | None = None,
) -> tuple[list[int] | None, int]:
    """The first solution of a puzzle (81 ints, 0 blank; ``candidates``: its pencil marks,
    which the solution keeps to) or None, and the assumptions tried.

    Conflicting givens give (None, 0): they are caught by the first propagation. Past
    ``time_limit`` seconds or ``node_limit`` assumptions, raises ``Stopped``.
    """
    solution, _, assumptions = _search(cells, candidates, 1, time_limit, node_limit)
    return solution, assumptions


def solve_cells(cells: Sequence[int], candidates: Sequence[int] | None = None) -> list[int] | None:
    """The first solution of a puzzle (81 ints, 0 blank; ``candidates``: its pencil marks),
    or None when it has none."""
    return _search(cells, candidates, 1)[0]


def count_cells(
    cells: Sequence[int],
    limit: int,
    *,
    time_limit: float | None = None,
    node_limit: int | None = None,
    candidates: Sequence[int] | None = None,
) -> int:
    """The number of solutions of a puzzle (81 ints, 0 blank; ``candidates``: its pencil
    marks, which every solution keeps to), counting no further than ``limit``. Past
    ``time_limit`` seconds or ``node_limit`` assumptions, raises ``Stopped`` (its
    ``solutions``: those counted so far)."""
    return _search(cells, candidates, limit, time_limit, node_limit)[1]
