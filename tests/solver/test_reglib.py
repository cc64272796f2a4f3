"""Our techniques against HoDoKu's regression library (tests/data/hodoku_reglib-1.3.txt).

Each case is a position and the exact step one technique must find there. The library is
small enough (about 1,100 cases, a second or two) to replay whole: every technique must
reproduce at least as many of its cases as it did when the table below was written, so a
finder that regresses fails here. ``tests/benchmarks/bench_reglib.py`` prints the table.
"""

from __future__ import annotations

from collections import Counter
from itertools import islice

import pytest
from reglib import CODES, parse_case, read_cases, replay, solution

from solver.board import BIT, mask_of
from solver.techniques import TECHNIQUE_NAMES, Position

# Cases each technique reproduces exactly, out of the library's cases for it. A technique
# missing here has cases we cannot reproduce yet only because HoDoKu's step differs (for
# example HoDoKu's grouped nice loops may hold almost locked sets as nodes).
EXACT = {
    "full house": (37, 37),
    "naked single": (35, 35),
    "hidden single": (36, 36),
    "pointing": (36, 36),
    "claiming": (36, 36),
    "naked pair": (45, 45),
    "naked triple": (41, 41),
    "naked quad": (11, 11),
    "hidden pair": (27, 27),
    "hidden triple": (27, 27),
    "hidden quad": (17, 17),
    "x-wing": (11, 11),
    "swordfish": (11, 11),
    "jellyfish": (12, 12),
    "finned x-wing": (10, 10),
    "finned swordfish": (11, 11),
    "finned jellyfish": (10, 10),
    "sashimi x-wing": (9, 9),
    "sashimi swordfish": (9, 9),
    "sashimi jellyfish": (7, 7),
    "skyscraper": (10, 10),
    "2-string kite": (19, 21),
    "turbot fish": (9, 9),
    "empty rectangle": (26, 26),
    "simple colouring": (10, 10),
    "multi-colouring": (4, 4),
    "unique rectangle type 1": (17, 17),
    "unique rectangle type 2": (20, 20),
    "unique rectangle type 3": (13, 13),
    "unique rectangle type 4": (21, 21),
    "hidden rectangle": (23, 23),
    "bug+1": (15, 15),
    "xy-wing": (9, 9),
    "xyz-wing": (16, 16),
    "w-wing": (14, 14),
    "x-chain": (14, 14),
    "xy-chain": (43, 43),
    "aic": (34, 34),
    "nice loop": (45, 45),
    "grouped aic": (21, 21),
    "grouped nice loop": (29, 29),
    "aic with als": (20, 21),
    "nice loop with als": (21, 25),
    "als-xz": (17, 17),
    "als-xy-wing": (14, 14),
    "als chain": (8, 15),
    "death blossom": (16, 17),
    "sue de coq": (30, 30),
}


@pytest.fixture(scope="module")
def outcomes() -> dict[str, Counter]:
    """Each technique's replay outcomes over the whole library."""
    table: dict[str, Counter] = {}
    for case in read_cases():
        table.setdefault(case.label, Counter())[replay(case)] += 1
    return table


def test_the_library_reads_whole():
    cases = read_cases()
    assert len(cases) > 1100
    assert {c.code for c in cases} >= set(k for k, v in CODES.items() if v)
    assert all(c.technique in TECHNIQUE_NAMES for c in cases if c.technique)


@pytest.mark.calibration
@pytest.mark.parametrize("name", sorted(EXACT))
def test_each_technique_reproduces_its_cases(outcomes, name):
    exact, total = EXACT[name]
    counts = outcomes[name]
    assert sum(counts.values()) == total
    assert counts["exact"] >= exact, dict(counts)


def test_the_headers_example_reads_as_a_pencil_mark_position():
    # The file's second example: a uniqueness test type 4 removing 3 from r6c4 and r6c5.
    case = parse_case(
        ":0603:3:14+8..+9+72+5.+3...89.697+6....38.+61......3+2.8.56...9......2.5+9+186....+8+3"
        "....61+6+1...35+89:224 524 225 525 135 455 755 458 758 165 168 771 284 484 784 285 "
        "485 785:364 365::"
    )
    assert case.code == "0603" and case.variant == "" and not case.fail_case
    assert case.technique == "unique rectangle type 4"
    assert case.eliminations == {(48, 3), (49, 3)}
    assert case.placements == frozenset()
    assert case.masks[0] == BIT[1] and 0 in case.placed
    assert not case.masks[12] & mask_of((2, 5))  # r2c4 lost 2 and 5
    assert replay(case) == "exact"


def test_a_replay_fails_when_the_expected_step_differs():
    case = parse_case(
        ":0603:3:14+8..+9+72+5.+3...89.697+6....38.+61......3+2.8.56...9......2.5+9+186....+8+3"
        "....61+6+1...35+89:224 524 225 525 135 455 755 458 758 165 168 771 284 484 784 285 "
        "485 785:364::"
    )
    assert replay(case) == "other"


def test_fail_cases_find_nothing():
    fail_cases = [c for c in read_cases() if c.fail_case and c.technique]
    assert fail_cases
    for case in fail_cases:
        technique = TECHNIQUE_NAMES[case.technique]
        assert next(technique.find_all(Position(case.masks, case.placed)), None) is None


@pytest.mark.calibration
def test_every_step_found_on_the_library_agrees_with_the_solution():
    """The library's positions come from puzzles with one solution: no step any of our
    techniques enumerates there (the case's own technique, up to 500 steps) may remove an
    answer or place a wrong digit."""
    checked = 0
    for case in read_cases():
        if case.technique is None:
            continue
        truth = solution(case)
        assert truth is not None, case.line
        position = Position(case.masks, case.placed)
        for step in islice(TECHNIQUE_NAMES[case.technique].find_all(position), 500):
            assert all(truth[c] != d for c, d in step.eliminations), (case.line, step)
            assert all(truth[c] == d for c, d in step.placements), (case.line, step)
            checked += 1
    assert checked > 5000
