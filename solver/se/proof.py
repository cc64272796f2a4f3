"""What SE's chaining engine proves and how it is weighed: the ``Implication`` (a candidate
on or off, with what it rests on), a rung's conclusion (``ChainHint``) and SE's complexity
and length bonus, read off the tree of implications a conclusion's branches end in.
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass, field
from enum import Enum

from solver.board import BIT, DIGITS_OF, UNITS, rc_name
from solver.se.keys import KEY_COUNT, NAKED, REGION_UNITS, SE_REGIONS
from solver.se.rules import Rule

try:  # compiled, Cython applies the class decorators below
    import cython
except ImportError:  # plain Python without Cython installed: they change nothing
    from types import SimpleNamespace

    cython = SimpleNamespace(cclass=lambda cls: cls, no_gc=lambda cls: cls)


# Not tracked by the cyclic garbage collector (compiled): an implication points only at
# what it rests on (its parents, and inner conclusions found before it), so implications
# form no cycles, and the nested rungs make millions that the collector would walk again
# and again.
@cython.no_gc
@cython.cclass
class Implication:
    """A candidate (``cell``, ``digit``) that is on or off under an assumption, with the
    implications it follows from (``parents``; empty for the assumption itself), the
    ``cause`` of an "on" (NAKED or the kind of unit it is the last place in), and for a
    removal proved by an inner rule, that rule's conclusion (``inner``) and name (``rule``)."""

    __slots__ = ("cause", "cell", "digit", "inner", "key", "on", "parents", "rule")

    def __init__(self, cell, digit, on, parents=(), cause=None, inner=None, rule=""):
        self.cell = cell
        self.digit = digit
        self.on = on
        self.parents = parents
        self.cause = cause
        self.inner = inner
        self.rule = rule
        # Read in every step of the search: worked out once (``candidate_key`` written
        # out: an implication is made in every step).
        self.key = (cell * 10 + digit) * 2 + on

    def __repr__(self) -> str:
        return f"{rc_name(self.cell)}{'=' if self.on else '<>'}{self.digit}"


def implied(key: int, parents: tuple, cause=None, inner=None, rule: str = "") -> Implication:
    """The implication of the candidate state ``key``, resting on ``parents`` (``inner``
    and ``rule`` for a removal an inner rule proved): the engine's searches make millions,
    so compiled this is a C call that fills the fields in place of a Python call's argument
    parsing."""
    made = Implication.__new__(Implication)
    made.cell, made.digit = (key >> 1) // 10, (key >> 1) % 10
    made.on, made.key = (key & 1) == 1, key
    made.parents, made.cause, made.inner, made.rule = parents, cause, inner, rule
    return made


class ChainKind(Enum):
    """What a conclusion is: SE's hint classes, the ``sort_key`` that breaks its ties."""

    CYCLE = "cycle"  # a bidirectional cycle
    FORCING = "forcing"  # a forcing chain: an assumption meets its opposite
    CONTRADICTION = "contradiction"  # an assumption (or its opposite) meets a contradiction
    DOUBLE = "double"  # a candidate's two states lead to the same conclusion
    CELL = "cell"  # every candidate of a cell leads to it
    REGION = "region"  # every place of a digit in a unit leads to it


# SE's order of the kinds at equal difficulty and complexity (cycles and forcing chains by
# the links they use: ChainHint.sort_key).
_KIND_ORDER = {
    ChainKind.CONTRADICTION: 7,
    ChainKind.DOUBLE: 1,
    ChainKind.CELL: 5,
    ChainKind.REGION: 6,
}


