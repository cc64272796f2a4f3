"""SukakuExplainer's 729-character pencil-mark form (solver.format_marks), read alone and as
a line of a puzzle file (solver.formats)."""

from __future__ import annotations

import pytest

from solver.format_marks import MARKS_LENGTH, looks_like_marks, parse_marks, to_marks
from solver.formats import ParseError, parse, parse_collection
from solver.techniques import initial_masks

EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
MASKS = tuple(initial_masks([int(ch) for ch in EASY]))


def test_round_trip_with_dots_and_zeros():
    text = to_marks(MASKS)
    assert len(text) == MARKS_LENGTH and set(text) <= set("123456789.")
    assert parse_marks(text).candidates == MASKS
    zeros = to_marks(MASKS, absent="0")
    assert "." not in zeros and parse_marks(zeros).candidates == MASKS
    assert looks_like_marks(text) and looks_like_marks(zeros)


def test_a_cell_with_one_candidate_is_a_solved_cell():
    digits = parse_marks(to_marks(MASKS)).digits
    assert all(digits[c] == int(EASY[c]) for c in range(81) if EASY[c] != "0")
    assert [bool(d) for d in digits] == [m & (m - 1) == 0 for m in MASKS]


def test_spaces_and_line_breaks_are_ignored():
    text = to_marks(MASKS)
    rows = "\n".join(
        " ".join(text[i : i + 9] for i in range(r, r + 81, 9)) for r in range(0, 729, 81)
    )
    assert parse_marks(rows).candidates == MASKS


def test_a_wrong_character_names_the_cell_and_digit():
    text = to_marks(MASKS)
    bad = text[:81] + "7" + text[82:]  # cell r2c1, its digit 1 written as 7
    with pytest.raises(ParseError, match=r"unexpected character '7' for digit 1 of r2c1") as info:
        parse_marks(bad)
    assert info.value.column == 82


@pytest.mark.parametrize(("cut", "count"), [(-1, 728), (1, 730)])
def test_a_wrong_length_is_counted(cut, count):
    text = to_marks(MASKS)
    text = text[:cut] if cut < 0 else text + "1"
    with pytest.raises(ParseError, match=f"found {count} pencil-mark characters, need 729"):
        parse_marks(text)


def test_a_huge_text_is_refused_before_reading():
    with pytest.raises(ParseError, match="729 characters, not 100000"):
        parse_marks("." * 100_000)
    assert not looks_like_marks("." * 100_000)


def test_writing_checks_its_input():
    with pytest.raises(ValueError, match="need 81"):
        to_marks(MASKS[:80])
    with pytest.raises(ValueError, match="not a candidate mask"):
        to_marks((512,) + MASKS[1:])
    with pytest.raises(ValueError, match="absent must be"):
        to_marks(MASKS, absent="-")


def test_files_read_the_form_line_by_line_with_names():
    text = to_marks(MASKS)
    collection = parse_collection(f"{text} the easy one\n{text.replace('.', '0')}\n{text[:-1]}x\n")
    first, second = collection.puzzles
    assert first.name == "the easy one" and first.candidates == MASKS
    assert first.grid.cells == parse_marks(text).digits
    assert second.candidates == MASKS and second.line == 2
    (error,) = collection.errors
    assert error.line == 3 and "for digit 9 of r9c9" in str(error)


def test_parse_auto_detects_the_form():
    assert parse(to_marks(MASKS)).cells == parse_marks(to_marks(MASKS)).digits
    assert parse(EASY).to_string("0") == EASY  # an 81-character line is still a puzzle
