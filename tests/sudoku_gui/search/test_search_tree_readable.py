"""A tree read from the back row: no line crosses a label, sizes follow the font, a small tree
fills its panel, and nothing the playback has not reached is drawn (the quiz asks about it)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QFont

from sudoku_gui.search.model import tree_model as tm
from sudoku_gui.search.model.tree_words import node_tooltip
from sudoku_gui.search.views.panel import install_search
from sudoku_gui.search.views.tree_view import MAX_FIT, HypothesisTreeView
from sudoku_gui.window.main_window import MainWindow


def tree_at(qtbot, record, position: int, size=(460, 360)) -> HypothesisTreeView:
    """A tree view of ``record`` paused at ``position``, following as the panel's does."""
    view = HypothesisTreeView()
    qtbot.addWidget(view)
    view.resize(*size)
    view.set_record(record)
    view.set_position(position, record.current[position - 1] if position else 0)
    return view


def crosses(line: QLineF, box: QRectF) -> bool:
    """Whether an edge segment (horizontal or vertical, a pen's width) meets a rectangle."""
    assert line.dx() == 0 or line.dy() == 0, "edges run down and across only"
    return QRectF(line.p1(), line.p2()).normalized().adjusted(-0.5, -0.5, 0.5, 0.5).intersects(box)


def path_segments(view: HypothesisTreeView) -> list[QLineF]:
    """The current path's segments, as ``_paint_path`` draws them."""
    points = [view.node_point(node) for node in view.record.tree.path_to(view.current_node)]
    segments = []
    for parent, child in zip(points, points[1:], strict=False):
        line = view.edge_points(parent, child)
        segments.extend(QLineF(a, b) for a, b in zip(line, line[1:], strict=False))
    return segments


@pytest.mark.parametrize("language", ["en", "ja"])
def test_no_edge_crosses_a_label(walk_record, language, request, qtbot):
    if language == "ja":
        request.getfixturevalue("japanese")
    view = tree_at(qtbot, walk_record, len(walk_record), (900, 420))
    layout = view.layout_nodes(view.visible_nodes())
    assert len(layout.labels) == len(walk_record.tree) == 9, "every node is labelled"
    assert "start" in layout.labels[0][1] or "開始" in layout.labels[0][1]
    segments = layout.edges + path_segments(view)
    assert len(segments) > 10
    for box, label, _reason in layout.labels:
        hit = [line for line in segments if crosses(line, box)]
        assert not hit, f"{label!r} is crossed by {hit}"
    for (node, x, y, _outcome), (box, _label, _reason) in zip(
        layout.shown, layout.labels, strict=True
    ):
        assert box.left() > x and box.top() < y < box.bottom(), f"node {node}: label beside it"


def test_the_sizes_follow_the_font(walk_record, qtbot):
    view = tree_at(qtbot, walk_record, len(walk_record))
    small = view.metrics
    font = QFont(view.font())
    font.setPointSizeF(font.pointSizeF() * 2)
    view.setFont(font)
    big = view.metrics
    assert 1.8 < big.line / small.line < 2.2
    assert 1.8 < big.column / small.column < 2.2 and 1.8 < big.row / small.row < 2.2
    assert view.minimumWidth() >= 2 * big.column, "the panel keeps room for labels"


def test_a_three_node_tree_fills_its_panel_centred(walk_record, qtbot):
    tree = walk_record.tree
    position = tree.first_event[2] + 1  # nodes 0, 1 and 2: the root and two guesses
    view = tree_at(qtbot, walk_record, position)
    assert view.shown_count() == 3 and view.extent() == (2, 2)
    assert view.column_px > view.metrics.column and view.row_px > view.metrics.row
    assert view.column_px <= MAX_FIT * view.metrics.column
    layout = view.layout_nodes(view.visible_nodes())
    drawn = QRectF()
    for box, _label, _reason in layout.labels:
        drawn = drawn.united(box)
    assert drawn.width() > 0.6 * view.width() or drawn.height() > 0.6 * view.height()
    assert abs(drawn.center().x() - view.width() / 2) < 0.1 * view.width()
    assert abs(drawn.center().y() - view.height() / 2) < 0.1 * view.height()
    image = view.grab().toImage()
    base = view.palette().base().color().rgb()
    right = view.node_point(2).toPoint()
    assert right.x() > view.width() / 2, "the second column is in the right half"
    ring = {image.pixelColor(right.x() + dx, right.y() + dy).rgb()
            for dx in range(-5, 6) for dy in range(-5, 6)}  # fmt: skip
    assert ring - {base}, "its mark is drawn there"


