"""The searches on each unit's places (solver.techniques.places) against what they stand
for: a teaching finder's step (hidden singles, locked candidates, naked and hidden sets,
basic fish) is the first its enumerator yields, and SE's direct step is the first of the
base technique's steps, in SE's order of search, after which a hidden single appears (the
reference below is the direct finder as it was written on the steps themselves). Positions:
every step of the rating and teaching paths of puzzles of all bands."""

from __future__ import annotations

import pytest

from solver.board import BIT, POPCOUNT, UNITS, rc_name, unit_name
from solver.explain import SolvingPath, explain, start_masks
from solver.formats import as_grid
from solver.se_path import se_order
from solver.techniques import TECHNIQUE_NAMES, Position, apply_step
from solver.techniques.links import conjugate_pairs
from tests.solver.puzzle_data import puzzle_lines

FIRST_STEP = (
    "pointing",
    "claiming",
    "hidden pair",
    "hidden triple",
    "hidden quad",
    "naked pair",
    "naked triple",
    "naked quad",
    "x-wing",
    "swordfish",
    "jellyfish",
    "hidden single",
)
DIRECT = ("direct pointing", "direct claiming", "direct hidden pair", "direct hidden triple")


def _positions() -> list[Position]:
    """The position before each step of both paths of every 40th puzzle of the sample."""
    rows = [line.split("\t") for line in puzzle_lines("se_rated_sample817.tsv")]
    positions = []
    for row in rows[::40]:
        grid = as_grid(row[0])
        for path in (SolvingPath.RATING, SolvingPath.TEACHING):
            masks = start_masks(grid)
            placed = {c for c in range(81) if grid.cells[c]}
            for item in explain(grid, path=path, time_limit=None).steps:
                positions.append(Position(masks, placed))
                apply_step(masks, item.step)
                placed.update(cell for cell, _ in item.step.placements)
    return positions


@pytest.fixture(scope="module")
def positions() -> list[Position]:
    return _positions()


def _search_key(step) -> tuple:
    """SE's order of search of a locked candidates or hidden set step."""
    unit = step.units[0]
    if step.technique == "pointing":
        return (0 if step.units[1] >= 9 else 1, step.digits[0], unit % 9, step.units[1] % 9)
    if step.technique == "claiming":
        return (2 if unit >= 9 else 3, step.digits[0], unit % 9, step.units[1] % 9)
    return (2 - unit // 9, unit % 9, tuple(sorted(step.digits, reverse=True)))


def _following_single(position: Position, step, same_unit: bool):
    """The hidden single (unit, cell, digit) SE sees after ``step``, or None."""
    masks, placed = position.masks, position.placed

    def places(unit: int, digit: int) -> list[int]:
        return [
            c
            for c in UNITS[unit]
            if masks[c] & BIT[digit]
            and (c not in placed if placed is not None else POPCOUNT[masks[c]] > 1)
        ]

    if same_unit:
        unit = step.units[0]
        for digit in range(1, 10):
            if digit not in step.digits:
                where = places(unit, digit)
                rest = [c for c in where if c not in step.cells]
                if len(where) > 1 and len(rest) == 1:
                    return unit, rest[0], digit
        return None
    first, second = step.units[:2]
    digit = step.digits[0]
    for unit in range(9 * (first // 9), 9 * (first // 9) + 9):
        if unit != first and set(UNITS[unit]) & set(UNITS[second]):
            where = places(unit, digit)
            rest = [c for c in where if c not in UNITS[second]]
            if len(where) > 1 and len(rest) == 1:
                return unit, rest[0], digit
    return None


def _reference_direct(position: Position, base: str):
    """SE's direct step as (its base step, the single), from the base's every step."""
    steps = sorted(TECHNIQUE_NAMES[base].find_all(position), key=_search_key)
    for step in steps:
        single = _following_single(position, step, base.startswith("hidden"))
        if single is not None:
            return step, single
    return None


@pytest.mark.calibration
def test_first_steps_are_the_enumerators_first(positions):
    found = 0
    for position in positions:
        for name in FIRST_STEP:
            technique = TECHNIQUE_NAMES[name]
            step = technique.find(Position(position.masks, position.placed))
            assert step == next(technique.find_all(position), None)
            found += step is not None
    assert found > 100


@pytest.mark.calibration
def test_direct_steps_are_ses(positions):
    order = {t.name: t for t in se_order([TECHNIQUE_NAMES[n] for n in FIRST_STEP[:4]])}
    found = 0
    for position in positions:
        for name, base in zip(DIRECT, FIRST_STEP[:4], strict=True):
            step = order[name].find(Position(position.masks, position.placed))
            reference = _reference_direct(position, base)
            assert (step is None) == (reference is None)
            if step is None:
                continue
            found += 1
            base_step, (unit, cell, digit) = reference
            assert step.placements == ((cell, digit),)
            assert step.eliminations == ()
            assert step.cells == tuple(dict.fromkeys((*base_step.cells, cell)))
            assert (step.units, step.digits, step.area) == (
                base_step.units,
                base_step.digits,
                base_step.area,
            )
            reason = {k: v for k, v in base_step.explanation.fields.items() if k != "removals"}
            assert step.explanation.fields["first"].fields == reason
            single = {"where": unit_name(unit), "digit": digit, "name": rc_name(cell)}
            assert step.explanation.fields["second"].fields == single
    assert found > 20


def test_conjugate_pairs_are_the_units_with_two_open_places():
    rows = [line.split("\t") for line in puzzle_lines("se_rated_sample817.tsv")]
    for row in rows[::100]:
        grid = as_grid(row[0])
        masks = start_masks(grid)
        for item in explain(grid, time_limit=None).steps:
            position = Position(masks)
            for digit in range(1, 10):
                expected = []
                for unit in range(27):
                    places = [c for c in UNITS[unit] if masks[c] & BIT[digit]]
                    if len(places) == 2 and all(POPCOUNT[masks[c]] > 1 for c in places):
                        expected.append((*places, unit))
                assert conjugate_pairs(position, digit) == expected
            apply_step(masks, item.step)
