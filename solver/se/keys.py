"""How SE's chaining engine names a candidate state, and SE's order of a cell's units.

A candidate state (``cell``, ``digit``, on or off) is one small int, its key: the engine's
tables are arrays indexed by it, and its sets and dicts hold it. The hot loops of
``solver.se.engine`` and ``solver.se.chains`` write the same arithmetic out (a call costs
more than the step it names there); everything else goes through these helpers.
"""

from __future__ import annotations

from array import array
from enum import IntEnum

from solver.board import BOX_OF, COL_OF, ROW_OF, SINGLE_DIGIT, UNIT_BITS, UNIT_KINDS, UNITS

KEY_COUNT = 1620  # (80 * 10 + 9) * 2 + 1 + 1: every key indexes a table this long


def candidate_key(cell: int, digit: int, on: bool) -> int:
    """The key of (``cell``, ``digit``) said to be on or off."""
    return (cell * 10 + digit) * 2 + on


class SeUnitKind(IntEnum):
    """A kind of unit in SE's order (box, row, column): why a candidate turned on as its
    unit's last place. The value indexes a cell's ``SE_REGIONS``."""

    BOX = 0
    ROW = 1
    COLUMN = 2


NAKED = -1  # cause: the last candidate of its cell (else the SeUnitKind it is the last place in)

# SE's region order for a cell: its box, its row, its column (UNITS indices); board orders
# the kinds row, column, box (``UNIT_KINDS``), so the order is spelt out from the names.
_UNIT_OF_KIND = {
    "row": lambda c: ROW_OF[c],
    "column": lambda c: 9 + COL_OF[c],
    "box": lambda c: 18 + BOX_OF[c],
}
SE_REGIONS = tuple(
    tuple(_UNIT_OF_KIND[kind.name.lower()](c) for kind in SeUnitKind) for c in range(81)
)
# The SeUnitKind of each unit index.
SE_KIND_OF_UNIT = tuple(SeUnitKind[UNIT_KINDS[u // 9].upper()] for u in range(27))

# A row's and a column's cells as an 81-bit cell set, for each cell.
ROW_BITS = tuple(UNIT_BITS[SE_REGIONS[c][SeUnitKind.ROW]] for c in range(81))
COL_BITS = tuple(UNIT_BITS[SE_REGIONS[c][SeUnitKind.COLUMN]] for c in range(81))


def _peer_places(cell: int) -> list[int]:
    """The places (9-bit masks over ``UNITS``) of ``cell``'s peers in each of its units in
    SE's order, each peer in the first unit that holds it: SE's order of a cell's peers is
    its box, then its row, then its column, each cell once."""
    masks, listed = [], {cell}
    for unit in SE_REGIONS[cell]:
        masks.append(sum(1 << place for place, o in enumerate(UNITS[unit]) if o not in listed))
        listed.update(UNITS[unit])
    return masks


# The same tables flat, read as C arrays by the compiled searches (solver.se.links, .chains
# and .engine): per cell and unit in SE's order (``cell * 3 + k``), the unit, the cell's
# place in it, its SeUnitKind and the places of the peers it adds (``_peer_places``); the cells
# of each unit (``unit * 9 + place``, ascending).
PEER_PLACES = array("h", [mask for cell in range(81) for mask in _peer_places(cell)])
REGION_UNITS = array("b", [unit for cell in range(81) for unit in SE_REGIONS[cell]])
REGION_PLACES = array(
    "b", [UNITS[unit].index(cell) for cell in range(81) for unit in SE_REGIONS[cell]]
)
REGION_KINDS = array(
    "b", [SE_KIND_OF_UNIT[unit] for cell in range(81) for unit in SE_REGIONS[cell]]
)
UNIT_CELLS = array("b", [cell for unit in UNITS for cell in unit])
# The index (0-8) of a one-bit 9-bit mask (a place in a unit, or a digit less one); -1 for
# any other mask.
BIT_INDEX = array("b", [SINGLE_DIGIT[mask] - 1 for mask in range(512)])


def zeros(typecode: str, count: int) -> array:
    """``count`` zeros of the C type ``typecode``, as the engine's tables and the searches'
    arrays start (one zero repeated: no temporary ``bytes`` to copy from)."""
    return array(typecode, (0,)) * count
