"""Fixtures for the window tests: a MainWindow whose message boxes are recorded, not shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from sudoku_gui.window.main_window import MainWindow


class Messages(list):
    """(kind, title, text) of every message the window tried to show."""

    def texts(self) -> list[str]:
        return [text for _kind, _title, text in self]


@pytest.fixture
def messages() -> Messages:
    return Messages()


@pytest.fixture
def window(qtbot, messages):
    """A fresh MainWindow (first start: no autosave in the test's home)."""
    win = MainWindow()
    qtbot.addWidget(win)
    win.dialogs.show_error = lambda title, text: messages.append(("error", title, text))
    win.dialogs.show_info = lambda title, text: messages.append(("info", title, text))
    win.dialogs.choose_puzzle = lambda labels: pytest.fail(f"unexpected chooser: {labels}")
    return win


@pytest.fixture
def type_keys(qtbot):
    """type_keys(widget, "12.>3"): '1'-'9' place a digit, '.' or '0' clear, '>' moves right."""
    named = {">": Qt.Key.Key_Right, ".": Qt.Key.Key_Period, "0": Qt.Key.Key_0}

    def type_into(widget, keys: str) -> None:
        for ch in keys:
            qtbot.keyClick(widget, named.get(ch) or getattr(Qt.Key, f"Key_{ch}"))

    return type_into
