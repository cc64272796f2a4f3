"""SE's branch rules (solver.se.branch_rules) are the technique finders of solver.techniques
in SE's order and within SE's limits: on a grid where every candidate counts as removed by
the branch, they remove what the teaching finders remove there."""

from __future__ import annotations

from itertools import combinations

from solver.board import UNIT_BITS, UNITS
from solver.explain import explain
from solver.se.branch_rules import _by_last, other_rules
from solver.se.rules import dynamic_rule
from solver.techniques.fish import fish_enumerator
from solver.techniques.intersections import claimings, pointings
from solver.techniques.se_rungs import se_grid
from solver.techniques.step import Position, Technique, apply_step, initial_masks
from solver.techniques.subsets import hidden_subsets, naked_subsets

# The rules a branch of the "+" rung applies: the four patterns, nothing inner.
RULES = dict(other_rules(dynamic_rule(1), inner_hints=None))
# Rated 8.0 and 8.3 by SE (tests/solver/test_compiled_engine.py): long paths through
# positions with pairs, locked candidates and fish.
PUZZLES = (
    "000020000900030005400607001007040600004859200208000904030000080000302000009070400",
    "003004090700102040094000008000500803000040000509003000300000280080206001010400600",
)


def _positions():
    """The candidates before each step of the puzzles' rating paths where no single waits
    to be noticed (SE's grid and a Position then agree on what is placed)."""
    for puzzle in PUZZLES:
        masks = initial_masks([int(c) for c in puzzle])
        for item in explain(puzzle).steps:
            if not Position(masks).unsettled_singles():
                yield list(masks)
            apply_step(masks, item.step)


def _removals(name: str, work) -> set[tuple[int, int]]:
    places = list(Position(work).candidate_bits)
    # Every candidate counts as removed by the branch: no unit is passed over for that.
    found = RULES[name](work, work, places, places)
    return {pair for removable, _parents, _inner in found for pair in removable}


def _eliminations(enumerate_steps, masks, keep=lambda step: True) -> set[tuple[int, int]]:
    technique = Technique("t", 0, lambda position, technique: None, enumerate_steps)
    steps = enumerate_steps(Position(masks), technique)
    return {pair for step in steps if keep(step) for pair in step.eliminations}


def _open(work, unit: int) -> int:
    return sum(1 for c in UNITS[unit] if work[c])


def test_se_orders_subsets_by_their_last_item():
    assert _by_last([1, 2, 3, 4], 2) == [(1, 2), (1, 3), (2, 3), (1, 4), (2, 4), (3, 4)]
    assert _by_last([1, 2, 3, 4], 3) == [(1, 2, 3), (1, 2, 4), (1, 3, 4), (2, 3, 4)]
    for items in ([], [5], [0, 9, 17], list(range(1, 10)), [3, 4, 8, 20, 21, 40, 77]):
        for size in (1, 2, 3, 4):
            by_last = sorted(combinations(items, size), key=lambda chosen: chosen[::-1])
            assert _by_last(items, size) == by_last


def _both_ways(masks) -> dict[str, tuple[set, set]]:
    """Each branch rule's removals on SE's grid of ``masks``, and the teaching finders'
    eliminations within SE's limits."""
    work = se_grid(masks)
    places = list(Position(work).candidate_bits)
    # SE fishes a digit placed five times at most (four lines or more without it).
    fishable = [sum(1 for r in range(9) if not places[d] & UNIT_BITS[r]) <= 5 for d in range(10)]
    return {
        "locked": (
            _removals("locked candidates", work),
            _eliminations(pointings, masks) | _eliminations(claimings, masks),
        ),
        # SE's limits: hidden pairs in units of five open cells or more, naked pairs of four.
        "hidden": (
            _removals("hidden pair", work),
            _eliminations(hidden_subsets(2), masks, lambda s: _open(work, s.units[0]) > 4),
        ),
        "naked": (
            _removals("naked pair", work),
            _eliminations(
                naked_subsets(2),
                masks,
                lambda s: len(s.units) == 1 and _open(work, s.units[0]) >= 4,
            ),
        ),
        "x-wing": (
            _removals("x-wing", work),
            _eliminations(fish_enumerator(2), masks, lambda s: fishable[s.digits[0]]),
        ),
    }


def test_branch_rules_remove_what_the_teaching_finders_remove():
    found = dict.fromkeys(("locked", "hidden", "naked", "x-wing"), 0)
    for number, masks in enumerate(_positions()):
        for name, (branch, teaching) in _both_ways(masks).items():
            assert branch == teaching, (number, name)
            found[name] += len(branch)
    assert all(found.values()), found  # every rule had something to remove somewhere
