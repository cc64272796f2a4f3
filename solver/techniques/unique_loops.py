# cython: boundscheck=False, wraparound=False
"""Sudoku Explainer's unique rectangles and unique loops, as SE finds and rates them.

A unique loop is a closed path of open cells, each holding the same two digits a and b,
where consecutive cells share a unit (alternating its kind) and every unit the loop enters
holds exactly two of its cells, one at an odd and one at an even place: were every cell
just a or b, the two digits could swap all round the loop, a second solution. The four-cell
loop is the unique rectangle. Like SE, the path knows four ways out (cells with more than
a and b are "extra" cells):

* type 1: one extra cell: it is not a nor b;
* type 2: the extra cells share one extra digit: a cell seeing them all is not that digit;
* type 3: two extra cells in one unit act as one cell holding their extra digits, in a
  naked set with other cells of the unit, or the loop's two digits with other digits form
  a hidden set there;
* type 4: two extra cells in one unit where a (or b) has no other place: neither is b (a).

SE rates a loop 4.5 for four cells, 4.6 for six, 4.7 for eight and 5.0 for ten or more;
type 3 adds 0.1 for each digit of its naked set past the first (each cell of its hidden
set past two). It takes the lowest rated, then the lowest type (SE's UniqueLoops). This
module follows SE's search, so the step the rating path takes is SE's; the hint engine's
rectangles (``solver.techniques.uniqueness``) are HoDoKu's.

The search finds SE's loops in SE's order, but walks only cells that can be on a new one:
a cell alone in one of its units among the cells holding both digits is on none, and the
loops through an earlier start were found from it.
"""

from __future__ import annotations

from itertools import combinations

from solver.board import (
    BIT,
    COUNT,
    DIGITS_OF,
    PEERS,
    POPCOUNT,
    UNIT_BITS,
    UNITS,
    UNITS_OF,
    unit_name,
)
from solver.phrase import QT_TRANSLATE_NOOP, Phrase
from solver.techniques.bug import SE_UNITS, unsolved_cells
from solver.techniques.step import Position, Step, Technique, cell_list, digit_list, removal_text

LOOP_DIFFICULTY = 45  # with the unique rectangles (solver.techniques.TECHNIQUES)
MAX_DEGREE = 7  # SE's largest type-3 set
# SE_UNITS_OF[3 * cell + kind]: the cell's unit of each kind in SE's order of unit kinds
# (box, row, column). With the other tables of the loop search (JOINABLE, board's COUNT), the
# compiled module reads it as a C array.
SE_UNITS_OF = bytes(unit for c in range(81) for unit in (UNITS_OF[c][2], *UNITS_OF[c][:2]))


def loop_rating(cells: int) -> float:
    """SE's base rating of a unique loop of ``cells`` cells (UniqueLoopHint)."""
    return 4.5 + (0.5 if cells >= 10 else 0.2 if cells >= 8 else 0.1 if cells >= 6 else 0.0)


# What a unit holds of a loop being built (_loops): no cell, one at a place of parity p
# (1 + p), or BOTH (two, at places of either parity).
BOTH = 3
# JOINABLE[4 * p + held]: whether a cell may join the loop at a place of parity p, by what
# one of its units holds: not two loop cells, nor one at a place of parity p (no unit of a
# valid loop holds three of its cells, nor two at places of the same parity).
JOINABLE = bytes(held not in (BOTH, 1 + p) for p in (0, 1) for held in range(4))


def _peel(cells: int) -> int:
    """``cells`` less, again and again, a cell alone in one of its units: it cannot be on a
    valid loop, where each unit the loop enters holds two of its cells."""
    peeled = True
    while peeled:
        peeled = False
        for unit_bits in UNIT_BITS:
            inside = cells & unit_bits
            if inside and not inside & (inside - 1):
                cells ^= inside
                peeled = True
    return cells


def _loops(masks, a: int, b: int, start: int, cells: int) -> list[list[int]]:
    """Every valid loop (a list of cells, ``start`` first) on a and b from ``start``, in
    SE's order of search (checkForLoops); each may come more than once. Its cells are
    taken from ``cells`` (an 81-bit set): loops through a cell of just a and b before
    ``start`` are left out, the search from that cell found them all (each is a valid loop
    from any of its cells, either way round)."""
    search = _LoopSearch(masks, BIT[a] | BIT[b], start, cells)
    search.extend(1, 2, 0, -1)
    return search.found


