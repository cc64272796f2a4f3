"""The window: first start, typing and copying, every kind of undoable change, paste,
conflicts, live uniqueness, menus and shortcuts (Check and Count: test_check_count.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMainWindow, QToolButton

import solver
from solver.board import BIT, PEERS
from sudoku_gui.dialogs.window_hooks import WindowHooks
from sudoku_gui.document.model import ENTER, SOLVE
from sudoku_gui.document.samples import FIRST_START_SAMPLE, sample_named
from sudoku_gui.window.main_window import TITLE, MainWindow

# The offscreen platform cannot pass size hints to a window manager or raise a window; Qt
# says so. Nothing else may warn.
EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
EASY_SOLUTION = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"
Mod = Qt.KeyboardModifier


def test_first_start_shows_the_003_puzzle_ready_to_solve_with_r1c1_selected(window):
    sample = sample_named(FIRST_START_SAMPLE)
    assert window.windowTitle() == TITLE
    assert window.document.to_string() == sample.puzzle.replace("0", ".")
    assert window.document.mode == SOLVE
    assert window.grid.selected == 0
    assert window.undo_stack.count() == 0


def test_named_objects_for_automation(window):
    names = ["new", "open", "save", "save_as", "undo", "redo", "copy", "paste", "check",
             "count", "clear_entries", "clear_marks", "mode", "show_candidates", "zoom_in",
             "zoom_out", "zoom_reset", "shortcuts", "about", "quit"]  # fmt: skip
    for name in names:
        assert window.findChild(QAction, f"action_{name}") is not None, name
    assert window.grid.objectName() == "grid"
    assert set(window.menus) >= {"file", "edit", "puzzle", "view", "help"}


def test_window_actions_hold_every_action_by_its_object_name(window):
    """``window.actions`` is the one place to find a command: every ``action_*`` inside the
    window (the search view's and the installers' too), each under its own object name."""
    inside = {a.objectName(): a for a in window.findChildren(QAction)}
    named = {name: action for name, action in inside.items() if name.startswith("action_")}
    assert window.actions == named
    assert len(named) > 60


def test_the_window_provides_every_hook_it_promises(window):
    assert isinstance(window, WindowHooks)
    assert type(window).__bases__ == (QMainWindow,)  # parts composed in, not mixed in


def test_typing_a_whole_puzzle_in_81_keystrokes_and_copying_it(window, qtbot, type_keys):
    """After New each key moves on to the next cell in reading order (wrapping to the next
    row): 81 keystrokes, no arrow key, and Copy reads back the same 81 characters."""
    window.resize(1280, 720)
    window.actions["action_new"].trigger()
    assert window.document.mode == ENTER and window.grid.selected == 0
    typed = EASY.replace("0", ".")
    type_keys(window.grid, typed)
    window.actions["action_copy"].trigger()
    assert QGuiApplication.clipboard().text() == typed
    assert all(window.document.kind(c) in ("given", None) for c in range(81))
    assert window.undo_stack.count() == 1 + sum(1 for ch in EASY if ch != "0")
    assert window.grid.selected == 0, "the 81st key wraps to the first cell"


def test_typing_givens_skips_with_zero_and_space_and_backspace_clears_the_cell_before(
    window, qtbot, type_keys
):
    window.actions["action_new"].trigger()
    grid = window.grid
    type_keys(grid, "10")
    qtbot.keyClick(grid, Qt.Key.Key_Space)
    type_keys(grid, "2")
    assert window.document.digits()[:5] == (1, 0, 0, 2, 0) and grid.selected == 4
    qtbot.keyClick(grid, Qt.Key.Key_Backspace)
    assert window.document.value(3) == 0 and grid.selected == 3
    type_keys(grid, "5")
    assert window.document.value(3) == 5 and grid.selected == 4
    grid.select(8)
    type_keys(grid, "9")
    assert grid.selected == 9, "the end of a row wraps to the start of the next"


def test_solving_keeps_the_selection_after_a_digit(window, qtbot, type_keys):
    """Playing keeps Edit > Options > auto-advance (off: the selection stays)."""
    window.files.paste_text(EASY)
    window.grid.select(0)
    type_keys(window.grid, "4")
    assert window.document.value(0) == 4 and window.grid.selected == 0


def test_entries_are_not_givens_and_givens_are_locked(window, qtbot, type_keys):
    window.files.paste_text(EASY)
    window.grid.select(0)
    type_keys(window.grid, "4>>9")  # cell 2 holds the given 3
    assert window.document.kind(0) == "entry"
    assert window.document.value(2) == 3


def test_start_solving_and_edit_givens(window, type_keys):
    window.actions["action_new"].trigger()
    type_keys(window.grid, "5")  # (typing givens moves on to cell 1)
    window.actions["action_mode"].trigger()
    assert window.document.mode == SOLVE
    assert "Edit givens" in window.actions["action_mode"].text()
    type_keys(window.grid, "6>")
    assert window.document.kind(1) == "entry"
    window.actions["action_mode"].trigger()
    assert window.document.mode == ENTER
    type_keys(window.grid, "7")
    assert window.document.kind(2) == "given"


def test_movement_keys_in_the_window(window, qtbot):
    grid = window.grid
    qtbot.keyClick(grid, Qt.Key.Key_Left)
    assert grid.selected == 80
    qtbot.keyClick(grid, Qt.Key.Key_Right)
    assert grid.selected == 0
    qtbot.keyClick(grid, Qt.Key.Key_End)
    assert grid.selected == 8
    qtbot.keyClick(grid, Qt.Key.Key_Home)
    qtbot.keyClick(grid, Qt.Key.Key_Up)
    assert grid.selected == 80
    qtbot.keyClick(grid, Qt.Key.Key_Down)
    assert grid.selected == 0


def test_pencil_marks_by_ctrl_shift_and_pencil_mode(window, qtbot):
    grid, doc = window.grid, window.document
    qtbot.keyClick(grid, Qt.Key.Key_1, Mod.ControlModifier)
    qtbot.keyClick(grid, Qt.Key.Key_Exclam, Mod.ShiftModifier)  # Shift+1 on a US layout
    assert doc.marks[0] == 0
    qtbot.keyClick(grid, Qt.Key.Key_At, Mod.ShiftModifier)  # Shift+2
    qtbot.keyClick(grid, Qt.Key.Key_P)
    assert window.actions["action_pencil"].isChecked()
    qtbot.keyClick(grid, Qt.Key.Key_9)
    assert doc.marks[0] == BIT[2] | BIT[9]
    assert doc.value(0) == 0
    qtbot.keyClick(grid, Qt.Key.Key_P)
    assert not grid.pencil_mode


def test_placing_removes_marks_from_peers_and_undo_brings_them_back(window, qtbot):
    grid, doc = window.grid, window.document
    peer = PEERS[0][-1]
    grid.select(peer)
    qtbot.keyClick(grid, Qt.Key.Key_4, Mod.ControlModifier)
    grid.select(0)
    qtbot.keyClick(grid, Qt.Key.Key_4)
    assert doc.value(0) == 4 and doc.marks[peer] == 0
    window.actions["action_undo"].trigger()
    assert doc.value(0) == 0 and doc.marks[peer] == BIT[4]


@pytest.mark.parametrize("key", [Qt.Key.Key_0, Qt.Key.Key_Period, Qt.Key.Key_Space,
                                 Qt.Key.Key_Delete, Qt.Key.Key_Backspace])  # fmt: skip
def test_clear_keys(window, qtbot, key):
    qtbot.keyClick(window.grid, Qt.Key.Key_8)
    qtbot.keyClick(window.grid, key)
    assert window.document.value(0) == 0


def change_by_place(window, qtbot):
    qtbot.keyClick(window.grid, Qt.Key.Key_8, Mod.KeypadModifier)


def change_by_clear(window, qtbot):
    qtbot.keyClick(window.grid, Qt.Key.Key_Delete)


def change_by_mark(window, qtbot):
    window.grid.select(1)
    qtbot.keyClick(window.grid, Qt.Key.Key_3, Mod.ControlModifier)


CHANGES = {
    "place": change_by_place,
    "clear": change_by_clear,
    "mark": change_by_mark,
    "paste": lambda window, qtbot: window.files.paste_text(EASY),
    "new": lambda window, qtbot: window.actions["action_new"].trigger(),
    "sample": lambda window, qtbot: next(
        a for a in window.menus["samples"].actions() if not a.isSeparator()
    ).trigger(),
    "mode": lambda window, qtbot: window.actions["action_mode"].trigger(),
    "fill": lambda window, qtbot: window.editor.fill_solution(
        solver.solve(window.document.givens_grid())
    ),
}


@pytest.mark.parametrize("name", CHANGES)
def test_every_change_is_one_undo_step(window, qtbot, name):
    qtbot.keyClick(window.grid, Qt.Key.Key_5)  # an entry in r1c1, for clear to remove
    before = window.document.copy()
    CHANGES[name](window, qtbot)
    after = window.document.copy()
    assert after != before
    window.actions["action_undo"].trigger()
    assert window.document == before
    window.actions["action_redo"].trigger()
    assert window.document == after


def test_clear_entries_and_clear_marks_are_undoable(window, qtbot):
    qtbot.keyClick(window.grid, Qt.Key.Key_8)
    window.grid.select(1)
    qtbot.keyClick(window.grid, Qt.Key.Key_2, Mod.ControlModifier)
    before = window.document.copy()
    window.actions["action_clear_entries"].trigger()
    window.actions["action_clear_marks"].trigger()
    assert window.document.value(0) == 0 and not any(window.document.marks)
    window.actions["action_undo"].trigger()
    window.actions["action_undo"].trigger()
    assert window.document == before


PASTES = {
    "line": EASY,
    "dots and dashes": EASY.replace("0", "-"),
    "grid": "\n".join(
        " | ".join(EASY[r * 9 + b * 3 : r * 9 + b * 3 + 3] for b in range(3))
        + ("\n------+------+------" if r in (2, 5) else "")
        for r in range(9)
    ),
    "sdk": "#A someone\n" + "\n".join(EASY[r * 9 : r * 9 + 9].replace("0", ".") for r in range(9)),
    "opensudoku": f'<?xml version="1.0"?><opensudoku><game data="{EASY}"/></opensudoku>',
}


@pytest.mark.parametrize("fmt", PASTES)
def test_paste_accepts_every_format(window, fmt):
    QGuiApplication.clipboard().setText(PASTES[fmt])
    window.actions["action_paste"].trigger()
    assert window.document.to_string() == EASY.replace("0", ".")
    assert window.document.mode == SOLVE


def test_paste_of_garbage_says_why_and_changes_nothing(window, messages):
    before = window.document.copy()
    QGuiApplication.clipboard().setText("hello, this is not a sudoku")
    window.actions["action_paste"].trigger()
    assert window.document == before
    assert window.undo_stack.count() == 0
    assert len(messages) == 1 and "not hold a puzzle" in messages[0][2]


def test_conflicts_are_named_in_the_status_bar(window, qtbot):
    window.files.paste_text(EASY)
    window.grid.select(0)
    qtbot.keyClick(window.grid, Qt.Key.Key_3)  # the given 3 stands at r1c3
    message = window.statusBar().currentMessage()
    assert "r1c1" in message and "r1c3" in message
    qtbot.keyClick(window.grid, Qt.Key.Key_Delete)
    assert "Conflict" not in window.statusBar().currentMessage()


def test_live_uniqueness_while_typing_givens(window, qtbot, type_keys):
    window.actions["action_new"].trigger()
    type_keys(window.grid, "1")
    qtbot.waitUntil(lambda: window.uniqueness_label.text() == "Givens: several solutions")
    window.files.paste_text(EASY)
    qtbot.waitUntil(lambda: window.uniqueness_label.text() == "Givens: unique solution")


def test_toolbar_buttons_never_take_focus(window):
    buttons = window.toolbar.findChildren(QToolButton)
    assert buttons
    assert all(b.focusPolicy() == Qt.FocusPolicy.NoFocus for b in buttons)


def test_zoom_in_makes_the_grid_bigger(window, qtbot):
    window.resize(700, 600)
    window.show()
    qtbot.waitExposed(window)

    def side() -> int:  # the board is the grid's shorter side
        return min(window.grid.width(), window.grid.height())

    before = side()
    window.actions["action_zoom_in"].trigger()
    qtbot.waitUntil(lambda: side() > before)
    window.actions["action_zoom_out"].trigger()
    qtbot.waitUntil(lambda: side() < before + 5)


def native_keys(portable: str) -> str:
    """A key combination as this system writes it (Ctrl+Z here, ⌘Z on macOS)."""
    return QKeySequence(portable).toString(QKeySequence.SequenceFormat.NativeText)


def test_shortcuts_dialog_lists_grid_keys_and_commands(window):
    window.actions["action_shortcuts"].trigger()
    dialog = window.findChild(object, "shortcuts_dialog")
    text = dialog.findChild(object, "shortcuts_text").toPlainText()
    # The commands' keys as the system writes them (macOS: ⌘Z, not Ctrl+Z); the grid's key map
    # is text.
    commands = [native_keys("Ctrl+Z"), native_keys("Ctrl+K")]
    for words in ("Ctrl+1-9", "Shift+Tab", "Pencil mode", *commands, "Undo", "Check"):
        assert words in text
    dialog.close()


def test_add_panel_and_menu_hooks(window):
    from PySide6.QtWidgets import QDockWidget, QLabel

    dock = QDockWidget("Tree", window)
    dock.setObjectName("dock_tree")
    dock.setWidget(QLabel("tree"))
    window.add_panel(dock, Qt.DockWidgetArea.RightDockWidgetArea)
    assert dock.toggleViewAction() in window.menus["panels"].actions()
    menu = window.add_menu("extra", "E&xtra")
    assert window.menus["extra"] is menu
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles.index("E&xtra") == titles.index("&View") - 1


def test_window_installs_search_view_hints_and_generator(window):
    from PySide6.QtGui import QAction

    names = {a.objectName() for a in window.findChildren(QAction)}
    for name in ("action_play", "action_solve", "action_hint", "action_new_random"):
        assert name in names
    assert window.findChild(object, "hypothesis_tree") is not None
    assert window.findChild(object, "search_log") is not None
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles.count("&Search") == 1


def test_accessible_description_follows_the_selection(window, qtbot):
    qtbot.keyClick(window.grid, Qt.Key.Key_Down)
    assert window.grid.accessibleDescription() == "r2c1, empty"
    window.actions["action_show_candidates"].trigger()
    assert window.grid.accessibleDescription().startswith("r2c1, empty, candidates")
    qtbot.keyClick(window.grid, Qt.Key.Key_Down)
    assert window.grid.accessibleDescription() == "r3c1, given 3"


@pytest.fixture
def shown(window, qtbot):
    """The window shown and active: action shortcuts only fire in an active window."""
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    window.grid.setFocus()
    return window


def test_action_shortcuts_fire_from_the_grid(shown, qtbot):
    grid = shown.grid
    qtbot.keyClick(grid, Qt.Key.Key_N, Mod.ControlModifier)
    assert shown.document.is_empty()
    qtbot.keyClick(grid, Qt.Key.Key_7)
    qtbot.keyClick(grid, Qt.Key.Key_Z, Mod.ControlModifier)
    assert shown.document.value(0) == 0
    qtbot.keyClick(grid, Qt.Key.Key_Z, Mod.ControlModifier | Mod.ShiftModifier)
    assert shown.document.value(0) == 7
    qtbot.keyClick(grid, Qt.Key.Key_C, Mod.ControlModifier)
    assert QGuiApplication.clipboard().text() == "7" + "." * 80
    QGuiApplication.clipboard().setText(EASY)
    qtbot.keyClick(grid, Qt.Key.Key_V, Mod.ControlModifier)
    assert shown.document.to_string() == EASY.replace("0", ".")
    qtbot.keyClick(grid, Qt.Key.Key_E, Mod.ControlModifier)
    assert shown.document.mode == ENTER


def test_ctrl_q_closes_the_window(shown, qtbot):
    qtbot.keyClick(shown.grid, Qt.Key.Key_Q, Mod.ControlModifier)
    qtbot.waitUntil(lambda: not shown.isVisible())


def test_window_opens_again_without_arguments(qtbot):
    other = MainWindow()
    qtbot.addWidget(other)
    assert other.document.to_string()  # built from nothing but the settings folder


def test_shortcut_list_leaves_out_media_keys(window):
    from sudoku_gui.dialogs.shortcuts import shortcut_rows

    rows = dict((what, keys) for keys, what in shortcut_rows([window.actions["action_save_as"]]))
    assert rows == {"Save As...": native_keys("Ctrl+Shift+S")}  # macOS: ⇧⌘S
