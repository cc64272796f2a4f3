"""Scrollbars and an overview around the hypothesis tree, so a large tree can be found again.

``TreeNavigator`` holds the tree view with a horizontal and a vertical scrollbar and, under it,
an overview (``tree_overview``): the whole recorded tree drawn small, with the rectangle the
view shows; clicking or dragging in the overview moves the view there. Both follow the view
after each of its paints (zoom, drag, follow), so they never disagree with it.

Signals (TreeNavigator):
    moved_by_hand()   the reader scrolled or used the overview (following the search stops)
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QGridLayout, QScrollBar, QWidget

from sudoku_gui.search.views.tree_view import MARGIN_PX, HypothesisTreeView
from sudoku_gui.support.words import translate

OVERVIEW_PX = 56


def content_size(view: HypothesisTreeView) -> tuple[float, float]:
    """The width and height of the whole tree at the view's zoom, margins included."""
    tree = view.record.tree
    return (
        tree.column_count * view.column_px + 2 * MARGIN_PX,
        (tree.max_depth + 1) * view.row_px + 2 * MARGIN_PX,
    )


class TreeOverview(QWidget):
    """The whole tree, small, with the rectangle the view shows (see the module docstring)."""

    def __init__(self, view: HypothesisTreeView, navigator: TreeNavigator) -> None:
        super().__init__(navigator)
        self.navigator = navigator
        self.setObjectName("tree_overview")
        self.setAccessibleName(translate("TreeNavigator", "Tree overview"))
        self.view = view
        self.setFixedHeight(OVERVIEW_PX)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def _scale(self) -> tuple[float, float]:
        width, height = content_size(self.view)
        return self.width() / max(width, 1.0), self.height() / max(height, 1.0)

    def visible_rect(self) -> QRectF:
        """Where the view's viewport lies, in overview pixels."""
        sx, sy = self._scale()
        view = self.view
        origin = view.origin + QPointF(MARGIN_PX, MARGIN_PX)
        return QRectF(origin.x() * sx, origin.y() * sy, view.width() * sx, view.height() * sy)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.AlternateBase))
        tree = self.view.record.tree
        columns = tree.column_count
        if columns:
            buckets = max(1, self.width() // 2)
            per = columns / buckets
            rows = tree.max_depth + 1
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(palette.color(QPalette.ColorRole.Mid))
            bars = [
                QRectF(
                    2 * i, low * self.height() / rows, 2, (high - low + 1) * self.height() / rows
                )
                for i, (low, high) in enumerate(tree.depth_profile(0, per, buckets, columns - 1))
                if low <= high
            ]
            painter.drawRects(bars)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), 2))
        painter.drawRect(
            self.visible_rect().intersected(QRectF(self.rect()).adjusted(1, 1, -1, -1))
        )
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
        self.navigator.moved_by_hand.emit()
        view.set_origin(
            QPointF(
                point.x() / sx - MARGIN_PX - view.width() / 2,
                point.y() / sy - MARGIN_PX - view.height() / 2,
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
            bar.setValue(round(offset + MARGIN_PX))
        self._syncing = False
        self.overview.update()

    def _on_scrolled(self, _value: int) -> None:
        if self._syncing:
            return
        view = self.view
        self.moved_by_hand.emit()
        view.set_origin(
            QPointF(self.horizontal.value() - MARGIN_PX, self.vertical.value() - MARGIN_PX)
        )
