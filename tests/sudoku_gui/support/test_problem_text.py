"""Problems with files and pasted text, said in the reader's language."""

from __future__ import annotations

import pytest

import solver
from sudoku_gui.document.files import OPEN_FILTERS, document_from_text, file_filter
from sudoku_gui.document.model import Document
from sudoku_gui.grid.describe import describe_cell
from sudoku_gui.support.problem_text import problem_text


def parse_error(text: str) -> solver.ParseError:
    with pytest.raises(solver.ParseError) as caught:
        solver.parse(text)
    return caught.value


def test_in_english_the_problem_names_the_line_and_what_is_wrong():
    error = parse_error("12345678x\n" + "123456789\n" * 8)
    assert problem_text(error) == (
        "line 1: unexpected character 'x' at column 9 (digits are 1-9, blanks 0 . - _)"
    )
    assert problem_text(parse_error("")) == "no puzzle found (the text is empty)"


def test_in_japanese_the_same_problem_is_said_in_japanese(japanese):
    error = parse_error("12345678x\n" + "123456789\n" * 8)
    said = problem_text(error)
    assert said.startswith("line 1") is False
    assert "9文字目に予期しない文字'x'" in said and "数字は1～9" in said
    assert problem_text(parse_error("1" * 80)) == "1行目：80マスあります。必要なのは81マスです"


def test_a_broken_document_is_named_in_the_readers_language(japanese):
    with pytest.raises(solver.ParseError) as caught:
        document_from_text('{"format": "other"}', "a.sudoku")
    assert "Sudoku Lensの文書ではありません" in problem_text(caught.value)


def test_file_dialog_filters_keep_their_patterns_in_every_language(japanese):
    text = file_filter(OPEN_FILTERS)
    assert text.startswith("問題 (*.sudoku *.txt")
    assert text.count(";;") == len(OPEN_FILTERS) - 1
    assert text.endswith("すべてのファイル (*)")


def test_screen_readers_hear_the_cell_in_the_readers_language(japanese):
    document = Document([5] + [0] * 80)
    assert describe_cell(document, 0) == "r1c1、問題の数字5"
    assert describe_cell(document, 1, candidates=True).startswith("r1c2、空き、候補")
