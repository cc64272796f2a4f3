"""The difficulty rating: levels read from Sudoku Explainer's ER, on known puzzles and odd
ones."""

from __future__ import annotations

from collections import Counter

import pytest
from puzzle_data import puzzle_lines, seed_puzzles

import solver
from solver.explain import explain
from solver.rating import (
    LEVEL_FLOORS,
    SOLVABLE_LEVELS,
    format_rating,
    level_of_er,
    level_of_technique,
    rate,
    techniques_up_to,
)

SEEDS = {seed.name: seed.puzzle for seed in seed_puzzles()}


def test_the_level_follows_er_with_the_floors_of_the_table():
    assert level_of_er(1.0) == level_of_er(2.3) == "easy"
    for (level, floor), (_, next_floor) in zip(LEVEL_FLOORS, LEVEL_FLOORS[1:], strict=False):
        assert level_of_er(floor) == level
        assert level_of_er(round(next_floor - 0.1, 1)) == level
    assert level_of_er(7.5) == level_of_er(11.0) == "extreme"
    assert [name for name, _ in LEVEL_FLOORS] == list(SOLVABLE_LEVELS[1:])


def test_techniques_belong_to_the_level_of_their_se_rating():
    assert level_of_technique("hidden single") == "easy"
    assert level_of_technique("naked single") == "easy"
    assert level_of_technique("pointing") == level_of_technique("claiming") == "medium"
    assert level_of_technique("naked pair") == level_of_technique("x-wing") == "hard"
    assert level_of_technique("swordfish") == "hard"
    assert level_of_technique("xy-wing") == level_of_technique("skyscraper") == "expert"
    assert level_of_technique("cell forcing chains") == "extreme"


def test_norvigs_easy_puzzles_rate_mostly_easy():
    levels = Counter(rate(p).level for p in puzzle_lines("norvig_easy50.txt"))
    assert levels["easy"] > 40, levels
    assert levels["needs guessing"] == levels["extreme"] == 0, levels


@pytest.mark.parametrize("name", ["norvig-easy", "qiita-easy", "qiita-expert", "fool-003"])
def test_a_seed_puzzles_level_is_that_of_its_er(name):
    rating = rate(SEEDS[name])
    path = explain(SEEDS[name])
    assert (rating.er, rating.ep, rating.ed) == (path.er, path.ep, path.ed)
    assert rating.level == level_of_er(path.er)
    assert rating.logic and rating.assumptions == 0
    assert rating.steps == len(path.steps)


def test_the_first_essay_puzzle_is_easy_with_naked_singles_only():
    rating = rate(SEEDS["norvig-easy"])
    assert rating.level == "easy"
    assert rating.hardest == "naked single"
    assert rating.er == 2.3
    assert sum(rating.techniques.values()) == rating.steps
    assert "singles only" in rating.description


def test_article_002s_expert_puzzle_rates_expert():
    rating = rate(SEEDS["qiita-expert"])
    assert rating.level == "expert"
    assert rating.er >= 4.0
    assert rating.description.startswith("Expert: needs ")
    assert rating.hardest in rating.description


def test_inkalas_puzzle_is_extreme_and_counts_the_search():
    # Cut at half a second: compiled, the whole logical path takes about 4 s CPU
    # (tests/solver/test_inkala_explained.py walks it to the end).
    rating = rate(SEEDS["inkala-004"], time_limit=0.5)
    assert rating.level == "extreme"
    assert not rating.logic
    assert rating.assumptions > 0
    run = solver.search(SEEDS["inkala-004"], strategy="fastest")
    for _event in run:
        pass
    assert rating.assumptions == run.stats.assumptions  # what the window's search shows


def test_a_path_the_time_limit_stops_is_extreme_with_er_at_least_85():
    hardest = puzzle_lines("norvig_top95.txt")[5]
    rating = rate(hardest, time_limit=0.0)
    assert rating.stopped and not rating.logic
    assert rating.level == "extreme"
    assert rating.er >= 8.5
    assert "ER at least 8.5 (stopped)" in format_rating(rating)


def test_a_puzzle_with_several_solutions_needs_guessing_and_says_so():
    rating = rate(puzzle_lines("edge_multisolution.txt")[0])
    assert rating.level == "needs guessing"
    assert rating.er is None
    assert "more than one solution" in rating.description
    assert "unique rectangle type 1" not in rating.techniques


@pytest.mark.parametrize("puzzle", puzzle_lines("edge_nosolution.txt")[:3])
def test_a_puzzle_without_solution_has_no_rating(puzzle):
    with pytest.raises(ValueError, match="no solution"):
        rate(puzzle)


def test_techniques_up_to_a_level_leave_out_harder_ones_and_the_rectangle():
    assert [t.name for t in techniques_up_to("medium")] == [
        "full house",
        "hidden single",
        "naked single",
        "pointing",
        "claiming",
    ]
    hard = [t.name for t in techniques_up_to("hard")]
    assert "x-wing" in hard and "xy-wing" not in hard
    expert = [t.name for t in techniques_up_to("expert")]
    assert "jellyfish" in expert
    assert "unique rectangle type 1" not in expert
    assert not any(t.uniqueness for t in techniques_up_to("extreme"))


def test_format_rating_is_one_line_with_level_and_er():
    rating = rate(SEEDS["norvig-hard"])
    text = format_rating(rating)
    assert "\n" not in text
    assert text.startswith(f"{rating.level} (ER {rating.er:.1f} EP ")
