"""The window's commands as data: every action, its menu place and its toolbar button.

``ACTIONS`` lists each command once: its object name (``action_<name>``, what tests and
automation find it by), label, the window slot it calls, keys, status tip and whether it is
checkable. ``MENUS`` lays them out. ``create_actions`` and ``create_menus`` build the
QActions and QMenus from these tables, so adding a command is one row, not three edits.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

StandardKey = QKeySequence.StandardKey


@dataclass(frozen=True)
class ActionSpec:
    """One command. ``slot`` is a path from the window (``"on_new"``, ``"editor.clear_marks"``)
    to the callable it triggers (or toggles, when ``checkable``)."""

    name: str
    text: str
    slot: str
    shortcut: StandardKey | str | None = None
    tip: str = ""
    checkable: bool = False


_ = ActionSpec  # the table below reads as rows
ACTIONS = (
    _("new", "&New", "on_new", StandardKey.New, "Start an empty grid to type givens into"),
    _("open", "&Open...", "on_open", StandardKey.Open, "Open a puzzle file"),
    _("save", "&Save", "on_save", StandardKey.Save, "Save givens, entries and marks"),
    _("save_as", "Save &As...", "on_save_as", StandardKey.SaveAs, "Save under a new name"),
    _("quit", "&Quit", "close", StandardKey.Quit, "Quit Sudoku Lens"),
    _("copy", "&Copy puzzle", "on_copy", StandardKey.Copy, "Copy the grid as 81 characters"),
    _("paste", "&Paste puzzle", "on_paste", StandardKey.Paste, "Paste a puzzle (any format)"),
    _("clear_entries", "Clear &entries", "editor.clear_entries", None, "Remove your digits"),
    _("clear_marks", "Clear pencil &marks", "editor.clear_marks", None, "Remove all marks"),
    _("pencil", "Pencil mode", "grid.set_pencil_mode", None,
       "Bare digits write marks (P)", checkable=True),
    _("mode", "Start &solving", "on_toggle_mode", "Ctrl+E", "Lock the givens / edit them"),
    _("check", "&Check", "on_check", "Ctrl+K", "Check your entries and the givens"),
    _("count", "C&ount solutions", "on_count", "Ctrl+Shift+K", "How many solutions"),
    _("show_candidates", "Show all &candidates", "grid.set_show_candidates",
       "Ctrl+Shift+A", "Show every candidate the grid allows", checkable=True),
    _("zoom_in", "Zoom &in", "on_zoom_in", StandardKey.ZoomIn, "Bigger grid"),
    _("zoom_out", "Zoom &out", "on_zoom_out", StandardKey.ZoomOut, "Smaller grid"),
    _("shortcuts", "&Keyboard shortcuts", "on_shortcuts", StandardKey.HelpContents,
       "Every key of the grid and the window"),
    _("about", "&About Sudoku Lens", "on_about", None, "What this app is"),
)  # fmt: skip

# Menu name -> (title, items); None is a separator, a SUBMENUS key a submenu, else an action.
MENUS = {
    "file": ("&File", ["new", "open", None, "save", "save_as", None, "recent", None, "quit"]),
    "edit": ("&Edit", ["undo", "redo", None, "copy", "paste", None, "clear_entries",
                       "clear_marks", None, "pencil"]),
    "puzzle": ("&Puzzle", ["mode", "check", "count", None, "samples", None]),
    "view": ("&View", ["show_candidates", None, "zoom_in", "zoom_out", None, "panels"]),
    "help": ("&Help", ["shortcuts", None, "about"]),
}  # fmt: skip
SUBMENUS = {"recent": "Open &recent", "samples": "Sa&mples", "panels": "&Panels"}
TOOLBAR = ("new", "open", "save", "undo", "redo", "mode", "check", "show_candidates")


def create_actions(window) -> None:
    """Build every ACTIONS row as ``window.action_<name>``, plus Undo and Redo from the
    window's undo stack."""
    for spec in ACTIONS:
        action = QAction(spec.text, window)
        action.setObjectName(f"action_{spec.name}")
        if spec.shortcut is not None:
            action.setShortcuts(key_sequences(spec.shortcut))
        action.setStatusTip(spec.tip)
        action.setToolTip(tool_tip(spec.text, action.shortcuts()))
        action.setCheckable(spec.checkable)
        (action.toggled if spec.checkable else action.triggered).connect(
            _resolve(window, spec.slot)
        )
        setattr(window, f"action_{spec.name}", action)
    window.action_undo = window.undo_stack.createUndoAction(window, "&Undo")
    window.action_redo = window.undo_stack.createRedoAction(window, "&Redo")
    for name, action, key in (
        ("undo", window.action_undo, StandardKey.Undo),
        ("redo", window.action_redo, StandardKey.Redo),
    ):
        action.setObjectName(f"action_{name}")
        action.setShortcuts(key_sequences(key))
        action.setIconText(name.capitalize())  # the toolbar keeps a short, steady label


def create_menus(window) -> None:
    """Build the menu bar from MENUS into ``window.menus`` (submenus included)."""
    bar = window.menuBar()
    for name, (title, items) in MENUS.items():
        menu = bar.addMenu(title)
        menu.setObjectName(f"menu_{name}")
        window.menus[name] = menu
        for item in items:
            if item is None:
                menu.addSeparator()
            elif item in SUBMENUS:
                sub: QMenu = menu.addMenu(SUBMENUS[item])
                sub.setObjectName(f"menu_{item}")
                window.menus[item] = sub
            else:
                menu.addAction(getattr(window, f"action_{item}"))
    window.menus["panels"].menuAction().setVisible(False)  # until a panel is added


def toolbar_actions(window) -> list[QAction]:
    return [getattr(window, f"action_{name}") for name in TOOLBAR]


def key_sequences(shortcut) -> list[QKeySequence]:
    """The key sequences of a StandardKey or a portable string. Quit falls back to Ctrl+Q
    where the platform defines none (it does on Linux; Windows has none)."""
    if isinstance(shortcut, StandardKey):
        sequences = QKeySequence.keyBindings(shortcut)
        if not sequences and shortcut == StandardKey.Quit:
            sequences = [QKeySequence("Ctrl+Q")]
        return sequences
    return [QKeySequence(shortcut)]


def tool_tip(text: str, shortcuts: list[QKeySequence]) -> str:
    """The action's words without the mnemonic, and its first key in the platform's style."""
    plain = text.replace("&", "").rstrip(".")
    if not shortcuts:
        return plain
    return f"{plain} ({shortcuts[0].toString(QKeySequence.SequenceFormat.NativeText)})"


def _resolve(window, path: str):
    target = window
    for part in path.split("."):
        target = getattr(target, part)
    return target
