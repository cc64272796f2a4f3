"""The one search loop: an iterative depth-first search over saved states.

Like the linked list of saved states in article 003, the search keeps an explicit stack:
each frame is a branch point (the board saved there, its options, which one is next).
A guess copies nothing but the saved board; a dead end restores the board of the top
frame and tries its next option; a frame with no option left is popped. Every change is
yielded as an event (solver.events), so a caller can step, pause (stop pulling) or
cancel at any point. What differs between strategies is read from a ``Strategy``.

The loop counts the events it yields, so each event can name its causes by their indices in
the stream (``because``, see solver.events); the board's record of which event removed each
candidate and placed each cell (``State.removed_by``, ``State.placed_by``) is saved and
restored with the board.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field

from solver.board import ALL, BIT, DIGITS_OF, PEERS, POPCOUNT, UNITS
from solver.causes import pattern_causes
from solver.events import (
    GIVEN,
    PEER,
    Assume,
    Backtrack,
    Contradiction,
    Deduce,
    Eliminate,
    Event,
    Exhausted,
    Invalid,
    LimitReached,
    Solved,
    Start,
)
from solver.grid import Grid, find_conflicts
from solver.propagation import (
    State,
    eliminate_and_propagate,
    propagate_passes,
    propagate_queue,
)
from solver.strategies import Strategy, get_strategy
from solver.techniques import find_step
from solver.techniques.registry import SEARCH_TECHNIQUES


@dataclass
class SearchStats:
    """Running totals of one search; final once the stream has ended."""

    strategy: str = ""
    assumptions: int = 0
    contradictions: int = 0
    backtracks: int = 0
    max_depth: int = 0
    eliminations: int = 0
    deductions: Counter = field(default_factory=Counter)
    solutions: int = 0
    events: int = 0
    elapsed: float = 0.0
    outcome: str = "running"  # solved | no solution | limit | invalid | cancelled


@dataclass
class _Frame:
    """A branch point: the board saved at ``node`` and the options tried from it."""

    saved: State
    node: int
    depth: int
    cell: int
    unit: int
    options: tuple[tuple[int, int], ...]
    next: int = 0


def _used_by_peers(masks, cell: int) -> int:
    used = 0
    for p in PEERS[cell]:
        m = masks[p]
        if POPCOUNT[m] == 1:
            used |= m
    return used


def _blocked(state: State, cell: int) -> tuple[int, ...]:
    """The causes of a dead end at ``cell`` (no option left): for each digit, the event that
    removed it there, or else the placement of a peer holding it."""
    removed_by = state.removed_by
    masks = state.masks
    placed_by = state.placed_by
    found = set()
    for d in range(1, 10):
        k = removed_by[cell * 10 + d]
        if k < 0 or masks[cell] & BIT[d]:
            bit = BIT[d]
            k = next((placed_by[p] for p in PEERS[cell] if masks[p] == bit), -1)
        found.add(k)
    found.discard(-1)
    return tuple(sorted(found))


def choose_branch(strategy: Strategy, masks) -> tuple[int, int, tuple[tuple[int, int], ...]]:
    """Where to guess: ``(cell, unit, options)``; ``options`` empty means a dead end at ``cell``.

    Without propagation at the nodes, a cell's options are its candidates minus the digits
    its peers already hold (the duplicate check of article 002's brute force).
    """
    check_peers = not strategy.propagates_at_nodes
    if strategy.branching == "first unfilled":
        for cell in range(81):
            m = masks[cell]
            if POPCOUNT[m] != 1:
                if check_peers:
                    m &= ~_used_by_peers(masks, cell)
                return cell, -1, tuple((cell, d) for d in DIGITS_OF[m])
        raise AssertionError("choose_branch called on a full board")
    best_cell, best_count = -1, 10
    for cell in range(81):
        count = POPCOUNT[masks[cell]]
        if 1 < count < best_count:
            best_cell, best_count = cell, count
            if count == 2:
                break
    if strategy.branching == "fewest options" and best_count > 2:
        best_unit, best_digit = -1, 0
        for u, unit in enumerate(UNITS):
            for d in range(1, 10):
                b = BIT[d]
                n = 0
                for c in unit:
                    if masks[c] & b:
                        n += 1
                if 1 < n < best_count and not any(masks[c] == b for c in unit):
                    best_unit, best_digit, best_count = u, d, n
                    if n == 2:
                        break
            if best_count == 2:
                break
        if best_unit >= 0:
            bit = BIT[best_digit]
            places = tuple((c, best_digit) for c in UNITS[best_unit] if masks[c] & bit)
            return places[0][0], best_unit, places
    return best_cell, -1, tuple((best_cell, d) for d in DIGITS_OF[masks[best_cell]])


def _marks_removed(state: State, puzzle: Grid) -> list[Event]:
    """The Eliminate events (rule GIVEN) of the digits a position's pencil marks leave out
    of its empty cells, taken from ``state``: the search starts from the marks, and each
    absent candidate is an event of the stream, so a replay of it shows the same board."""
    out: list[Event] = []
    if puzzle.candidates is None:
        return out
    for cell, mask in enumerate(puzzle.candidates):
        if puzzle.cells[cell]:
            continue  # a placed cell: its given's placement removes the rest
        for digit in DIGITS_OF[ALL & ~mask]:
            state.masks[cell] &= ~BIT[digit]
            state.removed_by[cell * 10 + digit] = 1 + len(out)  # event 0 is the Start
            out.append(Eliminate(cell, digit, GIVEN, -1, (), 0))
    return out


class SearchRun:
    """An iterator of events for one search, with live ``stats`` and ``cancel()``.

    Pull events with ``next()`` (or a for loop) to step; stop pulling to pause. After
    ``cancel()`` the next pull ends the stream (stats.outcome becomes "cancelled").
    """

    def __init__(
        self,
        puzzle: Grid,
        strategy: str | Strategy | None = None,
        *,
        node_limit: int | None = None,
        time_limit: float | None = None,
        max_solutions: int = 1,
    ) -> None:
        self.puzzle = puzzle
        self.strategy = get_strategy(strategy)
        self.node_limit = node_limit
        self.time_limit = time_limit
        self.max_solutions = max_solutions
        self.stats = SearchStats(strategy=self.strategy.name)
        self.solutions: list[str] = []
        self._cancelled = False
        self._events = self._counted(self._run())

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._events)

    def cancel(self) -> None:
        self._cancelled = True

    def _counted(self, events):
        """Keep the statistics and the clock while passing events through."""
        stats = self.stats
        start = time.perf_counter()
        deadline = None if self.time_limit is None else start + self.time_limit
        deductions = stats.deductions
        try:
            for event in events:
                if self._cancelled:
                    stats.outcome = "cancelled"
                    return
                stats.events += 1
                kind = event.kind
                if kind == "eliminate":
                    stats.eliminations += 1
                    if event.rule not in (PEER, GIVEN):  # GIVEN: a pencil mark absent
                        deductions[event.rule] += 1
                elif kind == "deduce":
                    if event.rule != GIVEN:
                        deductions[event.rule] += 1
                elif kind == "assume":
                    if self.node_limit is not None and stats.assumptions >= self.node_limit:
                        stats.outcome = "limit"
                        yield LimitReached("nodes", self.node_limit, stats.solutions)
                        return
                    stats.assumptions += 1
                    stats.max_depth = max(stats.max_depth, event.depth)
                elif kind == "contradiction":
                    stats.contradictions += 1
                elif kind == "backtrack":
                    stats.backtracks += 1
                elif kind == "solved":
                    stats.solutions += 1
                if (
                    deadline is not None
                    and (stats.events & 255) == 0
                    and time.perf_counter() > deadline
                ):
                    stats.outcome = "limit"
                    yield LimitReached("time", self.time_limit, stats.solutions)
                    return
                stats.elapsed = time.perf_counter() - start
                yield event
        finally:
            stats.elapsed = time.perf_counter() - start

    def _propagate(self, state: State, placements, node: int, out: list, base: int):
        """Settle the board of ``node``: singles, then (for a logic strategy) techniques.
        ``base`` is the index in the stream that ``out[0]`` will have."""
        if self.strategy.propagation == "passes":
            return propagate_passes(state, placements, node, out, base)
        failure = propagate_queue(state, placements, node, out, base)
        while failure is None and self.strategy.techniques and not state.solved():
            placed = [c for c in range(81) if state.placed[c]]
            step = find_step(state.masks, SEARCH_TECHNIQUES, placed)
            if step is None:
                break
            unit = step.units[0] if step.units else -1
            because = pattern_causes(step, state.masks, state.removed_by)
            failure = eliminate_and_propagate(
                state, step.eliminations, step.technique, unit, step.cells, node, out, base, because
            )
            if failure is None and step.placements:
                moves = [(c, d, step.technique, unit, because) for c, d in step.placements]
                failure = propagate_queue(state, moves, node, out, base)
        return failure

    def _run(self):
        strategy = self.strategy
        givens = self.puzzle.cells
        yield Start(givens, strategy.name)
        conflicts = find_conflicts(givens)
        if conflicts:
            self.stats.outcome = "invalid"
            yield Invalid(tuple((c.digit, c.unit, c.cells) for c in conflicts))
            return
        state = State([ALL] * 81, bytearray(81))
        placements = [(c, d, GIVEN, -1) for c, d in enumerate(givens) if d]
        out = _marks_removed(state, self.puzzle)
        if strategy.propagation != "none" and strategy.propagate_at != "never":
            failure = self._propagate(state, placements, 0, out, 1)
        else:
            failure = None
            for cell, digit, rule, unit in placements:
                state.place(cell, digit, 1 + len(out))
                out.append(Deduce(cell, digit, rule, unit, 0))
        yield from out
        index = 1 + len(out)  # the index in the stream of the next event
        stack: list[_Frame] = []
        node = depth = nodes = 0
        while True:
            # Here the board of `node` is propagated; `failure` says whether it is impossible.
            if failure is None and state.solved():
                self.solutions.append("".join(str(DIGITS_OF[m][0]) for m in state.masks))
                yield Solved(self.solutions[-1], node, len(self.solutions))
                index += 1
                if len(self.solutions) >= self.max_solutions:
                    self.stats.outcome = "solved"
                    return
                reason = "solution"
            elif failure is None:
                cell, unit, options = choose_branch(strategy, state.masks)
                if options:
                    stack.append(_Frame(state.copy(), node, depth, cell, unit, options))
                    reason = None  # a fresh frame: take its first option, nothing to restore
                else:
                    failure = Contradiction(node, cell=cell, because=_blocked(state, cell))
            if failure is not None:
                yield failure
                index += 1
                failure = None
                reason = "contradiction"
            # Find the next option to try, restoring saved boards on the way back up.
            while stack:
                frame = stack[-1]
                if reason is not None:
                    yield Backtrack(frame.node, frame.cell, frame.depth, reason)
                    index += 1
                    state = frame.saved.copy()
                if frame.next < len(frame.options):
                    break
                stack.pop()
                reason = "exhausted"
            else:
                self.stats.outcome = "solved" if self.solutions else "no solution"
                yield Exhausted(len(self.solutions))
                return
            cell, digit = frame.options[frame.next]
            frame.next += 1
            nodes += 1
            node, depth = nodes, frame.depth + 1
            yield Assume(cell, digit, depth, node, frame.node, frame.options, frame.unit)
            out = []
            if strategy.propagates_at_nodes:
                state.placed_by[cell] = index
                failure = self._propagate(state, [(cell, digit, None, -1)], node, out, index + 1)
            else:
                state.place(cell, digit, index)
            index += 1
            yield from out
            index += len(out)
