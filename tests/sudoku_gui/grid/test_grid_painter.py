"""The board's painting without a widget: ``GridPainter`` paints a frozen ``GridFrame``."""

from __future__ import annotations

import dataclasses
from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QSize
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QWidget

from solver.board import ALL, BIT, PEERS
from solver.grid import Grid
from sudoku_gui.document.model import from_grid
from sudoku_gui.export import render
from sudoku_gui.grid.colours import GridColours
from sudoku_gui.grid.frame import player_frame, search_frame
from sudoku_gui.grid.geometry import lay_out
from sudoku_gui.grid.painter import GridPainter
from sudoku_gui.grid.widget import GridWidget
from sudoku_gui.support.board_overlay import BoardOverlay, CellStyle

PUZZLE = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"


def painted(frame, image_format: QImage.Format = QImage.Format.Format_ARGB32) -> QImage:
    image = QImage(frame.geometry.size, image_format)
    painter = QPainter(image)
    GridPainter().paint(painter, frame)
    painter.end()
    return image


def inside(image: QImage, frame, cell: int) -> QColor:
    """The colour near a cell's top-left corner (inside the border, away from the digit)."""
    rect = frame.geometry.rects[cell]
    return image.pixelColor(rect.x() + 8, rect.y() + 8)


@pytest.fixture
def document():
    return from_grid(Grid(tuple(int(ch) for ch in PUZZLE)))


@pytest.fixture
def colours(qapp):
    return GridColours.from_palette(qapp.palette(), focused=False)


def test_the_grid_widget_is_a_qwidget_and_nothing_else():
    assert GridWidget.__bases__ == (QWidget,)


def test_a_frame_is_frozen(document, colours):
    frame = player_frame(document, lay_out(QSize(300, 300), False), colours, "r1c1", selected=0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        frame.selected = 5  # type: ignore[misc]
    document.entries[1] = 4  # the document moves on; the frame keeps what it described
    assert frame.values[1] == 0


def test_the_player_frame_paints_selection_peers_and_shade(document, colours):
    geometry = lay_out(QSize(450, 450), True)
    frame = player_frame(document, geometry, colours, "r1c1", selected=40, digit_highlight=3)
    image = painted(frame)
    assert inside(image, frame, 40) == colours.selected
    assert inside(image, frame, 36) == colours.peer  # r5c1, same row, no 3 may go there
    assert inside(image, frame, 2) == colours.same_digit  # r1c3 holds a given 3
    assert inside(image, frame, 80) == colours.base
    assert 2 not in PEERS[40]


def test_a_search_frame_paints_without_a_widget(document, colours):
    masks = [ALL] * 81
    masks[0], masks[1], masks[20] = BIT[4], BIT[5], 0
    overlay = BoardOverlay(tuple(masks), styles={1: CellStyle.DEDUCED, 10: CellStyle.GUESS})
    geometry = lay_out(QSize(360, 360), False)
    frame = search_frame(overlay, document.givens, geometry, colours, "r1c1")
    assert frame.selected == -1 and frame.kinds[0] == "solver" and frame.kinds[2] is None
    image = painted(frame)
    assert inside(image, frame, 1) == colours.deduced
    assert inside(image, frame, 20) == colours.base  # (no selection, no peers shaded)


def test_the_window_grid_paints_the_frame_it_describes(qtbot, document):
    grid = GridWidget(document)
    qtbot.addWidget(grid)
    grid.resize(420, 400)
    grid.select(30)
    grid.set_show_candidates(True)
    shown = grid.grab().toImage()
    assert shown == painted(grid.frame(), shown.format())


def test_a_handouts_board_is_the_window_grids(qtbot):
    grid = GridWidget(from_grid(Grid(tuple(int(ch) for ch in PUZZLE))))
    qtbot.addWidget(grid)
    grid.set_coordinates(False)
    grid.resize(render.BOARD_PX, render.BOARD_PX)
    # The window's grid without its cursor: paper has no selected cell.
    unselected = replace(grid.frame(), selected=-1)
    assert painted(unselected) == painted(render.board_frame(PUZZLE, "r1c1"))
    image = QImage(grid.size(), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    grid.render(painter, QPoint())
    painter.end()
    assert image != painted(unselected)  # (the window's grid does show its cursor)
