"""Human solving techniques: find the easiest next step, explain it, carry it out.

``find_step`` tries the techniques of ``TECHNIQUES`` (the registry's teaching path,
``solver.techniques.registry``) in order and returns the first step that places or
eliminates something. The same three functions serve the
hint (find and explain one step), the rating (``logic_solve`` to the end) and the "logic"
strategy of the search engine (``find_step``, ``apply_step``, ``step_events``).

One module per family: ``singles``, ``intersections``, ``subsets``, ``fish`` (basic, finned,
sashimi), ``single_digit`` (skyscraper, 2-string kite, turbot fish, empty rectangle),
``wings`` (XY, XYZ, W), ``uniqueness`` (unique rectangles, hidden rectangle, BUG+1),
``coloring`` (simple and multi-colouring), ``chains`` (X-, XY-chains, AICs and nice loops,
plain, grouped and through almost locked sets) over the shared link graph of ``links``,
and ``als`` (ALS-XZ, ALS-XY-wing, ALS chains, Sue de Coq). Every technique can also list
every instance it sees (``Technique.find_all``), which the regression library replays.
The searches of locked candidates, naked and hidden sets and basic fish work on bit sets
and take an order, so that SE's nested rungs (``solver.se.branch_rules``) use them too:
one finder per technique.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from solver.board import POPCOUNT
from solver.techniques.registry import TEACHING_PATH, TECHNIQUE_OF
from solver.techniques.step import (
    Position,
    Step,
    Technique,
    apply_step,
    initial_masks,
    step_events,
)

__all__ = [
    "TECHNIQUES",
    "TECHNIQUE_NAMES",
    "Position",
    "Step",
    "Technique",
    "apply_step",
    "find_step",
    "initial_masks",
    "logic_solve",
    "step_events",
]

# Every technique with a finder, easiest first: the teaching path of the registry
# (solver.techniques.registry), the order find_step tries them in. A step carries its
# technique's name (the rule of its events) and difficulty (its place on that path).
# Uniqueness techniques (Technique.uniqueness) assume the puzzle has a single solution.
TECHNIQUES: tuple[Technique, ...] = TEACHING_PATH
TECHNIQUE_NAMES = TECHNIQUE_OF


def find_step(
    masks: Sequence[int],
    techniques: Sequence[Technique] | None = None,
    placed: Collection[int] | None = None,
) -> Step | None:
    """The easiest step the ``techniques`` (all by default, tried in the order given) find
    on ``masks``, or None. ``placed``: see ``Position``."""
    position = Position(masks, placed)
    for technique in TECHNIQUES if techniques is None else techniques:
        step = technique.find(position)
        if step is not None:
            return step
    return None


def logic_solve(
    masks: list[int],
    techniques: Sequence[Technique] | None = None,
    placed: Collection[int] | None = None,
) -> tuple[list[Step], bool]:
    """Apply steps to ``masks`` (in place) until every cell is placed or no technique
    applies. ``placed`` are the cells already filled (the givens); by default every cell
    with one candidate at the start. Every other cell needs a step of its own. Returns the
    steps and whether the techniques got stuck (a cell with no candidate left counts as
    stuck too)."""
    singles = (c for c, m in enumerate(masks) if POPCOUNT[m] == 1)
    placed = set(singles if placed is None else placed)
    steps: list[Step] = []
    while len(placed) < 81:
        step = find_step(masks, techniques, placed)
        if step is None:
            return steps, True
        apply_step(masks, step)
        steps.append(step)
        placed.update(cell for cell, _ in step.placements)
        if not all(masks):
            return steps, True
    return steps, False
