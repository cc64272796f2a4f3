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

Why it is fast in pure Python: the whole board is ONE integer of 9 x 81 bits, bit
``81 * (d - 1) + cell`` meaning "digit d is still possible in cell". An int is immutable, so
a branch costs no copy, and the work of propagation is a short, fixed run of big-integer
operations (each over all 729 bits at once) instead of Python loops over cells:

* the candidates of all cells are counted by folding the nine digit planes onto each other
  (bits "at least one", "at least two", "at least three");
* the places of every digit in every row, column and box are counted the same way, by
  folding each unit onto one of its cells (shifts by 1, 2, 4, 8 along a row; by 9, 18, 36, 72
  down a column; by 1, 2 and 9, 18 over a box), all nine digit planes at once;
* placing a digit is a single AND with a precomputed mask (it clears the cell's other digits
  and the digit from the cell's peers).
"""

from __future__ import annotations

from collections.abc import Sequence

from solver.board import BOXES, PEERS, UNITS

_CELL_BITS = (1 << 81) - 1  # one plane: a set of cells
_BOARD_BITS = (1 << 729) - 1  # all nine planes: every candidate of every cell
_PLANES = (1 << 729) // ((1 << 81) - 1)  # bit 0 of every plane: spreads a cell set to all planes

# The cell where each unit is folded to, in every plane: column 0 of each row, row 0 of each
# column, the top-left cell of each box.
_ROW_HEADS = sum(1 << (81 * p + 9 * r) for p in range(9) for r in range(9))
_COL_HEADS = sum(1 << (81 * p + c) for p in range(9) for c in range(9))
_BOX_HEADS = sum(1 << (81 * p + box[0]) for p in range(9) for box in BOXES)
# Multiplying a set of unit heads by these spreads each head over its whole unit (no carries:
# the spread copies never overlap).
_ROW_SPREAD = 0x1FF
_COL_SPREAD = sum(1 << (9 * r) for r in range(9))
_BOX_SPREAD = sum(1 << (c - BOXES[0][0]) for c in BOXES[0])


def _placing_mask(plane: int, cell: int) -> int:
    """The AND-mask that puts digit ``plane + 1`` in ``cell``: its other digits and its peers'
    copies of that digit disappear."""
    clear = (_PLANES << cell) ^ (1 << (81 * plane + cell))
    for peer in PEERS[cell]:
        clear |= 1 << (81 * plane + peer)
    return _BOARD_BITS ^ clear


# _PLACE[bit index] for bit index = 81 * plane + cell.
_PLACE = tuple(_placing_mask(plane, cell) for plane in range(9) for cell in range(81))
# Indexed by a bit set's bit_length(): the placing mask of its highest bit, and the mask of
# the bits below that one. Taking bits from the top needs no negative numbers (slow).
_PLACE_HIGHEST = (_BOARD_BITS, *_PLACE)
_BELOW_HIGHEST = tuple((1 << max(length - 1, 0)) - 1 for length in range(730))
_UNIT_CELL_SETS = tuple(sum(1 << c for c in unit) for unit in UNITS)


def _board_of(cells: Sequence[int]) -> int | None:
    """The propagated board of a puzzle (81 ints, 0 blank), or None when it is impossible."""
    if len(cells) != 81:
        raise ValueError(f"a puzzle has 81 cells, not {len(cells)}")
    board = _BOARD_BITS
    for cell, digit in enumerate(cells):
        if digit:
            if not 1 <= digit <= 9:
                raise ValueError(f"cell {cell} holds {digit!r}, not a digit 0..9")
            board &= _PLACE[81 * (digit - 1) + cell]
    return _propagate(board, 0)


def _propagate(
    board: int,
    done: int,
    place_highest=_PLACE_HIGHEST,
    below_highest=_BELOW_HIGHEST,
    planes=_PLANES,
    cell_bits=_CELL_BITS,
    row_heads=_ROW_HEADS,
    col_heads=_COL_HEADS,
    box_heads=_BOX_HEADS,
    row_spread=_ROW_SPREAD,
    col_spread=_COL_SPREAD,
    box_spread=_BOX_SPREAD,
) -> int | None:
    """Naked and hidden singles to the fixpoint; None on a contradiction.

    ``done`` is the set of cells whose digit has already been taken from their peers (the
    filled cells of the board before its last assumption). The defaults bind the tables as
    locals: this is the hot loop.
    """
    while True:
        # Count candidates per cell: fold plane pairs, quads, octets, then the ninth plane.
        one = board | board >> 81
        two = board & board >> 81
        two |= two >> 162 | one & one >> 162
        one |= one >> 162
        two |= two >> 324 | one & one >> 324
        one |= one >> 324
        ninth = board >> 648
        two = (two | one & ninth) & cell_bits
        if (one | ninth) & cell_bits != cell_bits:
            return None  # a cell without candidates
        fresh = cell_bits ^ (two | done)  # single-candidate cells not yet propagated
        if fresh:
            done |= fresh
            fixed = board & fresh * planes
            while fixed:
                length = fixed.bit_length()
                board &= place_highest[length]
                fixed &= below_highest[length]
            continue
        if not two:
            return board  # solved

        # Count places per unit and digit, folding each unit onto its head cell.
        pair_one = board | board >> 1  # rows: columns 0-1, 0-3, 0-7, then column 8
        pair_more = board & board >> 1
        more = pair_more | pair_more >> 2 | pair_one & pair_one >> 2
        one = pair_one | pair_one >> 2
        more |= more >> 4 | one & one >> 4
        one |= one >> 4
        last = board >> 8
        row_one = (one | last) & row_heads
        row_lone = row_one & ~(more | one & last)

        one = board | board >> 9  # columns: rows 0-1, 0-3, 0-7, then row 8
        more = board & board >> 9
        more |= more >> 18 | one & one >> 18
        one |= one >> 18
        more |= more >> 36 | one & one >> 36
        one |= one >> 36
        last = board >> 72
        col_one = (one | last) & col_heads
        col_lone = col_one & ~(more | one & last)

        right = board >> 2  # boxes: three columns (a column pair and one), then three rows
        one = pair_one | right
        more = pair_more | right & pair_one
        middle = one >> 9
        bottom = one >> 18
        box_one = (one | middle | bottom) & box_heads
        more |= more >> 9 | more >> 18 | one & middle | bottom & (one | middle)
        box_lone = box_one & ~more

        if row_one != row_heads or col_one != col_heads or box_one != box_heads:
            return None  # a digit without a place in some unit
        lone = (
            (row_lone * row_spread | col_lone * col_spread | box_lone * box_spread)
            & board
            & ~(done * planes)
        )
        if not lone:
            return board
        while lone:
            length = lone.bit_length()
            board &= place_highest[length]
            lone &= below_highest[length]


def _candidate_counts(board: int) -> tuple[int, int]:
    """The cells with two or more candidates and those with three or more (cell sets).

    Folds the nine digit planes onto the first: pairs, quads, octets, then the ninth plane.
    """
    one = board | board >> 81
    two = board & board >> 81
    three = 0
    for shift in (162, 324):
        three |= three >> shift | two & one >> shift | one & two >> shift
        two |= two >> shift | one & one >> shift
        one |= one >> shift
    ninth = board >> 648
    three |= two & ninth
    two |= one & ninth
    return two & _CELL_BITS, three & _CELL_BITS


def _branch(board: int) -> tuple[int, list[int]]:
    """The filled cells, and the options of the branch point in the order they are tried
    (as bit indices).

    Only called on a propagated, unsolved board: every unfilled cell has two or more
    candidates, and every digit not yet placed in a unit has two or more places there.
    """
    unfilled, three_or_more = _candidate_counts(board)
    pairs = unfilled & ~three_or_more
    filled = _CELL_BITS ^ unfilled
    if pairs:
        return filled, _cell_options(board, (pairs & -pairs).bit_length() - 1)

    best_cell, fewest = -1, 10
    rest = unfilled
    while rest:
        low = rest & -rest
        cell = low.bit_length() - 1
        count = (board >> cell & _PLANES).bit_count()
        if count < fewest:
            best_cell, fewest = cell, count
            if count == 3:
                break
        rest ^= low

    planes = [board >> (81 * p) & _CELL_BITS for p in range(9)]
    best = None
    for unit, unit_cells in enumerate(_UNIT_CELL_SETS):
        for plane in range(9):
            places = planes[plane] & unit_cells
            if places & filled:
                continue  # the digit already stands in this unit
            count = places.bit_count()
            if count < fewest:
                best, fewest = (unit, plane), count
                if count == 2:
                    break
        if fewest == 2:
            break
    if best is None:
        return filled, _cell_options(board, best_cell)
    unit, plane = best
    return filled, [81 * plane + c for c in UNITS[unit] if planes[plane] >> c & 1]


def _cell_options(board: int, cell: int) -> list[int]:
    """The candidates of ``cell``, ascending, as bit indices."""
    return [81 * p + cell for p in range(9) if board >> (81 * p + cell) & 1]


def _search(board: int | None, limit: int) -> tuple[int | None, int, int]:
    """Depth-first search from a propagated board: (first solution, solutions, assumptions).

    Stops after ``limit`` solutions. The stack holds the options still to try: the board an
    option applies to, the filled cells of that board and the bit it assumes, pushed in
    reverse so the first option is tried first. Popping one is one assumption. A board is
    solved when only its 81 final digits are left.
    """
    if board is None or limit < 1:
        return None, 0, 0
    if board.bit_count() == 81:
        return board, 1, 0
    first = None
    solutions = assumptions = 0
    filled, options = _branch(board)
    stack = [(board, filled, bit) for bit in reversed(options)]
    propagate, branch, place = _propagate, _branch, _PLACE
    while stack:
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


def _digits_of(board: int) -> list[int]:
    """The 81 digits of a solved board."""
    return [next(p + 1 for p in range(9) if board >> (81 * p + c) & 1) for c in range(81)]


def solve_with_stats(cells: Sequence[int]) -> tuple[list[int] | None, int]:
    """The first solution of a puzzle (81 ints, 0 blank) or None, and the assumptions tried.

    Conflicting givens give (None, 0): they are caught by the first propagation.
    """
    solution, _, assumptions = _search(_board_of(cells), 1)
    return (None if solution is None else _digits_of(solution)), assumptions


def solve_cells(cells: Sequence[int]) -> list[int] | None:
    """The first solution of a puzzle (81 ints, 0 blank), or None when it has none."""
    return solve_with_stats(cells)[0]


def count_cells(cells: Sequence[int], limit: int) -> int:
    """The number of solutions of a puzzle (81 ints, 0 blank), counting no further than
    ``limit``."""
    return _search(_board_of(cells), limit)[1]