class _LoopSearch:
    """SE's search for loops from one start cell: the loop being built, what each unit
    holds of it, and the loops it closed."""

    def __init__(self, masks: tuple[int, ...], pair: int, start: int, cells: int) -> None:
        self.masks = masks
        self.pair = pair
        # members[9 * unit + i]: the unit's i-th cell of ``cells`` (in the unit's order)
        self.members = bytearray(9 * 27)
        self.sizes = bytearray(27)
        left = cells
        while left:
            bit = left & -left
            left ^= bit
            cell = bit.bit_length() - 1
            for unit in UNITS_OF[cell]:
                self.members[9 * unit + self.sizes[unit]] = cell
                self.sizes[unit] += 1
        self.loop = bytearray(81)
        self.loop[0] = start
        self.on_loop = bytearray(81)
        self.on_loop[start] = 1
        self.held = bytearray(27)  # what each unit holds of the loop (BOTH)
        for unit in UNITS_OF[start]:
            self.held[unit] = 1
        self.found: list[list[int]] = []

    def extend(self, length: int, allowed: int, extra: int, last_kind: int) -> None:
        """Extends the loop's first ``length`` cells in every way SE's search does, adding
        each valid loop it closes to ``found``. ``allowed`` is how many more cells may hold
        other digits than the loop's (``extra``) unless those are all one digit; the next
        cell is reached through a unit of another kind than ``last_kind``."""
        loop, on_loop, members = self.loop, self.on_loop, self.members
        cell, start = loop[length - 1], loop[0]
        parity = length % 2
        for kind in range(3):
            if kind == last_kind:
                continue
            unit = SE_UNITS_OF[3 * cell + kind]
            for index in range(self.sizes[unit]):
                nxt = members[9 * unit + index]
                if nxt == start and length >= 4:
                    closed = list(loop[:length])
                    if _valid(closed):
                        self.found.append(closed)
                    continue
                if on_loop[nxt]:
                    continue
                mask = self.masks[nxt]
                more = extra | (mask & ~self.pair)
                fat = COUNT[mask] > 2
                if fat and COUNT[more] != 1 and allowed <= 0:
                    continue
                if not self.may_join(nxt, parity):
                    continue
                loop[length] = nxt
                on_loop[nxt] = 1
                self.hold(nxt, parity, True)
                self.extend(length + 1, allowed - fat, more, kind)
                self.hold(nxt, parity, False)
                on_loop[nxt] = 0

    def may_join(self, cell: int, parity: int) -> bool:
        """Whether ``cell`` can be the loop's next cell, at a place of ``parity``, and the
        loop still be valid (JOINABLE), by what its units hold of the loop."""
        row = 4 * parity
        units = 3 * cell
        held = self.held
        return bool(
            JOINABLE[row + held[SE_UNITS_OF[units]]]
            and JOINABLE[row + held[SE_UNITS_OF[units + 1]]]
            and JOINABLE[row + held[SE_UNITS_OF[units + 2]]]
        )

    def hold(self, cell: int, parity: int, joining: bool) -> None:
        """Records that ``cell`` joins the loop at a place of ``parity``, or leaves it (the
        other cell of a unit holding two is then at a place of the other parity)."""
        held = self.held
        for kind in range(3):
            unit = SE_UNITS_OF[3 * cell + kind]
            if joining:
                held[unit] = BOTH if held[unit] else 1 + parity
            else:
                held[unit] = 2 - parity if held[unit] == BOTH else 0


def _valid(loop: list[int]) -> bool:
    """SE's isValidLoop: every unit the loop enters holds two of its cells, one at an odd
    and one at an even place."""
    odd: set[int] = set()
    even: set[int] = set()
    for i, cell in enumerate(loop):
        side = odd if i % 2 else even
        for unit in UNITS_OF[cell]:
            if unit in side:
                return False
            side.add(unit)
    return odd == even


def _hints(position: Position):
    """Every (rating, type, step) SE's UniqueLoops finds, in its order of search."""
    masks = position.masks
    unsolved = unsolved_cells(position)
    for loop, a, b in _new_loops(position):
        extra_cells = [c for c in loop if POPCOUNT[masks[c]] > 2]
        yield from _loop_hints(masks, unsolved, loop, a, b, BIT[a] | BIT[b], extra_cells)


def _new_loops(position: Position):
    """Every loop SE's search finds (its cells, then its two digits), the first time it
    finds it, in its order of search."""
    masks = position.masks
    seen: set = set()
    on_loops: dict[int, int] = {}  # each pair of digits' cells that may be on a loop
    for start in range(81):
        if POPCOUNT[masks[start]] != 2:
            continue
        a, b = DIGITS_OF[masks[start]]
        pair = masks[start]
        if pair not in on_loops:
            on_loops[pair] = position.digit_cells[a] & position.digit_cells[b]
        cells = _peel(on_loops[pair])
        # Every loop through this cell is found from it: later starts leave it out.
        on_loops[pair] = cells & ~(1 << start)
        if not cells >> start & 1:
            continue
        for loop in _loops(masks, a, b, start, cells):
            key = frozenset(loop)
            if (key, a, b) not in seen:
                seen.add((key, a, b))
                yield loop, a, b


