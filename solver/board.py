"""The geometry of a 9x9 Sudoku board: cells, units, peers, names and candidate masks.

Cells are numbered 0..80 in row-major order (cell = 9 * row + col, both 0-based).
Norvig's names are available too: rows A..I, columns 1..9, so cell 0 is "A1" and
cell 80 is "I9". Candidates are 9-bit masks: bit d-1 set means digit d is possible.
Everything here is a module-level constant or a tiny pure function, computed once,
because every other module (and the hot loops of the search) leans on these tables.
"""

from __future__ import annotations

from solver.notation import cell_label, unit_label

DIGITS = range(1, 10)
ALL = 0x1FF  # every digit possible

CELLS = range(81)
ROW_OF = tuple(c // 9 for c in CELLS)
COL_OF = tuple(c % 9 for c in CELLS)
BOX_OF = tuple((c // 27) * 3 + (c % 9) // 3 for c in CELLS)

# The 27 units, in the order rows 0-8, columns 0-8, boxes 0-8 (unit index = kind * 9 + n).
ROWS = tuple(tuple(9 * r + c for c in range(9)) for r in range(9))
COLS = tuple(tuple(9 * r + c for r in range(9)) for c in range(9))
BOXES = tuple(tuple(c for c in CELLS if BOX_OF[c] == b) for b in range(9))
UNITS = ROWS + COLS + BOXES
UNIT_KINDS = ("row", "column", "box")

# The three units of each cell: (its row, its column, its box) as unit indices.
UNITS_OF = tuple((ROW_OF[c], 9 + COL_OF[c], 18 + BOX_OF[c]) for c in CELLS)
# The 20 peers of each cell, in ascending order.
PEERS = tuple(tuple(sorted({p for u in UNITS_OF[c] for p in UNITS[u]} - {c})) for c in CELLS)
# The same tables as 81-bit cell sets (bit = cell): a cell's peers, a unit's cells.
PEER_BITS = tuple(sum(1 << p for p in PEERS[c]) for c in CELLS)
# SEES[81 * cell + other] is 1 when the two cells see each other: a compiled module reads
# it as a C array where PEER_BITS would be Python integers.
SEES = bytes(PEER_BITS[cell] >> other & 1 for cell in CELLS for other in CELLS)
UNIT_BITS = tuple(sum(1 << c for c in unit) for unit in UNITS)

# Mask helpers, precomputed for every 9-bit mask.
BIT = (0,) + tuple(1 << (d - 1) for d in DIGITS)  # BIT[d] is the mask of digit d
POPCOUNT = tuple(bin(m).count("1") for m in range(512))
DIGITS_OF = tuple(tuple(d for d in DIGITS if m & (1 << (d - 1))) for m in range(512))
# The digit of a single-bit mask (0 for any other mask).
SINGLE_DIGIT = tuple(DIGITS_OF[m][0] if POPCOUNT[m] == 1 else 0 for m in range(512))
# Tables the compiled searches read as C arrays (bytes): UNIT_CELLS[9 * unit + i], the cell
# at place i of the unit (places go in board order); COUNT[mask], POPCOUNT; LOWEST[mask],
# the place of the mask's lowest bit (0 for no bit).
UNIT_CELLS = bytes(cell for unit in UNITS for cell in unit)
COUNT = bytes(POPCOUNT)
LOWEST = bytes((mask & -mask).bit_length() - 1 if mask else 0 for mask in range(512))


def bit_cells(bits: int) -> list[int]:
    """The cells of an 81-bit cell set, ascending: the one walk over a bit set."""
    cells = []
    while bits:
        low = bits & -bits
        cells.append(low.bit_length() - 1)
        bits ^= low
    return cells


def cell_of(row: int, col: int) -> int:
    """The cell index of a 0-based (row, col)."""
    return 9 * row + col


def rc_name(cell: int) -> str:
    """The canonical r1c1 name of a cell, "r1c1" .. "r9c9", that solver texts use (see
    ``solver.notation``, which formats every cell name)."""
    return cell_label(cell)


def unit_name(unit: int) -> str:
    """The canonical name of a unit index: "row 1", "column 5", "box 9" (1-based)."""
    return unit_label(unit)


def mask_of(digits) -> int:
    """The candidate mask holding the given digits."""
    mask = 0
    for d in digits:
        mask |= BIT[d]
    return mask
