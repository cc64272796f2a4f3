"""Naked and hidden subsets (pairs, triples, quads) inside one unit.

Naked: n cells of a unit whose candidates together are only n digits hold exactly those
digits, so the rest of the unit loses them. Hidden: n digits whose places in a unit are
only n cells fill those cells, so the cells lose every other candidate.

``naked_sets`` and ``hidden_sets`` are the searches, on masks and bit sets, in a
``SetOrder``: the teaching finders' (every unit, subsets in ``combinations`` order) or SE's,
whose nested rungs apply its pairs on a branch's grid (solver.se.branch_rules).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations

from solver.board import BIT, DIGITS_OF, POPCOUNT, UNIT_BITS, UNITS, UNITS_OF, bit_cells, unit_name
from solver.phrase import QT_TRANSLATE_NOOP, Phrase
from solver.techniques.places import first_hidden, first_naked_unit, unit_places
from solver.techniques.step import (
    Enumerator,
    Finder,
    Position,
    Step,
    Technique,
    cell_list,
    digit_list,
    removal_text,
)


@dataclass(frozen=True)
class SetOrder:
    """Where a subset search looks and in what order: ``units`` in turn, and in each the
    subsets of its cells or digits as ``combine(items, size)`` gives them. The teaching
    finders look at every unit, row, column, box, and take ``combinations`` (by the first
    item, then the next); SE's branch rules (solver.se.branch_rules) look at fewer units,
    in SE's order, and take SE's order of subsets (by the last item first)."""

    units: Iterable[int] = range(27)
    combine: Callable[[Sequence[int], int], Iterable[tuple[int, ...]]] = combinations


TEACHING_ORDER = SetOrder()

COUNT_WORDS = {
    2: QT_TRANSLATE_NOOP("Solver", "two"),
    3: QT_TRANSLATE_NOOP("Solver", "three"),
    4: QT_TRANSLATE_NOOP("Solver", "four"),
}


def naked_subset_finder(size: int) -> Finder:
    """A finder of naked subsets of ``size`` cells: the first step of
    ``naked_subsets(size)``, the unit it is in searched on the masks in C."""

    def find(position: Position, technique: Technique) -> Step | None:
        unit = first_naked_unit(position.masks, size)
        if unit < 0:
            return None
        return next(_naked_steps(position, technique, size, SetOrder(units=(unit,))))

    return find


def hidden_subset_finder(size: int) -> Finder:
    """A finder of hidden subsets of ``size`` digits: the first step of
    ``hidden_subsets(size)``, searched on the position's unit places (in C)."""

    def find(position: Position, technique: Technique) -> Step | None:
        found = first_hidden(unit_places(position), size)
        if found is None:
            return None
        unit, digits = found
        return hidden_step(position, technique, unit, DIGITS_OF[digits])

    return find


def naked_sets(
    masks: Sequence[int], open_bits: int, size: int, order: SetOrder = TEACHING_ORDER
) -> Iterator[tuple[int, tuple[int, ...], int, tuple[tuple[int, int], ...]]]:
    """Every naked set of ``size`` cells, in ``order``: (unit, cells, their digits' mask,
    the eliminations in the unit's other open cells, possibly none).

    ``masks``: the cells' candidates; ``open_bits``: the cells (81-bit) not yet holding a
    digit, the only ones a set is made of or removes from."""
    for unit in order.units:
        open_cells = [c for c in UNITS[unit] if open_bits >> c & 1]
        small = [c for c in open_cells if 2 <= POPCOUNT[masks[c]] <= size]
        for cells in order.combine(small, size):
            union = 0
            for c in cells:
                union |= masks[c]
            if POPCOUNT[union] != size:
                continue
            eliminations = tuple(
                (c, d) for c in open_cells if c not in cells for d in DIGITS_OF[masks[c] & union]
            )
            yield unit, cells, union, eliminations


def hidden_sets(
    masks: Sequence[int],
    places: Sequence[int],
    open_bits: int,
    size: int,
    order: SetOrder = TEACHING_ORDER,
) -> Iterator[tuple[int, tuple[int, ...], int, tuple[tuple[int, int], ...]]]:
    """Every hidden set of ``size`` digits, in ``order``: (unit, digits, their cells
    (81-bit), the other candidates of those cells, not none).

    ``places[digit]``: the cells (81-bit) where the digit is a candidate; a digit with a
    place outside ``open_bits`` is held in the unit already and takes no part."""
    for unit in order.units:
        unit_bits = UNIT_BITS[unit]
        spots = [places[d] & unit_bits for d in range(10)]
        digits = [
            d
            for d in range(1, 10)
            if not spots[d] & ~open_bits and 2 <= spots[d].bit_count() <= size
        ]
        for chosen in order.combine(digits, size):
            cells = keep = 0
            for d in chosen:
                cells |= spots[d]
                keep |= BIT[d]
            if cells.bit_count() != size:
                continue
            eliminations = tuple(
                (c, d) for c in bit_cells(cells) for d in DIGITS_OF[masks[c] & ~keep]
            )
            if eliminations:
                yield unit, chosen, cells, eliminations


