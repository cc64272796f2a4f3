"""The main window: the grid in the middle, menus, toolbar, status bar, and room for docks.

``MainWindow()`` takes no arguments and builds everything: the puzzle editor (document and
undo stack), the grid, every action, the live uniqueness check and the autosave, and it
restores the last puzzle (or opens the 003 article's puzzle on a first start). Nothing that
searches runs on the GUI thread: the uniqueness check, Check and Count solutions run in
background jobs (``sudoku_gui.jobs.runner``), stopped when the window closes.

Hooks for the search view (issue 4), so it needs no edits here:

* ``add_panel(dock, area)`` docks a panel beside the grid (give the dock an objectName so
  its place is remembered);
* ``self.menus`` maps "file", "edit", "puzzle", "view", "help" to their QMenus; add solving
  actions to ``menus["puzzle"]`` and create more menus with ``add_menu(name, title)``;
* ``add_toolbar_actions(actions)`` puts actions on ``self.toolbar`` with focus-less buttons;
* ``self.notation`` (``NotationChoice``: ``cell``, ``text``, ``changed``) names cells;
* ``self.editor`` (``changed`` signal, ``fill_solution(solution)``), ``self.document``,
  ``self.grid`` (``set_overlay``) and ``self.undo_stack``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QMenu, QToolBar

import solver
from sudoku_gui.dialogs.messages import WindowDialogs
from sudoku_gui.dialogs.shortcuts import ShortcutsDialog
from sudoku_gui.document import storage
from sudoku_gui.document.editor import PuzzleEditor
from sudoku_gui.document.model import ENTER, Document, conflict_text, from_grid
from sudoku_gui.document.samples import FIRST_START_SAMPLE, sample_named
from sudoku_gui.grid.widget import GridWidget
from sudoku_gui.jobs.checking import PuzzleChecker
from sudoku_gui.jobs.uniqueness import UniquenessChecker
from sudoku_gui.support.notation import NotationChoice
from sudoku_gui.support.settings_values import as_bool
from sudoku_gui.support.words import translate
from sudoku_gui.window import actions
from sudoku_gui.window.file_commands import FileCommands
from sudoku_gui.window.language_menu import install_language_menu
from sudoku_gui.window.notation_menu import NotatedStatusBar, install_notation
from sudoku_gui.window.play_tools import install_play_tools
from sudoku_gui.window.samples_menu import install_samples_menu
from sudoku_gui.window.timer import SolvingTimer, solved_text
from sudoku_gui.window.view_modes import fit_to_screen, install_view_modes

TITLE = "Sudoku Lens"
ZOOM_STEP = 1.15


class MainWindow(FileCommands, WindowDialogs, QMainWindow):
    """The application window (see the module docstring for its extension hooks).

    Signals: ``closing()`` as the window closes, before it saves; panels stop their threads
    on it (a signal, not an event filter: a Python filter on the window would run for every
    paint while a search streams).
    """

    closing = Signal()

    def __init__(self, *, features: bool = True, autosave: bool = True) -> None:
        """``features`` installs the search view, hints and the generator; a test of the
        bare window may leave them out. Without ``autosave`` the window neither reads nor
        writes the user's autosave (the smoke test)."""
        super().__init__()
        self.setObjectName("main_window")
        self.setWindowTitle(TITLE)
        self.editor = PuzzleEditor(parent=self)
        self.document = self.editor.document
        self.undo_stack = self.editor.undo_stack
        self.notation = NotationChoice(self)  # how every view names cells
        self.grid = GridWidget(self.document)
        self.setCentralWidget(self.grid)
        self.file_path: Path | None = None  # the .sudoku file Save writes to, if any
        self.autosave_enabled = autosave  # off for runs that must not touch the user's puzzle
        self.menus: dict[str, QMenu] = {}
        self.toolbar = QToolBar(translate("MainWindow", "Main toolbar"), self)
        self.toolbar.setObjectName("toolbar")
        self.toolbar.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.addToolBar(self.toolbar)
        self._shortcuts_dialog: ShortcutsDialog | None = None
        self._layout_restored = False
        actions.create_actions(self)
        actions.create_menus(self)
        install_notation(self)
        install_view_modes(self)
        install_language_menu(self)
        install_samples_menu(self)
        self.add_toolbar_actions(actions.toolbar_actions(self))
        self._create_status_bar()
        self.uniqueness = UniquenessChecker(self)
        self.uniqueness.counted.connect(self.on_uniqueness_counted)
        self.checker = PuzzleChecker(self)
        self.menus["puzzle"].insertAction(self.action_count, self.checker.check_marks)
        self._connect_grid()
        install_play_tools(self)  # (after the grid's requests reach the editor)
        self.timer = SolvingTimer(self)
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
        from sudoku_gui.dialogs.explain_panel import install_explain
        from sudoku_gui.dialogs.generate import install_generator
        from sudoku_gui.search.views.panel import install_search
        from sudoku_gui.window.export_menu import install_export
        from sudoku_gui.window.hints import install_hints

        self.search_panel = install_search(self)
        self.hints = install_hints(self)
        self.generator = install_generator(self)
        self.exporter = install_export(self)
        self.explain_panel = install_explain(self)

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

    def _create_status_bar(self) -> None:
        bar = NotatedStatusBar(self.notation, self)
        self.setStatusBar(bar)
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
        self.action_mode.setText(
            translate("MainWindow", "Start &solving")
            if entering
            else translate("MainWindow", "&Edit givens")
        )
        self.action_mode.setToolTip(
            actions.tool_tip(self.action_mode.text(), self.action_mode.shortcuts())
        )
        mode = (
            translate("MainWindow", "Entering givens")
            if entering
            else translate("MainWindow", "Solving")
        )
        if self.grid.pencil_mode:
            mode = translate("MainWindow", "{mode}, pencil").format(mode=mode)
        self.mode_label.setText(mode)
        conflicts = doc.conflicts()
        if conflicts:
            self.statusBar().showMessage(conflict_text(conflicts))
        elif self.statusBar().currentMessage().startswith(translate("MainWindow", "Conflict")):
            self.statusBar().clearMessage()
        if doc.is_complete() and not conflicts and not entering:
            self.statusBar().showMessage(solved_text(doc))

    @Slot(tuple, int)
    def on_uniqueness_counted(self, givens: tuple, count: int) -> None:
        if not any(givens):
            text = ""
        elif count == 0:
            text = translate("MainWindow", "Givens: no solution")
        elif count == 1:
            text = translate("MainWindow", "Givens: unique solution")
        else:
            text = translate("MainWindow", "Givens: several solutions")
        self.uniqueness_label.setText(text)

    @Slot(bool)
    def on_pencil_mode_changed(self, on: bool) -> None:
        self.action_pencil.setChecked(on)
        self._show_state()

    # ---- Puzzle ------------------------------------------------------------------------------

    @Slot()
    def on_toggle_mode(self) -> None:
        if self.document.mode == ENTER:
            self.editor.start_solving()
        else:
            self.editor.edit_givens()

    @Slot()
    def on_check(self) -> None:
        """Check clashes, the givens' solution count and the entries (in the background)."""
        self.checker.check()

    @Slot()
    def on_count(self) -> None:
        """Count the givens' solutions, up to checking.COUNT_LIMIT (in the background)."""
        self.checker.count()

    # ---- View and Help -----------------------------------------------------------------------

    @Slot()
    def on_zoom_in(self) -> None:
        self.zoom(ZOOM_STEP)

    @Slot()
    def on_zoom_out(self) -> None:
        self.zoom(1 / ZOOM_STEP)

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
        self.show_about()

    # ---- settings, restore and close ---------------------------------------------------------

    def _restore_settings(self) -> None:
        settings = QSettings()
        geometry = settings.value("window/geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
            fit_to_screen(self)  # (remembered from a bigger screen, perhaps)
        else:
            available = self.screen().availableGeometry()
            self.resize(min(1280, available.width()), min(860, available.height()))
        self.action_show_candidates.setChecked(as_bool(settings.value("view/candidates")))
        self.grid.set_pencil_mode(as_bool(settings.value("edit/pencil")))
        self._fill_recent_menu()

    def _restore_puzzle(self) -> None:
        """The autosaved puzzle, or the 003 article's puzzle on a first start."""
        document, problem = storage.load_autosave() if self.autosave_enabled else (None, "")
        if problem:
            document = Document()
            self.statusBar().showMessage(problem)
            QTimer.singleShot(
                0, lambda: self.show_error(translate("MainWindow", "Autosave"), problem)
            )
        elif document is None:
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
