"""The one formatter of cell names, in its three notations, and the rewriting of texts."""

import pytest

from solver.notation import (
    A1,
    NOTATIONS,
    R1C1,
    RC0,
    cell_label,
    check_notation,
    col_label,
    renotate,
    row_label,
    unit_label,
)


@pytest.mark.parametrize(
    ("cell", "expected"),
    [(0, ("r1c1", "A1", "(0,0)")), (5, ("r1c6", "A6", "(0,5)")), (80, ("r9c9", "I9", "(8,8)"))],
)
def test_a_cell_is_named_in_each_notation(cell, expected):
    assert tuple(cell_label(cell, n) for n in (R1C1, A1, RC0)) == expected


def test_every_cell_has_a_distinct_name_in_every_notation():
    for notation in NOTATIONS:
        assert len({cell_label(c, notation) for c in range(81)}) == 81


def test_units_rows_and_columns_follow_the_notation():
    assert [unit_label(u, R1C1) for u in (2, 9 + 6, 18 + 8)] == ["row 3", "column 7", "box 9"]
    assert [unit_label(u, A1) for u in (2, 9 + 6, 18 + 8)] == ["row C", "column 7", "box 9"]
    assert [unit_label(u, RC0) for u in (2, 9 + 6, 18 + 8)] == ["row 2", "column 6", "box 8"]
    assert [row_label(0, n) for n in NOTATIONS] == ["1", "A", "0"]
    assert [col_label(8, n) for n in NOTATIONS] == ["9", "9", "8"]


def test_renotate_rewrites_every_canonical_name_and_nothing_else():
    text = "Guess r1c6 = 7: 3 has no place left in row 3; r12c3 and rows 4 stay; box 9 too."
    assert renotate(text, R1C1) == text
    assert renotate(text, A1) == (
        "Guess A6 = 7: 3 has no place left in row C; r12c3 and rows 4 stay; box 9 too."
    )
    assert renotate(text, RC0) == (
        "Guess (0,5) = 7: 3 has no place left in row 2; r12c3 and rows 4 stay; box 8 too."
    )


def test_an_unknown_notation_is_refused_by_name():
    assert check_notation(A1) == A1
    with pytest.raises(ValueError, match="unknown notation 'b2'"):
        check_notation("b2")


def test_names_glued_to_chinese_or_japanese_text_are_renotated():
    """Kana and hanzi are word characters to Python's ``\\b``: the boundary must be ASCII."""
    assert renotate("在box 4中，C7、r3c8和r3c9", A1) == "在box 4中，C7、C8和C9"
    assert renotate("row 1に 3 が2つ", RC0) == "row 0に 3 が2つ"
