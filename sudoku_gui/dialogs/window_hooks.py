"""``WindowHooks``: what the panels and commands installed into the main window may use of it.

The main window (``sudoku_gui.window.main_window.MainWindow``) is the top layer, so nothing
below it may import it; every installer (the search view, the explain panel, the generator,
the gym, and the window's own menus and commands) receives it typed as this Protocol
instead, uses nothing it does not list (tests/test_architecture.py checks that below the
window) and returns the part it made. The window is also the Qt parent of what they
build (docks, actions, dialogs), so they pass it where Qt asks for a parent widget.

To add a hook, add it to the window and here, with what it is for.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, TypeVar, runtime_checkable

from PySide6.QtCore import QObject, Qt, SignalInstance
from PySide6.QtGui import QAction, QUndoStack
from PySide6.QtWidgets import QDockWidget, QMenu, QStatusBar, QToolBar

from sudoku_gui.dialogs.messages import WindowDialogs
from sudoku_gui.document.editor import PuzzleEditor
from sudoku_gui.document.model import Document
from sudoku_gui.grid.widget import GridWidget
from sudoku_gui.support.notation import NotationChoice

if TYPE_CHECKING:
    from sudoku_gui.dialogs.explain_panel import ExplainPanel

Child = TypeVar("Child", bound=QObject)


class PuzzleLoader(Protocol):
    """The window's file commands, as far as a panel may use them."""

    def load_document(self, document: Document, text: str) -> None:
        """Replace the puzzle (one undo step named ``text``) with a new, unsaved one."""


class TaskLayoutChoice(Protocol):
    """The window's task layouts (Watch, Explain, Play, Lessons), as a command uses them."""

    @property
    def current(self) -> str:
        """The layout on screen."""

    def bring(self, name: str) -> None:
        """Arrange the docks as the layout ``name``."""


class SearchView(Protocol):
    """The search view, as far as the window's commands use it (Hint, Export)."""

    def fill_answer(self) -> None:
        """Fill the solution into the person's board, as one undoable step."""

    def walk_strategy(self) -> str:
        """The strategy whose walk the view records (a ``STRATEGIES`` name)."""

    def walk_notes(self) -> dict[int, str]:
        """The teacher's notes on the walk (step -> note), a copy."""


@runtime_checkable
class WindowHooks(Protocol):
    """What the rest of the app may use of the main window."""

    closing: SignalInstance  # emitted as the window closes: stop threads, save settings
    editor: PuzzleEditor  # every change to the puzzle (``changed``), as undoable steps
    document: Document  # the puzzle shown (the editor's document)
    grid: GridWidget  # the board (``set_overlay``, ``set_highlight``, cell clicks)
    notation: NotationChoice  # how cells are named (``cell``, ``text``, ``changed``)
    menus: dict[str, QMenu]  # "file", "edit", "puzzle", "view", "help", "panels", ...
    actions: dict[str, QAction]  # every window action by object name (``action_quit``)
    dialogs: WindowDialogs  # messages (``show_error``, ``show_info``) and file pickers
    files: PuzzleLoader  # loads a puzzle a panel made (a replay, a generated puzzle)
    explain_panel: ExplainPanel  # the logical path; Why? asks which of its steps is shown
    search_panel: SearchView  # the search's walk (Hint fills the answer, Export records it)
    layouts: TaskLayoutChoice  # the task layouts (Hint brings Play)
    undo_stack: QUndoStack  # the puzzle's undo steps (a hint applied is one macro)

    def add_panel(self, dock: QDockWidget, area: Qt.DockWidgetArea) -> None:
        """Dock ``dock`` beside the grid and list it in View > Panels (give the dock an
        objectName, so its place is remembered)."""

    def add_menu(self, name: str, title: str, before: str = "view") -> QMenu:
        """A new top-level menu before the menu ``before``; also ``menus[name]``."""

    def add_toolbar_actions(self, actions: Sequence[QAction]) -> None:
        """Put ``actions`` on the main toolbar; their buttons never take the grid's focus."""

    def register_action(self, action: QAction) -> None:
        """Keep ``action`` (inside the window, named ``action_<name>``) in ``actions``."""

    def add_toolbar(self, toolbar: QToolBar) -> None:
        """Put ``toolbar`` beside the main one and list it in View > Panels."""

    # QMainWindow's own, as the panels use them:

    def statusBar(self) -> QStatusBar:
        """Where passing messages go (cells named in the reader's notation)."""

    def isVisible(self) -> bool:
        """Whether the window is on screen (a finished job opens its preview only then)."""

    def addAction(self, action: QAction) -> None:
        """Make ``action``'s shortcut work anywhere in the window."""

    def findChild(self, kind: type[Child], name: str = "") -> Child | None:
        """A child object of the window (installers look for themselves, to install once)."""

    def tabifyDockWidget(self, first: QDockWidget, second: QDockWidget) -> None:
        """Stack ``second`` on ``first`` as tabs."""

    def resizeDocks(
        self, docks: list[QDockWidget], sizes: list[int], orientation: Qt.Orientation
    ) -> None:
        """Give docks beside the grid their width (or height)."""
