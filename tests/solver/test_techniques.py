"""Each technique on a constructed position where it applies, and on a near miss where it
must not. Positions start with every candidate everywhere and are carved down to the
pattern, so the exact eliminations can be worked out by hand."""

from __future__ import annotations

import pytest

from solver.board import ALL, BIT, BOXES, COLS, PEERS, ROWS, mask_of
from solver.techniques import (
    TECHNIQUE_NAMES,
    TECHNIQUES,
    Position,
    find_step,
)


def blank() -> list[int]:
    return [ALL] * 81


def keep_only(masks: list[int], cell: int, *digits: int) -> None:
    masks[cell] = mask_of(digits)


def confine(masks: list[int], unit_cells, digit: int, places) -> None:
    """Remove ``digit`` from the cells of a unit, except ``places``."""
    for c in unit_cells:
        if c not in places:
            masks[c] &= ~BIT[digit]


def run(name: str, masks: list[int]):
    return TECHNIQUE_NAMES[name].find(Position(masks))


# --- singles -------------------------------------------------------------------------------


def test_naked_single_places_the_last_candidate():
    masks = blank()
    keep_only(masks, 40, 7)
    step = run("naked single", masks)
    assert step.placements == ((40, 7),)
    assert step.eliminations == ()
    assert step.explanation == "r5c5 has only one candidate left, 7, so r5c5 is 7."
    assert step.area == "box 5"


def test_naked_single_ignores_a_settled_cell():
    masks = blank()
    keep_only(masks, 40, 7)
    for p in PEERS[40]:
        masks[p] &= ~BIT[7]
    assert run("naked single", masks) is None


def test_naked_single_uses_the_callers_placed_cells():
    masks = blank()
    keep_only(masks, 40, 7)
    for p in PEERS[40]:
        masks[p] &= ~BIT[7]
    position = Position(masks, placed=())
    assert TECHNIQUE_NAMES["naked single"].find(position).placements == ((40, 7),)
    assert TECHNIQUE_NAMES["naked single"].find(Position(masks, placed={40})) is None


def test_hidden_single_in_a_box():
    masks = blank()
    confine(masks, BOXES[4], 7, {39})
    step = run("hidden single", masks)
    assert step.placements == ((39, 7),)
    assert step.units == (22,)
    assert step.explanation == "In box 5, 7 can only go in r5c4, so r5c4 is 7."
    assert step.area == "box 5"


def test_no_hidden_single_with_two_places_or_a_placed_digit():
    masks = blank()
    confine(masks, BOXES[4], 7, {39, 40})
    assert run("hidden single", masks) is None
    keep_only(masks, 40, 7)  # 7 is placed in box 5: r5c4 is no hidden single there
    masks[39] &= ~BIT[7]
    for p in PEERS[40]:
        masks[p] &= ~BIT[7]
    assert run("hidden single", masks) is None


# --- locked candidates ---------------------------------------------------------------------


def test_pointing_clears_the_rest_of_the_row():
    masks = blank()
    confine(masks, BOXES[0], 5, {0, 1})
    step = run("pointing", masks)
    assert step.eliminations == tuple((c, 5) for c in range(3, 9))
    assert step.cells == (0, 1)
    assert step.units == (18, 0)
    assert step.area == "box 1"
    assert step.explanation.startswith("In box 1, 5 can only go in row 1 (r1c1 and r1c2)")


def test_no_pointing_when_the_places_share_no_line_or_the_line_is_clear():
    masks = blank()
    confine(masks, BOXES[0], 5, {0, 10})
    assert run("pointing", masks) is None
    masks = blank()
    confine(masks, BOXES[0], 5, {0, 1})
    confine(masks, ROWS[0], 5, {0, 1})
    assert run("pointing", masks) is None


def test_claiming_clears_the_rest_of_the_box():
    masks = blank()
    confine(masks, ROWS[0], 5, {0, 1, 2})
    step = run("claiming", masks)
    assert step.eliminations == tuple((c, 5) for c in (9, 10, 11, 18, 19, 20))
    assert step.units == (0, 18)
    assert step.area == "row 1"


def test_no_claiming_when_the_places_span_two_boxes():
    masks = blank()
    confine(masks, ROWS[0], 5, {0, 1, 3})
    assert run("claiming", masks) is None


# --- subsets -------------------------------------------------------------------------------

NAKED_PATTERNS = {
    "naked pair": [(2, 7), (2, 7)],
    "naked triple": [(1, 2), (2, 3), (1, 3)],
    "naked quad": [(1, 2), (2, 3), (3, 4), (1, 4)],
}


