"""The --smoke-test path: a real search through the thread and playback, checked at the end."""

from __future__ import annotations

from sudoku_gui.jobs import threads
from sudoku_gui.search.smoke import run_smoke_test
from sudoku_gui.search.views.panel import install_search
from sudoku_gui.window.main_window import MainWindow


def test_the_smoke_test_passes_and_leaves_no_thread(window, capsys):
    assert run_smoke_test(window) == 0
    assert "ok" in capsys.readouterr().out
    assert [t for t in threads.live_threads() if t.objectName() == "search-thread"] == []


def test_the_smoke_test_reports_a_wrong_final_board(window, capsys, monkeypatch):
    panel = install_search(window)
    monkeypatch.setattr("sudoku_gui.search.smoke.is_solution_of", lambda board, grid: False)
    assert run_smoke_test(window, panel) == 1
    assert "not a solution" in capsys.readouterr().out


def test_the_smoke_test_ignores_and_keeps_the_users_remembered_choices(qtbot, window):
    panel = install_search(window)
    bar = panel.bar
    bar.strategy.setCurrentIndex(bar.strategy.findData("backtracking"))
    bar.breakpoints["contradiction"].setChecked(True)  # would pause norvig at its first one
    bar.speed.setValue(3)
    window.close()  # remembered
    again = MainWindow()
    qtbot.addWidget(again)
    remembered = again.search_panel.bar.choices()
    assert run_smoke_test(again) == 0
    again.close()
    third = MainWindow()
    qtbot.addWidget(third)
    assert third.search_panel.bar.choices() == remembered
