"""Any screen: the window fits the screen, presentation mode, and the themes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QByteArray, QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QWidget

from sudoku_gui.grid.colours import GridColours
from sudoku_gui.support.themes import DARK, LIGHT, palette_of
from sudoku_gui.window.main_window import MainWindow
from sudoku_gui.window.view_modes import fit_to_screen
from tests.sudoku_gui.grid.test_grid_contrast import contrast


def test_the_window_never_opens_larger_than_the_screen(qtbot, window):
    available = window.screen().availableGeometry()
    window.resize(available.width() + 900, available.height() + 700)
    window.move(available.right() + 300, available.bottom() + 300)
    fit_to_screen(window)
    assert window.width() <= available.width() and window.height() <= available.height()
    frame = window.frameGeometry()
    assert available.contains(frame.topLeft())


def test_a_remembered_geometry_from_a_bigger_screen_is_fitted(qtbot, window):
    available = window.screen().availableGeometry()
    window.resize(available.width() + 500, available.height() + 500)
    QSettings().setValue("window/geometry", window.saveGeometry())
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.height() <= available.height()
    assert isinstance(QSettings().value("window/geometry"), QByteArray)


def test_presentation_mode_fills_the_screen_with_bigger_text_everywhere(qtbot, window):
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    action = window.findChild(QAction, "action_presentation")
    assert action.shortcut().toString() == "F11"
    log = window.findChild(QWidget, "search_log")
    size = log.font().pointSizeF()
    action.trigger()
    assert window.windowState() & Qt.WindowState.WindowFullScreen
    assert log.font().pointSizeF() == pytest.approx(size * window.zoom.factor)
    assert window.font().pointSizeF() == log.font().pointSizeF()  # the whole window's zoom
    qtbot.keyClick(window.grid, Qt.Key.Key_Escape)
    assert not action.isChecked()
    assert not window.windowState() & Qt.WindowState.WindowFullScreen
    assert log.font().pointSizeF() == pytest.approx(size)


def test_themes_apply_and_are_remembered(qtbot, window):
    app = QApplication.instance()
    before = app.palette()
    window.findChild(QAction, "action_theme_dark").trigger()
    assert app.palette().color(app.palette().ColorRole.Base) == palette_of(DARK).color(
        app.palette().ColorRole.Base
    )
    assert QSettings().value("view/theme") == "dark"
    window.findChild(QAction, "action_theme_system").trigger()
    assert app.palette().color(app.palette().ColorRole.Base) == before.color(before.ColorRole.Base)
    assert QSettings().value("view/theme") == "system"


@pytest.mark.parametrize("theme", [LIGHT, DARK])
def test_every_mark_keeps_its_contrast_in_each_theme(qapp, theme):
    colours = GridColours.from_palette(palette_of(theme))
    for mark in (colours.faded, colours.label, colours.cause, colours.conflict, colours.hint):
        for under in (colours.base, colours.deduced, colours.guess_fill, colours.hint_fill):
            assert contrast(mark, under) >= 3, (theme, mark.name(), under.name())
