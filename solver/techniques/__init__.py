"""Human solving techniques: find the easiest next step, explain it, carry it out.

``find_step`` tries the techniques of ``TECHNIQUES`` in order of difficulty and returns
the first step that places or eliminates something. The same three functions serve the
hint (find and explain one step), the rating (``logic_solve`` to the end) and the "logic"
strategy of the search engine (``find_step``, ``apply_step``, ``step_events``).

One module per family: ``singles``, ``intersections``, ``subsets``, ``fish`` (basic, finned,
sashimi), ``single_digit`` (skyscraper, 2-string kite, turbot fish, empty rectangle),
``wings`` (XY, XYZ, W), ``uniqueness`` (unique rectangles, hidden rectangle, BUG+1),
``coloring`` (simple and multi-colouring), ``chains`` (X-, XY-chains, AICs and nice loops,
plain, grouped and through almost locked sets) over the shared link graph of ``links``,
and ``als`` (ALS-XZ, ALS-XY-wing, ALS chains, Sue de Coq). Every technique can also list
every instance it sees (``Technique.find_all``), which the regression library replays.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from solver.board import POPCOUNT
from solver.techniques.als import als_chain, als_xy_wing, als_xz
from solver.techniques.chains import aic, nice_loop, x_chain, xy_chain
from solver.techniques.coloring import find_simple_colouring, multi_colourings
from solver.techniques.death_blossom import death_blossom
from solver.techniques.fish import fish
from solver.techniques.intersections import claimings, pointings
from solver.techniques.single_digit import (
    empty_rectangle,
    skyscraper,
    turbot_fish,
    two_string_kite,
)
from solver.techniques.singles import (
    find_hidden_single,
    find_naked_single,
    full_houses,
    hidden_singles,
    naked_singles,
)
from solver.techniques.step import (
    Position,
    Step,
    Technique,
    apply_step,
    initial_masks,
    step_events,
)
from solver.techniques.step import technique as enumerated
from solver.techniques.subsets import hidden_subsets, naked_subsets
from solver.techniques.sue_de_coq import sue_de_coq
from solver.techniques.uniqueness import uniqueness
from solver.techniques.wings import w_wings, xy_wings, xyz_wings

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

# Every technique, easiest first: the order find_step tries them in. A step carries its
# technique's name (the rule of its events) and difficulty (increasing along this table).
# Uniqueness techniques (Technique.uniqueness) assume the puzzle has a single solution.
TECHNIQUES: tuple[Technique, ...] = (
    Technique("naked single", 10, find_naked_single, naked_singles),
    # A full house is a naked single too, so the naked single above finds it first; the
    # rating passes its own order (Sudoku Explainer's: full house, hidden, naked single).
    enumerated("full house", 10, full_houses),
    Technique("hidden single", 12, find_hidden_single, hidden_singles),
    enumerated("pointing", 20, pointings),
    enumerated("claiming", 21, claimings),
    enumerated("naked pair", 30, naked_subsets(2)),
    enumerated("hidden pair", 32, hidden_subsets(2)),
    enumerated("naked triple", 34, naked_subsets(3)),
    enumerated("hidden triple", 36, hidden_subsets(3)),
    fish(2, "basic", 40),
    skyscraper(41),
    two_string_kite(41),
    turbot_fish(41),
    empty_rectangle(41),
    enumerated("xy-wing", 42, xy_wings),
    enumerated("xyz-wing", 44, xyz_wings),
    enumerated("w-wing", 44, w_wings),
    uniqueness("unique rectangle type 1", 45),
    uniqueness("unique rectangle type 2", 45),
    uniqueness("unique rectangle type 4", 45),
    uniqueness("unique rectangle type 3", 45),
    uniqueness("hidden rectangle", 45),
    uniqueness("bug+1", 45),
    Technique("simple colouring", 46, find_simple_colouring),
    enumerated("naked quad", 50, naked_subsets(4)),
    enumerated("hidden quad", 52, hidden_subsets(4)),
    fish(3, "basic", 54),
    fish(2, "finned", 55),
    fish(2, "sashimi", 55),
    fish(4, "basic", 58),
    fish(3, "finned", 59),
    fish(3, "sashimi", 59),
    fish(4, "finned", 60),
    fish(4, "sashimi", 60),
    enumerated("multi-colouring", 61, multi_colourings),
    sue_de_coq(62),
    x_chain("x-chain", 64),
    xy_chain("xy-chain", 65),
    aic("aic", 66),
    nice_loop("nice loop", 67),
    als_xz(68),
    als_xy_wing(69),
    aic("grouped aic", 70, grouped=True),
    nice_loop("grouped nice loop", 71, grouped=True),
    als_chain(72),
    aic("aic with als", 73, als=True),
    nice_loop("nice loop with als", 74, als=True),
    death_blossom(75),
)
TECHNIQUE_NAMES = {t.name: t for t in TECHNIQUES}


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
