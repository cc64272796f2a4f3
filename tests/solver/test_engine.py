"""The event engine: the seed walks, strategy choices, replay semantics, limits and cancel."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from puzzle_data import puzzle_lines, seed_puzzles

from solver.board import ALL, BIT, COL_OF, PEERS, ROW_OF, UNITS
from solver.engine import SearchRun, choose_branch
from solver.grid import Grid, is_solution_of
from solver.strategies import STRATEGIES, Strategy, get_strategy

SEEDS = {seed.name: (seed.puzzle, seed.solution) for seed in seed_puzzles()}


def grid(text: str) -> Grid:
    return Grid(tuple(0 if ch in ".0" else int(ch) for ch in text))


def run_all(puzzle: str, strategy: str, **kw) -> tuple[SearchRun, list]:
    run = SearchRun(grid(puzzle), strategy, **kw)
    return run, list(run)


def replay(events) -> list[int]:
    """Apply the documented replay semantics of solver.events to a board of masks."""
    masks = [ALL] * 81
    saved: dict[int, list[int]] = {0: None}
    current = 0
    for e in events:
        if e.kind == "deduce":
            masks[e.cell] = BIT[e.digit]
        elif e.kind == "eliminate":
            assert masks[e.cell] & BIT[e.digit], f"eliminated a digit that was not there: {e}"
            masks[e.cell] &= ~BIT[e.digit]
        elif e.kind == "assume":
            if saved.get(e.parent) is None:
                saved[e.parent] = masks[:]
            current = e.node
            masks[e.cell] = BIT[e.digit]
        elif e.kind == "backtrack":
            masks = saved[e.node][:]
            # A restored branch point's children keep their saved board; deeper ones are stale.
            saved = {k: v for k, v in saved.items() if k <= e.node}
        elif e.kind == "solved":
            assert current == e.node
    return masks


def walk(events) -> list[tuple]:
    """The assumptions, contradictions and backtracks of a stream, in order."""
    out = []
    for e in events:
        if e.kind == "assume":
            out.append(("assume", (ROW_OF[e.cell], COL_OF[e.cell]), e.digit))
        elif e.kind == "contradiction":
            out.append(("contradiction",))
        elif e.kind == "backtrack":
            out.append(("back", (ROW_OF[e.cell], COL_OF[e.cell]), e.reason))
        elif e.kind == "solved":
            out.append(("solved",))
    return out


def test_norvig_reproduces_the_003_walk():
    run, events = run_all(SEEDS["fool-003"][0], "norvig")
    assert walk(events) == [
        ("assume", (0, 5), 7),
        ("contradiction",),
        ("back", (0, 5), "contradiction"),
        ("assume", (0, 5), 9),
        ("assume", (0, 0), 1),
        ("assume", (0, 6), 3),
        ("contradiction",),
        ("back", (0, 6), "contradiction"),
        ("assume", (0, 6), 6),
        ("assume", (1, 0), 5),
        ("contradiction",),
        ("back", (1, 0), "contradiction"),
        ("assume", (1, 0), 9),
        ("contradiction",),
        ("back", (1, 0), "contradiction"),
        ("back", (0, 6), "exhausted"),
        ("back", (0, 0), "exhausted"),
        ("assume", (0, 0), 8),
        ("solved",),
    ]
    assert run.solutions == [SEEDS["fool-003"][1]]


def test_worksheet_strategy_walks_003_and_finds_its_first_dead_end_at_2_7():
    run, events = run_all(SEEDS["fool-003"][0], "worksheet")
    norvig_walk = walk(run_all(SEEDS["fool-003"][0], "norvig")[1])
    assert walk(events) == norvig_walk
    dead = [e.cell for e in events if e.kind == "contradiction"]
    assert (ROW_OF[dead[0]], COL_OF[dead[0]]) == (2, 7)  # as the article reports
    assert [(ROW_OF[c], COL_OF[c]) for c in dead[2:]] == [(6, 8), (6, 8)]


def test_003_walk_tree_shape_parents_and_depths():
    _, events = run_all(SEEDS["fool-003"][0], "norvig")
    assumes = [e for e in events if e.kind == "assume"]
    shape = [(e.node, e.parent, e.depth) for e in assumes]
    assert shape == [
        (1, 0, 1),
        (2, 0, 1),
        (3, 2, 2),
        (4, 3, 3),
        (5, 3, 3),
        (6, 5, 4),
        (7, 5, 4),
        (8, 2, 2),
    ]
    assert assumes[0].options == ((5, 7), (5, 9))


def test_norvig_considers_25_possibilities_on_the_first_hard_puzzle():
    run, _ = run_all(SEEDS["norvig-hard"][0], "norvig")
    assert run.stats.assumptions == 25
    assert run.solutions == [SEEDS["norvig-hard"][1]]


@pytest.mark.parametrize("name", sorted(SEEDS))
@pytest.mark.parametrize("strategy", ["fastest", "norvig", "multipass", "worksheet", "logic"])
def test_propagating_strategies_solve_every_seed_puzzle(name, strategy):
    puzzle, solution = SEEDS[name]
    run, events = run_all(puzzle, strategy)
    assert run.solutions == [solution]
    assert run.stats.outcome == "solved"
    board = replay(events)
    assert "".join(str(BIT.index(m)) for m in board) == solution


@pytest.mark.parametrize("strategy", ["narrowing", "backtracking"])
def test_brute_force_strategies_solve_easy_seeds(strategy):
    for name in ("norvig-easy", "qiita-easy", "qiita-medium", "qiita-expert"):
        puzzle, solution = SEEDS[name]
        run, events = run_all(puzzle, strategy, node_limit=2_000_000)
        assert run.solutions == [solution], name


def test_easy_puzzle_needs_no_assumption_with_propagation():
    run, events = run_all(SEEDS["norvig-easy"][0], "norvig")
    assert run.stats.assumptions == 0
    assert run.stats.deductions["naked single"] + run.stats.deductions["hidden single"] > 0


def test_every_deduction_and_elimination_carries_its_reason():
    _, events = run_all(SEEDS["norvig-hard"][0], "norvig")
    for e in events:
        if e.kind == "eliminate":
            assert e.rule == "peer" and len(e.cells) == 1
            source = e.cells[0]
            assert source in PEERS[e.cell] and e.cell in UNITS[e.unit] and source in UNITS[e.unit]
        elif e.kind == "deduce" and e.rule == "hidden single":
            assert e.cell in UNITS[e.unit]


def test_contradiction_names_an_empty_cell_or_a_unit_without_place():
    _, events = run_all(SEEDS["fool-003"][0], "norvig")
    contradictions = [e for e in events if e.kind == "contradiction"]
    assert len(contradictions) == 4
    for c in contradictions:
        assert (c.cell >= 0) or (c.unit >= 0 and c.digit > 0)


def test_narrowing_guesses_row_major_and_only_after_narrowing():
    run, events = run_all(SEEDS["qiita-expert"][0], "narrowing", node_limit=200)
    first_assume = next(i for i, e in enumerate(events) if e.kind == "assume")
    assert all(e.kind != "deduce" or e.rule == "given" for e in events[first_assume:])
    cells = [e.cell for e in events if e.kind == "assume" and e.parent == 0]
    assert len(set(cells)) == 1
    masks = replay(events[:first_assume])
    assert cells[0] == next(c for c in range(81) if bin(masks[c]).count("1") > 1)


def test_backtracking_has_no_propagation_and_tries_digits_ascending():
    run, events = run_all(SEEDS["norvig-easy"][0], "backtracking", node_limit=50)
    assert not [e for e in events if e.kind == "eliminate"]
    first = [e for e in events if e.kind == "assume"][0]
    assert first.cell == SEEDS["norvig-easy"][0].index("0")
    digits = [d for _, d in first.options]
    assert digits == sorted(digits)


def test_fastest_may_branch_on_a_digits_places_in_a_unit():
    masks = [ALL] * 81
    # Row 0: digit 5 fits only in cells 0 and 1; every cell keeps 3+ candidates.
    for c in range(2, 9):
        masks[c] &= ~BIT[5]
    cell, unit, options = choose_branch(STRATEGIES["fastest"], masks)
    assert unit == 0 and options == ((0, 5), (1, 5))
    cell, unit, options = choose_branch(STRATEGIES["norvig"], masks)
    assert unit == -1 and cell == 2 and len(options) == 8  # fewest candidates, first on ties


def test_node_limit_gives_a_clean_limit_outcome():
    run, events = run_all(SEEDS["norvig-hard"][0], "backtracking", node_limit=100)
    assert events[-1].kind == "limit" and events[-1].what == "nodes"
    assert run.stats.assumptions == 100 and run.stats.outcome == "limit"


def test_time_limit_gives_a_clean_limit_outcome():
    run, events = run_all(SEEDS["norvig-hard"][0], "backtracking", time_limit=0.05)
    assert events[-1].kind == "limit" and events[-1].what == "time"
    assert run.stats.outcome == "limit"


def test_cancel_stops_the_stream_at_the_next_pull():
    run = SearchRun(grid(SEEDS["norvig-hard"][0]), "backtracking")
    for i, _ in enumerate(run):
        if i == 10:
            run.cancel()
    assert run.stats.outcome == "cancelled"
    assert run.stats.events == 11


def test_stream_can_be_stepped_one_event_at_a_time():
    run = SearchRun(grid(SEEDS["fool-003"][0]), "norvig")
    first = next(run)
    assert first.kind == "start"
    assert next(run).kind == "deduce"


def test_conflicting_givens_are_reported_and_never_searched():
    puzzle = "55" + "." * 79
    run, events = run_all(puzzle, "norvig")
    assert [e.kind for e in events] == ["start", "invalid"]
    digit, unit, cells = events[-1].conflicts[0]
    assert digit == 5 and unit == 0 and cells == (0, 1)
    assert run.stats.outcome == "invalid" and run.stats.assumptions == 0


def test_unsolvable_puzzle_is_exhausted_without_solution():
    lines = puzzle_lines("edge_nosolution.txt")
    run, events = run_all(lines[0], "fastest")
    assert events[-1].kind in ("exhausted", "invalid")
    assert run.solutions == []


def test_max_solutions_keeps_searching_and_finds_distinct_solutions():
    puzzle = puzzle_lines("edge_multisolution.txt")[0]
    run, events = run_all(puzzle, "norvig", max_solutions=5)
    assert len(run.solutions) >= 2 and len(set(run.solutions)) == len(run.solutions)
    assert all(is_solution_of(s, grid(puzzle)) for s in run.solutions)
    assert any(e.kind == "backtrack" and e.reason == "solution" for e in events)


def test_unknown_strategy_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown strategy 'nope'"):
        get_strategy("nope")
    with pytest.raises(ValueError, match="unknown branching"):
        Strategy("x", "x", "x", "queue", "every node", "random", "norvig")


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(sorted(SEEDS)),
    st.integers(0, 2**32 - 1),
    st.sampled_from(["fastest", "norvig", "multipass"]),
)
def test_solution_keeps_givens_and_fills_every_unit(name, seed, strategy):
    solution = SEEDS[name][1]
    rng = random.Random(seed)
    cells = [int(ch) for ch in solution]
    for c in rng.sample(range(81), rng.randint(40, 64)):
        cells[c] = 0
    run, events = run_all("".join(map(str, cells)), strategy)
    assert run.solutions, "a blanked solution always has a solution"
    assert is_solution_of(run.solutions[0], grid("".join(map(str, cells))))
    assert "".join(str(BIT.index(m)) for m in replay(events)) == run.solutions[0]


def test_logic_strategy_uses_techniques_before_guessing():
    run, events = run_all(SEEDS["norvig-hard"][0], "logic")
    norvig, _ = run_all(SEEDS["norvig-hard"][0], "norvig")
    assert run.solutions == [SEEDS["norvig-hard"][1]]
    assert run.stats.assumptions < norvig.stats.assumptions
    technique_rules = {e.rule for e in events if e.kind == "eliminate"} - {"peer"}
    assert technique_rules, "some elimination came from a technique beyond singles"
    assert all(run.stats.deductions[rule] > 0 for rule in technique_rules)
    assert not any("unique" in rule for rule in technique_rules)


def test_logic_search_counts_every_solution_of_a_puzzle_with_several():
    # Uniqueness techniques (hidden rectangle, BUG+1) assume one solution: inside the search
    # they would cut branches that hold solutions (this puzzle has 11; they left 3).
    puzzle = "....3.......2....1.5.9..............1.2.8.4.6.8.5...2..75......4.1..6..3.....4.6."
    counts = {}
    for strategy in ("logic", "fastest"):
        run, _ = run_all(puzzle, strategy, max_solutions=100)
        counts[strategy] = run.stats.solutions
    assert counts == {"logic": 11, "fastest": 11}
