"""The hypothesis tree panel: every guess a node, depth downwards, depth-first order rightwards.

Custom painted over the append-only arrays of ``HypothesisTree``; a QGraphicsScene would be
far too slow past ten thousand nodes. Only what is visible is painted: the visible columns
are an index range of nodes. Zoomed in, nodes are drawn one by one (edges in one drawLines
call, markers in one call per outcome, labels when there is room); zoomed out past a few
nodes per pixel column, each pair of pixel columns is one bar spanning the depths it covers
(the depth pyramid), shaded by how many guesses it holds and coloured by their outcome, so a
frame costs the same at a million nodes as at a thousand. The current path and the solution
paths are drawn on top of the edges. Marks (shapes, not colour alone): a hollow square is a
guess still open, a cross a dead end (with the cell or unit that killed it), a filled diamond
a node on a solution path ("#k" on the k-th solution's leaf).

Every size comes from the widget's font (``TreeMetrics``), so the window's zoom grows labels,
marks and spacing together. A node sits at the left of its column with its label beside it on
a background; an edge goes down from the parent, across just above the child's row and down
into the child, so no line ever crosses a label (each column is as wide as a label). A tree
that fits the panel at a readable spacing is spread over it (up to ``MAX_FIT`` times that
spacing) and centred, until the reader zooms.

The future stays hidden: only the nodes the playback has reached are drawn, counted and
described, since a tree drawn ahead of the board gives away the answer a learner is asked to
predict; ``set_show_whole`` draws the rest of the record (the panel's "Show the whole tree").

Signals:
    node_clicked(int)   a node was clicked (the playback moves to it)
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QLineF, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from solver.notation import DEFAULT_NOTATION, cell_label
from sudoku_gui.grid.colours import blend
from sudoku_gui.search.model import tree_model as tm
from sudoku_gui.search.model.logic_badges import badge_text
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.model.tree_words import (
    describe_tree,
    node_tooltip,
    reason_text,
    solution_number,
)
from sudoku_gui.search.views.tree_badges import paint_badges
from sudoku_gui.support.empty_state import FIRST_START, empty_text, paint_empty_state
from sudoku_gui.support.words import translate

# Zoomed out past this many columns per two pixels, draw the depth skyline instead of nodes.
NODE_MODE_MIN_COLUMN_PX = 3.0
NODE_MODE_MAX_NODES = 1200
SKYLINE_STEP_PX = 2
MIN_COLUMN_PX, MIN_ROW_PX = 1e-6, 2.0
MAX_ZOOM = 4.0  # zoomed in, columns and rows at most this many times their readable size
MAX_FIT = 3.0  # a small tree is spread over its panel up to this many times as wide
WHEEL_ZOOM = 1.25

# Fixed accents that read on light and dark bases; shapes carry the meaning as well.
DEAD_COLOR = QColor(214, 69, 65)
SOLUTION_COLOR = QColor(40, 160, 90)


@dataclass(frozen=True)
class TreeMetrics:
    """The tree's sizes, all from the widget's font: a text line, the gaps around a label,
    the largest mark, and the column and row that hold a node with its labels readably."""

    line: float  # the height of a line of text
    gap: float  # between a mark, its label and the next column's line
    pad: float  # the label's background around its text
    radius: float  # the largest mark's half width
    column: float  # a readable column: mark, label and gaps
    row: float  # a readable row: label, reason below it, and room for the edges above
    box_width: float  # what a node with its label covers, from its column's left edge
    box_height: float  # ... from its row's top

    @classmethod
    def of(cls, metrics: QFontMetricsF, widest_label: float) -> TreeMetrics:
        line = metrics.height()
        gap, pad, radius = 0.3 * line, 0.15 * line, 0.35 * line
        box_width = gap + 2 * radius + gap + widest_label + pad
        box_height = 2 * line + 2 * pad
        return cls(
            line, gap, pad, radius, box_width + gap, box_height + 2 * gap + pad, box_width,
            box_height,
        )  # fmt: skip


@dataclass(frozen=True)
class NodeLayout:
    """What one frame of the zoomed-in tree draws (built by ``layout_nodes``): edge segments,
    mark centres per outcome, the nodes shown (node, x, y, outcome) and each label's
    background rectangle with its text and its dead end's reason; with the whole tree, the
    edges and marks of what the playback has not reached (drawn faded, no outcome told)."""

    edges: list[QLineF]
    ahead_edges: list[QLineF]
    ahead_marks: list[QRectF]
    markers: dict[int, list[tuple[float, float]]]
    shown: list[tuple[int, float, float, int]]
    labels: list[tuple[QRectF, str, str]]
    radius: float


class HypothesisTreeView(QWidget):
    """The tree panel (see the module docstring)."""

    node_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hypothesis_tree")
        self.setAccessibleName(translate("TreeView", "Hypothesis tree"))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.record = SearchRecord()
        self.position = 0  # rows of the record the playback has replayed
        self.current_node = 0
        self.follow = True
        self.show_whole = False  # draw what the playback has not reached too
        self.auto_fit = True  # spread a small tree over the panel (until the reader zooms)
        self.notation = DEFAULT_NOTATION  # how labels name cells (solver.notation)
        self.metrics = self._measure()
        self.column_px = self.metrics.column
        self.row_px = self.metrics.row
        self.origin = QPointF(-self.margin(), -self.margin())  # the content point at top left
        self._drag_from: QPointF | None = None
        self._dragged = False
        self.badges: dict[int, tuple[str, int]] = {}  # logic_badges: where logic settles a guess
        self.show_badges = False
        self._size_to_font()

    def sizeHint(self) -> QSize:
        return QSize(round(self.metrics.column * 6), round(self.metrics.row * 8))

    def margin(self) -> float:
        """The blank edge around the tree."""
        return self.metrics.line

    # -- state --------------------------------------------------------------------------

    def show_logic_badges(self, on: bool) -> None:
        """Draw the logic badges (``set_logic_badges``) or not."""
        self.show_badges = on
        self.update()

    def set_logic_badges(self, badges: dict[int, tuple[str, int]]) -> None:
        """Where logic settles a guess (``search.model.logic_badges``), for this record."""
        self.badges = badges
        self.update()

    def set_record(self, record: SearchRecord) -> None:
        """Show ``record``'s tree (a new search): readable spacing, spread over the panel."""
        self.record, self.badges = record, {}
        self.position = 0
        self.current_node = 0
        self.auto_fit = True
        self.column_px, self.row_px = self.metrics.column, self.metrics.row
        self.origin = QPointF(-self.margin(), -self.margin())
        self._place()
        self.update()
        self._describe()

    def set_position(self, position: int, node: int) -> None:
        """The playback is at ``position`` on ``node``; follow it if asked."""
        self.position, self.current_node = position, node
        self._place()
        self.update()
        self._describe()

    def set_show_whole(self, on: bool) -> None:
        """Draw the nodes the playback has not reached too (faded), or only those reached."""
        if on != self.show_whole:
            self.show_whole = on
            self._place()
            self.update()
            self._describe()

    def _describe(self) -> None:
        """Say the tree in words (screen readers read it; so do checks); before anything was
        searched, what to do (the line painted over the empty panel)."""
        if not len(self.record):
            self.setAccessibleDescription(empty_text(FIRST_START))
            return
        self.setAccessibleDescription(
            describe_tree(
                self.record, self.position, self.current_node, self.notation, self.show_whole
            )
        )

    def event(self, event) -> bool:
        """Hovering a node tells its guess, outcome and what lies beneath it."""
        if event.type() == QEvent.Type.ToolTip:
            node = self.node_at(QPointF(event.pos()))
            if node >= 0:
                badge = self.badges.get(node) if self.show_badges else None
                said = badge_text(self.record, node, badge, self.notation) if badge else ""
                tip = node_tooltip(
                    self.record, node, self.position, self.notation, said, self.show_whole
                )
                QToolTip.showText(event.globalPos(), tip, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def changeEvent(self, event: QEvent) -> None:
        """The window's zoom changed the font: every size follows it."""
        if event.type() == QEvent.Type.FontChange:
            self._remeasure()
        super().changeEvent(event)

    def set_origin(self, origin: QPointF) -> None:
        """Show the tree from ``origin``, the content point at the top left (the navigator
        moves the view so)."""
        self.origin = origin
        self.update()

    def set_follow(self, on: bool) -> None:
        self.follow = on
        if on:
            self._place()
            self.update()

    def set_notation(self, notation: str) -> None:
        """Name cells in ``notation`` (r1c6=7, A6=7 or (0,5)=7)."""
        self.notation = notation
        self._remeasure()
        self._describe()

    def node_label(self, node: int) -> str:
        tree = self.record.tree
        if node == 0:
            return translate("TreeView", "start")
        label = f"{cell_label(tree.cell[node], self.notation)}={tree.digit[node]}"
        number = solution_number(self.record, node)  # a solution's leaf carries its number
        return f"{label} #{number}" if number else label

    # -- geometry -----------------------------------------------------------------------

    def _measure(self) -> TreeMetrics:
        """The sizes for this font and notation (the widest label: the last cell, a number)."""
        fm = QFontMetricsF(self.font())
        widest = max(
            fm.horizontalAdvance(f"{cell_label(80, self.notation)}=9 #9"),
            fm.horizontalAdvance(translate("TreeView", "start")),
        )
        return TreeMetrics.of(fm, widest)

    def _remeasure(self) -> None:
        """New font or notation: the same zoom relative to the new readable sizes."""
        old, self.metrics = self.metrics, self._measure()
        self.column_px *= self.metrics.column / old.column
        self.row_px *= self.metrics.row / old.row
        self._size_to_font()
        self._place()
        self.update()

    def _size_to_font(self) -> None:
        # (one row high at least: a column of panels at presentation's zoom on a 720-pixel
        # screen has no more to spare, and the tree scrolls)
        self.setMinimumSize(round(self.metrics.column * 2), round(self.metrics.row))
        self.updateGeometry()

    def shown_count(self) -> int:
        """How many nodes are drawn: those the playback reached, or all with the whole tree."""
        tree = self.record.tree
        return len(tree) if self.show_whole else self.record.tree.nodes_before_event(self.position)

    def extent(self) -> tuple[int, int]:
        """The columns and rows the drawn nodes take (they are a prefix of the layout)."""
        tree = self.record.tree
        last = self.shown_count() - 1
        return tree.column[last] + 1, tree.deepest[last] + 1

    def labels_shown(self) -> bool:
        """Whether the zoom leaves room for the labels (else nodes or the skyline alone)."""
        m = self.metrics
        return self.column_px >= m.column - 0.5 and self.row_px >= m.row - 0.5

    def content_size(self) -> tuple[float, float]:
        """The width and height of the drawn tree at this zoom, labels included."""
        columns, rows = self.extent()
        box_width, box_height = self.node_box()
        return (columns - 1) * self.column_px + box_width, (rows - 1) * self.row_px + box_height

    def node_box(self) -> tuple[float, float]:
        """What a node covers from its cell's corner: its mark and label, or a column and a
        row at a zoom too small for labels."""
        if self.labels_shown():
            return self.metrics.box_width, self.metrics.box_height
        return self.column_px, self.row_px

    def zoom(self, factor: float, anchor: QPointF | None = None) -> None:
        """Scale both axes by ``factor`` around ``anchor`` (a widget point; centre if None)."""
        self._scale(factor, factor, anchor)

    def fit_to_view(self) -> None:
        """Show the whole drawn tree, however small that makes it (a large one becomes its
        skyline), centred; it stays so until the next zoom."""
        self.auto_fit = False
        self._fit(minimum=False)
        self._centre()
        self.update()

    def _fit(self, minimum: bool) -> None:
        """Spread the tree over the panel, up to ``MAX_FIT`` times the readable spacing (with
        ``minimum``, never below it: a tree too large for that is followed instead)."""
        columns, rows = self.extent()
        m = self.metrics
        width = self.width() - 2 * self.margin()
        height = self.height() - 2 * self.margin()
        spreads = [
            (width - m.box_width) / (columns - 1) if columns > 1 else m.column * MAX_FIT,
            (height - m.box_height) / (rows - 1) if rows > 1 else m.row * MAX_FIT,
        ]
        if not minimum and (spreads[0] < m.column or spreads[1] < m.row):
            spreads = [width / columns, height / rows]  # too small for labels: none drawn
        for name, spread, readable in (
            ("column_px", spreads[0], m.column),
            ("row_px", spreads[1], m.row),
        ):
            low = readable if minimum else MIN_COLUMN_PX
            setattr(self, name, _clamp(spread, low, readable * MAX_FIT))

    def _centre(self) -> None:
        """Centre the tree along each axis it fits in."""
        width, height = self.content_size()
        x, y = self.origin.x(), self.origin.y()
        if width <= self.width() - 2 * self.margin() + 1:  # (a pixel for rounding)
            x = -(self.width() - width) / 2
        if height <= self.height() - 2 * self.margin() + 1:
            y = -(self.height() - height) / 2
        self.origin = QPointF(x, y)

    def _place(self) -> None:
        """Following: spread a small tree over the panel and keep the current node in view."""
        if not self.follow or self.width() <= 0:
            return
        if self.auto_fit:
            self._fit(minimum=True)
        self.ensure_visible(self.current_node)

    def ensure_visible(self, node: int) -> None:
        """Scroll so ``node`` and its label are inside the view: the tree centred along each
        axis it fits in, else the node brought to the middle when it was outside."""
        self._centre()
        width, height = self.content_size()
        point = self.node_point(node)
        m, margin = self.metrics, self.margin()
        x, y = self.origin.x(), self.origin.y()
        left = point.x() - m.gap - m.radius  # the node's box: its mark and its label
        if width > self.width() - 2 * margin and not 0 <= left <= self.width() - m.box_width:
            x += point.x() - self.width() / 2
        inside = margin <= point.y() <= self.height() - m.box_height - margin
        if height > self.height() - 2 * margin and not inside:
            y += point.y() - self.height() / 2
        self.origin = QPointF(x, y)

    def node_offset(self) -> QPointF:
        """Where a node's mark sits in its cell of column and row (the label to its right)."""
        m = self.metrics
        return QPointF(m.gap + m.radius, m.pad + m.line / 2)

    def node_point(self, node: int) -> QPointF:
        """Where ``node``'s marker is drawn, in widget coordinates."""
        tree = self.record.tree
        offset = self.node_offset()
        return QPointF(
            tree.column[node] * self.column_px + offset.x() - self.origin.x(),
            tree.depth[node] * self.row_px + offset.y() - self.origin.y(),
        )

    def node_at(self, point: QPointF) -> int:
        """The node drawn at a widget point, or -1."""
        tree = self.record.tree
        offset = self.node_offset()
        near_x = point.x() + self.origin.x() - offset.x()
        column = math.floor(near_x / self.column_px + 0.5)
        depth = math.floor((point.y() + self.origin.y() - offset.y()) / self.row_px + 0.5)
        spread = max(0, math.ceil(2 / self.column_px))  # a few pixels of slack when zoomed out
        near = tree.nodes_in_columns(column - spread, column + spread)
        if not 0 <= depth <= tree.max_depth:
            return -1
        stop = min(near.stop, self.shown_count())
        found = tree.depth[near.start : stop].tobytes().find(bytes((depth,)))  # (in C)
        return near.start + found if found >= 0 else -1

    def edge_points(self, parent: QPointF, child: QPointF) -> list[QPointF]:
        """The edge from a parent's mark to a child's: down, across just above the child's
        label, and down into the child (one straight line under a first child)."""
        if abs(parent.x() - child.x()) < 0.5:
            return [parent, child]
        across = child.y() - self.node_offset().y() - self.metrics.gap / 2
        across = max(across, parent.y() + (child.y() - parent.y()) / 2)
        return [
            parent,
            QPointF(parent.x(), across),
            QPointF(child.x(), across),
            child,
        ]

    # -- painting -----------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        palette = self.palette()
        painter.fillRect(event.rect(), palette.color(QPalette.ColorRole.Base))
        if not len(self.record):  # nothing searched yet: what to do, not a lone root
            paint_empty_state(painter, self, self.rect(), FIRST_START)
            painter.end()
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, self.column_px >= 4)
        nodes = self.visible_nodes()
        if self.column_px >= NODE_MODE_MIN_COLUMN_PX and len(nodes) <= NODE_MODE_MAX_NODES:
            layout = self.layout_nodes(nodes)
            self._paint_edges(painter, layout)
            self._paint_paths(painter)
            paint_markers(painter, palette, layout.markers, layout.radius)
            self._paint_labels(painter, layout)
            if self.show_badges:
                paint_badges(painter, self, layout)
        else:
            self._paint_skyline(painter)
            self._paint_paths(painter)
        painter.end()

    def visible_nodes(self) -> range:
        """The drawn nodes whose columns the view shows."""
        first = max(0, math.floor((self.origin.x() - self.metrics.box_width) / self.column_px))
        last = math.floor((self.origin.x() + self.width()) / self.column_px)
        nodes = self.record.tree.nodes_in_columns(first, last)
        return range(nodes.start, min(nodes.stop, self.shown_count()))

    def _reached(self) -> int:
        """How many nodes exist at the playback position."""
        return self.record.tree.nodes_before_event(self.position)

    def layout_nodes(self, nodes: range) -> NodeLayout:
        """Where ``nodes`` are drawn: their edges, marks and labels (the cost of a frame is a
        few Python operations per visible node)."""
        tree = self.record.tree
        m = self.metrics
        cw, rh = self.column_px, self.row_px
        offset = self.node_offset()
        ox, oy = self.origin.x() - offset.x(), self.origin.y() - offset.y()  # to marks
        top, bottom = -rh - m.box_height, self.height() + rh
        edges: list[QLineF] = []
        ahead_edges: list[QLineF] = []
        ahead_marks: list[QRectF] = []
        markers: dict[int, list[tuple[float, float]]] = {tm.OPEN: [], tm.DEAD: [], tm.SOLUTION: []}
        shown = []
        columns, depths, parents = tree.column, tree.depth, tree.parent
        position, reached = self.position, self._reached()
        for node in nodes:
            y = depths[node] * rh - oy
            if not top <= y <= bottom:
                continue
            x = columns[node] * cw - ox
            parent = parents[node]
            if parent >= 0:
                points = self.edge_points(
                    QPointF(columns[parent] * cw - ox, depths[parent] * rh - oy), QPointF(x, y)
                )
                segments = (QLineF(a, b) for a, b in zip(points, points[1:], strict=False))
                (edges if node < reached else ahead_edges).extend(segments)
            if node >= reached:  # recorded, not played yet: faded, no outcome told
                ahead_marks.append(QRectF(x - m.gap / 2, y - m.gap / 2, m.gap, m.gap))
                continue
            outcome = tree.outcome_at(node, position)
            markers[outcome].append((x, y))
            shown.append((node, x, y, outcome))
        radius = _clamp(min(cw, rh) * 0.18, 1.5, m.radius)
        labels = []
        if self.labels_shown():
            labels = [self._label(node, x, y, outcome) for node, x, y, outcome in shown]
        return NodeLayout(edges, ahead_edges, ahead_marks, markers, shown, labels, radius)

    def _label(self, node: int, x: float, y: float, outcome: int) -> tuple[QRectF, str, str]:
        """A node's label: its background beside the mark, the guess, and why it died."""
        m = self.metrics
        reason = ""
        if outcome == tm.DEAD:
            reason = reason_text(self.record.tree.reason[node], self.notation)
        lines = 2 if reason else 1
        left = x + m.radius + m.gap - m.pad
        width = m.box_width - (left - (x - m.radius - m.gap))
        box = QRectF(left, y - m.line / 2 - m.pad, width, lines * m.line + 2 * m.pad)
        return box, self.node_label(node), reason

    def _paint_edges(self, painter: QPainter, layout: NodeLayout) -> None:
        """The edges reached in one call in the text colour; those ahead (the whole tree)
        faded, with small marks."""
        palette = self.palette()
        text, base = palette.color(QPalette.ColorRole.Text), palette.color(QPalette.ColorRole.Base)
        painter.setPen(QPen(blend(text, base, 0.3), self._line_width()))
        painter.drawLines(layout.ahead_edges)
        painter.drawRects(layout.ahead_marks)
        painter.setPen(QPen(text, self._line_width()))
        painter.drawLines(layout.edges)

    def _line_width(self) -> float:
        return max(1.0, self.metrics.line / 15)

    def _paint_labels(self, painter: QPainter, layout: NodeLayout) -> None:
        """Each label on a rounded background in the base colour, over every line."""
        m = self.metrics
        palette = self.palette()
        base, text = palette.color(QPalette.ColorRole.Base), palette.color(QPalette.ColorRole.Text)
        painter.setFont(self.font())
        fm = QFontMetricsF(self.font())
        inner = m.box_width
        for box, label, reason in layout.labels:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(base)
            painter.drawRoundedRect(box, m.pad * 2, m.pad * 2)
            line = QRectF(box.left() + m.pad, box.top() + m.pad, box.width() - 2 * m.pad, m.line)
            painter.setPen(text)
            flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(line, flags, fm.elidedText(label, Qt.TextElideMode.ElideRight, inner))
            if reason:
                painter.setPen(DEAD_COLOR)
                elided = fm.elidedText(reason, Qt.TextElideMode.ElideRight, line.width())
                painter.drawText(line.translated(0, m.line), flags, elided)
        painter.setBrush(Qt.BrushStyle.NoBrush)

    def _paint_skyline(self, painter: QPainter) -> None:
        """One vertical line per two pixel columns spanning the depths of the tree columns it
        covers (only the columns drawn: reached, or all with the whole tree)."""
        tree = self.record.tree
        reached = self._reached()
        reached_columns = tree.column[reached - 1] + 1
        palette = self.palette()
        text, base = palette.color(QPalette.ColorRole.Text), palette.color(QPalette.ColorRole.Base)
        if self.show_whole:
            self._paint_columns(painter, tree.column_count, blend(text, base, 0.2))
        self._paint_columns(painter, reached_columns, blend(text, base, 0.55), reached)

    def _paint_columns(
        self, painter: QPainter, columns: int, color: QColor, nodes: int = 0
    ) -> None:
        """The skyline of the tree's first ``columns`` columns, in ``color``; with ``nodes``,
        only the first ``nodes`` nodes, each bar shaded by how many of them it holds and
        coloured by their outcome (all dead red, on a solution path green), so the shape of a
        large search shows."""
        tree = self.record.tree
        cw, rh = self.column_px, self.row_px
        offset = self.node_offset()
        ox, oy = self.origin.x(), self.origin.y() - offset.y()
        left = max(0.0, -ox)
        right = min(float(self.width()), columns * cw - ox)
        buckets = math.ceil((right - left) / SKYLINE_STEP_PX)
        if buckets <= 0:
            return
        first, step = (left + ox) / cw, SKYLINE_STEP_PX / cw
        profile = tree.depth_profile(first, step, buckets, columns - 1)
        if nodes:
            profile = _cut_last_column(tree, profile, first, step, nodes)
        bars = [
            QRectF(x, low * rh - oy, SKYLINE_STEP_PX, (high - low) * rh + 1)
            for x, (low, high) in zip(
                (left + i * SKYLINE_STEP_PX for i in range(buckets)), profile, strict=True
            )
            if low <= high
        ]
        painter.setPen(Qt.PenStyle.NoPen)
        if not nodes:
            painter.setBrush(color)  # opaque: solid rectangles fill far faster than blended
            painter.drawRects(bars)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            return
        counts = tree.outcome_profile(first, step, buckets, columns - 1, nodes)
        base = self.palette().color(QPalette.ColorRole.Base)
        groups: dict[tuple[int, int], list[QRectF]] = {}  # (colour, shade): bars
        kept = (c for (low, high), c in zip(profile, counts, strict=True) if low <= high)
        for bar, (total, dead, solution) in zip(bars, kept, strict=True):
            hue = SOLUTION_COLOR if solution else DEAD_COLOR if dead == total else color
            shade = min(3, int(math.log10(max(total, 1))))  # 1, 10, 100, 1000+ guesses
            groups.setdefault((hue.rgb(), shade), []).append(bar)
        for (rgb, shade), rects in groups.items():
            painter.setBrush(blend(QColor.fromRgb(rgb), base, 0.45 + 0.18 * shade))
            painter.drawRects(rects)
        painter.setBrush(Qt.BrushStyle.NoBrush)

    def _paint_paths(self, painter: QPainter) -> None:
        """The solution paths reached so far, then the current path, over the edges."""
        record = self.record
        tree = record.tree
        width = 3 * self._line_width()
        for row in record.solution_rows:
            if row < self.position:
                path = tree.path_to(record.node[row])
                self._paint_path(painter, path, QPen(SOLUTION_COLOR, width))
        highlight = self.palette().color(QPalette.ColorRole.Highlight)
        self._paint_path(painter, tree.path_to(self.current_node), QPen(highlight, width))

    def _paint_path(self, painter: QPainter, path: list[int], pen: QPen) -> None:
        points = [self.node_point(node) for node in path]
        line = [points[0]]
        for parent, child in zip(points, points[1:], strict=False):
            line.extend(self.edge_points(parent, child)[1:])
        painter.setPen(pen)
        painter.drawPolyline(QPolygonF(line))
        painter.setBrush(pen.color())
        dot = self.metrics.radius * 0.8
        painter.drawEllipse(points[-1], dot, dot)
        painter.setBrush(Qt.BrushStyle.NoBrush)

    # -- interaction --------------------------------------------------------------------

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if not steps:
            return
        factor = WHEEL_ZOOM**steps
        modifiers = event.modifiers()
        anchor = event.position()
        if modifiers & Qt.KeyboardModifier.ShiftModifier:
            self._scale(1.0, factor, anchor)  # Shift: depth only
        elif modifiers & Qt.KeyboardModifier.ControlModifier:
            self._scale(factor, 1.0, anchor)  # Ctrl: breadth only
        else:
            self._scale(factor, factor, anchor)
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._drag_from = event.position()
            self._dragged = False

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._drag_from is None:
            return
        delta = event.position() - self._drag_from
        if self._dragged or abs(delta.x()) + abs(delta.y()) > 4:
            self._dragged = True
            self.origin -= delta
            self._drag_from = event.position()
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._drag_from is not None and not self._dragged:
            node = self.node_at(event.position())
            if node >= 0:
                self.node_clicked.emit(node)
        self._drag_from = None

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def _scale(self, fx: float, fy: float, anchor: QPointF | None) -> None:
        anchor = anchor if anchor is not None else QPointF(self.width() / 2, self.height() / 2)
        self.auto_fit = False
        content = anchor + self.origin
        m = self.metrics
        new_cw = _clamp(self.column_px * fx, MIN_COLUMN_PX, m.column * MAX_ZOOM)
        new_rh = _clamp(self.row_px * fy, MIN_ROW_PX, m.row * MAX_ZOOM)
        scaled = QPointF(content.x() * new_cw / self.column_px, content.y() * new_rh / self.row_px)
        self.column_px, self.row_px = new_cw, new_rh
        self.origin = scaled - anchor
        self.update()


