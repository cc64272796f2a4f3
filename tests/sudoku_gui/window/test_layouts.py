"""Layouts for tasks: each shows its panels, keeps what the person changed, comes back at the
next start, is brought by the command that opens one of its panels; and at the screen sizes
people have, the tree gets its room and no sentence is cut."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QRect, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QListWidget, QMenu, QToolBar, QToolButton

import solver
from sudoku_gui.document.model import from_grid
from sudoku_gui.support import i18n, words
from sudoku_gui.window.layouts import (
    ARRANGEMENTS,
    EXPLAIN,
    LESSONS,
    PLAY,
    WATCH,
)
from sudoku_gui.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[3]
FOOL_003 = "000000000000000280376400000700001000020000000400300006010028000000005000000000003"
# A puzzle whose explained path has long sentences (subsets, pointing).
LONG_PATH = "000000000000003085001020000000507000004000100090000000500000073002010000000040009"
SIZES = ((1280, 720), (1366, 768), (1920, 1080))


def shown_docks(window) -> set[str]:
    return {
        dock.objectName()
        for dock in window.findChildren(QDockWidget)
        if dock.isVisible() and not dock.isFloating()
    }


def open_window(qtbot, size=(1280, 720)) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture
def shown_window(qtbot):
    return open_window(qtbot)


def test_each_layout_has_an_action_in_view_layout_and_on_the_layout_bar(shown_window):
    window = shown_window
    menu = window.findChild(QMenu, "menu_layout")
    bar = window.findChild(QToolBar, "layout_toolbar")
    assert bar.isVisible()
    for name in (WATCH, EXPLAIN, PLAY, LESSONS):
        action = window.findChild(QAction, f"action_layout_{name}")
        assert action is not None and action.isCheckable()
        assert action in menu.actions() and action in bar.actions()
        assert "&" not in action.iconText()  # the bar shows no mnemonic
    assert window.findChild(QAction, "action_layout_watch").isChecked()


def test_each_layout_shows_its_own_panels(shown_window, qtbot):
    window = shown_window
    for name, arrangement in ARRANGEMENTS.items():
        window.findChild(QAction, f"action_layout_{name}").trigger()
        wanted = (set(arrangement.right) | set(arrangement.bottom)) - set(arrangement.closed)
        qtbot.waitUntil(lambda wanted=wanted: wanted <= shown_docks(window))
        others = {"dock_hypothesis_tree", "dock_search_log", "explain_panel", "hint_panel",
                  "dock_why", "dock_quiz", "dock_playback", "code_panel"} - wanted  # fmt: skip
        assert not others & shown_docks(window), name
        assert window.layouts.current == name
        assert window.findChild(QAction, f"action_layout_{name}").isChecked()


def test_the_code_opens_in_watch_between_the_tree_and_the_log(shown_window, qtbot):
    window = shown_window
    window.findChild(QAction, "action_layout_explain").trigger()
    window.findChild(QAction, "action_code").trigger()
    qtbot.waitUntil(lambda: window.layouts.current == WATCH)
    qtbot.waitUntil(lambda: "code_panel" in shown_docks(window))
    tree, code, log = (
        window.findChild(QDockWidget, name)
        for name in ("dock_hypothesis_tree", "code_panel", "dock_search_log")
    )
    qtbot.waitUntil(lambda: tree.geometry().bottom() <= code.geometry().top())
    assert code.geometry().bottom() <= log.geometry().top()


def test_a_layout_keeps_what_the_person_changed_in_it(shown_window, qtbot):
    window = shown_window
    log = window.findChild(QDockWidget, "dock_search_log")
    log.hide()  # the person closes the log in Watch
    window.findChild(QAction, "action_layout_explain").trigger()
    assert window.findChild(QDockWidget, "explain_panel").isVisible()
    window.findChild(QAction, "action_layout_watch").trigger()
    assert window.findChild(QDockWidget, "dock_hypothesis_tree").isVisible()
    assert not log.isVisible()  # still closed in Watch
    window.findChild(QAction, "action_layout_reset").trigger()  # the first arrangement
    assert log.isVisible()


def test_the_layout_and_its_arrangement_come_back_at_the_next_start(qtbot):
    first = open_window(qtbot)
    first.findChild(QAction, "action_layout_lessons").trigger()
    first.findChild(QDockWidget, "dock_quiz").hide()
    first.close()
    second = open_window(qtbot)
    assert second.layouts.current == LESSONS
    assert second.findChild(QAction, "action_layout_lessons").isChecked()
    assert second.findChild(QDockWidget, "dock_why").isVisible()
    assert not second.findChild(QDockWidget, "dock_quiz").isVisible()


def test_explain_solution_brings_the_explain_layout(shown_window, qtbot):
    window = shown_window
    window.findChild(QAction, "action_explain").trigger()
    qtbot.waitUntil(lambda: window.layouts.current == EXPLAIN)
    assert window.findChild(QDockWidget, "explain_panel").isVisible()
    assert not window.findChild(QDockWidget, "dock_hypothesis_tree").isVisible()
    window.findChild(QAction, "action_layout_watch").trigger()
    # Watch was kept as it was before the command, without the explained path.
    assert not window.findChild(QDockWidget, "explain_panel").isVisible()
    assert window.findChild(QDockWidget, "dock_hypothesis_tree").isVisible()


def test_the_quiz_brings_the_lessons_layout(shown_window, qtbot):
    window = shown_window
    window.findChild(QAction, "action_quiz").trigger()
    qtbot.waitUntil(lambda: window.layouts.current == LESSONS)
    assert window.findChild(QDockWidget, "dock_quiz").isVisible()


def test_presentation_mode_uses_watch(shown_window, qtbot):
    window = shown_window
    window.findChild(QAction, "action_layout_play").trigger()
    window.findChild(QAction, "action_presentation").setChecked(True)
    assert window.layouts.current == WATCH
    window.findChild(QAction, "action_presentation").setChecked(False)


def test_play_and_explain_show_the_persons_board_and_watch_the_walk(shown_window, qtbot):
    window = shown_window
    window.editor.replace(from_grid(solver.parse(FOOL_003)), "Load the 003 puzzle")
    panel = window.search_panel
    with qtbot.waitSignal(panel.session.search_ended, timeout=20000):
        panel.actions["next_guess"].trigger()
    qtbot.waitUntil(lambda: window.grid.overlay is not None)
    window.findChild(QAction, "action_layout_play").trigger()
    assert window.grid.overlay is None and not panel.playback.playing
    window.findChild(QAction, "action_layout_watch").trigger()
    qtbot.waitUntil(lambda: window.grid.overlay is not None)


def board_side(window) -> int:
    first, last = window.grid.cell_rect(0), window.grid.cell_rect(80)
    return QRect(first.topLeft(), last.bottomRight()).width()


def assert_rows_wrap(view: QListWidget) -> None:
    """No sideways scrolling, and every row as tall as its text wrapped at the row's width."""
    assert not view.horizontalScrollBar().isVisible()
    assert view.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    metrics = view.fontMetrics()
    for row in range(view.count()):
        item = view.item(row)
        rect = view.visualItemRect(item)
        needed = metrics.boundingRect(
            QRect(0, 0, rect.width(), 100000), Qt.TextFlag.TextWordWrap, item.text()
        )
        assert rect.height() >= needed.height(), (row, rect, needed, item.text())
        assert rect.width() <= view.viewport().width()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_watch_gives_the_tree_room_and_the_board_its_size(qtbot, size):
    window = open_window(qtbot, size)
    navigator = window.search_panel.tree_navigator

    def tree_share() -> float:
        return navigator.width() * navigator.height() / (size[0] * size[1])

    qtbot.waitUntil(lambda: tree_share() >= 0.30)  # (once the docks are laid out)
    assert board_side(window) >= 420
    # The figures are one line under the tree until opened.
    stats = window.search_panel.stats
    assert stats.summary.isVisible() and not stats.details.isVisible()
    assert stats.geometry().top() >= navigator.geometry().bottom()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_explained_path_wraps_its_sentences(qtbot, size):
    window = open_window(qtbot, size)
    window.editor.replace(from_grid(solver.parse(LONG_PATH)), "Load")
    panel = window.explain_panel
    window.findChild(QAction, "action_explain").trigger()
    qtbot.waitUntil(lambda: panel.steps.count() > 10, timeout=30000)
    qtbot.waitUntil(lambda: window.layouts.current == EXPLAIN)
    assert panel.width() >= 0.4 * size[0]
    assert_rows_wrap(panel.steps)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_toolbar_hides_a_command_behind_its_overflow_arrow(qtbot, size):
    window = open_window(qtbot, size)
    for bar in window.findChildren(QToolBar):
        qtbot.waitUntil(lambda bar=bar: bar.width() > 0)
        more = bar.findChild(QToolButton, "qt_toolbar_ext_button")
        assert more is None or not more.isVisible(), bar.objectName()
    corner = window.findChild(QToolBar, "layout_toolbar")
    menus = window.menuBar().actionGeometry(window.menuBar().actions()[-1])
    assert corner.geometry().left() >= menus.right()  # beside the menus, not over them


