"""Writing files atomically, and the autosave that keeps the current puzzle across runs.

Every write goes through ``QSaveFile``: the data lands in a temporary file that replaces the
target only when complete, so a crash or a full disk never leaves half a file (and never
destroys the previous autosave). The autosave lives in the platform's app-data folder
(``QStandardPaths.AppDataLocation``); tests switch Qt's standard paths to test mode.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QIODevice, QSaveFile, QStandardPaths

from solver import ParseError
from sudoku_gui.document.files import document_from_text, document_to_text
from sudoku_gui.document.model import Document

AUTOSAVE_NAME = "autosave.sudoku"


def write_atomically(path: Path, text: str) -> None:
    """Replace the file at ``path`` with ``text`` (UTF-8) all at once; OSError on failure."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    file = QSaveFile(str(path))
    if not file.open(QIODevice.OpenModeFlag.WriteOnly):
        raise OSError(f"cannot write {path}: {file.errorString()}")
    file.write(text.encode("utf-8"))
    if not file.commit():
        raise OSError(f"cannot write {path}: {file.errorString()}")


def autosave_path() -> Path:
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / AUTOSAVE_NAME


def save_autosave(document: Document) -> None:
    write_atomically(autosave_path(), document_to_text(document))


def load_autosave() -> Document | None:
    """The autosaved document, or None when there is none or it cannot be read (a bad
    autosave must never stop the app from starting)."""
    path = autosave_path()
    try:
        return document_from_text(path.read_text(encoding="utf-8"), str(path))
    except (OSError, ParseError, UnicodeDecodeError):
        return None
