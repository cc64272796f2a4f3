"""Each unit's places for each digit as 9-bit masks, and the searches that read them in C:
the first step of the teaching finders of hidden singles, locked candidates, naked and hidden
sets and basic fish, each digit's conjugate pairs, and SE's direct techniques.

These finders are asked at nearly every step of a rating or an explanation, and seldom find
anything: on 81-bit cell sets their searches cost tens of microseconds each, on one table of
9-bit masks per position (``unit_places``: bit ``i`` of a unit is its cell
``UNITS[unit][i]``), C arrays once compiled (places.pxd), a few. They return where the
step is only; the finders' own code makes the one step taken (``intersections.locked_step``,
``subsets.hidden_step``, the enumerator's first step in that unit or for that digit), the
same as their enumerators write it.

The teaching order: pointing box by box, claiming row then column by line, each digit in
turn, the crossing units by index; sets unit by unit (rows, columns, boxes), their digits
or cells in ``combinations`` order; fish digit by digit, rows then columns. SE's order (its
direct techniques, ``solver.se_path``): pointing, boxes on columns then boxes on rows;
claiming, columns on boxes then rows on boxes; each pass digit by digit, the first unit by
index, then the units it crosses. Hidden sets in boxes, then columns, then rows, their
digits in colex order (SE's Permutations: by the highest digit, then the next).
"""

from __future__ import annotations

from array import array

from solver.board import COUNT, LOWEST, UNIT_CELLS, UNITS, UNITS_OF
from solver.techniques.step import Position

# ``unit_places``' three tables, one after the other, each ``10 * unit + digit``: the
# cells with the digit as a candidate (from 0), those of them with no other candidate (from
# SINGLE), and those not yet filled (from FREE: not placed by the caller; without a
# caller's ``placed``, not single).
SINGLE, FREE = 270, 540
# UNIT_IN[3 * cell + kind]: the cell's unit of that kind (row, column, box), INDEX_IN[3 *
# cell + kind] its bit there; CROSS[27 * unit + other]: the bits of ``unit`` in ``other`` (0
# where they do not cross, or are one unit). With board's UNIT_CELLS, COUNT and LOWEST, the
# compiled module reads them as C arrays.
UNIT_IN = bytes(unit for cell in range(81) for unit in UNITS_OF[cell])
INDEX_IN = bytes(UNITS[unit].index(cell) for cell in range(81) for unit in UNITS_OF[cell])
CROSS = array(
    "H",
    [
        0 if unit == other else sum(1 << i for i, c in enumerate(UNITS[unit]) if c in UNITS[other])
        for unit in range(27)
        for other in range(27)
    ],
)
# The passes of SE's Locking: (the kind of the first units, the kind of those they cross).
POINTING_PASSES = ((2, 1), (2, 0))
CLAIMING_PASSES = ((1, 2), (0, 2))
# Units in the order of SE's hidden sets: boxes, columns, rows.
SET_UNITS = bytes((*range(18, 27), *range(9, 18), *range(9)))
# The teaching order's units: pointing's boxes on the lines, claiming's lines on the boxes.
BOXES, LINES = bytes(range(18, 27)), bytes(range(18))


def unit_places(position: Position) -> array:
    """The three tables of a position (from 0, ``SINGLE`` and ``FREE``), built once and
    shared by every search of this module through ``position.shared``."""
    return position.shared("unit places", _unit_places)


def _unit_places(position: Position) -> array:
    masks, placed = position.masks, position.placed
    table = array("H", bytes(1620))
    places = table  # compiled: a C view of the table
    for cell in range(81):
        mask = masks[cell]
        if not mask:
            continue
        single = COUNT[mask] == 1
        free = not single if placed is None else cell not in placed
        for kind in range(3):
            base = 10 * UNIT_IN[3 * cell + kind]
            bit = 1 << INDEX_IN[3 * cell + kind]
            for digit in range(1, 10):
                if mask >> (digit - 1) & 1:
                    places[base + digit] |= bit
                    if single:
                        places[SINGLE + base + digit] |= bit
                    if free:
                        places[FREE + base + digit] |= bit
    return table


def direct_locking(places, passes) -> tuple[int, int, int, int, int] | None:
    """SE's first locked candidates in ``passes`` (POINTING_PASSES or CLAIMING_PASSES)
    that leave a hidden single: (digit, unit, cover, the single's unit, its cell).

    The digit's places in ``unit`` (two or more, none of them a single) all lie in
    ``cover``, which loses it elsewhere; the single is in another unit of ``unit``'s kind
    crossing ``cover``: of its places (two or more, filled cells left out), one only is
    outside ``cover``."""
    for first_kind, cover_kind in passes:
        for digit in range(1, 10):
            for unit in range(9 * first_kind, 9 * first_kind + 9):
                spots = places[10 * unit + digit]
                if places[SINGLE + 10 * unit + digit] or COUNT[spots] < 2:
                    continue
                for cover in range(9 * cover_kind, 9 * cover_kind + 9):
                    inside = CROSS[27 * unit + cover]
                    if not inside or spots & ~inside:
                        continue
                    if not places[10 * cover + digit] & ~CROSS[27 * cover + unit]:
                        continue
                    for other in range(9 * first_kind, 9 * first_kind + 9):
                        crossing = CROSS[27 * other + cover]
                        if other == unit or not crossing:
                            continue
                        where = places[FREE + 10 * other + digit]
                        rest = where & ~crossing
                        if COUNT[where] > 1 and COUNT[rest] == 1:
                            return digit, unit, cover, other, UNIT_CELLS[9 * other + LOWEST[rest]]
    return None


