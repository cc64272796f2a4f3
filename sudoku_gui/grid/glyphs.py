"""The grid's digits, rendered once into transparent pixmaps and reused.

A full repaint of a board of pencil marks is about 700 ``drawText`` calls; while the solver
thread streams events each Python-side call also competes for the GIL, so one repaint could
take 20-30 ms. A cell's text is drawn here once per look instead, keyed by everything that
changes its pixels (text, font, colour, size, alignment, device pixel ratio): a big digit or a
corner label is one pixmap; small digits come in strips, one per row of the 3x3 pattern
(digits 1-3, 4-6, 7-9), so any mask is at most three ``drawPixmap`` calls while the memory
stays bounded (21 strips per look, not one pixmap per each of 511 masks). The pixels are those
``drawText`` gives, sharp on high-DPI screens.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap

from solver.board import DIGITS_OF

# Enough for the digits, strips and labels of a few looks; over it the cache starts afresh
# (a theme or zoom change, or a very long session).
MAX_GLYPHS = 2048


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
        self._mark_rows: dict[tuple, list[tuple[int, QPixmap]]] = {}  # per mask: its strips

    def __len__(self) -> int:
        return len(self._pixmaps)

    def set_fonts(self, fonts: dict[str, QFont]) -> None:
        """Draw with these fonts from now on (the cell size changed): forget every pixmap."""
        self._fonts = dict(fonts)
        self._pixmaps.clear()
        self._mark_rows.clear()

    def text(
        self,
        text: str,
        font: str,
        colour: QColor,
        width: int,
        height: int,
        ratio: float,
        alignment: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    ) -> QPixmap:
        """A ``width`` x ``height`` pixmap with ``text`` aligned in it; a text wider than
        ``width`` in its font is drawn smaller, so it fits whole (a long tag, "HS box 7")."""
        key = (text, font, colour.rgba(), width, height, ratio, alignment)
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            pixmap, painter = self._blank(key, font, colour, width, height, ratio)
            wide = QFontMetricsF(painter.font()).horizontalAdvance(text)
            if wide > width > 0:
                smaller = QFont(painter.font())
                smaller.setPixelSize(max(6, int(smaller.pixelSize() * width / wide)))
                painter.setFont(smaller)
            painter.drawText(QRect(0, 0, width, height), int(alignment), text)
            painter.end()
        return pixmap

    def marks(
        self, mask: int, font: str, colour: QColor, width: int, height: int, ratio: float
    ) -> list[tuple[int, QPixmap]]:
        """The digits of ``mask`` small, each in its place in a cell of this size: a strip
        per row of the pattern that has any, with its offset from the cell's top."""
        key = (mask, font, colour.rgba(), width, height, ratio)
        rows = self._mark_rows.get(key)
        if rows is None:
            boxes = mark_boxes(width, height)
            rows = []
            for row in range(3):
                digits = (mask >> 3 * row) & 0b111
                if digits:
                    top = boxes[3 * row].y()
                    strip = self._strip(row, digits, font, colour, width, boxes, ratio)
                    rows.append((top, strip))
            self._mark_rows[key] = rows
        return rows

    def _strip(
        self, row: int, digits: int, font: str, colour: QColor, width: int, boxes, ratio: float
    ) -> QPixmap:
        """One row of the pattern, ``digits`` being its three bits (the row's first digit
        is bit 0), as wide as the cell and as high as the row's boxes."""
        first = boxes[3 * row]
        key = ("strip", row, digits, font, colour.rgba(), width, first.height(), ratio)
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            pixmap, painter = self._blank(key, font, colour, width, first.height(), ratio)
            for d in DIGITS_OF[digits << 3 * row]:
                box = boxes[d - 1].translated(0, -first.y())
                painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), str(d))
            painter.end()
        return pixmap

    def _blank(
        self, key: tuple, font: str, colour: QColor, width: int, height: int, ratio: float
    ) -> tuple[QPixmap, QPainter]:
        """A new transparent pixmap stored under ``key``, and a painter ready to write on it."""
        if len(self._pixmaps) >= self._limit:
            self._pixmaps.clear()
            self._mark_rows.clear()
        pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        self._pixmaps[key] = pixmap
        painter = QPainter(pixmap)
        painter.setFont(self._fonts[font])
        painter.setPen(colour)
        return pixmap, painter


def paint_alarm(
    painter: QPainter, rect: QRect, colour: QColor, pattern: Qt.BrushStyle, width: int
) -> None:
    """Colour AND shape: a hatch pattern and an outline, so it reads without colour vision."""
    painter.fillRect(rect, QBrush(colour, pattern))
    painter.setPen(QPen(colour, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(rect.adjusted(width, width, -width, -width))


def pixel_font(pixel_size: float, weight: QFont.Weight, italic: bool = False) -> QFont:
    """A font of the app's family at an exact pixel size (never below 6 px)."""
    font = QFont()
    font.setPixelSize(max(6, round(pixel_size)))
    font.setWeight(weight)
    font.setItalic(italic)
    return font


def cell_fonts(cell: float) -> dict[str, QFont]:
    """The grid's named fonts for cells of ``cell`` pixels: big digits by kind, small ones,
    corner labels, and struck-out candidates (eliminated during playback)."""
    fonts = {
        "given": pixel_font(cell * 0.6, QFont.Weight.Bold),
        "entry": pixel_font(cell * 0.6, QFont.Weight.Normal),
        "solver": pixel_font(cell * 0.6, QFont.Weight.Light, italic=True),
        "mark": pixel_font(cell * 0.28, QFont.Weight.DemiBold),
        "candidate": pixel_font(cell * 0.28, QFont.Weight.Light, italic=True),
        "label": pixel_font(cell * 0.2, QFont.Weight.DemiBold),
    }
    struck = QFont(fonts["candidate"])
    struck.setStrikeOut(True)
    fonts["candidate_struck"] = struck
    return fonts
