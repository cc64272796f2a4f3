"""What offscreen Qt needs from the system before a QApplication starts: fonts.

Offscreen (``QT_QPA_PLATFORM=offscreen``: the tests, ``export``, the smoke test in CI) Qt
finds fonts through fontconfig on Linux. Windows has no fontconfig: the offscreen font
database reads ``QT_QPA_FONTDIR``, by default a folder inside Qt that the wheels do not ship,
so text has no glyphs (an exported board without digits) and Qt warns. And the offscreen
theme asks for the family "Sans Serif", an alias fontconfig knows; macOS's CoreText does
not, so Qt searches every family's aliases for it and warns about the cost.

``prepare_offscreen_fonts``, called by the app, the export command and the tests before
their QApplication, points Qt at the system's font folder and makes the application font a
family that folder has. Linux keeps fontconfig's choice.
"""

from __future__ import annotations

import os
import sys
from collections.abc import MutableMapping
from dataclasses import dataclass
from pathlib import PureWindowsPath

from PySide6.QtGui import QFont, QGuiApplication

FONT_FOLDER_VARIABLE = "QT_QPA_FONTDIR"
# The offscreen theme's own point size: kept, so layouts measure as they do on Linux.
THEME_POINT_SIZE = 9


@dataclass(frozen=True, slots=True)
class OffscreenFonts:
    """Where offscreen Qt should read fonts on a system, and the family to ask for."""

    folder: str
    family: str


def offscreen_fonts(platform: str, environ: MutableMapping[str, str]) -> OffscreenFonts | None:
    """The fonts offscreen Qt should use on ``platform`` (a ``sys.platform`` value), or None
    where its own lookup works (fontconfig)."""
    if platform == "win32":
        windows = environ.get("WINDIR") or environ.get("SystemRoot") or r"C:\Windows"
        return OffscreenFonts(str(PureWindowsPath(windows, "Fonts")), "Segoe UI")
    if platform == "darwin":
        return OffscreenFonts("/System/Library/Fonts", "Helvetica")
    return None


def prepare_offscreen_fonts(
    environ: MutableMapping[str, str] = os.environ, platform: str = sys.platform
) -> OffscreenFonts | None:
    """When the platform is offscreen, before the QApplication: set ``QT_QPA_FONTDIR`` (a
    folder the user chose wins) and the application font. Returns what was chosen."""
    if environ.get("QT_QPA_PLATFORM", "").split(":")[0] != "offscreen":
        return None
    fonts = offscreen_fonts(platform, environ)
    if fonts is None:
        return None
    environ.setdefault(FONT_FOLDER_VARIABLE, fonts.folder)
    QGuiApplication.setFont(QFont(fonts.family, THEME_POINT_SIZE))
    return fonts