@pytest.mark.parametrize("name", NAKED_PATTERNS)
def test_naked_subset_clears_its_digits_from_the_rest_of_the_row(name):
    masks = blank()
    pattern = NAKED_PATTERNS[name]
    cells = (0, 4, 8, 6)[: len(pattern)]
    for cell, digits in zip(cells, pattern, strict=True):
        keep_only(masks, cell, *digits)
    digits = sorted({d for ds in pattern for d in ds})
    step = run(name, masks)
    expected = tuple((c, d) for c in ROWS[0] if c not in cells for d in digits)
    assert step.eliminations == expected
    assert step.cells == tuple(sorted(cells))
    assert step.digits == tuple(digits)
    assert step.area == "row 1"


@pytest.mark.parametrize("name", NAKED_PATTERNS)
def test_no_naked_subset_when_one_cell_holds_a_digit_too_many(name):
    masks = blank()
    pattern = NAKED_PATTERNS[name]
    cells = (0, 4, 8, 6)[: len(pattern)]
    for cell, digits in zip(cells, pattern, strict=True):
        keep_only(masks, cell, *digits)
    masks[cells[0]] |= BIT[9]
    assert run(name, masks) is None


HIDDEN_SIZES = {"hidden pair": 2, "hidden triple": 3, "hidden quad": 4}


@pytest.mark.parametrize("name", HIDDEN_SIZES)
def test_hidden_subset_clears_the_other_digits_from_its_cells(name):
    size = HIDDEN_SIZES[name]
    cells = {0, 4, 8, 6}
    cells = set(sorted(cells)[:size])
    digits = tuple(range(1, size + 1))
    masks = blank()
    for d in digits:
        confine(masks, ROWS[0], d, cells)
    step = run(name, masks)
    others = [d for d in range(1, 10) if d not in digits]
    assert step.eliminations == tuple((c, d) for c in sorted(cells) for d in others)
    assert step.digits == digits
    assert step.units == (0,)


@pytest.mark.parametrize("name", HIDDEN_SIZES)
def test_no_hidden_subset_when_a_digit_has_one_place_more(name):
    size = HIDDEN_SIZES[name]
    cells = set(sorted({0, 4, 8, 6})[:size])
    masks = blank()
    for d in range(1, size + 1):
        confine(masks, ROWS[0], d, cells)
    masks[1] |= BIT[1]
    assert run(name, masks) is None


# --- fish ----------------------------------------------------------------------------------

FISH = {
    "x-wing": {1: (2, 7), 6: (2, 7)},
    "swordfish": {0: (1, 5), 4: (5, 7), 8: (1, 7)},
    "jellyfish": {0: (0, 3), 2: (3, 5), 4: (5, 8), 6: (0, 8)},
}


def fish_position(rows_to_cols: dict[int, tuple[int, ...]]) -> list[int]:
    masks = blank()
    for row, cols in rows_to_cols.items():
        confine(masks, ROWS[row], 4, {9 * row + c for c in cols})
    return masks


@pytest.mark.parametrize("name", FISH)
def test_fish_clears_the_digit_from_its_columns(name):
    rows_to_cols = FISH[name]
    step = run(name, fish_position(rows_to_cols))
    cover = sorted({c for cols in rows_to_cols.values() for c in cols})
    expected = tuple(
        (cell, 4) for col in cover for cell in COLS[col] if cell // 9 not in rows_to_cols
    )
    assert step.eliminations == expected
    assert step.units == tuple(rows_to_cols)
    assert step.digits == (4,)
    assert step.area.startswith("row ")  # each line by its own name, for every notation


@pytest.mark.parametrize("name", FISH)
def test_no_fish_when_one_row_strays_into_another_column(name):
    rows_to_cols = dict(FISH[name])
    first = next(iter(rows_to_cols))
    stray = next(c for c in range(9) if all(c not in cols for cols in rows_to_cols.values()))
    rows_to_cols[first] = rows_to_cols[first] + (stray,)
    assert run(name, fish_position(rows_to_cols)) is None


def test_fish_works_on_columns_too():
    masks = blank()
    for col in (2, 7):
        confine(masks, COLS[col], 4, {9 * 1 + col, 9 * 6 + col})
    step = run("x-wing", masks)
    assert step.eliminations == tuple(
        (cell, 4) for row in (1, 6) for cell in ROWS[row] if cell % 9 not in (2, 7)
    )
    assert step.area == "column 3 and column 8"


# --- wings ---------------------------------------------------------------------------------


def test_xy_wing_clears_z_where_both_pincers_see():
    masks = blank()
    keep_only(masks, 0, 1, 2)  # pivot r1c1
    keep_only(masks, 4, 1, 3)  # pincer r1c5 (same row)
    keep_only(masks, 36, 2, 3)  # pincer r5c1 (same column)
    step = run("xy-wing", masks)
    assert step.eliminations == ((40, 3),)
    assert step.cells == (0, 4, 36)


