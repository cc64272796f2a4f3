"""The main window: the grid in the middle, menus, toolbar, status bar, and room for docks.

``MainWindow()`` takes no arguments and builds everything: the puzzle editor (document and
undo stack), the grid, every action, the live uniqueness check and the autosave, and it
restores the last puzzle (or opens article 003's puzzle on a first start). Nothing that
searches runs on the GUI thread: the uniqueness check, Check and Count solutions run in
background jobs (``sudoku_gui.jobs.runner``), stopped when the window closes.

The window is one QMainWindow composed of parts it owns, each with its own state:
``files`` (``FileCommands``: New, Open, Save, recent files, Copy, Paste, autosave),
``dialogs`` (``WindowDialogs``: messages and file pickers), ``zoom`` (``WindowZoom``: one
zoom for every text and drawing), ``presentation`` (``PresentationMode``), ``checker``
(Check and Count), ``timer`` and ``actions`` (every QAction by object name,
``action_<name>``, each inside the window; the dict hides Qt's ``actions()``, which
``QWidget.actions(window)`` still calls). What the panels installed
into it may use is ``sudoku_gui.dialogs.window_hooks.WindowHooks``.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QMenu, QStatusBar, QToolBar

import solver
from sudoku_gui.dialogs.explain_panel import install_explain
from sudoku_gui.dialogs.generate import install_generator
from sudoku_gui.dialogs.messages import WindowDialogs
from sudoku_gui.dialogs.shortcuts import ShortcutsDialog
from sudoku_gui.document import storage
from sudoku_gui.document.editor import PuzzleEditor
from sudoku_gui.document.model import ENTER, Document, conflict_text, from_grid
from sudoku_gui.document.samples import FIRST_START_SAMPLE, sample_named
from sudoku_gui.grid.widget import GridWidget
from sudoku_gui.gym.install import install_gym
from sudoku_gui.jobs.uniqueness import UniquenessChecker
from sudoku_gui.search.views.panel import install_search
from sudoku_gui.support.button_text import keep_plain_icon_text
from sudoku_gui.support.notation import NotationChoice
from sudoku_gui.support.settings_values import as_bool
from sudoku_gui.support.words import translate
from sudoku_gui.window import actions
from sudoku_gui.window.checking import PuzzleChecker
from sudoku_gui.window.export_menu import install_export
from sudoku_gui.window.file_commands import FileCommands
from sudoku_gui.window.hints import install_hints
from sudoku_gui.window.language_menu import install_language_menu
from sudoku_gui.window.layouts import SHOWING_THE_WALK, WATCH, TaskLayouts
from sudoku_gui.window.notation_menu import NotatedStatusBar, install_notation
from sudoku_gui.window.play_tools import install_play_tools
from sudoku_gui.window.samples_menu import install_samples_menu
from sudoku_gui.window.timer import SolvingTimer, solved_text
from sudoku_gui.window.view_modes import PresentationMode, fit_to_screen, install_theme_menu
from sudoku_gui.window.zoom import WindowZoom

TITLE = "Sudoku Lens"


class MainWindow(QMainWindow):
    """The application window (see the module docstring for its parts and hooks).

    Signals: ``closing()`` as the window closes, before it saves; panels stop their threads
    on it (a signal, not an event filter: a Python filter on the window would run for every
    paint while a search streams).
    """

    closing = Signal()

    def __init__(self, *, autosave: bool = True) -> None:
        """Without ``autosave`` the window neither reads nor writes the user's autosave (the
        smoke test)."""
        super().__init__()
        self.setObjectName("main_window")
        self.setWindowTitle(TITLE)
        self.editor = PuzzleEditor(parent=self)
        self.document = self.editor.document
        self.undo_stack = self.editor.undo_stack
        self.notation = NotationChoice(self)  # how every view names cells
        self.grid = GridWidget(self.document)
        self.setCentralWidget(self.grid)
        self.setStatusBar(NotatedStatusBar(self.notation, self))
        self.dialogs = WindowDialogs(self, self.statusBar(), self.notation)
        self.files = FileCommands(
            self, self.editor, self.grid, self.dialogs, self.statusBar(), autosave=autosave
        )
        self.checker = PuzzleChecker(self)
        self.toolbar = QToolBar(translate("MainWindow", "Main toolbar"), self)
        self.toolbar.setObjectName("toolbar")
        self.toolbar.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.addToolBar(self.toolbar)
        self._shortcuts_dialog: ShortcutsDialog | None = None
        self._layout_restored = False
        self.zoom = WindowZoom(self)  # (before the actions, which call it)
        self.actions: dict[str, QAction] = actions.create_actions(self)
        self.menus: dict[str, QMenu] = actions.create_menus(self)
        self.menus["puzzle"].insertAction(self.actions["action_count"], self.checker.check_marks)
        self.register_action(self.checker.check_marks)
        self.layouts = TaskLayouts(self)
        # In the menu bar's free corner: the main toolbar keeps its row for its commands.
        self.menuBar().setCornerWidget(self.layouts.toolbar, Qt.Corner.TopRightCorner)
        self.layouts.fill_menu(self.menus["layout"])
        for action in (*self.layouts.actions.values(), self.layouts.reset_action):
            self.register_action(action)
        install_notation(self)
        self.presentation = PresentationMode(self, self.zoom, self.layouts)
        self.menus["view"].addAction(self.presentation.action)
        self.register_action(self.presentation.action)
        self.themes = install_theme_menu(self)
        install_language_menu(self)
        install_samples_menu(self)
        self.add_toolbar_actions(actions.toolbar_actions(self.actions))
        self._add_status_labels()
        self.uniqueness = UniquenessChecker(self)
        self.uniqueness.counted.connect(self.on_uniqueness_counted)
        self._connect_grid()
        self.zoom.stepped.connect(self.on_zoom_stepped)
        self.zoom.changed.connect(lambda _factor: self.layouts.fit_corner())
        install_play_tools(self)  # (after the grid's requests reach the editor)
        self.timer = SolvingTimer(self)
        self._restore_settings()
        self._restore_puzzle()  # before listening to changes: restoring is not an edit
        self.editor.changed.connect(self.on_document_changed)
        self._refresh_views()
        # The panels and commands that plug into the window's hooks (``WindowHooks``).
        self.search_panel = install_search(self)
        for action in self.search_panel.actions.values():  # (kept by short name there)
            self.register_action(action)
        self.hints = install_hints(self)
        self.generator = install_generator(self)
        self.exporter = install_export(self)
        self.explain_panel = install_explain(self)
        self.gym = install_gym(self)
        self.gym.panel.room_wanted.connect(
            lambda height: self.layouts.give_height(self.gym.panel, height)
        )
        self.layouts.layout_changed.connect(self.on_layout_changed)
        self.actions["action_solve"].triggered.connect(self.on_solve_now)
        self.grid.setFocus()

    # ---- hooks for other panels ------------------------------------------------------------

    def register_action(self, action: QAction) -> None:
        """Keep ``action`` in ``self.actions`` under its object name (``action_<name>``),
        which must be new. The action lives inside the window (a child, or a dock's toggle),
        so outside checks find it with ``findChild(QAction, name)``."""
        name = action.objectName()
        if not name or name in self.actions:
            raise ValueError(f"an action needs a new object name, not {name!r}")
        owner = action.parent()
        while owner is not None and owner is not self:
            owner = owner.parent()
        if owner is None:
            raise ValueError(f"{name} must live inside the window")
        self.actions[name] = action

    def add_panel(self, dock: QDockWidget, area: Qt.DockWidgetArea) -> None:
        """Dock a panel beside the grid and list it in View > Panels."""
        self.addDockWidget(area, dock)
        self.menus["panels"].addAction(dock.toggleViewAction())
        self.menus["panels"].menuAction().setVisible(True)

    def add_toolbar(self, toolbar: QToolBar) -> None:
        """Put ``toolbar`` beside the main one (no row of its own) and list it in View >
        Panels."""
        self.addToolBar(toolbar)
        self.menus["panels"].addAction(toolbar.toggleViewAction())

    def add_menu(self, name: str, title: str, before: str = "view") -> QMenu:
        """A new top-level menu, placed before the menu ``before``; also in ``self.menus``."""
        menu = QMenu(title, self)
        menu.setObjectName(f"menu_{name}")
        self.menuBar().insertMenu(self.menus[before].menuAction(), menu)
        self.menus[name] = menu
        return menu

    def add_toolbar_actions(self, actions: list[QAction]) -> None:
        """Put actions on the toolbar; their buttons never take the grid's focus, and show
        the action's words without a mnemonic ("保存", not "保存(S)")."""
        for action in actions:
            keep_plain_icon_text(action)
            self.toolbar.addAction(action)
            button = self.toolbar.widgetForAction(action)
            if button is not None:
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    # ---- building ----------------------------------------------------------------------------

    def _add_status_labels(self) -> None:
        bar: QStatusBar = self.statusBar()
        self.uniqueness_label = QLabel(self)
        self.uniqueness_label.setObjectName("uniqueness_label")
        self.mode_label = QLabel(self)
        self.mode_label.setObjectName("mode_label")
        for label in (self.files.file_label, self.uniqueness_label, self.mode_label):
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
        self.files.autosave()

    def _refresh_views(self) -> None:
        self.grid.refresh()
        self._show_state()
        self.uniqueness.request(self.document.givens_grid())

    def _show_state(self) -> None:
        doc = self.document
        entering = doc.mode == ENTER
        toggle_mode = self.actions["action_mode"]
        toggle_mode.setText(
            translate("MainWindow", "Start &solving")
            if entering
            else translate("MainWindow", "&Edit givens")
        )
        toggle_mode.setToolTip(actions.tool_tip(toggle_mode.text(), toggle_mode.shortcuts()))
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
        self.actions["action_pencil"].setChecked(on)
        self._show_state()

    @Slot(str)
    def on_layout_changed(self, name: str) -> None:
        """Another layout takes the board: what the last one drew on it goes (the Explain
        drawing, a Why? answer, the digit bar's shade), and the search's walk comes back
        where the new layout shows it."""
        shown = name in SHOWING_THE_WALK
        if not (shown and self.search_panel.shows_the_walk()):  # (Watch and Lessons share it)
            self.grid.set_overlay(None)
        self.grid.set_digit_highlight(0)
        self.search_panel.set_board_shown(shown)

    # ---- Puzzle ------------------------------------------------------------------------------

    @Slot()
    def on_solve_now(self) -> None:
        """Solve now shows the walk to its end: in a layout whose board shows it."""
        if self.layouts.current not in SHOWING_THE_WALK:
            self.layouts.bring(WATCH)

    @Slot()
    def on_toggle_mode(self) -> None:
        if self.document.mode == ENTER:
            self.editor.start_solving()
        else:
            self.editor.edit_givens()

    # ---- View and Help -----------------------------------------------------------------------

    @Slot(float)
    def on_zoom_stepped(self, ratio: float) -> None:
        """The board grows (or shrinks) with the text, by the zoom's ``ratio``: the docked
        panels beside it give up (or take back) the room first, and a window neither
        maximised nor full screen grows or shrinks around it (within the screen)."""
        side = min(self.grid.width(), self.grid.height())
        delta = round(side * ratio) - side
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
                beside, [max(dock.width() - delta, 1) for dock in beside], Qt.Orientation.Horizontal
            )
        if self.isMaximized() or self.isFullScreen():
            return
        screen = self.screen().availableGeometry()
        hint = self.minimumSizeHint()
        width = min(max(self.width() + delta, hint.width()), screen.width())
        height = min(max(self.height() + delta, hint.height()), screen.height())
        self.resize(width, height)

    @Slot()
    def on_shortcuts(self) -> None:
        if self._shortcuts_dialog is None:
            actions = [a for a in self.findChildren(QAction) if a.objectName()]
            self._shortcuts_dialog = ShortcutsDialog(actions, self)
        self._shortcuts_dialog.show()
        self._shortcuts_dialog.raise_()

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
        self.actions["action_show_candidates"].setChecked(
            as_bool(settings.value("view/candidates"))
        )
        self.grid.set_pencil_mode(as_bool(settings.value("edit/pencil")))
        self.files.fill_recent_menu()

    def _restore_puzzle(self) -> None:
        """The autosaved puzzle, or article 003's puzzle on a first start."""
        document, problem = storage.load_autosave() if self.files.autosave_enabled else (None, "")
        if problem:
            document = Document()
            self.statusBar().showMessage(problem)
            QTimer.singleShot(
                0, lambda: self.dialogs.show_error(translate("MainWindow", "Autosave"), problem)
            )
        elif document is None:
            document = from_grid(solver.parse(sample_named(FIRST_START_SAMPLE).puzzle))
        self.editor.reset(document)

    def showEvent(self, event) -> None:
        """Restore the layout once, after every panel has been added."""
        if not self._layout_restored:
            self._layout_restored = True
            self.layouts.restore()
            self._fit_toolbars()  # (the state restored may hold another width's rows)
        super().showEvent(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.layouts.window_resized()
        self._fit_toolbars()

    def _fit_toolbars(self) -> None:
        """The digit bar stands beside the main toolbar when both fit the window's width, and
        on a row of its own when not (a longer language, a narrow window): no button is ever
        behind a toolbar's overflow arrow."""
        digits = self.findChild(QToolBar, "digit_toolbar")
        if digits is None or digits.isFloating():
            return
        if self.toolBarArea(digits) != self.toolBarArea(self.toolbar):
            return
        needed = self.toolbar.sizeHint().width() + digits.sizeHint().width()
        own_row = needed > self.width()
        if own_row != self.toolBarBreak(digits):
            if own_row:
                self.insertToolBarBreak(digits)
            else:
                self.removeToolBarBreak(digits)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closing.emit()
        settings = QSettings()
        settings.setValue("window/geometry", self.saveGeometry())
        self.layouts.save()
        settings.setValue("view/candidates", self.actions["action_show_candidates"].isChecked())
        settings.setValue("edit/pencil", self.grid.pencil_mode)
        self.files.autosave()
        self.uniqueness.shutdown()
        self.checker.shutdown()
        super().closeEvent(event)