# Slots: the nested rungs keep thousands alive at once (each inner conclusion a removal in
# a branch rests on).
@dataclass(slots=True)
class ChainHint:
    """A conclusion of a rung: remove ``removable`` ((cell, digit) pairs), proved by the
    branches ending at ``targets``. ``kind`` says which (a ``ChainKind``); ``x``/``y`` say
    which links a cycle or forcing chain uses; ``source`` is the assumed cell or (unit,
    digit) of a cell or region chain."""

    rule: Rule
    kind: ChainKind
    removable: tuple[tuple[int, int], ...]
    targets: tuple[Implication, ...]
    x: bool = True
    y: bool = True
    source: tuple = ()
    _complexity: int = field(default=-1, repr=False)
    _ancestry: list | None = field(default=None, repr=False)
    _content: bytes | None = field(default=None, repr=False)
    _resting: tuple | None = field(default=None, repr=False)

    @property
    def placement(self) -> tuple[int, int] | None:
        """The (cell, digit) this conclusion leaves as the cell's last candidate, if any."""
        cells = {cell for cell, _ in self.removable}
        if self.kind is ChainKind.CYCLE or len(cells) != 1:
            return None
        if self.kind is ChainKind.CONTRADICTION:
            cell, digit = self.source
            return None if self.removable == ((cell, digit),) else (cell, digit)
        target = self.targets[0]
        return (target.cell, target.digit) if target.on else None

    @property
    def complexity(self) -> int:
        """SE's complexity: every implication the branches use, each candidate state once
        per branch, plus the complexity of each inner conclusion they rest on."""
        if self._complexity < 0:
            lines = self.ancestry()
            total, seen = sum(map(len, lines)), set()
            for line in lines:
                for item in line:
                    inner = item.inner
                    if inner is not None and id(inner) not in seen:
                        seen.add(id(inner))
                        if inner.content not in seen:
                            seen.add(inner.content)
                            total += inner.complexity
            self._complexity = total
        return self._complexity

    @property
    def content(self) -> bytes:
        """What SE compares inner chains by (its FullChain): the candidate states of each
        branch, in order, as 16-bit keys, each branch closed by -1 (no key's). Two inner
        conclusions alike, found in two branches, count once. Bytes, not a tuple of int
        tuples: a twentieth of the memory, and the hash is kept."""
        if self._content is None:
            lines = self._ancestry
            if lines is None:  # not kept for this: ``forget_ancestry`` let it go
                lines = [ancestors(target) for target in self.targets]
            keys = array("h")
            for line in lines:
                keys.extend([item.key for item in line])
                keys.append(-1)
            self._content = keys.tobytes()
        return self._content

    def ancestry(self) -> list[list[Implication]]:
        """``ancestors`` of each target, kept: the sort and the rule parents both read it
        (``forget_ancestry`` lets it go once an inner conclusion is used)."""
        if self._ancestry is None:
            self._ancestry = [ancestors(target) for target in self.targets]
        return self._ancestry

    def forget_ancestry(self) -> None:
        self._ancestry = None

    def resting_on(self) -> tuple[int, ...]:
        """What the candidates turned on in the branches rest on, for SE's "rule parents"
        of a conclusion used inside a nested branch (``resting_places``). Kept: a
        conclusion kept in a ``HintMemory`` serves many branches, and its ancestry is let
        go once this is known."""
        if self._resting is None:
            self._resting = resting_places(self)
        return self._resting

    @property
    def difficulty(self) -> float:
        """SE's raw figure (a double, summed as SE sums it, so that ties break alike)."""
        return base_difficulty(self.kind, self.rule, self.x, self.y) + length_added(self.complexity)

    @property
    def sort_key(self) -> int:
        return kind_order(self.kind, self.x, self.y)


def base_difficulty(kind: ChainKind, rule: Rule, x: bool, y: bool) -> float:
    """SE's base of a conclusion of ``kind`` (``ChainHint.difficulty`` adds the length
    bonus)."""
    if kind is ChainKind.CYCLE:
        return 7.0 if x and y else 6.5
    if kind is ChainKind.FORCING:
        return 7.0 if x and y else 6.6
    return rule.base


def kind_order(kind: ChainKind, x: bool, y: bool) -> int:
    """SE's order of the kinds at equal difficulty and complexity (``ChainHint.sort_key``)."""
    if kind is ChainKind.CYCLE or kind is ChainKind.FORCING:
        return 4 if x and y else 3 if y else 2
    return _KIND_ORDER[kind]


