# cython: boundscheck=False, wraparound=False, initializedcheck=False
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

from array import array
from collections import OrderedDict
from collections.abc import Callable

from solver.board import BIT, DIGITS_OF, POPCOUNT
from solver.se.branch_rules import in_hash_map_order, other_rules
from solver.se.chains import ChainSearch
from solver.se.keys import (
    BIT_INDEX,
    KEY_COUNT,
    NAKED,
    PEER_PLACES,
    REGION_KINDS,
    REGION_PLACES,
    REGION_UNITS,
    SE_REGIONS,
    UNIT_CELLS,
    zeros,
)
from solver.se.links import (
    CAUSES,
    MOST_STRONG_LINKS,
    MOST_WEAK_LINKS,
    Links,
    static_links,
    unit_digit_places,
    unit_places,
)
from solver.se.proof import (
    ChainHint,
    ChainKind,
    Implication,
    base_difficulty,
    branch_size,
    implied,
    kind_order,
    length_added,
    removal,
)
from solver.se.rules import Rule

try:  # Cython reads this at compile time; in plain Python it may be absent
    import cython

    # The version that compiled this module ("" when it runs as plain Python): see
    # solver.compiled.engine_info.
    CYTHON_VERSION = cython.__version__ if cython.compiled else ""
except ImportError:
    CYTHON_VERSION = ""


class Stop(Exception):
    """Raised inside the engine when the caller's ``should_stop`` says so."""


class Implications:
    """What one assumption implies: the candidates turned on (``ons``) and off (``offs``),
    each an ``Implication``, in the order found, and where each candidate state is:
    ``at[key]`` its place in ``ons`` (odd keys) or ``offs`` (even keys) plus one, 0 when it
    is in neither. Compiled, a look-up reads a C array: the multiple and dynamic rungs test
    each implication of one branch against the others, which cost a hash look-up each in a
    dict by key."""

    def __init__(self, assumption: Implication) -> None:
        self.ons: list[Implication] = []
        self.offs: list[Implication] = []
        self.at = zeros("h", KEY_COUNT)
        listed = self.ons if assumption.on else self.offs
        listed.append(assumption)
        self.at[assumption.key] = 1

    def has(self, key: int) -> bool:
        return self.at[key] != 0

    def get(self, key: int) -> Implication | None:
        index = self.at[key]
        if index == 0:
            return None
        return self.ons[index - 1] if key & 1 else self.offs[index - 1]


class ChainWork:
    """What one engine's ``_chain`` works on, made once per grid and reused by each of its
    chains (an engine's chain never runs inside another of its own: a stuck branch's inner
    rungs run in engines of their own). ``source`` and ``source_units`` are the grid's masks
    and ``unit_places``; ``work`` and ``work_units`` the branch's copies, which dynamic
    rules remove from; ``offs`` and ``ons`` (with ``on_causes``, ``on_units`` and
    ``on_gone``, the places the unit lost) are what one implication links to. Compiled, all
    are C arrays."""

    def __init__(self, grid) -> None:
        self.source = array("h", grid)
        self.source_units = unit_places(self.source)
        self.work = array("h", self.source)
        self.work_units = array("h", self.source_units)
        self.offs = zeros("h", MOST_WEAK_LINKS)
        self.ons = zeros("h", MOST_STRONG_LINKS)
        self.on_causes = zeros("b", MOST_STRONG_LINKS)
        self.on_units = zeros("b", MOST_STRONG_LINKS)
        self.on_gone = zeros("h", MOST_STRONG_LINKS)

    def start(self) -> None:
        """A new branch: the grid copied afresh."""
        self.work[:] = self.source
        self.work_units[:] = self.source_units


class HintMemory:
    """The conclusions of the static inner rungs (forcing chains and cycles, multiple
    forcing chains) on the grids where nested branches got stuck, kept across the rungs and
    steps of one path: the (+ multiple forcing chains) rung meets about a third of the grids
    the (+ forcing chains) rung met just before it. Bounded: the least recently used go
    first. One path's, used by one thread; its engines share one ``search`` (the cycle and
    forcing chain searches' working memory)."""

    def __init__(self, size: int = 4096) -> None:
        self._size = size
        self._kept: OrderedDict[tuple, list[ChainHint]] = OrderedDict()
        self.search = ChainSearch()

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


def _rank(hint: ChainHint) -> tuple:
    """SE's order of a rung's conclusions: by difficulty, then complexity, then kind (the
    order found among equals)."""
    return (hint.difficulty, hint.complexity, hint.sort_key)


