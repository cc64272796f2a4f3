"""The key map as a plain function: every key of the map, modifiers and keyboard layouts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from sudoku_gui.grid import keys, navigation
from sudoku_gui.grid.keys import CLEAR, MARK, MOVE, PENCIL, PLACE, KeyCommand, interpret

Key = Qt.Key
Mod = Qt.KeyboardModifier


@pytest.mark.parametrize("digit", range(1, 10))
def test_digits_place_from_the_main_row_and_the_keypad(digit):
    key = getattr(Key, f"Key_{digit}")
    assert interpret(key, Mod.NoModifier) == KeyCommand(PLACE, digit)
    assert interpret(key, Mod.KeypadModifier) == KeyCommand(PLACE, digit)


@pytest.mark.parametrize(
    "key", [Key.Key_0, Key.Key_Period, Key.Key_Space, Key.Key_Delete, Key.Key_Backspace]
)
def test_clear_keys(key):
    assert interpret(key, Mod.NoModifier) == KeyCommand(CLEAR)


def test_keypad_zero_and_dot_clear_too():
    assert interpret(Key.Key_0, Mod.KeypadModifier) == KeyCommand(CLEAR)
    assert interpret(Key.Key_Period, Mod.KeypadModifier) == KeyCommand(CLEAR)


@pytest.mark.parametrize(("key", "direction"), list(keys.MOVE_KEYS.items()))
def test_movement_keys(key, direction):
    mods = Mod.ShiftModifier if key == Key.Key_Backtab else Mod.NoModifier
    assert interpret(key, mods) == KeyCommand(MOVE, direction)


def test_keypad_arrows_move():
    assert interpret(Key.Key_Up, Mod.KeypadModifier) == KeyCommand(MOVE, navigation.UP)


@pytest.mark.parametrize("digit", range(1, 10))
def test_ctrl_digit_toggles_a_mark(digit):
    key = getattr(Key, f"Key_{digit}")
    assert interpret(key, Mod.ControlModifier) == KeyCommand(MARK, digit)


US_SHIFTED = "!@#$%^&*("
GERMAN_SHIFTED = {
    1: Key.Key_Exclam,
    2: Key.Key_QuoteDbl,
    3: Key.Key_section,
    4: Key.Key_Dollar,
    5: Key.Key_Percent,
}


@pytest.mark.parametrize(("digit", "symbol"), list(enumerate(US_SHIFTED, start=1)))
def test_shift_digit_on_a_us_layout_without_native_codes(digit, symbol):
    key = Qt.Key(ord(symbol))
    assert interpret(key, Mod.ShiftModifier) == KeyCommand(MARK, digit)


@pytest.mark.parametrize(("digit", "key"), list(GERMAN_SHIFTED.items()))
def test_shift_digit_on_a_german_layout_table(digit, key):
    assert interpret(key, Mod.ShiftModifier) == KeyCommand(MARK, digit)


def test_native_virtual_key_settles_layouts_that_disagree():
    # German Shift+6 sends '&', which the US table reads as 7; Windows' virtual key says '6'.
    command = interpret(
        Key.Key_Ampersand, Mod.ShiftModifier, native_virtual_key=ord("6"), platform="windows"
    )
    assert command == KeyCommand(MARK, 6)


def test_x11_key_codes_of_the_digit_row_settle_layouts_too():
    # German Shift+8 sends '(' (the US 9); the X11 key code 17 is the key labelled 8.
    command = interpret(
        Key.Key_ParenLeft,
        Mod.ShiftModifier,
        native_virtual_key=0x28,
        native_scan_code=17,
        platform="xcb",
    )
    assert command == KeyCommand(MARK, 8)


def test_x11_shifted_key_off_the_digit_row_is_not_a_mark():
    # US Shift+' sends '"' (the German 2); X11 key code 48 is the quote key.
    command = interpret(
        Key.Key_QuoteDbl,
        Mod.ShiftModifier,
        native_virtual_key=0x22,
        native_scan_code=48,
        platform="xcb",
    )
    assert command is None


def test_shift_with_the_digit_itself_azerty():
    assert interpret(Key.Key_4, Mod.ShiftModifier) == KeyCommand(MARK, 4)


def test_pencil_key_and_pencil_mode_swaps_digits_and_marks():
    assert interpret(Key.Key_P, Mod.NoModifier) == KeyCommand(PENCIL)
    assert interpret(Key.Key_3, Mod.NoModifier, pencil_mode=True) == KeyCommand(MARK, 3)
    assert interpret(Key.Key_3, Mod.ControlModifier, pencil_mode=True) == KeyCommand(PLACE, 3)


@pytest.mark.parametrize(
    ("key", "mods"),
    [
        (Key.Key_A, Mod.NoModifier),
        (Key.Key_Z, Mod.ControlModifier),
        (Key.Key_C, Mod.ControlModifier),
        (Key.Key_Left, Mod.ShiftModifier),
        (Key.Key_1, Mod.AltModifier),
        (Key.Key_Escape, Mod.NoModifier),
    ],
)
def test_other_keys_are_passed_on(key, mods):
    assert interpret(key, mods) is None


def test_the_documented_map_names_every_kind_of_key():
    text = " ".join(combo for combo, _ in keys.KEY_MAP)
    for word in ("Arrow", "Home", "Tab", "1-9", "Delete", "Ctrl+1-9", "Shift+1-9", "P"):
        assert word in text
