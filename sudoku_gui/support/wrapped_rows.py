"""Lists whose rows are sentences: each row wraps at the list's width, never cut and never
read by scrolling sideways, and the rows are laid out again when the list is resized (a
panel made narrower on a 1280x720 projector, or wider in the Explain layout)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListView


def wrap_rows(view: QListView) -> None:
    """Make ``view``'s rows wrap at its width (see the module docstring)."""
    view.setWordWrap(True)
    view.setResizeMode(QListView.ResizeMode.Adjust)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)
    view.setTextElideMode(Qt.TextElideMode.ElideNone)
