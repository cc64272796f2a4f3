"""Help > Keyboard shortcuts: the grid's key map and the window's action shortcuts."""

from __future__ import annotations

from html import escape

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from sudoku_gui.keys import KEY_MAP


def shortcut_rows(actions: list[QAction]) -> list[tuple[str, str]]:
    """(keys, what) for every action that has a shortcut, in the order given."""
    rows = []
    for action in actions:
        keys = ", ".join(
            s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts()
        )
        if keys:
            rows.append((keys, action.text().replace("&", "")))
    return rows


def shortcuts_html(actions: list[QAction]) -> str:
    """The key map as an HTML page: the grid's keys, then the window's commands."""

    def table(title: str, rows) -> str:
        body = "".join(
            f"<tr><td><b>{escape(keys)}</b></td><td>{escape(what)}</td></tr>" for keys, what in rows
        )
        return f"<h3>{title}</h3><table cellspacing='2' cellpadding='3'>{body}</table>"

    return table("In the grid", KEY_MAP) + table("Commands", shortcut_rows(actions))


class ShortcutsDialog(QDialog):
    """A non-modal window listing every key."""

    def __init__(self, actions: list[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcuts_dialog")
        self.setWindowTitle("Keyboard shortcuts")
        self.resize(560, 560)
        browser = QTextBrowser(self)
        browser.setObjectName("shortcuts_text")
        browser.setHtml(shortcuts_html(actions))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(browser)
        layout.addWidget(buttons)
