"""The search view as a newcomer and a teacher meet it: a log they can read at common screen
sizes, the legend, the board during playback, and nothing stale after the puzzle changes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QModelIndex
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QStyleOptionViewItem, QToolTip

import solver
from sudoku_gui.document.model import from_grid
from sudoku_gui.search.views.panel import install_search

NORVIG_HARD = "400000805030000000000700000020000060000080400000010000000603070500200000104000000"


@pytest.fixture
def panel(window, fool_003):
    made = install_search(window)
    made.remember_settings = False
    window.editor.replace(from_grid(solver.parse(fool_003)), "Load the 003 puzzle")
    made.bar.strategy.setCurrentIndex(made.bar.strategy.findData("norvig"))
    made.bar.speed.setValue(made.bar.speed.maximum())
    return made


def played_to_end(qtbot, panel):
    with qtbot.waitSignal(panel.playback.stopped_at, timeout=10000):
        panel.actions["play"].trigger()


def visible_lines(view) -> list[QModelIndex]:
    first, lines = view.rowAt(0), []
    for row in range(first, view.model().rowCount()):
        index = view.model().index(row)
        if view.visualRect(index).top() >= view.viewport().height():
            break
        lines.append(index)
    return lines


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
def test_the_log_is_wide_and_no_visible_line_is_cut(qtbot, window, panel, size):
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    played_to_end(qtbot, panel)
    view = panel.log
    qtbot.waitUntil(lambda: view.model().rowCount() > 10)
    for heading in range(len(view.log_model.story)):
        view.log_model.open(heading)
    qtbot.wait(50)  # (the view fits its rows on its own, once the burst of changes is over)
    assert view.width() >= 320
    lines = visible_lines(view)
    assert len(lines) > 5
    delegate = view.itemDelegate()
    for index in lines:
        needed = delegate.sizeHint(QStyleOptionViewItem(), index).height()
        assert view.visualRect(index).height() >= needed, index.data()


def test_the_legend_explains_every_mark_and_follows_the_notation(qtbot, window, panel):
    action = panel.actions["legend"]
    assert action.objectName() == "action_legend"
    assert action in window.menus["help"].actions()
    window.show()
    assert not panel.legend_dock.isVisible()
    assert panel.legend.entries == []  # painted when first shown, not with every window
    action.trigger()
    assert panel.legend_dock.isVisible() and panel.legend.objectName() == "legend"
    words = " ".join(panel.legend.entries)
    for term in ("NS, naked single", "HS row 1, hidden single", "d1, a guess at depth 1",
                 "struck-out", "arrow", "dead end", "backtrack", "solution", "twice"):  # fmt: skip
        assert term in words, term
    assert "r1c1 (top left) to r9c9" in words
    assert "Check: this digit of yours is wrong" in words and "teal ring" in words
    window.notation.set("a1")
    assert "A1 (top left) to I9" in " ".join(panel.legend.entries)
    action.trigger()
    assert not panel.legend_dock.isVisible()
    window.notation.set("rc0")  # while hidden: painted in the new notation when shown again
    action.trigger()
    assert "(0,0) (top left) to (8,8)" in " ".join(panel.legend.entries)


def test_the_board_hides_the_users_selection_during_playback(qtbot, window, panel):
    window.show()
    qtbot.waitExposed(window)
    grid = window.grid
    grid.select(40)

    def shown_in_selected_cell():
        image = grid.grab().toImage()  # (painting lays the cells out first)
        return image.pixelColor(grid.cell_rect(40).adjusted(6, 6, -6, -6).topLeft())

    assert shown_in_selected_cell() == grid.colours().selected
    played_to_end(qtbot, panel)
    qtbot.waitUntil(lambda: grid.overlay is not None)
    assert shown_in_selected_cell() != grid.colours().selected
    panel.actions["stop"].trigger()
    assert shown_in_selected_cell() == grid.colours().selected


def test_a_new_puzzle_leaves_nothing_of_the_old_search(qtbot, window, panel):
    played_to_end(qtbot, panel)
    qtbot.waitUntil(lambda: panel.stats.labels["elapsed"].text() != "-")
    window.statusBar().showMessage("Paused at a solution.")
    window.editor.replace(from_grid(solver.parse(NORVIG_HARD)), "Paste another puzzle")
    assert len(panel.session.record) == 0
    assert window.grid.overlay is None
    assert panel.log.model().rowCount() == 0
    assert panel.tree.record is panel.session.record
    assert all(label.text() == "-" for label in panel.stats.labels.values())
    assert window.statusBar().currentMessage() == ""
    assert panel.bar.position_text.text() == "step 0 / 0"


def test_a_strategy_switch_starts_afresh(qtbot, window, panel):
    played_to_end(qtbot, panel)
    first = panel.session.record
    panel.bar.strategy.setCurrentIndex(panel.bar.strategy.findData("backtracking"))
    assert panel.session.record is not first
    assert panel.log.model().record is panel.session.record


def test_hovering_a_labelled_cell_says_its_label_in_words(qtbot, window, panel):
    window.show()
    qtbot.waitExposed(window)
    panel.actions["next_guess"].trigger()
    qtbot.waitUntil(lambda: panel.playback.position > 0, timeout=10000)
    qtbot.waitUntil(lambda: window.grid.overlay is not None and bool(window.grid.overlay.notes))
    overlay = window.grid.overlay
    guessed = panel.session.record.cell[panel.playback.position - 1]
    assert overlay.labels[guessed] == "d1"
    grid = window.grid
    centre = grid.cell_rect(guessed).center()
    grid.event(QHelpEvent(QEvent.Type.ToolTip, centre, grid.mapToGlobal(centre)))
    qtbot.waitUntil(lambda: QToolTip.isVisible())
    assert QToolTip.text() == "a guess at depth 1 (d1): assumed, not deduced"


def test_a_search_past_the_record_size_limit_stops_and_says_so(qtbot, window, panel):
    panel.session.max_rows = 5000  # (12 million in use: about 300 MB)
    panel.bar.strategy.setCurrentIndex(panel.bar.strategy.findData("backtracking"))
    with qtbot.waitSignal(panel.session.search_ended, timeout=10000) as ended:
        panel.actions["play"].trigger()
    assert ended.args == ["size limit"]
    assert 5000 <= len(panel.session.record) < 5000 + 100_000
    assert "the most the window keeps" in window.statusBar().currentMessage()
