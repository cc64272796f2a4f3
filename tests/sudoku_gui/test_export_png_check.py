"""The pixel check CI runs on the packaged app's exported board (tests/tools/check_export_png.py)
passes a real export and fails a board without digits, a digit out of place, or no grid."""

from __future__ import annotations

from PIL import Image, ImageDraw

from sudoku_gui.export import cli, render
from tests.tools.check_export_png import BOARD_PX, main, problems

PUZZLE = "000000000000000280376400000700001000020000000400300006010028000000005000000000003"


def exported(tmp_path, qapp):
    """The board as `export --board` writes it (the command the packaged app runs on CI)."""
    path = tmp_path / "board.png"
    assert cli.main(["--board", str(path), PUZZLE]) == 0
    qapp.processEvents()
    return path


def test_a_real_export_passes(tmp_path, qapp, capsys):
    path = exported(tmp_path, qapp)
    capsys.readouterr()
    assert render.BOARD_PX == BOARD_PX
    assert problems(path, PUZZLE) == []
    assert main([str(path), PUZZLE]) == 0
    assert "17 digits" in capsys.readouterr().out


def test_a_missing_digit_and_a_digit_out_of_place_are_named(tmp_path, qapp):
    path = exported(tmp_path, qapp)
    image = Image.open(path)
    cell = BOARD_PX / 9  # close enough to the grid's cells to cover r2c7's centre
    ImageDraw.Draw(image).rectangle(
        [6.2 * cell, 1.2 * cell, 6.8 * cell, 1.8 * cell], fill=(255, 255, 255, 255)
    )
    image.save(path)
    assert [p.split(":")[0] for p in problems(path, PUZZLE)] == ["r2c7"]
    moved = "1" + PUZZLE[1:]  # r1c1 given in the puzzle, empty on the board
    assert "r1c1: no digit" in problems(path, moved)[0]


def test_an_image_without_grid_or_of_another_size_fails(tmp_path):
    blank = tmp_path / "blank.png"
    Image.new("RGB", (BOARD_PX, BOARD_PX), "white").save(blank)
    assert problems(blank, PUZZLE) == ["no grid: no dark line crosses the image"]
    assert main([str(blank), PUZZLE]) == 1
    small = tmp_path / "small.png"
    Image.new("RGB", (100, 100), "white").save(small)
    assert "not 540x540" in problems(small, PUZZLE)[0]
