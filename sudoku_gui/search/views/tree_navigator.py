"""Scrollbars and an overview around the hypothesis tree, so a large tree can be found again.

``TreeNavigator`` holds the tree view with a horizontal and a vertical scrollbar and, under it,
an overview (``tree_overview``): the tree the view draws (as far as the playback has reached,
unless the whole tree is asked for), small, with the rectangle the view shows, under a caption
that says so; clicking or dragging in the overview moves the view there. Both follow the view
after each of its paints (zoom, drag, follow), so they never disagree with it. Sizes come from
the font, as the view's do.

Signals (TreeNavigator):
    moved_by_hand()   the reader scrolled or used the overview (following the search stops)
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QFontMetricsF, QMouseEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QGridLayout, QScrollBar, QWidget

from sudoku_gui.search.views.tree_view import HypothesisTreeView
from sudoku_gui.support.words import translate

OVERVIEW_LINES = 4  # the caption's line and three lines' height of drawing


def content_size(view: HypothesisTreeView) -> tuple[float, float]:
    """The width and height of the drawn tree at the view's zoom, margins included."""
    width, height = view.content_size()
    return width + 2 * view.margin(), height + 2 * view.margin()


class TreeOverview(QWidget):
    """The whole tree, small, with the rectangle the view shows (see the module docstring)."""

    def __init__(self, view: HypothesisTreeView, navigator: TreeNavigator) -> None:
        super().__init__(navigator)
        self.navigator = navigator
        self.setObjectName("tree_overview")
        self.setAccessibleName(translate("TreeNavigator", "Tree overview"))
        self.caption = translate(
            "TreeNavigator", "Overview: the whole tree; the frame is what the panel shows"
        )
        self.setAccessibleDescription(self.caption)
        self.setToolTip(self.caption)
        self.view = view
        self._size_to_font()
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            self._size_to_font()
        super().changeEvent(event)

    def _size_to_font(self) -> None:
        self.setFixedHeight(round(QFontMetricsF(self.font()).height() * OVERVIEW_LINES))

    def drawing_rect(self) -> QRectF:
        """Where the tree is drawn: under the caption's line."""
        line = QFontMetricsF(self.font()).height()
        return QRectF(self.rect()).adjusted(0, line, 0, 0)

    def world(self) -> QRectF:
        """What the overview shows, in the tree's coordinates: the tree with its margins,
        or along an axis where the tree is smaller than the panel, what the panel shows (a
        small tree is as small in the overview as in the panel)."""
        view = self.view
        width, height = content_size(view)
        x, y, m = view.origin.x(), view.origin.y(), view.margin()
        left, wide = (-m, width) if width >= view.width() else (x, view.width())
        top, high = (-m, height) if height >= view.height() else (y, view.height())
        return QRectF(left, top, max(wide, 1.0), max(high, 1.0))

    def _scale(self) -> tuple[float, float]:
        world, area = self.world(), self.drawing_rect()
        return area.width() / world.width(), area.height() / world.height()

    def to_overview(self, point: QPointF) -> QPointF:
        """A point of the tree's coordinates in overview pixels."""
        sx, sy = self._scale()
        world, area = self.world(), self.drawing_rect()
        return QPointF(
            area.left() + (point.x() - world.left()) * sx,
            area.top() + (point.y() - world.top()) * sy,
        )

    def visible_rect(self) -> QRectF:
        """Where the view's viewport lies, in overview pixels."""
        sx, sy = self._scale()
        view = self.view
        corner = self.to_overview(view.origin)
        return QRectF(corner.x(), corner.y(), view.width() * sx, view.height() * sy)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.AlternateBase))
        area = self.drawing_rect()
        caption = QRectF(self.rect()).adjusted(4, 0, -4, 0)
        caption.setHeight(area.top())
        painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
        painter.setFont(self.font())
        elided = QFontMetricsF(self.font()).elidedText(
            self.caption, Qt.TextElideMode.ElideRight, caption.width()
        )
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(caption, flags, elided)
        view = self.view
        tree = view.record.tree
        rows = view.extent()[1]
        sx, sy = self._scale()
        # Two overview pixels a bar, over the columns whose nodes (with their labels) it
        # covers: a small tree shows its nodes, a large one its skyline.
        corner = self.to_overview(QPointF(0, 0))
        left, top = corner.x(), corner.y()
        width = view.content_size()[0] * sx
        box_width, box_height = view.node_box()
        cw, box = view.column_px * sx, box_width * sx
        row = view.row_px * sy
        last = tree.column[view.shown_count() - 1]
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.color(QPalette.ColorRole.Mid))
        bars = []
        for i in range(max(1, math.ceil(width / 2))):
            first = max(0, math.ceil((2 * i - box) / cw))
            end = min(last, math.floor((2 * i + 2) / cw))
            if first > end:
                continue
            low, high = tree.depth_profile(first, end - first + 1, 1, last)[0]
            high = min(high, rows - 1)
            if low <= high:
                height = (high - low) * row + box_height * sy
                bars.append(QRectF(left + 2 * i, top + low * row, 2, height))
        painter.drawRects(bars)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), 2))
        painter.drawRect(self.visible_rect().intersected(area.adjusted(1, 1, -1, -1)))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._centre_on(event.position())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._centre_on(event.position())

    def _centre_on(self, point: QPointF) -> None:
        """Move the view so the tree point under ``point`` is in its middle."""
        sx, sy = self._scale()
        view = self.view
        world, area = self.world(), self.drawing_rect()
        self.navigator.moved_by_hand.emit()
        view.set_origin(
            QPointF(
                world.left() + (point.x() - area.left()) / sx - view.width() / 2,
                world.top() + (point.y() - area.top()) / sy - view.height() / 2,
            )
        )


class TreeNavigator(QWidget):
    """The tree view with its scrollbars and overview (see the module docstring)."""

    moved_by_hand = Signal()

    def __init__(self, view: HypothesisTreeView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tree_navigator")
        self.view = view
        self.horizontal = QScrollBar(Qt.Orientation.Horizontal, self)
        self.vertical = QScrollBar(Qt.Orientation.Vertical, self)
        self.overview = TreeOverview(view, self)
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(view, 0, 0)
        layout.addWidget(self.vertical, 0, 1)
        layout.addWidget(self.horizontal, 1, 0)
        layout.addWidget(self.overview, 2, 0, 1, 2)
        self._syncing = False
        self.horizontal.valueChanged.connect(self._on_scrolled)
        self.vertical.valueChanged.connect(self._on_scrolled)
        view.installEventFilter(self)  # (only the tree's own events: a few a frame)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.Paint:
            self._follow_view()
        return False

    def _follow_view(self) -> None:
        """Set the bars' ranges and values from the view, and repaint the overview."""
        view = self.view
        width, height = content_size(view)
        self._syncing = True
        for bar, content, page, offset in (
            (self.horizontal, width, view.width(), view.origin.x()),
            (self.vertical, height, view.height(), view.origin.y()),
        ):
            bar.setRange(0, max(0, round(content - page)))
            bar.setPageStep(max(1, page))
            bar.setValue(round(offset + view.margin()))
        self._syncing = False
        self.overview.update()

    def _on_scrolled(self, _value: int) -> None:
        if self._syncing:
            return
        view = self.view
        self.moved_by_hand.emit()
        margin = view.margin()
        view.set_origin(QPointF(self.horizontal.value() - margin, self.vertical.value() - margin))
