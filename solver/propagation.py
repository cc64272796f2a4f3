"""Constraint propagation as named rules, each change recorded as an event.

Two schedules of the same two rules (naked single, hidden single):

* ``propagate_queue``: Norvig's eager scheme (article 000). Placing a digit removes it
  from the 20 peers at once; a peer left with one candidate and a unit left with one
  place for a digit are queued as new placements. This is article 000's assign/eliminate
  with the recursion turned into a work list.
* ``propagate_passes``: the multi-pass scheme of articles 002 and 004. Sweep every cell
  (drop digits placed in its peers; a cell left with one candidate is fixed), then
  every unit and digit (a digit with one place is fixed there), until a sweep changes
  nothing.

Both reach the same fixpoint; they differ in the order of events, which is exactly what
the window shows. Each function mutates ``state`` (see ``State``), appends events to
``out`` and returns a ``Contradiction`` event or ``None``.

Causes: ``base`` is the index in the stream of ``out[0]``, so an event appended to ``out``
gets index ``base + len(out)``, which the state records for the candidates it removes and
the cell it places; every event names in ``because`` the earlier events that made it true
(see solver.events and solver.causes).
"""

from __future__ import annotations

from array import array
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
from solver.causes import (
    emptied_cell_causes,
    emptied_unit_causes,
    hidden_single_causes,
    naked_single_causes,
)
from solver.events import (
    GIVEN,
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


# ``_SHARED_UNIT[a][b]``: ``shared_unit(a, b)`` for every pair of cells (-1 when not peers).
_SHARED_UNIT = tuple(tuple(shared_unit(a, b) for b in range(81)) for a in range(81))


_NO_REMOVALS = [-1] * 810
_NO_PLACEMENTS = [-1] * 81


class State:
    """A board under search: candidate masks, which cells are placed, and why.

    A cell is *placed* once its digit has been removed from all its peers (or, without
    propagation, once a digit stands there). ``removed_by[cell * 10 + digit]`` is the index
    of the event that removed the digit from the cell (the placement of another digit there
    counts), -1 while it is a candidate; ``placed_by[cell]`` is the index of the event that
    placed the cell (a given, a deduction or a guess), -1 before. ``copy`` is what a saved
    state is: the causes go back with the board on a backtrack.
    """

    __slots__ = ("masks", "placed", "removed_by", "placed_by")

    def __init__(
        self,
        masks: list[int],
        placed: bytearray,
        removed_by: array | None = None,
        placed_by: array | None = None,
    ) -> None:
        self.masks = masks
        self.placed = placed
        self.removed_by = _NO_REMOVALS[:] if removed_by is None else removed_by
        self.placed_by = _NO_PLACEMENTS[:] if placed_by is None else placed_by

    def copy(self) -> State:
        return State(self.masks[:], self.placed[:], self.removed_by[:], self.placed_by[:])

    def place(self, cell: int, digit: int, index: int) -> None:
        """Fix ``cell`` to ``digit`` by event ``index`` (its other candidates go with it);
        the peers keep the digit (no propagation)."""
        removed_by = self.removed_by
        base = cell * 10
        for d in DIGITS_OF[self.masks[cell] & ~BIT[digit]]:
            removed_by[base + d] = index
        self.masks[cell] = BIT[digit]
        self.placed[cell] = 1
        self.placed_by[cell] = index

    def solved(self) -> bool:
        return all(POPCOUNT[m] == 1 for m in self.masks)


def propagate_queue(
    state: State, placements, node: int, out: list, base: int = 0
) -> Contradiction | None:
    """Place each ``(cell, digit, rule, unit)`` and propagate both singles rules.

    ``rule`` None means the placement was already announced (an assumption): no ``Deduce``
    event is emitted for it, and the caller has set ``state.placed_by[cell]`` to the index of
    the announcing event. A placement may carry a fifth item, its ``because`` (a
    technique's); a given has none, a single's are read from the board.
    """
    pending = deque(p if len(p) == 5 else (*p, None) for p in placements)
    return _propagate(state, pending, [], node, out, base)


def eliminate_and_propagate(
    state: State,
    eliminations,
    rule: str,
    unit: int,
    cells,
    node: int,
    out: list,
    base: int = 0,
    because: tuple[int, ...] = (),
) -> Contradiction | None:
    """Remove each ``(cell, digit)`` because of ``rule`` (a technique with pattern ``cells``,
    whose causes are ``because``), then propagate the singles this uncovers."""
    masks = state.masks
    removed_by = state.removed_by
    cells = tuple(cells)
    pending: deque = deque()
    lost = []
    for cell, digit in eliminations:
        m = masks[cell]
        if not m & BIT[digit]:
            continue
        m &= ~BIT[digit]
        masks[cell] = m
        removed_by[cell * 10 + digit] = base + len(out)
        out.append(Eliminate(cell, digit, rule, unit, cells, node, because))
        if not m:
            return Contradiction(node, cell=cell, because=emptied_cell_causes(removed_by, cell))
        if POPCOUNT[m] == 1:
            pending.append((cell, SINGLE_DIGIT[m], NAKED_SINGLE, -1, None))
        lost.append((digit, cell))
    return _propagate(state, pending, lost, node, out, base)


def _reasons(removed_by, cell: int, digit: int, rule, unit: int, because) -> tuple[int, ...]:
    """The causes of a pending placement: its own, a single's from the board, or none."""
    if because is not None:
        return because
    if rule == NAKED_SINGLE:
        return naked_single_causes(removed_by, cell, digit)
    if rule == HIDDEN_SINGLE:
        return hidden_single_causes(removed_by, cell, digit, unit)
    return ()


def _propagate(state: State, pending: deque, lost: list, node: int, out: list, base: int):
    """The work list: check the places of the ``lost`` (digit, cell) pairs, then make the
    ``pending`` placements ``(cell, digit, rule, unit, because)`` one by one, each removing
    its digit from the peers."""
    masks = state.masks
    placed = state.placed
    removed_by = state.removed_by
    placed_by = state.placed_by
    while True:
        for d, where in lost:
            b = BIT[d]
            for u in UNITS_OF[where]:
                places = [c for c in UNITS[u] if masks[c] & b]
                if not places:
                    return Contradiction(
                        node, unit=u, digit=d, because=emptied_unit_causes(removed_by, u, d)
                    )
                if len(places) == 1 and not placed[places[0]]:
                    pending.append((places[0], d, HIDDEN_SINGLE, u, None))
        if not pending:
            return None
        cell, digit, rule, unit, because = pending.popleft()
        bit = BIT[digit]
        before = masks[cell]
        if not before & bit:
            reasons = _reasons(removed_by, cell, digit, rule, unit, because)
            reasons = tuple(sorted({*reasons, removed_by[cell * 10 + digit]} - {-1}))
            return Contradiction(node, cell=cell, unit=unit, digit=digit, because=reasons)
        if placed[cell]:
            lost = []
            continue
        masks[cell] = bit
        placed[cell] = 1
        if rule is not None:
            index = placed_by[cell] = base + len(out)
            if rule == GIVEN:
                out.append(Deduce(cell, digit, rule, unit, node))
            else:
                reasons = _reasons(removed_by, cell, digit, rule, unit, because)
                out.append(Deduce(cell, digit, rule, unit, node, reasons))
        else:
            index = placed_by[cell]
        # Digits that lost a place: the other candidates of this cell, and this digit in the peers.
        lost = []
        r = cell * 10
        for d in DIGITS_OF[before & ~bit]:
            removed_by[r + d] = index
            lost.append((d, cell))
        cause = (index,)
        pattern = (cell,)
        units = _SHARED_UNIT[cell]
        n = base + len(out)  # the index of the next event
        for p in PEERS[cell]:
            m = masks[p]
            if m & bit:
                m &= ~bit
                masks[p] = m
                removed_by[p * 10 + digit] = n
                n += 1
                out.append(Eliminate(p, digit, PEER, units[p], pattern, node, cause))
                if not m:
                    return Contradiction(node, cell=p, because=emptied_cell_causes(removed_by, p))
                if POPCOUNT[m] == 1:
                    pending.append((p, SINGLE_DIGIT[m], NAKED_SINGLE, -1, None))
                lost.append((digit, p))


def propagate_passes(
    state: State, givens, node: int, out: list, base: int = 0
) -> Contradiction | None:
    """Sweep cells then units until nothing changes (articles 002/004).

    ``givens`` is a list of ``(cell, digit, rule, unit)`` to place first; cells
    hold their digit at once and the sweeps then clear it from the peers. ``rule`` None
    means an announced assumption, whose index the caller has set in ``state.placed_by``.
    """
    masks = state.masks
    placed = state.placed
    removed_by = state.removed_by
    placed_by = state.placed_by
    for cell, digit, rule, unit in givens:
        if rule is not None:
            index = base + len(out)
            out.append(Deduce(cell, digit, rule, unit, node))
        else:
            index = placed_by[cell]
        state.place(cell, digit, index)
    changed = True
    while changed:
        changed = False
        for cell in range(81):
            if placed[cell]:
                continue
            m = masks[cell]
            r = cell * 10
            for p in PEERS[cell]:
                pm = masks[p]
                if placed[p] and m & pm:
                    m &= ~pm
                    unit = _SHARED_UNIT[cell][p]
                    digit = SINGLE_DIGIT[pm]
                    removed_by[r + digit] = base + len(out)
                    out.append(Eliminate(cell, digit, PEER, unit, (p,), node, (placed_by[p],)))
            if m != masks[cell]:
                masks[cell] = m
                changed = True
            if not m:
                return Contradiction(node, cell=cell, because=emptied_cell_causes(removed_by, cell))
            if POPCOUNT[m] == 1:
                placed[cell] = 1
                digit = SINGLE_DIGIT[m]
                placed_by[cell] = base + len(out)
                reasons = naked_single_causes(removed_by, cell, digit)
                out.append(Deduce(cell, digit, NAKED_SINGLE, -1, node, reasons))
                changed = True
        for u, unit in enumerate(UNITS):
            for d in range(1, 10):
                b = BIT[d]
                places = [c for c in unit if masks[c] & b]
                fixed = [c for c in places if placed[c]]
                if len(fixed) > 1:
                    reasons = tuple(sorted((placed_by[fixed[0]], placed_by[fixed[1]])))
                    return Contradiction(node, cell=fixed[1], unit=u, digit=d, because=reasons)
                if not places:
                    return Contradiction(
                        node, unit=u, digit=d, because=emptied_unit_causes(removed_by, u, d)
                    )
                if len(places) == 1 and not fixed:
                    cell = places[0]
                    if any(masks[p] == b and placed[p] for p in PEERS[cell]):
                        continue  # stale: the next cell sweep clears d here first
                    reasons = hidden_single_causes(removed_by, cell, d, u)
                    state.place(cell, d, base + len(out))
                    out.append(Deduce(cell, d, HIDDEN_SINGLE, u, node, reasons))
                    changed = True
    return None
