"""How the grid paints itself: a mixin of ``GridWidget`` holding its painting.

Each frame paints only the exposed cells: the cell background (selection, peers, the same
digit, an overlay style), then either the document's content (digits, pencil marks, the
computed candidates, and the player's highlight: Check's wrong entries, a hint's pattern) or
a search frame's board (the solver's digits and candidates, struck-out eliminations, corner
labels), then the lines, the coordinates and, for a search frame, the cause of its step. Text
comes from the widget's glyph cache, so a full repaint stays a few milliseconds.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen

from solver.board import BIT, PEERS, POPCOUNT, SINGLE_DIGIT
from sudoku_gui.grid.cause_paint import paint_cause
from sudoku_gui.grid.colors import GridColors
from sudoku_gui.grid.geometry import paint_coordinates
from sudoku_gui.grid.glyphs import mark_boxes, paint_alarm
from sudoku_gui.grid.overlay import BACKTRACK, CONTRADICTION, DEDUCED, GUESS

LABEL_ALIGN = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom  # in a cell's corner


class GridPainting:
    """The painting half of ``GridWidget`` (see the module docstring)."""

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        colors = self._frame_colors()
        self._ensure_layout()
        painter = QPainter(self)
        painter.fillRect(event.rect(), colors.window)
        painter.setBrush(Qt.BrushStyle.NoBrush)  # outlines only
        region = event.region()
        exposed = [c for c, rect in enumerate(self._rects) if region.intersects(rect)]
        context = self._paint_context(painter, colors)
        for cell in exposed:
            self._paint_cell(painter, colors, context, cell)
        self._paint_lines(painter, colors)
        if self._coordinates:
            paint_coordinates(painter, self._geometry, self._notation, colors.label)
        if self._overlay is not None:
            paint_cause(painter, self._overlay, self.cell_rect, colors, self._thick)
        painter.end()

    def _frame_colors(self) -> GridColors:
        """The colours of this frame, derived again only when the palette or focus changed."""
        palette, focused = self.palette(), self.hasFocus()
        key = (palette.cacheKey(), focused)
        if self._colors is None or self._colors[0] != key:
            self._colors = (key, GridColors.from_palette(palette, focused))
        return self._colors[1]

    def _paint_context(self, painter: QPainter, colors: GridColors) -> dict:
        """What every cell's painting needs, computed once per frame. ``ratio`` is the device
        pixel ratio of what the painter draws on (the screen, or an image in ``render``);
        ``fills`` are the overlay styles that replace the cell's background."""
        values = self._shown_values()
        playing = self._overlay is not None  # a search frame hides the user's selection
        conflicts = self._document.conflict_cells() if not playing else frozenset()
        return {
            "values": values,
            "selected": -1 if playing else self._selected,
            "peers": frozenset() if playing else frozenset(PEERS[self._selected]),
            "same": 0 if playing else values[self._selected],
            "shade": 0 if playing else self._digit_highlight,
            "conflicts": conflicts,
            "ratio": painter.deviceTransform().m11(),
            "styles": self._overlay.styles if self._overlay is not None else {},
            "fills": {
                DEDUCED: colors.deduced,
                BACKTRACK: colors.backtrack,
                GUESS: colors.guess_fill,
            },
            "guess_pen": QPen(colors.guess, self._thick, Qt.PenStyle.DashLine),
            "hinted": (
                highlight.pattern | highlight.target
                if (highlight := self._highlight) is not None and not playing
                else frozenset()
            ),
        }

    def _paint_cell(self, painter: QPainter, colors: GridColors, context: dict, cell: int) -> None:
        rect = self._rects[cell]
        value = context["values"][cell]
        style = context["styles"].get(cell)
        hinted, shade = context["hinted"], context["shade"]
        painted = self._document.colour(cell) if self._overlay is None else 0
        if style in context["fills"]:
            background = context["fills"][style]
        elif cell in hinted:
            background = colors.hint_fill
        elif cell == context["selected"]:
            background = colors.selected
        elif painted:
            background = colors.paint[painted - 1]
        elif (value and value == context["same"]) or (
            shade and (value == shade or not value and self._shows(cell) & BIT[shade])
        ):
            background = colors.same_digit
        elif cell in context["peers"]:
            background = colors.peer
        else:
            background = colors.base
        painter.fillRect(rect, background)
        if cell in context["conflicts"]:
            paint_alarm(painter, rect, colors.conflict, Qt.BrushStyle.BDiagPattern, self._thick)
        if self._overlay is not None:
            self._paint_overlay_cell(painter, colors, context, cell, rect, style)
        else:
            self._paint_document_cell(painter, colors, context, cell, rect)
            if self._highlight is not None:
                self._paint_highlight(painter, colors, cell)
        if cell == context["selected"]:
            inner = rect.adjusted(self._thick, self._thick, -self._thick, -self._thick)
            painter.setPen(QPen(colors.selection_outline, self._thick))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(inner)

    def _paint_document_cell(
        self, painter: QPainter, colors: GridColors, context: dict, cell: int, rect: QRect
    ) -> None:
        doc = self._document
        kind = doc.kind(cell)
        ratio = context["ratio"]
        if kind is not None:
            self._paint_digit(painter, rect, doc.value(cell), kind, colors.digit(kind), ratio)
            return
        marks = doc.marks[cell]
        computed = doc.candidates(cell) & ~marks if self._show_candidates else 0
        if doc.colors[cell] >> 3:  # candidates painted by hand: a disc behind each
            self._paint_candidate_colours(painter, colors, cell, rect, marks | computed)
        struck = self._highlight.struck.get(cell, 0) if self._highlight is not None else 0
        self._paint_marks(painter, rect, computed & ~struck, "candidate", colors.candidate, ratio)
        self._paint_marks(painter, rect, marks & ~struck, "mark", colors.text, ratio)
        # (only candidates the grid shows are struck: a hint never shows one it hides)
        self._paint_marks(painter, rect, (marks | computed) & struck, "candidate_struck",
                          colors.faded, ratio)  # fmt: skip

    def _shows(self, cell: int) -> int:
        """Where a digit may still go in an empty cell, for the digit highlight: the
        player's marks if there are some, else what the rules allow."""
        doc = self._document
        return doc.marks[cell] or doc.candidates(cell)

    def _paint_candidate_colours(
        self, painter: QPainter, colors: GridColors, cell: int, rect: QRect, shown: int
    ) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        for digit, box in enumerate(mark_boxes(rect.width(), rect.height()), start=1):
            colour = self._document.colour(cell, digit)
            if colour and shown & BIT[digit]:
                painter.setBrush(colors.paint[colour - 1])
                painter.drawEllipse(box.translated(rect.topLeft()))
        painter.setBrush(Qt.BrushStyle.NoBrush)

    def _paint_highlight(self, painter: QPainter, colors: GridColors, cell: int) -> None:
        """Check's and Hint's marks on one cell of the player's board."""
        highlight, rect, thick = self._highlight, self._rects[cell], self._thick
        inner = rect.adjusted(thick, thick, -thick, -thick)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if cell in highlight.wrong:
            paint_alarm(painter, rect, colors.conflict, Qt.BrushStyle.DiagCrossPattern, thick)
        if cell in highlight.wrong_marks:
            painter.setPen(QPen(colors.conflict, thick, Qt.PenStyle.DashLine))
            painter.drawRect(inner)
        if cell in highlight.target:
            painter.setPen(QPen(colors.hint, thick * 1.5))
            painter.drawEllipse(inner.adjusted(thick, thick, -thick, -thick))
        elif cell in highlight.pattern:
            painter.setPen(QPen(colors.hint, thick))
            painter.drawRect(inner)

    def _paint_overlay_cell(
        self,
        painter: QPainter,
        colors: GridColors,
        context: dict,
        cell: int,
        rect: QRect,
        style: str | None,
    ) -> None:
        """The solver's view of a cell, on the background its style chose (``_paint_cell``)."""
        overlay = self._overlay
        ratio = context["ratio"]
        if style == CONTRADICTION:
            paint_alarm(painter, rect, colors.conflict, Qt.BrushStyle.DiagCrossPattern, self._thick)
        elif style == GUESS:
            painter.setPen(context["guess_pen"])
            painter.drawRect(rect.adjusted(self._thick, self._thick, -self._thick, -self._thick))
        mask = overlay.masks[cell]
        if POPCOUNT[mask] == 1:
            digit = SINGLE_DIGIT[mask]
            kind = "given" if self._document.givens[cell] == digit else "solver"
            self._paint_digit(painter, rect, digit, kind, colors.digit(kind), ratio)
        elif overlay.candidates:
            self._paint_marks(painter, rect, mask, "mark", colors.text, ratio)
        faded = overlay.fading.get(cell, 0)
        if faded:
            self._paint_marks(painter, rect, faded, "candidate_struck", colors.faded, ratio)
        label = overlay.labels.get(cell)
        if label:
            corner = rect.adjusted(self._thick + 1, self._thick, -self._thick, -self._thick)
            glyph = self._glyphs.text(
                label, "label", colors.label, corner.width(), corner.height(), ratio, LABEL_ALIGN
            )
            painter.drawPixmap(corner.topLeft(), glyph)

    def _paint_digit(
        self, painter: QPainter, rect: QRect, digit: int, kind: str, color: QColor, ratio: float
    ) -> None:
        glyph = self._glyphs.text(str(digit), kind, color, rect.width(), rect.height(), ratio)
        painter.drawPixmap(rect.topLeft(), glyph)

    def _paint_marks(
        self, painter: QPainter, rect: QRect, mask: int, font: str, color: QColor, ratio: float
    ) -> None:
        """Small digits, each in its fixed place of a 3x3 pattern (1 top left, 9 bottom right)."""
        if not mask:
            return
        x, y = rect.x(), rect.y()
        for top, strip in self._glyphs.marks(mask, font, color, rect.width(), rect.height(), ratio):
            painter.drawPixmap(x, y + top, strip)

    def _paint_lines(self, painter: QPainter, colors: GridColors) -> None:
        """Thin cell borders, then thick box borders on top, as filled rectangles (crisp)."""
        ox, oy = self._origin.x(), self._origin.y()
        side = self._edges[-1]
        for i, edge in enumerate(self._edges):
            thick = i % 3 == 0
            width = self._thick if thick else self._thin
            color = colors.box_line if thick else colors.cell_line
            offset = edge - width // 2
            offset = min(max(offset, 0), side - width)
            painter.fillRect(QRect(ox + offset, oy, width, side), color)
            painter.fillRect(QRect(ox, oy + offset, side, width), color)
