"""View > Notation: every text of the window that names a cell follows the reader's choice,
the board's row and column names too, and the choice is remembered."""

from __future__ import annotations

import time

from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from solver.notation import renotate
from sudoku_gui.grid.geometry import coordinate_labels
from sudoku_gui.window.hints import HintController, install_hints
from sudoku_gui.window.main_window import MainWindow

EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"


def choose(window, name: str) -> None:
    window.findChild(QAction, f"action_notation_{name}").trigger()


def test_three_notations_one_checked_and_remembered(qtbot, window):
    actions = [window.findChild(QAction, f"action_notation_{n}") for n in ("r1c1", "a1", "rc0")]
    assert all(action is not None and action.isCheckable() for action in actions)
    assert [action.isChecked() for action in actions] == [True, False, False]
    assert all(action in window.menus["notation"].actions() for action in actions)
    choose(window, "a1")
    assert window.notation.notation == "a1"
    assert [action.isChecked() for action in actions] == [False, True, False]
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.notation.notation == "a1"
    assert again.findChild(QAction, "action_notation_a1").isChecked()


def test_the_board_names_rows_and_columns_in_the_notation(qtbot, window):
    assert coordinate_labels("r1c1") == (list("123456789"), list("123456789"))
    assert coordinate_labels("a1") == (list("ABCDEFGHI"), list("123456789"))
    assert coordinate_labels("rc0") == (list("012345678"), list("012345678"))
    grid = window.grid
    assert grid._coordinates and grid._notation == "r1c1"
    choose(window, "rc0")
    assert grid._notation == "rc0"
    toggle = window.findChild(QAction, "action_grid_labels")
    toggle.trigger()
    assert not grid._coordinates
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert not again.grid._coordinates
    assert not again.findChild(QAction, "action_grid_labels").isChecked()


def test_grid_description_status_and_undo_follow_the_notation(window):
    window.grid.select(5)
    assert window.grid.describe_selection().startswith("r1c6, ")
    choose(window, "a1")
    assert window.grid.describe_selection().startswith("A6, ")
    assert window.grid.accessibleDescription().startswith("A6, ")
    window.editor.place(0, 5)
    window.editor.place(4, 5)
    assert window.undo_stack.undoText().endswith(" 5 in A5")
    assert window.statusBar().currentMessage() == "Conflict: two 5s in row A (A1, A5)"
    choose(window, "rc0")
    window.statusBar().showMessage("r9c9 is in box 9")
    assert window.statusBar().currentMessage() == "(8,8) is in box 8"


def test_a_hint_is_told_in_the_notation_and_cleared_by_a_new_puzzle(window):
    controller = install_hints(window)
    window.files.paste_text(EASY)
    action = window.findChild(QAction, "action_hint")
    for _ in range(2):
        action.trigger()
        deadline = time.monotonic() + 10
        while window.findChild(HintController).planning and time.monotonic() < deadline:
            QTest.qWait(5)
    text = window.findChild(QLabel, "hint_text")
    canonical = controller._said
    assert "r" in canonical and text.text() == canonical
    choose(window, "a1")
    assert text.text() == renotate(canonical, "a1") != canonical
    window.files.paste_text(EASY[::-1])
    assert text.text() == "" and not controller.dock.isVisible()
