"""View > Notation and View > Coordinates: how the window names cells, and where it says so.

``install_notation(window)`` builds the three notation actions (``action_notation_r1c1``,
``action_notation_a1``, ``action_notation_rc0``, one checked at a time) and the coordinates
toggle (``action_grid_labels``: row and column names beside the board), and makes every
text of the window that names a cell follow the choice: the grid's labels and accessible
description, the status bar, message boxes and the undo history. The search view and hints
listen to ``window.notation`` themselves.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QStatusBar

from solver.notation import NOTATION_TITLES, NOTATIONS
from sudoku_gui.dialogs.window_hooks import WindowHooks
from sudoku_gui.support.notation import NotationChoice
from sudoku_gui.support.settings_values import as_bool
from sudoku_gui.support.words import translate

COORDINATES_KEY = "view/coordinates"


class NotatedStatusBar(QStatusBar):
    """A status bar whose messages name cells in the window's notation."""

    def __init__(self, notation: NotationChoice, parent=None) -> None:
        super().__init__(parent)
        self.notation = notation

    def showMessage(self, text: str, timeout: int = 0) -> None:
        super().showMessage(self.notation.text(text), timeout)


def install_notation(window: WindowHooks) -> QMenu:
    """Add the notation and coordinates actions to the View menu and follow them; returns
    View > Notation."""
    notation: NotationChoice = window.notation
    menu = window.menus["view"].addMenu(translate("Menus", "&Notation"))
    menu.setObjectName("menu_notation")
    window.menus["notation"] = menu
    group = QActionGroup(window)
    group.setExclusive(True)
    for name in NOTATIONS:
        title = translate("Notation", NOTATION_TITLES[name])
        action = QAction(title, window)
        action.setObjectName(f"action_notation_{name}")
        action.setCheckable(True)
        action.setChecked(name == notation.notation)
        action.setStatusTip(
            translate("NotationMenu", "Name cells as {notation} everywhere").format(notation=title)
        )
        action.triggered.connect(lambda _on=False, name=name: notation.set(name))
        group.addAction(action)
        menu.addAction(action)
        window.register_action(action)
    notation.changed.connect(
        lambda name: window.actions[f"action_notation_{name}"].setChecked(True)
    )
    labels = QAction(translate("Notation", "Row and column na&mes"), window)
    labels.setObjectName("action_grid_labels")
    labels.setCheckable(True)
    labels.setStatusTip(
        translate("Notation", "Show the names of the rows and columns beside the board")
    )
    labels.setChecked(as_bool(QSettings().value(COORDINATES_KEY), True))
    labels.toggled.connect(window.grid.set_coordinates)
    labels.toggled.connect(lambda on: QSettings().setValue(COORDINATES_KEY, on))
    window.grid.set_coordinates(labels.isChecked())
    window.menus["view"].insertAction(menu.menuAction(), labels)
    window.register_action(labels)
    window.grid.set_notation(notation.notation)
    notation.changed.connect(window.grid.set_notation)
    window.editor.set_cell_namer(notation.cell)
    return menu
