"""A chaining step's proof told as branches (solver.chain_story): order, reasons, endings,
inner chains, and the branch as chain links."""

from __future__ import annotations

from solver.board import rc_name
from solver.chain_story import (
    Part,
    assumption_text,
    branches,
    chain_of,
    conclusion,
    contradiction_cell,
    ending,
    lines_under,
    ordered,
    outline,
    proof_lines,
    reason,
)
from solver.formats import as_grid
from solver.phrase import Phrase
from solver.se.engine import Engine
from solver.se.keys import NAKED
from solver.se.proof import ChainHint, ChainKind, Implication
from solver.se.rules import dynamic_rule
from solver.techniques import initial_masks
from solver.techniques.se_rungs import hint_step, se_grid

HARD = "........3..1..56...9..4..7......9.5.7.......8.5.4.2....8..2..9...35..1..6........"


def _hard_step():
    grid = se_grid(initial_masks(as_grid(HARD).cells))
    return hint_step(Engine(dynamic_rule(1)).first(grid), grid)


def test_a_contradiction_is_one_branch_told_from_its_assumption_to_where_it_breaks():
    step = _hard_step()
    (branch,) = branches(step.proof)
    assert branch.root is branch.items[0]
    assert not branch.root.parents
    # every implication comes after the ones it rests on
    seen = set()
    for item in branch.items:
        assert all(parent.key in seen for parent in item.parents)
        seen.add(item.key)
    cell, digit = step.eliminations[0]
    assert str(assumption_text(branch)) == f"If {rc_name(cell)} is {digit}"
    broken = contradiction_cell(branch)
    assert broken >= 0
    assert str(ending(branch)).endswith(f"so {rc_name(cell)} cannot be {digit}")
    assert isinstance(ending(branch), Phrase)
    said = [str(reason(item)) for item in branch.items[1:]]
    assert any(text.endswith("naked pair") for text in said)  # a rule of the (+) branch
    assert any(": it sees " in text for text in said)
    assert str(conclusion(step.proof, step.placements, step.eliminations)).startswith("So ")


def test_the_chain_of_a_branch_links_parents_to_implications_between_cells():
    (branch,) = branches(_hard_step().proof)
    links = chain_of(branch)
    assert links
    for cells_a, _da, kind, cells_b, _db in links:
        assert cells_a != cells_b
        assert kind in ("weak", "strong")


def _nested():
    """A hand-made nested proof: if r1c1 is 5, r1c2 loses 7 by an inner chain (whose own
    branch assumes r1c2 is 7 and breaks), so r1c2 is 3, and so on."""
    inner_root = Implication(1, 7, True)
    inner_on = Implication(2, 4, True, (Implication(2, 7, False, (inner_root,)),), NAKED)
    inner_off = Implication(2, 4, False, (Implication(11, 4, True, (inner_root,), 0),))
    inner = ChainHint(dynamic_rule(0), ChainKind.CONTRADICTION, ((1, 7),), (inner_on, inner_off))
    root = Implication(0, 5, True)
    off = Implication(1, 5, False, (root,))
    proved = Implication(1, 7, False, (off,), None, inner, "dynamic forcing chains")
    on = Implication(1, 3, True, (proved,), NAKED)
    return root, proved, on


def test_a_removal_proved_by_an_inner_chain_names_it_and_keeps_its_branches():
    root, proved, on = _nested()
    (branch,) = branches((on,))
    assert branch.items == (root, proved.parents[0], proved, on)
    assert str(reason(proved)) == "r1c2 is not 7: dynamic contradiction forcing chains"
    assert str(reason(on)) == "r1c2 can only be 3: the last candidate of its cell"
    (inner,) = branches(proved.inner.targets)
    assert str(assumption_text(inner)) == "If r1c2 is 7"
    assert contradiction_cell(inner) == 2
    assert str(ending(branch)) == "…so r1c2 is 3"


def test_the_last_place_in_a_unit_is_named():
    root = Implication(0, 5, True)
    on = Implication(9, 4, True, (Implication(0, 4, False, (root,)),), 2)  # column 1
    assert str(reason(on)) == "r2c1 is 4: the last place of 4 in column 1"


def test_a_deep_proof_is_ordered_without_recursion():
    states = [
        (cell, digit, on) for on in (False, True) for digit in range(1, 10) for cell in range(81)
    ]
    item = Implication(*states[0])
    for state in states[1:]:  # 1,458 implications deep, beyond Python's recursion limit
        item = Implication(*state, (item,))
    told = ordered((item,))
    assert len(told) == len(states)
    assert told[0].key == Implication(*states[0]).key
    assert told[-1] is item


def test_the_outline_is_the_tree_wholly_opened_depth_first():
    root, proved, on = _nested()
    top = proof_lines((on,), (), ((0, 5),))
    assert [line.part for line in top] == [Part.BRANCH, Part.CONCLUSION]
    assert str(top[1].text) == "So remove 5 from r1c1"
    told = list(outline((on,), (), ((0, 5),)))
    assert [(depth, line.part) for depth, line in told] == [
        (0, Part.BRANCH),
        (1, Part.LINK),  # r1c2 is not 5
        (1, Part.LINK),  # r1c2 is not 7, by the inner chain: its proof under it
        (2, Part.BRANCH),
        *[(3, Part.LINK)] * 4,
        (3, Part.END),
        (2, Part.CONCLUSION),
        (1, Part.LINK),  # r1c2 is 3
        (1, Part.END),
        (0, Part.CONCLUSION),
    ]
    link = told[2][1]
    assert link.item is proved and link.foldable and not told[1][1].foldable
    assert [line.text for line in lines_under(link)] == [line.text for _d, line in told[3:10:6]]
    assert lines_under(told[-1][1]) == [], "a conclusion opens to nothing"
