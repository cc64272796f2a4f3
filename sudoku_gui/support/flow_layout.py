"""A layout that lines its widgets up like words: left to right, wrapping onto a new row when
the next one would not fit (after Qt's Flow Layout example).

Rows of controls that fit a 1920 px window in one line need three at 1280x720 and more in a
language with longer words; a fixed row is either cut or makes the window wider than the
screen. ``FlowLayout`` answers height-for-width, and ``fit_height`` lets a widget that holds
one claim the height its width needs (a dock does not ask its contents for it).
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    """Items in reading order, wrapped at the layout's width; ``spacing`` between items,
    ``row_spacing`` between rows (default: the same)."""

    def __init__(
        self, parent: QWidget | None = None, spacing: int = 6, row_spacing: int | None = None
    ) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setSpacing(spacing)
        self._row_spacing = spacing if row_spacing is None else row_spacing

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        """One row of everything: what the layout would like."""
        width = sum(item.sizeHint().width() for item in self._items)
        width += self.spacing() * max(len(self._items) - 1, 0)
        height = max((item.sizeHint().height() for item in self._items), default=0)
        return QSize(width, height).grownBy(self.contentsMargins())

    def minimumSize(self) -> QSize:
        """The widest single item: narrower than that, nothing can wrap any more."""
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        return size.grownBy(self.contentsMargins())

    def _arrange(self, rect: QRect, move: bool) -> int:
        """Place (or only measure, unless ``move``) the items in ``rect``; the height used."""
        margins: QMargins = self.contentsMargins()
        area = rect.marginsRemoved(margins)
        x, y, row_height = area.x(), area.y(), 0
        for item in self._items:
            if item.isEmpty():
                continue
            size = item.sizeHint()
            if x > area.x() and x + size.width() > area.right() + 1:
                x, y = area.x(), y + row_height + self._row_spacing
                row_height = 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), size))
            x += size.width() + self.spacing()
            row_height = max(row_height, size.height())
        return y + row_height - rect.y() + margins.bottom()


def fit_height(widget: QWidget) -> None:
    """Give ``widget`` the height its layout needs at its present width. Call it from the
    widget's resizeEvent: docks and splitters ask for a fixed minimum, not height-for-width."""
    layout = widget.layout()
    if layout is None or not layout.hasHeightForWidth():
        return
    needed = layout.totalHeightForWidth(widget.width())
    if needed != widget.minimumHeight():
        widget.setMinimumHeight(needed)
