"""SE's chaining rungs (solver.se.engine): the length bonus, each rung's
conclusions checked against the solution, and ratings of SE-rated puzzles."""

from __future__ import annotations

import pytest

from solver.board import DIGITS_OF, POPCOUNT, rc_name
from solver.explain import explain
from solver.fast import solve_cells
from solver.format_marks import parse_marks
from solver.formats import as_grid
from solver.rating import level_of_technique
from solver.se.chains import ChainSearch
from solver.se.engine import Engine, Stop
from solver.se.links import static_links
from solver.se.proof import ancestors, branch_size, length_added
from solver.se.rules import DYNAMIC, MULTIPLE, NISHIO, UNARY, dynamic_rule
from solver.techniques import initial_masks
from solver.techniques.se_rungs import SE_CHAINING, hint_step, se_grid
from solver.techniques.step import Position
from tests.solver.puzzle_data import puzzle_lines
from tests.solver.se_agreement import agreement


def _grid(puzzle: str) -> tuple[list[int], list[int]]:
    cells = as_grid(puzzle).cells
    return se_grid(initial_masks(cells)), solve_cells(cells)


def _assert_sound(hints, solution) -> None:
    for hint in hints:
        for cell, digit in hint.removable:
            assert solution[cell] != digit, (hint.kind, cell, digit)
        if hint.placement:
            cell, digit = hint.placement
            assert solution[cell] == digit


@pytest.mark.parametrize(
    ("complexity", "bonus"), [(2, 0.0), (6, 0.0), (7, 0.1), (9, 0.2), (11, 0.3), (15, 0.4)]
)
def test_length_bonus_follows_se_ceilings(complexity, bonus):
    assert round(length_added(complexity), 1) == bonus


def test_se_sums_doubles_as_se_does():
    # 6.6 + 0.1 is below 6.7 in doubles: SE's sort puts such a forcing chain first.
    assert 6.6 + length_added(7) < 6.5 + length_added(9)


# A puzzle whose first chaining step (after the easier techniques) is a dynamic rung.
HARD = "........3..1..56...9..4..7......9.5.7.......8.5.4.2....8..2..9...35..1..6........"


def test_static_rungs_find_nothing_on_a_hardest_start_and_dynamic_plus_proves_soundly():
    grid, solution = _grid(HARD)
    for rule in (UNARY, NISHIO, MULTIPLE, DYNAMIC):
        assert Engine(rule).hints(grid) == []
    hints = Engine(dynamic_rule(1)).hints(grid)
    assert hints
    _assert_sound(hints, solution)
    first = hints[0]
    assert first.difficulty == min(h.difficulty for h in hints)
    assert round(first.difficulty, 1) >= 9.0
    # each "+" removal rests on the removals that made its rule apply
    used = sum(len(ancestors(t)) for t in first.targets)
    assert first.complexity >= used
    # what a rung's best keeps or drops by: the count, or past the limit where it stops
    assert branch_size(first.targets, used) == used
    assert branch_size(first.targets, used - 2) == used - 1


def _told(hint) -> tuple | None:
    if hint is None:
        return None
    lines = tuple(tuple(item.key for item in line) for line in hint.ancestry())
    return (hint.kind, hint.removable, hint.difficulty, hint.complexity, hint.sort_key, lines)


def test_first_is_the_conclusion_hints_puts_first():
    """``first`` keeps only the best conclusion as they come (the nested rungs' hold whole
    trees): the one the stable sort of ``hints`` puts first, ties broken by the order found."""
    rows = [line.split("\t") for line in puzzle_lines("se_rated_sample817.tsv")]
    grids = [_grid(row[0])[0] for row in rows if 6.5 <= float(row[1]) <= 8.3][::40]
    cases = [(rule, grid) for grid in grids for rule in (UNARY, NISHIO, MULTIPLE, DYNAMIC)]
    cases.append((dynamic_rule(1), _grid(HARD)[0]))
    for rule, grid in cases:
        hints = Engine(rule).hints(grid)
        assert _told(Engine(rule).first(grid)) == _told(hints[0] if hints else None)


