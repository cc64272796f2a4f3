"""How large a widget's text is against the application's: the window's zoom as any widget
inside the window sees it, through its inherited font, without a reference to the zoom."""

from __future__ import annotations

from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QWidget


def text_zoom(widget: QWidget) -> float:
    """``widget``'s font pixel size over the application font's (1.0: no zoom)."""
    return QFontInfo(widget.font()).pixelSize() / max(QFontInfo(QApplication.font()).pixelSize(), 1)
