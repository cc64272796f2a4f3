"""What a branch of a "+" or nested rung applies when it is stuck: SE's Locking,
HiddenSet(2), NakedSet(2) and Fisherman(2) in SE's order, then the inner chaining rungs.
Each rule yields (removable, parent keys, inner conclusion): the parents are the branch's
own removals the conclusion rests on (SE's "rule parents").

The four pattern rules are the technique finders of solver.techniques
(``locked_candidates``, ``hidden_sets``, ``naked_sets``, ``basic_fish``), one search per
technique for the teaching path and SE alike: here they get SE's order, SE's limits and
the units where the branch removed something (a conclusion elsewhere would rest on none of
the branch's removals), and each conclusion gets its parents."""

from __future__ import annotations

from array import array
from collections.abc import Callable
from itertools import combinations

from solver.board import BIT, DIGITS_OF, UNIT_BITS, UNITS, bit_cells
from solver.se.keys import KEY_COUNT, UNIT_CELLS, candidate_key
from solver.se.proof import CELL_PLACE, ChainHint
from solver.se.rules import MULTIPLE, UNARY, Rule, dynamic_rule
from solver.techniques.fish import basic_fish
from solver.techniques.intersections import crossing, locked_candidates
from solver.techniques.subsets import SetOrder, hidden_sets, naked_sets

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


def _open_count(work, unit: int) -> int:
    """The cells of ``unit`` with candidates (SE's limits on HiddenSet and NakedSet)."""
    return len([c for c in UNITS[unit] if work[c]])


def _by_last(items, size: int) -> list[tuple[int, ...]]:
    """The subsets of ``size`` ``items`` (ascending, as the finders give them) in the order
    SE's Permutations gives them: by the last item, then the ones before it (pairs by the
    higher, then the lower). That is the subsets of the items backwards, each turned round,
    the last first: no sort."""
    chosen = [subset[::-1] for subset in combinations(items[::-1], size)]
    chosen.reverse()
    return chosen


# Every cell with a candidate is open: SE's grid has none in a placed cell.
_OPEN = (1 << 81) - 1
_BOXES, _ROWS, _COLUMNS = tuple(range(18, 27)), tuple(range(9)), tuple(range(9, 18))
# SE's Locking: boxes on columns, boxes on rows, columns on boxes, rows on boxes; each pass
# digit by digit, the first unit by index, then the units it crosses by index.
_LOCKING_ORDER = tuple(
    (digit, tuple((unit, crossing(unit, second)) for unit in firsts))
    for firsts, second in (
        (_BOXES, _COLUMNS),
        (_BOXES, _ROWS),
        (_COLUMNS, _BOXES),
        (_ROWS, _BOXES),
    )
    for digit in range(1, 10)
)
# SE's HiddenSet and NakedSet look at boxes, then columns, then rows.
_SE_SET_ORDER = _BOXES + _COLUMNS + _ROWS


def _locking(work, source, places, removed):
    """Locked candidates in SE's order (``_LOCKING_ORDER``), in the units where the digit
    was removed: the parents are its removals in the unit outside the cover."""
    for digit, unit, cover, gone in locked_candidates(places, _OPEN, _LOCKING_ORDER, removed):
        removable = tuple((c, digit) for c in bit_cells(gone))
        parents = _removed_in(source, work, UNIT_BITS[unit] & ~UNIT_BITS[cover], digit)
        yield removable, parents, None


def _set_order(work, removed, fewest: int) -> SetOrder:
    """Where and how SE's HiddenSet and NakedSet look, in its order: the units with at
    least ``fewest`` cells with candidates where the branch removed something, subsets by
    the last item first."""
    removed_any = _any_removed(removed)
    units = [
        unit
        for unit in _SE_SET_ORDER
        if removed_any & UNIT_BITS[unit] and _open_count(work, unit) >= fewest
    ]
    return SetOrder(units, _by_last)


