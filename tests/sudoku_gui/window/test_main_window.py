"""The window: first start, typing and copying, every kind of undoable change, paste, check,
conflicts, live uniqueness, menus and shortcuts."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QToolButton

import solver
from solver.board import BIT, PEERS
from sudoku_gui.document.model import ENTER, SOLVE
from sudoku_gui.document.samples import FIRST_START_SAMPLE, sample_named
from sudoku_gui.jobs import threads
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
             "zoom_out", "shortcuts", "about", "quit"]  # fmt: skip
    for name in names:
        assert window.findChild(QAction, f"action_{name}") is not None, name
    assert window.grid.objectName() == "grid"
    assert set(window.menus) >= {"file", "edit", "puzzle", "view", "help"}


def test_typing_a_whole_puzzle_and_copying_it(window, qtbot, type_keys):
    window.action_new.trigger()
    assert window.document.mode == ENTER
    type_keys(window.grid, ">".join(EASY))
    window.action_copy.trigger()
    assert QGuiApplication.clipboard().text() == EASY.replace("0", ".")
    assert all(window.document.kind(c) in ("given", None) for c in range(81))
    assert window.undo_stack.count() == 1 + sum(1 for ch in EASY if ch != "0")


def test_entries_are_not_givens_and_givens_are_locked(window, qtbot, type_keys):
    window.paste_text(EASY)
    window.grid.select(0)
    type_keys(window.grid, "4>>9")  # cell 2 holds the given 3
    assert window.document.kind(0) == "entry"
    assert window.document.value(2) == 3


def test_start_solving_and_edit_givens(window, type_keys):
    window.action_new.trigger()
    type_keys(window.grid, "5")
    window.action_mode.trigger()
    assert window.document.mode == SOLVE
    assert "Edit givens" in window.action_mode.text()
    type_keys(window.grid, ">6")
    assert window.document.kind(1) == "entry"
    window.action_mode.trigger()
    assert window.document.mode == ENTER
    type_keys(window.grid, ">7")
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
    assert window.action_pencil.isChecked()
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
    window.action_undo.trigger()
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
    "paste": lambda window, qtbot: window.paste_text(EASY),
    "new": lambda window, qtbot: window.action_new.trigger(),
    "sample": lambda window, qtbot: window.menus["samples"].actions()[0].trigger(),
    "mode": lambda window, qtbot: window.action_mode.trigger(),
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
    window.action_undo.trigger()
    assert window.document == before
    window.action_redo.trigger()
    assert window.document == after


def test_clear_entries_and_clear_marks_are_undoable(window, qtbot):
    qtbot.keyClick(window.grid, Qt.Key.Key_8)
    window.grid.select(1)
    qtbot.keyClick(window.grid, Qt.Key.Key_2, Mod.ControlModifier)
    before = window.document.copy()
    window.action_clear_entries.trigger()
    window.action_clear_marks.trigger()
    assert window.document.value(0) == 0 and not any(window.document.marks)
    window.action_undo.trigger()
    window.action_undo.trigger()
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
    window.action_paste.trigger()
    assert window.document.to_string() == EASY.replace("0", ".")
    assert window.document.mode == SOLVE


def test_paste_of_garbage_says_why_and_changes_nothing(window, messages):
    before = window.document.copy()
    QGuiApplication.clipboard().setText("hello, this is not a sudoku")
    window.action_paste.trigger()
    assert window.document == before
    assert window.undo_stack.count() == 0
    assert len(messages) == 1 and "not hold a puzzle" in messages[0][2]


def test_conflicts_are_named_in_the_status_bar(window, qtbot):
    window.paste_text(EASY)
    window.grid.select(0)
    qtbot.keyClick(window.grid, Qt.Key.Key_3)  # the given 3 stands at r1c3
    message = window.statusBar().currentMessage()
    assert "r1c1" in message and "r1c3" in message
    qtbot.keyClick(window.grid, Qt.Key.Key_Delete)
    assert "Conflict" not in window.statusBar().currentMessage()


def answer_of(action: QAction, messages, qtbot) -> str:
    """Trigger ``action`` and wait for the message its background job ends with."""
    before = len(messages)
    action.trigger()
    qtbot.waitUntil(lambda: len(messages) > before, timeout=5000)
    return messages[-1][2]


def slow_count(monkeypatch, seconds: float) -> None:
    """Make every solution count from now on take ``seconds`` longer."""
    count = solver.count_solutions

    def slow(puzzle, limit=2):
        time.sleep(seconds)
        return count(puzzle, limit)

    monkeypatch.setattr(solver, "count_solutions", slow)


def test_check_names_and_marks_wrong_entries_until_the_next_key(window, qtbot, messages):
    window.paste_text(EASY)
    window.grid.select(0)
    qtbot.keyClick(window.grid, Qt.Key.Key_4)  # right
    window.grid.select(1)
    qtbot.keyClick(window.grid, Qt.Key.Key_5)  # wrong: the solution has 8
    text = answer_of(window.action_check, messages, qtbot)
    assert "exactly one solution" in text and "r1c2" in text and "r1c1" not in text
    assert window.checker.highlight.cells == (1,)
    assert window.grid.highlight.wrong == {1} and window.grid.overlay is None
    assert window.grid.describe_selection().endswith(", wrong")
    qtbot.keyClick(window.grid, Qt.Key.Key_8)  # the key that ends the highlight still types
    assert window.grid.highlight is None
    assert window.document.entries[1] == 8


def describe_every_cell(grid) -> list[str]:
    descriptions = []
    for cell in range(81):
        grid.select(cell)
        descriptions.append(grid.describe_selection())
    return descriptions


def test_check_gives_nothing_away(window, qtbot, messages):
    window.paste_text(EASY)
    window.editor.place(1, 5)  # wrong: the solution has 8
    window.editor.place(0, 4)  # right
    window.editor.toggle_mark(9 * 8 + 8, 1)  # the answer of r9c9 is 2: these marks leave it out
    before = describe_every_cell(window.grid)
    image_before = window.grid.grab().toImage()
    window.checker.check_marks.setChecked(True)
    text = answer_of(window.action_check, messages, qtbot)
    assert "Wrong entries: r1c2." in text and "leave out the answer: r9c9." in text
    highlight = window.grid.highlight
    assert highlight.wrong == {1} and highlight.wrong_marks == {80}
    after = describe_every_cell(window.grid)
    for cell in range(81):
        extra = {1: ", wrong", 80: ", pencil marks leave out the answer"}.get(cell, "")
        assert after[cell] == before[cell] + extra, cell
    changed = image_before != window.grid.grab().toImage()
    assert changed, "the wrong cells are drawn differently"


def test_a_check_answered_after_an_edit_marks_nothing(window, qtbot, messages, monkeypatch):
    window.paste_text(EASY)
    window.grid.select(1)
    qtbot.keyClick(window.grid, Qt.Key.Key_5)  # wrong: the solution has 8
    slow_count(monkeypatch, 0.3)
    window.action_check.trigger()
    window.grid.select(0)
    qtbot.keyClick(window.grid, Qt.Key.Key_4)  # an edit while Check runs
    qtbot.waitUntil(lambda: bool(messages), timeout=5000)
    assert "Wrong entries: r1c2." in messages[-1][2]  # about the puzzle Check was asked on
    assert window.checker.highlight.cells == ()
    assert window.grid.highlight is None


def test_check_and_count_report_the_givens_status(window, qtbot, messages):
    window.action_new.trigger()
    assert "several solutions" in answer_of(window.action_check, messages, qtbot)
    assert "at least 1000" in answer_of(window.action_count, messages, qtbot)
    window.paste_text(EASY)
    assert answer_of(window.action_count, messages, qtbot) == "The givens have 1 solution."
    assert "Counting" not in window.statusBar().currentMessage()


def test_check_reports_givens_without_solution(window, qtbot, messages):
    # No clash, but r1c9 can hold nothing: its row has 1-8 and its column a 9.
    window.paste_text("12345678." + "........9" + "." * 63)
    assert not window.document.conflicts()
    assert answer_of(window.action_check, messages, qtbot) == "The givens have no solution."


def test_check_tells_clashes_at_once(window, messages):
    window.paste_text("11" + "." * 79)
    window.action_check.trigger()
    assert messages[-1][2].startswith("Conflict: two 1s in row 1")


def test_the_window_handles_events_during_a_slow_count(window, qtbot, messages, monkeypatch):
    window.paste_text(EASY)
    slow_count(monkeypatch, 0.5)
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(20)
    started = time.monotonic()
    window.action_count.trigger()
    assert window.statusBar().currentMessage() == "Counting..."
    window.grid.select(0)
    qtbot.keyClick(window.grid, Qt.Key.Key_4)  # typed while the count runs
    assert window.document.entries[0] == 4
    qtbot.waitUntil(lambda: bool(messages), timeout=5000)
    timer.stop()
    assert time.monotonic() - started >= 0.5
    assert messages[-1][2] == "The givens have 1 solution."
    assert len(ticks) >= 10  # 25 ticks in 0.5 s when the GUI thread is free


def test_a_new_request_supersedes_the_running_one(window, qtbot, messages, monkeypatch):
    window.paste_text(EASY)
    slow_count(monkeypatch, 0.3)
    window.action_count.trigger()
    window.action_check.trigger()
    assert window.statusBar().currentMessage() == "Checking..."
    qtbot.waitUntil(lambda: bool(messages), timeout=5000)
    qtbot.wait(500)  # the count's result, if it were delivered, would be in by now
    assert [title for _kind, title, _text in messages] == ["Check"]


def test_closing_the_window_during_a_count_leaves_no_thread_running(
    window, qtbot, messages, monkeypatch
):
    slow_count(monkeypatch, 0.5)
    window.action_count.trigger()
    qtbot.waitUntil(
        lambda: any(t.objectName() == "puzzle-check" for t in threads.live_threads()),
        timeout=5000,
    )
    window.close()
    assert not threads.live_threads()
    qtbot.wait(50)
    assert not messages


def test_live_uniqueness_while_typing_givens(window, qtbot, type_keys):
    window.action_new.trigger()
    type_keys(window.grid, "1")
    qtbot.waitUntil(lambda: window.uniqueness_label.text() == "Givens: several solutions")
    window.paste_text(EASY)
    qtbot.waitUntil(lambda: window.uniqueness_label.text() == "Givens: unique solution")


def test_toolbar_buttons_never_take_focus(window):
    buttons = window.toolbar.findChildren(QToolButton)
    assert buttons
    assert all(b.focusPolicy() == Qt.FocusPolicy.NoFocus for b in buttons)


def test_zoom_in_makes_the_grid_bigger(window, qtbot):
    window.resize(700, 600)
    window.show()
    qtbot.waitExposed(window)
    before = window.grid.width()
    window.action_zoom_in.trigger()
    qtbot.waitUntil(lambda: window.grid.width() > before)
    window.action_zoom_out.trigger()
    qtbot.waitUntil(lambda: window.grid.width() < before + 5)


def test_shortcuts_dialog_lists_grid_keys_and_commands(window):
    window.action_shortcuts.trigger()
    dialog = window.findChild(object, "shortcuts_dialog")
    text = dialog.findChild(object, "shortcuts_text").toPlainText()
    for words in ("Ctrl+1-9", "Shift+Tab", "Pencil mode", "Ctrl+Z", "Undo", "Ctrl+K", "Check"):
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
    window.action_show_candidates.trigger()
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

    rows = dict((what, keys) for keys, what in shortcut_rows([window.action_save_as]))
    assert rows == {"Save As...": "Ctrl+Shift+S"}
