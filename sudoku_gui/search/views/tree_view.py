"""The hypothesis tree panel: every guess a node, depth downwards, depth-first order rightwards.

Custom painted over the append-only arrays of ``HypothesisTree``; a QGraphicsScene would be
far too slow past ten thousand nodes. Only what is visible is painted: the visible columns
are an index range of nodes. Zoomed in, nodes are drawn one by one (edges in one drawLines
call, markers in one call per outcome, labels when there is room); zoomed out past a few
nodes per pixel column, each pair of pixel columns is one bar spanning the depths it covers
(the depth pyramid), shaded by how many guesses it holds and coloured by their outcome, so a
frame costs the same at a million nodes as at a thousand. The current path and the solution
paths are drawn on top. Marks (shapes, not colour alone): a hollow square is a guess still
open, a cross a dead end (with the cell or unit that killed it), a filled diamond a node on a
solution path ("#k" on the k-th solution's leaf). What the playback has not reached is faded.

Signals:
    node_clicked(int)   a node was clicked (the playback moves to it)
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QLineF, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
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
LABEL_MIN_COLUMN_PX = 56.0
LABEL_MIN_ROW_PX = 30.0
SKYLINE_STEP_PX = 2
MIN_COLUMN_PX, MAX_COLUMN_PX = 1e-6, 160.0
MIN_ROW_PX, MAX_ROW_PX = 2.0, 80.0
DEFAULT_COLUMN_PX, DEFAULT_ROW_PX = 72.0, 44.0
MARGIN_PX = 20.0
WHEEL_ZOOM = 1.25

# Fixed accents that read on light and dark bases; shapes carry the meaning as well.
DEAD_COLOR = QColor(214, 69, 65)
SOLUTION_COLOR = QColor(40, 160, 90)


class HypothesisTreeView(QWidget):
    """The tree panel (see the module docstring)."""

    node_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hypothesis_tree")
        self.setAccessibleName(translate("TreeView", "Hypothesis tree"))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(160, 120)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.record = SearchRecord()
        self.position = 0  # rows of the record the playback has replayed
        self.current_node = 0
        self.follow = True
        self.notation = DEFAULT_NOTATION  # how labels name cells (solver.notation)
        self.column_px = DEFAULT_COLUMN_PX
        self.row_px = DEFAULT_ROW_PX
        self.origin = QPointF(-MARGIN_PX, -MARGIN_PX)  # the content point at the top left
        self._drag_from: QPointF | None = None
        self._dragged = False
        self.badges: dict[int, tuple[str, int]] = {}  # logic_badges: where logic settles a guess
        self.show_badges = False
        self._font = QFont(self.font())
        self._font.setPixelSize(11)

    def sizeHint(self) -> QSize:
        return QSize(460, 360)

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
        """Show ``record``'s tree (a new search): back to the default zoom at the root."""
        self.record, self.badges = record, {}
        self.position = 0
        self.current_node = 0
        self.column_px, self.row_px = DEFAULT_COLUMN_PX, DEFAULT_ROW_PX
        self.origin = QPointF(-MARGIN_PX, -MARGIN_PX)
        self.update()
        self._describe()

    def set_position(self, position: int, node: int) -> None:
        """The playback is at ``position`` on ``node``; follow it if asked."""
        self.position, self.current_node = position, node
        if self.follow:
            self.ensure_visible(node)
        self.update()
        self._describe()

    def _describe(self) -> None:
        """Say the tree in words (screen readers read it; so do checks); before anything was
        searched, what to do (the line painted over the empty panel)."""
        if not len(self.record):
            self.setAccessibleDescription(empty_text(FIRST_START))
            return
        self.setAccessibleDescription(
            describe_tree(self.record, self.position, self.current_node, self.notation)
        )

    def event(self, event) -> bool:
        """Hovering a node tells its guess, outcome and what lies beneath it."""
        if event.type() == QEvent.Type.ToolTip:
            node = self.node_at(QPointF(event.pos()))
            if node >= 0:
                badge = self.badges.get(node) if self.show_badges else None
                said = badge_text(self.record, node, badge, self.notation) if badge else ""
                tip = node_tooltip(self.record, node, self.position, self.notation, said)
                QToolTip.showText(event.globalPos(), tip, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def set_origin(self, origin: QPointF) -> None:
        """Show the tree from ``origin``, the content point at the top left (the navigator
        moves the view so)."""
        self.origin = origin
        self.update()

    def set_follow(self, on: bool) -> None:
        self.follow = on
        if on:
            self.ensure_visible(self.current_node)

    def set_notation(self, notation: str) -> None:
        """Name cells in ``notation`` (r1c6=7, A6=7 or (0,5)=7)."""
        self.notation = notation
        self.update()
        self._describe()

    def node_label(self, node: int) -> str:
        tree = self.record.tree
        if node == 0:
            return translate("TreeView", "start")
        label = f"{cell_label(tree.cell[node], self.notation)}={tree.digit[node]}"
        number = solution_number(self.record, node)  # a solution's leaf carries its number
        return f"{label} #{number}" if number else label

    def zoom(self, factor: float, anchor: QPointF | None = None) -> None:
        """Scale both axes by ``factor`` around ``anchor`` (a widget point; centre if None)."""
        self._scale(factor, factor, anchor)

    def fit_to_view(self) -> None:
        """Show the whole tree."""
        tree = self.record.tree
        width = max(self.width() - 2 * MARGIN_PX, 10.0)
        height = max(self.height() - 2 * MARGIN_PX, 10.0)
        self.column_px = _clamp(width / max(tree.column_count, 1), MIN_COLUMN_PX, MAX_COLUMN_PX)
        self.row_px = _clamp(height / (tree.max_depth + 1), MIN_ROW_PX, MAX_ROW_PX)
        self.origin = QPointF(-MARGIN_PX, -MARGIN_PX)
        self.update()

    def ensure_visible(self, node: int) -> None:
        """Scroll so ``node`` is inside the view: the whole tree from its corner when it fits,
        else centred on the node when it was outside."""
        tree = self.record.tree
        fits = (
            tree.column_count * self.column_px <= self.width() - 2 * MARGIN_PX
            and (tree.max_depth + 1) * self.row_px <= self.height() - 2 * MARGIN_PX
        )
        if fits:
            self.origin = QPointF(-MARGIN_PX, -MARGIN_PX)
            return
        point = self.node_point(node)
        side = max(MARGIN_PX, self.column_px / 2 + 4)  # (room for the node's label)
        inside = QRectF(self.rect()).adjusted(side, MARGIN_PX, -side, -MARGIN_PX - 28)
        if not inside.contains(point):
            self.origin += point - QPointF(self.width() / 2, self.height() / 2)
            self.update()

    def node_point(self, node: int) -> QPointF:
        """Where ``node``'s marker is drawn, in widget coordinates."""
        tree = self.record.tree
        return QPointF(
            (tree.column[node] + 0.5) * self.column_px - self.origin.x(),
            (tree.depth[node] + 0.5) * self.row_px - self.origin.y(),
        )

    def node_at(self, point: QPointF) -> int:
        """The node drawn at a widget point, or -1."""
        tree = self.record.tree
        column = math.floor((point.x() + self.origin.x()) / self.column_px)
        depth = math.floor((point.y() + self.origin.y()) / self.row_px)
        spread = max(0, math.ceil(2 / self.column_px))  # a few pixels of slack when zoomed out
        near = tree.nodes_in_columns(column - spread, column + spread)
        if not 0 <= depth <= tree.max_depth:
            return -1
        found = tree.depth[near.start : near.stop].tobytes().find(bytes((depth,)))  # (in C)
        return near.start + found if found >= 0 else -1

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
        tree = self.record.tree
        first = max(0, math.floor(self.origin.x() / self.column_px))
        last = math.floor((self.origin.x() + self.width()) / self.column_px)
        nodes = tree.nodes_in_columns(first, last)  # the whole record: what lies ahead is faded
        if self.column_px >= NODE_MODE_MIN_COLUMN_PX and len(nodes) <= NODE_MODE_MAX_NODES:
            self._paint_nodes(painter, nodes)
        else:
            self._paint_skyline(painter)
        self._paint_paths(painter)
        painter.end()

    def _reached(self) -> int:
        """How many nodes exist at the playback position (later ones are not drawn)."""
        return self.record.tree.nodes_before_event(self.position)

    def _paint_nodes(self, painter: QPainter, nodes: range) -> None:
        """Edges in one call, then the markers of each outcome in one call each (the cost of a
        frame is a few Python operations per visible node)."""
        tree = self.record.tree
        cw, rh = self.column_px, self.row_px
        ox, oy = self.origin.x() - cw / 2, self.origin.y() - rh / 2  # to marker centres
        top, bottom = -rh, self.height() + rh
        edges, ahead_edges, ahead = [], [], []
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
            edge = QLineF(columns[parent] * cw - ox, depths[parent] * rh - oy, x, y)
            if node >= reached:  # recorded, not played yet: faded, no outcome told
                ahead_edges.append(edge)
                ahead.append(QRectF(x - 2, y - 2, 4, 4))
                continue
            if parent >= 0:
                edges.append(edge)
            outcome = tree.outcome_at(node, position)
            markers[outcome].append((x, y))
            shown.append((node, x, y, outcome))
        palette = self.palette()
        text, base = palette.color(QPalette.ColorRole.Text), palette.color(QPalette.ColorRole.Base)
        painter.setPen(QPen(blend(text, base, 0.25), 1))
        painter.drawLines(ahead_edges)
        painter.drawRects(ahead)
        painter.setPen(QPen(text, 1))
        painter.drawLines(edges)
        radius = _clamp(min(cw, rh) * 0.18, 1.5, 6.0)
        paint_markers(painter, palette, markers, radius)
        if self.show_badges:
            paint_badges(painter, self, shown, radius)
        if cw >= LABEL_MIN_COLUMN_PX and rh >= LABEL_MIN_ROW_PX:
            self._paint_labels(painter, shown, radius)

    def _paint_labels(self, painter: QPainter, shown: list, radius: float) -> None:
        tree = self.record.tree
        palette = self.palette()
        painter.setFont(self._font)
        text_color = palette.color(QPalette.ColorRole.Text)
        for node, x, y, outcome in shown:
            painter.setPen(text_color)
            box = QRectF(x - self.column_px / 2, y + radius + 1, self.column_px, 14)
            painter.drawText(box, Qt.AlignmentFlag.AlignHCenter, self.node_label(node))
            if outcome == tm.DEAD:
                painter.setPen(DEAD_COLOR)
                painter.drawText(
                    box.translated(0, 12),
                    Qt.AlignmentFlag.AlignHCenter,
                    reason_text(tree.reason[node], self.notation),
                )

    def _paint_skyline(self, painter: QPainter) -> None:
        """One vertical line per two pixel columns spanning the depths of the tree columns it
        covers (only the columns the playback has reached)."""
        tree = self.record.tree
        reached_columns = tree.column[self._reached() - 1] + 1
        palette = self.palette()
        text, base = palette.color(QPalette.ColorRole.Text), palette.color(QPalette.ColorRole.Base)
        self._paint_columns(painter, tree.column_count, blend(text, base, 0.2))  # ahead: faded
        self._paint_columns(painter, reached_columns, blend(text, base, 0.55), self._reached())

    def _paint_columns(
        self, painter: QPainter, columns: int, color: QColor, nodes: int = 0
    ) -> None:
        """The skyline of the tree's first ``columns`` columns, in ``color``; with ``nodes``,
        each bar shaded by how many of those nodes it holds and coloured by their outcome
        (all dead red, on a solution path green), so the shape of a large search shows."""
        tree = self.record.tree
        cw, rh = self.column_px, self.row_px
        ox, oy = self.origin.x(), self.origin.y()
        left = max(0.0, -ox)
        right = min(float(self.width()), columns * cw - ox)
        buckets = math.ceil((right - left) / SKYLINE_STEP_PX)
        if buckets <= 0:
            return
        profile = tree.depth_profile((left + ox) / cw, SKYLINE_STEP_PX / cw, buckets, columns - 1)
        bars = [
            QRectF(x, low * rh + rh / 2 - oy, SKYLINE_STEP_PX, (high - low) * rh + 1)
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
        step = SKYLINE_STEP_PX / cw
        counts = tree.outcome_profile((left + ox) / cw, step, buckets, columns - 1, nodes)
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
        """The solution paths reached so far, then the current path, over everything."""
        record = self.record
        tree = record.tree
        for row in record.solution_rows:
            if row < self.position:
                self._paint_path(painter, tree.path_to(record.node[row]), QPen(SOLUTION_COLOR, 3))
        highlight = self.palette().color(QPalette.ColorRole.Highlight)
        self._paint_path(painter, tree.path_to(self.current_node), QPen(highlight, 3))

    def _paint_path(self, painter: QPainter, path: list[int], pen: QPen) -> None:
        points = [self.node_point(node) for node in path]
        painter.setPen(pen)
        painter.drawLines([QLineF(a, b) for a, b in zip(points, points[1:], strict=False)])
        painter.setBrush(pen.color())
        end = points[-1]
        painter.drawEllipse(end, 4, 4)
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
        if self.follow:
            self.ensure_visible(self.current_node)

    def _scale(self, fx: float, fy: float, anchor: QPointF | None) -> None:
        anchor = anchor if anchor is not None else QPointF(self.width() / 2, self.height() / 2)
        content = anchor + self.origin
        new_cw = _clamp(self.column_px * fx, MIN_COLUMN_PX, MAX_COLUMN_PX)
        new_rh = _clamp(self.row_px * fy, MIN_ROW_PX, MAX_ROW_PX)
        scaled = QPointF(content.x() * new_cw / self.column_px, content.y() * new_rh / self.row_px)
        self.column_px, self.row_px = new_cw, new_rh
        self.origin = scaled - anchor
        self.update()


def paint_markers(painter: QPainter, palette: QPalette, markers: dict, r: float) -> None:
    """Hollow squares for open guesses, crosses for dead ends, diamonds for solution paths:
    ``markers`` maps each outcome to the centres of its nodes (the legend draws with it too)."""
    painter.setBrush(palette.color(QPalette.ColorRole.Base))
    painter.setPen(QPen(palette.color(QPalette.ColorRole.Text), 1.5))
    painter.drawRects([QRectF(x - r, y - r, 2 * r, 2 * r) for x, y in markers[tm.OPEN]])
    painter.setPen(QPen(DEAD_COLOR, 2))
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
