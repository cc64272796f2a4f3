"""A logical path (``solver.explain``) as an event stream with causes, like a search's.

So that "why is this candidate gone?" has one answer everywhere, the steps of an explained
path are written as the search writes its events: ``Start``, each given as a ``Deduce``
(rule "given") followed by the ``Eliminate`` events of its digit from its peers, then each
step's events (``step_events``: its placements, their peer eliminations, its eliminations),
every one naming in ``because`` the earlier events that made it true
(``causes.pattern_causes`` on a board that records which event removed each candidate).
``path_events`` also returns where each step ends in the stream, so a viewer can ask about
the board after any step.
"""

from __future__ import annotations

from collections.abc import Sequence

from solver.board import BIT, DIGITS_OF, PEERS
from solver.causes import pattern_causes
from solver.events import GIVEN, PEER, Deduce, Eliminate, Event, Start
from solver.grid import Grid
from solver.techniques.step import step_events


def path_events(puzzle: Sequence[int] | Grid, steps: Sequence) -> tuple[list[Event], list[int]]:
    """The stream of ``steps`` (each a ``Step``, or an item with a ``.step``) from
    ``puzzle`` (81 ints, or a Grid: a position's pencil marks leave out their absent
    candidates, as Eliminate events of rule "given" after the givens'), and for each step
    the stream's length once it is done."""
    grid = puzzle if isinstance(puzzle, Grid) else Grid(tuple(puzzle))
    givens = grid.cells
    events: list[Event] = [Start(givens, "logic")]
    removed_by = [-1] * 810
    masks = [0x1FF] * 81

    def record(event: Event) -> None:
        index = len(events)
        events.append(event)
        cell, digit = event.cell, event.digit
        if isinstance(event, Deduce):
            for other in DIGITS_OF[masks[cell] & ~BIT[digit]]:
                removed_by[cell * 10 + other] = index
            masks[cell] = BIT[digit]
        elif masks[cell] & BIT[digit]:  # (a candidate a step names twice left at the first)
            removed_by[cell * 10 + digit] = index
            masks[cell] &= ~BIT[digit]

    placed_at = {}
    for cell, digit in enumerate(givens):
        if digit:
            placed_at[cell] = len(events)
            record(Deduce(cell, digit, GIVEN))
    for cell, placed in placed_at.items():
        digit = givens[cell]
        for peer in PEERS[cell]:
            if masks[peer] & BIT[digit]:
                record(Eliminate(peer, digit, PEER, -1, (cell,), 0, (placed,)))
    for cell, allowed in enumerate(grid.candidates or ()):
        for digit in DIGITS_OF[masks[cell] & ~allowed]:
            record(Eliminate(cell, digit, GIVEN, -1, (), 0))
    ends = []
    for item in steps:
        step = getattr(item, "step", item)
        because = pattern_causes(step, masks, removed_by)
        for event in step_events(step, 0, masks[:], because=because, start=len(events)):
            record(event)
        ends.append(len(events))
    return events, ends