def _loop_hints(masks, unsolved, loop, a, b, pair, extra_cells):
    base = loop_rating(len(loop))
    if len(extra_cells) == 1:
        cell = extra_cells[0]
        removals = [(cell, a), (cell, b)]
        yield base, 1, _step(1, loop, a, b, removals, _type_1_text(loop, a, b, cell, removals))
        return
    if len(extra_cells) < 2:
        return
    extra = 0
    for cell in extra_cells:
        extra |= masks[cell] & ~pair
    if POPCOUNT[extra] == 1:
        step = _type_2(masks, loop, a, b, extra_cells, extra)
        if step is not None:
            yield base, 2, step
    elif len(extra_cells) == 2:
        for rating, step in _type_3(masks, unsolved, loop, a, b, extra_cells, extra):
            yield base + rating, 3, step
    if len(extra_cells) == 2:
        step = _type_4(masks, loop, a, b, extra_cells)
        if step is not None:
            yield base, 4, step


def _type_2(masks, loop, a, b, extra_cells, extra):
    digit = DIGITS_OF[extra][0]
    seeing = set.intersection(*(set(PEERS[c]) for c in extra_cells)) - set(extra_cells)
    removals = [(c, digit) for c in sorted(seeing) if masks[c] & extra]
    if not removals:
        return None
    text = Phrase(
        QT_TRANSLATE_NOOP(
            "Solver",
            "{intro} So one of {extra_cells} is {digit}: a cell seeing them all is not {digit}: "
            "remove {removals}.",
        ),
        intro=_intro(loop, a, b),
        extra_cells=cell_list(extra_cells),
        digit=digit,
        removals=removal_text(removals),
    )
    return _step(2, loop, a, b, removals, text)


def _type_3(masks, unsolved, loop, a, b, extra_cells, extra):
    """The naked and hidden sets of SE's type 3, lowest degree first: (added rating, step)."""
    c1, c2 = extra_cells
    units = [u for u in SE_UNITS if u in UNITS_OF[c1] and u in UNITS_OF[c2]]
    for degree in range(2, MAX_DEGREE + 1):
        for unit in units:
            open_cells = [c for c in UNITS[unit] if unsolved[c]]
            if degree * 2 <= len(open_cells) and degree >= POPCOUNT[extra]:
                yield from _naked(masks, loop, a, b, c1, c2, extra, unit, degree)
            if degree * 2 < len(open_cells):
                yield from _hidden(masks, unsolved, loop, a, b, c1, c2, extra, unit, degree)


def _naked(masks, loop, a, b, c1, c2, extra, unit, degree):
    others = [c for c in UNITS[unit] if c not in (c1, c2)]
    for cells in combinations(others, degree - 1):
        if any(POPCOUNT[masks[c]] < 2 for c in cells):
            continue
        others = 0
        for c in cells:
            others |= masks[c]
        union = extra | others
        # SE's test: the set's digits are also those the two cells share, with the others'
        if (
            POPCOUNT[union] != degree
            or POPCOUNT[(extra & masks[c1] & masks[c2]) | others] != degree
        ):
            continue
        removals = []
        for digit in DIGITS_OF[union]:
            holders = [c for c in (*cells, c1, c2) if masks[c] & BIT[digit]]
            victims = set.intersection(*(set(PEERS[c]) for c in holders))
            removals += [(c, digit) for c in sorted(victims) if masks[c] & BIT[digit]]
        if not removals:
            continue
        text = Phrase(
            QT_TRANSLATE_NOOP(
                "Solver",
                "{intro} So {c1} or {c2} holds one of {extra}, as if they were one cell; in "
                "{unit}, with {cells} that makes {count} cells for {digits}: remove {removals}.",
            ),
            intro=_intro(loop, a, b),
            c1=cell_list((c1,)),
            c2=cell_list((c2,)),
            extra=digit_list(DIGITS_OF[extra], "or"),
            unit=unit_name(unit),
            cells=cell_list(cells),
            count=degree,
            digits=digit_list(DIGITS_OF[union]),
            removals=removal_text(removals),
        )
        step = _step(3, loop, a, b, removals, text, ("naked", cells, DIGITS_OF[union]))
        yield (degree - 1) * 0.1, step


