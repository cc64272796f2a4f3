"""The registry of techniques (solver.techniques.registry) and the orders derived from it:
the teaching path (Hint, Explain solution, the logic badges, the gym), SE's rating path, the
logic strategy; and what Hint names on HoDoKu's library positions and on gym exercises."""

from __future__ import annotations

import pytest
from reglib import read_cases, solution

from solver.explain import SolvingPath, explain, logical_step, path_order
from solver.gym import LESSON_OF, LESSONS, Tier, make_technique_exercise
from solver.se_scale import se_rating
from solver.techniques import TECHNIQUES
from solver.techniques.registry import (
    REGISTRY,
    ROW,
    SEARCH_TECHNIQUES,
    TEACHING_PATH,
    Family,
    TechniqueRow,
)
from solver.techniques.se_rungs import SE_CHAINING


def names(order) -> list[str]:
    return [t.name for t in order]


def test_one_row_per_technique_with_its_facts():
    assert len({row.name for row in REGISTRY}) == len(REGISTRY)
    assert all(isinstance(row, TechniqueRow) and row.family in Family for row in REGISTRY)
    taught = [row for row in REGISTRY if row.technique is not None]
    assert [row.technique for row in taught] == list(TEACHING_PATH) == list(TECHNIQUES)
    for row in taught:
        assert row.technique.name == row.name and row.tier is not None and row.summary
        assert row.hodoku, row.name
    assert ROW["w-wing"].hodoku == "W-Wing" and ROW["w-wing"].se == ""
    assert ROW["hidden triple"].se == "Hidden Triplet"
    # SE's chaining rungs: one row each, rated from SE's base, the forcing chains tier
    rungs = [row for row in REGISTRY if row.family is Family.FORCING]
    assert {row.name for row in rungs} == set(SE_CHAINING)
    assert all(row.se_rating == SE_CHAINING[row.name] and row.tier is Tier.FORCING for row in rungs)


def test_the_teaching_path_takes_people_s_techniques_before_any_forcing_chain():
    order = names(path_order(SolvingPath.TEACHING, unique=True))
    first_rung = len(TEACHING_PATH)
    assert all(name.startswith("se chaining") for name in order[first_rung:])
    taught = order[:first_rung]
    assert taught[:3] == ["full house", "hidden single", "naked single"]
    for easier, harder in (
        ("pointing", "naked pair"),
        ("x-wing", "skyscraper"),
        ("w-wing", "xy-wing"),
        ("finned x-wing", "unique rectangle type 1"),
        ("simple colouring", "sue de coq"),
        ("sue de coq", "x-chain"),
        ("xy-chain", "nice loop"),
        ("nice loop", "aic"),
        ("grouped aic", "als-xz"),
        ("als-xy-wing", "als chain"),
        ("als chain", "death blossom"),
    ):
        assert taught.index(easier) < taught.index(harder), (easier, harder)
    difficulties = [t.difficulty for t in TEACHING_PATH]
    assert difficulties == sorted(difficulties)


def test_the_rating_path_is_se_s_own():
    rating = names(path_order(SolvingPath.RATING, unique=True))
    off_se_path = {row.name for row in REGISTRY if row.rating_place is None}
    assert "w-wing" in off_se_path and "simple colouring" in off_se_path
    assert not off_se_path & set(rating)
    assert rating[:4] == ["full house", "hidden single", "direct pointing", "direct claiming"]
    # its chaining rungs come after SE's patterns, as on the teaching path
    assert rating.index("aligned pair exclusion") < rating.index("se chaining")
    without = names(path_order(SolvingPath.RATING, unique=False))
    assert "unique loops" in rating and "unique loops" not in without


def test_the_logic_strategy_and_the_gym_follow_the_teaching_path():
    search = names(SEARCH_TECHNIQUES)
    assert search == [n for n in names(TEACHING_PATH) if n in search]
    assert "naked single" not in search and "bug+1" not in search and "w-wing" in search
    for tier in Tier:
        lessons = [lesson.technique for lesson in LESSONS if lesson.tier == tier]
        on_path = [n for n in names(TEACHING_PATH) if n in lessons]
        assert lessons[: len(on_path)] == on_path, tier
    assert LESSONS[-1].technique == "forcing chains"
    assert LESSON_OF["forcing chains"].step_names == frozenset(SE_CHAINING)


# HoDoKu's library positions where the teaching path's first step is the case's technique
# (at others, an easier technique applies first: an ALS-XZ before an ALS-XY-wing).
HINTED = {
    "w-wing": (1387, 1388, 1389, 1390, 1391),
    "xy-chain": (1093, 1094, 1095, 1096, 1097),
    # continuous loops, and HoDoKu's AICs, where a loop places a digit first
    "nice loop": (1144, 1145, 1146, 1147, 1148, 1206, 1207, 1209),
    "grouped nice loop": (1244, 1245, 1246, 1308, 1309),
    "grouped aic": (1314, 1316, 1332, 1336, 1337),
    "als-xz": (1406, 1407, 1408),
    "als-xy-wing": (1427, 1428, 1429),
    "als chain": (1445, 1446, 1447, 1448),
    "simple colouring": (853, 854),
    "finned x-wing": (565, 566, 567),
    "sue de coq": (1491, 1492, 1493, 1494, 1495),
}


@pytest.fixture(scope="module")
def cases_by_line():
    return {case.line: case for case in read_cases()}


@pytest.mark.parametrize("technique", HINTED)
def test_hint_names_the_library_position_s_technique(technique, cases_by_line):
    for line in HINTED[technique]:
        case = cases_by_line[line]
        step = logical_step(list(case.masks), case.placed)
        assert step is not None and step.technique == technique, (line, step)
        answer = solution(case)
        assert all(answer[cell] != digit for cell, digit in step.eliminations), line
        assert all(answer[cell] == digit for cell, digit in step.placements), line
        assert se_rating(step, case.masks) >= ROW[technique].usual_rating - 1.0


@pytest.mark.parametrize(
    "technique",
    ("hidden pair", "w-wing", "simple colouring", "xy-chain", "aic", "nice loop",
     "finned swordfish", "sue de coq", "als-xy-wing", "forcing chains"),
)  # fmt: skip
def test_hint_on_a_gym_exercise_names_the_exercise_s_technique(technique):
    exercise = make_technique_exercise(technique, seed=4)
    assert exercise is not None
    step = logical_step(exercise.candidates, exercise.placed)
    assert step is not None and step.technique in LESSON_OF[technique].step_names
    same = ("technique", "placements", "eliminations", "cells", "explanation")
    assert all(getattr(step, name) == getattr(exercise.step, name) for name in same)


def test_explain_solution_s_teaching_path_keeps_the_puzzle_s_se_figures():
    puzzle = "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5...."
    teaching = explain(puzzle, path=SolvingPath.TEACHING)
    rating = explain(puzzle)
    assert teaching.path is SolvingPath.TEACHING and teaching.solved
    assert (teaching.er, teaching.ep, teaching.ed) == (rating.er, rating.ep, rating.ed)
    assert [s.step for s in teaching.steps] != [s.step for s in rating.steps]
    assert all(item.rating >= 1.0 for item in teaching.steps)  # each step with its SE rating
