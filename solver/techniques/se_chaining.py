"""Sudoku Explainer's chaining rungs, reproduced so that ratings match SE's ER/EP/ED.

SE (and its fork SukakuExplainer, whose defaults rated our samples) ends its list of
techniques with one chaining engine used at growing strength:

* forcing chains and bidirectional cycles (6.5 to 7.0 plus a length bonus): one assumption
  followed through strong links in cells (Y) and units (X);
* Nishio forcing chains (7.5): a contradiction found with links of one digit only;
* multiple forcing chains (8.0): every candidate of a cell, or every place of a digit in a
  unit, leads to the same conclusion;
* dynamic forcing chains (8.5): the same, and contradictions, each branch removing the
  candidates it turns off as it goes;
* dynamic forcing chains (+) (9.0): each branch also applies locked candidates, hidden and
  naked pairs and X-wings when it is stuck;
* nested forcing chains (9.5, 10.0, 10.5): each branch applies forcing chains, multiple
  forcing chains, or dynamic forcing chains (themselves possibly "+" or nested).

A rung gathers every conclusion it can prove, sorts them by difficulty (its base plus a bonus
that grows with the number of implications the proof uses, SE's "complexity"), then by
complexity, then by kind, and returns the first: that is SE's choice, so the rating follows.

The unit of reasoning is the ``Implication``: a candidate said to be on (true) or off
(false), with the implications it rests on (``parents``) and, when a nested rule proved it,
the ``inner`` conclusion that did. A conclusion (``ChainHint``) holds the implications that
end each of its branches; walking their parents gives the whole tree a reader can unfold.

Candidates here are those of cells not yet placed: a placed cell has mask 0, as SE's grid
has no candidates in a solved cell.
"""

from __future__ import annotations

from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass, field

from solver.board import BIT, DIGITS_OF, POPCOUNT, UNITS, rc_name

try:  # Cython reads this at compile time; in plain Python it may be absent
    import cython

    # The version that compiled this module ("" when it runs as plain Python): see
    # solver.compiled.engine_info.
    CYTHON_VERSION = cython.__version__ if cython.compiled else ""
except ImportError:
    CYTHON_VERSION = ""

