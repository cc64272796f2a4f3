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
* Depth-first: an explicit stack, first solution wins (or count up to a limit).

Why it is fast in pure Python: the whole board is ONE integer of 81 fields of 10 bits, bit
``10 * cell + d - 1`` meaning "digit d is still possible in cell"; the tenth bit of each
field (the guard) is always 0 in a board and serves as scratch space. An int is immutable, so
a branch costs no copy, and propagation is a short, fixed run of big-integer operations over
all 81 cells at once instead of Python loops over cells:

* the cells with two or more candidates are ``field & (field - 1) != 0``, for every field in
  one subtraction (the guard bit stops the borrow from crossing fields);
* the places of every digit in every row, column and box are counted by folding each unit
  onto its first cell (shifts by one, two, four cells and the ninth along a row, the same in
  rows down a column, and by one, two cells then one, two rows over a box), counting "at
  least one" and "at least two", for all nine digits at once;
* placing a digit is a single AND with a precomputed mask (it clears the cell's other digits
  and the digit from the cell's peers).
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence

from solver.board import BOXES, DIGITS_OF, PEERS, POPCOUNT, UNITS

_FIELD = 10  # bits per cell: nine digits and the guard
_DIGITS = 0x1FF  # the nine digit bits of one field
_ONES = sum(1 << (_FIELD * c) for c in range(81))  # the lowest bit of every field
_GUARDS = _ONES << 9  # the guard bit of every field: a set of cells
_FULL = _ONES * _DIGITS  # every candidate of every cell


def _place_mask(cell: int, digit: int) -> int:
    """The AND-mask that puts ``digit`` in ``cell``: the cell's other digits and the peers'
    copies of that digit disappear."""
    bit = 1 << (digit - 1)
    clear = (_DIGITS ^ bit) << (_FIELD * cell)
    for peer in PEERS[cell]:
        clear |= bit << (_FIELD * peer)
    return _FULL ^ clear


# _PLACE[bit index] for bit index = 10 * cell + digit - 1 (guard indices are never used).
_PLACE = tuple(
    _place_mask(cell, index + 1) if index < 9 else _FULL
    for cell in range(81)
    for index in range(_FIELD)
)
# Indexed by a bit set's bit_length(): the placing mask of its highest bit, and the mask of
# the bits below that one. Taking bits from the top needs no negative numbers (slow).
_PLACE_HIGHEST = (_FULL, *_PLACE)
_BELOW_HIGHEST = tuple((1 << max(length - 1, 0)) - 1 for length in range(_FIELD * 81 + 1))

# The field each unit is folded onto: column 0 of each row, row 0 of each column, the
# top-left cell of each box (all nine digit bits of that field).
_ROW_HEADS = sum(_DIGITS << (_FIELD * row[0]) for row in UNITS[:9])
_COL_HEADS = sum(_DIGITS << (_FIELD * col[0]) for col in UNITS[9:18])
_BOX_HEADS = sum(_DIGITS << (_FIELD * box[0]) for box in BOXES)
# Multiplying a set of unit heads by these copies each head field over its whole unit (no
# carries: the copies never overlap).
_ROW_SPREAD = sum(1 << (_FIELD * c) for c in UNITS[0])
_COL_SPREAD = sum(1 << (_FIELD * c) for c in UNITS[9])
_BOX_SPREAD = sum(1 << (_FIELD * c) for c in BOXES[0])


def _board_of(cells: Sequence[int], candidates: Sequence[int] | None = None) -> int | None:
    """The propagated board of a puzzle (81 ints, 0 blank), kept to ``candidates`` (81
    masks: a position's pencil marks) when given, or None when it is impossible."""
    if len(cells) != 81:
        raise ValueError(f"a puzzle has 81 cells, not {len(cells)}")
    board = _FULL
    if candidates is not None:
        board &= sum(mask << (_FIELD * cell) for cell, mask in enumerate(candidates))
    for cell, digit in enumerate(cells):
        if digit:
            if not 1 <= digit <= 9:
                raise ValueError(f"cell {cell} holds {digit!r}, not a digit 0..9")
            board &= _PLACE[_FIELD * cell + digit - 1]
    return _propagate(board, 0)


def _propagate(
    board: int,
    done: int,
    place_highest=_PLACE_HIGHEST,
    below_highest=_BELOW_HIGHEST,
    ones=_ONES,
    guards=_GUARDS,
    full=_FULL,
    row_heads=_ROW_HEADS,
    col_heads=_COL_HEADS,
    box_heads=_BOX_HEADS,
    row_spread=_ROW_SPREAD,
    col_spread=_COL_SPREAD,
    box_spread=_BOX_SPREAD,
) -> int | None:
    """Naked and hidden singles to the fixpoint; None on a contradiction.

    ``done`` is the set (as guard bits) of the cells whose digit has already been taken
    from their peers: the filled cells of the board before its last assumption. The
    defaults bind the tables as locals: this is the hot loop.
    """
    while True:
        # Per field, board & (board - 1) keeps a bit only with two or more candidates;
        # adding 511 to a field carries into its guard bit exactly when it is not zero.
        if (board + full) & guards != guards:
            return None  # a cell without candidates
        two = ((board & ((board | guards) - ones)) + full) & guards
        fresh = guards ^ (two | done)  # single-candidate cells not yet propagated
        if fresh:
            done |= fresh
            fixed = board & (fresh >> 9) * 0x1FF
            while fixed:
                length = fixed.bit_length()
                board &= place_highest[length]
                fixed &= below_highest[length]
            continue
        if not two:
            return board  # solved

        # Count places per unit and digit, folding each unit onto its head field.
        pair_one = board | board >> 10  # rows: cells 0-1, 0-3, 0-7, then cell 8
        pair_more = board & board >> 10
        more = pair_more | pair_more >> 20 | pair_one & pair_one >> 20
        one = pair_one | pair_one >> 20
        more |= more >> 40 | one & one >> 40
        one |= one >> 40
        last = board >> 80
        row_one = (one | last) & row_heads
        row_lone = row_one & ~(more | one & last)

        one = board | board >> 90  # columns: rows 0-1, 0-3, 0-7, then row 8
        more = board & board >> 90
        more |= more >> 180 | one & one >> 180
        one |= one >> 180
        more |= more >> 360 | one & one >> 360
        one |= one >> 360
        last = board >> 720
        col_one = (one | last) & col_heads
        col_lone = col_one & ~(more | one & last)

        right = board >> 20  # boxes: three columns (a pair and one), then three rows
        one = pair_one | right
        more = pair_more | right & pair_one
        middle = one >> 90
        bottom = one >> 180
        box_one = (one | middle | bottom) & box_heads
        more |= more >> 90 | more >> 180 | one & middle | bottom & (one | middle)
        box_lone = box_one & ~more

        if row_one != row_heads or col_one != col_heads or box_one != box_heads:
            return None  # a digit without a place in some unit
        lone = (
            (row_lone * row_spread | col_lone * col_spread | box_lone * box_spread)
            & board
            & ~((done >> 9) * 0x1FF)
        )
        if not lone:
            return board
        while lone:
            length = lone.bit_length()
            board &= place_highest[length]
            lone &= below_highest[length]


def _branch(board: int) -> tuple[int, list[int]]:
    """The filled cells (as guard bits), and the options of the branch point in the order
    they are tried (as bit indices).

    Only called on a propagated, unsolved board: every unfilled cell has two or more
    candidates, and every digit not yet placed in a unit has two or more places there.
    """
    ones, guards, full = _ONES, _GUARDS, _FULL
    pairs = board & ((board | guards) - ones)  # bits left after dropping each lowest one
    unfilled = (pairs + full) & guards
    triples = pairs & ((pairs | guards) - ones)
    bivalue = unfilled & ~((triples + full) & guards)
    filled = guards ^ unfilled
    if bivalue:
        return filled, _cell_options(board, (bivalue & -bivalue).bit_length() // _FIELD - 1)

    masks = [board >> (_FIELD * c) & _DIGITS for c in range(81)]
    fewest, best_cell = min((POPCOUNT[m], c) for c, m in enumerate(masks) if POPCOUNT[m] > 1)
    return filled, _unit_options(masks, fewest) or _cell_options(board, best_cell)


def _unit_options(masks: list[int], fewer_than: int) -> list[int] | None:
    """The places (as bit indices, in unit order) of the digit and unit with the fewest
    places, if STRICTLY fewer than ``fewer_than``; the first (unit 0..26, digit 1..9) wins
    ties, and two places end the scan. None when no digit has so few places.

    ``masks`` are the cells' candidate masks; digits already placed in a unit are skipped.
    """
    best = None
    for unit, cells in enumerate(UNITS):
        placed = 0
        counts = [0] * 9
        for c in cells:
            m = masks[c]
            if POPCOUNT[m] == 1:
                placed |= m
            else:
                for digit in DIGITS_OF[m]:
                    counts[digit - 1] += 1
        for index, places in enumerate(counts):
            if places < fewer_than and not placed >> index & 1:
                best, fewer_than = (unit, index), places
                if places == 2:
                    break
        if fewer_than == 2:
            break
    if best is None:
        return None
    unit, index = best
    return [_FIELD * c + index for c in UNITS[unit] if masks[c] >> index & 1]


def _cell_options(board: int, cell: int) -> list[int]:
    """The candidates of ``cell``, ascending, as bit indices."""
    return [_FIELD * cell + d - 1 for d in DIGITS_OF[board >> (_FIELD * cell) & _DIGITS]]


# How many assumptions pass between two looks at the clock (and the node budget).
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
    board: int | None,
    limit: int,
    time_limit: float | None = None,
    node_limit: int | None = None,
) -> tuple[int | None, int, int]:
    """Depth-first search from a propagated board: (first solution, solutions, assumptions).

    Stops after ``limit`` solutions. The stack holds the options still to try: the board an
    option applies to, the filled cells of that board and the bit it assumes, pushed in
    reverse so the first option is tried first. Popping one is one assumption. A board is
    solved when only its 81 final digits are left.

    ``time_limit`` (seconds) and ``node_limit`` (assumptions) bound the search: past one,
    ``Stopped`` is raised. The clock is read every _CHECK_EVERY assumptions, so the loop
    itself only compares two ints (no cost without limits).
    """
    if board is None or limit < 1:
        return None, 0, 0
    if board.bit_count() == 81:
        return board, 1, 0
    first = None
    solutions = assumptions = 0
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    check_at = _next_check(0, deadline, node_limit)
    filled, options = _branch(board)
    stack = [(board, filled, bit) for bit in reversed(options)]
    propagate, branch, place = _propagate, _branch, _PLACE
    while stack:
        if assumptions >= check_at:
            if node_limit is not None and assumptions >= node_limit:
                raise Stopped("nodes", node_limit, solutions, assumptions)
            if deadline is not None and time.perf_counter() > deadline:
                raise Stopped("time", time_limit, solutions, assumptions)
            check_at = _next_check(assumptions, deadline, node_limit)
        parent, filled, bit = stack.pop()
        assumptions += 1
        child = propagate(parent & place[bit], filled)
        if child is None:
            continue
        if child.bit_count() == 81:
            solutions += 1
            if first is None:
                first = child
            if solutions >= limit:
                break
            continue
        filled, options = branch(child)
        stack.extend([(child, filled, b) for b in reversed(options)])
    return first, solutions, assumptions


def _next_check(assumptions: int, deadline: float | None, node_limit: int | None) -> float:
    """The assumption count at which the loop next looks at its limits (never, without)."""
    if deadline is None and node_limit is None:
        return math.inf
    at = assumptions + _CHECK_EVERY if deadline is not None else math.inf
    if node_limit is not None:
        at = min(at, max(node_limit, assumptions))
    return at


def _digits_of(board: int) -> list[int]:
    """The 81 digits of a solved board."""
    return [DIGITS_OF[board >> (_FIELD * c) & _DIGITS][0] for c in range(81)]


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
    board = _board_of(cells, candidates)
    solution, _, assumptions = _search(board, 1, time_limit, node_limit)
    return (None if solution is None else _digits_of(solution)), assumptions


def solve_cells(cells: Sequence[int], candidates: Sequence[int] | None = None) -> list[int] | None:
    """The first solution of a puzzle (81 ints, 0 blank; ``candidates``: its pencil marks),
    or None when it has none."""
    return solve_with_stats(cells, candidates=candidates)[0]


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
    return _search(_board_of(cells, candidates), limit, time_limit, node_limit)[1]
