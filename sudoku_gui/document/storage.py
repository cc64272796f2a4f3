"""Writing files atomically, and the autosave that keeps the current puzzle across runs.

Every write goes through ``solver.safe_io.write_bytes_atomic``: the data lands in a
temporary file in the same folder, flushed and synced, that replaces the target only when
complete, so a crash or a full disk never leaves half a file (and never destroys the previous
autosave); a target that is a device, a FIFO or a folder is refused, and a symlink is
replaced by the file, not followed (``QSaveFile`` follows it, and would replace the device
node it points at). The autosave lives in the app's data folder
(``support.user_data.data_folder``: the system's app-data folder, or the one a test names)
and is read through ``solver.safe_io`` (a FIFO or a device there is refused at once).
"""

from __future__ import annotations

from pathlib import Path

from solver import ParseError
from solver.safe_io import move_aside, read_text_bounded, write_text_atomic
from sudoku_gui.document.files import MAX_DOCUMENT_BYTES, document_from_text, document_to_text
from sudoku_gui.document.model import Document
from sudoku_gui.support.problem_text import problem_text
from sudoku_gui.support.user_data import data_folder
from sudoku_gui.support.words import translate

AUTOSAVE_NAME = "autosave.sudoku"


def write_atomically(path: Path, text: str) -> str | None:
    """Replace the file at ``path`` with ``text`` (UTF-8) all at once; OSError on failure
    (``safe_io.WriteRefused`` for a target that is not a regular file). Returns a note (a
    Phrase) when ``path`` was a symlink, now replaced by the file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    return write_text_atomic(path, text)


def autosave_path() -> Path:
    return data_folder() / AUTOSAVE_NAME


def save_autosave(document: Document) -> None:
    write_atomically(autosave_path(), document_to_text(document))


def load_autosave() -> tuple[Document | None, str]:
    """The autosaved document (None when there is none), and what was wrong with it if it
    could not be read: a broken autosave is moved aside as ``autosave.sudoku.broken`` (then
    ``.broken-2``, ...: never over an earlier one; kept for a look, never read again), so a
    bad file can never stop the app from starting."""
    path = autosave_path()
    if not path.exists() and not path.is_symlink():
        return None, ""
    try:
        text = read_text_bounded(path, MAX_DOCUMENT_BYTES)
        return document_from_text(text, str(path)), ""
    except (OSError, ParseError, ValueError, RecursionError, MemoryError) as error:
        problem = problem_text(error)
        try:
            broken = move_aside(path, "broken")
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
