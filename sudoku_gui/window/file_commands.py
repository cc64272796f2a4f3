"""File and clipboard commands of the main window: New, Open, Save, recent files, copy and paste.

``FileCommands`` is a part the main window owns (``window.files``): it works on the puzzle
editor and the grid, says what happened in the status bar and asks the person through the
window's ``WindowDialogs`` (which tests replace to stay non-blocking). It owns what only it
uses: the path Save writes to, the file name in the status bar (``file_label``) and File >
Open recent (``menu_recent``).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Qt, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QMenu, QStatusBar, QWidget

import solver
from sudoku_gui.dialogs.chooser import CollectionChooser
from sudoku_gui.dialogs.messages import WindowDialogs
from sudoku_gui.document import storage
from sudoku_gui.document.editor import PuzzleEditor
from sudoku_gui.document.files import (
    DOCUMENT_SUFFIX,
    MAX_FILE_BYTES,
    file_text,
    read_puzzles,
    without_candidates,
)
from sudoku_gui.document.model import Document, from_grid
from sudoku_gui.grid.widget import GridWidget
from sudoku_gui.support.phrases import say
from sudoku_gui.support.problem_text import problem_text
from sudoku_gui.support.settings_values import as_str_list
from sudoku_gui.support.words import figure, translate

MAX_RECENT = 10
SMALL_FILE = 64 * 1024  # read at once; a larger collection is read in the background
MAX_PASTE_CHARS = 10**6  # a puzzle is short; more than this is not read on the GUI thread


class FileCommands(QObject):
    """New, Open, Save, Save As, recent files, autosave, Copy and Paste of one window."""

    def __init__(
        self,
        window: QWidget,
        editor: PuzzleEditor,
        grid: GridWidget,
        dialogs: WindowDialogs,
        status: QStatusBar,
        *,
        autosave: bool = True,
    ) -> None:
        """``window`` parents the label, the menu and the collection chooser. Without
        ``autosave`` the user's autosave is never written (runs that must not touch it)."""
        super().__init__(window)
        self.setObjectName("file_commands")
        self._window = window
        self._editor = editor
        self._grid = grid
        self._dialogs = dialogs
        self._status = status
        self.autosave_enabled = autosave
        self.file_path: Path | None = None  # the .sudoku file Save writes to, if any
        self.file_label = QLabel(window)
        self.file_label.setObjectName("file_label")
        self.recent_menu = QMenu(translate("Menus", "Open recen&t"), window)
        self.recent_menu.setObjectName("menu_recent")
        editor.undo_stack.cleanChanged.connect(self._show_file_name)  # (also as it goes away)

    @Slot()
    def on_new(self) -> None:
        self._replace(Document(), translate("Files", "New puzzle"), None)

    @Slot()
    def on_open(self) -> None:
        path = self._dialogs.ask_open_path(self._folder())
        if path is not None:
            self.open_file(path)

    def open_file(self, path: Path) -> bool:
        """Open the puzzle file at ``path`` (asking which puzzle when it holds several). A
        large collection is read in the background by a chooser that opens at once; then
        True says the chooser is open. Any other failure is a message naming the file."""
        path = Path(path)
        try:
            large = path.suffix.lower() != DOCUMENT_SUFFIX and path.stat().st_size > SMALL_FILE
        except OSError as error:
            self._dialogs.show_error(
                translate("Files", "Open"),
                translate("FileCommands", "Cannot open {name}: {reason}").format(
                    name=path.name, reason=problem_text(error)
                ),
            )
            return False
        if large and path.stat().st_size <= MAX_FILE_BYTES:
            self._open_collection(path)
            return True
        try:
            found = read_puzzles(path)
        except (OSError, solver.ParseError, ValueError, RecursionError) as error:
            self._dialogs.show_error(
                translate("Files", "Open"),
                translate("FileCommands", "Cannot open {name}: {reason}").format(
                    name=path.name, reason=problem_text(error)
                ),
            )
            return False
        index = 0
        if len(found) > 1:
            index = self._dialogs.choose_puzzle([f.label for f in found])
            if index is None:
                return False
        is_document = path.suffix.lower() == DOCUMENT_SUFFIX
        self._opened(path, found[index].document, path if is_document else None)
        return True

    def _open_collection(self, path: Path) -> None:
        chooser = CollectionChooser(path, self._window)
        chooser.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        chooser.chosen.connect(lambda grid: self._opened(path, from_grid(grid), None))
        chooser.failed.connect(
            lambda why: self._dialogs.show_error(
                translate("Files", "Open"),
                translate("FileCommands", "Cannot open {name}: {why}").format(
                    name=path.name, why=why
                ),
            )
        )
        chooser.open()

    def _opened(self, path: Path, document: Document, saved_as: Path | None) -> None:
        self._replace(
            document, translate("FileCommands", "Open {name}").format(name=path.name), saved_as
        )
        self._add_recent(path)
        self._status.showMessage(
            translate("FileCommands", "Opened {name}").format(name=path.name), 5000
        )

    @Slot()
    def on_save(self) -> None:
        if self.file_path is None:
            self.on_save_as()
        else:
            self.save_to(self.file_path)

    @Slot()
    def on_save_as(self) -> None:
        path = self._dialogs.ask_save_path(self._folder())
        if path is not None:
            self.save_to(path)

    def save_to(self, path: Path) -> bool:
        """Save to ``path``: a .sudoku document (everything), or plain givens by suffix."""
        path = Path(path)
        if not path.suffix:
            path = path.with_suffix(DOCUMENT_SUFFIX)
        try:
            note = storage.write_atomically(path, file_text(self._editor.document, path.suffix))
        except OSError as error:
            self._dialogs.show_error(
                translate("Files", "Save"),
                translate("FileCommands", "Cannot save {name}: {error}").format(
                    name=path.name, error=problem_text(error)
                ),
            )
            return False
        if path.suffix.lower() == DOCUMENT_SUFFIX:
            self._set_file_path(path)
            self._editor.undo_stack.setClean()
            self._status.showMessage(
                translate("FileCommands", "Saved {name}").format(name=path.name), 5000
            )
        else:
            self._status.showMessage(
                translate("FileCommands", "Exported the givens to {name}").format(name=path.name),
                5000,
            )
        if note is not None:  # a symlink was replaced: say so over the usual message
            self._status.showMessage(str(say(note)), 10000)
        self._add_recent(path)
        return True

    def load_document(self, document: Document, text: str) -> None:
        """Replace the puzzle (one undo step, ``text`` names it) with a new, unsaved one."""
        self._replace(document, text, None)

    def _folder(self) -> Path:
        """Where the file pickers start: beside the saved file, else the home folder."""
        return self.file_path.parent if self.file_path else Path.home()

    def _replace(self, document: Document, text: str, path: Path | None) -> None:
        self._status.clearMessage()  # what was said was about the puzzle going away
        self._editor.replace(document, text)
        self._set_file_path(path)
        self._grid.set_digit_highlight(0)  # (the shade was chosen on the board that went)
        self._grid.select(0)

    def _set_file_path(self, path: Path | None) -> None:
        self.file_path = path
        self._show_file_name(self._editor.undo_stack.isClean())

    @Slot(bool)
    def _show_file_name(self, clean: bool) -> None:
        """The saved file's name in the status bar, starred while there are unsaved edits.
        (The title stays exactly "Sudoku Lens": automation finds the window by it.)"""
        if self.file_path is None:
            self.file_label.setText("")
            return
        self.file_label.setText(self.file_path.name + ("" if clean else "*"))

    def autosave(self) -> None:
        """Write the puzzle to the user's autosave (unless this window must not)."""
        if not self.autosave_enabled:
            return
        try:
            storage.save_autosave(self._editor.document)
        except OSError as error:
            self._status.showMessage(
                translate("FileCommands", "Autosave failed: {error}").format(error=error), 10000
            )

    def recent_files(self) -> list[str]:
        return as_str_list(QSettings().value("recent_files"), MAX_RECENT)

    def _add_recent(self, path: Path) -> None:
        paths = [str(path.resolve())] + self.recent_files()
        unique = list(dict.fromkeys(paths))[:MAX_RECENT]
        QSettings().setValue("recent_files", unique)
        self.fill_recent_menu()

    def fill_recent_menu(self) -> None:
        """List the recent files in File > Open recent (greyed out when there are none)."""
        menu = self.recent_menu
        menu.clear()
        for path in self.recent_files():
            action = menu.addAction(Path(path).name)
            action.setStatusTip(path)
            action.triggered.connect(lambda _checked=False, p=path: self.open_file(Path(p)))
        menu.setEnabled(not menu.isEmpty())

    @Slot()
    def on_copy(self) -> None:
        QGuiApplication.clipboard().setText(self._editor.document.to_string())
        self._status.showMessage(translate("Files", "Copied the grid as 81 characters"), 3000)

    @Slot()
    def on_paste(self) -> None:
        self.paste_text(QGuiApplication.clipboard().text())

    def paste_text(self, text: str) -> bool:
        """Replace the puzzle by the one in ``text`` (any format the solver reads)."""
        if len(text) > MAX_PASTE_CHARS:
            self._dialogs.show_error(
                translate("Files", "Paste"),
                (
                    translate(
                        "FileCommands",
                        "The clipboard holds {value} million characters; a paste over {value2} "
                        "million "
                        "is not read. Save it to a file and open that instead.",
                    ).format(value=figure(len(text) / 1e6, 1), value2=MAX_PASTE_CHARS // 10**6)
                ),
            )
            return False
        try:
            grid = solver.parse(text)
            if grid.cells_without_candidates():
                raise without_candidates(grid)
        except solver.ParseError as error:
            self._dialogs.show_error(
                translate("Files", "Paste"),
                translate("FileCommands", "The clipboard does not hold a puzzle: {error}").format(
                    error=problem_text(error)
                ),
            )
            return False
        self._replace(from_grid(grid), translate("Files", "Paste puzzle"), None)
        return True
