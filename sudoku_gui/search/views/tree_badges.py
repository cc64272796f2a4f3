"""The hypothesis tree's logic badges: a small "L" by each guess logic alone could have settled,
and a shade over the subtree of each guess it shows was never needed.

Drawn over the tree view's nodes (zoomed in, where nodes are drawn one by one) from the
view's ``badges`` (``search.model.logic_badges``). A badge is the legend's cause colour, the
shade the same colour faintly, so "logic would have pruned this" reads at a glance.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPalette

from sudoku_gui.grid.colours import GridColours
from sudoku_gui.search.model.tree_words import subtree_end


def paint_badges(painter: QPainter, view, layout) -> None:
    """Badges by the nodes shown in ``layout`` (the view's ``NodeLayout``), and the shade over
    each avoidable guess's subtree. With labels, a badge sits in its label's background after
    the text (no line crosses it); without, above the mark's right."""
    tree = view.record.tree
    cause = GridColours.from_palette(view.palette()).cause
    shade = QColor(cause)
    shade.setAlpha(40)
    cw, rh = view.column_px, view.row_px
    offset = view.node_offset()
    metrics = view.metrics
    font = QFont(view.font())
    size = metrics.line * (0.8 if layout.labels else 0.5)
    font.setPixelSize(max(1, round(size * 0.8)))
    painter.setFont(font)
    text = QFontMetricsF(view.font())
    labels = layout.labels or [None] * len(layout.shown)
    for (node, x, y, _outcome), label in zip(layout.shown, labels, strict=True):
        badge = view.badges.get(node)
        if badge is None:
            continue
        if badge[1] != tree.digit[node]:  # the guess was never needed: shade what it cost
            last = subtree_end(tree, node) - 1
            width = (tree.column[last] - tree.column[node] + 1) * cw
            depth = tree.max_depth - tree.depth[node] + 1
            painter.fillRect(QRectF(x - offset.x(), y - offset.y(), width, depth * rh), shade)
        if label is None:
            box = QRectF(x + layout.radius, y - size - layout.radius, size, size)
        else:
            left = label[0].left() + metrics.pad + text.horizontalAdvance(label[1]) + metrics.pad
            box = QRectF(left, y - size / 2, size, size)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(cause)
        painter.drawEllipse(box)
        painter.setPen(view.palette().color(QPalette.ColorRole.Base))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "L")
    painter.setBrush(Qt.BrushStyle.NoBrush)
