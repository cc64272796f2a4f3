"""What a branch of a "+" or nested rung applies when it is stuck: SE's Locking,
HiddenSet(2), NakedSet(2) and Fisherman(2) in SE's order, then the inner chaining rungs.
Each rule yields (removable, parent keys, inner conclusion): the parents are the branch's
own removals the conclusion rests on (SE's "rule parents")."""

from __future__ import annotations

from collections.abc import Callable

from solver.board import BIT, DIGITS_OF, POPCOUNT, UNIT_BITS, UNITS, bit_cells
from solver.se.keys import (
    COL_BITS,
    NAKED,
    ROW_BITS,
    SE_KIND_OF_UNIT,
    SE_REGIONS,
    candidate_key,
)
from solver.se.proof import ChainHint, ChainKind, Implication
from solver.se.rules import MULTIPLE, UNARY, Rule, dynamic_rule

# What an inner rung's conclusions on a branch's grid are: (rule, grid) -> hints (the
# engine's, kept in its memory where it can).
InnerHints = Callable[[Rule, list], list[ChainHint]]


def in_hash_map_order(removable) -> list[tuple[int, int]]:
    """``removable`` in the order SE walks a rule's removals: its hints keep them in a Java
    HashMap keyed by cell (hash: the cell's index), so the cells come by their index modulo
    the table's size (16, doubled while more than three quarters full), in the order they
    were put in within one slot, and each cell's digits in ascending order. The order a
    branch turns them off decides which parents later implications get, so SE's complexity
    follows it."""
    digits: dict[int, list[int]] = {}
    for cell, digit in removable:
        digits.setdefault(cell, []).append(digit)
    size = 16
    while len(digits) > size * 3 // 4:
        size *= 2
    cells = sorted(digits, key=lambda cell: cell & (size - 1))
    return [(cell, digit) for cell in cells for digit in sorted(digits[cell])]


def _any_removed(removed: list[int]) -> int:
    """The cells that lost any digit."""
    cells = 0
    for bits in removed:
        cells |= bits
    return cells


def _removed_in(source, work, bits: int, digit: int) -> list[int]:
    """The "off" keys of ``digit`` in the cells ``bits`` that ``source`` had and ``work``
    lost."""
    bit = BIT[digit]
    return [
        candidate_key(c, digit, False)
        for c in bit_cells(bits)
        if source[c] & bit and not work[c] & bit
    ]


_BOXES, _ROWS, _COLUMNS = tuple(range(18, 27)), tuple(range(9)), tuple(range(9, 18))
# SE's Locking: boxes on columns, boxes on rows, columns on boxes, rows on boxes; each pass
# digit by digit, the first unit by index, then the units it crosses by index.
_LOCKING_PASSES = tuple(
    tuple((first, tuple(u for u in second if UNIT_BITS[u] & UNIT_BITS[first])) for first in firsts)
    for firsts, second in (
        (_BOXES, _COLUMNS),
        (_BOXES, _ROWS),
        (_COLUMNS, _BOXES),
        (_ROWS, _BOXES),
    )
)
# SE's HiddenSet and NakedSet look at boxes, then columns, then rows.
_SE_SET_ORDER = _BOXES + _COLUMNS + _ROWS
# Pairs of positions 0-8 in the order SE's Permutations gives them (by the higher, then the
# lower).
_PAIRS = tuple((a, b) for b in range(9) for a in range(b))


def _locking(work, source, places, removed):
    """Locked candidates in SE's order (``_LOCKING_PASSES``)."""
    for passing in _LOCKING_PASSES:
        for digit in range(1, 10):
            lost = removed[digit]
            if not lost:
                continue  # the parents, removals of the digit in the unit, would be none
            digit_places = places[digit]
            for unit, crossing in passing:
                unit_bits = UNIT_BITS[unit]
                spots = digit_places & unit_bits
                if not lost & unit_bits or spots.bit_count() < 2:
                    continue
                for cover in crossing:
                    cover_bits = UNIT_BITS[cover]
                    if spots & ~cover_bits:
                        continue
                    gone = digit_places & cover_bits & ~unit_bits
                    if gone:
                        removable = tuple((c, digit) for c in bit_cells(gone))
                        parents = _removed_in(source, work, unit_bits & ~cover_bits, digit)
                        yield removable, parents, None


def _hidden_pairs(work, source, places, removed):
    """SE's HiddenSet(2): in units with more than four open cells, two digits sharing the
    same two places (at least two each), pairs of digits in SE's order."""
    removed_any = _any_removed(removed)
    for unit in _SE_SET_ORDER:
        unit_bits = UNIT_BITS[unit]
        if not removed_any & unit_bits:
            continue  # the parents, removals of the pair's digits in the unit, would be none
        if sum(1 for c in UNITS[unit] if work[c]) <= 4:
            continue
        spots = [places[d] & unit_bits for d in range(10)]
        for low, high in _PAIRS:
            a, b = low + 1, high + 1
            if spots[a].bit_count() != 2 or spots[b] != spots[a]:
                continue
            if not (removed[a] | removed[b]) & unit_bits:
                continue
            pair = BIT[a] | BIT[b]
            cells = bit_cells(spots[a])
            removable = tuple((c, d) for c in cells for d in DIGITS_OF[work[c] & ~pair])
            if removable:
                rest = unit_bits & ~spots[a]
                parents = [
                    candidate_key(c, d, False)
                    for c in bit_cells(rest)
                    for d in (a, b)
                    if source[c] & BIT[d]
                ]
                yield removable, parents, None