def direct_hidden(places, size: int) -> tuple[int, int, int, int] | None:
    """SE's first hidden set of ``size`` digits (2 or 3) that removes something and leaves
    a hidden single in its unit: (unit, the set's digits as a mask, the single's digit,
    its cell).

    The set's digits (each with two to ``size`` places in the unit, none a single) have
    ``size`` places between them; the single is a digit outside the set with two places
    or more in the unit (filled cells left out), one only outside the set's cells."""
    digits = array("b", bytes(9))
    for index in range(27):
        unit = SET_UNITS[index]
        base = 10 * unit
        count = 0
        for digit in range(1, 10):
            if not places[SINGLE + base + digit] and 2 <= COUNT[places[base + digit]] <= size:
                digits[count] = digit
                count += 1
        for last in range(count):
            for middle in range(last):
                keep = 1 << (digits[middle] - 1) | 1 << (digits[last] - 1)
                cells = places[base + digits[middle]] | places[base + digits[last]]
                if size == 2:
                    found = _set_single(places, unit, keep, cells, 2)
                    if found >= 0:
                        return unit, keep, found // 81, found % 81
                    continue
                for first in range(middle):
                    found = _set_single(
                        places,
                        unit,
                        keep | 1 << (digits[first] - 1),
                        cells | places[base + digits[first]],
                        3,
                    )
                    if found >= 0:
                        return unit, keep | 1 << (digits[first] - 1), found // 81, found % 81
    return None


def _set_single(places, unit: int, keep: int, cells: int, size: int) -> int:
    """The hidden single (81 * digit + cell) the hidden set of ``keep`` (a digit mask)
    on ``cells`` (bits of ``unit``) leaves, or -1: none, or the set is none (its digits
    have more places than ``size``) or removes nothing."""
    if COUNT[cells] != size:
        return -1
    base = 10 * unit
    removes = False  # a cell of the set holds another digit (a loop: C, where any() is not)
    for digit in range(1, 10):
        if not keep >> (digit - 1) & 1 and places[base + digit] & cells:
            removes = True
            break
    if not removes:
        return -1
    base += FREE
    for digit in range(1, 10):
        if keep >> (digit - 1) & 1:
            continue
        where = places[base + digit]
        rest = where & ~cells
        if COUNT[where] > 1 and COUNT[rest] == 1:
            return 81 * digit + UNIT_CELLS[9 * unit + LOWEST[rest]]
    return -1


def first_locked(places, firsts: bytes, covers: bytes) -> tuple[int, int, int] | None:
    """The first locked candidates (digit, unit, cover) in the teaching order: each unit
    of ``firsts``, each digit, each unit of ``covers`` crossing it. The digit's places in
    the unit (two or more, none of them a single) all lie in the cover, which loses it
    elsewhere."""
    for index in range(len(firsts)):
        unit = firsts[index]
        for digit in range(1, 10):
            spots = places[10 * unit + digit]
            if places[SINGLE + 10 * unit + digit] or COUNT[spots] < 2:
                continue
            for other in range(len(covers)):
                cover = covers[other]
                inside = CROSS[27 * unit + cover]
                if not inside or spots & ~inside:
                    continue
                if places[10 * cover + digit] & ~CROSS[27 * cover + unit]:
                    return digit, unit, cover
    return None


def first_hidden(places, size: int) -> tuple[int, int] | None:
    """The first hidden set of ``size`` digits that removes something, in the teaching
    order: (unit, its digits as a mask), ``_first_set`` over each unit's digits."""
    items, pick = array("b", bytes(9)), array("b", bytes(4))
    for unit in range(27):
        chosen = _first_set(places, 10 * unit + 1, 1, size, items, pick)
        if chosen:
            return unit, chosen
    return None


def first_fish(places, size: int) -> tuple[int, bool] | None:
    """The digit and the base lines' kind (rows: True) of the first basic fish of ``size``
    base lines that removes something, in ``fish.basic_fish``'s order: digit by digit, rows
    then columns, ``_first_set`` over the digit's lines of the kind."""
    items, pick = array("b", bytes(9)), array("b", bytes(4))
    for digit in range(1, 10):
        for kind in range(2):
            if _first_set(places, 90 * kind + digit, 10, size, items, pick):
                return digit, kind == 0
    return None


