"""Help > Keyboard shortcuts: the grid's key map and the window's action shortcuts."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from sudoku_gui.grid.keys import KEY_MAP
from sudoku_gui.support.words import translate


def is_typable(sequence: QKeySequence) -> bool:
    """A key combination people type (Ctrl+Z, F1), not a dedicated media key ("Undo" keys
    of some keyboards, which standard key bindings also list)."""
    combination = sequence[0]
    key = combination.key()
    if key > Qt.Key.Key_F35:  # Qt numbers media and launcher keys after the function keys
        return False
    has_modifier = combination.keyboardModifiers() != Qt.KeyboardModifier.NoModifier
    return has_modifier or key >= Qt.Key.Key_F1


def shortcut_rows(actions: list[QAction]) -> list[tuple[str, str]]:
    """(keys, what) for every action that has a shortcut, in the order given."""
    rows = []
    for action in actions:
        keys = ", ".join(
            s.toString(QKeySequence.SequenceFormat.NativeText)
            for s in action.shortcuts()
            if not s.isEmpty() and is_typable(s)
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

    grid_keys = [
        (translate("Shortcuts", keys), translate("Shortcuts", what)) for keys, what in KEY_MAP
    ]
    return table(translate("Shortcuts", "In the grid"), grid_keys) + table(
        translate("Shortcuts", "Commands"), shortcut_rows(actions)
    )


class ShortcutsDialog(QDialog):
    """A non-modal window listing every key."""

    def __init__(self, actions: list[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcuts_dialog")
        self.setWindowTitle(translate("Shortcuts", "Keyboard shortcuts"))
        self.resize(560, 560)
        browser = QTextBrowser(self)
        browser.setObjectName("shortcuts_text")
        browser.setHtml(shortcuts_html(actions))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(browser)
        layout.addWidget(buttons)
