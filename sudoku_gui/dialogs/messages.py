"""The window's questions and messages: non-blocking message boxes and the file pickers.

``WindowDialogs`` is a part the main window owns (``window.dialogs``): every question the
window asks a person and every message it shows goes through it, so a test replaces its
methods and nothing waits for a person.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QStatusBar, QWidget

from solver.compiled import cython_version
from sudoku_gui.document.files import DOCUMENT_SUFFIX, OPEN_FILTERS, SAVE_FILTERS, file_filter
from sudoku_gui.support.notation import NotationChoice
from sudoku_gui.support.words import translate


class WindowDialogs:
    """Message boxes and file dialogs of one window: window-modal over ``parent``, each
    message also in its ``status`` bar, cells named in its ``notation``."""

    def __init__(self, parent: QWidget, status: QStatusBar, notation: NotationChoice) -> None:
        self._parent = parent
        self._status = status
        self._notation = notation

    def show_error(self, title: str, text: str) -> None:
        """Tell the person something failed: in the status bar and a window-modal box."""
        self._status.showMessage(text, 10000)
        self._message_box(QMessageBox.Icon.Warning, title, text)

    def show_info(self, title: str, text: str) -> None:
        self._status.showMessage(text, 10000)
        self._message_box(QMessageBox.Icon.Information, title, text)

    def confirm(self, title: str, text: str, accept: str) -> bool:
        """Ask before doing something that cannot be taken back lightly: whether the person
        chose the button ``accept`` (rather than Cancel)."""
        box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=self._parent)
        box.setObjectName("confirm_box")
        chosen = box.addButton(accept, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return box.clickedButton() is chosen

    def _message_box(self, icon: QMessageBox.Icon, title: str, text: str) -> None:
        text = self._notation.text(text)  # (cells named as the reader chose)
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self._parent)
        box.setObjectName("message_box")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()  # window-modal, does not block the event loop

    def choose_puzzle(self, labels: list[str]) -> int | None:
        """Which puzzle of a file with several to open (None when cancelled)."""
        label, ok = QInputDialog.getItem(
            self._parent,
            translate("Messages", "Open"),
            translate("Messages", "This file holds several puzzles. Open:"),
            labels,
            0,
            False,
        )
        return labels.index(label) if ok else None

    def ask_open_path(self, folder: Path) -> Path | None:
        """A puzzle file to open, the picker starting in ``folder`` (None when cancelled)."""
        path, _ = QFileDialog.getOpenFileName(
            self._parent,
            translate("Messages", "Open puzzle"),
            str(folder),
            file_filter(OPEN_FILTERS),
        )
        return Path(path) if path else None

    def ask_save_path(self, folder: Path) -> Path | None:
        """Where to save, suggesting a new file in ``folder`` (None when cancelled)."""
        suggestion = str(folder / f"puzzle{DOCUMENT_SUFFIX}")
        path, _ = QFileDialog.getSaveFileName(
            self._parent,
            translate("Messages", "Save puzzle"),
            suggestion,
            file_filter(SAVE_FILTERS),
        )
        return Path(path) if path else None

    def show_about(self) -> None:
        QMessageBox.about(
            self._parent,
            translate("Messages", "About Sudoku Lens"),
            "<h3>Sudoku Lens</h3><p>{}</p><p>{}</p><p>{}</p>".format(
                translate(
                    "Messages",
                    "Watch a Sudoku solver think: constraint propagation and depth-first search, "
                    "step by step, with a hypothesis tree.",
                ),
                translate(
                    "Messages",
                    "Free software under the GNU General Public License, version 3 or later.",
                ),
                engine_text(),
            ),
        )


def engine_text() -> str:
    """Which solver engine runs, as About says it: ``solver.compiled.cython_version``."""
    version = cython_version()
    if version is None:
        return translate("Messages", "Solver engine: pure Python")
    return translate("Messages", "Solver engine: compiled (Cython {version})").format(
        version=version
    )