def test_what_the_forcing_chains_and_cycles_rung_skips_would_find_nothing():
    """The rung skips the cycle search of a candidate without strong links, and the forcing
    chain search from an "on" whose cycle search did not meet its opposite; it weighs what
    it finds by the path's length before making the chain."""
    rows = [line.split("\t") for line in puzzle_lines("se_rated_sample817.tsv")]
    grids = [_grid(row[0])[0] for row in rows if 6.5 <= float(row[1]) <= 8.3][::80]
    search = ChainSearch()
    found_any = False
    for grid in grids:
        for y, x in ((False, True), (True, True)):
            links = static_links(grid, y, x)
            for cell in range(81):
                for digit in DIGITS_OF[grid[cell]] if POPCOUNT[grid[cell]] > 1 else ():
                    key = (cell * 10 + digit) * 2 + 1
                    closed = search.cycles(links, key)
                    if links.strong_start[key - 1] == links.strong_start[key]:
                        assert closed == 0
                    for index in range(closed):
                        length = search.path_length(search.closing_node[index])
                        assert length == len(ancestors(search.closing_implication(index)))
                    met = search.opposite_met
                    found = search.forcing(links, key)
                    assert (found >= 0) == met
                    if found >= 0:
                        found_any = True
                        length = search.path_length(found)
                        assert length == len(ancestors(search.implication(found)))
    assert found_any


def test_rungs_are_sound_on_sample_positions():
    rows = [line.split("\t") for line in puzzle_lines("se_rated_sample817.tsv")]
    chained = [row[0] for row in rows if 6.5 <= float(row[1]) <= 8.3][::40]
    assert chained
    for puzzle in chained:
        grid, solution = _grid(puzzle)
        for rule in (UNARY, NISHIO, MULTIPLE, DYNAMIC):
            _assert_sound(Engine(rule).hints(grid), solution)


def test_a_step_carries_its_proof_and_its_rating_base():
    grid, _ = _grid(HARD)
    hint = Engine(dynamic_rule(1)).first(grid)
    step = hint_step(hint, grid)
    assert step.proof == hint.targets
    assert step.size == hint.complexity
    assert step.technique in SE_CHAINING
    assert SE_CHAINING[step.technique] == 9.0
    assert level_of_technique(step.technique) == "extreme"
    assert str(step.explanation)


def test_should_stop_cancels_a_rung():
    grid, _ = _grid(HARD)
    with pytest.raises(Stop):
        Engine(DYNAMIC, should_stop=lambda: True).hints(grid)


# Puzzles of the SE-rated sample whose hardest step is one of SE's cycles: ER matches SE's.
CYCLES = [
    ("109007023602500000000000081500070060000102000020050008240000000000009402960800105", 6.7),
    ("070096000090000700804001200400080300050000020001070004002300807009000040000210050", 6.8),
    ("010734020000090000200000007001609400304000708900000006008000100030000080007158600", 6.9),
]


@pytest.mark.parametrize(("puzzle", "se"), CYCLES)
def test_explain_rates_cycles_as_se(puzzle, se):
    path = explain(puzzle, time_limit=60)
    assert path.solved
    assert path.er == se
    hardest = max(path.steps, key=lambda item: item.rating)
    assert hardest.step.technique in SE_CHAINING


def test_a_position_with_placed_cells_has_no_candidates_there():
    masks = initial_masks(as_grid(HARD).cells)
    grid = se_grid(masks)
    givens = [c for c, digit in enumerate(as_grid(HARD).cells) if digit]
    assert all(grid[c] == 0 for c in givens)
    # a naked single not yet placed keeps its candidate, as in SE's grid
    masks[0] = masks[0] & -masks[0]
    assert se_grid(masks)[0] == masks[0]


