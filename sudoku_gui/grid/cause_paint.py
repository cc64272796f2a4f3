"""The cause of the step shown, drawn over the grid in the cause colour.

A search frame (``BoardOverlay``) names why its step happened; this draws it, so the cause is
on screen with the effect: an arrow from the peer that holds a digit to the candidate it
removes (the peer's digit ringed), a unit outlined where a digit had one place left, a ring
in the cell a rule fixed or left empty, and both copies of a digit that stands twice in a
unit ringed in the conflict colour and joined. The legend draws its samples with these same
functions.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from solver.board import UNITS
from sudoku_gui.grid.colours import GridColours
from sudoku_gui.grid.geometry import GridGeometry
from sudoku_gui.grid.glyphs import mark_boxes, pixel_font
from sudoku_gui.support.board_overlay import BoardOverlay


def paint_cause(
    painter: QPainter, overlay: BoardOverlay, geometry: GridGeometry, colours: GridColours
) -> None:
    """Everything ``overlay`` says about the cause of its step, and the unit it broke, on a
    board laid out as ``geometry``."""
    rects, thick = geometry.rects, geometry.thick
    if overlay.bad_unit >= 0:
        paint_bad_unit(painter, unit_box(rects, overlay.bad_unit), colours, thick)
    if overlay.cause_unit >= 0:
        paint_unit_outline(painter, unit_box(rects, overlay.cause_unit), colours, thick)
    for units, dashed in ((overlay.base_units, False), (overlay.cover_units, True)):
        for unit in units:  # a fish's lines: the base solid, the cover dashed
            paint_unit_outline(painter, unit_box(rects, unit), colours, thick, dashed)
    for cell in overlay.marked:
        paint_ring(painter, rects[cell], colours.cause, thick)
    for number, (peer, cell, digit) in enumerate(overlay.pointers):
        dashed = number in overlay.weak_pointers
        paint_pointer(painter, rects[peer], rects[cell], digit, colours.cause, thick, dashed)
    if overlay.clashes:
        paint_clashes(painter, [rects[c] for c in sorted(overlay.clashes)], colours, thick)
    for number, cell, digit in overlay.numbers:
        paint_number(painter, rects[cell], number, digit, colours.cause)


def unit_box(rects: tuple[QRect, ...], unit: int) -> QRect:
    """The rectangle a unit (0..26) covers: from its first cell's square to its last's."""
    cells = UNITS[unit]
    return rects[cells[0]].united(rects[cells[-1]])


def draws_across(overlay: BoardOverlay) -> bool:
    """Whether ``overlay`` draws anything across cells (a cause, a unit outline)."""
    return bool(
        overlay.pointers
        or overlay.marked
        or overlay.clashes
        or overlay.cause_unit >= 0
        or overlay.bad_unit >= 0
        or overlay.base_units
        or overlay.cover_units
        or overlay.numbers
    )


def paint_bad_unit(painter: QPainter, box: QRect, colours: GridColours, thick: int) -> None:
    """A red dashed double-width outline: the unit in which a digit has no place left."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colours.conflict, thick * 2, Qt.PenStyle.DashLine))
    painter.drawRect(box.adjusted(thick, thick, -thick, -thick))


def paint_unit_outline(
    painter: QPainter, box: QRect, colours: GridColours, thick: int, dashed: bool = False
) -> None:
    """An outline in the cause colour: the unit a hidden single was found in, or a fish's
    base line (a cover line dashed)."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    style = Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine
    painter.setPen(QPen(colours.cause, thick * 1.5, style))
    painter.drawRect(box.adjusted(thick, thick, -thick, -thick))


def paint_ring(painter: QPainter, rect: QRect, colour: QColor, thick: int) -> None:
    """A rounded ring inside a cell: the cell a rule fixed or left without a candidate."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour, thick))
    inset = thick * 2
    painter.drawRoundedRect(
        QRectF(rect.adjusted(inset, inset, -inset, -inset)), rect.width() / 5, rect.width() / 5
    )


def paint_pointer(
    painter: QPainter,
    source: QRect,
    target: QRect,
    digit: int,
    colour: QColor,
    thick: int,
    dashed: bool = False,
) -> None:
    """An arrow from the middle of ``source`` (the peer holding ``digit``, ringed) to the
    place of candidate ``digit`` in ``target``; ``dashed`` for a chain's weak link (at most
    one end true), solid for a strong one (at least one end true)."""
    spot = mark_boxes(target.width(), target.height())[digit - 1].translated(target.topLeft())
    start, end = QPointF(source.center()), QPointF(spot.center())
    length = math.hypot(end.x() - start.x(), end.y() - start.y())
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour, thick))
    radius = source.width() * 0.34
    painter.drawEllipse(start, radius, radius)
    if length <= radius:
        return
    ux, uy = (end.x() - start.x()) / length, (end.y() - start.y()) / length
    tail = QPointF(start.x() + ux * radius, start.y() + uy * radius)
    head = thick * 3.5
    tip = QPointF(end.x() - ux * spot.width() * 0.45, end.y() - uy * spot.height() * 0.45)
    base = QPointF(tip.x() - ux * head, tip.y() - uy * head)
    path = QPainterPath(tail)
    path.lineTo(base)
    style = Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine
    painter.setPen(QPen(colour, thick, style, Qt.PenCapStyle.RoundCap))
    painter.drawPath(path)
    painter.setBrush(colour)
    painter.drawPolygon(
        QPolygonF(
            [
                tip,
                QPointF(base.x() - uy * head * 0.6, base.y() + ux * head * 0.6),
                QPointF(base.x() + uy * head * 0.6, base.y() - ux * head * 0.6),
            ]
        )
    )
    painter.setBrush(Qt.BrushStyle.NoBrush)


def paint_number(painter: QPainter, rect: QRect, number: int, digit: int, colour: QColor) -> None:
    """A numbered badge of a chain of causes: on the place of candidate ``digit`` (the
    removal numbered), or in the top-right corner of the cell (``digit`` 0: its placement)."""
    boxes = mark_boxes(rect.width(), rect.height())
    side = boxes[0].height() * 0.8
    if digit:
        centre = QPointF(boxes[digit - 1].translated(rect.topLeft()).center())
    else:
        centre = QPointF(rect.right() - side * 0.6, rect.top() + side * 0.6)
    badge = QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawEllipse(badge)
    painter.setFont(pixel_font(max(7, side * (0.62 if number < 10 else 0.5)), QFont.Weight.Bold))
    painter.setPen(QColor("white") if colour.lightness() < 160 else QColor("black"))
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(number))
    painter.setBrush(Qt.BrushStyle.NoBrush)


def paint_clashes(painter: QPainter, rects: list[QRect], colours: GridColours, thick: int) -> None:
    """Rings in the conflict colour around every cell of a digit that stands twice."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colours.conflict, thick * 1.5))
    for rect in rects:
        radius = rect.width() * 0.4
        painter.drawEllipse(QPointF(rect.center()), radius, radius)
