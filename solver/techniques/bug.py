"""Sudoku Explainer's bivalue universal grave (BUG), types 2 to 4.

A BUG is a grid whose open cells all hold two candidates and whose digits all have two
places in each unit they are open in: such a grid has no solution or several, so a puzzle
with one solution never reaches it. When removing some "BUG values" from some "BUG cells"
would leave a BUG, one of those cells holds its BUG value (type 1, one cell, is BUG+1 in
``solver.techniques.uniqueness``):

* type 2: one BUG value for every BUG cell: a cell seeing them all is not that value;
* type 3: the BUG cells share a unit; together they hold one of their BUG values, as if
  they were one cell holding them all: with other cells of the unit they make a naked set,
  whose digits go from every cell that sees each of the set's cells holding that digit;
* type 4: two BUG cells sharing a unit and one digit besides their BUG values: if a cell
  is not its BUG value, it is that digit, so both lose their other digits.

The search is SukakuExplainer's (BivalueUniversalGrave, with lkSudoku's fix), so the step
SE's rating path takes is the one SE takes. Ratings: type 2 and 4 5.7, type 3 5.7 plus 0.1
for each digit of the naked set beyond the first (``solver.se_scale``).
"""

from __future__ import annotations

from itertools import combinations

from solver.board import (
    BIT,
    DIGITS_OF,
    PEERS,
    POPCOUNT,
    UNIT_BITS,
    UNITS_OF,
    bit_cells,
    unit_name,
)
from solver.phrase import QT_TRANSLATE_NOOP, Phrase
from solver.techniques.step import (
    PEER_SETS,
    Position,
    Step,
    Technique,
    cell_bits,
    cell_list,
    digit_list,
    first_of,
    removal_text,
)

# SE's order of units: boxes, then rows, then columns.
SE_UNITS = (*range(18, 27), *range(9), *range(9, 18))
MAX_NAKED = 6  # SE's largest type-3 naked set
BUG_DIFFICULTY = 45  # beside BUG+1 (solver.techniques.TECHNIQUES)


def unsolved_bits(position: Position) -> int:
    """The cells still to fill as SE sees them (``unsolved_cells``), as an 81-bit set."""
    return position.open_bits | cell_bits(position.unsettled_singles())


def unsolved_cells(position: Position) -> list[bool]:
    """Whether each cell is still to be filled, as SE sees it: a cell with one candidate
    that still needs a step (a naked single) is empty, with that candidate."""
    unsolved = [POPCOUNT[mask] > 1 for mask in position.masks]
    for cell in position.unsettled_singles():
        unsolved[cell] = True
    return unsolved


def _bug_cells(
    masks, unsolved: int, places
) -> tuple[list[int], dict[int, int], int, set[int]] | None:
    """The BUG cells (in the order SE finds them), their BUG values, every BUG value (a
    mask) and the open cells seeing every BUG cell; None when no BUG is in sight.

    ``unsolved``: the cells still to fill (81-bit, ``unsolved_bits``); ``places[digit]``:
    the cells (81-bit) where the digit is a candidate. SE counts a digit's places unit by
    unit; most positions are no BUG, and the bit counts find it out without a list."""
    holds = [where & unsolved for where in places]
    fat_cells = 0
    for cell in bit_cells(unsolved):
        if POPCOUNT[masks[cell]] >= 3:
            fat_cells |= 1 << cell
    cells: list[int] = []
    values: dict[int, int] = {}
    every = 0
    common: set[int] | None = None
    extra_cells: set[int] | None = None
    only_value, one_value = 0, True
    for unit in SE_UNITS:
        unit_bits = UNIT_BITS[unit]
        for digit in range(1, 10):
            spots = holds[digit] & unit_bits
            if not spots or spots.bit_count() == 2:
                continue
            if not spots & fat_cells:
                return None  # three places, none of them a cell with extra candidates
            fat = bit_cells(spots & fat_cells)
            if extra_cells is None:
                extra_cells, only_value = set(fat), digit
            elif one_value:
                if digit == only_value:
                    extra_cells.update(fat)
                else:
                    one_value = False
            if len(fat) == 1:
                common = _add(fat[0], BIT[digit], cells, values, common)
                every |= BIT[digit]
                if len(cells) > 1 and POPCOUNT[every] > 1 and not common:
                    return None
    if one_value and extra_cells is not None and len(extra_cells) > len(cells):
        # lkSudoku: one digit with more than two places, each in a cell of its own
        for cell in sorted(extra_cells - set(cells)):
            common = _add(cell, BIT[only_value], cells, values, common)
            if len(cells) > 1 and POPCOUNT[every] > 1 and not common:
                return None
    if not cells or not _is_bug(masks, unsolved, holds, values):
        return None
    return cells, values, every, common or set()


def _add(cell: int, bit: int, cells: list[int], values: dict[int, int], common):
    """Record ``bit`` as a BUG value of ``cell``; the cells seeing every BUG cell after it."""
    if cell not in values:
        cells.append(cell)
    values[cell] = values.get(cell, 0) | bit
    seen = set(PEERS[cell]) if common is None else common & PEER_SETS[cell]
    return seen - set(cells)


def _is_bug(masks, unsolved: int, holds, values: dict[int, int]) -> bool:
    """Whether the grid without the BUG values is a BUG: every cell to fill keeps two
    candidates (or none), and every digit two places (or none) in each unit. ``holds``:
    each digit's places among the ``unsolved`` cells (81-bit)."""
    rest = list(holds)
    for cell in bit_cells(unsolved):
        left = masks[cell] & ~values.get(cell, 0)
        if left and POPCOUNT[left] != 2:
            return False
    for cell, value in values.items():
        for digit in DIGITS_OF[value]:
            rest[digit] &= ~(1 << cell)
    for unit_bits in UNIT_BITS:
        for digit in range(1, 10):
            if (rest[digit] & unit_bits).bit_count() not in (0, 2):
                return False
    return True


