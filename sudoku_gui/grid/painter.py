"""How a board is painted: ``GridPainter`` paints one ``GridFrame`` on any QPainter.

Each paint covers only the exposed cells: the cell background (a search frame's style, a
hint's fill, the selection, a colour painted by hand, the digit shade, the selection's peers),
then either the player's board (digits, pencil marks, the computed candidates, and Check's
and Hint's marks) or a search frame's board (the solver's digits and candidates, struck-out
eliminations, corner labels), then the lines, the coordinates and, for a search frame, the
cause of its step. The window's grid, the exported pictures and the printed worksheets all
paint through it. Text comes from the painter's glyph cache, so a full repaint stays a few
milliseconds.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QRegion

from solver.board import BIT
from sudoku_gui.grid.cause_paint import paint_cause
from sudoku_gui.grid.colours import GridColours
from sudoku_gui.grid.frame import GridFrame
from sudoku_gui.grid.geometry import paint_coordinates
from sudoku_gui.grid.glyphs import GlyphCache, cell_fonts, mark_boxes, paint_alarm
from sudoku_gui.support.board_overlay import BoardOverlay, CellStyle

LABEL_ALIGN = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom  # in a cell's corner
# A search frame's small text is left out of cells too small to read it (a race lane's board):
# candidates under this many pixels would be a blob, tags would run over the digits.
LEAST_MARK_PX, LEAST_LABEL_PX = 9, 7


class GridPainter:
    """Paints frames of the board (see the module docstring). It keeps the glyphs of the last
    cell size between paints; everything else it reads from the frame."""

    def __init__(self) -> None:
        self._glyphs = GlyphCache()  # the text of cells, in fonts sized for the cells
        self._font_cell: float | None = None  # the cell size the glyphs' fonts are for
        self._marks_readable = self._labels_readable = True  # (at that size)

    def paint(self, painter: QPainter, frame: GridFrame, exposed: QRegion | None = None) -> None:
        """Paint ``frame`` where it meets ``exposed`` (None: all of ``frame.geometry.size``)."""
        geometry, colours = frame.geometry, frame.colours
        if exposed is None:
            exposed = QRegion(QRect(QPoint(), geometry.size))
        if geometry.cell != self._font_cell:
            self._font_cell = geometry.cell
            fonts = cell_fonts(geometry.cell)
            self._glyphs.set_fonts(fonts)
            self._marks_readable = fonts["candidate"].pixelSize() >= LEAST_MARK_PX
            self._labels_readable = fonts["label"].pixelSize() >= LEAST_LABEL_PX
        painter.fillRect(exposed.boundingRect(), colours.window)
        painter.setBrush(Qt.BrushStyle.NoBrush)  # outlines only
        # ``ratio``: the device pixel ratio of what the painter draws on (a screen, an image).
        ratio = painter.deviceTransform().m11()
        for cell, rect in enumerate(geometry.rects):
            if exposed.intersects(rect):
                self._paint_cell(painter, frame, cell, rect, ratio)
        paint_lines(painter, frame)
        if geometry.band:
            paint_coordinates(painter, geometry, frame.notation, colours.label)
        if frame.overlay is not None:
            paint_cause(painter, frame.overlay, geometry, colours)

    def _paint_cell(
        self, painter: QPainter, frame: GridFrame, cell: int, rect: QRect, ratio: float
    ) -> None:
        colours, thick, overlay = frame.colours, frame.geometry.thick, frame.overlay
        style = overlay.styles.get(cell) if overlay is not None else None
        hand = frame.hand_colours.get(cell)
        fill = style_fill(colours, style)
        if fill is not None:
            background = fill
        elif cell in frame.hinted:
            background = colours.hint_fill
        elif cell == frame.selected:
            background = colours.selected
        elif hand is not None and hand[0]:
            background = colours.paint[hand[0] - 1]
        elif frame.shaded(cell):
            background = colours.same_digit
        elif cell in frame.peers:
            background = colours.peer
        else:
            background = colours.base
        painter.fillRect(rect, background)
        if cell in frame.conflicts:
            paint_alarm(painter, rect, colours.conflict, Qt.BrushStyle.BDiagPattern, thick)
        if overlay is not None:
            self._paint_search_cell(painter, frame, overlay, cell, rect, style, ratio)
        else:
            self._paint_player_cell(painter, frame, cell, rect, ratio)
            if frame.highlight is not None:
                paint_highlight(painter, frame, cell, rect)
        if cell == frame.selected:
            inner = rect.adjusted(thick, thick, -thick, -thick)
            painter.setPen(QPen(colours.selection_outline, thick))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(inner)

    def _paint_player_cell(
        self, painter: QPainter, frame: GridFrame, cell: int, rect: QRect, ratio: float
    ) -> None:
        """A cell of the player's board: its digit, or its marks and candidates."""
        colours, kind = frame.colours, frame.kinds[cell]
        if kind is not None:
            self._paint_digit(painter, rect, frame.values[cell], kind, colours.digit(kind), ratio)
            return
        marks = frame.marks[cell]
        computed = frame.candidates[cell] & ~marks if frame.show_candidates else 0
        hand = frame.hand_colours.get(cell)
        if hand is not None and any(hand[1:]):  # candidates painted by hand: a disc behind each
            paint_candidate_colours(painter, colours, hand, rect, marks | computed)
        highlight = frame.highlight
        struck = highlight.struck.get(cell, 0) if highlight is not None else 0
        self._paint_marks(painter, rect, computed & ~struck, "candidate", colours.candidate, ratio)
        self._paint_marks(painter, rect, marks & ~struck, "mark", colours.text, ratio)
        # (only candidates the grid shows are struck: a hint never shows one it hides)
        self._paint_marks(painter, rect, (marks | computed) & struck, "candidate_struck",
                          colours.faded, ratio)  # fmt: skip

    def _paint_search_cell(
        self,
        painter: QPainter,
        frame: GridFrame,
        overlay: BoardOverlay,
        cell: int,
        rect: QRect,
        style: str | None,
        ratio: float,
    ) -> None:
        """The solver's view of a cell, on the background its style chose (``_paint_cell``)."""
        colours, thick = frame.colours, frame.geometry.thick
        if style == CellStyle.CONTRADICTION:
            paint_alarm(painter, rect, colours.conflict, Qt.BrushStyle.DiagCrossPattern, thick)
        elif style == CellStyle.GUESS:
            painter.setPen(QPen(colours.guess, thick, Qt.PenStyle.DashLine))
            painter.drawRect(rect.adjusted(thick, thick, -thick, -thick))
        kind = frame.kinds[cell]
        if kind is not None:
            self._paint_digit(painter, rect, frame.values[cell], kind, colours.digit(kind), ratio)
        elif overlay.candidates and self._marks_readable:
            self._paint_marks(painter, rect, overlay.masks[cell], "mark", colours.text, ratio)
        faded = overlay.fading.get(cell, 0)
        if faded and self._marks_readable:
            self._paint_marks(painter, rect, faded, "candidate_struck", colours.faded, ratio)
        label = overlay.labels.get(cell)
        if label and self._labels_readable:
            corner = rect.adjusted(thick + 1, thick, -thick, -thick)
            glyph = self._glyphs.text(
                label, "label", colours.label, corner.width(), corner.height(), ratio, LABEL_ALIGN
            )
            painter.drawPixmap(corner.topLeft(), glyph)

    def _paint_digit(
        self, painter: QPainter, rect: QRect, digit: int, kind: str, colour: QColor, ratio: float
    ) -> None:
        glyph = self._glyphs.text(str(digit), kind, colour, rect.width(), rect.height(), ratio)
        painter.drawPixmap(rect.topLeft(), glyph)

    def _paint_marks(
        self, painter: QPainter, rect: QRect, mask: int, font: str, colour: QColor, ratio: float
    ) -> None:
        """Small digits, each in its fixed place of a 3x3 pattern (1 top left, 9 bottom right)."""
        if not mask:
            return
        x, y = rect.x(), rect.y()
        strips = self._glyphs.marks(mask, font, colour, rect.width(), rect.height(), ratio)
        for top, strip in strips:
            painter.drawPixmap(x, y + top, strip)


