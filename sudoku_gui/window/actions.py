"""The window's commands as data: every action, its menu place and its toolbar button.

``ACTIONS`` lists each command once: its object name (``action_<name>``, what tests and
automation find it by), label, the window slot it calls, keys, status tip and whether it is
checkable. ``MENUS`` lays them out. ``create_actions`` and ``create_menus`` build the
QActions and QMenus from these tables, so adding a command is one row, not three edits.
The actions live in ``window.actions`` by object name, each a child of the window.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from sudoku_gui.support.button_text import set_steady_icon_text
from sudoku_gui.support.words import QT_TRANSLATE_NOOP, translate, with_shortcut

if TYPE_CHECKING:
    from sudoku_gui.window.main_window import MainWindow

StandardKey = QKeySequence.StandardKey


@dataclass(frozen=True)
class ActionSpec:
    """One command. ``slot`` is a path from the window (``"files.on_new"``,
    ``"editor.clear_marks"``) to the callable it triggers (or toggles, when ``checkable``)."""

    name: str
    text: str
    slot: str
    shortcut: StandardKey | str | tuple[StandardKey | str, ...] | None = None
    tip: str = ""
    checkable: bool = False


_ = ActionSpec  # the table below reads as rows
ACTIONS = (
    _(
        "new",
        QT_TRANSLATE_NOOP("Actions", "&New"),
        "files.on_new",
        StandardKey.New,
        QT_TRANSLATE_NOOP("Actions", "Start an empty grid to type givens into"),
    ),
    _(
        "open",
        QT_TRANSLATE_NOOP("Actions", "&Open..."),
        "files.on_open",
        StandardKey.Open,
        QT_TRANSLATE_NOOP("Actions", "Open a puzzle file"),
    ),
    _(
        "save",
        QT_TRANSLATE_NOOP("Actions", "&Save"),
        "files.on_save",
        StandardKey.Save,
        QT_TRANSLATE_NOOP("Actions", "Save givens, entries and marks"),
    ),
    _(
        "save_as",
        QT_TRANSLATE_NOOP("Actions", "Save &As..."),
        "files.on_save_as",
        StandardKey.SaveAs,
        QT_TRANSLATE_NOOP("Actions", "Save under a new name"),
    ),
    _(
        "quit",
        QT_TRANSLATE_NOOP("Actions", "&Quit"),
        "close",
        StandardKey.Quit,
        QT_TRANSLATE_NOOP("Actions", "Quit Sudoku Lens"),
    ),
    _(
        "copy",
        QT_TRANSLATE_NOOP("Actions", "&Copy puzzle"),
        "files.on_copy",
        StandardKey.Copy,
        QT_TRANSLATE_NOOP("Actions", "Copy the grid as 81 characters"),
    ),
    _(
        "paste",
        QT_TRANSLATE_NOOP("Actions", "&Paste puzzle"),
        "files.on_paste",
        StandardKey.Paste,
        QT_TRANSLATE_NOOP("Actions", "Paste a puzzle (any format)"),
    ),
    _(
        "clear_entries",
        QT_TRANSLATE_NOOP("Actions", "Clear &entries"),
        "editor.clear_entries",
        None,
        QT_TRANSLATE_NOOP("Actions", "Remove your digits"),
    ),
    _(
        "clear_marks",
        QT_TRANSLATE_NOOP("Actions", "Clear pencil &marks"),
        "editor.clear_marks",
        None,
        QT_TRANSLATE_NOOP("Actions", "Remove all marks"),
    ),
    _(
        "pencil",
        QT_TRANSLATE_NOOP("Actions", "Pencil mode"),
        "grid.set_pencil_mode",
        None,
        QT_TRANSLATE_NOOP("Actions", "Bare digits write marks (P)"),
        checkable=True,
    ),
    _(
        "mode",
        QT_TRANSLATE_NOOP("Actions", "Start &solving"),
        "on_toggle_mode",
        "Ctrl+E",
        QT_TRANSLATE_NOOP("Actions", "Lock the givens / edit them"),
    ),
    _(
        "check",
        QT_TRANSLATE_NOOP("Actions", "&Check"),
        "checker.check",
        "Ctrl+K",
        QT_TRANSLATE_NOOP("Actions", "Check your entries and the givens"),
    ),
    _(
        "count",
        QT_TRANSLATE_NOOP("Actions", "C&ount solutions"),
        "checker.count",
        "Ctrl+Shift+K",
        QT_TRANSLATE_NOOP("Actions", "How many solutions"),
    ),
    _(
        "show_candidates",
        QT_TRANSLATE_NOOP("Actions", "Show all &candidates"),
        "grid.set_show_candidates",
        "Ctrl+Shift+A",
        QT_TRANSLATE_NOOP("Actions", "Show every candidate the grid allows"),
        checkable=True,
    ),
    _(
        "zoom_in",
        QT_TRANSLATE_NOOP("Actions", "Zoom &in"),
        "zoom.on_zoom_in",
        ("Ctrl+=", StandardKey.ZoomIn),
        QT_TRANSLATE_NOOP("Actions", "Bigger text and board, everywhere in the window"),
    ),
    _(
        "zoom_out",
        QT_TRANSLATE_NOOP("Actions", "Zoom &out"),
        "zoom.on_zoom_out",
        ("Ctrl+-", StandardKey.ZoomOut),
        QT_TRANSLATE_NOOP("Actions", "Smaller text and board, everywhere in the window"),
    ),
    _(
        "zoom_reset",
        QT_TRANSLATE_NOOP("Actions", "Act&ual size"),
        "zoom.on_zoom_reset",
        "Ctrl+0",
        QT_TRANSLATE_NOOP("Actions", "Text and board at their own size (100 %)"),
    ),
    _(
        "shortcuts",
        QT_TRANSLATE_NOOP("Actions", "&Keyboard shortcuts"),
        "on_shortcuts",
        StandardKey.HelpContents,
        QT_TRANSLATE_NOOP("Actions", "Every key of the grid and the window"),
    ),
    _(
        "about",
        QT_TRANSLATE_NOOP("Actions", "&About Sudoku Lens"),
        "dialogs.show_about",
        None,
        QT_TRANSLATE_NOOP("Actions", "What this app is"),
    ),
)

# Menu name -> (title, items); None is a separator, a SUBMENUS key a submenu, "recent" the file
# commands' own File > Open recent, else an action.
MENUS = {
    "file": (
        QT_TRANSLATE_NOOP("Menus", "&File"),
        ["new", "open", None, "save", "save_as", None, "recent", None, "quit"],
    ),
    "edit": (
        QT_TRANSLATE_NOOP("Menus", "&Edit"),
        ["undo", "redo", None, "copy", "paste", None, "clear_entries", "clear_marks", None,
         "pencil"],
    ),
    "puzzle": (
        QT_TRANSLATE_NOOP("Menus", "&Puzzle"), ["mode", "check", "count", None, "samples", None]
    ),
    "view": (
        QT_TRANSLATE_NOOP("Menus", "&View"),
        ["show_candidates", None, "zoom_in", "zoom_out", "zoom_reset", None,
         "layout", "panels"],
    ),
    "help": (QT_TRANSLATE_NOOP("Menus", "&Help"), ["shortcuts", None, "about"]),
}  # fmt: skip
SUBMENUS = {
    "samples": QT_TRANSLATE_NOOP("Menus", "&Samples"),
    "layout": QT_TRANSLATE_NOOP("Menus", "La&yout"),
    "panels": QT_TRANSLATE_NOOP("Menus", "P&anels"),
}
TOOLBAR = ("new", "open", "save", "undo", "redo", "mode", "check", "show_candidates")


def create_actions(window: MainWindow) -> dict[str, QAction]:
    """Every ACTIONS row, plus Undo and Redo from the window's undo stack, by object name
    (``action_<name>``); each is a child of ``window`` and calls its ``slot`` there."""
    actions: dict[str, QAction] = {}
    for spec in ACTIONS:
        text = translate("Actions", spec.text)
        action = QAction(text, window)
        action.setObjectName(f"action_{spec.name}")
        if spec.shortcut is not None:
            action.setShortcuts(key_sequences(spec.shortcut))
        action.setStatusTip(translate("Actions", spec.tip) if spec.tip else "")
        action.setToolTip(tool_tip(text, action.shortcuts()))
        action.setCheckable(spec.checkable)
        (action.toggled if spec.checkable else action.triggered).connect(
            _resolve(window, spec.slot)
        )
        actions[action.objectName()] = action
    undo_stack = window.undo_stack
    for name, action, key, short in (
        (
            "undo",
            undo_stack.createUndoAction(window, translate("Actions", "&Undo")),
            StandardKey.Undo,
            translate("Actions", "Undo"),
        ),
        (
            "redo",
            undo_stack.createRedoAction(window, translate("Actions", "&Redo")),
            StandardKey.Redo,
            translate("Actions", "Redo"),
        ),
    ):
        action.setObjectName(f"action_{name}")
        action.setShortcuts(key_sequences(key))
        # The toolbar keeps a short, steady label.
        set_steady_icon_text(action, short)
        actions[action.objectName()] = action
    return actions


def create_menus(window: MainWindow) -> dict[str, QMenu]:
    """The menu bar from MENUS, with the window's actions: every menu and submenu by name."""
    menus: dict[str, QMenu] = {}
    bar = window.menuBar()
    for name, (title, items) in MENUS.items():
        menu = bar.addMenu(translate("Menus", title))
        menu.setObjectName(f"menu_{name}")
        menus[name] = menu
        for item in items:
            if item is None:
                menu.addSeparator()
            elif item == "recent":
                menu.addMenu(window.files.recent_menu)
                menus[item] = window.files.recent_menu
            elif item in SUBMENUS:
                sub: QMenu = menu.addMenu(translate("Menus", SUBMENUS[item]))
                sub.setObjectName(f"menu_{item}")
                menus[item] = sub
            else:
                menu.addAction(window.actions[f"action_{item}"])
    menus["panels"].menuAction().setVisible(False)  # until a panel is added
    return menus


