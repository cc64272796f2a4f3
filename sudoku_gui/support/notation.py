"""The notation the reader chose for cell names, shared by every view of a window.

One ``NotationChoice`` per window holds the choice (``solver.notation``: r1c1, A1 or 0-based
(row, col)), remembers it in the settings and tells the views when it changes; each view
formats names with ``cell`` and rewrites the solver's canonical texts with ``text``.

Signals:
    changed(str)   the notation is now this one
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, Signal

from solver.notation import DEFAULT_NOTATION, NOTATIONS, cell_label
from sudoku_gui.support.settings_values import as_choice
from sudoku_gui.support.unit_names import reader_text, reader_unit_name

SETTINGS_KEY = "view/notation"


class NotationChoice(QObject):
    """The chosen notation (see the module docstring)."""

    changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.notation = as_choice(QSettings().value(SETTINGS_KEY), NOTATIONS, DEFAULT_NOTATION)

    def set(self, notation: str) -> None:
        """Choose ``notation`` (one of ``NOTATIONS``), remember it and tell the views."""
        if notation not in NOTATIONS:
            raise ValueError(f"unknown notation {notation!r}")  # (a programming error)
        if notation == self.notation:
            return
        self.notation = notation
        QSettings().setValue(SETTINGS_KEY, notation)
        self.changed.emit(notation)

    def cell(self, cell: int) -> str:
        """A cell's name in the chosen notation."""
        return cell_label(cell, self.notation)

    def unit(self, unit: int) -> str:
        """A unit's name in the chosen notation."""
        return reader_unit_name(unit, self.notation)

    def text(self, canonical: str) -> str:
        """A solver text (canonical r1c1 names) in the chosen notation, its units in the
        reader's language."""
        return reader_text(canonical, self.notation)
