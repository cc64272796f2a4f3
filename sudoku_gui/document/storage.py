"""Writing files atomically, and the autosave that keeps the current puzzle across runs.

Every write goes through ``QSaveFile``: the data lands in a temporary file that replaces the
target only when complete, so a crash or a full disk never leaves half a file (and never
destroys the previous autosave). The autosave lives in the app's data folder
(``support.user_data.data_folder``: the system's app-data folder, or the one a test names).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QIODevice, QSaveFile

from solver import ParseError
from sudoku_gui.document.files import MAX_DOCUMENT_BYTES, document_from_text, document_to_text
from sudoku_gui.document.model import Document
from sudoku_gui.support.problem_text import problem_text
from sudoku_gui.support.user_data import data_folder
from sudoku_gui.support.words import translate

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
    return data_folder() / AUTOSAVE_NAME


def save_autosave(document: Document) -> None:
    write_atomically(autosave_path(), document_to_text(document))


def load_autosave() -> tuple[Document | None, str]:
    """The autosaved document (None when there is none), and what was wrong with it if it
    could not be read: a broken autosave is moved aside as ``autosave.sudoku.broken`` (kept
    for a look, never read again), so a bad file can never stop the app from starting."""
    path = autosave_path()
    if not path.exists():
        return None, ""
    try:
        if path.stat().st_size > MAX_DOCUMENT_BYTES:
            raise ParseError(translate("Storage", "the file is too large"), source=str(path))
        text = path.read_bytes().decode("utf-8")
        return document_from_text(text, str(path)), ""
    except (OSError, ParseError, ValueError, RecursionError, MemoryError) as error:
        problem = problem_text(error)
        broken = path.with_name(path.name + ".broken")
        try:
            path.replace(broken)
        except OSError:
            return None, translate(
                "Storage", "The autosaved puzzle could not be read ({problem})."
            ).format(problem=problem)
        return None, (
            translate(
                "Storage",
                "The autosaved puzzle could not be read ({problem}); it was moved aside as "
                "{name} and the app starts with an empty grid.",
            ).format(problem=problem, name=broken.name)
        )