def toolbar_actions(actions: dict[str, QAction]) -> list[QAction]:
    return [actions[f"action_{name}"] for name in TOOLBAR]


def key_sequences(shortcut) -> list[QKeySequence]:
    """The key sequences of a StandardKey or a portable string, or of several (the first
    one shown in menus, none twice). Quit falls back to Ctrl+Q where the platform defines
    none (it does on Linux; Windows has none)."""
    if isinstance(shortcut, tuple):
        sequences: list[QKeySequence] = []
        for one in shortcut:
            sequences += [key for key in key_sequences(one) if key not in sequences]
        return sequences
    if isinstance(shortcut, StandardKey):
        sequences = QKeySequence.keyBindings(shortcut)
        if not sequences and shortcut == StandardKey.Quit:
            sequences = [QKeySequence("Ctrl+Q")]
        return sequences
    return [QKeySequence(shortcut)]


def tool_tip(text: str, shortcuts: list[QKeySequence]) -> str:
    """The action's words without the mnemonic, and its first key in the platform's style."""
    key = shortcuts[0].toString(QKeySequence.SequenceFormat.NativeText) if shortcuts else ""
    return with_shortcut(text, key)


def _resolve(window: MainWindow, path: str):
    target = window
    for part in path.split("."):
        target = getattr(target, part)
    return target
