"""One zoom for the whole window: every text panel and the board grow together, rows re-wrap,
the zoom is remembered; presentation mode at 1280x720 reads from the back of a room; the
quiz's reveal stays in view; the race is a resizable window with readable digits."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF, QSettings, Qt
from PySide6.QtGui import QAction, QFontInfo, QKeySequence
from PySide6.QtWidgets import QDialog, QLabel, QWidget

import solver
from sudoku_gui.document.model import from_grid
from sudoku_gui.grid.glyphs import cell_fonts
from sudoku_gui.window.zoom import PRESENTATION_ZOOM_KEY, ZOOM_KEY
from tests.sudoku_gui.window.test_layouts import LONG_PATH, assert_rows_wrap, open_window

FOOL_003 = "000000000000000280376400000700001000020000000400300006010028000000005000000000003"
PANELS = ("search_log", "explain_steps", "why_list", "quiz_panel", "lesson_list")


def pixels(widget: QWidget) -> int:
    return QFontInfo(widget.font()).pixelSize()


def panel_pixels(window) -> dict[str, int]:
    return {name: pixels(window.findChild(QWidget, name)) for name in PANELS}


def candidate_pixels(window) -> int:
    """The pixel size the board paints its candidates in, at its present cell size."""
    return cell_fonts(window.grid.board_geometry().cell)["candidate"].pixelSize()


def test_the_zoom_actions_have_their_keys_and_stay_within_80_to_300_percent(window):
    keys = {
        name: [key.toString() for key in window.actions[f"action_{name}"].shortcuts()]
        for name in ("zoom_in", "zoom_out", "zoom_reset")
    }
    assert keys["zoom_in"][0] == QKeySequence("Ctrl+=").toString()
    assert keys["zoom_out"][0] == QKeySequence("Ctrl+-").toString()
    assert keys["zoom_reset"] == [QKeySequence("Ctrl+0").toString()]
    for _ in range(20):
        window.actions["action_zoom_in"].trigger()
    assert window.zoom.factor == 3.0
    for _ in range(20):
        window.actions["action_zoom_out"].trigger()
    assert window.zoom.factor == 0.8
    window.actions["action_zoom_reset"].trigger()
    assert window.zoom.factor == 1.0


def test_every_panel_grows_with_the_zoom(qtbot):
    window = open_window(qtbot)
    base = pixels(window)
    assert panel_pixels(window) == dict.fromkeys(PANELS, base)
    window.zoom.set_factor(2.0)
    assert pixels(window) == pytest.approx(2 * base, abs=1)
    assert panel_pixels(window) == dict.fromkeys(PANELS, pixels(window))
    assert pixels(window.search_panel.tree) == pixels(window)
    assert pixels(window.toolbar) == pixels(window)


def test_the_board_grows_with_the_zoom_where_the_window_has_room(qtbot):
    window = open_window(qtbot, (640, 560))
    candidates = candidate_pixels(window)
    window.actions["action_zoom_in"].trigger()
    qtbot.waitUntil(lambda: candidate_pixels(window) > candidates)


def test_the_zoom_is_remembered_across_a_restart(qtbot):
    window = open_window(qtbot)
    window.actions["action_zoom_in"].trigger()
    window.actions["action_zoom_in"].trigger()
    zoomed = pixels(window)
    assert float(QSettings().value(ZOOM_KEY)) == window.zoom.factor == 1.25
    window.close()
    again = open_window(qtbot)
    assert again.zoom.factor == 1.25 and pixels(again) == zoomed


def test_the_log_rows_are_as_tall_as_their_wrapped_text_at_200_percent(qtbot):
    window = open_window(qtbot)
    window.zoom.set_factor(2.0)
    window.editor.replace(from_grid(solver.parse(FOOL_003)), "Load the 003 puzzle")
    panel = window.search_panel
    panel.bar.strategy.setCurrentIndex(panel.bar.strategy.findData("norvig"))
    with qtbot.waitSignal(panel.session.search_ended, timeout=20000):
        panel.actions["next_contradiction"].trigger()
    log = panel.log
    qtbot.waitUntil(lambda: log.log_model.rowCount() >= 3)
    qtbot.wait(50)  # (the rows are fitted once the burst is over)
    metrics = log.fontMetrics()
    wrapped = 0
    for row in range(log.log_model.rowCount()):
        index = log.log_model.index(row)
        rect = log.visualRect(index)
        if rect.bottom() < 0 or rect.top() > log.viewport().height():
            continue
        text = index.data()
        needed = metrics.boundingRect(
            QRect(0, 0, rect.width() - 3 * metrics.height(), 100000),
            Qt.TextFlag.TextWordWrap,
            text,
        )
        assert rect.height() >= needed.height(), (row, rect, needed, text)
        wrapped += needed.height() > metrics.height()
    assert wrapped, "at 200 % some line of the log wraps"


def test_the_explained_path_wraps_at_200_percent(qtbot):
    window = open_window(qtbot)
    window.zoom.set_factor(2.0)
    window.editor.replace(from_grid(solver.parse(LONG_PATH)), "Load")
    panel = window.explain_panel
    window.findChild(QAction, "action_explain").trigger()
    qtbot.waitUntil(lambda: panel.steps.count() > 10, timeout=30000)
    qtbot.wait(50)
    assert pixels(panel.steps) == pixels(window)
    assert_rows_wrap(panel.steps)


def present_at_1280x720(qtbot, window, monkeypatch) -> None:
    """Presentation mode, on a 1280x720 screen: the offscreen screen is another size, so its
    full screen is a window of the projector's size."""
    monkeypatch.setattr(window, "showFullScreen", lambda: window.resize(1280, 720))
    window.presentation.action.setChecked(True)
    qtbot.waitUntil(lambda: window.size().width() == 1280 and window.height() == 720)
    qtbot.wait(100)


