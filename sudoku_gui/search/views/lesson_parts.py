"""What the helper controls of the search view are built from: a dock for a lesson panel
(Why?, the quiz), hidden until first used, and a command the panel puts in the Search menu."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QWidget


def lesson_dock(title: str, name: str, widget: QWidget) -> QDockWidget:
    """A dock named ``name`` holding ``widget``, hidden until first used (``add_dock`` of
    the control's context puts it on the window's left)."""
    dock = QDockWidget(title)
    dock.setObjectName(name)
    dock.setWidget(widget)
    dock.hide()
    return dock


def search_command(parent: QObject, name: str, text: str, tip: str, shortcut: str = "") -> QAction:
    """The action ``action_<name>`` (the panel puts it in the Search menu)."""
    action = QAction(text, parent)
    action.setObjectName(f"action_{name}")
    if shortcut:
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    action.setToolTip(tip)
    return action
