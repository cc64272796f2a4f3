"""The mark of each kind of step, shared by the log, the legend and the playback readouts.

Every kind of recorded event has a small icon drawn here, in the colours the board and the
tree give it (a guess orange like its cell, a dead end red like its node, a solution green),
and a name in plain words. The log draws its rows with ``kind_icon``, and the legend draws
its entries with the same function, so the two can never disagree.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPalette, QPen, QPixmap, QPolygonF

from sudoku_gui.grid.colours import GridColours
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.views.tree_view import DEAD_COLOR, SOLUTION_COLOR
from sudoku_gui.support.words import QT_TRANSLATE_NOOP

ICON_PX = 16

# What each kind of step is, in words (translated where shown: ``kind_words``).
KIND_WORDS = {
    rec.START: QT_TRANSLATE_NOOP("Kinds", "The givens and what they force at once"),
    rec.ASSUME: QT_TRANSLATE_NOOP(
        "Kinds", "A guess: a digit assumed at a cell, to be taken back if it fails"
    ),
    rec.DEDUCE: QT_TRANSLATE_NOOP(
        "Kinds", "A deduction: a cell fixed because the rules leave it one digit"
    ),
    rec.ELIMINATE: QT_TRANSLATE_NOOP(
        "Kinds", "An elimination: a candidate removed because a peer holds its digit"
    ),
    rec.CONTRADICTION: QT_TRANSLATE_NOOP("Kinds", "A dead end: the guesses so far break a rule"),
    rec.BACKTRACK: QT_TRANSLATE_NOOP(
        "Kinds", "A backtrack: the board goes back to before the last guess"
    ),
    rec.SOLVED: QT_TRANSLATE_NOOP("Kinds", "A solution: every cell fixed without breaking a rule"),
}


def kind_color(kind: int, palette: QPalette) -> QColor:
    """The colour of a kind of step, as the board and the tree show it."""
    colours = GridColours.from_palette(palette)
    return {
        rec.ASSUME: colours.guess,
        rec.DEDUCE: colours.solver,
        rec.ELIMINATE: colours.faded,
        rec.CONTRADICTION: DEAD_COLOR,
        rec.BACKTRACK: QColor(130, 90, 200),
        rec.SOLVED: SOLUTION_COLOR,
    }.get(kind, colours.text)


def kind_pixmap(kind: int, palette: QPalette, size: int = ICON_PX) -> QPixmap:
    """The icon of a kind of step: a shape in its colour (so colour is never the only sign)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    color = kind_color(kind, palette)
    pen = QPen(color, max(size / 8, 1.5))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    box = QRectF(size * 0.2, size * 0.2, size * 0.6, size * 0.6)
    if kind == rec.ASSUME:  # a filled disc, like the guess's node
        painter.setBrush(color)
        painter.drawEllipse(box)
    elif kind == rec.CONTRADICTION:  # a cross, like a dead node
        painter.drawLine(box.topLeft(), box.bottomRight())
        painter.drawLine(box.topRight(), box.bottomLeft())
    elif kind == rec.BACKTRACK:  # an arrow back
        middle = box.center().y()
        painter.drawLine(QPointF(box.left(), middle), QPointF(box.right(), middle))
        painter.setBrush(color)
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(box.left(), middle),
                    QPointF(box.left() + size * 0.3, box.top()),
                    QPointF(box.left() + size * 0.3, box.bottom()),
                ]
            )
        )
    elif kind == rec.SOLVED:  # a tick
        painter.drawPolyline(
            QPolygonF(
                [
                    QPointF(box.left(), box.center().y()),
                    QPointF(box.left() + box.width() * 0.4, box.bottom()),
                    QPointF(box.right(), box.top()),
                ]
            )
        )
    elif kind == rec.ELIMINATE:  # a struck-out candidate
        painter.drawLine(box.bottomLeft(), box.topRight())
    elif kind == rec.DEDUCE:  # a filled square, like a fixed cell
        painter.setBrush(color)
        painter.drawRect(box.adjusted(1, 1, -1, -1))
    else:
        painter.drawRect(box)
    painter.end()
    return pixmap


def kind_icon(kind: int, palette: QPalette) -> QIcon:
    return QIcon(kind_pixmap(kind, palette))
