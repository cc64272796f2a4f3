"""Uniqueness: techniques that rely on the puzzle having one solution.

A deadly pattern is four open cells on two rows, two columns and two boxes holding only the
same two digits a and b: the digits could swap around the rectangle, so a puzzle with one
solution never ends in one. A rectangle whose four cells all hold a and b (the floor: cells
with only a and b; the roof: cells with more) must therefore keep some extra digit:

* type 1: three floor cells; the roof cell holds something else and loses a and b;
* type 2: two roof cells in one unit with the same single extra digit c: one of them is c,
  so a cell seeing both is not;
* type 3: two roof cells in one unit; their extras act as one cell in a naked subset with
  other cells of that unit;
* type 4: two roof cells in one unit where a has no other place: one of them is a, so
  neither can be b (then both would be a, or the other b: the deadly pattern);
* hidden rectangle: a floor corner whose opposite corner's row and column each have a only
  in the rectangle: the opposite corner cannot be b;
* BUG+1: every open cell holds two candidates except one that holds three, and every digit
  is twice in each unit except one digit three times around that cell: without that digit
  there the grid would be a bivalue universal grave, which has several solutions or none;
  so the cell is that digit (its other two candidates go, as HoDoKu has it).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from solver.board import (
    BIT,
    COL_OF,
    DIGITS_OF,
    PEER_BITS,
    POPCOUNT,
    ROW_OF,
    SINGLE_DIGIT,
    UNIT_BITS,
    UNITS,
    UNITS_OF,
    bit_cells,
    rc_name,
    unit_name,
)
from solver.phrase import QT_TRANSLATE_NOOP, Phrase, listing
from solver.techniques.step import (
    Position,
    Step,
    Technique,
    cell_list,
    digit_list,
    first_of,
    removal_text,
)


def _rectangles(position: Position) -> list[tuple[tuple[int, int, int, int], int, int]]:
    """The rectangles of ``_find_rectangles``, found once per position."""
    return position.shared("rectangles", lambda p: list(_find_rectangles(p)))


def _find_rectangles(position: Position) -> Iterator[tuple[tuple[int, int, int, int], int, int]]:
    """Every rectangle of open cells on two rows, columns and boxes where each cell holds a
    or b (a < b) and two hold both: (corners (r1c1, r1c2, r2c1, r2c2), a, b). A corner may
    have lost a or b already (a "missing candidate"): the cells are open, so not givens,
    and a grid with a and b swapped around them is still a solution of the puzzle."""
    digit_cells = position.digit_cells
    for a, b in combinations(range(1, 10), 2):
        both = digit_cells[a] & digit_cells[b]
        if both.bit_count() < 2:
            continue
        either = digit_cells[a] | digit_cells[b]
        cols_of_row = [(either >> (9 * r)) & 0x1FF for r in range(9)]
        for r1, r2 in combinations(range(9), 2):
            shared = cols_of_row[r1] & cols_of_row[r2]
            if POPCOUNT[shared] < 2:
                continue
            cols = [c for c in range(9) if shared >> c & 1]
            for c1, c2 in combinations(cols, 2):
                if (r1 // 3 == r2 // 3) == (c1 // 3 == c2 // 3):
                    continue  # one box or four boxes
                corners = (9 * r1 + c1, 9 * r1 + c2, 9 * r2 + c1, 9 * r2 + c2)
                if sum(both >> c & 1 for c in corners) >= 2:
                    yield corners, a, b


def _shared_units(a: int, b: int) -> list[int]:
    return [u for u in UNITS_OF[a] if u in UNITS_OF[b]]


def _step(tech, corners, a, b, eliminations=(), placements=(), why="") -> Step:
    return Step(
        technique=tech.name,
        difficulty=tech.difficulty,
        eliminations=tuple(eliminations),
        placements=tuple(placements),
        cells=tuple(sorted(corners)),
        digits=(a, b),
        explanation=why,
        # (each line by its own name, so that every notation renames it)
        area=listing(
            [unit_name(row) for row in sorted({ROW_OF[c] for c in corners})]
            + [unit_name(9 + col) for col in sorted({COL_OF[c] for c in corners})]
        ),
    )


def _intro(corners, a, b, floor) -> str:
    return Phrase(
        QT_TRANSLATE_NOOP(
            "Solver",
            "{corners} form a rectangle on two boxes holding {a} and {b}; {floor} hold nothing "
            "else. If the others held only {a} and {b} too, the two digits could swap around the "
            "rectangle and the puzzle would have two solutions.",
        ),
        corners=cell_list(sorted(corners)),
        a=a,
        b=b,
        floor=cell_list(floor),
    )


def _type_1(position: Position, tech: Technique) -> Iterator[Step]:
    masks = position.masks
    for corners, a, b in _rectangles(position):
        pair = BIT[a] | BIT[b]
        roof = [c for c in corners if masks[c] != pair]
        if len(roof) != 1:
            continue
        eliminations = tuple((roof[0], d) for d in (a, b) if masks[roof[0]] & BIT[d])
        floor = [c for c in corners if c != roof[0]]
        yield _step(
            tech,
            corners,
            a,
            b,
            eliminations,
            why=(
                Phrase(
                    QT_TRANSLATE_NOOP(
                        "Solver", "{intro} So {roof} holds something else: remove {removals}."
                    ),
                    intro=_intro(corners, a, b, sorted(floor)),
                    roof=rc_name(roof[0]),
                    removals=removal_text(eliminations),
                )
            ),
        )


def _two_roofs(position: Position, diagonal: bool = False):
    """Rectangles with two floor cells and two roof cells (in one unit unless
    ``diagonal``): (corners, a, b, floor, roof, extras of the roof)."""
    masks = position.masks
    for corners, a, b in _rectangles(position):
        pair = BIT[a] | BIT[b]
        roof = [c for c in corners if masks[c] != pair]
        if len(roof) != 2:
            continue
        in_line = ROW_OF[roof[0]] == ROW_OF[roof[1]] or COL_OF[roof[0]] == COL_OF[roof[1]]
        if in_line == diagonal:
            continue
        floor = [c for c in corners if c not in roof]
        if any(masks[c] != pair for c in floor):
            continue
        extras = (masks[roof[0]] | masks[roof[1]]) & ~pair
        yield corners, a, b, floor, roof, extras


def _type_2(position: Position, tech: Technique) -> Iterator[Step]:
    masks = position.masks
    for corners, a, b, floor, roof, extras in _two_roofs(position):
        pair = BIT[a] | BIT[b]
        if POPCOUNT[extras] != 1 or any(masks[c] & ~pair != extras for c in roof):
            continue
        c_digit = SINGLE_DIGIT[extras]
        seen = PEER_BITS[roof[0]] & PEER_BITS[roof[1]]
        targets = [c for c in bit_cells(seen) if masks[c] & extras and POPCOUNT[masks[c]] > 1]
        if not targets:
            continue
        eliminations = tuple((c, c_digit) for c in targets)
        yield _step(
            tech,
            corners,
            a,
            b,
            eliminations,
            why=(
                Phrase(
                    QT_TRANSLATE_NOOP(
                        "Solver",
                        "{intro} So one of {roof} is {c_digit}, their only other candidate: "
                        "remove {removals}.",
                    ),
                    intro=_intro(corners, a, b, floor),
                    roof=cell_list(roof),
                    c_digit=c_digit,
                    removals=removal_text(eliminations),
                )
            ),
        )


def _type_3(position: Position, tech: Technique) -> Iterator[Step]:
    masks = position.masks
    for corners, a, b, floor, roof, extras in _two_roofs(position):
        if POPCOUNT[extras] < 2:
            continue
        per_unit: dict[int, tuple] = {}
        for unit in _shared_units(*roof):
            others = [c for c in UNITS[unit] if c not in roof and POPCOUNT[masks[c]] > 1]
            for size in range(1, len(others)):
                for subset in combinations(others, size):
                    union = extras
                    for c in subset:
                        union |= masks[c]
                    if POPCOUNT[union] != size + 1:
                        continue
                    eliminations = tuple(
                        (c, d)
                        for c in others
                        if c not in subset
                        for d in DIGITS_OF[masks[c] & union]
                    )
                    if not eliminations:
                        continue
                    per_unit.setdefault(unit, eliminations)
                    digits = digit_list(DIGITS_OF[union])
                    yield _step(
                        tech,
                        corners,
                        a,
                        b,
                        eliminations,
                        why=(
                            Phrase(
                                QT_TRANSLATE_NOOP(
                                    "Solver",
                                    "{intro} So {roof} hold one of their other digits, "
                                    "{extra_digits}, as if they were one cell; with {subset} that "
                                    "makes {value} cells for {digits}: remove {removals}.",
                                ),
                                intro=_intro(corners, a, b, floor),
                                roof=cell_list(roof),
                                extra_digits=digit_list(DIGITS_OF[extras]),
                                subset=cell_list(subset),
                                value=size + 1,
                                digits=digits,
                                removals=removal_text(eliminations),
                            )
                        ),
                    )
        if len(per_unit) > 1:  # the roof's row or column and its box, at once
            both = tuple(sorted({e for found in per_unit.values() for e in found}))
            yield _step(
                tech,
                corners,
                a,
                b,
                both,
                why=(
                    Phrase(
                        QT_TRANSLATE_NOOP(
                            "Solver",
                            "{intro} So {roof} hold one of their other digits, {extra_digits}, as "
                            "if "
                            "they were one cell, which makes a naked subset in each unit they "
                            "share: remove {removals}.",
                        ),
                        intro=_intro(corners, a, b, floor),
                        roof=cell_list(roof),
                        extra_digits=digit_list(DIGITS_OF[extras]),
                        removals=removal_text(both),
                    )
                ),
            )


def _type_4(position: Position, tech: Technique) -> Iterator[Step]:
    digit_cells = position.digit_cells
    for corners, a, b, floor, roof, _extras in _two_roofs(position):
        roof_bits_of = (1 << roof[0]) | (1 << roof[1])
        for unit in _shared_units(*roof):
            for x, y in ((a, b), (b, a)):
                if digit_cells[x] & UNIT_BITS[unit] != roof_bits_of:
                    continue
                eliminations = tuple((c, y) for c in roof if position.masks[c] & BIT[y])
                if not eliminations:
                    continue
                yield _step(
                    tech,
                    corners,
                    a,
                    b,
                    eliminations,
                    why=(
                        Phrase(
                            QT_TRANSLATE_NOOP(
                                "Solver",
                                "{intro} In {unit}, {x} can only go in {roof}, so one of them is "
                                "{x}; if either were {y}, the rectangle would be deadly: remove "
                                "{removals}.",
                            ),
                            intro=_intro(corners, a, b, floor),
                            unit=unit_name(unit),
                            x=x,
                            roof=cell_list(roof),
                            y=y,
                            removals=removal_text(eliminations),
                        )
                    ),
                )


def _hidden_rectangle(position: Position, tech: Technique) -> Iterator[Step]:
    masks = position.masks
    digit_cells = position.digit_cells
    for corners, a, b in _rectangles(position):
        pair = BIT[a] | BIT[b]
        for corner in corners:
            if masks[corner] != pair:
                continue
            opposite = next(
                c for c in corners if ROW_OF[c] != ROW_OF[corner] and COL_OF[c] != COL_OF[corner]
            )
            row, col = ROW_OF[opposite], 9 + COL_OF[opposite]
            in_row = sum(1 << c for c in corners if ROW_OF[c] == ROW_OF[opposite])
            in_col = sum(1 << c for c in corners if COL_OF[c] == COL_OF[opposite])
            for x, y in ((a, b), (b, a)):
                if not masks[opposite] & BIT[y]:
                    continue
                in_row_x = digit_cells[x] & UNIT_BITS[row]
                in_col_x = digit_cells[x] & UNIT_BITS[col]
                if not in_row_x or in_row_x & ~in_row or not in_col_x or in_col_x & ~in_col:
                    continue
                eliminations = ((opposite, y),)
                yield _step(
                    tech,
                    corners,
                    a,
                    b,
                    eliminations,
                    why=(
                        Phrase(
                            QT_TRANSLATE_NOOP(
                                "Solver",
                                "{corners} form a rectangle on two boxes holding {a} and {b}, and "
                                "{corner} holds nothing else. In {row} and in {column}, {x} can "
                                "only go in the rectangle. If {opposite} were {y}, both its "
                                "neighbours in the rectangle would be {x} and {corner} {y}: a "
                                "deadly pattern. Remove {removals}.",
                            ),
                            corners=cell_list(sorted(corners)),
                            a=a,
                            b=b,
                            corner=rc_name(corner),
                            row=unit_name(row),
                            column=unit_name(col),
                            x=x,
                            opposite=rc_name(opposite),
                            y=y,
                            removals=removal_text(eliminations),
                        )
                    ),
                )


def _bug_plus_one(position: Position, tech: Technique) -> Iterator[Step]:
    masks = position.masks
    open_cells = [c for c in range(81) if POPCOUNT[masks[c]] > 1]
    big = [c for c in open_cells if POPCOUNT[masks[c]] > 2]
    if len(big) != 1 or POPCOUNT[masks[big[0]]] != 3:
        return
    cell = big[0]
    digit_cells = position.digit_cells
    extra = 0
    for d in DIGITS_OF[masks[cell]]:
        if all((digit_cells[d] & UNIT_BITS[u]).bit_count() == 3 for u in UNITS_OF[cell]):
            extra = d
    if not extra:
        return
    for unit in range(27):
        for d in range(1, 10):
            count = (digit_cells[d] & UNIT_BITS[unit]).bit_count()
            allowed = (3,) if d == extra and unit in UNITS_OF[cell] else (0, 2)
            if count not in allowed:
                return
    eliminations = tuple((cell, d) for d in DIGITS_OF[masks[cell]] if d != extra)
    yield Step(
        technique=tech.name,
        difficulty=tech.difficulty,
        eliminations=eliminations,
        cells=(cell,),
        units=UNITS_OF[cell],
        digits=(extra,),
        explanation=(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Solver",
                    "Every open cell holds two candidates but {cell}, which holds three, and "
                    "every digit has two places in each unit but {extra} around {cell}, which has "
                    "three. Without {extra} in {cell} the grid would be a bivalue universal "
                    "grave, which never has exactly one solution: {cell} is {extra}: remove "
                    "{removals}.",
                ),
                cell=rc_name(cell),
                extra=extra,
                removals=removal_text(eliminations),
            )
        ),
        area=rc_name(cell),
    )


UNIQUENESS = {
    "unique rectangle type 1": _type_1,
    "unique rectangle type 2": _type_2,
    "unique rectangle type 3": _type_3,
    "unique rectangle type 4": _type_4,
    "hidden rectangle": _hidden_rectangle,
    "bug+1": _bug_plus_one,
}

# The first unique rectangle of type 1 (the original finder's name, kept for callers).
find_unique_rectangle = first_of(_type_1)


def uniqueness(name: str, difficulty: int) -> Technique:
    """The uniqueness technique ``name`` (a key of UNIQUENESS)."""
    enumerate_steps = UNIQUENESS[name]
    return Technique(name, difficulty, first_of(enumerate_steps), enumerate_steps, True)
