"""Puzzle formats: every reader, every writer, every error message, and round trips."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from solver.board import POPCOUNT, SINGLE_DIGIT, mask_of
from solver.formats import (
    FORMATS,
    ParseError,
    as_grid,
    parse,
    parse_collection,
    pretty,
    to_line,
    to_sdk,
    to_ss,
)
from solver.grid import Grid

# Norvig's first easy puzzle (article 000) and its solution.
EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
EASY_SOLUTION = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"
HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
EXPECTED = Grid(tuple(int(ch) for ch in EASY))

# The essay's display of the solved easy puzzle, exactly as printed there.
ESSAY_SOLVED_DISPLAY = """\
4 8 3 |9 2 1 |6 5 7
9 6 7 |3 4 5 |8 2 1
2 5 1 |8 7 6 |4 9 3
------+------+------
5 4 8 |1 3 2 |9 7 6
7 2 9 |5 6 4 |1 3 8
1 3 6 |7 9 8 |2 4 5
------+------+------
3 7 2 |6 8 9 |5 1 4
8 1 4 |2 5 3 |7 6 9
6 9 5 |4 1 7 |3 8 2"""

# The essay's display of the candidates of the first hard puzzle after propagation.
ESSAY_CANDIDATES = """\
   4      1679   12679  |  139     2369    269   |   8      1239     5
 26789     3    1256789 | 14589   24569   245689 | 12679    1249   124679
  2689   15689   125689 |   7     234569  245689 | 12369   12349   123469
------------------------+------------------------+------------------------
  3789     2     15789  |  3459   34579    4579  | 13579     6     13789
  3679   15679   15679  |  359      8     25679  |   4     12359   12379
 36789     4     56789  |  359      1     25679  | 23579   23589   23789
------------------------+------------------------+------------------------
  289      89     289   |   6      459      3    |  1259     7     12489
   5      6789     3    |   2      479      1    |   69     489     4689
   1      6789     4    |  589     579     5789  | 23569   23589   23689"""
# Its cells with a single candidate, row by row.
ESSAY_CANDIDATES_VALUES = (
    "4.....8.5.3..........7......2.....6.....8.4...4..1.......6.3.7.5.32.1...1.4......"
)

# The easy puzzle in the layouts people paste and save.
LAYOUTS = {
    "zeros": EASY,
    "dots": EASY.replace("0", "."),
    "dashes": EASY.replace("0", "-"),
    "underscores": EASY.replace("0", "_"),
    "spaced line": " ".join(EASY[i : i + 9] for i in range(0, 81, 9)),
    "trailing newline and CRLF": EASY + "\r\n",
    "byte order mark": "\ufeff" + EASY,
    "rows": "\n".join(EASY[i : i + 9] for i in range(0, 81, 9)),
    "essay display": """\
. . 3 |. 2 . |6 . .
9 . . |3 . 5 |. . 1
. . 1 |8 . 6 |4 . .
------+------+------
. . 8 |1 . 2 |9 . .
7 . . |. . . |. . 8
. . 6 |7 . 8 |2 . .
------+------+------
. . 2 |6 . 9 |5 . .
8 . . |2 . 3 |. . 9
. . 5 |. 1 . |3 . .
""",
    "boxed grid": """\
+-------+-------+-------+
| 0 0 3 | 0 2 0 | 6 0 0 |
| 9 0 0 | 3 0 5 | 0 0 1 |
| 0 0 1 | 8 0 6 | 4 0 0 |
+-------+-------+-------+
| 0 0 8 | 1 0 2 | 9 0 0 |
| 7 0 0 | 0 0 0 | 0 0 8 |
| 0 0 6 | 7 0 8 | 2 0 0 |
+-------+-------+-------+
| 0 0 2 | 6 0 9 | 5 0 0 |
| 8 0 0 | 2 0 3 | 0 0 9 |
| 0 0 5 | 0 1 0 | 3 0 0 |
+-------+-------+-------+
""",
    "short separators": """\