def test_in_japanese_the_buttons_drop_the_mnemonic_and_the_toolbar_fits(qtbot, japanese):
    window = open_window(qtbot, (1280, 720))
    bar = window.findChild(QToolBar, "toolbar")
    qtbot.waitUntil(lambda: bar.width() > 0)
    assert not bar.findChild(QToolButton, "qt_toolbar_ext_button").isVisible()
    shown = [button.text() for button in bar.findChildren(QToolButton) if button.isVisible()]
    assert "保存" in shown and "開く" in shown, shown  # (not "開く..." either)
    assert not [text for text in shown if "(" in text or "&" in text], shown
    playback = [b.text() for b in window.search_panel.bar.findChildren(QToolButton)]
    assert playback and not [text for text in playback if "(" in text], playback
    mode = window.actions["action_mode"]
    window.editor.start_solving()  # the mode's words change: the button follows, plainly
    assert "(" not in mode.iconText() and mode.iconText() in mode.text()


@pytest.mark.parametrize("language", ["pt_BR", "zh_CN"])
def test_in_longer_languages_the_toolbars_fit_one_row_and_wrap_only_where_needed(
    qtbot, qapp, language
):
    """At 1280x720 the main toolbar and the digit bar share one row as in English (the
    Portuguese buttons take short words: "Candidatos"); a narrower window puts the digits on
    a row of their own, and room again brings them back."""
    translators = i18n.install_language(qapp, language)
    try:
        window = open_window(qtbot, (1280, 720))
        for bar in window.findChildren(QToolBar):
            more = bar.findChild(QToolButton, "qt_toolbar_ext_button")
            # (once the rows are laid out)
            qtbot.waitUntil(lambda more=more: more is None or not more.isVisible())
        digits = window.findChild(QToolBar, "digit_toolbar")
        assert not window.toolBarBreak(digits)
        window.resize(window.toolbar.sizeHint().width() + 40, 720)  # no room beside it
        qtbot.waitUntil(lambda: window.toolBarBreak(digits))
        window.resize(1920, 1080)  # room again: one row
        qtbot.waitUntil(lambda: not window.toolBarBreak(digits))
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
        words.install(None)
        QLocale.setDefault(QLocale("en_US"))


