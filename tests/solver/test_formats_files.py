"""Puzzle collections and files: several puzzles per text, every extension, encodings and
the errors that name their file and line."""

from __future__ import annotations

import pytest
from test_formats import COLLECTION, EASY, EXPECTED, HARD, LAYOUTS, SHORT_ROW_GRID

from solver.formats import (
    ParseError,
    load_file,
    parse,
    parse_collection,
    to_line,
)


def test_a_collection_keeps_good_lines_and_reports_bad_ones_by_line():
    collection = parse_collection(COLLECTION)
    assert [(e.line, e.grid.to_string("0"), e.name) for e in collection.puzzles] == [
        (2, HARD.replace(".", "0"), None),
        (4, EASY, "easy one"),
        (6, EASY, "easy again"),
    ]
    assert [str(e) for e in collection.errors] == [
        "line 5: unexpected character 't' at column 1 (digits are 1-9, blanks 0 . - _)",
        "line 7: found 80 cells, need 81",
    ]


def test_a_single_grid_is_a_collection_of_one():
    collection = parse_collection(LAYOUTS["boxed grid"])
    assert [(e.line, e.grid) for e in collection.puzzles] == [(2, EXPECTED)]
    assert collection.errors == []


def test_a_broken_grid_is_a_collection_with_its_error():
    collection = parse_collection(SHORT_ROW_GRID)
    assert collection.puzzles == []
    assert [str(e) for e in collection.errors] == ["line 4: row has 8 cells, need 9"]


def test_an_empty_collection_says_so():
    assert [str(e) for e in parse_collection("").errors] == ["no puzzle found (the text is empty)"]


def test_opensudoku_collection_reads_every_game_and_reports_bad_ones():
    text = f"""\
<?xml version="1.0" encoding="UTF-8"?>
<opensudoku>
  <name>Mixed</name>
  <game data="{EASY}"/>
  <game data="bad"/>
  <game/>
  <game data="{HARD.replace(".", "0")}"/>
</opensudoku>
"""
    collection = parse_collection(text)
    assert [(e.line, e.grid.to_string("0")) for e in collection.puzzles] == [
        (4, EASY),
        (7, HARD.replace(".", "0")),
    ]
    assert [str(e) for e in collection.errors] == [
        "line 5: unexpected character 'b' (digits are 1-9, blanks 0 . - _)",
        "line 6: <game> has no data attribute",
    ]


def test_opensudoku_collection_keeps_the_games_before_broken_xml():
    text = f'<opensudoku>\n<game data="{EASY}"/>\n<game data="1"\n'
    collection = parse_collection(text)
    assert [e.line for e in collection.puzzles] == [2]
    assert len(collection.errors) == 1 and "not valid XML" in str(collection.errors[0])


def test_tab_separated_lines_take_the_first_field_as_the_name(data_dir, seed_puzzles):
    collection = parse_collection((data_dir / "seed_puzzles.tsv").read_text(encoding="utf-8"))
    assert collection.errors == []
    assert [(e.name, e.grid) for e in collection.puzzles] == [
        (seed.name, parse(seed.puzzle)) for seed in seed_puzzles
    ]


# ------------------------------------------------------------------------ load_file

DATA_FILES = {
    "norvig_easy50.txt": 50,
    "norvig_top95.txt": 95,
    "norvig_hardest.txt": 11,
    "magictour_top1465.txt": 1465,
    "royle17_sample2000.txt": 2000,
    "forum_hardest_1106.txt": 375,
    "forum1905_sample300.txt": 300,
    "serg_multisol_sample500.txt": 500,
    "edge_unique.txt": 39,
    "edge_nosolution.txt": 17,
    "edge_multisolution.txt": 22,
}


@pytest.mark.parametrize("name", DATA_FILES)
def test_every_shared_data_file_loads_without_errors(name, data_dir, puzzle_lines):
    collection = load_file(data_dir / name)
    assert collection.errors == []
    assert len(collection.puzzles) == DATA_FILES[name]
    expected = [line.replace("0", ".") for line in puzzle_lines(name)]
    assert [to_line(e.grid) for e in collection.puzzles] == expected


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("easy.sdk", LAYOUTS["sadman sdk"]),
        ("easy.ss", LAYOUTS["simple sudoku with border"]),
        ("easy.sdm", LAYOUTS["zeros"] + "\n"),
        ("easy.opensudoku", LAYOUTS["opensudoku"]),
        ("easy.xml", LAYOUTS["opensudoku"]),
        ("easy.txt", LAYOUTS["essay display"]),
        ("easy", LAYOUTS["boxed grid"]),
    ],
)
def test_load_file_reads_each_extension(tmp_path, file_name, text):
    path = tmp_path / file_name
    path.write_text(text, encoding="utf-8")
    collection = load_file(path)
    assert collection.errors == []
    assert collection.puzzles[0].grid == EXPECTED
    assert collection.source == str(path)


def test_the_extension_decides_the_format(tmp_path):
    path = tmp_path / "rows.sdm"
    path.write_text(LAYOUTS["rows"], encoding="utf-8")
    collection = load_file(path)
    assert collection.puzzles == []
    assert str(collection.errors[0]) == f"{path}:1: found 9 cells, need 81"


def test_load_file_names_the_file_in_line_errors(tmp_path):
    path = tmp_path / "mixed.txt"
    path.write_text(f"{EASY}\n{EASY[:80]}\n", encoding="utf-8")
    collection = load_file(path)
    assert len(collection.puzzles) == 1
    assert [str(e) for e in collection.errors] == [f"{path}:2: found 80 cells, need 81"]


def test_load_file_reports_text_that_is_not_utf8(tmp_path):
    path = tmp_path / "latin1.txt"
    path.write_bytes(EASY.encode() + b"\n\xe9t\xe9\n")
    with pytest.raises(ParseError) as caught:
        load_file(path)
    assert str(caught.value) == f"{path}:2: not UTF-8 text (byte 0xe9 at offset 82)"


def test_load_file_skips_a_utf8_byte_order_mark(tmp_path):
    path = tmp_path / "bom.txt"
    path.write_bytes(b"\xef\xbb\xbf" + EASY.encode())
    assert load_file(path).puzzles[0].grid == EXPECTED


def test_load_file_lets_a_missing_file_raise_oserror(tmp_path):
    with pytest.raises(FileNotFoundError):
        load_file(tmp_path / "missing.txt")
