"""The grid's keyboard map: key events in, small commands out, and the map's documentation.

``interpret`` is a plain function of the key, its modifiers and native codes, so every key of
the map is testable without a widget (the grid widget only forwards its events here). The
same table, ``KEY_MAP``, feeds Help > Keyboard shortcuts, so the documented map cannot drift
from the one in use; docs/user-guide.md lists it too, and tests/test_docs.py checks it does.

Shift+digit toggles a pencil mark whatever symbol the layout sends for it: ``!`` on a US
keyboard, ``"`` or ``§`` on a German one. The digit is recovered from, in order, the native
virtual key when it is ``'1'``..``'9'`` (Windows, and X11 layouts whose shifted key is the
digit), the X11 hardware key code of the digit row, and a table of the shifted symbols of the
common layouts (US, UK, German) for platforms that report no native codes.

Typing a puzzle in (after New, or in Edit givens) reads like a line of text: a digit goes in
and the selection moves on to the next cell in reading order (the next row after the last
column); ``.``, ``0`` and Space leave the cell empty and move on; Backspace clears the cell
before and stays there. 81 keystrokes enter a puzzle, no arrow key needed. While solving the
selection stays (Edit > Options > auto-advance moves it to the next empty cell instead).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt

from sudoku_gui.grid import navigation
from sudoku_gui.support.words import QT_TRANSLATE_NOOP

Key = Qt.Key
Mod = Qt.KeyboardModifier

MOVE, PLACE, MARK, CLEAR, PENCIL, COLOUR = "move", "place", "mark", "clear", "pencil", "colour"


@dataclass(frozen=True, slots=True)
class KeyCommand:
    """What a key asks the grid to do: ``action`` with its ``argument`` (a digit or a
    direction from ``navigation``; 0 when the action takes none); ``before`` and ``after``
    are directions the selection moves first and then (typing a puzzle in; "" stays)."""

    action: str
    argument: int | str = 0
    before: str = ""
    after: str = ""


MOVE_KEYS = {
    Key.Key_Right: navigation.RIGHT,
    Key.Key_Left: navigation.LEFT,
    Key.Key_Down: navigation.DOWN,
    Key.Key_Up: navigation.UP,
    Key.Key_Home: navigation.ROW_START,
    Key.Key_End: navigation.ROW_END,
    Key.Key_Tab: navigation.NEXT_EMPTY,
    Key.Key_Backtab: navigation.PREVIOUS_EMPTY,
}
DIGIT_KEYS = {getattr(Key, f"Key_{d}"): d for d in range(1, 10)}
CLEAR_KEYS = frozenset(
    {Key.Key_0, Key.Key_Period, Key.Key_Space, Key.Key_Delete, Key.Key_Backspace}
)
# Typing a puzzle in: the keys that leave a cell empty and move on (Delete clears in place).
SKIP_KEYS = frozenset({Key.Key_0, Key.Key_Period, Key.Key_Space})
# What Shift+digit sends on common layouts. US: !@#$%^&*(  UK: !"£$%^&*(  German: !"§$%&/()
# Where layouts disagree (& is 7 in the US, 6 in Germany) the US meaning wins; native codes,
# when the platform gives them, settle it before this table is consulted.
SHIFTED_SYMBOLS = {
    Key.Key_Exclam: 1,
    Key.Key_At: 2,
    Key.Key_QuoteDbl: 2,
    Key.Key_NumberSign: 3,
    Key.Key_sterling: 3,
    Key.Key_section: 3,
    Key.Key_Dollar: 4,
    Key.Key_Percent: 5,
    Key.Key_AsciiCircum: 6,
    Key.Key_Ampersand: 7,
    Key.Key_Slash: 7,
    Key.Key_Asterisk: 8,
    Key.Key_ParenLeft: 9,
    Key.Key_ParenRight: 9,
}
# X11 (evdev) hardware key codes of the digit row: 10 is the key labelled 1, 18 the key 9.
X11_DIGIT_ROW = range(10, 19)


def interpret(
    key: int,
    modifiers: Qt.KeyboardModifier,
    *,
    native_virtual_key: int = 0,
    native_scan_code: int = 0,
    platform: str = "",
    pencil_mode: bool = False,
    typing: bool = False,
) -> KeyCommand | None:
    """The command for one key press, or None when the grid should pass the key on.

    ``platform`` is ``QGuiApplication.platformName()``; it says how to read native codes.
    In pencil mode bare digits write marks and Ctrl/Shift+digit place digits instead.
    ``typing`` (givens being entered) moves the selection on after a digit, ``.``, ``0`` or
    Space, and Backspace clears the cell before (see the module docstring).
    """
    mods = Mod(modifiers) & ~Mod.KeypadModifier
    if key in MOVE_KEYS and mods in (Mod.NoModifier, Mod.ShiftModifier):
        if key != Key.Key_Backtab and mods == Mod.ShiftModifier:
            return None
        return KeyCommand(MOVE, MOVE_KEYS[key])
    if typing and mods == Mod.NoModifier:
        if key in DIGIT_KEYS:
            return KeyCommand(PLACE, DIGIT_KEYS[key], after=navigation.RIGHT)
        if key in SKIP_KEYS:
            return KeyCommand(CLEAR, after=navigation.RIGHT)
        if key == Key.Key_Backspace:
            return KeyCommand(CLEAR, before=navigation.LEFT)
    if mods == Mod.NoModifier:
        if key in DIGIT_KEYS:
            return KeyCommand(MARK if pencil_mode else PLACE, DIGIT_KEYS[key])
        if key in CLEAR_KEYS:
            return KeyCommand(CLEAR)
        if key == Key.Key_P:
            return KeyCommand(PENCIL)
        if key == Key.Key_C:
            return KeyCommand(COLOUR)
        return None
    digit = 0
    if mods == Mod.ControlModifier:
        digit = DIGIT_KEYS.get(key, 0)
    elif mods == Mod.ShiftModifier:
        digit = shifted_digit(key, native_virtual_key, native_scan_code, platform)
    if not digit:
        return None
    return KeyCommand(PLACE if pencil_mode else MARK, digit)


def shifted_digit(key: int, native_virtual_key: int, native_scan_code: int, platform: str) -> int:
    """The digit key pressed with Shift, whatever symbol the layout made of it (0 if none)."""
    if key in DIGIT_KEYS:  # layouts (AZERTY) whose shifted digit row types the digit itself
        return DIGIT_KEYS[key]
    if platform != "cocoa" and ord("1") <= native_virtual_key <= ord("9"):
        return native_virtual_key - ord("0")
    if platform == "xcb" and native_scan_code:
        return native_scan_code - 9 if native_scan_code in X11_DIGIT_ROW else 0
    return SHIFTED_SYMBOLS.get(key, 0)


# The documented map: (keys, what they do). Shown in Help > Keyboard shortcuts and the user guide.
KEY_MAP = (
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Arrow keys"),
        QT_TRANSLATE_NOOP(
            "Shortcuts", "Move the selection; wraps to the next/previous row or column at the edges"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Home / End"),
        QT_TRANSLATE_NOOP("Shortcuts", "First / last cell of the row"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Tab / Shift+Tab"),
        QT_TRANSLATE_NOOP("Shortcuts", "Next / previous empty cell"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "1-9 (main row or keypad)"),
        QT_TRANSLATE_NOOP(
            "Shortcuts", "Place a digit (a given while entering, an entry while solving)"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "0, ., Space, Delete, Backspace"),
        QT_TRANSLATE_NOOP("Shortcuts", "Clear the cell"),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Typing givens (after New, in Edit givens)"),
        QT_TRANSLATE_NOOP(
            "Shortcuts",
            "A digit, 0, . or Space fills the cell and moves to the next one in reading order; "
            "Backspace clears the cell before",
        ),
    ),
    (
        "Ctrl+1-9",
        QT_TRANSLATE_NOOP(
            "Shortcuts", "Toggle a pencil mark (HoDoKu, Sudoku Explainer, GNOME Sudoku)"
        ),
    ),
    (
        "Shift+1-9",
        QT_TRANSLATE_NOOP(
            "Shortcuts", "Toggle a pencil mark (KSudoku), whatever symbol the layout sends"
        ),
    ),
    (
        "P",
        QT_TRANSLATE_NOOP(
            "Shortcuts", "Pencil mode: bare digits write marks, Ctrl/Shift+digit place digits"
        ),
    ),
    (
        "C",
        QT_TRANSLATE_NOOP(
            "Shortcuts", "Colour the cell: each press takes the next of four colours, then none"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Right click"),
        QT_TRANSLATE_NOOP("Shortcuts", "Colour the cell or one of its candidates"),
    ),
)
