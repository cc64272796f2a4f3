"""The technique gym (solver.gym): the lessons, the exercise check for every lesson, the
bank and its disguises, the answer's verdict, the hints, and ``--exercise``."""

from __future__ import annotations

import json
import pickle
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from solver.board import BIT
from solver.format_marks import parse_marks, to_marks
from solver.gym import (
    LESSON_OF,
    LESSONS,
    PARTLY,
    RIGHT,
    WRONG,
    Tier,
    check_answer,
    hint_levels,
    is_exercise,
    make_technique_exercise,
)
from solver.gym.bank import bank_entries, disguised
from solver.gym.exercise import lesson_step, switched_off
from solver.phrase import Phrase, Term
from solver.techniques import TECHNIQUE_NAMES, Position, apply_step

ROOT = Path(__file__).resolve().parents[2]
# Lessons whose exercises come fast from new puzzles too (a second or so here), and those
# that take a few seconds to half a minute (bench_gym.py --generated).
GENERATED_FAST = ("hidden single", "naked pair")
GENERATED_SLOW = ("full house", "naked single", "pointing", "claiming", "hidden pair", "x-wing")


def test_every_technique_has_one_lesson_in_tier_order():
    names = [lesson.technique for lesson in LESSONS]
    assert sorted(names) == sorted([*TECHNIQUE_NAMES, "forcing chains"])
    tiers = [lesson.tier for lesson in LESSONS]
    assert tiers == sorted(tiers, key=list(Tier).index)
    assert {lesson.tier for lesson in LESSONS} == set(Tier)
    order = list(TECHNIQUE_NAMES)  # the teaching path
    for tier in Tier:
        places = [order.index(n) for n in names if n in order and LESSON_OF[n].tier == tier]
        assert places == sorted(places), tier  # the teaching path's order within a tier


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.technique)
def test_each_summary_is_a_short_translatable_text(lesson):
    assert isinstance(lesson.summary, Term)
    assert lesson.summary.context == "Lessons"
    sentences = lesson.summary.count(". ") + 1
    assert 2 <= sentences <= 4 and lesson.summary.endswith("."), lesson.summary
    assert isinstance(lesson.tier.title, Term)


def _bank_entry(lesson):
    entries = bank_entries().get(lesson.technique, ())
    assert entries, f"the bank has no position for {lesson.technique}"
    return entries[0]


def _check_position(lesson, givens, digits, masks, solution):
    """The exercise check, both ways, spelt out: each technique the teaching path tries
    before the lesson's finds nothing; the lesson's finds a step that is sound and makes
    progress."""
    placed = [c for c in range(81) if digits[c]]
    position = Position(masks, placed)
    off = switched_off(lesson)
    assert off or lesson.technique == "full house"  # nothing comes before a full house
    assert all(t.find(position) is None for t in off), lesson.technique
    step = lesson_step(lesson, masks, placed)
    assert step is not None
    assert step.technique in lesson.step_names
    assert step.placements or step.eliminations
    assert all(solution[cell] == digit for cell, digit in step.placements)
    assert all(solution[cell] != digit for cell, digit in step.eliminations)
    assert all(masks[cell] & BIT[digit] for cell, digit in step.eliminations)
    after = list(masks)
    apply_step(after, step)
    # Progress: a candidate goes, or a single is placed (its peers may be clear already).
    assert after != list(masks) or any(cell not in placed for cell, _ in step.placements)
    assert all(after[c] & BIT[solution[c]] for c in range(81))
    assert all(givens[c] == digits[c] for c in range(81) if givens[c])
    assert conclusion(is_exercise(lesson, masks, placed)) == conclusion(step)


def conclusion(step):
    """What a step concludes, and by which technique (a forcing chain's proof holds
    implications compared by identity)."""
    return step.technique, step.placements, step.eliminations, step.cells


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.technique)
def test_the_bank_holds_an_exercise_of_every_lesson(lesson):
    _, givens, digits, masks, solution = _bank_entry(lesson)
    _check_position(lesson, givens, digits, masks, solution)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.technique)
def test_a_disguised_bank_position_is_still_an_exercise(lesson):
    givens, digits, masks, solution = disguised(_bank_entry(lesson), random.Random(7))
    _check_position(lesson, givens, digits, masks, solution)


def test_an_exercise_is_plain_data_a_worker_can_send():
    exercise = make_technique_exercise("x-wing", seed=3)
    again = pickle.loads(pickle.dumps(exercise))
    assert again == exercise
    assert make_technique_exercise("X-Wing", seed=3) == exercise  # same seed, same exercise
    assert exercise.step.technique == "x-wing"
    assert len(exercise.givens) == len(exercise.digits) == len(exercise.candidates) == 81
    assert parse_marks(to_marks(exercise.candidates)).candidates == exercise.candidates


def test_an_unknown_technique_lists_the_names():
    with pytest.raises(ValueError, match="unknown technique 'y-wing'.*x-wing"):
        make_technique_exercise("y-wing")


def test_should_stop_ends_the_hunt():
    assert make_technique_exercise("x-wing", seed=1, should_stop=lambda: True) is None