def _naked_pairs(work, source, places, removed):
    """SE's NakedSet(2): in units with at least four open cells, two cells holding the same
    two digits, pairs of cells in SE's order."""
    removed_any = _any_removed(removed)
    for unit in _SE_SET_ORDER:
        if not removed_any & UNIT_BITS[unit]:
            continue  # the parents, removals in the pair's cells, would be none
        cells = UNITS[unit]
        if sum(1 for c in cells if work[c]) < 4:
            continue
        for i, j in _PAIRS:
            first, second = cells[i], cells[j]
            pair = work[first]
            if POPCOUNT[pair] != 2 or work[second] != pair:
                continue
            removable = tuple(
                (c, d)
                for c in cells
                if c != first and c != second
                for d in DIGITS_OF[work[c] & pair]
            )
            if removable:
                parents = [
                    candidate_key(c, d, False)
                    for c in (first, second)
                    for d in DIGITS_OF[source[c] & ~pair]
                ]
                yield removable, parents, None


def _x_wings(work, source, places, removed):
    """SE's Fisherman(2): columns as base lines, then rows; pairs of lines in SE's order,
    then digits, each digit only while at most five are placed (SE counts a grid's values;
    here the lines of the branch's start without the digit)."""
    for bases, step in ((_COLUMNS, 1), (_ROWS, 9)):
        fishable = [
            sum(1 for line in bases if not (places[d] | removed[d]) & UNIT_BITS[line]) <= 5
            for d in range(10)
        ]
        for low, high in _PAIRS:
            first, second = bases[low], bases[high]
            base_bits = UNIT_BITS[first] | UNIT_BITS[second]
            for digit in range(1, 10):
                if not removed[digit] & base_bits:
                    continue  # the parents, removals of the digit in the base lines, none
                if not fishable[digit]:
                    continue
                spots = places[digit] & UNIT_BITS[first]
                if spots.bit_count() != 2 or spots << (step * (high - low)) != (
                    places[digit] & UNIT_BITS[second]
                ):
                    continue
                cover_bits = 0
                for cell in bit_cells(spots):
                    cover_bits |= COL_BITS[cell] if step == 9 else ROW_BITS[cell]
                gone = places[digit] & cover_bits & ~base_bits
                if gone:
                    removable = tuple((c, digit) for c in bit_cells(gone))
                    parents = _removed_in(source, work, base_bits & ~cover_bits, digit)
                    yield removable, parents, None


def _chain_rule(rule: Rule, inner_hints: InnerHints):
    """An inner chaining rung used as a rule of a nested branch: its conclusions, each with
    the removals of the grid it rests on (SE's "rule parents")."""

    def find(work, source, places, removed):
        for hint in inner_hints(rule, work):
            parents = _rule_parents(hint, removed)
            hint.forget_ancestry()
            yield hint.removable, parents, hint

    return find


def _rule_parents(hint: ChainHint, removed: list[int]) -> list[int]:
    """The "off" keys of the removals (``removed[digit]``: the cells that lost ``digit``)
    that the candidates turned on in ``hint``'s branches rest on: a naked single on every
    removal of its cell, a hidden single on those of its digit in its unit. A cycle counts
    both ways round, as SE's cycle hint does: walked backwards, each "off" of the cycle is
    an "on" for the same reason (its cell, or the unit its link went through)."""
    result: dict[int, None] = {}
    for line in hint.ancestry():
        for item in line:
            cause = item.cause
            if cause is None and not item.parents:
                if hint.kind is ChainKind.CELL:
                    cause = NAKED
                elif hint.kind is ChainKind.REGION:
                    cause = SE_KIND_OF_UNIT[hint.source[0]]
            if item.on and cause is not None:
                _add_rule_parents(result, removed, item.cell, item.digit, cause)
    if hint.kind is ChainKind.CYCLE:
        item = hint.targets[0]
        while item.parents:
            parent = item.parents[0]
            if not item.on:
                _add_rule_parents(result, removed, item.cell, item.digit, _link_cause(parent, item))
            item = parent
    return list(result)


def _link_cause(on: Implication, off: Implication) -> int:
    """Why SE turns ``off`` off from ``on``: the same cell (a naked single's reason), else
    the first of box, row and column they share."""
    if on.cell == off.cell:
        return NAKED
    # SE_REGIONS lists a cell's units in SeUnitKind order (iterating the enum costs more).
    return next(kind for kind, unit in enumerate(SE_REGIONS[on.cell]) if off.cell in UNITS[unit])


def _add_rule_parents(result: dict, removed: list[int], cell: int, digit: int, cause: int):
    if cause == NAKED:
        for d in range(1, 10):
            if removed[d] >> cell & 1:
                result.setdefault(candidate_key(cell, d, False), None)
    else:
        for other in bit_cells(removed[digit] & UNIT_BITS[SE_REGIONS[cell][cause]]):
            result.setdefault(candidate_key(other, digit, False), None)


def other_rules(rule: Rule, inner_hints: InnerHints) -> list[tuple[str, Callable]]:
    """The rules a branch of ``rule`` applies when it is stuck, in SE's order, each named
    for the implications it proves."""
    rules = [
        ("locked candidates", _locking),
        ("hidden pair", _hidden_pairs),
        ("naked pair", _naked_pairs),
        ("x-wing", _x_wings),
    ]
    if rule.level < 4:
        if rule.level >= 2:
            rules.append(("forcing chains", _chain_rule(UNARY, inner_hints)))
        if rule.level >= 3:
            rules.append(("multiple forcing chains", _chain_rule(MULTIPLE, inner_hints)))
    else:
        rules.append(
            ("dynamic forcing chains", _chain_rule(dynamic_rule(rule.nesting), inner_hints))
        )
    return rules
