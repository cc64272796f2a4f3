"""The players' tools: the digit highlight, colouring by hand, and the two placing options."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from solver.board import BIT
from sudoku_gui.document.files import document_from_text, document_to_text
from sudoku_gui.window.main_window import MainWindow

EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"


def pixel(grid, cell: int):
    image = grid.grab().toImage()
    return image.pixelColor(grid.cell_rect(cell).adjusted(3, 3, -3, -3).topLeft())


def test_a_digit_button_shades_where_the_digit_stands_or_may_go(window):
    window.files.paste_text(EASY)
    grid = window.grid
    grid.select(40)
    button = window.findChild(QAction, "action_highlight_digit_3")
    assert button.shortcut().toString() == "Alt+3"
    base = grid.colours().base
    assert pixel(grid, 2) != grid.colours().same_digit  # r1c3 holds a given 3
    button.trigger()
    assert grid.digit_highlight == 3 and button.isChecked()
    shade = grid.colours().same_digit
    assert pixel(grid, 2) == shade
    allowed = [c for c in range(81) if not window.document.value(c)
               and window.document.candidates(c) & BIT[3]]  # fmt: skip
    refused = [c for c in range(81) if not window.document.value(c)
               and not window.document.candidates(c) & BIT[3]]  # fmt: skip
    far = [c for c in allowed if c not in (40,) and c // 9 != 4 and c % 9 != 4]
    assert pixel(grid, far[0]) == shade
    quiet = [c for c in refused if c // 9 != 4 and c % 9 != 4 and not (3 <= c // 9 < 6
             and 3 <= c % 9 < 6)]  # fmt: skip
    assert pixel(grid, quiet[0]) == base
    button.trigger()
    assert grid.digit_highlight == 0 and not button.isChecked()
    grid.select(0)  # an empty cell keeps no highlight
    grid.select(2)  # a placed 3 lights its button
    assert grid.digit_highlight == 3 and button.isChecked()


def test_colouring_a_cell_and_a_candidate_is_undoable_and_saved(window, qtbot):
    window.files.paste_text(EASY)
    grid = window.grid
    grid.select(0)
    grid.setFocus()
    qtbot.keyClick(grid, Qt.Key.Key_C)
    assert window.document.colour(0) == 1
    qtbot.keyClick(grid, Qt.Key.Key_C)
    assert window.document.colour(0) == 2
    grid.colour_requested.emit(1, 4, 7)  # what the right-click menu sends
    assert window.document.colour(1, 7) == 4 and window.document.colour(1) == 0
    assert window.undo_stack.undoText() == "Colour candidate 7 of r1c2"
    saved = document_from_text(document_to_text(window.document))
    assert saved.colour(0) == 2 and saved.colour(1, 7) == 4
    window.undo_stack.undo()
    assert window.document.colour(1, 7) == 0
    for _ in range(3):
        qtbot.keyClick(grid, Qt.Key.Key_C)
    assert window.document.colour(0) == 0, "after colour 4 comes no colour"


def test_a_painted_cell_shows_its_colour(window):
    window.files.paste_text(EASY)
    window.grid.select(40)
    window.editor.paint(0, 3)
    assert pixel(window.grid, 0) == window.grid.colours().paint[2]


def test_options_move_on_after_a_digit_and_keep_peer_marks(window, qtbot):
    window.files.paste_text(EASY)
    grid = window.grid
    assert not window.actions["action_auto_advance"].isChecked()
    assert window.actions["action_remove_peer_marks"].isChecked()
    window.editor.toggle_mark(1, 4)
    grid.select(0)
    grid.setFocus()
    qtbot.keyClick(grid, Qt.Key.Key_4)
    assert grid.selected == 0 and window.document.marks[1] == 0
    window.actions["action_auto_advance"].trigger()
    window.actions["action_remove_peer_marks"].trigger()
    window.editor.clear(0)
    window.editor.toggle_mark(1, 4)
    qtbot.keyClick(grid, Qt.Key.Key_4)
    assert window.document.marks[1] == BIT[4], "the peer keeps its mark"
    assert grid.selected == 1, "on to the next empty cell"
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.actions["action_auto_advance"].isChecked()
    assert not again.actions["action_remove_peer_marks"].isChecked()
    assert not again.editor.clear_peer_marks
