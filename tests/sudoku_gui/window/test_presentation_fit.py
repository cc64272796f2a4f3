"""Presentation mode fits a 1280x720 projector (issue 37): every layout, the quiz answered and
the Code panel opened keep the window within the screen at presentation's zoom, and the race
opens inside the screen with each lane's board clear of its tree."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QDockWidget

import solver
from sudoku_gui.document.model import from_grid
from sudoku_gui.grid.glyphs import cell_fonts
from tests.sudoku_gui.window.test_layouts import open_window
from tests.sudoku_gui.window.test_zoom import (
    FOOL_003,
    answer_the_first_quiz_question,
    present_at_1280x720,
)

PROJECTOR = QRect(0, 0, 1280, 720)


class Projector:
    """The window's screen as a 1280x720 projector (the offscreen screen is another size)."""

    def __init__(self, screen) -> None:
        self._screen = screen

    def availableGeometry(self) -> QRect:
        return QRect(PROJECTOR)

    def __getattr__(self, name):
        return getattr(self._screen, name)


def presenting(qtbot, monkeypatch):
    window = open_window(qtbot)
    monkeypatch.setattr(window, "screen", lambda: Projector(type(window).screen(window)))
    window.editor.replace(from_grid(solver.parse(FOOL_003)), "Load the 003 puzzle")
    present_at_1280x720(qtbot, window, monkeypatch)
    return window


def test_every_layout_fits_1280x720_at_presentations_zoom(qtbot, monkeypatch):
    window = presenting(qtbot, monkeypatch)
    assert window.zoom.factor > 1.5
    for name in ("watch", "explain", "play", "lessons", "watch"):
        window.layouts.show_layout(name)
        qtbot.wait(50)
        assert window.minimumSizeHint().height() <= PROJECTOR.height(), name
        assert window.minimumSizeHint().width() <= PROJECTOR.width(), name


def test_the_lessons_layout_with_the_quiz_answered_fits_1280x720(qtbot, monkeypatch):
    window = presenting(qtbot, monkeypatch)
    quiz = answer_the_first_quiz_question(qtbot, window)
    assert window.minimumSizeHint().height() <= PROJECTOR.height()
    lessons = window.findChild(QDockWidget, "lessons_panel")
    view = lessons.lesson_list
    assert view.height() < view.maximumHeight()  # fewer than its ten rows: it scrolls
    assert quiz.view.score.visibleRegion().boundingRect().size() == quiz.view.score.size()


def test_view_code_in_presentation_mode_shows_the_panel_with_room(qtbot, monkeypatch):
    window = presenting(qtbot, monkeypatch)
    window.findChild(QAction, "action_code").trigger()
    code = window.findChild(QDockWidget, "code_panel")
    qtbot.waitUntil(code.isVisible)
    qtbot.wait(50)
    assert code.visibleRegion().boundingRect().height() > 100
    assert window.minimumSizeHint().height() <= PROJECTOR.height()
    tree = window.findChild(QDockWidget, "dock_hypothesis_tree")
    assert tree.isVisible() and not tree.geometry().intersects(code.geometry())


def test_the_race_opens_inside_the_projector_and_its_boards_clear_their_trees(qtbot, monkeypatch):
    window = presenting(qtbot, monkeypatch)
    window.search_panel.actions["race"].trigger()
    dialog = window.findChild(QDialog, "race_dialog")
    qtbot.waitExposed(dialog)
    qtbot.wait(100)
    assert PROJECTOR.contains(dialog.geometry()), dialog.geometry()
    assert dialog.minimumSizeHint().height() <= PROJECTOR.height()
    assert dialog.minimumSizeHint().width() <= PROJECTOR.width()
    widths = [lane.width() for lane in dialog.lanes]
    assert len(widths) >= 2 and max(widths) - min(widths) <= 2  # the lanes share the width
    for lane in dialog.lanes:
        assert not lane.grid.geometry().intersects(lane.tree.geometry()), lane.objectName()
        digits = cell_fonts(lane.grid.board_geometry().cell)["given"].pixelSize()
        assert digits >= 14, (lane.objectName(), digits)
    dialog.close()
