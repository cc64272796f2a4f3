"""The app's light and dark palettes (View > Theme), applied with the Fusion style.

"System" keeps the platform's style and palette as the app found them; Light and Dark use
Fusion, the style that follows a palette everywhere, with the palettes below. Every colour of
the grid is derived from the palette (``grid.colours``), so it keeps its contrast in each
(a test computes it).
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

from sudoku_gui.support.words import QT_TRANSLATE_NOOP

SYSTEM, LIGHT, DARK = "system", "light", "dark"
THEMES = {  # name -> what View > Theme says
    SYSTEM: QT_TRANSLATE_NOOP("Themes", "&System"),
    LIGHT: QT_TRANSLATE_NOOP("Themes", "&Light"),
    DARK: QT_TRANSLATE_NOOP("Themes", "&Dark"),
}

_ROLE = QPalette.ColorRole
_LIGHT = {
    _ROLE.Window: (239, 239, 239), _ROLE.Base: (255, 255, 255),
    _ROLE.AlternateBase: (245, 245, 245),
    _ROLE.Text: (20, 20, 20), _ROLE.WindowText: (20, 20, 20), _ROLE.Button: (239, 239, 239),
    _ROLE.ButtonText: (20, 20, 20), _ROLE.Highlight: (48, 140, 198),
    _ROLE.HighlightedText: (255, 255, 255), _ROLE.ToolTipBase: (255, 255, 220),
    _ROLE.ToolTipText: (20, 20, 20), _ROLE.Link: (20, 80, 200), _ROLE.Mid: (190, 190, 190),
}  # fmt: skip
_DARK = {
    _ROLE.Window: (45, 45, 48), _ROLE.Base: (30, 30, 32), _ROLE.AlternateBase: (40, 40, 44),
    _ROLE.Text: (230, 230, 230), _ROLE.WindowText: (230, 230, 230), _ROLE.Button: (53, 53, 56),
    _ROLE.ButtonText: (230, 230, 230), _ROLE.Highlight: (42, 130, 218),
    _ROLE.HighlightedText: (255, 255, 255), _ROLE.ToolTipBase: (53, 53, 56),
    _ROLE.ToolTipText: (230, 230, 230), _ROLE.Link: (120, 170, 255), _ROLE.Mid: (90, 90, 95),
}  # fmt: skip


def palette_of(theme: str) -> QPalette:
    """The palette of LIGHT or DARK (disabled text greyed, so it reads as disabled)."""
    palette = QPalette()
    for role, rgb in (_DARK if theme == DARK else _LIGHT).items():
        palette.setColor(role, QColor(*rgb))
    grey = QColor(120, 120, 120) if theme == DARK else QColor(150, 150, 150)
    for role in (_ROLE.Text, _ROLE.WindowText, _ROLE.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, grey)
    return palette


class ThemeSwitcher:
    """Applies a theme to the application, remembering how the system looked at first."""

    def __init__(self, app: QApplication) -> None:
        self.app = app
        self._system_style = app.style().name()
        self._system_palette = QPalette(app.palette())
        self.theme = SYSTEM

    def apply(self, theme: str) -> None:
        if theme not in THEMES:
            raise ValueError(f"unknown theme {theme!r}")
        self.theme = theme
        if theme == SYSTEM:
            self.app.setStyle(QStyleFactory.create(self._system_style) or self._system_style)
            self.app.setPalette(self._system_palette)
        else:
            self.app.setStyle(QStyleFactory.create("Fusion"))
            self.app.setPalette(palette_of(theme))
