"""The hypothesis tree's logic badges: a small "L" by each guess logic alone could have settled,
and a shade over the subtree of each guess it shows was never needed.

Drawn over the tree view's nodes (zoomed in, where nodes are drawn one by one) from the
view's ``badges`` (``search.model.logic_badges``). A badge is the legend's cause colour, the
shade the same colour faintly, so "logic would have pruned this" reads at a glance.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPalette

from sudoku_gui.grid.colours import GridColours
from sudoku_gui.search.model.tree_words import subtree_end


def paint_badges(painter: QPainter, view, shown: list, radius: float) -> None:
    """Badges by the ``shown`` nodes (node, x, y, outcome) of ``view``, and the shade over
    each avoidable guess's subtree."""
    tree = view.record.tree
    cause = GridColours.from_palette(view.palette()).cause
    shade = QColor(cause)
    shade.setAlpha(40)
    cw, rh = view.column_px, view.row_px
    font = QFont(view.font())
    font.setPixelSize(max(8, round(radius * 2)))
    painter.setFont(font)
    for node, x, y, _outcome in shown:
        badge = view.badges.get(node)
        if badge is None:
            continue
        if badge[1] != tree.digit[node]:  # the guess was never needed: shade what it cost
            last = subtree_end(tree, node) - 1
            width = (tree.column[last] - tree.column[node] + 1) * cw
            depth = tree.max_depth - tree.depth[node] + 1
            painter.fillRect(QRectF(x - cw / 2, y - rh / 2, width, depth * rh), shade)
        box = QRectF(x + radius, y - radius * 3, radius * 2.4, radius * 2.4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(cause)
        painter.drawEllipse(box)
        painter.setPen(view.palette().color(QPalette.ColorRole.Base))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "L")
    painter.setBrush(Qt.BrushStyle.NoBrush)