def _hidden(masks, unsolved, loop, a, b, c1, c2, extra, unit, degree):
    pair = BIT[a] | BIT[b]
    rest = [d for d in range(1, 10) if not (pair | extra) & BIT[d]]
    cells_of = {
        d: {c for c in UNITS[unit] if c != c2 and unsolved[c] and masks[c] & BIT[d]}
        for d in range(1, 10)
    }
    for chosen in combinations(rest, degree - 2):
        digits = (*chosen, a, b)
        if any(not cells_of[d] for d in digits):
            continue
        places = set().union(*(cells_of[d] for d in digits))
        if len(places) != degree:
            continue
        hidden = sorted(places - {c1, c2})
        keep = sum(BIT[d] for d in digits)
        removals = [(c, d) for c in hidden for d in DIGITS_OF[masks[c] & ~keep]]
        if not removals:
            continue
        text = Phrase(
            QT_TRANSLATE_NOOP(
                "Solver",
                "{intro} So {c1} or {c2} holds one of {extra}, and the other {a} or {b}: in "
                "{unit}, {digits} then only fit in {cells} and one of the two: remove {removals}.",
            ),
            intro=_intro(loop, a, b),
            c1=cell_list((c1,)),
            c2=cell_list((c2,)),
            extra=digit_list(DIGITS_OF[extra], "or"),
            a=a,
            b=b,
            unit=unit_name(unit),
            digits=digit_list(sorted(digits)),
            cells=cell_list(hidden),
            removals=removal_text(removals),
        )
        step = _step(
            3, loop, a, b, removals, text, ("hidden", tuple(hidden), tuple(sorted(digits)))
        )
        yield (len(hidden) - 1) * 0.1, step


def _type_4(masks, loop, a, b, extra_cells):
    c1, c2 = extra_cells
    locked = {a: None, b: None}
    for unit in SE_UNITS:
        if unit not in UNITS_OF[c1] or unit not in UNITS_OF[c2]:
            continue
        for digit in (a, b):
            if not any(masks[c] & BIT[digit] for c in UNITS[unit] if c not in (c1, c2)):
                locked[digit] = unit
    for digit, other in ((a, b), (b, a)):
        unit = locked[digit]
        if unit is None:
            continue
        removals = [(c1, other), (c2, other)]
        text = Phrase(
            QT_TRANSLATE_NOOP(
                "Solver",
                "{intro} In {unit}, {digit} can only go in {c1} or {c2}, so one of them is "
                "{digit}; if either were {other}, the loop would be deadly: remove {removals}.",
            ),
            intro=_intro(loop, a, b),
            unit=unit_name(unit),
            digit=digit,
            c1=cell_list((c1,)),
            c2=cell_list((c2,)),
            other=other,
            removals=removal_text(removals),
        )
        return _step(4, loop, a, b, removals, text)
    return None


def _type_1_text(loop, a, b, cell, removals):
    return Phrase(
        QT_TRANSLATE_NOOP(
            "Solver", "{intro} Only {cell} holds more, so it is neither: remove {removals}."
        ),
        intro=_intro(loop, a, b),
        cell=cell_list((cell,)),
        removals=removal_text(removals),
    )


def _intro(loop, a, b) -> Phrase:
    return Phrase(
        QT_TRANSLATE_NOOP(
            "Solver",
            "{cells} form a loop holding {a} and {b}, each unit it enters holding two of its "
            "cells. If they held only {a} and {b}, the two digits could swap all round the "
            "loop and the puzzle would have two solutions.",
        ),
        cells=cell_list(loop),
        a=a,
        b=b,
    )


def _step(kind: int, loop, a, b, removals, text, *groups) -> Step:
    name = ("unique rectangle type {}" if len(loop) == 4 else "unique loop type {}").format(kind)
    cells = [*loop, *(c for group in groups for c in group[1])]
    return Step(
        technique=name,
        difficulty=LOOP_DIFFICULTY,
        eliminations=tuple(sorted(set(removals))),
        cells=tuple(sorted(set(cells))),
        digits=(a, b),
        explanation=text,
        area=cell_list(loop),
        groups=(("loop", tuple(loop), (a, b)), *groups),
    )


def unique_loop_rating(step: Step) -> float:
    """SE's rating of a step of this module (its loop and type-3 set are in its groups)."""
    loop = next(group for group in step.groups if group[0] == "loop")
    rating = loop_rating(len(loop[1]))
    for role, cells, digits in step.groups:
        if role == "naked":
            rating += (len(digits) - 1) * 0.1
        elif role == "hidden":
            rating += (len(cells) - 1) * 0.1
    return round(rating, 1)


def _all_steps(position: Position, technique: Technique):
    """Every step, SE's choice first: lowest rated, then lowest type, then first found."""
    found = list(_hints(position))
    order = sorted(range(len(found)), key=lambda i: (round(found[i][0], 1), found[i][1], i))
    for i in order:
        yield found[i][2]


def _find(position: Position, technique: Technique) -> Step | None:
    return next(_all_steps(position, technique), None)


def se_unique_loops() -> Technique:
    """SE's unique rectangles and loops as one technique (SE takes the lowest rated)."""
    return Technique("unique loops", LOOP_DIFFICULTY, _find, _all_steps, True)
