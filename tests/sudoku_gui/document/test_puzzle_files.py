"""Reading and writing puzzle files without Qt: the .sudoku document and the plain formats."""

from __future__ import annotations

import json

import pytest

import solver
from solver.board import mask_of
from sudoku_gui.document.files import document_from_text, document_to_text, file_text, read_puzzles
from sudoku_gui.document.model import ENTER, SOLVE, Document

EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"


def half_solved() -> Document:
    doc = Document([int(ch) for ch in EASY], SOLVE)
    doc.entries[0] = 4
    doc.solver[1] = 8
    doc.marks[3] = mask_of([1, 7, 9])
    return doc


def test_document_round_trips_every_layer_and_the_mode():
    doc = half_solved()
    assert document_from_text(document_to_text(doc)) == doc
    doc.mode = ENTER
    assert document_from_text(document_to_text(doc)).mode == ENTER


def test_document_json_is_readable():
    data = json.loads(document_to_text(half_solved()))
    assert data["format"] == "sudoku-lens"
    assert data["givens"] == EASY.replace("0", ".")
    assert data["marks"][3] == "179"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("{not json", "not a Sudoku Lens document"),
        ('{"format": "other"}', "not a Sudoku Lens document"),
        ('{"format": "sudoku-lens", "givens": "123"}', '"givens" must be 81 characters'),
        ('{"format": "sudoku-lens", "mode": "play"}', '"mode" must be one of'),
        ('{"format": "sudoku-lens", "marks": ["x"]}', '"marks" must list 81 cells'),
    ],
)
def test_malformed_documents_say_what_is_wrong_and_where(text, words):
    with pytest.raises(solver.ParseError) as caught:
        document_from_text(text, "mine.sudoku")
    assert words in str(caught.value)
    assert "mine.sudoku" in str(caught.value)


@pytest.mark.parametrize("suffix", [".txt", ".sdm", ".sdk", ".ss"])
def test_plain_formats_hold_the_givens_and_read_back(tmp_path, suffix):
    path = tmp_path / f"puzzle{suffix}"
    path.write_text(file_text(half_solved(), suffix), encoding="utf-8")
    [found] = read_puzzles(path)
    assert found.document.givens == [int(ch) for ch in EASY]
    assert not any(found.document.entries)


def test_a_pencil_mark_position_opens_with_its_candidates_as_marks(tmp_path):
    """SukakuExplainer's 729-character form: solved cells become givens, the candidates of
    the others pencil marks."""
    from solver.format_marks import to_marks
    from solver.techniques import initial_masks

    masks = initial_masks([int(ch) for ch in EASY])
    solved = next(c for c in range(81) if masks[c].bit_count() == 2)
    masks[solved] &= masks[solved] - 1  # one candidate left: the form shows it solved
    crossed = next(c for c in range(81) if masks[c].bit_count() >= 3)
    lowest = masks[crossed] & -masks[crossed]
    masks[crossed] &= ~lowest  # a candidate crossed out
    path = tmp_path / "position.txt"
    path.write_text(to_marks(masks) + " an exercise\n", encoding="utf-8")
    [found] = read_puzzles(path)
    document = found.document
    assert document.mode == SOLVE
    assert document.givens == [m.bit_length() if m & (m - 1) == 0 else 0 for m in masks]
    assert document.givens[solved] and not document.marks[solved]
    assert document.marks[crossed] == masks[crossed] and not document.marks[crossed] & lowest
    assert all(document.marks[c] == 0 for c in range(81) if document.givens[c])
    assert "an exercise" in found.label


def test_a_pencil_mark_position_is_the_puzzle_and_round_trips(tmp_path):
    """The candidates of a 729-character position are the document's position too: its
    puzzle text is that form again, and a .sudoku (the autosave) keeps them."""
    from solver.format_marks import to_marks
    from solver.techniques import initial_masks

    masks = initial_masks([int(ch) for ch in EASY])
    crossed = next(c for c in range(81) if masks[c].bit_count() >= 3)
    masks[crossed] &= masks[crossed] - 1  # its lowest candidate crossed out
    path = tmp_path / "position.txt"
    path.write_text(to_marks(masks) + "\n", encoding="utf-8")
    [found] = read_puzzles(path)
    document = found.document
    assert document.givens_grid().candidates == tuple(masks)
    assert solver.parse(document.puzzle_text()) == document.givens_grid()
    document.marks[crossed] = 0  # the player's marks may change: the position does not
    again = document_from_text(document_to_text(document))
    assert again == document and again.givens_grid() == document.givens_grid()
    plain = Document([int(ch) for ch in EASY], SOLVE)
    assert "position" not in json.loads(document_to_text(plain))
    assert plain.puzzle_text() == solver.parse(EASY).to_string()


def test_a_file_of_several_puzzles_yields_them_all(tmp_path):
    path = tmp_path / "two.sdm"
    path.write_text(f"# two puzzles\n{EASY}\n{HARD}\n", encoding="utf-8")
    found = read_puzzles(path)
    assert [f.document.givens_grid() for f in found] == [solver.parse(EASY), solver.parse(HARD)]
    assert "line 3" in found[1].label


def test_opensudoku_files(tmp_path):
    path = tmp_path / "games.opensudoku"
    path.write_text(
        f'<?xml version="1.0"?><opensudoku><game data="{EASY}"/><game data="{EASY}"/></opensudoku>',
        encoding="utf-8",
    )
    assert len(read_puzzles(path)) == 2


def test_a_file_without_puzzles_names_the_file_and_the_problem(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("shopping list\n", encoding="utf-8")
    with pytest.raises(solver.ParseError) as caught:
        read_puzzles(path)
    assert "notes.txt" in str(caught.value)