def test_no_xy_wing_when_the_pincers_share_no_digit():
    masks = blank()
    keep_only(masks, 0, 1, 2)
    keep_only(masks, 4, 1, 3)
    keep_only(masks, 36, 2, 4)
    assert run("xy-wing", masks) is None


def test_xyz_wing_clears_z_where_all_three_see():
    masks = blank()
    keep_only(masks, 0, 1, 2, 3)  # pivot r1c1
    keep_only(masks, 1, 1, 3)  # pincer r1c2 (same box)
    keep_only(masks, 36, 2, 3)  # pincer r5c1 (same column)
    step = run("xyz-wing", masks)
    assert step.eliminations == ((9, 3), (18, 3))


def test_no_xyz_wing_when_a_pincer_holds_a_fourth_digit():
    masks = blank()
    keep_only(masks, 0, 1, 2, 3)
    keep_only(masks, 1, 1, 4)
    keep_only(masks, 36, 2, 3)
    assert run("xyz-wing", masks) is None


# --- simple colouring ----------------------------------------------------------------------


def colouring_position(links) -> list[int]:
    """Digit 6 confined to two places in each of ``links`` (unit cells, places)."""
    masks = blank()
    for unit_cells, places in links:
        confine(masks, unit_cells, 6, places)
    return masks


# r1c1 -row 1- r1c6 -column 6- r6c6 -row 6- r6c3: colours {r1c1, r6c6} and {r1c6, r6c3}.
CHAIN = [(ROWS[0], {0, 5}), (COLS[5], {5, 50}), (ROWS[5], {50, 47})]


def test_colour_trap_clears_cells_that_see_both_colours():
    step = run("simple colouring", colouring_position(CHAIN))
    assert step.eliminations == ((11, 6), (20, 6), (27, 6), (36, 6))
    assert step.cells == (0, 5, 47, 50)
    assert step.digits == (6,)
    assert step.area == "the 6s"


def test_colour_wrap_clears_the_colour_that_sees_itself():
    # Column 3 links r6c3 to r3c3, which shares box 1 with r1c1: same colour, seen twice.
    step = run("simple colouring", colouring_position([*CHAIN, (COLS[2], {47, 20})]))
    assert step.eliminations == ((0, 6), (20, 6), (50, 6))


def test_no_colouring_when_no_cell_sees_both_colours():
    assert run("simple colouring", colouring_position(CHAIN[:2])) is None


# --- unique rectangle ----------------------------------------------------------------------


def test_unique_rectangle_clears_the_pair_from_the_fourth_corner():
    masks = blank()
    for cell in (0, 1, 27):
        keep_only(masks, cell, 3, 7)
    step = run("unique rectangle type 1", masks)
    assert step.eliminations == ((28, 3), (28, 7))
    assert step.cells == (0, 1, 27, 28)


def test_no_unique_rectangle_over_four_boxes():
    masks = blank()
    for cell in (0, 4, 27):
        keep_only(masks, cell, 3, 7)
    assert run("unique rectangle type 1", masks) is None


# --- choosing the easiest step -------------------------------------------------------------


def test_find_step_prefers_the_easiest_technique():
    masks = blank()
    for cell in (0, 1, 27):  # a unique rectangle ...
        keep_only(masks, cell, 3, 7)
    confine(masks, BOXES[8], 2, {80})  # ... and a hidden single in box 9
    step = find_step(masks)
    assert step.technique == "hidden single"
    assert step.placements == ((80, 2),)
    only_hard = [TECHNIQUE_NAMES["unique rectangle type 1"]]
    assert find_step(masks, only_hard).technique == "unique rectangle type 1"


def test_find_step_finds_nothing_on_an_empty_board():
    assert find_step(blank()) is None


# --- the technique table and the step's drawing fields ------------------------------------


def test_the_table_runs_easiest_first_with_unique_names():
    names = [t.name for t in TECHNIQUES]
    assert len(names) == len(set(names))
    difficulties = [t.difficulty for t in TECHNIQUES]
    assert difficulties == sorted(difficulties)
    assert names[:3] == ["full house", "hidden single", "naked single"]
    for name in (
        "skyscraper",
        "finned x-wing",
        "sashimi jellyfish",
        "w-wing",
        "x-chain",
        "xy-chain",
        "aic",
        "nice loop",
        "grouped aic",
        "als-xz",
        "als-xy-wing",
        "als chain",
        "death blossom",
        "aic with als",
        "nice loop with als",
        "sue de coq",
        "multi-colouring",
        "bug+1",
        "hidden rectangle",
    ):
        assert name in TECHNIQUE_NAMES
    unique = {t.name for t in TECHNIQUES if t.uniqueness}
    assert unique == {
        "unique rectangle type 1",
        "unique rectangle type 2",
        "unique rectangle type 3",
        "unique rectangle type 4",
        "hidden rectangle",
        "bug+1",
    }