..3|.2.|6..
9..|3.5|..1
..1|8.6|4..
---+---+---
..8|1.2|9..
7..|...|..8
..6|7.8|2..
---+---+---
..2|6.9|5..
8..|2.3|..9
..5|.1.|3..
""",
    "simple sudoku with border": """\
*-----------*
|..3|.2.|6..|
|9..|3.5|..1|
|..1|8.6|4..|
|---+---+---|
|..8|1.2|9..|
|7..|...|..8|
|..6|7.8|2..|
|---+---+---|
|..2|6.9|5..|
|8..|2.3|..9|
|..5|.1.|3..|
*-----------*
""",
    "sadman sdk": """\
#ANorvig
#DThe first easy puzzle of article 000
#CProject Euler 96, grid 01
#B2006-01-01
[Puzzle]
..3.2.6..
9..3.5..1
..18.64..
..81.29..
7.......8
..67.82..
..26.95..
8..2.3..9
..5.1.3..
[State]
4
""",
    "sdm (first line)": EASY + "\n" + HARD + "\n",
    "opensudoku": f"""\
<?xml version="1.0" encoding="UTF-8"?>
<opensudoku>
  <name>Essay</name>
  <game data="{EASY}" created="1" state="1" />
  <game data="{HARD.replace(".", "0")}" />
