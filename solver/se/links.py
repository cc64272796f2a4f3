# cython: boundscheck=False, wraparound=False
"""SE's two kinds of links on one grid, as flat tables indexed by key: what an "on" turns off
(weak links) and what an "off" turns on (strong links), each in SE's order.

The tables are ``array`` columns (offsets, targets, causes: a compressed sparse row layout)
so that the compiled searches of ``solver.se.chains`` read them as C arrays, with no Python
object per link; the same code runs as plain Python over the arrays.
"""

from __future__ import annotations

from array import array

from solver.se.keys import (
    BIT_INDEX,
    KEY_COUNT,
    NAKED,
    PEER_PLACES,
    REGION_KINDS,
    REGION_PLACES,
    REGION_UNITS,
    SE_KIND_OF_UNIT,
    UNIT_CELLS,
    zeros,
)

# The most weak links an "on" has: the cell's 8 other digits and its 20 peers.
MOST_WEAK_LINKS = 28
# The most strong links an "off" has: the cell's last digit and the digit's last place in
# each of its three units.
MOST_STRONG_LINKS = 4
# What an implication's cause is when it has none (an "off", or the assumption itself); the
# others are NAKED and the SeUnitKind values.
NO_CAUSE = -2
# The cause a ``cause`` code stands for (``cause + 2`` indexes it): None, NAKED, then the kinds.
CAUSES = (None, NAKED, *sorted(set(SE_KIND_OF_UNIT)))


# The bit of each row's first cell in an 81-bit cell set (rows are units 0-8 of ``UNITS``).
ROW_START_BITS = tuple(1 << (9 * row) for row in range(9))


def unit_digit_places(units) -> list[int]:
    """``places[digit]``: the cells (81-bit set) where ``digit`` is a candidate, from the
    grid's ``unit_places`` ``units``: a row's places are its cells' bits, shifted to the
    row's first cell (a Python int: the shift goes past 64 bits)."""
    places = [0] * 10
    for digit in range(1, 10):
        cells = 0
        for row in range(9):
            cells |= ROW_START_BITS[row] * units[row * 10 + digit]
        places[digit] = cells
    return places


def unit_places(masks) -> array:
    """``places[unit * 10 + digit]``: the places (9-bit mask, bit = place in ``UNITS``) of
    ``digit`` in ``unit`` on the grid ``masks`` (an ``array("h")``)."""
    table = zeros("h", 270)
    places = table  # compiled, a C view of the table
    for unit in range(27):
        for place in range(9):
            mask = masks[UNIT_CELLS[unit * 9 + place]]
            while mask:
                low = mask & -mask
                places[unit * 10 + BIT_INDEX[low] + 1] |= 1 << place
                mask ^= low
    return table


class Links:
    """The static links of one grid (81 masks, 0 for placed cells; ``static_links`` works
    them out): for an "on" key the "off" keys it implies
    (``weak_to[weak_start[key]:weak_start[key + 1]]``), for an "off" key the "on" keys it
    implies and why (``strong_to``, ``strong_cause``: NAKED or the SeUnitKind of the unit it
    is the last place in). ``masks`` keeps the grid for the searches' removals."""

    def __init__(self, grid) -> None:
        self.masks = array("h", grid)
        self.weak_start = zeros("h", KEY_COUNT + 1)
        self.weak_to = zeros("h", KEY_COUNT // 2 * MOST_WEAK_LINKS)
        self.strong_start = zeros("h", KEY_COUNT + 1)
        self.strong_to = zeros("h", KEY_COUNT // 2 * MOST_STRONG_LINKS)
        self.strong_cause = zeros("b", KEY_COUNT // 2 * MOST_STRONG_LINKS)


def static_links(grid, y: bool, x: bool) -> Links:
    """The static links of ``grid`` in SE's order: an "on" turns off the cell's other
    digits (y links), then the digit in its box, row and column; an "off" turns on the
    cell's last digit (y) and the digit's last place in its box, row and column (x)."""
    links = Links(grid)
    masks = links.masks
    places = unit_places(masks)
    weak_start, weak_to = links.weak_start, links.weak_to
    strong_start, strong_to, strong_cause = links.strong_start, links.strong_to, links.strong_cause
    weak_count = strong_count = 0
    for cell in range(81):
        mask = masks[cell]
        for digit in range(10):
            # Keys in ascending order: each key's links follow the previous key's.
            key = (cell * 10 + digit) * 2  # candidate_key(cell, digit, False)
            weak_start[key] = weak_start[key + 1] = weak_count
            strong_start[key] = strong_start[key + 1] = strong_count
            bit = (1 << digit) >> 1  # BIT[digit], 0 for digit 0
            if not mask & bit:
                continue
            if y:
                others = mask & ~bit
                while others:
                    low = others & -others
                    weak_to[weak_count] = (cell * 10 + BIT_INDEX[low] + 1) * 2
                    weak_count += 1
                    others ^= low
            for region in range(cell * 3, cell * 3 + 3):  # the peers, in SE's order
                unit = REGION_UNITS[region]
                peers = places[unit * 10 + digit] & PEER_PLACES[region]
                while peers:
                    low = peers & -peers
                    peer = UNIT_CELLS[unit * 9 + BIT_INDEX[low]]
                    weak_to[weak_count] = (peer * 10 + digit) * 2
                    weak_count += 1
                    peers ^= low
            last = BIT_INDEX[mask & ~bit]  # the cell's other digit less one, if only one
            if y and last >= 0:
                strong_to[strong_count] = (cell * 10 + last + 1) * 2 + 1
                strong_cause[strong_count] = NAKED
                strong_count += 1
            if x:
                for region in range(cell * 3, cell * 3 + 3):
                    unit = REGION_UNITS[region]
                    spots = places[unit * 10 + digit] & ~(1 << REGION_PLACES[region])
                    if spots and not spots & (spots - 1):
                        on_cell = UNIT_CELLS[unit * 9 + BIT_INDEX[spots]]
                        strong_to[strong_count] = (on_cell * 10 + digit) * 2 + 1
                        strong_cause[strong_count] = REGION_KINDS[region]
                        strong_count += 1
            strong_start[key + 1] = strong_count
    weak_start[KEY_COUNT] = weak_count
    strong_start[KEY_COUNT] = strong_count
    return links