@pytest.mark.calibration
@pytest.mark.parametrize(
    "row",
    [r for r in puzzle_lines("forum_hardest_er_sample6.tsv") if float(r.split("\t")[3]) < 3][:3],
)
def test_hardest_path_steps_are_sound(row):
    puzzle = row.split("\t")[0]
    solution = solve_cells(as_grid(puzzle).cells)
    path = explain(puzzle, time_limit=30)
    assert path.steps
    for item in path.steps:
        for cell, digit in item.step.eliminations:
            assert solution[cell] != digit
        for cell, digit in item.step.placements:
            assert solution[cell] == digit


def test_every_rung_name_is_marked_for_translation():
    from sudoku_gui.support.technique_names import TECHNIQUE_NAMES

    assert set(SE_CHAINING) <= set(TECHNIQUE_NAMES)


def test_aligned_pair_exclusions_are_sound():
    from solver.techniques.aligned import aligned_pairs

    rows = [line.split("\t") for line in puzzle_lines("se_rated_sample817.tsv")]
    found = 0
    for row in rows[::25]:
        cells = as_grid(row[0]).cells
        solution = solve_cells(cells)
        for step in aligned_pairs(Position(initial_masks(cells))):
            found += 1
            assert step.eliminations
            assert all(solution[cell] != digit for cell, digit in step.eliminations)
    assert found


@pytest.mark.calibration
def test_agreement_with_se_on_a_sample_up_to_dynamic_chains():
    """One SE-rated puzzle in 20 up to 8.5 (the nested rungs take minutes): exact on most,
    within 0.3 on nearly all (tests/benchmarks/bench_se_rating.py has the whole sample)."""
    rows = [line.split("\t") for line in puzzle_lines("se_rated_sample817.tsv")]
    pairs = [
        (float(se), explain(p, time_limit=60).er) for p, se, *_ in rows[::20] if float(se) <= 8.5
    ]
    figures = agreement(pairs)
    assert figures.exact >= 0.6, figures
    assert figures.within_03 >= 0.8, figures


@pytest.mark.calibration
@pytest.mark.parametrize("row", puzzle_lines("se_chain_complexities.tsv"))
def test_a_nested_rung_lists_every_hint_with_ses_complexity_in_ses_order(row):
    """Every hint of the (+ forcing chains) rung on two positions of the hardest sample, as
    SukakuExplainer lists them (tests/data/se_chain_complexities.tsv, printed by SE): the
    same removals, complexities and sort keys, in the same order. The complexity rests on
    what each branch's simple rules find and in which order, on the rule parents of the
    inner chains (a cycle counts both ways round) and on alike inner chains counted once."""
    marks, level, expected = row.split("\t")
    grid = se_grid(parse_marks(marks).candidates)
    found = [
        f"{h.complexity}:{h.sort_key}:"
        + "+".join(sorted(f"{rc_name(cell)}-{digit}" for cell, digit in h.removable))
        for h in Engine(dynamic_rule(int(level))).hints(grid)
    ]
    assert found == expected.split()


@pytest.mark.calibration
def test_a_hardest_puzzle_gets_ses_er_ep_and_ed():
    """A puzzle of the players' hardest list (10.2: nested forcing chains at its hardest
    step) rated to the end, about a minute: SE's three figures exactly, every step sound."""
    row = next(r for r in puzzle_lines("forum_hardest_er_sample6.tsv") if "\t10.2\t" in r)
    puzzle, er, ep, ed = row.split("\t")
    solution = solve_cells(as_grid(puzzle).cells)
    path = explain(puzzle, time_limit=None)
    assert path.solved
    assert (path.er, path.ep, path.ed) == (float(er), float(ep), float(ed))
    for item in path.steps:
        assert all(solution[cell] != digit for cell, digit in item.step.eliminations)
        assert all(solution[cell] == digit for cell, digit in item.step.placements)
