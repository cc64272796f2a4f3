"""The tools players reach for (HoDoKu, Sudoku Explainer, GNOME Sudoku and KSudoku have them):
a digit highlight, colouring by hand, and two options of how digits go in.

``install_play_tools(window)`` adds:

* the Digits toolbar (``digit_toolbar``): buttons 1-9 (``action_highlight_digit_1`` ..
  ``_9``, Alt+1..9) that shade every cell where the digit is placed or may still go; pressing
  the lit one again turns it off, and selecting a placed digit lights its button;
* colouring: the grid's C key and right-click menu paint a cell or a candidate, one undoable
  step each, saved with the document;
* Edit > Options: ``action_auto_advance`` (move to the next empty cell after a digit, off by
  default) and ``action_remove_peer_marks`` (a placed digit leaves its peers' pencil marks, on
  by default), both remembered.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QToolBar

from sudoku_gui.dialogs.window_hooks import WindowHooks
from sudoku_gui.document.model import SOLVE
from sudoku_gui.grid import navigation
from sudoku_gui.support.settings_values import as_bool
from sudoku_gui.support.words import QT_TRANSLATE_NOOP, translate

OPTIONS = (
    (
        "auto_advance",
        QT_TRANSLATE_NOOP("PlayTools", "Move to the next empty cell after a digit"),
        False,
    ),
    (
        "remove_peer_marks",
        QT_TRANSLATE_NOOP("PlayTools", "Remove a placed digit from its peers' pencil marks"),
        True,
    ),
)


@dataclass(frozen=True)
class PlayTools:
    """What ``install_play_tools`` made: the Digits toolbar and Edit > Options."""

    digit_bar: QToolBar
    options: QMenu


def install_play_tools(window: WindowHooks) -> PlayTools:
    bar = _install_digit_bar(window)
    window.grid.colour_requested.connect(window.editor.paint)
    return PlayTools(bar, _install_options(window))


def _install_digit_bar(window: WindowHooks) -> QToolBar:
    bar = QToolBar(translate("PlayTools", "Digits"), window)
    bar.setObjectName("digit_toolbar")
    bar.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    grid = window.grid
    buttons: dict[int, QAction] = {}
    for digit in range(1, 10):
        action = QAction(str(digit), window)
        action.setObjectName(f"action_highlight_digit_{digit}")
        action.setCheckable(True)
        action.setShortcut(QKeySequence(f"Alt+{digit}"))
        action.setToolTip(
            translate(
                "PlayTools", "Shade every cell where {digit} stands or may still go (Alt+{digit})"
            ).format(digit=digit)
        )
        action.triggered.connect(
            lambda on, digit=digit: grid.set_digit_highlight(digit if on else 0)
        )
        bar.addAction(action)
        buttons[digit] = action
        window.register_action(action)

    def light(digit: int) -> None:
        for each, action in buttons.items():
            action.setChecked(each == digit)

    grid.digit_highlight_changed.connect(light)
    window.add_toolbar(bar)
    return bar


def _install_options(window: WindowHooks) -> QMenu:
    menu = window.menus["edit"].addMenu(translate("Menus", "&Options"))
    menu.setObjectName("menu_options")
    for name, text, default in OPTIONS:
        action = QAction(translate("PlayTools", text), window)
        action.setObjectName(f"action_{name}")
        action.setCheckable(True)
        key = f"play/{name}"
        action.setChecked(as_bool(QSettings().value(key), default))
        action.toggled.connect(lambda on, key=key: QSettings().setValue(key, on))
        menu.addAction(action)
        window.register_action(action)
    editor, grid = window.editor, window.grid
    remove_peer_marks = window.actions["action_remove_peer_marks"]
    editor.set_clear_peer_marks(remove_peer_marks.isChecked())
    remove_peer_marks.toggled.connect(editor.set_clear_peer_marks)
    auto_advance = window.actions["action_auto_advance"]

    def advance(cell: int, digit: int) -> None:
        """While solving, to the next empty cell (typing givens in moves on by itself)."""
        document = window.document
        if auto_advance.isChecked() and document.mode == SOLVE and document.value(cell) == digit:
            values = tuple(window.document.digits())
            grid.select(navigation.move(cell, navigation.NEXT_EMPTY, values))

    grid.place_requested.connect(advance)
    return menu
