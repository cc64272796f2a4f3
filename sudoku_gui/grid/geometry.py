"""Where the grid's cells, lines and coordinates go in a widget of a given size.

The board is a square centred in the widget, with integer borders so lines stay crisp. When
the coordinates are shown (row names down the left, column names across the top, in the
reader's notation), a band on those two sides is kept for them and the square fills the rest.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter

from solver.board import COL_OF, ROW_OF
from solver.notation import col_label, row_label
from sudoku_gui.grid.glyphs import pixel_font

MARGIN = 8
BAND_EMS = 1.1  # the coordinates' band, in the widget font's pixel sizes at least
LABEL_SHARE = 0.7  # the row and column names' pixel size, a share of the band


@dataclass(frozen=True)
class GridGeometry:
    """The cell squares of one layout in an area of ``size``: ``edges`` are the 10 offsets of
    the cell borders from ``origin``; ``band`` the width of the coordinates' band (0 when they
    are hidden)."""

    size: QSize
    origin: QPoint
    edges: tuple[int, ...]
    rects: tuple[QRect, ...]
    band: int
    thin: int
    thick: int

    @property
    def cell(self) -> float:
        return self.edges[-1] / 9

    def row_label_rect(self, row: int) -> QRect:
        """Where the name of ``row`` goes: left of the board, level with the row."""
        top = self.origin.y() + self.edges[row]
        return QRect(
            self.origin.x() - self.band, top, self.band, self.edges[row + 1] - self.edges[row]
        )

    def col_label_rect(self, col: int) -> QRect:
        """Where the name of ``col`` goes: above the board, over the column."""
        left = self.origin.x() + self.edges[col]
        return QRect(
            left, self.origin.y() - self.band, self.edges[col + 1] - self.edges[col], self.band
        )


def lay_out(size: QSize, coordinates: bool, text_px: int = 0) -> GridGeometry:
    """The layout of a board painted in ``size`` (a widget, an image), with room for
    coordinates if shown: a band that grows with the board and is never narrower than
    ``BAND_EMS`` of ``text_px``, the pixel size of the widget's font (so the window's zoom
    grows the row and column names like every other text)."""
    short = min(size.width(), size.height())
    band = max(12, round(short / 32), round(text_px * BAND_EMS)) if coordinates else 0
    side = max(9, min(size.width() - band, size.height() - band) - 2 * MARGIN)
    edges = tuple(round(i * side / 9) for i in range(10))
    side = edges[-1]
    origin = QPoint((size.width() - side + band) // 2, (size.height() - side + band) // 2)
    ox, oy = origin.x(), origin.y()
    rects = tuple(
        QRect(
            ox + edges[COL_OF[c]],
            oy + edges[ROW_OF[c]],
            edges[COL_OF[c] + 1] - edges[COL_OF[c]],
            edges[ROW_OF[c] + 1] - edges[ROW_OF[c]],
        )
        for c in range(81)
    )
    thin, thick = max(1, round(side / 540)), max(2, round(side / 170))
    return GridGeometry(QSize(size), origin, edges, rects, band, thin, thick)


def coordinate_labels(notation: str) -> tuple[list[str], list[str]]:
    """The names drawn beside the board: rows (down the left), columns (across the top)."""
    return [row_label(r, notation) for r in range(9)], [col_label(c, notation) for c in range(9)]


def paint_coordinates(
    painter: QPainter, geometry: GridGeometry, notation: str, colour: QColor
) -> None:
    """Row names down the left of the board and column names across its top."""
    rows, cols = coordinate_labels(notation)
    painter.setPen(colour)
    painter.setFont(pixel_font(geometry.band * LABEL_SHARE, QFont.Weight.DemiBold))
    centre = Qt.AlignmentFlag.AlignCenter
    for index in range(9):
        painter.drawText(geometry.row_label_rect(index), centre, rows[index])
        painter.drawText(geometry.col_label_rect(index), centre, cols[index])