def _chain_rank(rule: Rule, kind: ChainKind, x: bool, y: bool, complexity: int) -> tuple:
    """The ``_rank`` of a conclusion not made yet, from what it is and its complexity."""
    return (
        base_difficulty(kind, rule, x, y) + length_added(complexity),
        complexity,
        kind_order(kind, x, y),
    )


class _All:
    """Where ``Engine.hints`` gathers conclusions: every one."""

    def __init__(self) -> None:
        self.hints: list[ChainHint] = []

    def append(self, hint: ChainHint) -> None:
        self.hints.append(hint)

    def beats(self, rank: tuple) -> bool:
        return True

    def could_keep(self, rule: Rule, kind: ChainKind, targets: tuple) -> bool:
        return True


class _Best:
    """Where ``Engine.first`` gathers conclusions: it keeps only the first of the least
    ``_rank``, the one a stable sort would put first. ``beats`` says whether a conclusion of
    ``rank`` would be kept, so that the forcing chains and cycles that would not are not
    made."""

    def __init__(self) -> None:
        self.hint: ChainHint | None = None
        self._rank: tuple = ()

    def append(self, hint: ChainHint) -> None:
        rank = _rank(hint)
        if self.beats(rank):
            self.hint, self._rank = hint, rank

    def beats(self, rank: tuple) -> bool:
        return self.hint is None or rank < self._rank

    def could_keep(self, rule: Rule, kind: ChainKind, targets: tuple) -> bool:
        """Whether a conclusion of a multiple or dynamic rung, of ``kind`` and ending at
        ``targets``, could be kept. Its complexity is at least the implications its
        branches use (inner conclusions add theirs), and its rank grows with complexity,
        so one whose branches alone lose to the best is not made: a dynamic rung finds
        hundreds of conclusions on a grid and keeps one."""
        if self.hint is None:
            return True
        used = branch_size(targets, self._rank[1])
        return self.beats(_chain_rank(rule, kind, True, True, used))


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
        self._search: ChainSearch | None = None

    # - entry -

    def hints(self, grid) -> list[ChainHint]:
        """Every conclusion of this rung on ``grid``, SE's choice first."""
        found = _All()
        self._gather(grid, found)
        found.hints.sort(key=_rank)
        return found.hints

    def first(self, grid) -> ChainHint | None:
        """SE's choice on ``grid``, as ``hints`` would put it first, without keeping the
        others: a nested rung's conclusions each hold a tree of inner ones."""
        best = _Best()
        self._gather(grid, best)
        return best.hint

    def _gather(self, grid, result) -> None:
        """Append every conclusion of this rung on ``grid`` to ``result`` (an ``_All`` or a
        ``_Best``), in the order SE finds them."""
        grid = list(grid)
        self._on_cache = {}
        self._source_places: list[int] | None = None
        self._work: ChainWork | None = None
        # The grid's Links by kind, at ``y * 2 + x``.
        self._link_memo: list[Links | None] = [None] * 4
        if self.rule.multiple or self.rule.dynamic:
            self._multiple_hints(grid, result)
        else:
            for y, x in ((False, True), (True, False), (True, True)):
                self._loop_hints(grid, result, y, x)

    def _poll(self) -> None:
        if self.should_stop is not None and self.should_stop():
            raise Stop

    # - forcing chains and cycles -

    def _loop_hints(self, grid, result, y: bool, x: bool) -> None:
        for cell in range(81):
            mask = grid[cell]
            if POPCOUNT[mask] > 1:
                self._poll()
                for digit in DIGITS_OF[mask]:
                    self._unary(grid, cell, digit, result, y, x)

    def _unary(self, grid, cell: int, digit: int, result, y: bool, x: bool) -> None:
        """The cycles and forcing chains from (``cell``, ``digit``) on, and from it off. The
        search's nodes last until the next search: each search's findings are made into
        hints before the next search starts.

        Most candidates lead nowhere, and two tests skip their searches: a candidate with
        no strong link (no conjugate, not in a bivalue cell) closes no cycle, as a cycle
        ends with a strong link back, and its "off" turns nothing on; a cycle search meets
        everything the "on" leads to, so when it did not meet the opposite there is no
        forcing chain from the "on"."""
        if not x and POPCOUNT[grid[cell]] > 2:
            return
        search = self._chain_search()
        links = self._links(grid, y, x)
        source_key = (cell * 10 + digit) * 2 + 1  # candidate_key(cell, digit, True)
        off_key = source_key ^ 1
        linked = links.strong_start[off_key] < links.strong_start[off_key + 1]
        rule = self.rule
        if linked:
            for closed in range(search.cycles(links, source_key)):
                length = search.path_length(search.closing_node[closed])
                if not result.beats(_chain_rank(rule, ChainKind.CYCLE, x, y, length)):
                    continue
                removable = search.cycle_removable(links, closed)
                if removable:
                    dst = search.closing_implication(closed)
                    result.append(ChainHint(rule, ChainKind.CYCLE, removable, (dst,), x, y))
        if not x:
            return
        for key in (source_key, off_key):
            if key & 1:
                if linked and not search.opposite_met:
                    continue
            elif not linked:
                continue
            found = search.forcing(links, key)
            if found < 0:
                continue
            length = search.path_length(found)
            if result.beats(_chain_rank(rule, ChainKind.FORCING, x, y, length)):
                target = search.implication(found)
                removable = removal(grid, target)
                if removable:
                    hint = ChainHint(rule, ChainKind.FORCING, removable, (target,), x, y)
                    result.append(hint)

    def _chain_search(self) -> ChainSearch:
        """The searches' working memory: the memory's (one per path and thread), or this
        engine's own."""
        if self._search is None:
            self._search = ChainSearch() if self.memory is None else self.memory.search
        return self._search

    def _links(self, grid, y: bool, x: bool) -> Links:
        """The ``Links`` of ``grid``, built once per grid and kind of link."""
        found = self._link_memo[y * 2 + x]
        if found is None:
            found = self._link_memo[y * 2 + x] = static_links(grid, y, x)
        return found

    def _chain_work(self, grid) -> ChainWork:
        """The ``ChainWork`` of the grid this engine was asked about, made once."""
        if self._work is None:
            self._work = ChainWork(grid)
        return self._work

    def _places(self, grid) -> list[int]:
        """``places[digit]`` (``unit_digit_places``) of the grid this engine was asked about,
        worked out once."""
        places = self._source_places
        if places is None:
            places = self._source_places = unit_digit_places(self._chain_work(grid).source_units)
        return places

    # - multiple, Nishio and dynamic chains -

    def _multiple_hints(self, grid, result) -> None:
        rule = self.rule
        for cell in range(81):
            count = POPCOUNT[grid[cell]]
            if count > 2 or (count > 1 and rule.dynamic):
                self._poll()
                self._cell_hints(grid, cell, count, result)
            # What the cell's candidates imply is asked again only before here (a region's
            # branches start at its first place): let it go now, not with the engine.
            for digit in DIGITS_OF[grid[cell]]:
                self._on_cache.pop(cell * 10 + digit, None)

    def _cell_hints(self, grid, cell: int, count: int, result) -> None:
        rule = self.rule
        outcomes = []
        for digit in DIGITS_OF[grid[cell]]:
            found = self._binary(grid, cell, digit, count, result)
            if not rule.nishio:
                self._region_hints(grid, cell, digit, found, result)
            outcomes.append(found)
        if rule.nishio or not (count == 2 or (rule.multiple and count > 2)):
            return
        self._common_hints(grid, outcomes, True, ChainKind.CELL, (cell,), result)
        self._common_hints(grid, outcomes, False, ChainKind.CELL, (cell,), result)

    def _binary(self, grid, cell: int, digit: int, count: int, result) -> Implications:
        """The contradictions and double chains of (``cell``, ``digit``) on and off; what
        it implies when on."""
        rule = self.rule
        double = count >= 3 and not rule.nishio and rule.dynamic
        contradiction = rule.dynamic or rule.nishio
        on, absurd = self._assume_on(grid, cell, digit)
        if (
            contradiction
            and absurd is not None
            and result.could_keep(rule, ChainKind.CONTRADICTION, absurd)
        ):
            result.append(
                ChainHint(
                    rule, ChainKind.CONTRADICTION, ((cell, digit),), absurd, source=(cell, digit)
                )
            )
        if not contradiction:  # multiple chains: the "off" branch would conclude nothing
            return on
        off = Implications(implied((cell * 10 + digit) * 2, ()))
        absurd = self._chain(grid, off)
        if absurd is not None and result.could_keep(rule, ChainKind.CONTRADICTION, absurd):
            removable = tuple((cell, d) for d in DIGITS_OF[grid[cell] & ~BIT[digit]])
            if removable:
                result.append(
                    ChainHint(
                        rule, ChainKind.CONTRADICTION, removable, absurd, source=(cell, digit)
                    )
                )
        if double:
            for p in on.ons:
                other = off.get(p.key)
                if other is not None and result.could_keep(rule, ChainKind.DOUBLE, (p, other)):
                    removable = removal(grid, p)
                    if removable:
                        result.append(ChainHint(rule, ChainKind.DOUBLE, removable, (p, other)))
            for p in on.offs:
                other = off.get(p.key)
                if other is not None and result.could_keep(rule, ChainKind.DOUBLE, (p, other)):
                    result.append(
                        ChainHint(rule, ChainKind.DOUBLE, ((p.cell, p.digit),), (p, other))
                    )
        return on

    def _region_hints(self, grid, cell: int, digit: int, found: Implications, result) -> None:
        rule = self.rule
        source_units = self._chain_work(grid).source_units
        for unit in SE_REGIONS[cell]:
            spots = source_units[unit * 10 + digit]
            rest = spots & (spots - 1)  # the places after the first
            if not rest or (rest & (rest - 1) and not rule.multiple):
                continue  # one place, or more than two without multiple chains
            if UNIT_CELLS[unit * 9 + BIT_INDEX[spots & -spots]] != cell:
                continue
            outcomes = [found]
            while rest:
                low = rest & -rest
                place = UNIT_CELLS[unit * 9 + BIT_INDEX[low]]
                outcomes.append(self._assume_on(grid, place, digit)[0])
                rest ^= low
            self._common_hints(grid, outcomes, True, ChainKind.REGION, (unit, digit), result)
            self._common_hints(grid, outcomes, False, ChainKind.REGION, (unit, digit), result)

    def _common_hints(self, grid, outcomes: list, on: bool, kind, source: tuple, result):
        """The conclusions every branch of a cell or region (``outcomes``, each branch's
        ``Implications``) reaches, candidates turned ``on`` or off, in the first branch's
        order."""
        first = outcomes[0]
        count = len(outcomes)
        for p in first.ons if on else first.offs:
            key = p.key
            index = 1
            while index < count:
                outcome = outcomes[index]
                if not outcome.has(key):
                    break
                index += 1
            if index < count:
                continue
            targets = tuple([outcome.get(key) for outcome in outcomes])
            if not result.could_keep(self.rule, kind, targets):
                continue
            removable = removal(grid, p)
            if removable:
                result.append(ChainHint(self.rule, kind, removable, targets, source=source))

    def _assume_on(self, grid, cell: int, digit: int) -> tuple:
        """What (cell, digit) on implies and the contradiction it meets, worked out once
        per grid (a cell's branch and a region's branch assume the same)."""
        key = cell * 10 + digit
        found = self._on_cache.get(key)
        if found is None:
            implications = Implications(implied(key * 2 + 1, ()))
            found = self._on_cache[key] = (implications, self._chain(grid, implications))
        return found

    def _chain(self, grid, found: Implications):
        """Follow the implications ``found`` holds, adding to it; the pair (on, off) of a
        contradiction, or None. Dynamic rules remove each "off" from a copy of the grid
        (and of its places per unit and digit) as it is processed. The links
        (``static_links`` says which, in SE's order) are written out over the C arrays of
        ``ChainWork`` here, an implication made only for what is new or contradicts: this
        loop is where the nested rungs spend their time."""
        rule = self.rule
        y = not rule.nishio
        dynamic = rule.dynamic
        work = self._chain_work(grid)
        work.start()
        # ``found``'s lists are the queues: each implication is followed once, in turn.
        pending_on, pending_off, at = found.ons, found.offs, found.at
        next_on = next_off = 0
        while True:
            if next_on < len(pending_on):
                p = pending_on[next_on]
                next_on += 1
                cell, digit = p.cell, p.digit
                bit = 1 << (digit - 1)
                count = 0
                others = work.work[cell] & ~bit if y else 0
                while others:
                    low = others & -others
                    work.offs[count] = (cell * 10 + BIT_INDEX[low] + 1) * 2
                    count += 1
                    others ^= low
                for region in range(cell * 3, cell * 3 + 3):  # the peers, in SE's order
                    unit = REGION_UNITS[region]
                    peers = work.work_units[unit * 10 + digit] & PEER_PLACES[region]
                    while peers:
                        low = peers & -peers
                        peer = UNIT_CELLS[unit * 9 + BIT_INDEX[low]]
                        work.offs[count] = (peer * 10 + digit) * 2
                        count += 1
                        peers ^= low
                parents = (p,)
                for index in range(count):
                    key = work.offs[index]
                    if at[key ^ 1]:
                        return (found.get(key ^ 1), implied(key, parents))
                    if not at[key]:
                        pending_off.append(implied(key, parents))
                        at[key] = len(pending_off)
                continue
            if next_off < len(pending_off):
                p = pending_off[next_off]
                next_off += 1
                cell, digit = p.cell, p.digit
                bit = 1 << (digit - 1)
                mask = work.work[cell]
                count = 0
                last = BIT_INDEX[mask & ~bit]  # the cell's other digit less one, if only one
                if y and last >= 0:
                    work.ons[count] = (cell * 10 + last + 1) * 2 + 1
                    work.on_causes[count], work.on_units[count] = NAKED, -1
                    count += 1
                for region in range(cell * 3, cell * 3 + 3):
                    unit = REGION_UNITS[region]
                    spots = work.work_units[unit * 10 + digit]
                    others = spots & ~(1 << REGION_PLACES[region])
                    if others and not others & (others - 1):
                        on_cell = UNIT_CELLS[unit * 9 + BIT_INDEX[others]]
                        work.ons[count] = (on_cell * 10 + digit) * 2 + 1
                        work.on_causes[count], work.on_units[count] = REGION_KINDS[region], unit
                        # The places the unit lost before this removal.
                        work.on_gone[count] = work.source_units[unit * 10 + digit] & ~spots
                        count += 1
                if dynamic:
                    work.work[cell] = mask & ~bit
                    for region in range(cell * 3, cell * 3 + 3):
                        unit = REGION_UNITS[region]
                        work.work_units[unit * 10 + digit] &= ~(1 << REGION_PLACES[region])
                for index in range(count):
                    key = work.ons[index]
                    absurd = at[key ^ 1] != 0
                    if not absurd and at[key]:
                        continue
                    parents = (p,)
                    if dynamic:  # it rests on what its cell or unit lost before, too
                        unit = work.on_units[index]
                        # The digits the cell lost, or the places the unit lost.
                        gone = work.source[cell] & ~mask if unit < 0 else work.on_gone[index]
                        if gone:
                            more = [p]
                            while gone:
                                low = gone & -gone
                                if unit < 0:
                                    more.append(found.get((cell * 10 + BIT_INDEX[low] + 1) * 2))
                                else:
                                    gone_cell = UNIT_CELLS[unit * 9 + BIT_INDEX[low]]
                                    more.append(found.get((gone_cell * 10 + digit) * 2))
                                gone ^= low
                            parents = tuple(more)
                    cause = CAUSES[work.on_causes[index] + 2]
                    on = implied(key, parents, cause)
                    if absurd:
                        return (on, found.get(key ^ 1))
                    pending_on.append(on)
                    at[key] = len(pending_on)
                continue
            if rule.level <= 0:
                return None
            self._places(grid)  # the grid's places, which _advanced compares with the branch's
            places = unit_digit_places(work.work_units)
            added = False
            for off in self._advanced(list(work.work), grid, places, found):
                key = off.key
                if not at[key]:
                    pending_off.append(off)
                    at[key] = len(pending_off)
                    added = True
            if not added:
                return None

    # - what a branch of a "+" or nested rung applies when it is stuck -

    def _advanced(self, work, source, places, found: Implications) -> list[Implication]:
        """What the first of the branch's other rules that applies removes, each removal
        resting on the branch's own removals (SE's "rule parents"; a conclusion resting on
        none would hold without the branch and is left out). ``removed[digit]``, the cells
        that lost ``digit`` in the branch, lets each rule skip at once the units where no
        conclusion could rest on the branch."""
        if self._others is None:
            self._others = other_rules(self.rule, self._inner_hints)
        removed = [self._source_places[d] & ~places[d] for d in range(10)]
        for name, find in self._others:
            result = []
            for removable, parent_keys, inner in find(work, source, places, removed):
                if not parent_keys:
                    continue
                parents = tuple([found.get(k) for k in parent_keys])
                for cell, digit in in_hash_map_order(removable):
                    result.append(implied((cell * 10 + digit) * 2, parents, None, inner, name))
            if result:
                return result
        return []

    def _inner_hints(self, rule: Rule, work) -> list[ChainHint]:
        """The conclusions of the inner rung ``rule`` on a stuck branch's grid ``work``: the
        static rungs' from ``memory`` when it has them."""
        if self.memory is not None and not rule.dynamic:
            return self.memory.hints(rule, work, self.should_stop)
        return Engine(rule, self.should_stop, self.memory).hints(work)