def _hidden_pairs(work, source, places, removed):
    """SE's HiddenSet(2): in units with more than four open cells, pairs of digits in SE's
    order; the parents are the removals of the pair's digits in the rest of the unit."""
    order = _set_order(work, removed, 5)
    for unit, digits, cells, removable in hidden_sets(work, places, _OPEN, 2, order):
        rest = UNIT_BITS[unit] & ~cells
        parents = [
            candidate_key(c, d, False)
            for c in bit_cells(rest)
            for d in digits
            if source[c] & BIT[d]
        ]
        yield removable, parents, None


def _naked_pairs(work, source, places, removed):
    """SE's NakedSet(2): in units with at least four open cells, pairs of cells in SE's
    order; the parents are the removals of the other digits in the pair's cells."""
    order = _set_order(work, removed, 4)
    for _unit, cells, pair, removable in naked_sets(work, _OPEN, 2, order):
        if removable:
            parents = [
                candidate_key(c, d, False) for c in cells for d in DIGITS_OF[source[c] & ~pair]
            ]
            yield removable, parents, None


def _x_wings(work, source, places, removed):
    """SE's Fisherman(2): columns as base lines, then rows; pairs of lines in SE's order,
    then digits, each digit only while at most five are placed (SE counts a grid's values;
    here the lines of the branch's start without the digit). The parents are the digit's
    removals in the base lines outside the cover."""
    for by_rows, bases, covers in ((False, _COLUMNS, _ROWS), (True, _ROWS, _COLUMNS)):
        found = []
        for digit in range(1, 10):
            lost = removed[digit]
            if not lost:
                continue  # the parents, removals of the digit in the base lines, none
            start = places[digit] | lost
            if sum(1 for line in bases if not start & UNIT_BITS[line]) > 5:
                continue
            for chosen, cover, _lines, gone in basic_fish(places[digit], _OPEN, 2, by_rows):
                base_bits = UNIT_BITS[bases[chosen[0]]] | UNIT_BITS[bases[chosen[1]]]
                if not lost & base_bits:
                    continue
                cover_bits = 0
                for line in range(9):
                    if cover >> line & 1:
                        cover_bits |= UNIT_BITS[covers[line]]
                removable = tuple((c, digit) for c in sorted(gone))
                parents = _removed_in(source, work, base_bits & ~cover_bits, digit)
                found.append(((chosen[1], chosen[0], digit), removable, parents))
        # basic_fish goes digit by digit; SE goes pair of lines by pair (by the higher
        # line), each pair digit by digit: the same fish, sorted into SE's order.
        found.sort(key=lambda item: item[0])
        for _order, removable, parents in found:
            yield removable, parents, None


def _chain_rule(rule: Rule, inner_hints: InnerHints):
    """An inner chaining rung used as a rule of a nested branch: its conclusions, each with
    the removals of the grid it rests on (SE's "rule parents")."""

    def find(work, source, places, removed):
        lost = array("h", [source[cell] & ~work[cell] for cell in range(81)])
        for hint in inner_hints(rule, work):
            parents = _rule_parents(hint, lost)
            hint.forget_ancestry()  # what it rests on is kept: its ancestry is not needed
            yield hint.removable, parents, hint

    return find


def _rule_parents(hint: ChainHint, lost) -> list[int]:
    """The "off" keys of the branch's removals (``lost[cell]``: the digits the cell lost,
    a 9-bit mask) that the candidates turned on in ``hint``'s branches rest on
    (``resting_on``): a naked single on every removal of its cell, a hidden single on those
    of its digit in its unit."""
    result = []
    listed = bytearray(KEY_COUNT)
    for place in hint.resting_on():
        candidate, unit = place // 28, place % 28
        cell, digit = candidate // 10, candidate % 10
        if unit == CELL_PLACE:
            for d in range(1, 10):
                key = (cell * 10 + d) * 2  # candidate_key(cell, d, False)
                if lost[cell] >> (d - 1) & 1 and not listed[key]:
                    listed[key] = 1
                    result.append(key)
        else:
            bit = 1 << (digit - 1)
            for index in range(unit * 9, unit * 9 + 9):
                other = UNIT_CELLS[index]
                key = (other * 10 + digit) * 2
                if lost[other] & bit and not listed[key]:
                    listed[key] = 1
                    result.append(key)
    return result


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
