"""The main window: the grid in the middle, menus, toolbar, status bar, and room for docks.

``MainWindow()`` takes no arguments and builds everything: the puzzle editor (document and
undo stack), the grid, every action, the live uniqueness check and the autosave, and it
restores the last puzzle (or opens the 003 article's puzzle on a first start). Nothing that
searches runs on the GUI thread: the uniqueness check, Check and Count solutions run in
background jobs (``sudoku_gui.background``), stopped when the window closes.

Hooks for the search view (issue 4), so it needs no edits here:

* ``add_panel(dock, area)`` docks a panel beside the grid (give the dock an objectName so
  its place is remembered);
* ``self.menus`` maps "file", "edit", "puzzle", "view", "help" to their QMenus; add solving
  actions to ``menus["puzzle"]`` and create more menus with ``add_menu(name, title)``;
* ``add_toolbar_actions(actions)`` puts actions on ``self.toolbar`` with focus-less buttons;
* ``self.editor`` (``changed`` signal, ``fill_solution(solution)``), ``self.document``,
  ``self.grid`` (``set_overlay``) and ``self.undo_stack``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, Qt, Signal, Slot
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QToolBar,
)

import solver
from sudoku_gui import storage
from sudoku_gui.checking import PuzzleChecker
from sudoku_gui.document import ENTER, Document, conflict_text, from_grid
from sudoku_gui.editor import PuzzleEditor
from sudoku_gui.grid_widget import GridWidget
from sudoku_gui.puzzle_files import (
    DOCUMENT_SUFFIX,
    OPEN_FILTER,
    SAVE_FILTER,
    file_text,
    read_puzzles,
)
from sudoku_gui.samples import FIRST_START_SAMPLE, load_samples, sample_named
from sudoku_gui.settings_values import as_bool
from sudoku_gui.shortcuts_dialog import ShortcutsDialog
from sudoku_gui.uniqueness import UniquenessChecker

TITLE = "Sudoku Lens"
MAX_RECENT = 8
ZOOM_STEP = 1.15
StandardKey = QKeySequence.StandardKey


class MainWindow(QMainWindow):
    """The application window (see the module docstring for its extension hooks).

    Signals: ``closing()`` as the window closes, before it saves; panels stop their threads
    on it (a signal, not an event filter: a Python filter on the window would run for every
    paint while a search streams).
    """

    closing = Signal()

    def __init__(self, *, features: bool = True) -> None:
        """``features`` installs the search view, hints and the generator; a test of the
        bare window may leave them out."""
        super().__init__()
        self.setObjectName("main_window")
        self.setWindowTitle(TITLE)
        self.editor = PuzzleEditor(parent=self)
        self.document = self.editor.document
        self.undo_stack = self.editor.undo_stack
        self.grid = GridWidget(self.document)
        self.setCentralWidget(self.grid)
        self.file_path: Path | None = None  # the .sudoku file Save writes to, if any
        self.autosave_enabled = True  # off for runs that must not touch the user's puzzle
        self.menus: dict[str, QMenu] = {}
        self.toolbar = QToolBar("Main toolbar", self)
        self.toolbar.setObjectName("toolbar")
        self.toolbar.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.addToolBar(self.toolbar)
        self._shortcuts_dialog: ShortcutsDialog | None = None
        self._layout_restored = False
        self._create_actions()
        self._create_menus()
        self.add_toolbar_actions(
            [
                self.action_new,
                self.action_open,
                self.action_save,
                self.action_undo,
                self.action_redo,
                self.action_mode,
                self.action_check,
                self.action_show_candidates,
            ]
        )
        self._create_status_bar()
        self.uniqueness = UniquenessChecker(self)
        self.uniqueness.counted.connect(self.on_uniqueness_counted)
        self.checker = PuzzleChecker(self)
        self._connect_grid()
        self._restore_settings()
        self._restore_puzzle()  # before listening to changes: restoring is not an edit
        self.editor.changed.connect(self.on_document_changed)
        self.undo_stack.cleanChanged.connect(self._show_file_name)
        self._refresh_views()
        if features:
            self.install_features()
        self.grid.setFocus()

    def install_features(self) -> None:
        """The panels and commands that plug into the window's hooks: the search view
        (issue 4), hints and the generator (issue 6). Each install is idempotent."""
        from sudoku_gui.generate_dialog import install_generator
        from sudoku_gui.hints import install_hints
        from sudoku_gui.search.panel import install_search

        self.search_panel = install_search(self)
        self.hints = install_hints(self)
        self.generator = install_generator(self)

    # ---- hooks for other panels ------------------------------------------------------------

    def add_panel(self, dock: QDockWidget, area: Qt.DockWidgetArea) -> None:
        """Dock a panel beside the grid and list it in View > Panels."""
        self.addDockWidget(area, dock)
        self.menus["panels"].addAction(dock.toggleViewAction())
        self.menus["panels"].menuAction().setVisible(True)

    def add_menu(self, name: str, title: str, before: str = "view") -> QMenu:
        """A new top-level menu, placed before the menu ``before``; also in ``self.menus``."""
        menu = QMenu(title, self)
        menu.setObjectName(f"menu_{name}")
        self.menuBar().insertMenu(self.menus[before].menuAction(), menu)
        self.menus[name] = menu
        return menu

    def add_toolbar_actions(self, actions: list[QAction]) -> None:
        """Put actions on the toolbar; their buttons never take the grid's focus."""
        for action in actions:
            self.toolbar.addAction(action)
            button = self.toolbar.widgetForAction(action)
            if button is not None:
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    # ---- building ----------------------------------------------------------------------------

    def _action(
        self, name: str, text: str, slot, shortcut=None, tip: str = "", checkable: bool = False
    ) -> QAction:
        action = QAction(text, self)
        action.setObjectName(f"action_{name}")
        if shortcut is not None:
            action.setShortcuts(_key_sequences(shortcut))
        action.setStatusTip(tip)
        action.setToolTip(_tool_tip(text, action.shortcuts()))
        action.setCheckable(checkable)
        (action.toggled if checkable else action.triggered).connect(slot)
        setattr(self, f"action_{name}", action)
        return action

    def _create_actions(self) -> None:
        a = self._action
        a("new", "&New", self.on_new, StandardKey.New, "Start an empty grid to type givens into")
        a("open", "&Open...", self.on_open, StandardKey.Open, "Open a puzzle file")
        a("save", "&Save", self.on_save, StandardKey.Save, "Save givens, entries and marks")
        a("save_as", "Save &As...", self.on_save_as, StandardKey.SaveAs, "Save under a new name")
        a("quit", "&Quit", self.close, StandardKey.Quit, "Quit Sudoku Lens")
        self.action_undo = self.undo_stack.createUndoAction(self, "&Undo")
        self.action_redo = self.undo_stack.createRedoAction(self, "&Redo")
        for name, action, key in (
            ("undo", self.action_undo, StandardKey.Undo),
            ("redo", self.action_redo, StandardKey.Redo),
        ):
            action.setObjectName(f"action_{name}")
            action.setShortcuts(_key_sequences(key))
            action.setIconText(name.capitalize())  # the toolbar keeps a short, steady label
        a("copy", "&Copy puzzle", self.on_copy, StandardKey.Copy, "Copy the grid as 81 characters")
        a("paste", "&Paste puzzle", self.on_paste, StandardKey.Paste, "Paste a puzzle (any format)")
        a("clear_entries", "Clear &entries", self.editor.clear_entries, None, "Remove your digits")
        a("clear_marks", "Clear pencil &marks", self.editor.clear_marks, None, "Remove all marks")
        a("pencil", "Pencil mode", self.grid.set_pencil_mode, None, "Bare digits write marks (P)",
          checkable=True)  # fmt: skip
        a("mode", "Start &solving", self.on_toggle_mode, "Ctrl+E", "Lock the givens / edit them")
        a("check", "&Check", self.on_check, "Ctrl+K", "Check your entries and the givens")
        a("count", "C&ount solutions", self.on_count, "Ctrl+Shift+K", "How many solutions")
        a("show_candidates", "Show all &candidates", self.grid.set_show_candidates,
          "Ctrl+Shift+A", "Show every candidate the grid allows", checkable=True)  # fmt: skip
        a("zoom_in", "Zoom &in", lambda: self.zoom(ZOOM_STEP), StandardKey.ZoomIn, "Bigger grid")
        a("zoom_out", "Zoom &out", lambda: self.zoom(1 / ZOOM_STEP), StandardKey.ZoomOut,
          "Smaller grid")  # fmt: skip
        a("shortcuts", "&Keyboard shortcuts", self.on_shortcuts, StandardKey.HelpContents,
          "Every key of the grid and the window")  # fmt: skip
        a("about", "&About Sudoku Lens", self.on_about, None, "What this app is")

    def _create_menus(self) -> None:
        bar = self.menuBar()
        layout = {
            "file": ("&File", ["new", "open", None, "save", "save_as", None, "recent", None,
                               "quit"]),
            "edit": ("&Edit", ["undo", "redo", None, "copy", "paste", None, "clear_entries",
                               "clear_marks", None, "pencil"]),
            "puzzle": ("&Puzzle", ["mode", "check", "count", None, "samples", None]),
            "view": ("&View", ["show_candidates", None, "zoom_in", "zoom_out", None, "panels"]),
            "help": ("&Help", ["shortcuts", None, "about"]),
        }  # fmt: skip
        submenus = {"recent": "Open &recent", "samples": "Sa&mples", "panels": "&Panels"}
        for name, (title, items) in layout.items():
            menu = bar.addMenu(title)
            menu.setObjectName(f"menu_{name}")
            self.menus[name] = menu
            for item in items:
                if item is None:
                    menu.addSeparator()
                elif item in submenus:
                    sub = menu.addMenu(submenus[item])
                    sub.setObjectName(f"menu_{item}")
                    self.menus[item] = sub
                else:
                    menu.addAction(getattr(self, f"action_{item}"))
        self.menus["panels"].menuAction().setVisible(False)  # until a panel is added
        self._fill_samples_menu()

    def _fill_samples_menu(self) -> None:
        group = QActionGroup(self)
        for sample in load_samples():
            action = self.menus["samples"].addAction(sample.name)
            action.setObjectName(f"sample_{sample.name}")
            action.setStatusTip(sample.note)
            action.setData(sample.puzzle)
            group.addAction(action)
        group.setExclusive(False)
        group.triggered.connect(self.on_sample)

    def _create_status_bar(self) -> None:
        bar = self.statusBar()
        self.file_label = QLabel(self)
        self.file_label.setObjectName("file_label")
        self.uniqueness_label = QLabel(self)
        self.uniqueness_label.setObjectName("uniqueness_label")
        self.mode_label = QLabel(self)
        self.mode_label.setObjectName("mode_label")
        for label in (self.file_label, self.uniqueness_label, self.mode_label):
            bar.addPermanentWidget(label)

    def _connect_grid(self) -> None:
        self.grid.place_requested.connect(self.editor.place)
        self.grid.clear_requested.connect(self.editor.clear)
        self.grid.mark_requested.connect(self.editor.toggle_mark)
        self.grid.pencil_mode_changed.connect(self.on_pencil_mode_changed)

    # ---- messages (tests replace these to stay non-blocking) ---------------------------------

    def show_error(self, title: str, text: str) -> None:
        """Tell the person something failed: in the status bar and a window-modal box."""
        self.statusBar().showMessage(text, 10000)
        self._message_box(QMessageBox.Icon.Warning, title, text)

    def show_info(self, title: str, text: str) -> None:
        self.statusBar().showMessage(text, 10000)
        self._message_box(QMessageBox.Icon.Information, title, text)

    def _message_box(self, icon: QMessageBox.Icon, title: str, text: str) -> None:
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("message_box")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()  # window-modal, does not block the event loop

    def choose_puzzle(self, labels: list[str]) -> int | None:
        """Which puzzle of a file with several to open (None when cancelled)."""
        label, ok = QInputDialog.getItem(
            self, "Open", "This file holds several puzzles. Open:", labels, 0, False
        )
        return labels.index(label) if ok else None

    def ask_open_path(self) -> Path | None:
        path, _ = QFileDialog.getOpenFileName(self, "Open puzzle", self._folder(), OPEN_FILTER)
        return Path(path) if path else None

    def ask_save_path(self) -> Path | None:
        suggestion = str(Path(self._folder()) / f"puzzle{DOCUMENT_SUFFIX}")
        path, _ = QFileDialog.getSaveFileName(self, "Save puzzle", suggestion, SAVE_FILTER)
        return Path(path) if path else None

    def _folder(self) -> str:
        return str(self.file_path.parent) if self.file_path else str(Path.home())

    # ---- reacting to changes -----------------------------------------------------------------

    @Slot(list)
    def on_document_changed(self, cells: list) -> None:
        """Repaint, autosave, and update the status bar after any change (undo included)."""
        self._refresh_views()
        self._autosave()

    def _refresh_views(self) -> None:
        self.grid.refresh()
        self._show_state()
        self.uniqueness.request(self.document.givens)

    def _show_state(self) -> None:
        doc = self.document
        entering = doc.mode == ENTER
        self.action_mode.setText("Start &solving" if entering else "&Edit givens")
        self.action_mode.setToolTip(
            _tool_tip(self.action_mode.text(), self.action_mode.shortcuts())
        )
        pencil = ", pencil" if self.grid.pencil_mode else ""
        self.mode_label.setText(("Entering givens" if entering else "Solving") + pencil)
        conflicts = doc.conflicts()
        if conflicts:
            self.statusBar().showMessage(conflict_text(conflicts))
        elif self.statusBar().currentMessage().startswith("Conflict"):
            self.statusBar().clearMessage()
        if doc.is_complete() and not conflicts and not entering:
            self.statusBar().showMessage("Solved: every cell is filled and nothing clashes.")

    @Slot(tuple, int)
    def on_uniqueness_counted(self, givens: tuple, count: int) -> None:
        if not any(givens):
            text = ""
        elif count == 0:
            text = "Givens: no solution"
        elif count == 1:
            text = "Givens: unique solution"
        else:
            text = "Givens: several solutions"
        self.uniqueness_label.setText(text)

    @Slot(bool)
    def on_pencil_mode_changed(self, on: bool) -> None:
        self.action_pencil.setChecked(on)
        self._show_state()

    def _autosave(self) -> None:
        if not self.autosave_enabled:
            return
        try:
            storage.save_autosave(self.document)
        except OSError as error:
            self.statusBar().showMessage(f"Autosave failed: {error}", 10000)

    # ---- File --------------------------------------------------------------------------------

    @Slot()
    def on_new(self) -> None:
        self._replace(Document(), "New puzzle", None)

    @Slot()
    def on_open(self) -> None:
        path = self.ask_open_path()
        if path is not None:
            self.open_file(path)

    def open_file(self, path: Path) -> bool:
        """Open the puzzle file at ``path`` (asking which puzzle when it holds several)."""
        path = Path(path)
        try:
            found = read_puzzles(path)
        except (OSError, solver.ParseError) as error:
            self.show_error("Open", f"Cannot open {path.name}: {_reason(error)}")
            return False
        index = 0
        if len(found) > 1:
            index = self.choose_puzzle([f.label for f in found])
            if index is None:
                return False
        is_document = path.suffix.lower() == DOCUMENT_SUFFIX
        self._replace(found[index].document, f"Open {path.name}", path if is_document else None)
        self._add_recent(path)
        self.statusBar().showMessage(f"Opened {path.name}", 5000)
        return True

    @Slot()
    def on_save(self) -> None:
        if self.file_path is None:
            self.on_save_as()
        else:
            self.save_to(self.file_path)

    @Slot()
    def on_save_as(self) -> None:
        path = self.ask_save_path()
        if path is not None:
            self.save_to(path)

    def save_to(self, path: Path) -> bool:
        """Save to ``path``: a .sudoku document (everything), or plain givens by suffix."""
        path = Path(path)
        if not path.suffix:
            path = path.with_suffix(DOCUMENT_SUFFIX)
        try:
            storage.write_atomically(path, file_text(self.document, path.suffix))
        except OSError as error:
            self.show_error("Save", f"Cannot save {path.name}: {error}")
            return False
        if path.suffix.lower() == DOCUMENT_SUFFIX:
            self._set_file_path(path)
            self.undo_stack.setClean()
            self.statusBar().showMessage(f"Saved {path.name}", 5000)
        else:
            self.statusBar().showMessage(f"Exported the givens to {path.name}", 5000)
        self._add_recent(path)
        return True

    def load_document(self, document: Document, text: str) -> None:
        """Replace the puzzle (one undo step, ``text`` names it) with a new, unsaved one."""
        self._replace(document, text, None)

    def _replace(self, document: Document, text: str, path: Path | None) -> None:
        self.editor.replace(document, text)
        self._set_file_path(path)
        self.grid.select(0)

    def _set_file_path(self, path: Path | None) -> None:
        self.file_path = path
        self._show_file_name()

    @Slot()
    def _show_file_name(self) -> None:
        """The saved file's name in the status bar, starred while there are unsaved edits.
        (The title stays exactly "Sudoku Lens": automation finds the window by it.)"""
        if self.file_path is None:
            self.file_label.setText("")
            return
        star = "" if self.undo_stack.isClean() else "*"
        self.file_label.setText(self.file_path.name + star)

    def recent_files(self) -> list[str]:
        return [str(p) for p in (QSettings().value("recent_files") or [])]

    def _add_recent(self, path: Path) -> None:
        paths = [str(path.resolve())] + self.recent_files()
        unique = list(dict.fromkeys(paths))[:MAX_RECENT]
        QSettings().setValue("recent_files", unique)
        self._fill_recent_menu()

    def _fill_recent_menu(self) -> None:
        menu = self.menus["recent"]
        menu.clear()
        for path in self.recent_files():
            action = menu.addAction(Path(path).name)
            action.setStatusTip(path)
            action.triggered.connect(lambda _checked=False, p=path: self.open_file(Path(p)))
        menu.setEnabled(not menu.isEmpty())

    # ---- Edit --------------------------------------------------------------------------------

    @Slot()
    def on_copy(self) -> None:
        QGuiApplication.clipboard().setText(self.document.to_string())
        self.statusBar().showMessage("Copied the grid as 81 characters", 3000)

    @Slot()
    def on_paste(self) -> None:
        self.paste_text(QGuiApplication.clipboard().text())

    def paste_text(self, text: str) -> bool:
        """Replace the puzzle by the one in ``text`` (any format the solver reads)."""
        try:
            grid = solver.parse(text)
        except solver.ParseError as error:
            self.show_error("Paste", f"The clipboard does not hold a puzzle: {error}")
            return False
        self._replace(from_grid(grid), "Paste puzzle", None)
        return True

    # ---- Puzzle ------------------------------------------------------------------------------

    @Slot()
    def on_toggle_mode(self) -> None:
        if self.document.mode == ENTER:
            self.editor.start_solving()
        else:
            self.editor.edit_givens()

    @Slot(QAction)
    def on_sample(self, action: QAction) -> None:
        grid = solver.parse(action.data())
        self._replace(from_grid(grid), f"Open sample {action.text()}", None)

    @Slot()
    def on_check(self) -> None:
        """Check clashes, the givens' solution count and the entries (in the background)."""
        self.checker.check()

    @Slot()
    def on_count(self) -> None:
        """Count the givens' solutions, up to checking.COUNT_LIMIT (in the background)."""
        self.checker.count()

    # ---- View and Help -----------------------------------------------------------------------

    def zoom(self, factor: float) -> None:
        """Grow or shrink the grid: docked panels beside it give up (or take back) the
        room first, and the window grows or shrinks around it when it is not maximized."""
        side = min(self.grid.width(), self.grid.height())
        delta = round(side * factor) - side
        beside = [
            dock
            for dock in self.findChildren(QDockWidget)
            if dock.isVisible()
            and not dock.isFloating()
            and self.dockWidgetArea(dock)
            in (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea)
        ]
        if beside:
            self.resizeDocks(
                beside, [max(dock.width() - delta, 0) for dock in beside], Qt.Orientation.Horizontal
            )
        if self.isMaximized() or self.isFullScreen():
            return
        screen = self.screen().availableGeometry()
        width = min(max(self.width() + delta, self.minimumSizeHint().width()), screen.width())
        height = min(max(self.height() + delta, self.minimumSizeHint().height()), screen.height())
        self.resize(width, height)

    @Slot()
    def on_shortcuts(self) -> None:
        if self._shortcuts_dialog is None:
            actions = [a for a in self.findChildren(QAction) if a.objectName()]
            self._shortcuts_dialog = ShortcutsDialog(actions, self)
        self._shortcuts_dialog.show()
        self._shortcuts_dialog.raise_()

    @Slot()
    def on_about(self) -> None:
        QMessageBox.about(
            self,
            "About Sudoku Lens",
            "<h3>Sudoku Lens</h3><p>Watch a Sudoku solver think: constraint propagation and "
            "depth-first search, step by step, with a hypothesis tree.</p>",
        )

    # ---- settings, restore and close ---------------------------------------------------------

    def _restore_settings(self) -> None:
        settings = QSettings()
        geometry = settings.value("window/geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            available = self.screen().availableGeometry()
            self.resize(min(1280, available.width()), min(860, available.height()))
        self.action_show_candidates.setChecked(as_bool(settings.value("view/candidates")))
        self.grid.set_pencil_mode(as_bool(settings.value("edit/pencil")))
        self._fill_recent_menu()

    def _restore_puzzle(self) -> None:
        """The autosaved puzzle, or the 003 article's puzzle on a first start."""
        document = storage.load_autosave()
        if document is None:
            document = from_grid(solver.parse(sample_named(FIRST_START_SAMPLE).puzzle))
        self.editor.reset(document)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """Restore the dock layout once, after every panel has been added."""
        if not self._layout_restored:
            self._layout_restored = True
            state = QSettings().value("window/state")
            if isinstance(state, QByteArray) and not state.isEmpty():
                self.restoreState(state)
            else:
                self._first_layout()
        super().showEvent(event)

    def _first_layout(self) -> None:
        """Without a remembered layout the grid keeps most of the width: the docked panels
        beside it start at a third of the window."""
        beside = [
            dock
            for dock in self.findChildren(QDockWidget)
            if self.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
        ]
        if beside:
            width = self.width() // 3
            self.resizeDocks(beside, [width] * len(beside), Qt.Orientation.Horizontal)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self.closing.emit()
        settings = QSettings()
        settings.setValue("window/geometry", self.saveGeometry())
        settings.setValue("window/state", self.saveState())
        settings.setValue("view/candidates", self.action_show_candidates.isChecked())
        settings.setValue("edit/pencil", self.grid.pencil_mode)
        self._autosave()
        self.uniqueness.shutdown()
        self.checker.shutdown()
        super().closeEvent(event)


def _key_sequences(shortcut) -> list[QKeySequence]:
    """The key sequences of a StandardKey or a portable string. Quit falls back to Ctrl+Q
    where the platform defines none (it does on Linux; Windows has none)."""
    if isinstance(shortcut, StandardKey):
        sequences = QKeySequence.keyBindings(shortcut)
        if not sequences and shortcut == StandardKey.Quit:
            sequences = [QKeySequence("Ctrl+Q")]
        return sequences
    return [QKeySequence(shortcut)]


def _tool_tip(text: str, shortcuts: list[QKeySequence]) -> str:
    plain = text.replace("&", "").rstrip(".")
    if not shortcuts:
        return plain
    return f"{plain} ({shortcuts[0].toString(QKeySequence.SequenceFormat.NativeText)})"


def _reason(error: Exception) -> str:
    """What went wrong, without the file's path (the message names the file already)."""
    if isinstance(error, solver.ParseError):
        return error.reason if error.line is None else f"line {error.line}: {error.reason}"
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return str(error)
