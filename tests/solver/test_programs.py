"""Every strategy's program lights one line for each event its search yields, every line
that can run is lit on the seed puzzles, and the frames follow the tree's depth."""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import islice

import pytest
from puzzle_data import puzzle_lines, seed_puzzles

import solver
from solver.programs import FrameStack, Role, program_of, role_of
from solver.programs.catalogue import PROGRAMS
from solver.strategies import STRATEGIES
from sudoku_gui.search.model.recording import SearchRecord

MAX_EVENTS = 6000  # per search: plain backtracking runs for millions on the hard seeds
FRAME_EVENTS = 2500  # per search, for the frames (each event recorded one by one)
# Two givens 5 in the first row: the search stops at once with Invalid.
CLASHING = "55" + "0" * 79


@cache
def _searches(strategy: str) -> tuple[tuple[str, tuple], ...]:
    """The event streams the mapping must cover: each seed puzzle (FOOL among them) asking
    for two solutions (so a search goes back after one and ends exhausted), one stopped by
    its node limit, givens that break the rules, and puzzles without a solution whose first
    narrowing finds it (so article 002's narrowing meets its dead ends). Kept: both tests
    read them."""
    searches = [
        (seed.name, solver.search(seed.puzzle, strategy, max_solutions=2))
        for seed in seed_puzzles()
    ]
    searches.append(("node limit", solver.search(seed_puzzles()[1].puzzle, strategy, node_limit=1)))
    searches.append(("clash", solver.search(CLASHING, strategy)))
    searches.extend(
        ("no solution", solver.search(puzzle, strategy))
        for puzzle in puzzle_lines("edge_nosolution.txt")[13:]
    )
    return tuple((name, tuple(islice(events, MAX_EVENTS))) for name, events in searches)


def test_every_strategy_names_a_program_of_forty_lines_at_most():
    assert {s.program for s in STRATEGIES.values()} == set(PROGRAMS)
    for program in PROGRAMS.values():
        assert 15 <= len(program.lines) <= 40, program.name
        assert all("\n" not in text for text in program.text())
        defs = [line.code for line in program.lines if line.code.startswith("def ")]
        assert len(defs) == len(set(defs)), program.name


@pytest.mark.parametrize("strategy", sorted(STRATEGIES))
def test_each_event_lights_one_line_and_each_runnable_line_is_lit(strategy):
    program = program_of(strategy)
    rules = STRATEGIES[strategy]
    lit: Counter[int] = Counter()
    for _name, events in _searches(strategy):
        for event in events:
            number = program.line_of(event, rules)
            holders = [
                n for n, line in enumerate(program.lines, 1) if role_of(event, rules) in line.roles
            ]
            assert holders == [number], (event, holders)
            lit[number] += 1
    assert program.runnable - set(lit) == set(), (
        f"lines never lit: {sorted(program.runnable - set(lit))}"
    )
    assert set(lit) <= program.runnable


@pytest.mark.parametrize("strategy", sorted(STRATEGIES))
def test_the_frames_follow_the_tree_depth_and_shrink_on_a_backtrack(strategy):
    seen = Counter()
    for name, events in _searches(strategy):
        events = events[:FRAME_EVENTS]
        frames = FrameStack()
        record = SearchRecord()
        for index, event in enumerate(events):
            before = frames.depth
            frames.feed(event)
            record.extend([event])
            assert frames.depth == record.depth_after(index), (name, index, event)
            if event.kind == "assume":
                seen["grew"] += frames.depth == before + 1
                top = frames.frames()[-1]
                assert (top.cell, top.digit) == (event.cell, event.digit)
            elif event.kind == "backtrack":
                seen["shrank"] += frames.depth < before
    assert seen["grew"] and seen["shrank"]


def test_the_worksheet_walk_of_article_003_lights_its_lines_in_order():
    """FOOL under the worksheet: the first guess lights the hypothesis line, its first dead
    end a sweep's return False, the backtrack the restore of the saved state."""
    fool = next(seed.puzzle for seed in seed_puzzles() if seed.name == "fool-003")
    rules = STRATEGIES["worksheet"]
    program = program_of(rules)
    roles = []
    for event in solver.search(fool, rules):
        roles.append(role_of(event, rules))
        if event.kind == "backtrack":
            break
    first_guess = roles.index(Role.GUESS)
    dead_end = next(
        r for r in roles[first_guess:] if r in (Role.EMPTY_CELL, Role.NO_PLACE, Role.CLASH)
    )
    assert roles[-1] == Role.NEXT_DIGIT
    assert "saved.digits.pop(0)" in program.lines[program.line_of_role[Role.GUESS] - 1].code
    assert "return False" in program.lines[program.line_of_role[dead_end] - 1].code
    assert "saved.sheet.copy()" in program.lines[program.line_of_role[Role.NEXT_DIGIT] - 1].code
