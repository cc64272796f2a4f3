"""Strike-outs, labels and highlights stand out from the cell under them: a contrast of at
least 3:1 (WCAG's figure for graphics) in a light and a dark palette."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette

from sudoku_gui.grid.colours import GridColours


def luminance(color: QColor) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(color.red())
        + 0.7152 * channel(color.green())
        + 0.0722 * channel(color.blue())
    )


def contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def palette(base: QColor, text: QColor) -> QPalette:
    made = QPalette()
    made.setColor(QPalette.ColorRole.Base, base)
    made.setColor(QPalette.ColorRole.Window, base)
    made.setColor(QPalette.ColorRole.Text, text)
    return made


PALETTES = {
    "light": palette(QColor(255, 255, 255), QColor(0, 0, 0)),
    "dark": palette(QColor(30, 30, 30), QColor(230, 230, 230)),
}


@pytest.mark.parametrize("name", PALETTES)
def test_marks_of_the_search_read_on_every_cell_background(qapp, name):
    colours = GridColours.from_palette(PALETTES[name])
    backgrounds = {
        "open": colours.base,
        "deduced": colours.deduced,
        "guess": colours.guess_fill,
        "backtrack": colours.backtrack,
    }
    marks = {
        "strike-out": colours.faded,
        "label": colours.label,
        "cause": colours.cause,
        "conflict": colours.conflict,
        "candidate": colours.text,
    }
    for mark, color in marks.items():
        for background, under in backgrounds.items():
            ratio = contrast(color, under)
            assert ratio >= 3, f"{name}: {mark} on {background} is {ratio:.2f}:1"