def test_presentation_mode_reads_from_the_back_of_the_room_and_keeps_its_own_zoom(
    qtbot, monkeypatch
):
    window = open_window(qtbot, (1000, 600))
    desk = pixels(window)
    present_at_1280x720(qtbot, window, monkeypatch)
    assert window.layouts.current == "watch"
    assert all(size >= 20 for size in panel_pixels(window).values()), panel_pixels(window)
    assert pixels(window.search_panel.tree) >= 20
    qtbot.waitUntil(lambda: candidate_pixels(window) >= 14)
    assert not window.toolbar.isVisible() and not window.statusBar().isVisible()
    window.actions["action_zoom_in"].trigger()  # presentation's own zoom, remembered apart
    assert float(QSettings().value(PRESENTATION_ZOOM_KEY)) == window.zoom.factor
    assert QSettings().value(ZOOM_KEY) is None
    window.presentation.action.setChecked(False)
    assert pixels(window) == desk
    assert window.toolbar.isVisible() and window.statusBar().isVisible()


def test_leaving_presentation_mode_gives_the_window_back_its_size(qtbot):
    window = open_window(qtbot, (760, 700))
    size = window.size()
    window.presentation.action.setChecked(True)
    qtbot.waitUntil(lambda: window.isFullScreen())
    window.presentation.action.setChecked(False)
    # (not grown by the bars shown again while presentation's larger text was in force)
    qtbot.wait(200)
    assert window.size() == size


def test_presentation_mode_wraps_the_log_instead_of_cutting_it(qtbot, monkeypatch):
    window = open_window(qtbot)
    window.editor.replace(from_grid(solver.parse(FOOL_003)), "Load the 003 puzzle")
    panel = window.search_panel
    panel.bar.strategy.setCurrentIndex(panel.bar.strategy.findData("norvig"))
    with qtbot.waitSignal(panel.session.search_ended, timeout=20000):
        panel.actions["next_contradiction"].trigger()
    present_at_1280x720(qtbot, window, monkeypatch)
    log = panel.log
    qtbot.waitUntil(lambda: log.log_model.rowCount() >= 2)
    qtbot.wait(50)
    guess = log.log_model.index(1)  # "Guess r1c6 = 7 (...): 14 cells follow, then ..."
    rect = log.visualRect(guess)
    assert rect.height() > 1.5 * log.fontMetrics().height(), "the long line wraps"


