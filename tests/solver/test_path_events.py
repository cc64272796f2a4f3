"""A logical path as an event stream with causes: it ends where the path ends, and every
cause is an earlier event that removed or placed what the step relied on."""

from __future__ import annotations

from solver.board import BIT
from solver.causes import why
from solver.events import GIVEN, Deduce, Eliminate, Start
from solver.explain import explain
from solver.formats import parse
from solver.path_events import path_events
from solver.techniques.step import apply_step, initial_masks

# Takes locked candidates and subsets besides singles.
PUZZLE = "000000000000003085001020000000507000004000100090000000500000073002010000000040009"


def replayed(events, upto):
    masks = [0x1FF] * 81
    for event in events[:upto]:
        if isinstance(event, Deduce):
            masks[event.cell] = BIT[event.digit]
        elif isinstance(event, Eliminate):
            masks[event.cell] &= ~BIT[event.digit]
    return masks


def test_the_stream_reaches_the_board_after_every_step():
    givens = parse(PUZZLE).cells
    explanation = explain(PUZZLE)
    events, ends = path_events(givens, explanation.steps)
    assert isinstance(events[0], Start) and len(ends) == len(explanation.steps)
    masks = initial_masks(givens)
    for item, end in zip(explanation.steps, ends, strict=True):
        apply_step(masks, item.step)
        assert replayed(events, end) == masks


def test_causes_are_earlier_events_and_lead_back_to_the_givens():
    givens = parse(PUZZLE).cells
    events, ends = path_events(givens, explain(PUZZLE).steps)
    for index, event in enumerate(events):
        because = getattr(event, "because", ())
        assert all(0 < k < index for k in because)
        if isinstance(event, Deduce) and event.rule == GIVEN:
            assert because == ()
        elif isinstance(event, Deduce | Eliminate):
            assert because, (index, event)
    chain = why(events, ends[-1] - 1)
    assert chain and any(getattr(events[k], "rule", "") == GIVEN for k in chain)
