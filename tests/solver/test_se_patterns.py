"""Sudoku Explainer's own patterns on the rating's path (issue 28): its unique loops, BUG
types 2 to 4, wings rated by their largest cell, strong-linked fishes (grouped too) rated
by their links, aligned triplet exclusion and its direct hints. Each puzzle below is from
tests/data/se_rated_sample817.tsv, where SukakuExplainer takes the pattern for its hardest
step (or on the way): the path must rate it as SE does, and no instance of the patterns
may contradict the solution."""

from __future__ import annotations

import random
from itertools import combinations, product

import pytest

from solver.board import BIT, DIGITS_OF, PEERS, POPCOUNT
from solver.explain import explain
from solver.fast import solve_cells
from solver.formats import as_grid
from solver.techniques import Position, apply_step, initial_masks
from solver.techniques.aligned import aligned_pairs, aligned_triplets
from solver.techniques.bug import se_bug
from solver.techniques.registry import TECHNIQUE_OF
from solver.techniques.step import PEER_SETS
from solver.techniques.strong_links import strong_link_chains
from solver.techniques.unique_loops import _loops, _new_loops, se_unique_loops
from sudoku_gui.support.technique_names import TECHNIQUE_NAMES

# (puzzle, SE's ER, a step SE takes on the way: technique, its SE rating)
CASES = [
    # SE's direct hints only place: the pointing's removals are left for a later step
    ("008400300090008050206091804047000003001000400800000260409710508010900040002004900",
     2.6, "pointing", 2.6),
    ("007003009009620000650000000000304081002080700910205000000000037000038900500400800",
     3.4, "hidden pair", 3.4),
    ("002000400000504000000803000007208100034070890009000200673000928900000001008000700",
     4.6, "unique loop type 2", 4.6),
    ("000803500002070031009200804000000025000000000190000000905007400240050100007304000",
     4.6, "unique loop type 1", 4.6),
    ("000080000098000650035070810080694070020000060600000001000248000003000100050103020",
     4.7, "unique loop type 1", 4.7),
    ("200000005060000090009000100000090000050806010830000072008060300004010600000547000",
     4.8, "unique rectangle type 3", 4.8),
    ("290000005001090007000640010000304700043000960007902000060023000700050800100000026",
     4.8, "unique loop type 3", 4.8),
    ("702001400063000900040020035000009600100080007004300000470090060008000570009800104",
     5.5, "als-xz", 5.5),  # a WXYZ-wing whose largest cell holds two or four digits
    ("000200050100530700090004000007080032010405060860020500000100040001049008070002000",
     5.8, "bug type 3", 5.8),
    # grouped strong-linked fishes: a grouped skyscraper (4.3, before the XY-wing), and
    # three strong links through a group (5.7)
    ("040090000001000405062500970000904700500080004006102000054007230108000600000060050",
     4.3, "x-chain", 4.3),
    ("800000001050200870043008900008506090000040000020903500004600350031007060600000009",
     5.7, "x-chain", 5.7),
    # a grouped chain through one cell twice is not SE's: it needs a Nishio chain here
    ("200090050090027006000600700002800040709000805010009200003006000900340070020080003",
     7.8, "nishio forcing chains", 7.8),
    # a "3-string kite": three strong links, lines both ways
    ("060004900050090047907010300300502000029000580000809006004080102630020070002400050",
     5.5, "x-chain", 5.5),
    ("000795000000000000800134009010040090060903040900207001700050002001000900405020107",
     6.2, "als-xz", 6.2),  # a VWXYZ-wing with a five-candidate cell
    ("010002000070300502400005090900500030302000709040003008090700006607009010000800070",
     6.4, "als-xz", 6.4),
    ("900000100010004086020001407203000000060405010000000609102800070450200060006000002",
     7.5, "als-xz", 7.5),  # a TUVWXYZ-wing, after the forcing chains and cycles
    ("010080040500000002000907000000401000090020030042703650000000000620000017007806500",
     7.5, "aligned triplet exclusion", 7.5),
    ("030050008010004020400700001000500006009631400600002000100005004050400010300010090",
     8.9, "bug type 2", 5.7),
]  # fmt: skip


@pytest.mark.parametrize(("puzzle", "er", "technique", "rating"), CASES)
def test_the_path_takes_ses_pattern_and_rates_the_puzzle_as_se(puzzle, er, technique, rating):
    path = explain(puzzle, time_limit=60)
    assert path.solved
    assert path.er == er
    assert (technique, rating) in {(item.step.technique, item.rating) for item in path.steps}
    solution = solve_cells(as_grid(puzzle).cells)
    for item in path.steps:
        assert all(solution[cell] != digit for cell, digit in item.step.eliminations), item.text
        assert all(solution[cell] == digit for cell, digit in item.step.placements), item.text


def _positions(puzzle: str):
    """Every position on the puzzle's SE path, with the puzzle's solution."""
    cells = as_grid(puzzle).cells
    solution = solve_cells(cells)
    path = explain(puzzle, time_limit=60)
    masks = initial_masks(cells)
    placed = {cell for cell, value in enumerate(cells) if value}
    for item in path.steps:
        yield Position(masks, placed), solution
        apply_step(masks, item.step)
        placed.update(cell for cell, _ in item.step.placements)


