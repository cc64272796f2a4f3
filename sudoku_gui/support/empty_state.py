"""Empty states: where a panel has nothing yet, one line says what to do.

A first start used to show a lone "start" node, an empty log and blank panels, and nothing
said that Play (F5) starts the walk. Each panel that can be empty says in one line how to
fill it: painted in the panel itself (the tree, the log) or as a label in it (the Explain,
Play and Lessons panels). The line is always also the widget's accessible text, so a screen
reader says what a sighted person reads, and it is drawn with the widget's own font, so it
grows with the window's zoom and presentation mode.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter, QPalette
from PySide6.QtWidgets import QLabel, QWidget

from sudoku_gui.support.words import QT_TRANSLATE_NOOP, translate

# The search's panels (the tree and the log) before anything was searched.
FIRST_START = QT_TRANSLATE_NOOP(
    "EmptyState", "Press Play (F5) to watch the search, or type a puzzle"
)
EXPLAIN = QT_TRANSLATE_NOOP(
    "EmptyState",
    "Press Explain solution to see the logical path of this puzzle, step by step",
)
PLAY = QT_TRANSLATE_NOOP(
    "EmptyState", "Click a cell and type a digit; Hint (H) shows the next step"
)
LESSONS = QT_TRANSLATE_NOOP(
    "EmptyState", "Choose a technique in the list, then Show an example or Try one"
)


def empty_text(line: str) -> str:
    """One of the lines above in the reader's language."""
    return translate("EmptyState", line)


def empty_state_label(line: str, name: str, parent: QWidget) -> QLabel:
    """A label saying ``line`` (one of the lines above) in the panel's own font, wrapped to
    the panel's width, in the palette's muted text colour; named ``name`` for checks."""
    label = QLabel(empty_text(line), parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    label.setAccessibleName(label.text())
    return label


def paint_empty_state(painter: QPainter, widget: QWidget, area: QRect, line: str) -> None:
    """Paint ``line`` centred in ``area`` of ``widget``, wrapped, in the widget's font and
    the palette's muted text colour, a line's height in from each side."""
    metrics = widget.fontMetrics()
    room = metrics.height()
    painter.save()
    painter.setFont(widget.font())
    painter.setPen(widget.palette().color(QPalette.ColorRole.PlaceholderText))
    painter.drawText(
        area.adjusted(room, room, -room, -room),
        Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
        empty_text(line),
    )
    painter.restore()
