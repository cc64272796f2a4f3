"""Offscreen Qt finds fonts on every system: checked here with the system faked."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from sudoku_gui.support.offscreen import OffscreenFonts, offscreen_fonts, prepare_offscreen_fonts

ROOT = Path(__file__).resolve().parents[3]


def test_windows_reads_the_fonts_of_its_windows_folder():
    fonts = offscreen_fonts("win32", {"WINDIR": r"D:\Win"})
    assert fonts == OffscreenFonts(r"D:\Win\Fonts", "Segoe UI")
    assert offscreen_fonts("win32", {"SystemRoot": r"C:\WINDOWS"}).folder == r"C:\WINDOWS\Fonts"
    assert offscreen_fonts("win32", {}).folder == r"C:\Windows\Fonts"


def test_macos_asks_for_a_family_core_text_has():
    assert offscreen_fonts("darwin", {}) == OffscreenFonts("/System/Library/Fonts", "Helvetica")


def test_linux_keeps_fontconfig():
    assert offscreen_fonts("linux", {}) is None
    environ = {"QT_QPA_PLATFORM": "offscreen"}
    assert prepare_offscreen_fonts(environ, "linux") is None
    assert environ == {"QT_QPA_PLATFORM": "offscreen"}


def test_only_the_offscreen_platform_is_touched():
    environ = {"QT_QPA_PLATFORM": "windows"}
    assert prepare_offscreen_fonts(environ, "win32") is None
    assert "QT_QPA_FONTDIR" not in environ


# A fresh process (the application font is the process's): fake Windows, prepare, start Qt.
SCRIPT = r"""
import os, sys
from PySide6.QtWidgets import QApplication, QLabel
from sudoku_gui.support.offscreen import prepare_offscreen_fonts

os.environ["WINDIR"] = r"E:\Windows"
os.environ.pop("QT_QPA_FONTDIR", None)
prepared = prepare_offscreen_fonts(os.environ, "win32")
os.environ.pop("QT_QPA_FONTDIR")  # this Linux machine reads fontconfig, not E:\Windows\Fonts
app = QApplication([])
print(prepared.folder, "|", app.font().family(), "|", QLabel("7").font().family())
"""


@pytest.mark.process
def test_on_faked_windows_the_font_folder_and_family_are_set_before_qt_starts():
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True,
        timeout=60,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert result.stdout.split(" | ") == [r"E:\Windows\Fonts", "Segoe UI", "Segoe UI\n"]


def test_a_font_folder_the_user_chose_wins(monkeypatch):
    environ = {"QT_QPA_PLATFORM": "offscreen", "QT_QPA_FONTDIR": "/my/fonts"}
    monkeypatch.setattr("sudoku_gui.support.offscreen.QGuiApplication.setFont", lambda f: None)
    assert prepare_offscreen_fonts(environ, "darwin").family == "Helvetica"
    assert environ["QT_QPA_FONTDIR"] == "/my/fonts"