@pytest.mark.parametrize("technique", GENERATED_FAST)
def test_new_puzzles_give_exercises_too(technique):
    deadline = time.monotonic() + 120
    exercise = make_technique_exercise(
        technique, seed=2, use_bank=False, should_stop=lambda: time.monotonic() > deadline
    )
    assert exercise is not None and exercise.source.startswith("generated")
    lesson = LESSON_OF[technique]
    placed = [c for c in range(81) if exercise.digits[c]]
    assert is_exercise(lesson, exercise.candidates, placed) == exercise.step


@pytest.mark.calibration
@pytest.mark.parametrize("technique", GENERATED_SLOW)
def test_new_puzzles_give_exercises_of_the_first_tiers(technique):
    deadline = time.monotonic() + 300
    exercise = make_technique_exercise(
        technique, seed=3, use_bank=False, should_stop=lambda: time.monotonic() > deadline
    )
    assert exercise is not None and exercise.source.startswith("generated")
    _check_position(
        LESSON_OF[technique],
        exercise.givens,
        exercise.digits,
        exercise.candidates,
        exercise.solution,
    )


@pytest.mark.calibration
@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.technique)
def test_every_lesson_makes_fresh_exercises(lesson):
    for seed in (11, 12):
        exercise = make_technique_exercise(lesson.technique, seed=seed)
        assert exercise is not None
        _check_position(
            lesson, exercise.givens, exercise.digits, exercise.candidates, exercise.solution
        )


# ---- the answer


@pytest.fixture(scope="module")
def exercise():
    return make_technique_exercise("x-wing", seed=5)


def test_the_whole_step_is_right(exercise):
    step = exercise.step
    verdict = check_answer(exercise, step.placements, step.eliminations)
    assert verdict.verdict == RIGHT and verdict.right
    assert verdict.message == "Right: that is the whole step."


def test_part_of_the_step_is_partly_right_and_says_what_is_missing(exercise):
    removals = exercise.step.eliminations
    assert len(removals) >= 1
    verdict = check_answer(exercise, [], removals[:-1])
    if len(removals) == 1:
        assert verdict.verdict == WRONG
    else:
        assert verdict.verdict == PARTLY
        assert verdict.missing_removals == (removals[-1],)
        assert "still to do" in verdict.message


def test_removing_the_answer_of_a_cell_is_wrong(exercise):
    cell = next(c for c in range(81) if not exercise.digits[c])
    removal = (cell, exercise.solution[cell])
    verdict = check_answer(exercise, [], [*exercise.step.eliminations, removal])
    assert verdict.verdict == WRONG
    assert verdict.wrong_removals == (removal,)
    assert "breaks the solution" in verdict.message


def test_a_wrong_placement_is_wrong(exercise):
    cell = next(c for c in range(81) if not exercise.digits[c])
    digit = next(
        d
        for d in range(1, 10)
        if exercise.candidates[cell] & BIT[d] and d != exercise.solution[cell]
    )
    verdict = check_answer(exercise, [(cell, digit)], exercise.step.eliminations)
    assert verdict.verdict == WRONG
    assert verdict.wrong_placements == ((cell, digit),)


def test_true_removals_outside_the_step_are_named_apart(exercise):
    wanted = set(exercise.step.eliminations)
    extra = next(
        (c, d)
        for c in range(81)
        for d in range(1, 10)
        if not exercise.digits[c]
        and exercise.candidates[c] & BIT[d]
        and d != exercise.solution[c]
        and (c, d) not in wanted
    )
    verdict = check_answer(exercise, [], [*exercise.step.eliminations, extra])
    assert verdict.verdict == RIGHT
    assert verdict.not_from_step == ((), (extra,))
    assert "True, but not what this technique gives" in verdict.message
    alone = check_answer(exercise, [], [extra])
    assert alone.verdict == WRONG
    assert "nothing of the technique's step" in alone.message


def test_the_three_hints_go_from_the_area_to_the_answer(exercise):
    first, second, third = hint_levels(exercise)
    assert all(isinstance(h, Phrase) for h in (first, second, third))
    assert first.startswith("Look at ") and "x-wing" in first
    assert second == exercise.step.explanation
    assert third.startswith("The answer: remove ")


# ---- the command line


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "solver", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )


@pytest.mark.process
def test_cli_exercise_prints_the_729_form():
    done = _run("--exercise", "X-Wing", "--seed", "4", "--time-limit", "60")
    assert done.returncode == 0, done.stderr
    marks = parse_marks(done.stdout.strip())
    lesson = LESSON_OF["x-wing"]
    placed = [c for c in range(81) if marks.digits[c]]
    step = is_exercise(lesson, marks.candidates, placed)
    assert step is not None and step.technique == "x-wing"


@pytest.mark.process
def test_cli_exercise_json_names_the_step():
    done = _run("--exercise", "skyscraper", "--seed", "4", "--json")
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["technique"] == "skyscraper"
    assert len(answer["position"]) == 729 and len(answer["givens"]) == 81
    assert answer["step"]
    again = json.loads(_run("--exercise", "skyscraper", "--seed", "4", "--json").stdout)
    assert again == answer


@pytest.mark.process
def test_cli_exercise_refuses_an_unknown_technique_with_the_list():
    done = _run("--exercise", "y-wing")
    assert done.returncode == 2
    assert "unknown technique 'y-wing'" in done.stderr and "swordfish" in done.stderr
