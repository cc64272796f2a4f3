"""Handouts: the board, the tree and the walk written by ``python -m sudoku_gui export`` and
by File > Export and Print; the tests read the files back."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from PIL import Image
from PySide6.QtGui import QImage
from PySide6.QtPrintSupport import QPrinter

import solver
from sudoku_gui.document.model import from_grid
from sudoku_gui.export import render

FOOL_003 = "000000000000000280376400000700001000020000000400300006010028000000005000000000003"
ROOT = Path(__file__).resolve().parents[2]


def export_environment() -> dict[str, str]:
    """The test's own environment (its HOME and data folder are the test's), offscreen:
    Windows' Python cannot start without SYSTEMROOT and the rest of what is passed on."""
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


def export(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "sudoku_gui", "export", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        env=export_environment(),
    )


def test_the_export_process_gets_the_whole_environment(monkeypatch, isolated_settings):
    monkeypatch.setenv("SYSTEMROOT", r"C:\Windows")
    environment = export_environment()
    assert environment["SYSTEMROOT"] == r"C:\Windows"
    assert environment["HOME"] == str(isolated_settings.parent)
    assert environment["QT_QPA_PLATFORM"] == "offscreen"


def pdf_pages(path: Path) -> int:
    return len(re.findall(rb"/Type\s*/Page(?!s)", path.read_bytes()))


def svg_texts(path: Path) -> list[str]:
    tree = ElementTree.parse(path)
    return ["".join(e.itertext()).strip() for e in tree.iter() if e.tag.endswith("text")]


@pytest.mark.process
def test_the_command_line_writes_every_handout(tmp_path):
    files = {
        "board": tmp_path / "board.svg",
        "tree": tmp_path / "tree.svg",
        "walk": tmp_path / "walk.pdf",
    }
    done = export("--strategy", "norvig", "--notation", "a1", *sum(
        ([f"--{name}", str(path)] for name, path in files.items()), []), FOOL_003)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "A6=7" in svg_texts(files["tree"]), "labels as text, in the chosen notation"
    assert files["board"].read_text().startswith("<?xml")
    assert files["walk"].read_bytes().startswith(b"%PDF")
    assert pdf_pages(files["walk"]) == 1 + 8, "a title page, then a page per guess"
    pictures = {"board": tmp_path / "board.png", "tree": tmp_path / "tree.png",
                "walk": tmp_path / "walk.gif"}  # fmt: skip
    puzzle_file = tmp_path / "puzzle.txt"
    puzzle_file.write_text(FOOL_003 + "\n")
    done = export(*sum(([f"--{n}", str(p)] for n, p in pictures.items()), []), str(puzzle_file))
    assert done.returncode == 0, done.stderr
    assert QImage(str(pictures["board"])).width() == render.BOARD_PX
    assert not QImage(str(pictures["tree"])).isNull()
    record = render.record_search(FOOL_003, solver.DEFAULT_STRATEGY)
    with Image.open(pictures["walk"]) as gif:
        assert gif.n_frames == len(render.story_stops(record))


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--board", "b.svg", "not a puzzle"], "not a puzzle"),
        (["--strategy", "best", "--board", "b.svg", FOOL_003], "unknown strategy 'best'"),
        (["--walk", "w.png", FOOL_003], "the file must end in .pdf or .gif"),
        (["--board", "/no/such/folder/b.svg", FOOL_003], "no such folder"),
        ([FOOL_003], "nothing to write"),
    ],
)
@pytest.mark.process
def test_bad_input_exits_2_with_a_clear_message(args, message):
    done = export(*args)
    assert done.returncode == 2
    assert message in done.stderr and "Traceback" not in done.stderr


def test_file_export_and_print_from_the_window(window, qtbot, tmp_path):
    window.editor.replace(from_grid(solver.parse(FOOL_003)), "Load the 003 puzzle")
    board = tmp_path / "board.png"
    window.exporter.export("board", board)
    assert QImage(str(board)).width() == render.BOARD_PX
    tree = tmp_path / "tree.svg"
    window.exporter.export("tree", tree)
    qtbot.waitUntil(tree.exists, timeout=10_000)
    assert svg_texts(tree), "the tree's labels"
    printed = tmp_path / "printed.pdf"
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(printed))
    assert window.exporter.print_board(printer)
    assert printed.read_bytes().startswith(b"%PDF") and pdf_pages(printed) == 1
    assert window.actions["action_export"].objectName() == "action_export"
    assert window.actions["action_print"] in window.menus["file"].actions()


@pytest.mark.calibration
def test_a_worksheet_of_generated_puzzles_with_the_solutions_last(window, qtbot, tmp_path):
    from sudoku_gui.export.worksheet import print_worksheet

    window.exporter.make_worksheet("easy", 5, seed=7)
    qtbot.waitUntil(lambda: window.exporter.worksheet is not None, timeout=60_000)
    level, puzzles = window.exporter.worksheet
    assert level == "easy" and len(puzzles) == 5
    for puzzle, solution in puzzles:
        assert solver.solve(solver.parse(puzzle)) == solution
    sheet = tmp_path / "worksheet.pdf"
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(sheet))
    assert print_worksheet(printer, level, puzzles) == 3  # 4 + 1 puzzles, then the solutions
    assert pdf_pages(sheet) == 3
    assert window.actions["action_print_worksheet"] in window.menus["file"].actions()


def test_the_handout_carries_the_teachers_notes(qapp, tmp_path):
    record = render.record_search(FOOL_003, "norvig")
    plain, noted = tmp_path / "plain.pdf", tmp_path / "noted.pdf"
    render.write_walk_pdf(record, FOOL_003, "norvig", plain, "r1c1")
    note = "Watch how the first guess fails at r1c9."
    render.write_walk_pdf(record, FOOL_003, "norvig", noted, "r1c1", {417: note})
    assert pdf_pages(noted) == pdf_pages(plain)
    assert noted.stat().st_size > plain.stat().st_size, "the note is written on its page"


def test_a_handout_board_has_no_cell_selected(qapp):
    """Paper has no cursor: no cell of an exported board is shaded as selected or as a peer."""
    frame = render.board_frame(FOOL_003, "r1c1")
    assert frame.selected == -1
    assert not any(frame.shaded(cell) for cell in range(81))


def test_the_export_command_works_without_stdout_or_stderr(qapp, tmp_path, monkeypatch):
    """As in a windowed Windows executable (both None): the file is written, a problem gives
    status 2, and nothing crashes on the missing streams."""
    from sudoku_gui.export import cli

    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    board = tmp_path / "board.svg"
    assert cli.main(["--board", str(board), FOOL_003]) == 0
    assert board.read_text(encoding="utf-8").startswith("<?xml")
    assert cli.main(["--board", str(tmp_path / "board.txt"), FOOL_003]) == 2


def test_a_position_in_pencil_marks_is_exported_with_its_marks(tmp_path):
    """Given as text (too long for a file name) or in a file, a 729-character position stays
    one: the board and the walk start from its marks."""
    from solver.format_marks import to_marks
    from solver.techniques import initial_masks
    from sudoku_gui.export.cli import read_puzzle

    easy = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
    masks = initial_masks(solver.parse(easy).cells)
    crossed = next(c for c in range(81) if masks[c].bit_count() >= 3)
    masks[crossed] &= masks[crossed] - 1
    position = to_marks(masks)
    assert read_puzzle(position) == position
    path = tmp_path / "position.txt"
    path.write_text(position + "\n")
    assert solver.parse(read_puzzle(str(path))).candidates == tuple(masks)