# SE's region order for a cell: its box, its row, its column (UNITS indices).
_SE_REGIONS = tuple((18 + (c // 27) * 3 + (c % 9) // 3, c // 9, 9 + c % 9) for c in range(81))
_KIND_OF_UNIT = tuple(1 if u < 9 else 2 if u < 18 else 0 for u in range(27))  # 0 box 1 row 2 col
NAKED = -1  # cause: the last candidate of its cell (else the kind of unit, 0 box 1 row 2 col)


class Stop(Exception):
    """Raised inside the engine when the caller's ``should_stop`` says so."""


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
        # Read in every step of the search: worked out once.
        self.key = (cell * 10 + digit) * 2 + on

    def __repr__(self) -> str:
        return f"{rc_name(self.cell)}{'=' if self.on else '<>'}{self.digit}"


def _key(cell: int, digit: int, on: bool) -> int:
    return (cell * 10 + digit) * 2 + on


@dataclass(frozen=True)
class Rule:
    """One rung: SE's Chaining(isMultiple, isDynamic, isNishio, level) and, for level 4
    and up, the level of the dynamic chains nested in each branch."""

    multiple: bool
    dynamic: bool
    nishio: bool = False
    level: int = 0
    nesting: int = 0

    @property
    def base(self) -> float:
        if self.level > 0:
            return 8.5 + 0.5 * self.level
        if self.nishio:
            return 7.5
        if self.dynamic:
            return 8.5
        if self.multiple:
            return 8.0
        raise ValueError("forcing chains and cycles rate each step by its kind")


UNARY = Rule(False, False)
NISHIO = Rule(False, True, True)
MULTIPLE = Rule(True, False)
DYNAMIC = Rule(True, True)


def dynamic_rule(level: int, nesting: int = 0) -> Rule:
    return Rule(True, True, False, level, nesting)


@dataclass
class ChainHint:
    """A conclusion of a rung: remove ``removable`` ((cell, digit) pairs), proved by the
    branches ending at ``targets``. ``kind`` is one of "cycle", "forcing", "contradiction",
    "double", "cell", "region"; ``x``/``y`` say which links a cycle or forcing chain uses;
    ``source`` is the assumed cell or (unit, digit) of a cell or region chain."""

    rule: Rule
    kind: str
    removable: tuple[tuple[int, int], ...]
    targets: tuple[Implication, ...]
    x: bool = True
    y: bool = True
    source: tuple = ()
    _complexity: int = field(default=-1, repr=False)
    _ancestry: list | None = field(default=None, repr=False)
    _content: tuple | None = field(default=None, repr=False)

    @property
    def placement(self) -> tuple[int, int] | None:
        """The (cell, digit) this conclusion leaves as the cell's last candidate, if any."""
        cells = {cell for cell, _ in self.removable}
        if self.kind == "cycle" or len(cells) != 1:
            return None
        if self.kind == "contradiction":
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
    def content(self) -> tuple:
        """What SE compares inner chains by (its FullChain): the candidate states of each
        branch, in order. Two inner conclusions alike, found in two branches, count once."""
        if self._content is None:
            self._content = tuple(tuple(item.key for item in line) for line in self.ancestry())
        return self._content

    def ancestry(self) -> list[list[Implication]]:
        """``ancestors`` of each target, kept: the sort and the rule parents both read it
        (``forget_ancestry`` lets it go once an inner conclusion is used)."""
        if self._ancestry is None:
            self._ancestry = [ancestors(target) for target in self.targets]
        return self._ancestry

    def forget_ancestry(self) -> None:
        self._ancestry = None

    @property
    def difficulty(self) -> float:
        """SE's raw figure (a double, summed as SE sums it, so that ties break alike)."""
        if self.kind == "cycle":
            base = 7.0 if self.x and self.y else 6.5
        elif self.kind == "forcing":
            base = 7.0 if self.x and self.y else 6.6
        else:
            base = self.rule.base
        return base + length_added(self.complexity)

    @property
    def sort_key(self) -> int:
        if self.kind in ("cycle", "forcing"):
            return 4 if self.x and self.y else 3 if self.y else 2
        return {"contradiction": 7, "double": 1, "cell": 5, "region": 6}[self.kind]


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
    done, result, todo = set(), [], [target]
    while todo:
        following = []
        for item in todo:
            key = item.key
            if key not in done:
                done.add(key)
                result.append(item)
                following.extend(item.parents)
        todo = following
    return result


def ancestor_count(target: Implication) -> int:
    return len(ancestors(target))


# -- the two kinds of links ------------------------------------------------------------------


# A cell's peers in SE's order (its box, then its row, then its column, each cell once), and
# for each of its three units the other eight cells.
_SE_PEERS = tuple(
    tuple(dict.fromkeys(o for u in _SE_REGIONS[c] for o in UNITS[u] if o != c)) for c in range(81)
)
# Each cell's bit in an 81-bit cell set: looked up, not shifted, so that the compiled
# engine's C int cells never shift past 64 bits.
_CELL_BIT = tuple(1 << c for c in range(81))
_UNIT_BITS = tuple(sum(1 << c for c in unit) for unit in UNITS)
_BOX_BITS = tuple(_UNIT_BITS[_SE_REGIONS[c][0]] for c in range(81))
_ROW_BITS = tuple(_UNIT_BITS[_SE_REGIONS[c][1]] for c in range(81))
_COL_BITS = tuple(_UNIT_BITS[_SE_REGIONS[c][2]] for c in range(81))
_PEER_BITS = tuple(sum(1 << o for o in peers) for peers in _SE_PEERS)
# The same peers as three bit sets, in SE's order: the box, then the rest of the row, then
# the rest of the column (each ascending, as _SE_PEERS lists them).
_PEER_GROUPS = tuple(
    (
        _BOX_BITS[c] & ~(1 << c),
        _ROW_BITS[c] & ~_BOX_BITS[c],
        _COL_BITS[c] & ~_BOX_BITS[c],
    )
    for c in range(81)
)
# -- the engine ------------------------------------------------------------------------------


class HintMemory:
    """The conclusions of the static inner rungs (forcing chains and cycles, multiple
    forcing chains) on the grids where nested branches got stuck, kept across the rungs and
    steps of one path: the (+ multiple forcing chains) rung meets about a third of the grids
    the (+ forcing chains) rung met just before it. Bounded: the least recently used go
    first. One path's, used by one thread."""

    def __init__(self, size: int = 4096) -> None:
        self._size = size
        self._kept: OrderedDict[tuple, list[ChainHint]] = OrderedDict()

    def hints(self, rule: Rule, grid, should_stop) -> list[ChainHint]:
        key = (rule, tuple(grid))
        found = self._kept.get(key)
        if found is not None:
            self._kept.move_to_end(key)
            return found
        found = Engine(rule, should_stop, self).hints(grid)
        self._kept[key] = found
        if len(self._kept) > self._size:
            self._kept.popitem(last=False)
        return found


class Engine:
    """SE's chaining at one rung on one grid (81 masks, 0 for placed cells).

    ``should_stop`` is polled between assumptions; when it returns True the engine raises
    ``Stop``."""

    def __init__(
        self,
        rule: Rule,
        should_stop: Callable[[], bool] | None = None,
        memory: HintMemory | None = None,
    ) -> None:
        self.rule = rule
        self.should_stop = should_stop
        self.memory = memory
        self._others: list | None = None
        self._on_cache: dict[int, tuple] = {}

    # - entry -

    def hints(self, grid) -> list[ChainHint]:
        """Every conclusion of this rung on ``grid``, SE's choice first."""
        grid = list(grid)
        self._on_cache = {}
        self._source_places: list[int] | None = None
        self._link_memo: dict[tuple[bool, bool], tuple[list, list]] = {}
        if self.rule.multiple or self.rule.dynamic:
            result = self._multiple_hints(grid)
        else:
            result = []
            for y, x in ((False, True), (True, False), (True, True)):
                result.extend(self._loop_hints(grid, y, x))
        result.sort(key=lambda h: (h.difficulty, h.complexity, h.sort_key))
        return result

    def first(self, grid) -> ChainHint | None:
        found = self.hints(grid)
        return found[0] if found else None

    def _poll(self) -> None:
        if self.should_stop is not None and self.should_stop():
            raise Stop

    # - forcing chains and cycles -

    def _loop_hints(self, grid, y: bool, x: bool) -> list[ChainHint]:
        result: list[ChainHint] = []
        for cell in range(81):
            mask = grid[cell]
            if POPCOUNT[mask] > 1:
                self._poll()
                for digit in DIGITS_OF[mask]:
                    self._unary(grid, Implication(cell, digit, True), result, y, x)
        return result

    def _unary(self, grid, p_on: Implication, result, y: bool, x: bool) -> None:
        if not x and POPCOUNT[grid[p_on.cell]] > 2:
            return
        cycles: list[Implication] = []
        chains: list[Implication] = []
        self._cycles(grid, p_on, y, x, cycles)
        if x:
            self._forcing(grid, p_on, y, chains)
            self._forcing(grid, Implication(p_on.cell, p_on.digit, False), y, chains)
        for dst in cycles:
            removable = _cycle_removable(grid, dst)
            if removable:
                result.append(ChainHint(self.rule, "cycle", removable, (dst,), x, y))
        for target in chains:
            if target.on:
                removable = tuple(
                    (target.cell, d) for d in DIGITS_OF[grid[target.cell] & ~BIT[target.digit]]
                )
            else:
                removable = ((target.cell, target.digit),)
            if removable:
                result.append(ChainHint(self.rule, "forcing", removable, (target,), x, y))

    def _links(self, grid, y: bool, x: bool) -> tuple[list, list]:
        """The static links of ``grid`` as lists indexed by key: for an "on" key the "off"
        keys it implies, for an "off" key the (on key, cause) pairs it implies, in SE's
        order: an "on" turns off the cell's other digits (y links), then the digit in its
        box, row and column; an "off" turns on the cell's last digit (y) and the digit's last
        place in its box, row and column (x). Built once per grid and kind of link."""
        found = self._link_memo.get((y, x))
        if found is not None:
            return found
        places = self._source_places
        if places is None:
            places = self._source_places = _places(grid)
        weak: list = [()] * 1620
        strong: list = [()] * 1620
        for cell in range(81):
            mask = grid[cell]
            for digit in DIGITS_OF[mask]:
                key = (cell * 10 + digit) * 2
                bit = BIT[digit]
                offs = [(cell * 10 + o) * 2 for o in DIGITS_OF[mask & ~bit]] if y else []
                hits = places[digit] & _PEER_BITS[cell]
                for group in _PEER_GROUPS[cell]:
                    group &= hits
                    while group:
                        low = group & -group
                        offs.append(((low.bit_length() - 1) * 10 + digit) * 2)
                        group ^= low
                weak[key + 1] = tuple(offs)
                ons = []
                if y and POPCOUNT[mask] == 2:
                    ons.append(((cell * 10 + DIGITS_OF[mask & ~bit][0]) * 2 + 1, NAKED))
                if x:
                    others = places[digit] & ~_CELL_BIT[cell]
                    for unit in _SE_REGIONS[cell]:
                        spots = others & _UNIT_BITS[unit]
                        if spots and not spots & (spots - 1):
                            on_key = ((spots.bit_length() - 1) * 10 + digit) * 2 + 1
                            ons.append((on_key, _KIND_OF_UNIT[unit]))
                strong[key] = tuple(ons)
        found = self._link_memo[(y, x)] = (weak, strong)
        return found

    def _cycles(self, grid, source: Implication, y, x, cycles) -> None:
        """SE's cycle search from ``source`` (on): "on" candidates are met once, "off" ones
        again by every path that does not already pass through them; a strong link back to
        the source after at least four links closes a cycle. The search keeps bare tuples
        (key, parent, cause, the "off" keys of the path as bits); only the cycles found
        become implications."""
        weak, strong = self._links(grid, y, x)
        source_key = source.key
        to_on = {source_key}
        pending_on = [(source_key, None, None, 0)]
        pending_off: list = []
        length = 0
        while pending_on or pending_off:
            length += 1
            for node in pending_on:
                path = node[3]
                for off_key in weak[node[0]]:
                    if not path >> (off_key >> 1) & 1:
                        pending_off.append((off_key, node, None))
            pending_on = []
            length += 1
            for node in pending_off:
                off_key, parent, _ = node
                for on_key, cause in strong[off_key]:
                    if length >= 4 and on_key == source_key:
                        cycles.append(_implication((on_key, node, cause, 0)))
                    if on_key not in to_on:
                        to_on.add(on_key)
                        bits = parent[3] | 1 << (off_key >> 1)
                        pending_on.append((on_key, node, cause, bits))
            pending_off = []

    def _forcing(self, grid, source: Implication, y, chains) -> None:
        """SE's forcing chain search from ``source``: every candidate it turns on or off,
        once; reaching the source's opposite proves it false. Bare tuples (key, parent,
        cause) until a chain is found."""
        weak, strong = self._links(grid, y, True)
        source_key = source.key
        seen = {source_key}
        start = (source_key, None, None)
        pending_on = [start] if source.on else []
        pending_off = [] if source.on else [start]
        known = {c.key for c in chains}
        opposite = source_key ^ 1
        while pending_on or pending_off:
            for node in pending_on:
                for off_key in weak[node[0]]:
                    if off_key == opposite and off_key not in known:
                        known.add(off_key)
                        chains.append(_implication((off_key, node, None)))
                    if off_key not in seen:
                        seen.add(off_key)
                        pending_off.append((off_key, node, None))
            pending_on = []
            for node in pending_off:
                for on_key, cause in strong[node[0]]:
                    if on_key == opposite and on_key not in known:
                        known.add(on_key)
                        chains.append(_implication((on_key, node, cause)))
                    if on_key not in seen:
                        seen.add(on_key)
                        pending_on.append((on_key, node, cause))
            pending_off = []

    # - multiple, Nishio and dynamic chains -

    def _multiple_hints(self, grid) -> list[ChainHint]:
        result: list[ChainHint] = []
        rule = self.rule
        for cell in range(81):
            count = POPCOUNT[grid[cell]]
            if count > 2 or (count > 1 and rule.dynamic):
                self._poll()
                self._cell_hints(grid, cell, count, result)
        return result

    def _cell_hints(self, grid, cell: int, count: int, result) -> None:
        rule = self.rule
        value_on: dict[int, dict] = {}
        value_off: dict[int, dict] = {}
        cell_on = cell_off = None
        for digit in DIGITS_OF[grid[cell]]:
            on_on, on_off = self._binary(grid, cell, digit, count, result)
            if not rule.nishio:
                self._region_hints(grid, cell, digit, on_on, on_off, result)
            value_on[digit], value_off[digit] = on_on, on_off
            if cell_on is None:
                cell_on, cell_off = dict(on_on), dict(on_off)
            else:
                cell_on = {k: v for k, v in cell_on.items() if k in on_on}
                cell_off = {k: v for k, v in cell_off.items() if k in on_off}
        if rule.nishio or not (count == 2 or (rule.multiple and count > 2)):
            return
        for common, outcomes in ((cell_on, value_on), (cell_off, value_off)):
            for key, p in common.items():
                removable = _removal(grid, p)
                if removable:
                    targets = tuple(outcomes[d][key] for d in DIGITS_OF[grid[cell]])
                    result.append(ChainHint(rule, "cell", removable, targets, source=(cell,)))

    def _binary(self, grid, cell, digit, count, result):
        rule = self.rule
        double = count >= 3 and not rule.nishio and rule.dynamic
        contradiction = rule.dynamic or rule.nishio
        p_off = Implication(cell, digit, False)
        on_on, on_off, absurd = self._assume_on(grid, cell, digit)
        if contradiction and absurd is not None:
            result.append(
                ChainHint(rule, "contradiction", ((cell, digit),), absurd, source=(cell, digit))
            )
        off_on, off_off = {}, {p_off.key: p_off}
        absurd = self._chain(grid, off_on, off_off)
        if contradiction and absurd is not None:
            removable = tuple((cell, d) for d in DIGITS_OF[grid[cell] & ~BIT[digit]])
            if removable:
                result.append(
                    ChainHint(rule, "contradiction", removable, absurd, source=(cell, digit))
                )
        if double:
            for key, p in on_on.items():
                other = off_on.get(key)
                if other is not None:
                    removable = _removal(grid, p)
                    if removable:
                        result.append(ChainHint(rule, "double", removable, (p, other)))
            for key, p in on_off.items():
                other = off_off.get(key)
                if other is not None:
                    result.append(ChainHint(rule, "double", ((p.cell, p.digit),), (p, other)))
        return on_on, on_off

    def _region_hints(self, grid, cell, digit, on_on, on_off, result) -> None:
        rule = self.rule
        bit = BIT[digit]
        for unit in _SE_REGIONS[cell]:
            places = [c for c in UNITS[unit] if grid[c] & bit]
            if not (len(places) == 2 or (rule.multiple and len(places) > 2)):
                continue
            if places[0] != cell:
                continue
            outcomes_on, outcomes_off = [], []
            region_on, region_off = dict(on_on), dict(on_off)
            for place in places:
                if place == cell:
                    outcomes_on.append(on_on)
                    outcomes_off.append(on_off)
                    continue
                other_on, other_off, _ = self._assume_on(grid, place, digit)
                outcomes_on.append(other_on)
                outcomes_off.append(other_off)
                region_on = {k: v for k, v in region_on.items() if k in other_on}
                region_off = {k: v for k, v in region_off.items() if k in other_off}
            for common, outcomes in ((region_on, outcomes_on), (region_off, outcomes_off)):
                for key, p in common.items():
                    removable = _removal(grid, p)
                    if removable:
                        targets = tuple(outcome[key] for outcome in outcomes)
                        result.append(
                            ChainHint(rule, "region", removable, targets, source=(unit, digit))
                        )

    def _assume_on(self, grid, cell: int, digit: int) -> tuple:
        """The implications of (cell, digit) on and the contradiction they meet, computed
        once per grid (a cell's branch and a region's branch assume the same)."""
        key = cell * 10 + digit
        found = self._on_cache.get(key)
        if found is None:
            start = Implication(cell, digit, True)
            to_on, to_off = {start.key: start}, {}
            absurd = self._chain(grid, to_on, to_off)
            found = self._on_cache[key] = (to_on, to_off, absurd)
        return found

    def _chain(self, grid, to_on: dict, to_off: dict):
        """Follow the implications of what ``to_on``/``to_off`` hold, adding to them; the
        pair (on, off) of a contradiction, or None. Dynamic rules remove each "off" from a
        copy of the grid (and of its places, a bit set of cells per digit) as it is
        processed. The links (``_links`` says which, in SE's order) are written out here: this
        loop is where the nested rungs spend their time."""
        rule = self.rule
        y = not rule.nishio
        dynamic = rule.dynamic
        source_places = self._source_places
        if source_places is None:
            source_places = self._source_places = _places(grid)
        work = list(grid) if dynamic else grid
        places = list(source_places) if dynamic else source_places
        pending_on = deque(to_on.values())
        pending_off = deque(to_off.values())
        while True:
            if pending_on:
                p = pending_on.popleft()
                cell, digit = p.cell, p.digit
                parents = (p,)
                bit = BIT[digit]
                # (cell, digit) pairs in SE's order; an implication is made only for
                # what is new or contradicts.
                offs = [(cell, other) for other in DIGITS_OF[work[cell] & ~bit]] if y else []
                hits = places[digit] & _PEER_BITS[cell]
                if hits:
                    for group in _PEER_GROUPS[cell]:
                        group &= hits
                        while group:
                            low = group & -group
                            offs.append((low.bit_length() - 1, digit))
                            group ^= low
                for off_cell, off_digit in offs:
                    key = (off_cell * 10 + off_digit) * 2
                    if key ^ 1 in to_on:
                        return (to_on[key ^ 1], Implication(off_cell, off_digit, False, parents))
                    if key not in to_off:
                        off = to_off[key] = Implication(off_cell, off_digit, False, parents)
                        pending_off.append(off)
                continue
            if pending_off:
                p = pending_off.popleft()
                cell, digit = p.cell, p.digit
                bit = BIT[digit]
                # (cell, digit, cause, unit or -1) of what turns on, in SE's order; the
                # implication (and its parents) is made only for what is new or contradicts.
                made = []
                mask = work[cell]
                if y and POPCOUNT[mask] == 2:
                    made.append((cell, DIGITS_OF[mask & ~bit][0], NAKED, -1))
                others = places[digit] & ~_CELL_BIT[cell]
                for unit in _SE_REGIONS[cell]:
                    spots = others & _UNIT_BITS[unit]
                    if spots and not spots & (spots - 1):
                        made.append((spots.bit_length() - 1, digit, _KIND_OF_UNIT[unit], unit))
                digit_places = places[digit]  # before this removal
                if dynamic:
                    work[cell] = mask & ~bit
                    places[digit] &= ~_CELL_BIT[cell]
                for on_cell, on_digit, cause, unit in made:
                    key = (on_cell * 10 + on_digit) * 2 + 1
                    absurd = key ^ 1 in to_off
                    if not absurd and key in to_on:
                        continue
                    parents = [p]
                    if dynamic:
                        if unit < 0:
                            for value in DIGITS_OF[grid[cell] & ~mask]:
                                parents.append(to_off[_key(cell, value, False)])
                        else:
                            gone = source_places[digit] & ~digit_places & _UNIT_BITS[unit]
                            while gone:
                                low = gone & -gone
                                parents.append(to_off[_key(low.bit_length() - 1, digit, False)])
                                gone ^= low
                    on = Implication(on_cell, on_digit, True, tuple(parents), cause)
                    if absurd:
                        return (on, to_off[key ^ 1])
                    to_on[key] = on
                    pending_on.append(on)
                continue
            if rule.level <= 0:
                return None
            added = False
            for off in self._advanced(work, grid, places, to_off):
                key = off.key
                if key not in to_off:
                    to_off[key] = off
                    pending_off.append(off)
                    added = True
            if not added:
                return None

    # - what a branch of a "+" or nested rung applies when it is stuck -

    def _advanced(self, work, source, places, to_off) -> list[Implication]:
        """What the first of the branch's other rules that applies removes, each removal
        resting on the branch's own removals (SE's "rule parents"; a conclusion resting on
        none would hold without the branch and is left out). ``removed[digit]``, the cells
        that lost ``digit`` in the branch, lets each rule skip at once the units where no
        conclusion could rest on the branch."""
        if self._others is None:
            self._others = _other_rules(self.rule, self.should_stop, self.memory)
        removed = [self._source_places[d] & ~places[d] for d in range(10)]
        for name, find in self._others:
            result = []
            for removable, parent_keys, inner in find(work, source, places, removed):
                if not parent_keys:
                    continue
                parents = tuple(to_off[k] for k in parent_keys)
                for cell, digit in _in_hash_map_order(removable):
                    result.append(Implication(cell, digit, False, parents, None, inner, name))
            if result:
                return result
        return []


def _in_hash_map_order(removable) -> list[tuple[int, int]]:
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


def _implication(node) -> Implication:
    """The implication of a search's bare node (key, parent node, cause, ...) and, through
    first parents, of its whole path."""
    line = []
    while node is not None:
        line.append(node)
        node = node[1]
    made = None
    for node in reversed(line):
        key, cause = node[0], node[2]
        cell, digit = divmod(key >> 1, 10)
        made = Implication(cell, digit, bool(key & 1), (made,) if made else (), cause)
    return made


def _removal(grid, p: Implication) -> tuple[tuple[int, int], ...]:
    if p.on:
        return tuple((p.cell, d) for d in DIGITS_OF[grid[p.cell] & ~BIT[p.digit]])
    return ((p.cell, p.digit),)


def _cycle_removable(grid, dst: Implication) -> tuple[tuple[int, int], ...]:
    cells = set()
    item = dst
    while item.parents:
        cells.add(item.cell)
        item = item.parents[0]
    forward, back = {}, set()
    item = dst
    while item.parents:
        bit = BIT[item.digit]
        for unit in _SE_REGIONS[item.cell]:
            for other in UNITS[unit]:
                if other not in cells and grid[other] & bit:
                    if item.on:
                        forward.setdefault((other, item.digit), None)
                    else:
                        back.add((other, item.digit))
        item = item.parents[0]
    return tuple(pair for pair in forward if pair in back)


# -- the simple rules of "+" branches (SE's Locking, HiddenSet(2), NakedSet(2), Fisherman(2))


def _cells(bits: int) -> list[int]:
    result = []
    while bits:
        low = bits & -bits
        result.append(low.bit_length() - 1)
        bits ^= low
    return result


def _places(work) -> list[int]:
    """``places[digit]``: the cells (81-bit set) where ``digit`` is a candidate."""
    places = [0] * 10
    for cell in range(81):
        for digit in DIGITS_OF[work[cell]]:
            places[digit] |= 1 << cell
    return places


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
    return [_key(c, digit, False) for c in _cells(bits) if source[c] & bit and not work[c] & bit]


_BOXES, _ROWS, _COLUMNS = tuple(range(18, 27)), tuple(range(9)), tuple(range(9, 18))
# SE's Locking: boxes on columns, boxes on rows, columns on boxes, rows on boxes; each pass
# digit by digit, the first unit by index, then the units it crosses by index.
_LOCKING_PASSES = tuple(
    tuple(
        (first, tuple(u for u in second if _UNIT_BITS[u] & _UNIT_BITS[first])) for first in firsts
    )
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
                unit_bits = _UNIT_BITS[unit]
                spots = digit_places & unit_bits
                if not lost & unit_bits or spots.bit_count() < 2:
                    continue
                for cover in crossing:
                    cover_bits = _UNIT_BITS[cover]
                    if spots & ~cover_bits:
                        continue
                    gone = digit_places & cover_bits & ~unit_bits
                    if gone:
                        removable = tuple((c, digit) for c in _cells(gone))
                        parents = _removed_in(source, work, unit_bits & ~cover_bits, digit)
                        yield removable, parents, None


def _hidden_pairs(work, source, places, removed):
    """SE's HiddenSet(2): in units with more than four open cells, two digits sharing the
    same two places (at least two each), pairs of digits in SE's order."""
    removed_any = _any_removed(removed)
    for unit in _SE_SET_ORDER:
        unit_bits = _UNIT_BITS[unit]
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
            cells = _cells(spots[a])
            removable = tuple((c, d) for c in cells for d in DIGITS_OF[work[c] & ~pair])
            if removable:
                rest = unit_bits & ~spots[a]
                parents = [
                    _key(c, d, False) for c in _cells(rest) for d in (a, b) if source[c] & BIT[d]
                ]
                yield removable, parents, None


def _naked_pairs(work, source, places, removed):
    """SE's NakedSet(2): in units with at least four open cells, two cells holding the same
    two digits, pairs of cells in SE's order."""
    removed_any = _any_removed(removed)
    for unit in _SE_SET_ORDER:
        if not removed_any & _UNIT_BITS[unit]:
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
                    _key(c, d, False) for c in (first, second) for d in DIGITS_OF[source[c] & ~pair]
                ]
                yield removable, parents, None


def _x_wings(work, source, places, removed):
    """SE's Fisherman(2): columns as base lines, then rows; pairs of lines in SE's order,
    then digits, each digit only while at most five are placed (SE counts a grid's values;
    here the lines of the branch's start without the digit)."""
    for bases, step in ((_COLUMNS, 1), (_ROWS, 9)):
        fishable = [
            sum(1 for line in bases if not (places[d] | removed[d]) & _UNIT_BITS[line]) <= 5
            for d in range(10)
        ]
        for low, high in _PAIRS:
            first, second = bases[low], bases[high]
            base_bits = _UNIT_BITS[first] | _UNIT_BITS[second]
            for digit in range(1, 10):
                if not removed[digit] & base_bits:
                    continue  # the parents, removals of the digit in the base lines, none
                if not fishable[digit]:
                    continue
                spots = places[digit] & _UNIT_BITS[first]
                if spots.bit_count() != 2 or spots << (step * (high - low)) != (
                    places[digit] & _UNIT_BITS[second]
                ):
                    continue
                cover_bits = 0
                for cell in _cells(spots):
                    cover_bits |= _COL_BITS[cell] if step == 9 else _ROW_BITS[cell]
                gone = places[digit] & cover_bits & ~base_bits
                if gone:
                    removable = tuple((c, digit) for c in _cells(gone))
                    parents = _removed_in(source, work, base_bits & ~cover_bits, digit)
                    yield removable, parents, None


def _chain_rule(rule: Rule, should_stop, memory: HintMemory | None):
    """An inner chaining rung used as a rule of a nested branch: its conclusions, each with
    the removals of the grid it rests on (SE's "rule parents"). The static rungs' come from
    ``memory`` when it has them."""

    def find(work, source, places, removed):
        if memory is not None and not rule.dynamic:
            found = memory.hints(rule, work, should_stop)
        else:
            found = Engine(rule, should_stop, memory).hints(work)
        for hint in found:
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
                if hint.kind == "cell":
                    cause = NAKED
                elif hint.kind == "region":
                    cause = _KIND_OF_UNIT[hint.source[0]]
            if item.on and cause is not None:
                _add_rule_parents(result, removed, item.cell, item.digit, cause)
    if hint.kind == "cycle":
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
    return next(kind for kind, unit in enumerate(_SE_REGIONS[on.cell]) if off.cell in UNITS[unit])


def _add_rule_parents(result: dict, removed: list[int], cell: int, digit: int, cause: int):
    if cause == NAKED:
        for d in range(1, 10):
            if removed[d] >> cell & 1:
                result.setdefault(_key(cell, d, False), None)
    else:
        gone = removed[digit] & _UNIT_BITS[_SE_REGIONS[cell][cause]]
        while gone:
            low = gone & -gone
            result.setdefault(_key(low.bit_length() - 1, digit, False), None)
            gone ^= low


def _other_rules(rule: Rule, should_stop, memory: HintMemory | None):
    rules = [
        ("locked candidates", _locking),
        ("hidden pair", _hidden_pairs),
        ("naked pair", _naked_pairs),
        ("x-wing", _x_wings),
    ]
    if rule.level < 4:
        if rule.level >= 2:
            rules.append(("forcing chains", _chain_rule(UNARY, should_stop, memory)))
        if rule.level >= 3:
            rules.append(("multiple forcing chains", _chain_rule(MULTIPLE, should_stop, memory)))
    else:
        inner = dynamic_rule(rule.nesting)
        rules.append(("dynamic forcing chains", _chain_rule(inner, should_stop, memory)))
    return rules