def _first_set(places, start: int, step: int, size: int, items, pick) -> int:
    """The first (``itertools.combinations``' order) ``size`` of the nine masks at
    ``places[start + step * k]`` (a unit's digits: its hidden sets; a digit's rows or
    columns: its fish) with ``size`` bits between them, which another of the nine meets, as a
    mask of their k; 0 if none. Only masks of two to ``size`` bits without a single take
    part (at ``SINGLE`` beyond each). ``items`` (9) and ``pick`` (4): the caller's room for
    the masks taking part and a combination of them."""
    count = 0
    for k in range(9):
        index = start + step * k
        if not places[SINGLE + index] and 2 <= COUNT[places[index]] <= size:
            items[count] = k
            count += 1
    if count < size:
        return 0
    for i in range(size):
        pick[i] = i
    while True:
        chosen = union = 0
        for i in range(size):
            chosen |= 1 << items[pick[i]]
            union |= places[start + step * items[pick[i]]]
        if COUNT[union] == size:
            for k in range(9):
                if not chosen >> k & 1 and places[start + step * k] & union:
                    return chosen
        if not _next_pick(pick, size, count):
            return 0


def _next_pick(pick, size: int, count: int) -> bool:
    """Turn ``pick`` (``size`` ascending indices below ``count``) into the next combination
    in ``itertools.combinations``' order; False after the last."""
    i = size - 1
    while i >= 0 and pick[i] == count - size + i:
        i -= 1
    if i < 0:
        return False
    pick[i] += 1
    for j in range(i + 1, size):
        pick[j] = pick[j - 1] + 1
    return True


def conjugate_table(places) -> list[list[tuple[int, int, int]]]:
    """Each digit's conjugate pairs (``links.conjugate_pairs``): (cell a, cell b, unit),
    a < b, in unit order, where the digit has two places and no single-candidate cell."""
    table: list[list[tuple[int, int, int]]] = [[] for _ in range(10)]
    for digit in range(1, 10):
        found = table[digit]
        for unit in range(27):
            spots = places[10 * unit + digit]
            if places[SINGLE + 10 * unit + digit] or COUNT[spots] != 2:
                continue
            low = LOWEST[spots]
            high = LOWEST[spots & ~(1 << low)]
            found.append((UNIT_CELLS[9 * unit + low], UNIT_CELLS[9 * unit + high], unit))
    return table


def first_naked_unit(masks, size: int) -> int:
    """The first unit (rows, columns, boxes) where ``subsets.naked_subsets`` finds a step,
    or -1: ``size`` open cells with ``size`` digits between them that another open cell of
    the unit holds, or (in a box, 2 or 3 cells) an open cell of the line they share
    outside the box."""
    unit_masks = array("h", bytes(18))  # the unit's open cells' masks (0: not open)
    small = array("b", bytes(9))
    pick = array("b", bytes(4))
    for unit in range(27):
        count = 0
        for i in range(9):
            mask = masks[UNIT_CELLS[9 * unit + i]]
            unit_masks[i] = mask if COUNT[mask] > 1 else 0
            if 2 <= COUNT[mask] <= size:
                small[count] = i
                count += 1
        if count < size:
            continue
        for i in range(size):
            pick[i] = i
        while True:
            union = chosen = 0
            for i in range(size):
                union |= unit_masks[small[pick[i]]]
                chosen |= 1 << small[pick[i]]
            if COUNT[union] == size:
                if _others_hold(unit_masks, chosen, union):
                    return unit
                if unit >= 18 and size <= 3 and _line_holds(masks, unit, chosen, union):
                    return unit
            if not _next_pick(pick, size, count):
                break
    return -1


def _others_hold(unit_masks, chosen: int, union: int) -> bool:
    """Whether an open cell of the unit outside ``chosen`` holds a digit of ``union``."""
    holds = False  # (a loop: C, where any() is not)
    for i in range(9):
        if not chosen >> i & 1 and unit_masks[i] & union:
            holds = True
            break
    return holds


def _line_holds(masks, box: int, chosen: int, union: int) -> bool:
    """Whether the cells ``chosen`` of ``box`` share a row (else a column) whose open
    cells outside the box hold a digit of ``union``."""
    first = UNIT_CELLS[9 * box + LOWEST[chosen]]
    for kind in range(2):
        line = UNIT_IN[3 * first + kind]
        if chosen & ~CROSS[27 * box + line]:
            continue
        inside = CROSS[27 * line + box]
        for i in range(9):
            if not inside >> i & 1:
                mask = masks[UNIT_CELLS[9 * line + i]]
                if COUNT[mask] > 1 and mask & union:
                    return True
        return False
    return False


def first_hidden_single(places, units: bytes) -> tuple[int, int, int] | None:
    """The first hidden single (unit, digit, cell), the ``units`` in turn, each digit in
    turn: a digit with one place in the unit, not a single-candidate cell."""
    for index in range(len(units)):
        unit = units[index]
        for digit in range(1, 10):
            spots = places[10 * unit + digit]
            if COUNT[spots] == 1 and not places[SINGLE + 10 * unit + digit]:
                return unit, digit, UNIT_CELLS[9 * unit + LOWEST[spots]]
    return None