def _subset_step(technique: Technique, unit: int, cells, digits, eliminations, sentence, **words):
    """The step of a subset: ``cells`` of ``unit`` hold ``digits``, so ``eliminations``;
    ``sentence`` names them ({where}, {cells}, {digits}, {removals} and ``words``)."""
    where = unit_name(unit)
    return Step(
        technique=technique.name,
        difficulty=technique.difficulty,
        eliminations=eliminations,
        cells=cells,
        units=(unit,),
        digits=digits,
        explanation=Phrase(
            sentence,
            where=where,
            cells=cell_list(cells),
            digits=digit_list(digits),
            removals=removal_text(eliminations),
            **words,
        ),
        area=where,
    )


# A naked set's sentence.
_NAKED_SENTENCE = QT_TRANSLATE_NOOP(
    "Solver",
    "In {where}, {cells} hold only {digits} between them, so those {count} digits go in "
    "those {count} cells: remove {removals}.",
)


def naked_subsets(size: int) -> Enumerator:
    """The enumerator of naked subsets of ``size`` cells."""

    def find(position: Position, technique: Technique) -> Iterator[Step]:
        return _naked_steps(position, technique, size, TEACHING_ORDER)

    return find


def _naked_steps(
    position: Position, technique: Technique, size: int, order: SetOrder
) -> Iterator[Step]:
    """The steps of the naked sets of ``size`` cells in ``order``: each set removing
    something, and a set of a box in a line too (``_locked_subset``)."""
    found = naked_sets(position.masks, position.open_bits, size, order)
    for unit, cells, union, eliminations in found:
        if eliminations:
            digits = DIGITS_OF[union]
            count = Phrase(COUNT_WORDS[size])
            yield _subset_step(
                technique, unit, cells, digits, eliminations, _NAKED_SENTENCE, count=count
            )
        if unit >= 18 and size <= 3:
            step = _locked_subset(position, technique, cells, union, unit)
            if step is not None:
                yield step


def _locked_subset(position: Position, technique: Technique, cells, union: int, box: int):
    """A naked subset of a box that also lies in one row or column (a locked pair or
    triple, in HoDoKu's words) clears its digits from both units at once."""
    masks = position.masks
    lines = [u for u in UNITS_OF[cells[0]][:2] if all(u in UNITS_OF[c] for c in cells)]
    if not lines:
        return None
    line = lines[0]
    eliminations = tuple(
        sorted(
            {
                (c, d)
                for u in (box, line)
                for c in UNITS[u]
                if c not in cells and POPCOUNT[masks[c]] > 1
                for d in DIGITS_OF[masks[c] & union]
            }
        )
    )
    in_box = set(UNITS[box])
    if not eliminations or all(c in in_box for c, _ in eliminations):
        return None
    digits = DIGITS_OF[union]
    both = Phrase(
        QT_TRANSLATE_NOOP("Solver", "{box} and {line}"), box=unit_name(box), line=unit_name(line)
    )
    return Step(
        technique=technique.name,
        difficulty=technique.difficulty,
        eliminations=eliminations,
        cells=cells,
        units=(box, line),
        digits=digits,
        explanation=(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Solver",
                    "{cells} hold only {digits} between them and share {both}, so those digits go "
                    "in those cells: remove {removals}.",
                ),
                cells=cell_list(cells),
                digits=digit_list(digits),
                both=both,
                removals=removal_text(eliminations),
            )
        ),
        area=unit_name(box),
    )


# A hidden set's sentence.
_HIDDEN_SENTENCE = QT_TRANSLATE_NOOP(
    "Solver",
    "In {where}, {digits} can only go in {cells}, so those cells hold nothing else: "
    "remove {removals}.",
)


def hidden_subsets(size: int) -> Enumerator:
    """The enumerator of hidden subsets of ``size`` digits."""

    def find(position: Position, technique: Technique) -> Iterator[Step]:
        places, open_bits = position.candidate_bits, position.open_bits
        found = hidden_sets(position.masks, places, open_bits, size)
        for unit, digits, cells, eliminations in found:
            cells = tuple(bit_cells(cells))
            yield _subset_step(technique, unit, cells, digits, eliminations, _HIDDEN_SENTENCE)

    return find


def hidden_step(position: Position, technique: Technique, unit: int, digits) -> Step:
    """The step of the hidden set of ``digits`` (ascending) in ``unit``, as
    ``hidden_subsets`` writes it: its cells lose every other candidate."""
    masks, keep, cells = position.masks, 0, 0
    for d in digits:
        keep |= BIT[d]
        cells |= position.candidate_bits[d] & UNIT_BITS[unit]
    cells = tuple(bit_cells(cells))
    eliminations = tuple((c, d) for c in cells for d in DIGITS_OF[masks[c] & ~keep])
    return _subset_step(technique, unit, cells, tuple(digits), eliminations, _HIDDEN_SENTENCE)
