"""A first start that leads to the search, empty panels that say what to do, and panels that
follow the board: at 1280x720, as on a classroom projector."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction, QColor, QFontInfo, QPalette
from PySide6.QtWidgets import QLabel, QPushButton

import solver
from sudoku_gui.dialogs.explain_panel import ExplainPanel
from sudoku_gui.document.model import from_grid
from sudoku_gui.window.main_window import MainWindow

FIRST_LINE = "Press Play (F5) to watch the search, or type a puzzle"
EXPLAIN_LINE = "Press Explain solution to see the logical path of this puzzle, step by step"
PLAY_LINE = "Click a cell and type a digit; Hint (H) shows the next step"
LESSONS_LINE = "Choose a technique in the list, then Show an example or Try one"
EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"


@pytest.fixture
def shown(qtbot, window):
    """The window of a first start, shown at 1280x720."""
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    return window


def ink(widget) -> set[int]:
    """The colours painted in the middle band of ``widget`` (its placeholder line)."""
    image = widget.grab().toImage()
    y = image.height() // 2
    return {image.pixel(x, y + dy) for x in range(image.width()) for dy in range(-8, 9)}


def test_the_first_screen_says_press_play_in_the_tree_and_the_log(shown, qtbot):
    panel = shown.search_panel
    assert shown.layouts.current == "watch"
    for view in (panel.tree, panel.log):
        assert view.accessibleDescription() == FIRST_LINE, view.objectName()
        assert view.isVisible()
    base = panel.tree.palette().color(QPalette.ColorRole.Base).rgb()
    assert ink(panel.tree) - {base}, "the line is painted over the empty tree"
    assert ink(panel.log.viewport()) - {panel.log.palette().color(QPalette.ColorRole.Base).rgb()}
    with qtbot.waitSignal(panel.session.search_ended, timeout=10000):
        panel.actions["play"].trigger()
    qtbot.waitUntil(lambda: panel.log.log_model.rowCount() > 0, timeout=5000)
    for view in (panel.tree, panel.log):
        assert view.accessibleDescription() != FIRST_LINE, view.objectName()
    panel.actions["stop"].trigger()
    assert panel.tree.accessibleDescription() == FIRST_LINE


def test_the_first_screen_in_japanese(japanese, qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    said = window.search_panel.tree.accessibleDescription()
    assert said != FIRST_LINE and "F5" in said
    assert window.search_panel.log.accessibleDescription() == said


def test_the_explain_play_and_lessons_layouts_say_what_to_do(shown, qtbot):
    shown.layouts.show_layout("explain")
    line = shown.findChild(QLabel, "explain_empty_state")
    start = shown.findChild(QPushButton, "explain_start")
    qtbot.waitUntil(line.isVisible)
    assert line.text() == EXPLAIN_LINE and start.isVisible()
    assert QFontInfo(line.font()).pixelSize() == QFontInfo(shown.explain_panel.font()).pixelSize()
    shown.layouts.show_layout("play")
    line = shown.findChild(QLabel, "play_empty_state")
    qtbot.waitUntil(line.isVisible)
    assert line.text() == PLAY_LINE and line.accessibleName() == PLAY_LINE
    assert shown.findChild(QPushButton, "fill_answer_button").isVisible()
    shown.editor.place(0, 4)  # a change keeps the Play layout's panel, and its line
    assert line.isVisible()
    shown.layouts.show_layout("lessons")
    summary = shown.findChild(QLabel, "lesson_summary")
    qtbot.waitUntil(summary.isVisible)
    assert summary.text() == LESSONS_LINE


def test_explain_solution_from_the_empty_panel_puts_the_line_away(shown, qtbot):
    shown.layouts.show_layout("explain")
    shown.findChild(QPushButton, "explain_start").click()
    panel = shown.findChild(ExplainPanel, "explain_panel")
    qtbot.waitUntil(lambda: panel.explanation is not None, timeout=30_000)
    assert not shown.findChild(QLabel, "explain_empty_state").isVisible()
    assert panel.steps.isVisible() and panel.steps.count()
    shown.files.paste_text(EASY)  # other givens: nothing of the old path, the line again
    assert shown.findChild(QLabel, "explain_empty_state").isVisible()


def drawn_step(window, qtbot, index: int) -> ExplainPanel:
    """The Explain layout, its path worked out and step ``index`` drawn on the board."""
    window.layouts.show_layout("explain")
    window.findChild(QAction, "action_explain").trigger()
    panel = window.findChild(ExplainPanel, "explain_panel")
    qtbot.waitUntil(lambda: panel.explanation is not None, timeout=30_000)
    panel.on_step_clicked(panel.steps.item(index))
    assert window.grid.overlay is not None and panel.shown_step() is not None
    return panel


def test_the_explain_drawing_leaves_the_board_for_watch_and_new_givens(shown, qtbot):
    drawn_step(shown, qtbot, 3)
    shown.layouts.show_layout("watch")
    assert shown.grid.overlay is None, "Watch takes the board: the drawing goes"
    shown.files.paste_text(EASY)
    assert shown.grid.overlay is None
    shown.layouts.show_layout("explain")
    assert shown.grid.overlay is None, "nothing comes back with the Explain layout"


def test_explain_to_watch_shows_the_walk_not_the_drawing(shown, qtbot):
    search = shown.search_panel
    with qtbot.waitSignal(search.session.search_ended, timeout=10000):
        search.actions["step"].trigger()
    panel = drawn_step(shown, qtbot, 2)
    drawing = shown.grid.overlay
    shown.layouts.show_layout("watch")
    assert shown.grid.overlay is not None and shown.grid.overlay is not drawing
    assert search.shows_the_walk() and panel.shown_step() is None


def test_the_digit_shade_belongs_to_the_board_it_was_chosen_on(shown, qtbot):
    shown.layouts.show_layout("play")
    five = shown.actions["action_highlight_digit_5"]
    five.trigger()
    assert shown.grid.digit_highlight == 5 and five.isChecked()
    shown.layouts.show_layout("explain")
    assert shown.grid.digit_highlight == 0 and not five.isChecked()
    shown.layouts.show_layout("play")
    five.trigger()
    shown.files.load_document(from_grid(solver.parse(EASY)), "An exercise's board")
    assert shown.grid.digit_highlight == 0, "another board: no shade carried onto it"
    five.trigger()
    shown.layouts.show_layout("watch")
    with qtbot.waitSignal(shown.search_panel.session.search_ended, timeout=10000):
        shown.search_panel.actions["step"].trigger()
    qtbot.waitUntil(lambda: shown.grid.overlay is not None)
    assert shown.grid.digit_highlight == 0


def test_fill_in_the_answer_asks_first_and_fills_the_board_in_the_play_layout(shown, qtbot):
    asked = []
    shown.dialogs.confirm = lambda title, text, accept: asked.append(accept) or False
    puzzle = shown.document.to_string()
    fill = shown.actions["action_fill_answer"]
    assert fill in shown.menus["puzzle"].actions()
    fill.trigger()
    assert asked == ["Fill in the answer"] and shown.document.to_string() == puzzle
    assert shown.layouts.current == "watch", "cancelled: nothing happens"
    shown.dialogs.confirm = lambda title, text, accept: True
    shown.findChild(QPushButton, "fill_answer_button").click()
    assert shown.layouts.current == "play"
    qtbot.waitUntil(lambda: shown.document.is_complete(), timeout=3000)
    assert shown.grid.overlay is None


def test_solve_now_in_the_play_layout_brings_the_walk(shown, qtbot):
    shown.layouts.show_layout("play")
    search = shown.search_panel
    with qtbot.waitSignal(search.session.search_ended, timeout=10000):
        shown.actions["action_solve"].trigger()
    assert shown.layouts.current == "watch"
    qtbot.waitUntil(lambda: search.playback.position == len(search.session.record) > 0)
    assert not shown.document.is_complete(), "the walk is shown; the board is not filled"


def test_the_lines_take_the_panels_font(shown):
    """Painted in the widget's own font: the line grows with its font (the window's zoom)."""
    tree = shown.search_panel.tree

    def inked_height() -> int:
        image = tree.grab().toImage()
        base = tree.palette().color(QPalette.ColorRole.Base)
        rows = [
            y
            for y in range(image.height())
            if any(QColor(image.pixel(x, y)) != base for x in range(0, image.width(), 2))
        ]
        return max(rows) - min(rows) + 1

    before = inked_height()
    font = tree.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    tree.setFont(font)
    assert inked_height() >= 1.6 * before
