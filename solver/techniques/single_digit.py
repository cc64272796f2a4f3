"""Single-digit patterns: skyscraper, 2-string kite, turbot fish, empty rectangle.

Each is a short chain of one digit's strong links (conjugate pairs: the only two places of
the digit in a unit, so one of them holds it):

* two conjugate pairs whose near ends see each other: one far end holds the digit (if a far
  end is false, its near end is true, the other near end false, the other far end true), so
  a cell that sees both far ends cannot. The pairs in two parallel lines with near ends in
  one line make a skyscraper; a row and a column with near ends in one box, a 2-string
  kite; any other two conjugate pairs, a turbot fish.
* empty rectangle: a box whose places for the digit all lie in one row and one column of it,
  and a conjugate pair with one end on that row (or column) outside the box: if the cell
  where the pair's other line crosses the box's column (row) held the digit, the pair would
  put it on the box's row, and the box would have no place left for it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from itertools import combinations

from solver.board import (
    BIT,
    BOX_OF,
    COL_OF,
    PEER_BITS,
    ROW_OF,
    SEES,
    UNITS,
    bit_cells,
    rc_name,
    unit_name,
)
from solver.phrase import QT_TRANSLATE_NOOP, Phrase
from solver.techniques.links import conjugate_pairs
from solver.techniques.step import (
    Position,
    Step,
    Technique,
    cell_list,
    removal_text,
    technique,
)

SKYSCRAPER, KITE, TURBOT = "skyscraper", "2-string kite", "turbot fish"


def _shape(unit_a: int, unit_b: int, near_a: int, near_b: int) -> str:
    """Which pattern two conjugate pairs joined at their near ends make."""
    kind_a, kind_b = unit_a // 9, unit_b // 9
    if kind_a == kind_b and kind_a < 2:
        same_line = COL_OF if kind_a == 0 else ROW_OF
        if same_line[near_a] == same_line[near_b]:
            return SKYSCRAPER
    elif {kind_a, kind_b} == {0, 1} and BOX_OF[near_a] == BOX_OF[near_b]:
        return KITE
    return TURBOT


def _two_links(position: Position, tech: Technique, shape: str) -> Iterator[Step]:
    for digit, unit1, unit2, near1, far1, near2, far2, targets in position.shared(
        "two-link patterns", _two_link_patterns
    )[shape]:
        eliminations = tuple((c, digit) for c in targets)
        yield Step(
            technique=tech.name,
            difficulty=tech.difficulty,
            eliminations=eliminations,
            cells=tuple(sorted((near1, far1, near2, far2))),
            units=(unit1, unit2),
            digits=(digit,),
            explanation=(
                Phrase(
                    QT_TRANSLATE_NOOP(
                        "Solver",
                        "{digit} has two places in {unit1} ({far1} and {near1}) and "
                        "in {unit2} ({near2} and {far2}); {near1} and {near2} see "
                        "each other, so they are not both {digit}, and one of {far1} "
                        "and {far2} is {digit}: remove {removals}.",
                    ),
                    digit=digit,
                    unit1=unit_name(unit1),
                    far1=rc_name(far1),
                    near1=rc_name(near1),
                    unit2=unit_name(unit2),
                    near2=rc_name(near2),
                    far2=rc_name(far2),
                    removals=removal_text(eliminations),
                )
            ),
            area=Phrase(QT_TRANSLATE_NOOP("Solver", "the {digit}s"), digit=digit),
            chain=(
                ((far1,), digit, "strong", (near1,), digit),
                ((near1,), digit, "weak", (near2,), digit),
                ((near2,), digit, "strong", (far2,), digit),
            ),
        )


def _two_link_patterns(position: Position) -> dict[str, list[tuple]]:
    """Every two conjugate pairs of a digit joined at near ends that see each other, whose
    far ends both see a candidate, by the shape they make (skyscraper, kite, turbot fish):
    (digit, unit1, unit2, near1, far1, near2, far2, the candidates). Found once per position
    for the three shapes, each in the order of the digits, the pairs and their ends."""
    masks = position.masks
    found: dict[str, list[tuple]] = {SKYSCRAPER: [], KITE: [], TURBOT: []}
    for digit in range(1, 10):
        pairs = conjugate_pairs(position, digit)
        bit = BIT[digit]
        for first in range(len(pairs)):
            a1, b1, unit1 = pairs[first]
            for second in range(first + 1, len(pairs)):
                a2, b2, unit2 = pairs[second]
                if a1 in (a2, b2) or b1 in (a2, b2):
                    continue
                for turn1 in range(2):
                    near1, far1 = (b1, a1) if turn1 else (a1, b1)
                    for turn2 in range(2):
                        near2, far2 = (b2, a2) if turn2 else (a2, b2)
                        if not SEES[81 * near1 + near2]:
                            continue
                        shape = _shape(unit1, unit2, near1, near2)
                        if SEES[81 * far1 + far2] and shape != TURBOT:
                            continue  # far ends see each other: a locked pair, not this
                        targets = [
                            c
                            for c in bit_cells(PEER_BITS[far1] & PEER_BITS[far2])
                            if masks[c] & bit and c != near1 and c != near2
                        ]
                        if targets:
                            found[shape].append(
                                (digit, unit1, unit2, near1, far1, near2, far2, targets)
                            )
    return found


def _skyscraper(position: Position, tech: Technique) -> Iterator[Step]:
    return _two_links(position, tech, SKYSCRAPER)


def _kite(position: Position, tech: Technique) -> Iterator[Step]:
    found = []
    for step in _two_links(position, tech, KITE):
        found.append(step)
        yield step
    yield from _duals(tech, found)


def _turbot(position: Position, tech: Technique) -> Iterator[Step]:
    return _two_links(position, tech, TURBOT)


def _empty_rectangle(position: Position, tech: Technique) -> Iterator[Step]:
    found = []
    for step in _empty_rectangles(position, tech):
        found.append(step)
        yield step
    yield from _duals(tech, found)


def _duals(tech: Technique, steps: list[Step]) -> Iterator[Step]:
    """Two patterns of one digit on the same box (a dual kite or empty rectangle, in
    HoDoKu's words): both hold, so the step removing what either removes."""
    for first, second in combinations(steps, 2):
        if first.digits != second.digits or set(first.eliminations) & set(second.eliminations):
            continue
        if _box_of(first) != _box_of(second):
            continue
        eliminations = tuple(sorted(first.eliminations + second.eliminations))
        yield replace(
            first,
            eliminations=eliminations,
            cells=tuple(sorted(set(first.cells) | set(second.cells))),
            explanation=(
                Phrase(
                    QT_TRANSLATE_NOOP(
                        "Solver",
                        "Two patterns on the same box: {explanation} And: {second_explanation}",
                    ),
                    explanation=first.explanation,
                    second_explanation=second.explanation,
                )
            ),
            chain=first.chain + second.chain,
        )


def _box_of(step: Step) -> int:
    """The box of a kite's near ends, or of an empty rectangle."""
    if step.groups:  # an empty rectangle: its box's places
        return BOX_OF[step.groups[0][1][0]]
    return BOX_OF[step.chain[1][0][0]]  # a kite: the near ends share the box


def _empty_rectangles(position: Position, tech: Technique) -> Iterator[Step]:
    for digit, box, cells, row, col, unit, end, other, target in _empty_rectangle_patterns(
        position
    ):
        eliminations = ((target, digit),)
        yield Step(
            technique=tech.name,
            difficulty=tech.difficulty,
            eliminations=eliminations,
            cells=tuple(sorted({*cells, end, other})),
            units=(box, unit),
            digits=(digit,),
            explanation=(
                Phrase(
                    QT_TRANSLATE_NOOP(
                        "Solver",
                        "In {box}, {digit} can only go in {row} or {column} ({cells}). In "
                        "{unit} it goes in {end} or {other}. If {target} were {digit}, "
                        "{other} would not be, {end} would, and {box} would have no place "
                        "left for it: remove {removals}.",
                    ),
                    box=unit_name(box),
                    digit=digit,
                    row=unit_name(row),
                    column=unit_name(9 + col),
                    cells=cell_list(cells),
                    unit=unit_name(unit),
                    end=rc_name(end),
                    other=rc_name(other),
                    target=rc_name(target),
                    removals=removal_text(eliminations),
                )
            ),
            area=unit_name(box),
            chain=(
                ((target,), digit, "weak", (other,), digit),
                ((other,), digit, "strong", (end,), digit),
            ),
            groups=(("box", tuple(cells), (digit,)),),
        )


def _empty_rectangle_patterns(position: Position) -> list[tuple]:
    """Every empty rectangle: (digit, box, its places, the row and column holding them,
    the unit, ends and target of the conjugate pair), by digit, box, row, column, pair
    and end."""
    masks = position.masks
    found = []
    for digit in range(1, 10):
        bit = BIT[digit]
        pairs = conjugate_pairs(position, digit)
        line_pairs = [(a, b, u) for a, b, u in pairs if u < 18]
        for box in range(18, 27):
            if position.placed_digits[box] & bit:
                continue
            cells = []
            for c in UNITS[box]:
                mask = masks[c]
                if mask & bit and mask & (mask - 1):
                    cells.append(c)
            if len(cells) < 2:
                continue
            rows = cols = 0
            for c in cells:
                rows |= 1 << ROW_OF[c]
                cols |= 1 << COL_OF[c]
            if not rows & (rows - 1) or not cols & (cols - 1):
                continue  # all in one row or one column
            top, left = 3 * ((box - 18) // 3), 3 * ((box - 18) % 3)
            for row in range(top, top + 3):
                for col in range(left, left + 3):
                    if not _on_cross(cells, row, col):
                        continue
                    for a, b, unit in line_pairs:
                        for turn in range(2):
                            end, other = (b, a) if turn else (a, b)
                            target = _er_target(unit, end, other, row, col)
                            if target >= 0 and masks[target] & bit:
                                found.append(
                                    (digit, box, cells, row, col, unit, end, other, target)
                                )
    return found


def _on_cross(cells: list[int], row: int, col: int) -> bool:
    """Whether every one of ``cells`` lies on ``row`` or on ``col``."""
    return all(ROW_OF[cell] == row or COL_OF[cell] == col for cell in cells)


def _er_target(unit: int, end: int, other: int, row: int, col: int) -> int:
    """The cell an empty rectangle on ``row`` and ``col`` (of its box) and a conjugate pair
    of the line ``unit`` (``end`` on the box's row or column) remove the digit from, or -1:
    a pair in a column outside the box's stack with its end on the row (the target: the
    other end's row on the column), or in a row outside its band with its end on the
    column."""
    if unit >= 9:
        if COL_OF[end] // 3 == col // 3 or ROW_OF[end] != row or ROW_OF[other] // 3 == row // 3:
            return -1
        return 9 * ROW_OF[other] + col
    if ROW_OF[end] // 3 == row // 3 or COL_OF[end] != col or COL_OF[other] // 3 == col // 3:
        return -1
    return 9 * row + COL_OF[other]


def skyscraper(difficulty: int) -> Technique:
    return technique(SKYSCRAPER, difficulty, _skyscraper)


def two_string_kite(difficulty: int) -> Technique:
    return technique(KITE, difficulty, _kite)


def turbot_fish(difficulty: int) -> Technique:
    return technique(TURBOT, difficulty, _turbot)


def empty_rectangle(difficulty: int) -> Technique:
    return technique("empty rectangle", difficulty, _empty_rectangle)