def _shared_units(cells) -> list[int]:
    """The units (in SE's order) every one of ``cells`` lies in."""
    return [u for u in SE_UNITS if all(u in UNITS_OF[c] for c in cells)]


def _intro(cells, values) -> Phrase:
    return Phrase(
        QT_TRANSLATE_NOOP(
            "Solver",
            "Without {values} in {cells}, every open cell would hold two candidates and every "
            "digit would have two places in each unit: a bivalue universal grave, which never "
            "has exactly one solution. So one of {cells} holds its extra digit.",
        ),
        cells=cell_list(cells),
        values=digit_list(sorted({d for m in values.values() for d in DIGITS_OF[m]})),
    )


def _step(name: str, cells, values, eliminations, text, *, digits=(), groups=()):
    return Step(
        technique=name,
        difficulty=BUG_DIFFICULTY,
        eliminations=tuple(sorted(eliminations)),
        cells=tuple(sorted(cells)),
        digits=tuple(digits),
        explanation=text,
        area=cell_list(sorted(cells)),
        groups=(("bug", tuple(sorted(values)), tuple(sorted({
            d for m in values.values() for d in DIGITS_OF[m]}))), *groups),
    )  # fmt: skip


def _bug_steps(position: Position, tech: Technique):
    """Every BUG step, in SE's order: type 2 then 4 when the BUG cells share one BUG value,
    else type 4 then 3."""
    masks = position.masks
    found = _bug_cells(masks, unsolved_bits(position), position.candidate_bits)
    if found is None or len(found[0]) < 2:
        return
    cells, values, every, common = found
    if POPCOUNT[every] == 1:
        yield from _type_2(masks, cells, values, every, common)
        yield from _type_4(masks, cells, values, every)
    elif common:
        yield from _type_4(masks, cells, values, every)
        yield from _type_3(masks, cells, values, every, common)


def _type_2(masks, cells, values, every, common):
    digit = DIGITS_OF[every][0]
    eliminations = [(c, digit) for c in sorted(common) if masks[c] & every]
    if eliminations:
        text = Phrase(
            QT_TRANSLATE_NOOP(
                "Solver",
                "{intro} Their extra digit is {digit}, so a cell seeing them all is not {digit}: "
                "remove {removals}.",
            ),
            intro=_intro(cells, values),
            digit=digit,
            removals=removal_text(eliminations),
        )
        yield _step("bug type 2", cells, values, eliminations, text, digits=(digit,))


def _type_4(masks, cells, values, every):
    if len(cells) != 2:
        return
    c1, c2 = cells
    other = masks[c1] & masks[c2] & ~every
    if POPCOUNT[other] != 1:
        return
    for unit in _shared_units(cells):
        eliminations = [(c, d) for c in cells for d in DIGITS_OF[masks[c] & ~values[c] & ~other]]
        if not eliminations:
            return
        text = Phrase(
            QT_TRANSLATE_NOOP(
                "Solver",
                "{intro} They share {unit}; {digit} is their only other common digit: if one "
                "of them is not its extra digit, it is {digit}. Remove {removals}.",
            ),
            intro=_intro(cells, values),
            unit=unit_name(unit),
            digit=DIGITS_OF[other][0],
            removals=removal_text(eliminations),
        )
        yield _step("bug type 4", cells, values, eliminations, text, digits=DIGITS_OF[other])


def _type_3(masks, cells, values, every, common):
    units = _shared_units(cells)
    for degree in range(2, MAX_NAKED + 1):
        for unit in units:
            # (SE's CommonTuples refuses a cell of one candidate or none)
            others = [c for c in sorted(common) if unit in UNITS_OF[c] and POPCOUNT[masks[c]] > 1]
            for naked in combinations(others, degree - 1):
                union = 0
                for c in naked:
                    union |= masks[c]
                if POPCOUNT[union] != degree or every & ~union:
                    continue
                eliminations = _naked_removals(masks, naked, cells, union)
                if not eliminations:
                    continue
                text = Phrase(
                    QT_TRANSLATE_NOOP(
                        "Solver",
                        "{intro} In {unit} they act as one cell holding {extra}; with {naked} "
                        "that makes {count} cells for {digits}: remove {removals}.",
                    ),
                    intro=_intro(cells, values),
                    unit=unit_name(unit),
                    extra=digit_list(DIGITS_OF[every]),
                    naked=cell_list(naked),
                    count=degree,
                    digits=digit_list(DIGITS_OF[union]),
                    removals=removal_text(eliminations),
                )
                yield _step(
                    "bug type 3",
                    (*cells, *naked),
                    values,
                    eliminations,
                    text,
                    digits=DIGITS_OF[union],
                    groups=(("naked", tuple(naked), DIGITS_OF[union]),),
                )


def _naked_removals(masks, naked, bug_cells, union: int) -> list[tuple[int, int]]:
    """Each digit of the naked set goes from the cells seeing every cell of the set (the
    BUG cells standing for one) that holds it, as SE's generalised naked set has it."""
    eliminations = []
    for digit in DIGITS_OF[union]:
        holders = [c for c in (*naked, *bug_cells) if masks[c] & BIT[digit]]
        victims = set.intersection(*(set(PEERS[c]) for c in holders))
        eliminations += [(c, digit) for c in sorted(victims) if masks[c] & BIT[digit]]
    return eliminations


def se_bug() -> Technique:
    """SE's BUG types 2 to 4 as one technique (SE takes the first of them it sees); each
    step is named after its type."""
    return Technique("bug", BUG_DIFFICULTY, first_of(_bug_steps), _bug_steps, True)
