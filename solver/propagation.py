"""Constraint propagation as named rules, each change recorded as an event.

Two schedules of the same two rules (naked single, hidden single):

* ``propagate_queue``: Norvig's eager scheme (seed 000). Placing a digit removes it
  from the 20 peers at once; a peer left with one candidate and a unit left with one
  place for a digit are queued as new placements. This is the essay's assign/eliminate
  with the recursion turned into a work list.
* ``propagate_passes``: the multi-pass scheme of seeds 002 and 004. Sweep every cell
  (drop digits placed in its peers; a cell left with one candidate is fixed), then
  every unit and digit (a digit with one place is fixed there), until a sweep changes
  nothing.

Both reach the same fixpoint; they differ in the order of events, which is exactly what
the window shows. Each function mutates ``state`` (see ``State``), appends events to
``out`` and returns a ``Contradiction`` event or ``None``.
"""

from __future__ import annotations

from collections import deque

from solver.board import (
    BIT,
    DIGITS_OF,
    PEERS,
    POPCOUNT,
    SINGLE_DIGIT,
    UNITS,
    UNITS_OF,
)
from solver.events import (
    HIDDEN_SINGLE,
    NAKED_SINGLE,
    PEER,
    Contradiction,
    Deduce,
    Eliminate,
)


def shared_unit(a: int, b: int) -> int:
    """The first unit (row, then column, then box) that two peers share."""
    ua, ub = UNITS_OF[a], UNITS_OF[b]
    for u in ua:
        if u in ub:
            return u
    return -1


class State:
    """A board under search: candidate masks, and which cells are placed.

    A cell is *placed* once its digit has been removed from all its peers (or, without
    propagation, once a digit stands there). ``copy`` is what a saved state is.
    """

    __slots__ = ("masks", "placed")

    def __init__(self, masks: list[int], placed: bytearray) -> None:
        self.masks = masks
        self.placed = placed

    def copy(self) -> State:
        return State(self.masks[:], self.placed[:])

    def solved(self) -> bool:
        return all(POPCOUNT[m] == 1 for m in self.masks)


def propagate_queue(state: State, placements, node: int, out: list) -> Contradiction | None:
    """Place each ``(cell, digit, rule, unit)`` and propagate both singles rules.

    ``rule`` None means the placement was already announced (an assumption), so no
    ``Deduce`` event is emitted for it.
    """
    return _propagate(state, deque(placements), [], node, out)


def eliminate_and_propagate(
    state: State, eliminations, rule: str, unit: int, cells, node: int, out: list
) -> Contradiction | None:
    """Remove each ``(cell, digit)`` because of ``rule`` (a technique with pattern ``cells``),
    then propagate the singles this uncovers."""
    masks = state.masks
    pending: deque = deque()
    lost = []
    for cell, digit in eliminations:
        m = masks[cell]
        if not m & BIT[digit]:
            continue
        m &= ~BIT[digit]
        masks[cell] = m
        out.append(Eliminate(cell, digit, rule, unit, tuple(cells), node))
        if not m:
            return Contradiction(node, cell=cell)
        if POPCOUNT[m] == 1:
            pending.append((cell, SINGLE_DIGIT[m], NAKED_SINGLE, -1))
        lost.append((digit, cell))
    return _propagate(state, pending, lost, node, out)


def _propagate(state: State, pending: deque, lost: list, node: int, out: list):
    """The work list: check the places of the ``lost`` (digit, cell) pairs, then make the
    ``pending`` placements one by one, each removing its digit from the peers."""
    masks = state.masks
    placed = state.placed
    while True:
        for d, where in lost:
            b = BIT[d]
            for u in UNITS_OF[where]:
                places = [c for c in UNITS[u] if masks[c] & b]
                if not places:
                    return Contradiction(node, unit=u, digit=d)
                if len(places) == 1 and not placed[places[0]]:
                    pending.append((places[0], d, HIDDEN_SINGLE, u))
        if not pending:
            return None
        cell, digit, rule, unit = pending.popleft()
        bit = BIT[digit]
        before = masks[cell]
        if not before & bit:
            return Contradiction(node, cell=cell, unit=unit, digit=digit)
        if placed[cell]:
            lost = []
            continue
        masks[cell] = bit
        placed[cell] = 1
        if rule is not None:
            out.append(Deduce(cell, digit, rule, unit, node))
        # Digits that lost a place: the other candidates of this cell, and this digit in the peers.
        lost = [(d, cell) for d in DIGITS_OF[before & ~bit]]
        for p in PEERS[cell]:
            m = masks[p]
            if m & bit:
                m &= ~bit
                masks[p] = m
                out.append(Eliminate(p, digit, PEER, shared_unit(cell, p), (cell,), node))
                if not m:
                    return Contradiction(node, cell=p)
                if POPCOUNT[m] == 1:
                    pending.append((p, SINGLE_DIGIT[m], NAKED_SINGLE, -1))
                lost.append((digit, p))


def propagate_passes(state: State, givens, node: int, out: list) -> Contradiction | None:
    """Sweep cells then units until nothing changes (seeds 002/004).

    ``givens`` is a list of ``(cell, digit, rule, unit)`` to place first; cells
    hold their digit at once and the sweeps then clear it from the peers.
    """
    masks = state.masks
    placed = state.placed
    for cell, digit, rule, unit in givens:
        masks[cell] = BIT[digit]
        placed[cell] = 1
        if rule is not None:
            out.append(Deduce(cell, digit, rule, unit, node))
    changed = True
    while changed:
        changed = False
        for cell in range(81):
            if placed[cell]:
                continue
            m = masks[cell]
            for p in PEERS[cell]:
                pm = masks[p]
                if placed[p] and m & pm:
                    m &= ~pm
                    unit = shared_unit(cell, p)
                    out.append(Eliminate(cell, SINGLE_DIGIT[pm], PEER, unit, (p,), node))
            if m != masks[cell]:
                masks[cell] = m
                changed = True
            if not m:
                return Contradiction(node, cell=cell)
            if POPCOUNT[m] == 1:
                placed[cell] = 1
                out.append(Deduce(cell, SINGLE_DIGIT[m], NAKED_SINGLE, -1, node))
                changed = True
        for u, unit in enumerate(UNITS):
            for d in range(1, 10):
                b = BIT[d]
                places = [c for c in unit if masks[c] & b]
                fixed = [c for c in places if placed[c]]
                if len(fixed) > 1:
                    return Contradiction(node, cell=fixed[1], unit=u, digit=d)
                if not places:
                    return Contradiction(node, unit=u, digit=d)
                if len(places) == 1 and not fixed:
                    cell = places[0]
                    if any(masks[p] == b and placed[p] for p in PEERS[cell]):
                        continue  # stale: the next cell sweep clears d here first
                    masks[cell] = b
                    placed[cell] = 1
                    out.append(Deduce(cell, d, HIDDEN_SINGLE, u, node))
                    changed = True
    return None
