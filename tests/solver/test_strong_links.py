"""SE's strong-linked fishes (solver.techniques.strong_links), searched one digit at a time,
find the chains the whole link graph's search finds, in its order; and the search of 64
starts at once finds what a search from each start finds, past 64 nodes too."""

from __future__ import annotations

import random

import pytest

from solver.explain import explain
from solver.formats import as_grid
from solver.techniques import Position, apply_step, initial_masks
from solver.techniques.chain_search import alternating_layers
from solver.techniques.registry import TECHNIQUE_OF
from solver.techniques.strong_links import MOST_LINKS, _reached, strong_link_chains

# Puzzles of tests/solver/test_se_patterns.py whose SE path takes a strong-linked fish: a
# grouped skyscraper, three strong links through a group, a "3-string kite".
PUZZLES = [
    "040090000001000405062500970000904700500080004006102000054007230108000600000060050",
    "800000001050200870043008900008506090000040000020903500004600350031007060600000009",
    "060004900050090047907010300300502000029000580000809006004080102630020070002400050",
]


def _positions(puzzle: str):
    cells = as_grid(puzzle).cells
    masks = initial_masks(cells)
    placed = {cell for cell, value in enumerate(cells) if value}
    for item in explain(puzzle, time_limit=60).steps:
        yield Position(masks, placed)
        apply_step(masks, item.step)
        placed.update(cell for cell, _ in item.step.placements)


def _told(step) -> tuple:
    return step.eliminations, step.cells, step.chain, str(step.explanation), str(step.area)


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_the_plain_fishes_are_the_x_chains_of_the_whole_graph_in_its_order(puzzle):
    x_chain = TECHNIQUE_OF["x-chain"]
    compared = 0
    for position in _positions(puzzle):
        every = list(x_chain.find_all(position))
        for links in (2, 3, 4):
            expected = [
                _told(step)
                for step in every
                if sum(1 for link in step.chain if link[2] == "strong") == links
            ]
            found = [
                _told(fish.step(x_chain))
                for fish in strong_link_chains(position, links, grouped_only=False)
                if all(bits & (bits - 1) == 0 for bits in fish.nodes)
            ]
            assert found == expected
            compared += len(found)
    assert compared


def test_the_grouped_fishes_come_after_the_plain_ones_and_pass_no_cell_twice():
    x_chain = TECHNIQUE_OF["x-chain"]
    grouped = 0
    for position in _positions(PUZZLES[1]):
        for links in (2, 3, 4):
            fishes = strong_link_chains(position, links, grouped_only=False)
            through_groups = [any(bits & (bits - 1) for bits in fish.nodes) for fish in fishes]
            assert through_groups == sorted(through_groups)
            for fish in strong_link_chains(position, links, grouped_only=True):
                chain = fish.step(x_chain).chain
                nodes = (chain[0][0], *(link[3] for link in chain))
                cells = [cell for node in nodes for cell in node]
                assert len(cells) == len(set(cells))
                assert any(len(node) > 1 for node in nodes)
                assert sum(1 for link in chain if link[2] == "strong") == links
                grouped += 1
    assert grouped


@pytest.mark.parametrize("nodes", [10, 64, 65, 150])
def test_64_starts_at_once_find_what_each_start_finds(nodes):
    draw = random.Random(nodes)
    strong: list[list[int]] = [[] for _ in range(nodes)]
    weak: list[list[int]] = [[] for _ in range(nodes)]
    for table, count in ((strong, nodes), (weak, 3 * nodes)):
        for _ in range(count):
            a, b = draw.sample(range(nodes), 2)
            table[a].append(b)
            table[b].append(a)
    for limit in (nodes // 2, nodes):
        found = set()
        for first in range(0, limit, 64):
            found.update(_reached(strong, weak, limit, first))
        expected = set()
        strong_bits = [sum(1 << n for n in set(linked) if n < limit) for linked in strong]
        weak_bits = [sum(1 << n for n in set(linked) if n < limit) for linked in weak]
        for start in range(limit):
            layers, _ = alternating_layers(
                start, strong_bits, weak_bits, (1 << limit) - 1, MOST_LINKS
            )
            for links in range(3, len(layers), 2):
                expected.update(
                    (start, end, links)
                    for end in range(start + 1, limit)
                    if layers[links] >> end & 1
                )
        assert found == expected
        assert expected or limit < 20