@pytest.mark.parametrize("index", [2, 3, 4, 5, 6, 8, 9, 10, 16, 17])
def test_every_instance_of_ses_patterns_agrees_with_the_solution(index):
    loops, bugs, x_chain = se_unique_loops(), se_bug(), TECHNIQUE_OF["x-chain"]
    found = 0
    for position, solution in _positions(CASES[index][0]):
        steps = [
            *loops.find_all(position),
            *bugs.find_all(position),
            *aligned_triplets(position),
            *(
                fish.step(x_chain)
                for links in (2, 3, 4)
                for fish in strong_link_chains(position, links, grouped_only=False)
            ),
        ]
        for step in steps:
            found += 1
            assert step.eliminations
            assert all(solution[cell] != digit for cell, digit in step.eliminations), step
    assert found


def _thinned(count: int):
    """Positions from the candidates of this file's puzzles less one candidate of some cells
    of three or more, at random (seeded): two- and three-candidate cells abound, and with
    them aligned exclusions and unique loops of every length."""
    draw = random.Random(5)
    for puzzle, *_ in CASES[:count]:
        for _ in range(4):
            masks = initial_masks(as_grid(puzzle).cells)
            pair = BIT[draw.randint(1, 9)] | BIT[draw.randint(1, 9)]
            for cell, mask in enumerate(masks):
                if POPCOUNT[mask] > 2 and draw.random() < 0.4:
                    keep = pair if mask & pair == pair and draw.random() < 0.5 else mask
                    masks[cell] = (
                        keep if keep != mask else mask & ~BIT[draw.choice(DIGITS_OF[mask])]
                    )
            yield Position(masks)


def _plain_aligned(position: Position, size: int):
    """SE's AlignedExclusion(size) as plainly as it reads, in its order: cells, their common
    excluders and what they remove, for every pair or triplet that removes something."""
    masks = [mask if POPCOUNT[mask] > 1 else 0 for mask in position.masks]
    excluders = {
        cell: [peer for peer in PEERS[cell] if 2 <= POPCOUNT[masks[peer]] <= size]
        for cell in range(81)
        if masks[cell]
    }
    candidates = [cell for cell in excluders if excluders[cell]]
    for second in range(1, len(candidates)):
        for first in range(second):
            a, b = candidates[first], candidates[second]
            thirds = [()]
            if size == 3:
                met = dict.fromkeys([*excluders[a], *excluders[b]])
                thirds = [(c,) for c in met if c not in (a, b) and excluders.get(c)]
            for third in thirds:
                cells = (a, b, *third)
                common = [e for e in excluders[a] if all(e in PEER_SETS[x] for x in cells)]
                if len(common) < 2:
                    continue
                allowed = [0] * size
                for combo in product(*(DIGITS_OF[masks[cell]] for cell in cells)):
                    if any(
                        combo[i] == combo[j] and cells[j] in PEER_SETS[cells[i]]
                        for i, j in combinations(range(size), 2)
                    ):
                        continue
                    digits = sum(BIT[d] for d in set(combo))
                    if any(masks[e] & ~digits == 0 for e in common):
                        continue
                    for i, digit in enumerate(combo):
                        allowed[i] |= BIT[digit]
                removable = tuple(
                    (cell, d)
                    for i, cell in enumerate(cells)
                    for d in DIGITS_OF[masks[cell] & ~allowed[i]]
                )
                if removable:
                    yield (*cells, *common), removable


def test_aligned_exclusion_walks_every_pair_and_triplet_as_se_reads_them():
    found = {2: 0, 3: 0}
    for position in _thinned(1):
        for size, finder in ((2, aligned_pairs), (3, aligned_triplets)):
            steps = [(step.cells, step.eliminations) for step in finder(position)]
            assert steps == list(_plain_aligned(position, size))
            found[size] += len(steps)
    assert found[2] and found[3]


def test_the_loop_search_skips_only_cells_on_no_new_loop():
    lengths = set()
    for position in _thinned(len(CASES)):
        masks, seen, plain = position.masks, set(), []
        for start in range(81):
            if POPCOUNT[masks[start]] == 2:
                a, b = DIGITS_OF[masks[start]]
                holding = position.digit_cells[a] & position.digit_cells[b]
                for loop in _loops(masks, a, b, start, holding):
                    if (frozenset(loop), a, b) not in seen:
                        seen.add((frozenset(loop), a, b))
                        plain.append((loop, a, b))
        assert list(_new_loops(position)) == plain
        lengths.update(len(loop) for loop, _, _ in plain)
    assert {4, 6} <= lengths


def test_a_unique_loop_needs_every_unit_twice_at_places_of_both_parities():
    from solver.techniques.unique_loops import _valid, loop_rating

    # r1c1, r1c4, r3c4, r3c1: a rectangle on two boxes is a loop; r1c1, r1c2, r1c3, r2c3
    # enters row 1 three times
    assert _valid([0, 3, 21, 18])
    assert not _valid([0, 1, 2, 11])
    assert [loop_rating(n) for n in (4, 6, 8, 10, 14)] == [4.5, 4.6, 4.7, 5.0, 5.0]


def test_ses_direct_hints_place_without_removing():
    puzzle = CASES[0][0]
    path = explain(puzzle, time_limit=60)
    directs = [item.step for item in path.steps if item.step.technique.startswith("direct ")]
    assert directs
    assert all(step.placements and not step.eliminations for step in directs)


def test_the_new_names_are_translatable():
    for name in (
        "bug type 2",
        "bug type 3",
        "bug type 4",
        "unique loop type 1",
        "unique loop type 2",
        "unique loop type 3",
        "unique loop type 4",
        "aligned triplet exclusion",
    ):
        assert name in TECHNIQUE_NAMES
