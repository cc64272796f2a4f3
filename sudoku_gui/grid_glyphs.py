"""The grid's digits, rendered once into transparent pixmaps and reused.

A full repaint of a board of pencil marks is about 700 ``drawText`` calls; while the solver
thread streams events each Python-side call also competes for the GIL, so one repaint could
take 20-30 ms. A cell's text is drawn here once per look instead: a big digit, a corner label, or
the 3x3 block of small digits of a candidate mask, keyed by everything that changes its pixels
(text, font, colour, size, alignment, device pixel ratio). Painting a cell is then one
``drawPixmap``, and the pixels are those ``drawText`` gives, sharp on high-DPI screens.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap

from solver.board import DIGITS_OF

# Enough for every mask in two fonts and a few colours at two cell sizes; over it the cache
# starts afresh (a theme or zoom change, or a very long session).
MAX_GLYPHS = 4096


def mark_boxes(width: int, height: int) -> list[QRect]:
    """Where digits 1..9 go in a cell of this size (1 top left, 9 bottom right), relative
    to the cell's top-left corner."""
    inset = max(2, width // 14)
    w, h = (width - 2 * inset) / 3, (height - 2 * inset) / 3
    return [
        QRect(inset + round(c * w), inset + round(r * h), round(w), round(h))
        for r, c in (divmod(d - 1, 3) for d in range(1, 10))
    ]


class GlyphCache:
    """Pixmaps of cell text in one set of named fonts, made on first use (see the module
    docstring)."""

    def __init__(self, limit: int = MAX_GLYPHS) -> None:
        self._limit = limit
        self._fonts: dict[str, QFont] = {}
        self._pixmaps: dict[tuple, QPixmap] = {}

    def __len__(self) -> int:
        return len(self._pixmaps)

    def set_fonts(self, fonts: dict[str, QFont]) -> None:
        """Draw with these fonts from now on (the cell size changed): forget every pixmap."""
        self._fonts = dict(fonts)
        self._pixmaps.clear()

    def text(
        self,
        text: str,
        font: str,
        color: QColor,
        width: int,
        height: int,
        ratio: float,
        alignment: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    ) -> QPixmap:
        """A ``width`` x ``height`` pixmap with ``text`` aligned in it."""
        key = (text, font, color.rgba(), width, height, ratio, alignment)
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            pixmap, painter = self._blank(key, font, color, width, height, ratio)
            painter.drawText(QRect(0, 0, width, height), int(alignment), text)
            painter.end()
        return pixmap

    def marks(
        self, mask: int, font: str, color: QColor, width: int, height: int, ratio: float
    ) -> QPixmap:
        """A cell-sized pixmap with the digits of ``mask`` small, each in its place."""
        key = (mask, font, color.rgba(), width, height, ratio)
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            pixmap, painter = self._blank(key, font, color, width, height, ratio)
            boxes = mark_boxes(width, height)
            for d in DIGITS_OF[mask]:
                painter.drawText(boxes[d - 1], int(Qt.AlignmentFlag.AlignCenter), str(d))
            painter.end()
        return pixmap

    def _blank(
        self, key: tuple, font: str, color: QColor, width: int, height: int, ratio: float
    ) -> tuple[QPixmap, QPainter]:
        """A new transparent pixmap stored under ``key``, and a painter ready to write on it."""
        if len(self._pixmaps) >= self._limit:
            self._pixmaps.clear()
        pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        self._pixmaps[key] = pixmap
        painter = QPainter(pixmap)
        painter.setFont(self._fonts[font])
        painter.setPen(color)
        return pixmap, painter