def test_no_future_branch_is_painted_while_paused(walk_record, qtbot):
    tree = walk_record.tree
    position = tree.first_event[1] + 1  # the first guess; its dead end and the rest ahead
    view = tree_at(qtbot, walk_record, position, (700, 420))
    assert view.shown_count() == 2
    layout = view.layout_nodes(view.visible_nodes())
    assert [node for node, *_rest in layout.shown] == [0, 1]
    assert not layout.ahead_edges and not layout.ahead_marks
    assert layout.markers[tm.DEAD] == [], "its dead end is not known yet either"
    assert view.accessibleDescription().startswith("1 guess, 0 dead ends, 0 solutions")
    view.set_show_whole(True)
    view.fit_to_view()
    futures = [view.node_point(node) for node in range(2, len(tree))]
    image = view.grab().toImage()
    base = view.palette().base().color().rgb()

    def painted(point: QPointF) -> bool:
        centre = point.toPoint()
        return any(
            image.pixelColor(centre.x() + dx, centre.y() + dy).rgb() != base
            for dx in range(-3, 4)
            for dy in range(-3, 4)
        )

    assert all(painted(point) for point in futures), "the whole tree draws what lies ahead"
    view.set_show_whole(False)
    image = view.grab().toImage()
    assert not any(painted(point) for point in futures), "paused, nothing ahead is drawn"
    assert view.node_at(futures[-1]) == -1


def test_show_the_whole_tree_is_remembered_and_never_during_the_quiz(window, qtbot):
    panel = install_search(window)
    action = panel.actions["show_whole_tree"]
    assert action.objectName() == "action_show_whole_tree"
    assert not action.isChecked() and not panel.tree.show_whole, "off by default"
    assert action in panel.tree.actions(), "the tree's context menu offers it"
    action.setChecked(True)
    assert panel.tree.show_whole
    panel.actions["quiz"].setChecked(True)
    assert not panel.tree.show_whole and not action.isEnabled(), "the quiz hides the future"
    panel.actions["quiz"].setChecked(False)
    panel.quiz.dock.hide()
    assert panel.tree.show_whole and action.isEnabled()
    panel.save_settings()
    again = MainWindow()
    qtbot.addWidget(again)
    other = install_search(again)
    assert other.actions["show_whole_tree"].isChecked() and other.tree.show_whole


def test_the_overview_says_what_it_shows(window):
    panel = install_search(window)
    overview = panel.tree_navigator.overview
    assert overview.accessibleDescription() == (
        "Overview: the whole tree; the frame is what the panel shows"
    )
    assert overview.toolTip() == overview.accessibleDescription()
    assert overview.height() >= 3 * overview.fontMetrics().height(), "sized from its font"


def test_fit_shows_a_large_tree_whole_after_following_it(fool_003, qtbot):
    import solver
    from sudoku_gui.search.model.recording import SearchRecord

    record = SearchRecord()
    record.extend(solver.search(fool_003, "backtracking", node_limit=20_000))
    view = tree_at(qtbot, record, len(record), (584, 351))  # (the app at 1366x768)
    assert not view.labels_shown() or view.origin.y() > 0, "following took it far down"
    view.fit_to_view()
    assert not view.labels_shown(), "too many nodes for labels"
    view_rect = QRectF(view.rect())
    for node in (
        0,
        len(record.tree) - 1,
        max(range(len(record.tree)), key=record.tree.depth.__getitem__),
    ):
        assert view_rect.contains(view.node_point(node)), f"node {node} is in view"


def test_hovering_a_guess_tells_nothing_of_what_is_to_come(walk_record):
    tree = walk_record.tree
    position = tree.first_event[2] + 1  # the second guess, r1c6 = 9: six guesses to come
    assert "6 guesses beneath it" in node_tooltip(walk_record, 2, len(walk_record), "r1c1")
    paused = node_tooltip(walk_record, 2, position, "r1c1")
    assert "0 guesses beneath it" in paused and "6 guesses" not in paused
    whole = node_tooltip(walk_record, 2, position, "r1c1", whole=True)
    assert "6 guesses beneath it, all dead" not in whole and "6 guesses beneath it" in whole


def test_the_overview_of_a_small_tree_mirrors_the_panel(walk_record, qtbot):
    from sudoku_gui.search.views.tree_navigator import TreeNavigator

    view = HypothesisTreeView()
    navigator = TreeNavigator(view)
    qtbot.addWidget(navigator)
    navigator.resize(600, 420)
    navigator.show()
    qtbot.waitExposed(navigator)
    view.set_record(walk_record)
    view.set_position(walk_record.tree.first_event[1] + 1, 1)
    overview = navigator.overview
    frame, area = overview.visible_rect(), overview.drawing_rect()
    assert abs(frame.width() - area.width()) < 2 and abs(frame.height() - area.height()) < 2
    root = overview.to_overview(view.node_point(0) + view.origin)
    assert abs(root.x() - area.center().x()) < 0.2 * area.width(), "the root, centred, as above"
