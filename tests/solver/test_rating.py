"""The difficulty rating: levels on known puzzles, the score's order, odd puzzles."""

from __future__ import annotations

from collections import Counter

import pytest
from puzzle_data import puzzle_lines, seed_puzzles

import solver
from solver.rating import (
    EASY_HIDDEN_SINGLES,
    LEVELS,
    format_rating,
    level_of_steps,
    rate,
    techniques_up_to,
)
from solver.techniques import Step

SEEDS = {seed.name: seed.puzzle for seed in seed_puzzles()}


def test_norvigs_easy_puzzles_rate_mostly_easy():
    levels = Counter(rate(p).level for p in puzzle_lines("norvig_easy50.txt"))
    assert levels["easy"] > 25, levels
    assert levels["needs guessing"] == 0, levels


def test_the_first_essay_puzzle_is_easy_with_naked_singles_only():
    rating = rate(SEEDS["norvig-easy"])
    assert rating.level == "easy"
    assert rating.hardest == "naked single"
    assert rating.score == 1.0
    assert rating.steps == SEEDS["norvig-easy"].count("0")
    assert rating.assumptions == 0
    assert rating.techniques == {"naked single": rating.steps}


def test_article_002s_expert_puzzle_rates_expert():
    rating = rate(SEEDS["qiita-expert"])
    assert rating.level == "expert"
    assert "skyscraper" in rating.techniques  # a single-digit pattern, before colouring
    assert rating.description.startswith("Expert: needs pointing")


def test_inkalas_puzzle_needs_guessing_and_counts_the_search():
    rating = rate(SEEDS["inkala-004"])
    assert rating.level == "needs guessing"
    assert rating.assumptions > 0
    assert f"{rating.assumptions} assumptions" in rating.description
    assert 5.0 <= rating.score < 6.0
    run = solver.search(SEEDS["inkala-004"], strategy="fastest")
    for _event in run:
        pass
    assert rating.assumptions == run.stats.assumptions  # what the window's search shows


def test_the_score_sorts_by_level_first():
    ratings = [
        rate(p)
        for p in puzzle_lines("norvig_top95.txt")[:30] + puzzle_lines("norvig_easy50.txt")[:10]
    ]
    assert len({r.level for r in ratings}) >= 3
    for r in ratings:
        assert LEVELS.index(r.level) + 1 <= r.score < LEVELS.index(r.level) + 2


def test_a_puzzle_with_several_solutions_needs_guessing_and_says_so():
    rating = rate(puzzle_lines("edge_multisolution.txt")[0])
    assert rating.level == "needs guessing"
    assert "more than one solution" in rating.description
    assert "unique rectangle type 1" not in rating.techniques


@pytest.mark.parametrize("puzzle", puzzle_lines("edge_nosolution.txt")[:3])
def test_a_puzzle_without_solution_has_no_rating(puzzle):
    with pytest.raises(ValueError, match="no solution"):
        rate(puzzle)


def test_many_hidden_singles_make_a_singles_puzzle_medium():
    hidden = Step("hidden single", 12, placements=((0, 1),))
    naked = Step("naked single", 10, placements=((0, 1),))
    assert level_of_steps([naked] * 40 + [hidden] * EASY_HIDDEN_SINGLES) == "easy"
    assert level_of_steps([naked] * 40 + [hidden] * (EASY_HIDDEN_SINGLES + 1)) == "medium"
    assert level_of_steps([naked, Step("naked pair", 30)]) == "hard"
    assert level_of_steps([naked, Step("x-wing", 40)]) == "expert"


def test_techniques_up_to_a_level_leave_out_harder_ones_and_the_rectangle():
    assert [t.name for t in techniques_up_to("medium")] == [
        "naked single",
        "full house",
        "hidden single",
        "pointing",
        "claiming",
    ]
    expert = [t.name for t in techniques_up_to("expert")]
    assert "jellyfish" in expert
    assert "unique rectangle type 1" not in expert
    assert not any(t.uniqueness for t in techniques_up_to("expert"))


def test_format_rating_is_one_line_with_level_and_score():
    text = format_rating(rate(SEEDS["norvig-hard"]))
    assert "\n" not in text
    assert text.startswith(f"{rate(SEEDS['norvig-hard']).level} (score ")
