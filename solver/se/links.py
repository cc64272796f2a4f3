"""SE's two kinds of links on one grid, as tables indexed by key: what an "on" turns off
(weak links) and what an "off" turns on (strong links), each in SE's order."""

from __future__ import annotations

from solver.board import BIT, DIGITS_OF, POPCOUNT, UNIT_BITS
from solver.se.keys import (
    CELL_BIT,
    KEY_COUNT,
    NAKED,
    PEER_GROUPS,
    SE_KIND_OF_UNIT,
    SE_PEER_BITS,
    SE_REGIONS,
)


def digit_places(grid) -> list[int]:
    """``places[digit]``: the cells (81-bit set) where ``digit`` is a candidate."""
    places = [0] * 10
    for cell in range(81):
        for digit in DIGITS_OF[grid[cell]]:
            places[digit] |= 1 << cell
    return places


def static_links(grid, places: list[int], y: bool, x: bool) -> tuple[list, list]:
    """The static links of ``grid`` (``places`` its ``digit_places``) as lists indexed by
    key: for an "on" key the "off" keys it implies, for an "off" key the (on key, cause)
    pairs it implies, in SE's order: an "on" turns off the cell's other digits (y links),
    then the digit in its box, row and column; an "off" turns on the cell's last digit (y)
    and the digit's last place in its box, row and column (x). ``candidate_key`` is written
    out: a Python call per link would cost the compiled engine as much as the links."""
    weak: list = [()] * KEY_COUNT
    strong: list = [()] * KEY_COUNT
    for cell in range(81):
        mask = grid[cell]
        for digit in DIGITS_OF[mask]:
            key = (cell * 10 + digit) * 2
            bit = BIT[digit]
            offs = [(cell * 10 + o) * 2 for o in DIGITS_OF[mask & ~bit]] if y else []
            hits = places[digit] & SE_PEER_BITS[cell]
            for group in PEER_GROUPS[cell]:
                group &= hits
                while group:
                    low = group & -group
                    offs.append(((low.bit_length() - 1) * 10 + digit) * 2)
                    group ^= low
            weak[key + 1] = tuple(offs)
            ons = []
            if y and POPCOUNT[mask] == 2:
                ons.append(((cell * 10 + DIGITS_OF[mask & ~bit][0]) * 2 + 1, NAKED))
            if x:
                others = places[digit] & ~CELL_BIT[cell]
                for unit in SE_REGIONS[cell]:
                    spots = others & UNIT_BITS[unit]
                    if spots and not spots & (spots - 1):
                        on_key = ((spots.bit_length() - 1) * 10 + digit) * 2 + 1
                        ons.append((on_key, SE_KIND_OF_UNIT[unit]))
            strong[key] = tuple(ons)
    return weak, strong