# A resting place's unit when the candidate is a naked single (the last of its cell).
CELL_PLACE = 27
# Every resting place is below this: (80 * 10 + 9) * 28 + CELL_PLACE + 1.
RESTING_PLACES = 810 * 28


def resting_places(hint: ChainHint) -> tuple[int, ...]:
    """What the candidates turned on in ``hint``'s branches rest on, in the order of the
    branches, once each: ``(cell * 10 + digit) * 28 + unit``, ``unit`` ``CELL_PLACE`` for a
    naked single (it rests on every removal of its cell), else the unit it was the last
    place of (it rests on the digit's removals there). A cycle counts both ways round, as
    SE's cycle hint does: walked backwards, each "off" of the cycle is an "on" for the same
    reason (its cell, or the unit its link went through)."""
    found = []
    listed = bytearray(RESTING_PLACES)  # by resting place: compiled, no int object per look-up
    # The unit of an assumption (no cause, no parents): the cell's, or the region's.
    assumed = -1
    if hint.kind is ChainKind.CELL:
        assumed = CELL_PLACE
    elif hint.kind is ChainKind.REGION:
        assumed = hint.source[0]
    for line in hint.ancestry():
        for item in line:
            if not item.on:
                continue
            cause = item.cause
            if cause is None:
                if item.parents or assumed < 0:
                    continue
                unit = assumed
            elif cause == NAKED:
                unit = CELL_PLACE
            else:
                unit = REGION_UNITS[item.cell * 3 + cause]  # SE_REGIONS[item.cell][cause]
            place = (item.cell * 10 + item.digit) * 28 + unit
            if not listed[place]:
                listed[place] = 1
                found.append(place)
    if hint.kind is ChainKind.CYCLE:
        item = hint.targets[0]
        while item.parents:
            parent = item.parents[0]
            if not item.on:
                place = (item.cell * 10 + item.digit) * 28 + _link_unit(parent, item)
                if not listed[place]:
                    listed[place] = 1
                    found.append(place)
            item = parent
    return tuple(found)


def _link_unit(on: Implication, off: Implication) -> int:
    """Why SE turns ``off`` off from ``on``: the same cell (``CELL_PLACE``, a naked
    single's reason), else the first of their box, row and column they share."""
    if on.cell == off.cell:
        return CELL_PLACE
    return next(unit for unit in SE_REGIONS[on.cell] if off.cell in UNITS[unit])


def length_added(complexity: int) -> float:
    """SE's length bonus, accumulated in floating point as SE does it."""
    added, ceiling, odd = 0.0, 4, False
    length = complexity - 2
    while length > ceiling:
        added += 0.1
        ceiling = ceiling * 3 // 2 if not odd else ceiling * 4 // 3
        odd = not odd
    return added


def ancestors(target: Implication) -> list[Implication]:
    """``target`` and every implication it rests on, each candidate state once."""
    done = bytearray(KEY_COUNT)  # by key: compiled, no int object per look-up
    result, todo = [], [target]
    while todo:
        following = []
        for item in todo:
            key = item.key
            if not done[key]:
                done[key] = 1
                result.append(item)
                following.extend(item.parents)
        todo = following
    return result


def branch_size(targets: tuple, limit: int) -> int:
    """How many implications the branches ending at ``targets`` use, each candidate state
    once per branch (SE's complexity less the inner conclusions'), counted no further than
    ``limit + 1``: enough to tell that a conclusion cannot beat one of complexity
    ``limit``."""
    total = 0
    for target in targets:
        done = bytearray(KEY_COUNT)  # by key: compiled, no int object per look-up
        todo = [target]
        while todo and total <= limit:
            item = todo.pop()
            key = item.key
            if not done[key]:
                done[key] = 1
                total += 1
                todo.extend(item.parents)
        if total > limit:
            break
    return total


def removal(grid, p: Implication) -> tuple[tuple[int, int], ...]:
    """What ``p`` removes from ``grid``: the cell's other digits when on, itself when off."""
    if p.on:
        cell = p.cell
        return tuple([(cell, d) for d in DIGITS_OF[grid[cell] & ~BIT[p.digit]]])
    return ((p.cell, p.digit),)
