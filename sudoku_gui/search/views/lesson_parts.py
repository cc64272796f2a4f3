"""What the lesson panels of the search view (Why?, the quiz) are built from: a dock on the
left, hidden until first used, and a command in the Search menu."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QWidget

from sudoku_gui.dialogs.window_hooks import WindowHooks


def lesson_dock(window: WindowHooks, title: str, name: str, widget: QWidget) -> QDockWidget:
    """A dock named ``name`` on the window's left, holding ``widget``, hidden for now."""
    dock = QDockWidget(title, window)
    dock.setObjectName(name)
    dock.setWidget(widget)
    window.add_panel(dock, Qt.DockWidgetArea.LeftDockWidgetArea)
    dock.hide()
    return dock


def search_command(panel, name: str, text: str, tip: str, shortcut: str = "") -> QAction:
    """The action ``action_<name>`` in the Search menu, kept in ``panel.actions[name]``."""
    action = QAction(text, panel.window)
    action.setObjectName(f"action_{name}")
    if shortcut:
        action.setShortcut(QKeySequence(shortcut))
    action.setToolTip(tip)
    panel.actions[name] = action
    panel.window.menus["search"].addAction(action)
    return action
