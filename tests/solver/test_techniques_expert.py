"""The expert techniques' steps: full house, single-digit chains, and the chains and fish
lines a step carries for the board to draw.
"""

from __future__ import annotations

from puzzle_data import puzzle_lines
from test_techniques import blank, confine, keep_only

from solver.board import PEERS, ROWS
from solver.techniques import (
    TECHNIQUE_NAMES,
    Position,
    Step,
    apply_step,
    find_step,
    initial_masks,
)


def test_a_step_without_a_chain_keeps_the_old_shape():
    step = Step("naked single", 10, placements=((0, 1),))
    assert step.chain == () and step.groups == () and step.chain_length == 0


def test_full_house_places_the_last_open_cell_of_a_unit():
    masks = blank()
    for c, d in zip(ROWS[0][1:], range(2, 10), strict=True):
        keep_only(masks, c, d)
    keep_only(masks, 0, 1)
    step = TECHNIQUE_NAMES["full house"].find(Position(masks, placed=ROWS[0][1:]))
    assert step.placements == ((0, 1),) and step.units == (0,)


def test_a_skyscraper_is_a_chain_of_three_links():
    masks = blank()
    confine(masks, ROWS[1], 4, {9 + 2, 9 + 6})  # r2: c3, c7
    confine(masks, ROWS[6], 4, {54 + 2, 54 + 7})  # r7: c3, c8
    step = TECHNIQUE_NAMES["skyscraper"].find(Position(masks))
    assert step.chain_length == 3
    kinds = [link[2] for link in step.chain]
    assert kinds == ["strong", "weak", "strong"]
    cells, digit, _kind, _to, to_digit = step.chain[0]
    assert digit == to_digit == 4 and len(cells) == 1
    # The far ends r2c7 and r7c8: the cells that see both lose 4.
    far = {15, 61}
    assert step.eliminations
    assert all(c in PEERS[15] and c in PEERS[61] for c, _ in step.eliminations)
    assert {step.chain[0][0][0], step.chain[-1][3][0]} == far


def test_chain_steps_draw_their_chain_and_fish_their_lines():
    seen: dict[str, Step] = {}
    for puzzle in puzzle_lines("norvig_top95.txt")[:12]:
        masks = initial_masks([int(ch) if ch.isdigit() else 0 for ch in puzzle])
        while (step := find_step(masks)) is not None:
            seen.setdefault(step.technique, step)
            apply_step(masks, step)
    chains = [s for s in seen.values() if s.technique in ("aic", "xy-chain", "x-chain")]
    assert chains
    for step in chains:
        links = step.chain
        assert step.chain_length == len(links) >= 3
        assert [kind for _a, _d, kind, _b, _e in links][:2] == ["strong", "weak"]
        for (_a, _d, _k, b, e), (a2, d2, _k2, _b2, _e2) in zip(links, links[1:], strict=False):
            assert (b, e) == (a2, d2)  # consecutive links meet at a node
    fish = [s for s in seen.values() if s.technique.startswith(("finned", "sashimi"))]
    assert fish
    for step in fish:
        roles = [role for role, _cells, _digits in step.groups]
        assert "base" in roles and "cover" in roles and roles[-1] == "fin"
    als = [s for s in seen.values() if s.technique.startswith("als")]
    assert als and all(role == "als" for s in als for role, _c, _d in s.groups)