</opensudoku>
""",
    "commented line": "# from article 000\n\n" + EASY + "  # easy\n",
    "named line": EASY + "\tnorvig-easy",
}


@pytest.mark.parametrize("layout", LAYOUTS)
def test_every_layout_parses_to_the_same_grid(layout):
    assert parse(LAYOUTS[layout]) == EXPECTED


@pytest.mark.parametrize(
    ("layout", "fmt"),
    [
        ("zeros", "line"),
        ("sdm (first line)", "sdm"),
        ("rows", "grid"),
        ("sadman sdk", "sdk"),
        ("short separators", "ss"),
        ("opensudoku", "opensudoku"),
    ],
)
def test_a_forced_format_reads_its_own_layout(layout, fmt):
    assert parse(LAYOUTS[layout], fmt) == EXPECTED


def test_forcing_a_grid_format_on_a_line_reports_the_row_shape():
    with pytest.raises(ParseError) as caught:
        parse(EASY, "grid")
    assert str(caught.value) == "line 1: row has 81 cells, need 9"


def test_essay_candidate_display_parses_singles_as_digits_and_the_rest_as_blanks():
    assert parse(ESSAY_CANDIDATES).to_string() == ESSAY_CANDIDATES_VALUES


def test_pretty_of_a_grid_is_the_essay_display():
    assert pretty(parse(EASY_SOLUTION)) == ESSAY_SOLVED_DISPLAY


def test_pretty_of_masks_is_the_essay_candidate_display():
    rows = [line.replace("|", " ").split() for line in ESSAY_CANDIDATES.splitlines()]
    masks = [mask_of(int(ch) for ch in token) for row in rows if len(row) == 9 for token in row]
    written = pretty(masks)
    # Column width is the widest cell (7 candidates) plus one, as in article 000.
    assert written.splitlines()[3] == "+".join(["-" * 24] * 3)
    assert [line.split() for line in written.splitlines()] == [
        line.split() for line in ESSAY_CANDIDATES.splitlines()
    ]
    assert parse(written).to_string() == ESSAY_CANDIDATES_VALUES


def test_pretty_shows_a_cell_without_candidates_as_a_dash():
    masks = [0b111] * 81
    masks[4] = 0
    assert pretty(masks).splitlines()[0].split()[4] == "-"


def test_writers_have_the_documented_shapes():
    grid = parse(EASY)
    assert to_line(grid) == EASY.replace("0", ".")
    assert to_line(grid, blank="0") == EASY
    assert to_sdk(grid).splitlines() == [EASY[i : i + 9].replace("0", ".") for i in range(0, 81, 9)]
    ss = to_ss(grid).splitlines()
    assert ss[0] == "..3|.2.|6.."
    assert ss[3] == ss[7] == "-----------"
    assert len(ss) == 11


def test_to_line_refuses_a_blank_that_would_not_parse_back():
    with pytest.raises(ValueError, match="blank must be one of"):
        to_line(parse(EASY), blank=" ")


WRITERS = {
    "line": to_line,
    "line with zeros": lambda g: to_line(g, "0"),
    "line with dashes": lambda g: to_line(g, "-"),
    "line with underscores": lambda g: to_line(g, "_"),
    "sdk": to_sdk,
    "ss": to_ss,
    "pretty": pretty,
}


@pytest.mark.parametrize("writer", WRITERS)
def test_seed_puzzles_and_solutions_written_in_every_format_parse_back(writer, seed_puzzles):
    write = WRITERS[writer]
    for seed in seed_puzzles:
        for text in (seed.puzzle, seed.solution):
            grid = parse(text)
            assert parse(write(grid)) == grid, (seed.name, writer)


grids = st.lists(st.integers(0, 9), min_size=81, max_size=81).map(lambda v: Grid(tuple(v)))


@given(grid=grids, writer=st.sampled_from(sorted(WRITERS)))
def test_any_grid_round_trips_through_every_writer(grid, writer):
    assert parse(WRITERS[writer](grid)) == grid


@given(masks=st.lists(st.integers(0, 511), min_size=81, max_size=81))
def test_pretty_candidates_round_trip_their_values(masks):
    values = tuple(SINGLE_DIGIT[m] if POPCOUNT[m] == 1 else 0 for m in masks)
    assert parse(pretty(masks)).cells == values


@given(grid=grids)
def test_written_grids_parse_back_as_collections(grid):
    lines = "\n".join(to_line(g) for g in (grid, grid))
    assert [e.grid for e in parse_collection(lines).puzzles] == [grid, grid]
    assert [e.grid for e in parse_collection(to_sdk(grid)).puzzles] == [grid]


# Text made of what puzzle files are made of, in any order, plus anything at all.
puzzle_like_text = st.one_of(
    st.text(alphabet=st.sampled_from(list('0123456789.-_|+=* \n\t#[]<>="/xgamedt'))),
    st.text(),
    st.lists(st.sampled_from([EASY, HARD, "..3|.2.|6..", "------+------", "#A x"])).map("\n".join),
)


@given(text=puzzle_like_text, fmt=st.sampled_from([None, *FORMATS]))
def test_any_text_parses_or_raises_parse_error_and_nothing_else(text, fmt):
    try:
        grid = parse(text, fmt)
    except ParseError as error:
        assert error.reason and str(error)
    else:
        assert len(grid.cells) == 81
    collection = parse_collection(text, fmt)
    assert all(isinstance(e, ParseError) for e in collection.errors)
    assert collection.puzzles or collection.errors


def test_conflicting_givens_parse_and_are_reported_by_the_grid():
    grid = parse("5...5" + "." * 76)
    assert [c.describe() for c in grid.conflicts()] == ["two 5s in row 1 (r1c1, r1c5)"]


# ---------------------------------------------------------------------------- errors


def error_of(text: str, fmt: str | None = None) -> ParseError:
    with pytest.raises(ParseError) as caught:
        parse(text, fmt)
    assert isinstance(caught.value, ValueError)
    return caught.value


BAD_CHARACTER_GRID = "..3.2.6..\n9..3.5..1\n..18x64..\n" + "\n".join(
    EASY[i : i + 9] for i in range(27, 81, 9)
)
SHORT_ROW_GRID = "\n".join(EASY[i : i + 9] for i in range(0, 27, 9)) + "\n..81.29.\n"


@pytest.mark.parametrize(
    ("text", "message", "line", "column"),
    [
        ("", "no puzzle found (the text is empty)", None, None),
        ("  \n\n", "no puzzle found (the text is empty)", None, None),
        (
            "# a comment\n------+------+------\n",
            "no puzzle found (only comments and separator lines)",
            None,
            None,
        ),
        (EASY[:80], "line 1: found 80 cells, need 81", 1, None),
        (EASY + "1", "line 1: found 82 cells, need 81", 1, None),
        (
            "4....x" + "." * 75,
            "line 1: unexpected character 'x' at column 6 (digits are 1-9, blanks 0 . - _)",
            1,
            6,
        ),
        (
            BAD_CHARACTER_GRID,
            "line 3: unexpected character 'x' at column 5 (digits are 1-9, blanks 0 . - _)",
            3,
            5,
        ),
        (SHORT_ROW_GRID, "line 4: row has 8 cells, need 9", 4, None),
        (
            "\n".join(EASY[i : i + 9] for i in range(0, 72, 9)),
            "found 8 rows (72 cells), need 9 rows (81 cells)",
            None,
            None,
        ),
        (
            LAYOUTS["short separators"] + "123456789\n",
            "line 12: found a 10th row, need 9",
            12,
            None,
        ),
        (
            '<opensudoku>\n<game data="1"\n</opensudoku>',
            "line 3: not valid XML: not well-formed (invalid token) at column 1",
            3,
            1,
        ),
        ("<opensudoku>\n  <game/>\n</opensudoku>", "line 2: <game> has no data attribute", 2, None),
        ("<opensudoku></opensudoku>", "no puzzle found (no <game> element)", None, None),
        (
            '<opensudoku>\n<game data="12x"/></opensudoku>',
            "line 2: unexpected character 'x' (digits are 1-9, blanks 0 . - _)",
            2,
            None,
        ),
    ],
)
def test_errors_say_what_is_wrong_and_where(text, message, line, column):
    error = error_of(text)
    assert str(error) == message
    assert (error.line, error.column) == (line, column)


def test_a_line_format_holds_one_puzzle():
    error = error_of(EASY + "\n" + EASY + "\n", "line")
    assert str(error) == "line 2: a second puzzle line: this format holds one puzzle"


def test_an_unknown_format_is_a_programming_error_not_a_parse_error():
    with pytest.raises(ValueError, match="unknown puzzle format 'csv'") as caught:
        parse(EASY, "csv")
    assert not isinstance(caught.value, ParseError)


def test_an_error_named_after_its_file_reads_like_a_compiler_message():
    error = ParseError("found 80 cells, need 81", line=7).from_source("top95.txt")
    assert str(error) == "top95.txt:7: found 80 cells, need 81"
    assert str(ParseError("not UTF-8 text", source="x.txt")) == "x.txt: not UTF-8 text"


# ------------------------------------------------------------------------ as_grid


def test_as_grid_takes_text_grids_and_int_sequences():
    grid = parse(EASY)
    assert as_grid(grid) is grid
    assert as_grid(EASY) == grid
    assert as_grid([int(ch) for ch in EASY]) == grid


@pytest.mark.parametrize(
    ("cells", "message"),
    [
        ([0] * 80, "found 80 cells, need 81"),
        ([0] * 80 + [10], "cell 81 is 10, need a digit 0-9 (0 for a blank)"),
        (["1"] + [0] * 80, "cell 1 is '1', need a digit 0-9 (0 for a blank)"),
    ],
)
def test_as_grid_rejects_bad_cell_lists(cells, message):
    with pytest.raises(ParseError) as caught:
        as_grid(cells)
    assert str(caught.value) == message


# ---------------------------------------------------------------------- collections

COLLECTION = f"""\
# Two of article 000's puzzles, a wrong line and a short one
{HARD}

{EASY}  easy one
this line is wrong
{EASY} # easy again
{EASY[:80]}
------+------+------
"""