@pytest.mark.process
def test_the_layouts_fit_at_150_percent_scaling():
    """A 1920x1080 screen at 150 % is 1280x720 to Qt: the same checks in a process with
    QT_SCALE_FACTOR=1.5."""
    env = dict(os.environ, QT_SCALE_FACTOR="1.5", QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            __file__,
            "-k",
            "watch_gives or wraps_its_sentences",
            "-x",
        ],  # fmt: skip
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]


def test_the_column_beside_the_board_keeps_its_share_as_the_window_is_resized(qtbot):
    window = open_window(qtbot, (1280, 720))
    tree = window.findChild(QDockWidget, "dock_hypothesis_tree")
    qtbot.waitUntil(lambda: tree.width() > 0.5 * 1280)
    share = tree.width() / 1280
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: abs(tree.width() / 1920 - share) < 0.02)
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: abs(tree.width() / 1280 - share) < 0.02)
    window.close()
    bigger = open_window(qtbot, (1920, 1080))  # the state saved at 1280 px, shown at 1920
    tree = bigger.findChild(QDockWidget, "dock_hypothesis_tree")
    qtbot.waitUntil(lambda: abs(tree.width() / 1920 - share) < 0.02)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_why_list_wraps_its_causes(qtbot, size):
    window = open_window(qtbot, size)
    window.editor.replace(from_grid(solver.parse(FOOL_003)), "Load the 003 puzzle")
    panel = window.search_panel
    panel.bar.strategy.setCurrentIndex(panel.bar.strategy.findData("norvig"))
    with qtbot.waitSignal(panel.session.search_ended, timeout=20000):
        panel.actions["next_contradiction"].trigger()
    qtbot.waitUntil(lambda: panel.playback.position > 0)
    panel.on_scrubbed(panel.playback.position - 1)  # the step that empties a cell
    panel.actions["why"].trigger()
    qtbot.waitUntil(lambda: window.layouts.current == LESSONS)
    view = panel.why.view
    qtbot.waitUntil(lambda: view.list.count() > 3)
    qtbot.wait(50)  # (the rows are laid out at the list's new width)
    assert_rows_wrap(view.list)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_legend_opened_beside_the_board_is_not_cut(qtbot, size):
    window = open_window(qtbot, size)
    window.actions["action_legend"].trigger()
    legend = window.search_panel.legend
    qtbot.waitUntil(lambda: legend.isVisible() and legend.widget() is not None)
    body = legend.widget()
    qtbot.waitUntil(lambda: legend.viewport().width() >= body.minimumSizeHint().width())
    assert not legend.horizontalScrollBar().isVisible()
    qtbot.waitUntil(
        lambda: (
            window.dockWidgetArea(legend.parentWidget()) == Qt.DockWidgetArea.RightDockWidgetArea
        )
    )  # a tab of the column beside the board
    assert board_side(window) >= 420  # the board keeps its size
    window.actions["action_legend"].trigger()  # closed, then opened again: in front again
    window.actions["action_legend"].trigger()
    qtbot.waitUntil(legend.isVisible)


def test_undo_keeps_its_short_button_text_while_its_menu_text_names_the_command(shown_window):
    window = shown_window
    window.editor.replace(from_grid(solver.parse(LONG_PATH)), "Load a puzzle")
    undo = window.actions["action_undo"]
    assert "Load a puzzle" in undo.text()
    assert undo.iconText() == "Undo"
