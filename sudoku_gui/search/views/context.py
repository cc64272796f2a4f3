"""What the helper controls of the search view (Why?, the quiz, replays, logic badges, the
race) may use: one frozen, typed ``SearchContext`` the panel builds once and hands to each.

A control used to take the whole panel and reach through it to the window
(``panel.window.explain_panel``, ``panel.playback.quiz = ...``), so it depended on what the
panel and the window happened to hold, and on the order they were built in. Now a control
sees only this: the search and its playback, the board, the notation, and a few callbacks
into the window. Controls make their own actions and hand them back (the panel puts them in
the menus) and connect to each other only through the panel, by signals.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtWidgets import QDockWidget, QWidget

from sudoku_gui.document.model import Document
from sudoku_gui.grid.widget import GridWidget
from sudoku_gui.search.running.playback import Playback
from sudoku_gui.search.running.session import SearchSession
from sudoku_gui.support.notation import NotationChoice


@dataclass(frozen=True)
class SearchContext:
    """What a helper control of the search view may use (see the module docstring).

    ``session`` is the watched search and ``playback`` its cursor (``session.playback``);
    ``grid`` the board the frames are painted on; ``notation`` how cells are named.
    ``show_status(text, ms)`` says something in the status bar for ``ms`` milliseconds;
    ``show_error(title, text)`` tells of a failure; ``dialog_parent`` is the widget a dialog
    opens over; ``add_dock(dock)`` puts a lesson's dock on the window's left.
    ``explained_step()`` is (givens, explanation, step index) of the step of Explain
    solution the board shows, or None. ``load_document(document, undo_text)`` puts a
    puzzle on the board as an undoable edit. ``widen_dock(dock, px)`` makes a dock at least
    that wide."""

    session: SearchSession
    playback: Playback
    grid: GridWidget
    notation: NotationChoice
    show_status: Callable[[str, int], None]
    show_error: Callable[[str, str], None]
    dialog_parent: QWidget
    add_dock: Callable[[QDockWidget], None]
    explained_step: Callable[[], tuple | None]
    load_document: Callable[[Document, str], None]
    widen_dock: Callable[[QDockWidget, int], None]