def _cut_last_column(
    tree: tm.HypothesisTree, profile: list, first: float, step: float, nodes: int
) -> list:
    """``profile`` with the bucket of the last drawn column cut to the depths its first
    ``nodes`` nodes reach (the pyramid holds the deeper guesses of that column to come)."""
    column = tree.column[nodes - 1]
    bucket = int((column - first) / step)
    if not 0 <= bucket < len(profile):
        return profile
    begin = max(0, int(first + bucket * step))
    depths = tree.depth[tree.nodes_in_columns(begin, column).start : nodes]  # (all reached)
    return [*profile[:bucket], (min(depths), max(depths)), *profile[bucket + 1 :]]


def paint_markers(painter: QPainter, palette: QPalette, markers: dict, r: float) -> None:
    """Hollow squares for open guesses, crosses for dead ends, diamonds for solution paths:
    ``markers`` maps each outcome to the centres of its nodes (the legend draws with it too).
    Strokes thicken with the marks, which grow with the font."""
    painter.setBrush(palette.color(QPalette.ColorRole.Base))
    painter.setPen(QPen(palette.color(QPalette.ColorRole.Text), max(1.5, r / 3)))
    painter.drawRects([QRectF(x - r, y - r, 2 * r, 2 * r) for x, y in markers[tm.OPEN]])
    painter.setPen(QPen(DEAD_COLOR, max(2.0, r / 2.5)))
    crosses = []
    for x, y in markers[tm.DEAD]:
        crosses.append(QLineF(x - r, y - r, x + r, y + r))
        crosses.append(QLineF(x - r, y + r, x + r, y - r))
    painter.drawLines(crosses)
    painter.setPen(QPen(SOLUTION_COLOR, 1))
    painter.setBrush(SOLUTION_COLOR)
    big = r * 1.4
    for x, y in markers[tm.SOLUTION]:
        corners = [
            QPointF(x, y - big),
            QPointF(x + big, y),
            QPointF(x, y + big),
            QPointF(x - big, y),
        ]
        painter.drawPolygon(QPolygonF(corners))
    painter.setBrush(Qt.BrushStyle.NoBrush)


def _clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))
