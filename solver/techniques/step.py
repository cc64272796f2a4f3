"""What a logical technique finds, and how a finding changes a board of candidates.

A position is a list of 81 candidate masks (solver.board conventions). A cell with a single
candidate counts as placed: its digit must not stay a candidate of its peers. A technique
finder looks at a ``Position`` (the masks plus tables every finder needs) and returns a
``Step``: plain data saying what the technique places or eliminates, which cells and units
form the pattern, and a sentence a player can follow. ``apply_step`` carries a step out;
``step_events`` turns it into the events of the search stream so the window can animate it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from functools import cached_property

from solver.board import ALL, BIT, CELLS, DIGITS_OF, PEERS, POPCOUNT, UNITS, rc_name
from solver.events import PEER, Deduce, Eliminate, Event


@dataclass(frozen=True, slots=True)
class Step:
    """One logical step: what ``technique`` concludes, and the pattern that proves it.

    ``placements`` and ``eliminations`` are (cell, digit) pairs; ``cells``, ``units`` and
    ``digits`` are the pattern (what a hint highlights); ``area`` names where to look (the
    first hint level) and ``explanation`` is the whole argument in plain words.
    """

    technique: str
    difficulty: int
    placements: tuple[tuple[int, int], ...] = ()
    eliminations: tuple[tuple[int, int], ...] = ()
    cells: tuple[int, ...] = ()
    units: tuple[int, ...] = ()
    digits: tuple[int, ...] = ()
    explanation: str = ""
    area: str = ""


class Position:
    """The masks of a board, with lazily built tables shared by the technique finders.

    ``placed`` is the set of cells the caller has filled. When it is None, every cell with
    one candidate counts as placed once its digit is gone from its peers; until then it is a
    naked single waiting to be noticed. A caller that knows its entries (the hint of the
    window) passes them, so an empty cell with one candidate left is a naked single too.
    """

    def __init__(self, masks: Sequence[int], placed: Collection[int] | None = None) -> None:
        self.masks = tuple(masks)
        self._placed = None if placed is None else frozenset(placed)

    def unsettled_singles(self) -> list[int]:
        """The cells with one candidate that still need a step (naked singles)."""
        masks = self.masks
        singles = [c for c in CELLS if POPCOUNT[masks[c]] == 1]
        if self._placed is not None:
            return [c for c in singles if c not in self._placed]
        return [c for c in singles if any(masks[p] & masks[c] for p in PEERS[c])]

    @cached_property
    def places(self) -> list[tuple[list[int], ...]]:
        """``places[unit][digit]``: the cells of the unit where the digit is a candidate
        (read-only lists, ascending)."""
        masks = self.masks
        table = []
        for unit in UNITS:
            where: tuple[list[int], ...] = ([], [], [], [], [], [], [], [], [], [])
            for cell in unit:
                for digit in DIGITS_OF[masks[cell]]:
                    where[digit].append(cell)
            table.append(where)
        return table

    @cached_property
    def placed_digits(self) -> tuple[int, ...]:
        """``placed_digits[unit]``: the mask of digits held by single-candidate cells."""
        masks = self.masks
        table = []
        for unit in UNITS:
            placed = 0
            for c in unit:
                if POPCOUNT[masks[c]] == 1:
                    placed |= masks[c]
            table.append(placed)
        return tuple(table)

    @cached_property
    def lone_digits(self) -> tuple[int, ...]:
        """``lone_digits[unit]``: the mask of digits with exactly one place in the unit."""
        masks = self.masks
        table = []
        for unit in UNITS:
            once = twice = 0
            for c in unit:
                twice |= once & masks[c]
                once |= masks[c]
            table.append(once & ~twice)
        return tuple(table)

    def open_cells(self, unit: int) -> list[int]:
        """The cells of ``unit`` with two or more candidates."""
        return [c for c in UNITS[unit] if POPCOUNT[self.masks[c]] > 1]


# The peers of each cell as a set, for "does a see b" tests.
PEER_SETS = tuple(frozenset(p) for p in PEERS)


def cell_list(cells) -> str:
    """Cells in r1c1 names, joined for a sentence: "r1c1, r1c5 and r3c2"."""
    names = [rc_name(c) for c in cells]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def digit_list(digits) -> str:
    """Digits joined for a sentence: "3", "3 and 7", "3, 5 and 7"."""
    words = [str(d) for d in digits]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


@dataclass(frozen=True, slots=True)
class Technique:
    """A named technique; ``difficulty`` orders techniques (lower is tried first).
    ``finder(position, technique)`` returns the first step it sees, named after ``technique``."""

    name: str
    difficulty: int
    finder: Callable[[Position, Technique], Step | None]

    def find(self, position: Position) -> Step | None:
        return self.finder(position, self)


# What a Technique runs: (position, the technique itself) -> the first step found, or None.
Finder = Callable[[Position, Technique], Step | None]


def initial_masks(cells: Sequence[int]) -> list[int]:
    """The candidates of a grid (81 ints, 0 blank): givens are single, blanks lose their
    peers' givens. Nothing else is deduced: that is the techniques' work."""
    masks = []
    for cell in CELLS:
        if cells[cell]:
            masks.append(BIT[cells[cell]])
        else:
            taken = 0
            for p in PEERS[cell]:
                taken |= BIT[cells[p]]
            masks.append(ALL & ~taken)
    return masks


def apply_step(masks: list[int], step: Step) -> None:
    """Carry out ``step`` on ``masks`` in place: each placement fixes its cell and removes
    the digit from the cell's peers; each elimination clears one candidate."""
    for cell, digit in step.placements:
        masks[cell] = BIT[digit]
        for peer in PEERS[cell]:
            masks[peer] &= ~BIT[digit]
    for cell, digit in step.eliminations:
        masks[cell] &= ~BIT[digit]


def step_events(step: Step, node: int = 0, masks: Sequence[int] | None = None) -> list[Event]:
    """The events of ``step`` for the search stream (rule = the technique's name).

    A placement is a ``Deduce``; when ``masks`` (the board before the step) is given it is
    followed by ``Eliminate`` events (rule ``peer``) for the peers that still held the digit,
    so a replay that does not propagate by itself ends on the same board as ``apply_step``.
    Each elimination is an ``Eliminate`` whose ``cells`` are the pattern's cells.
    """
    unit = step.units[0] if step.units else -1
    events: list[Event] = []
    for cell, digit in step.placements:
        events.append(Deduce(cell, digit, step.technique, unit, node))
        if masks is not None:
            events.extend(
                Eliminate(peer, digit, PEER, -1, (cell,), node)
                for peer in PEERS[cell]
                if masks[peer] & BIT[digit]
            )
    events.extend(
        Eliminate(cell, digit, step.technique, unit, step.cells, node)
        for cell, digit in step.eliminations
    )
    return events


def removal_text(eliminations) -> str:
    """The eliminations in words, grouped by digit: "7 from r4c1 and r4c8, 3 from r2c2"."""
    by_digit: dict[int, list[int]] = {}
    for cell, digit in eliminations:
        by_digit.setdefault(digit, []).append(cell)
    return ", ".join(f"{digit} from {cell_list(cells)}" for digit, cells in by_digit.items())