def style_fill(colours: GridColours, style: str | None) -> QColor | None:
    """The background a search frame's cell style gives (None: the style keeps the cell's)."""
    if style == CellStyle.DEDUCED:
        return colours.deduced
    if style == CellStyle.BACKTRACK:
        return colours.backtrack
    if style == CellStyle.GUESS:
        return colours.guess_fill
    return None


def paint_candidate_colours(
    painter: QPainter, colours: GridColours, hand: tuple[int, ...], rect: QRect, shown: int
) -> None:
    """A disc in its colour behind each shown candidate the player coloured (``hand``: the
    cell's colours, candidates' at 1..9)."""
    painter.setPen(Qt.PenStyle.NoPen)
    for digit, box in enumerate(mark_boxes(rect.width(), rect.height()), start=1):
        if hand[digit] and shown & BIT[digit]:
            painter.setBrush(colours.paint[hand[digit] - 1])
            painter.drawEllipse(box.translated(rect.topLeft()))
    painter.setBrush(Qt.BrushStyle.NoBrush)


def paint_highlight(painter: QPainter, frame: GridFrame, cell: int, rect: QRect) -> None:
    """Check's and Hint's marks on one cell of the player's board."""
    highlight, colours, thick = frame.highlight, frame.colours, frame.geometry.thick
    inner = rect.adjusted(thick, thick, -thick, -thick)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if cell in highlight.wrong:
        paint_alarm(painter, rect, colours.conflict, Qt.BrushStyle.DiagCrossPattern, thick)
    if cell in highlight.wrong_marks:
        painter.setPen(QPen(colours.conflict, thick, Qt.PenStyle.DashLine))
        painter.drawRect(inner)
    if cell in highlight.target:
        painter.setPen(QPen(colours.hint, thick * 1.5))
        painter.drawEllipse(inner.adjusted(thick, thick, -thick, -thick))
    elif cell in highlight.pattern:
        painter.setPen(QPen(colours.hint, thick))
        painter.drawRect(inner)


def paint_lines(painter: QPainter, frame: GridFrame) -> None:
    """Thin cell borders, then thick box borders on top, as filled rectangles (crisp)."""
    geometry, colours = frame.geometry, frame.colours
    ox, oy = geometry.origin.x(), geometry.origin.y()
    side = geometry.edges[-1]
    for i, edge in enumerate(geometry.edges):
        box_border = i % 3 == 0
        width = geometry.thick if box_border else geometry.thin
        colour = colours.box_line if box_border else colours.cell_line
        offset = min(max(edge - width // 2, 0), side - width)
        painter.fillRect(QRect(ox + offset, oy, width, side), colour)
        painter.fillRect(QRect(ox, oy + offset, side, width), colour)
