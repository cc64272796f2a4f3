"""Exploring the hypothesis tree: the whole record stays when the cursor moves back, nodes tell
their story on hover, and the tree says itself in words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QToolTip

import solver
from sudoku_gui.document.model import from_grid
from sudoku_gui.search.model.frames import build_frame
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.model.tree_words import describe_tree, node_tooltip, subtree_end
from sudoku_gui.search.views.panel import install_search
from sudoku_gui.search.views.tree_view import HypothesisTreeView


@pytest.fixture
def played(window, fool_003, qtbot):
    panel = install_search(window)
    panel.remember_settings = False
    window.editor.replace(from_grid(solver.parse(fool_003)), "Load the 003 puzzle")
    panel.bar.strategy.setCurrentIndex(panel.bar.strategy.findData("norvig"))
    panel.bar.speed.setValue(panel.bar.speed.maximum())
    with qtbot.waitSignal(panel.playback.stopped_at, timeout=10000):
        panel.actions["play"].trigger()
    panel.tree.resize(700, 420)
    panel.actions["fit_tree"].trigger()
    return panel


def test_the_tree_says_itself_in_words(played, window):
    tree_view = played.tree
    assert tree_view.accessibleDescription() == "8 guesses, 4 dead ends, 1 solution; at r1c1 = 8"
    window.notation.set("a1")
    assert tree_view.accessibleDescription().endswith("; at A1 = 8")


def test_moving_back_keeps_the_record_and_the_whole_tree_shows_the_nodes_ahead(played, qtbot):
    tree_view = played.tree
    record = played.session.record
    tree_view.node_clicked.emit(1)
    assert played.playback.position == record.tree.first_event[1] + 1
    qtbot.waitUntil(lambda: tree_view.position == played.playback.position)
    assert tree_view.accessibleDescription() == "1 guess, 0 dead ends, 0 solutions; at r1c6 = 7"
    ahead = tree_view.node_point(8)
    assert tree_view.node_at(ahead) == -1, "a node the playback has not reached is hidden"
    played.actions["show_whole_tree"].setChecked(True)
    assert tree_view.node_at(tree_view.node_point(8)) == 8, "the whole tree shows it"
    assert tree_view.accessibleDescription().startswith("8 guesses, 4 dead ends, 1 solution")
    alone = HypothesisTreeView()
    alone.resize(700, 420)
    alone.set_record(record)
    alone.set_position(record.tree.first_event[1] + 1, 1)
    alone.set_show_whole(True)
    alone.fit_to_view()
    image = alone.grab().toImage()
    base = alone.palette().base().color()
    centre = alone.node_point(8).toPoint()
    around = {image.pixelColor(centre.x() + dx, centre.y() + dy).rgb()
              for dx in range(-3, 4) for dy in range(-3, 4)}  # fmt: skip
    assert around - {base.rgb()}, "the node ahead is drawn (faded)"


def test_a_node_tells_its_story_on_hover(played, qtbot):
    tree_view = played.tree
    record = played.session.record
    text = node_tooltip(record, 4, len(record), "r1c1")
    assert text.splitlines() == [
        "Guess r1c7 = 3, depth 3",
        "Dead end: a digit had no place left in box 4",
        "0 guesses beneath it",
        "19 cells fixed by its propagation",
    ]
    assert "6 guesses beneath it" in node_tooltip(record, 2, len(record), "r1c1")
    assert subtree_end(record.tree, 3) == 8
    point = tree_view.node_point(4)
    tree_view.event(
        QHelpEvent(QEvent.Type.ToolTip, point.toPoint(), tree_view.mapToGlobal(point.toPoint()))
    )
    qtbot.waitUntil(QToolTip.isVisible)
    assert QToolTip.text().startswith("Guess r1c7 = 3")


def test_following_keeps_the_labels_inside_the_view(played):
    tree_view = played.tree
    tree_view.zoom(3.0)
    box = tree_view.metrics.box_width
    for node in range(len(played.session.record.tree)):
        tree_view.ensure_visible(node)
        point = tree_view.node_point(node)
        assert 0 <= point.x() <= tree_view.width() - box + tree_view.metrics.radius
    assert describe_tree(played.session.record, 0, 0, "r1c1").endswith("; at the start")


def test_a_large_tree_shows_its_shape_in_shaded_coloured_blocks(fool_003):
    record = SearchRecord()
    record.extend(solver.search(fool_003, "backtracking", node_limit=20_000))
    tree = record.tree
    profile = tree.outcome_profile(0, 1.0, tree.column_count, tree.column_count - 1, len(tree))
    assert sum(total for total, _dead, _solution in profile) == len(tree)
    assert sum(dead for _total, dead, _solution in profile) == tree.outcome.tobytes().count(
        bytes((1,))
    )
    view = HypothesisTreeView()
    view.resize(600, 300)
    view.set_record(record)
    view.set_position(len(record), record.current[-1])
    view.fit_to_view()
    image = view.grab().toImage()
    reds = sum(
        1
        for x in range(0, 600, 3)
        for y in range(0, 300, 3)
        if (c := image.pixelColor(x, y)).red() > c.green() + 40 and c.red() > c.blue() + 40
    )
    assert reds > 20, "dead subtrees are drawn in the dead-end colour"
    dead_root = next(n for n in range(1, len(tree)) if tree.outcome[n] == 1 and
                     subtree_end(tree, n) - n > 50)  # fmt: skip
    tip = node_tooltip(record, dead_root, len(record), "r1c1")
    assert "guesses beneath it, all dead" in tip


def test_scrollbars_and_overview_move_the_view_and_stop_following(played, window, qtbot):
    from PySide6.QtCore import QPoint, QPointF, Qt

    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    navigator = played.tree_navigator
    tree_view = played.tree
    tree_view.zoom(4.0)
    tree_view.repaint()
    assert navigator.horizontal.maximum() > 0, "a zoomed tree is wider than its view"
    played.actions["follow_tree"].setChecked(True)  # (the fixture's Fit turned it off)
    margin = tree_view.margin()
    tree_view.origin = QPointF(-margin, -margin)  # the left end of the tree
    tree_view.repaint()
    before = tree_view.origin.x()
    target = navigator.horizontal.maximum()
    assert navigator.horizontal.value() == 0 and target > 0
    navigator.horizontal.setValue(target)
    assert tree_view.origin.x() == target - margin > before
    assert not played.actions["follow_tree"].isChecked(), "scrolling by hand stops following"
    overview = window.findChild(type(navigator.overview), "tree_overview")
    left = QPoint(2, overview.height() // 2)
    qtbot.mouseClick(overview, Qt.MouseButton.LeftButton, pos=left)
    assert tree_view.origin.x() < target - margin
    assert overview.visible_rect().left() < overview.width() / 2


def test_more_solutions_are_counted_numbered_and_compared(window, qtbot):
    from tests.solver.puzzle_data import DATA_DIR

    several = (DATA_DIR / "edge_multisolution.txt").read_text().split()[0]
    panel = install_search(window)
    panel.remember_settings = False
    window.editor.replace(from_grid(solver.parse(several)), "Load a puzzle of many solutions")
    panel.bar.strategy.setCurrentIndex(panel.bar.strategy.findData("norvig"))
    panel.bar.speed.setValue(panel.bar.speed.maximum())
    with qtbot.waitSignal(panel.session.search_ended, timeout=10000):
        panel.actions["play"].trigger()
    for _ in range(2):
        with qtbot.waitSignal(panel.session.search_ended, timeout=10000):
            panel.actions["search_more"].trigger()
    record = panel.session.record
    assert len(record.solutions) == 3
    assert window.statusBar().currentMessage().startswith("3 solutions found")
    leaves = [record.node[row] for row in record.solution_rows]
    assert [panel.tree.node_label(n).split()[-1] for n in leaves] == ["#1", "#2", "#3"]
    panel.playback.seek(record.solution_rows[1] + 1)
    frame = build_frame(panel.playback.cursor)
    first, second = record.solutions[0], record.solutions[1]
    assert frame.marked == {c for c in range(81) if first[c] != second[c]} != set()
