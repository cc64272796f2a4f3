"""What a logical technique finds, and how a finding changes a board of candidates.

A position is a list of 81 candidate masks (solver.board conventions). A cell with a single
candidate counts as placed: its digit must not stay a candidate of its peers. A technique
finder looks at a ``Position`` (the masks plus tables every finder needs) and returns a
``Step``: plain data saying what the technique places or eliminates, which cells and units
form the pattern, and a sentence a player can follow. ``apply_step`` carries a step out;
``step_events`` turns it into the events of the search stream so the window can animate it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property

from solver.board import ALL, BIT, CELLS, DIGITS_OF, PEER_BITS, PEERS, POPCOUNT, UNITS, rc_name
from solver.events import PEER, Deduce, Eliminate, Event
from solver.phrase import QT_TRANSLATE_NOOP, Phrase, joined, listing, with_article


@dataclass(frozen=True, slots=True)
class Step:
    """One logical step: what ``technique`` concludes, and the pattern that proves it.

    ``placements`` and ``eliminations`` are (cell, digit) pairs; ``cells``, ``units`` and
    ``digits`` are the pattern (what a hint highlights); ``area`` names where to look (the
    first hint level) and ``explanation`` is the whole argument in plain words.

    Chains and set patterns add two optional fields for drawing them:

    * ``chain``: the chain in order, a tuple of links ``(cells_a, digit_a, kind, cells_b,
      digit_b)`` where ``cells_a``/``cells_b`` are tuples of cells (one cell, or a group of
      two or three cells of one box and one line, or the cells of an almost locked set
      holding the digit) and ``kind`` is ``"strong"`` (at least one end is true),
      ``"weak"`` (at most one is true) or ``"rcc"`` (ALS techniques: a restricted common
      candidate, the digit's places in two sets that all see each other). A loop's last
      link returns to its first node. ``len(step.chain)`` is the chain's length in links
      (inferences), the number Sudoku Explainer's length bonus counts (``chain_length``).
    * ``groups``: named cell sets of the pattern, a tuple of ``(role, cells, digits)``:
      ``("als", cells, digits)`` for each almost locked set (also those a chain passes
      through), ``("base", cells, (d,))`` and ``("cover", cells, (d,))`` for fish lines,
      ``("fin", cells, (d,))`` for fins, ``("box", cells, (d,))`` for an empty
      rectangle's box, ``("core" | "line" | "box", cells, digits)`` for Sue de Coq and
      ``("colour 1".."colour 4", cells, (d,))`` for multi-colouring.
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
    chain: tuple = ()
    groups: tuple = ()
    # Forcing chains: the deductions their branches make up to the conclusion.
    size: int = 0
    # SE's chaining rungs: the implications ending each branch (solver.se.proof.Implication);
    # their parents, and the inner conclusions of nested rungs, are the whole proof.
    proof: tuple = ()

    @property
    def chain_length(self) -> int:
        """The number of links (inferences) of the chain; 0 for a step without one."""
        return len(self.chain)


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
        # Tables of the other technique modules (the link graph, the almost locked sets),
        # built on first use and shared by every finder that looks at this position.
        self.cache: dict = {}

    @property
    def placed(self) -> frozenset[int] | None:
        """The cells the caller has filled, or None (see the class)."""
        return self._placed

    def shared(self, key, build: Callable):
        """``build(self)``, computed once per position and kept under ``key``."""
        try:
            return self.cache[key]
        except KeyError:
            value = self.cache[key] = build(self)
            return value

    @cached_property
    def digit_cells(self) -> tuple[int, ...]:
        """``digit_cells[digit]``: the cells (an 81-bit set, bit = cell) with two or more
        candidates where ``digit`` is one of them (index 0 unused)."""
        return _cells_by_digit(self.masks, 2)

    @cached_property
    def candidate_bits(self) -> tuple[int, ...]:
        """``candidate_bits[digit]``: the cells (an 81-bit set) where ``digit`` is a
        candidate, single-candidate cells included (index 0 unused). With ``open_bits`` it
        is what the pattern searches SE's branch rules share (``locked_candidates``,
        ``naked_sets``, ``hidden_sets``, ``basic_fish``) read: SE's grid has the same two
        sets, where every cell with a candidate is open."""
        return _cells_by_digit(self.masks, 1)

    @cached_property
    def open_bits(self) -> int:
        """The cells with two or more candidates, as an 81-bit set."""
        return _open_bits(self.masks)

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
        return _placed_digits(self.masks)

    @cached_property
    def lone_digits(self) -> tuple[int, ...]:
        """``lone_digits[unit]``: the mask of digits with exactly one place in the unit."""
        return _lone_digits(self.masks)

    def open_cells(self, unit: int) -> list[int]:
        """The cells of ``unit`` with two or more candidates."""
        return [c for c in UNITS[unit] if POPCOUNT[self.masks[c]] > 1]


# The tables of a Position, every technique's first reading of it: loops over 9-bit masks,
# which step.pxd types as C ints; an 81-bit set is made a row (9 bits) at a time.


def _cells_by_digit(masks: tuple, fewest: int) -> tuple[int, ...]:
    """Each digit's cells (81-bit) among those with ``fewest`` candidates or more (1 or
    2); index 0 unused."""
    table = [0] * 10
    line = [0] * 10  # the digits' cells in the row, bit = column
    for row in range(9):
        for column in range(9):
            mask = masks[9 * row + column]
            if fewest > 1 and not mask & (mask - 1):
                continue
            for digit in range(1, 10):
                if mask >> (digit - 1) & 1:
                    line[digit] |= 1 << column
        for digit in range(1, 10):
            if line[digit]:
                chunk = line[digit]  # a Python int: shifted past 64 bits
                table[digit] |= chunk << 9 * row
                line[digit] = 0
    return tuple(table)


def _open_bits(masks: tuple) -> int:
    """The cells (81-bit) with two or more candidates."""
    bits = 0
    for row in range(9):
        line = 0
        for column in range(9):
            mask = masks[9 * row + column]
            if mask & (mask - 1):
                line |= 1 << column
        chunk = line  # a Python int: shifted past 64 bits
        bits |= chunk << 9 * row
    return bits


def _placed_digits(masks: tuple) -> tuple[int, ...]:
    """Each unit's mask of the digits of its single-candidate cells."""
    table = []
    for unit in UNITS:
        placed = 0
        for cell in unit:
            mask = masks[cell]
            if mask and not mask & (mask - 1):
                placed |= mask
        table.append(placed)
    return tuple(table)


def _lone_digits(masks: tuple) -> tuple[int, ...]:
    """Each unit's mask of the digits with exactly one place in it."""
    table = []
    for unit in UNITS:
        once = twice = 0
        for cell in unit:
            mask = masks[cell]
            twice |= once & mask
            once |= mask
        table.append(once & ~twice)
    return tuple(table)


# The peers of each cell as a set, for "does a see b" tests.
PEER_SETS = tuple(frozenset(p) for p in PEERS)


def cell_bits(cells) -> int:
    """The 81-bit set of ``cells``."""
    bits = 0
    for c in cells:
        bits |= 1 << c
    return bits


def seen_by_all(bits: int) -> int:
    """The cells that see every cell of the 81-bit set ``bits`` (none of them included)."""
    seen = (1 << 81) - 1
    while bits:
        low = bits & -bits
        seen &= PEER_BITS[low.bit_length() - 1]
        bits ^= low
    return seen


def cell_list(cells) -> str:
    """Cells in r1c1 names, joined for a sentence: "r1c1, r1c5 and r3c2"."""
    return listing([rc_name(c) for c in cells])


def digit_list(digits, last: str = "and") -> str:
    """Digits joined for a sentence: "3", "3 and 7", "3, 5 and 7" (or "3 or 7")."""
    return listing([str(d) for d in digits], last)


@dataclass(frozen=True, slots=True)
class Technique:
    """A named technique; ``difficulty`` orders techniques (lower is tried first).
    ``finder(position, technique)`` returns the first step it sees, named after ``technique``.

    ``enumerator(position, technique)``, when given, yields every instance the technique
    sees (the first of them is the finder's step, unless the finder prefers a shorter
    one); the regression library asks it "is this expected step among yours?".
    ``uniqueness`` marks techniques that assume the puzzle has a single solution.
    """

    name: str
    difficulty: int
    finder: Callable[[Position, Technique], Step | None]
    enumerator: Callable[[Position, Technique], Iterator[Step]] | None = None
    uniqueness: bool = False

    def find(self, position: Position) -> Step | None:
        return self.finder(position, self)

    def find_all(self, position: Position) -> Iterator[Step]:
        """Every step of the technique on ``position`` (just the finder's, without an
        ``enumerator``)."""
        if self.enumerator is not None:
            yield from self.enumerator(position, self)
        else:
            step = self.finder(position, self)
            if step is not None:
                yield step


# What a Technique runs: (position, the technique itself) -> the first step found, or None.
Finder = Callable[[Position, Technique], Step | None]
# What a Technique enumerates: (position, technique) -> every step it sees.
Enumerator = Callable[[Position, Technique], Iterator[Step]]


def first_of(enumerate_steps: Enumerator) -> Finder:
    """The finder that returns the first step ``enumerate_steps`` yields."""

    def find(position: Position, technique: Technique) -> Step | None:
        return next(enumerate_steps(position, technique), None)

    return find


def technique(name: str, difficulty: int, enumerate_steps: Enumerator, **options) -> Technique:
    """A technique whose finder is the first step of ``enumerate_steps``."""
    return Technique(name, difficulty, first_of(enumerate_steps), enumerate_steps, **options)


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


def step_events(
    step: Step,
    node: int = 0,
    masks: Sequence[int] | None = None,
    *,
    because: tuple[int, ...] = (),
    start: int | None = None,
) -> list[Event]:
    """The events of ``step`` for the search stream (rule = the technique's name).

    A placement is a ``Deduce``; when ``masks`` (the board before the step) is given it is
    followed by ``Eliminate`` events (rule ``peer``) for the peers that still held the digit,
    so a replay that does not propagate by itself ends on the same board as ``apply_step``.
    Each elimination is an ``Eliminate`` whose ``cells`` are the pattern's cells.

    Causes (solver.events): the step's placements and eliminations carry ``because``, the
    indices of the events that shaped its pattern (``solver.causes.pattern_causes`` computes
    them from a board that records which event removed each candidate). ``start`` is the
    index in the stream of the first event returned; with it, each peer elimination names
    its placement's ``Deduce``, without it peer eliminations carry no cause.
    """
    unit = step.units[0] if step.units else -1
    events: list[Event] = []
    for cell, digit in step.placements:
        placement = () if start is None else (start + len(events),)
        events.append(Deduce(cell, digit, step.technique, unit, node, because))
        if masks is not None:
            events.extend(
                Eliminate(peer, digit, PEER, -1, (cell,), node, placement)
                for peer in PEERS[cell]
                if masks[peer] & BIT[digit]
            )
    events.extend(
        Eliminate(cell, digit, step.technique, unit, step.cells, node, because)
        for cell, digit in step.eliminations
    )
    return events


def look_at(area: object, technique: str) -> Phrase:
    """The first hint: where to look and the technique, with the article English reads the
    name with ("Look at box 4: an empty rectangle.", "a w-wing", "pointing"). ``area`` is
    a noun phrase ("box 4", "the chain from 5r3c4 to 5r4c8"), as a step's ``area``."""
    return Phrase(
        QT_TRANSLATE_NOOP("Solver", "Look at {area}: {technique}."),
        area=area,
        technique=with_article(technique),
    )


def removal_text(eliminations) -> str:
    """The eliminations in words, grouped by digit, and digits leaving the same cells
    together: "7 from r4c1 and r4c8, 3 and 5 from r2c2"."""
    by_digit: dict[int, list[int]] = {}
    for cell, digit in eliminations:
        by_digit.setdefault(digit, []).append(cell)
    by_cells: dict[tuple[int, ...], list[int]] = {}
    for digit, cells in by_digit.items():
        by_cells.setdefault(tuple(cells), []).append(digit)
    return joined(
        [
            Phrase(
                QT_TRANSLATE_NOOP("Solver", "{digit} from {cells}"),
                digit=listing(digits),
                cells=cell_list(cells),
            )
            for cells, digits in by_cells.items()
        ]
    )
