"""The solving timer: runs only while a person plays in the active window (not while they
watch a search), is saved with the puzzle, and completion says how it went."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel

from sudoku_gui.document.files import document_from_text, document_to_text
from sudoku_gui.document.model import Document
from sudoku_gui.window.timer import clock_text, solved_text

EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
EASY_SOLUTION = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"


def test_clock_and_completion_texts():
    assert [clock_text(s) for s in (0, 7.9, 754, 3723)] == ["0:00", "0:07", "12:34", "1:02:03"]
    document = Document()
    document.elapsed, document.hints, document.checks = 754.2, 2, 1
    assert solved_text(document) == "Solved in 12:34, 2 hints, 1 check."
    again = document_from_text(document_to_text(document))
    assert (again.elapsed, again.hints, again.checks) == (754.2, 2, 1)


def test_the_timer_runs_while_solving_in_the_active_window(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.files.paste_text(EASY)  # pasted puzzles are solved at once
    timer = window.timer
    window.layouts.show_layout("play")
    assert timer.should_run()
    qtbot.waitUntil(lambda: window.document.elapsed >= 1.0, timeout=4000)
    label = window.findChild(QLabel, "timer_label")
    assert label.text() == clock_text(window.document.elapsed)
    window.actions["action_mode"].trigger()  # back to entering givens: the clock stops
    timer.update()
    stopped_at = window.document.elapsed
    qtbot.wait(1200)
    assert window.document.elapsed == stopped_at
    window.findChild(QAction, "action_timer").trigger()
    assert not label.isVisible()


def test_completion_stops_the_clock_and_says_how_it_went(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    window.files.paste_text(EASY)
    window.document.elapsed, window.document.checks = 61.0, 1
    for cell, digit in enumerate(EASY_SOLUTION):
        if EASY[cell] == "0":
            window.editor.place(cell, int(digit))
    assert not window.timer.running
    message = window.statusBar().currentMessage()
    assert message.startswith("Solved in 1:0") and message.endswith(", 0 hints, 1 check.")


def test_the_timer_runs_only_while_a_person_plays_not_while_they_watch(window, qtbot):
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.files.paste_text(EASY)
    timer, panel = window.timer, window.search_panel
    window.layouts.show_layout("watch")
    assert not timer.should_run(), "a puzzle on the board in Watch: nobody plays yet"
    with qtbot.waitSignal(panel.session.search_ended, timeout=10000):
        panel.actions["solve"].trigger()
    qtbot.waitUntil(lambda: window.grid.overlay is not None, timeout=2000)
    timer.update()
    watched_from = window.document.elapsed
    qtbot.wait(1200)
    assert window.document.elapsed == watched_from == 0.0
    assert not timer.should_run()
    window.layouts.show_layout("play")
    assert timer.should_run() and timer.running
    window.layouts.show_layout("watch")
    panel.actions["stop"].trigger()
    assert not timer.should_run()
    window.editor.place(0, 4)  # the person's own entry: they play
    assert timer.should_run()
