"""Compare strategies: every strategy runs in the dialog's thread; table and chart fill in."""

from __future__ import annotations

from solver import STRATEGIES
from sudoku_gui.jobs import threads
from sudoku_gui.search.views.compare import COLUMNS, CompareDialog
from sudoku_gui.search.views.panel import install_search


def test_every_strategy_is_run_and_shown(qtbot, fool_003):
    dialog = CompareDialog(fool_003, node_limit=3000)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.controller.finished, timeout=30000):
        dialog.start()
    assert set(dialog.results) == set(STRATEGIES)
    outcome = len(COLUMNS) - 1
    rows = {dialog.table.item(r, 0).text(): r for r in range(dialog.table.rowCount())}
    assert set(rows) == {s.title for s in STRATEGIES.values()}, "display names"
    norvig, backtracking = STRATEGIES["norvig"].title, STRATEGIES["backtracking"].title
    assert dialog.table.item(rows[norvig], 1).text() == "8"  # the article's 8 guesses
    assert dialog.table.item(rows[norvig], outcome).text() == "solved"
    assert dialog.table.item(rows[backtracking], outcome).text() == "node limit"
    assert [name for name, _values in dialog.chart.rows] == [s.title for s in STRATEGIES.values()]
    assert dialog.chart.rows[0][1]["assumptions"] == dialog.results["fastest"].assumptions
    dialog.chart.resize(600, 200)
    dialog.chart.grab()
    assert dialog.status.text().startswith("Done")
    dialog.close()


def test_compare_from_the_window_and_close_it_mid_run(qtbot, window, fool_003):
    panel = install_search(window)
    panel.actions["compare"].trigger()
    dialog = window.findChild(CompareDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.puzzle == panel.puzzle()
    window.close()  # the dialog's search thread stops with the window
    assert not [t for t in threads.live_threads() if t.parent() is dialog.controller]


def test_closing_the_dialog_mid_run_stops_its_thread(qtbot, fool_003):
    dialog = CompareDialog(fool_003, node_limit=10_000_000)
    qtbot.addWidget(dialog)
    dialog.start()
    qtbot.wait(50)
    dialog.reject()
    assert not [t for t in threads.live_threads() if t.parent() is dialog.controller]


def test_the_comparison_reads_whole_and_copies_as_csv(qtbot, fool_003):
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QAbstractItemView

    dialog = CompareDialog(fool_003, node_limit=3000)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.controller.finished, timeout=30000):
        dialog.start()
    assert dialog.table.editTriggers() == QAbstractItemView.EditTrigger.NoEditTriggers
    table = dialog.table
    shown = table.height() - table.horizontalHeader().height()
    assert sum(table.rowHeight(r) for r in range(table.rowCount())) <= shown, "no scrolling"
    chart = dialog.chart
    assert chart.bar_fraction(50, 100) == 0.5, "proportional"
    dialog.log_scale.setChecked(True)
    assert 0.5 < chart.bar_fraction(50, 100) < 1, "logarithmic on request"
    dialog.copy_button.click()
    lines = QGuiApplication.clipboard().text().splitlines()
    assert lines[0] == "strategy,guesses,backtracks,contradictions,seconds,outcome"
    assert len(lines) == 1 + len(STRATEGIES)
    assert any(line.startswith(f'"{STRATEGIES["norvig"].title}",8,') for line in lines)
    dialog.close()
