"""Check and Count solutions: answers in the background, wrong entries marked on the player's
own board and nothing else, slow counts that never freeze the window."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction

import solver
from sudoku_gui.jobs import threads

EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
EASY_SOLUTION = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"
Mod = Qt.KeyboardModifier


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
    window.files.paste_text(EASY)
    window.grid.select(0)
    qtbot.keyClick(window.grid, Qt.Key.Key_4)  # right
    window.grid.select(1)
    qtbot.keyClick(window.grid, Qt.Key.Key_5)  # wrong: the solution has 8
    text = answer_of(window.actions["action_check"], messages, qtbot)
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
    window.files.paste_text(EASY)
    window.editor.place(1, 5)  # wrong: the solution has 8
    window.editor.place(0, 4)  # right
    window.editor.toggle_mark(9 * 8 + 8, 1)  # the answer of r9c9 is 2: these marks leave it out
    before = describe_every_cell(window.grid)
    image_before = window.grid.grab().toImage()
    window.checker.check_marks.setChecked(True)
    text = answer_of(window.actions["action_check"], messages, qtbot)
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
    window.files.paste_text(EASY)
    window.grid.select(1)
    qtbot.keyClick(window.grid, Qt.Key.Key_5)  # wrong: the solution has 8
    slow_count(monkeypatch, 0.3)
    window.actions["action_check"].trigger()
    window.grid.select(0)
    qtbot.keyClick(window.grid, Qt.Key.Key_4)  # an edit while Check runs
    qtbot.waitUntil(lambda: bool(messages), timeout=5000)
    assert "Wrong entries: r1c2." in messages[-1][2]  # about the puzzle Check was asked on
    assert window.checker.highlight.cells == ()
    assert window.grid.highlight is None


def test_check_and_count_report_the_givens_status(window, qtbot, messages):
    window.actions["action_new"].trigger()
    assert "several solutions" in answer_of(window.actions["action_check"], messages, qtbot)
    assert "at least 1000" in answer_of(window.actions["action_count"], messages, qtbot)
    window.files.paste_text(EASY)
    assert (
        answer_of(window.actions["action_count"], messages, qtbot) == "The givens have 1 solution."
    )
    assert "Counting" not in window.statusBar().currentMessage()


def test_check_reports_givens_without_solution(window, qtbot, messages):
    # No clash, but r1c9 can hold nothing: its row has 1-8 and its column a 9.
    window.files.paste_text("12345678." + "........9" + "." * 63)
    assert not window.document.conflicts()
    assert (
        answer_of(window.actions["action_check"], messages, qtbot) == "The givens have no solution."
    )


def test_check_tells_clashes_at_once(window, messages):
    window.files.paste_text("11" + "." * 79)
    window.actions["action_check"].trigger()
    assert messages[-1][2].startswith("Conflict: two 1s in row 1")


def test_the_window_handles_events_during_a_slow_count(window, qtbot, messages, monkeypatch):
    window.files.paste_text(EASY)
    slow_count(monkeypatch, 0.5)
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(20)
    started = time.monotonic()
    window.actions["action_count"].trigger()
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
    window.files.paste_text(EASY)
    slow_count(monkeypatch, 0.3)
    window.actions["action_count"].trigger()
    window.actions["action_check"].trigger()
    assert window.statusBar().currentMessage() == "Checking..."
    qtbot.waitUntil(lambda: bool(messages), timeout=5000)
    qtbot.wait(500)  # the count's result, if it were delivered, would be in by now
    assert [title for _kind, title, _text in messages] == ["Check"]


def test_closing_the_window_during_a_count_leaves_no_thread_running(
    window, qtbot, messages, monkeypatch
):
    slow_count(monkeypatch, 0.5)
    window.actions["action_count"].trigger()
    qtbot.waitUntil(
        lambda: any(t.objectName() == "puzzle-check" for t in threads.live_threads()),
        timeout=5000,
    )
    window.close()
    assert not threads.live_threads()
    qtbot.wait(50)
    assert not messages