def test_the_quiz_reveal_and_score_are_in_view_after_an_answer(qtbot):
    window = open_window(qtbot)
    window.editor.replace(from_grid(solver.parse(FOOL_003)), "Load the 003 puzzle")
    panel = window.search_panel
    panel.bar.strategy.setCurrentIndex(panel.bar.strategy.findData("norvig"))
    window.findChild(QAction, "action_quiz").setChecked(True)
    qtbot.waitUntil(lambda: window.layouts.current == "lessons")
    panel.actions["play"].trigger()
    quiz = panel.quiz
    qtbot.waitUntil(lambda: quiz.awaiting is not None, timeout=20000)
    quiz.on_cell(panel.session.record.cell[quiz.row], 0)  # the right cell
    qtbot.wait(50)
    for widget in (quiz.view.reveal, quiz.view.score, quiz.view.show_me):
        assert widget.text()
        shown = widget.visibleRegion().boundingRect()
        assert shown.size() == widget.size(), (widget.objectName(), shown, widget.size())


def test_the_lesson_list_shows_ten_whole_rows_at_1280x720(qtbot):
    window = open_window(qtbot)
    window.layouts.show_layout("lessons")
    view = window.findChild(QWidget, "lesson_list")
    qtbot.waitUntil(view.isVisible)
    row = view.sizeHintForRow(0)
    rows_room = view.viewport().height()
    assert rows_room >= 10 * row
    why = window.findChild(QWidget, "why_list")
    assert why.isHidden()  # empty: no box taking the column's height


def test_the_race_is_a_resizable_window_with_digits_readable_at_1280x720(qtbot):
    window = open_window(qtbot)
    window.zoom.set_factor(1.25)
    window.editor.replace(from_grid(solver.parse(FOOL_003)), "Load the 003 puzzle")
    window.search_panel.actions["race"].trigger()
    dialog = window.findChild(QDialog, "race_dialog")
    assert dialog.windowFlags() & Qt.WindowType.WindowMaximizeButtonHint
    dialog.resize(1240, 680)
    qtbot.wait(50)
    for lane in dialog.lanes:
        digits = cell_fonts(lane.grid.board_geometry().cell)["given"].pixelSize()
        assert digits >= 14, (lane.objectName(), digits)
    assert pixels(dialog) == pixels(window)  # the window's zoom
    qtbot.waitUntil(lambda: all(lane.complete for lane in dialog.lanes), timeout=20000)
    qtbot.wait(50)
    dialog.jump_to_difference()
    qtbot.wait(50)
    for lane in dialog.lanes:  # each lane's tree, as far as the race has come, in its view
        view = QRectF(lane.tree.rect())
        drawn = range(lane.tree.shown_count())
        assert all(view.contains(lane.tree.node_point(node)) for node in drawn), (
            view,
            [lane.tree.node_point(node) for node in drawn],
        )
    dialog.close()
    qtbot.waitUntil(lambda: window.findChild(QDialog, "race_dialog") is None, timeout=5000)
    assert QSettings().value("race/geometry") is not None


def test_the_legend_samples_grow_with_the_zoom(qtbot):
    window = open_window(qtbot)
    window.actions["action_legend"].trigger()
    legend = window.search_panel.legend

    def widest_sample() -> int:
        pictures = [label.pixmap() for label in legend.widget().findChildren(QLabel)]
        return max(p.width() for p in pictures if p is not None and not p.isNull())

    qtbot.waitUntil(lambda: legend.widget() is not None and widest_sample() > 0)
    before = widest_sample()
    window.zoom.set_factor(2.0)
    qtbot.waitUntil(lambda: widest_sample() >= 1.8 * before)
