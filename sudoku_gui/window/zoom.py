"""One zoom for the whole window: View > Zoom in, Zoom out, Actual size.

The zoom is the window's font: ``WindowZoom`` sets it to the application's point size times
the zoom, and every widget inside inherits it (dialogs that should follow set
``WA_WindowPropagation``). Nothing else needs telling: the text panels paint with their
widget's ``font()``, the board derives its candidates, tags and labels from its cell size and
its least side from its font, and custom-painted views measure with ``QFontMetrics``. So one
number makes every text and drawing grow together, from 80 % to 300 %.

Presentation mode has a zoom of its own (remembered apart, larger by default: at 1280x720 a
projector's back row reads the candidates and the panels), so the person's desk zoom comes
back when they leave it.

Signals:
    changed(float)   the zoom now in force (1.0: the application's own size)
    stepped(float)   a person zoomed (Zoom in, Zoom out, Actual size): the new zoom over the
                     old one; presentation mode's switch is not a step (it brings its own
                     arrangement of the panels)
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, Signal, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QWidget

from sudoku_gui.support.settings_values import as_float

ZOOM_KEY = "view/zoom"
PRESENTATION_ZOOM_KEY = "view/presentation_zoom"
# The zooms Zoom in and Zoom out step through (a remembered one between them stays as it is).
STEPS = (0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0)
LOWEST, HIGHEST = STEPS[0], STEPS[-1]
# Presentation mode's first zoom: at 1280x720 the panels' text is at least 20 px (a 12 px
# base font) and the board keeps cells big enough for 14 px candidates.
PRESENTATION_ZOOM = 1.75


class WindowZoom(QObject):
    """The zoom of one window (see the module docstring). The window calls the ``on_*``
    slots from its actions; presentation mode calls ``set_presenting``."""

    changed = Signal(float)
    stepped = Signal(float)

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("window_zoom")
        self._window = window
        base = window.font()
        # (a font given in pixels has no point size: the zoom then scales its pixels)
        self._base_points = base.pointSizeF()
        self._base_pixels = base.pixelSize()
        settings = QSettings()
        self._factors = {
            False: as_float(settings.value(ZOOM_KEY), 1.0, LOWEST, HIGHEST),
            True: as_float(
                settings.value(PRESENTATION_ZOOM_KEY), PRESENTATION_ZOOM, LOWEST, HIGHEST
            ),
        }
        self._presenting = False
        self._apply()

    @property
    def factor(self) -> float:
        """The zoom in force now (presentation mode's while it presents)."""
        return self._factors[self._presenting]

    def set_factor(self, factor: float) -> None:
        """Zoom to ``factor`` (kept within 80 % to 300 %) and remember it, for presentation
        mode while it presents, else for the desk."""
        factor = min(max(factor, LOWEST), HIGHEST)
        before = self.factor
        if factor == before:
            return
        self._factors[self._presenting] = factor
        key = PRESENTATION_ZOOM_KEY if self._presenting else ZOOM_KEY
        QSettings().setValue(key, factor)
        self._apply()
        self.stepped.emit(factor / before)

    def set_presenting(self, on: bool) -> None:
        """Presentation mode began or ended: its own zoom, or the desk's, is in force."""
        if on != self._presenting:
            self._presenting = on
            self._apply()

    @Slot()
    def on_zoom_in(self) -> None:
        self.set_factor(next((step for step in STEPS if step > self.factor + 1e-6), HIGHEST))

    @Slot()
    def on_zoom_out(self) -> None:
        lower = [step for step in STEPS if step < self.factor - 1e-6]
        self.set_factor(lower[-1] if lower else LOWEST)

    @Slot()
    def on_zoom_reset(self) -> None:
        self.set_factor(1.0)

    def _apply(self) -> None:
        font = QFont(self._window.font())
        if self._base_points > 0:
            font.setPointSizeF(self._base_points * self.factor)
        else:
            font.setPixelSize(max(1, round(self._base_pixels * self.factor)))
        self._window.setFont(font)
        self.changed.emit(self.factor)
