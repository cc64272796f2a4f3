"""The grid's right-click menu: colour a cell, or one of its candidates, by hand.

Players colour cells and candidates to follow chains and colouring patterns (HoDoKu and
Sudoku Explainer have it). The menu offers the four colours and "no colour" for the cell and
for each candidate the cell shows; what is chosen comes back as (colour, digit), digit 0 for
the cell itself. The colours are the grid's own (``GridColours.paint``), shown as swatches.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import QMenu, QWidget

from sudoku_gui.support.words import QT_TRANSLATE_NOOP, translate

COLOUR_NAMES = (
    QT_TRANSLATE_NOOP("ColourMenu", "No colour"),
    QT_TRANSLATE_NOOP("ColourMenu", "Colour 1 (red)"),
    QT_TRANSLATE_NOOP("ColourMenu", "Colour 2 (blue)"),
    QT_TRANSLATE_NOOP("ColourMenu", "Colour 3 (green)"),
    QT_TRANSLATE_NOOP("ColourMenu", "Colour 4 (yellow)"),
)


def swatch(colour: QColor | None, size: int = 14) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(colour if colour is not None else QColor(0, 0, 0, 0))
    return QIcon(pixmap)


def colour_menu(
    parent: QWidget, cell_name: str, digits: tuple[int, ...], paints: tuple[QColor, ...]
) -> QMenu:
    """A menu whose actions carry (colour, digit) as data: the cell's colours, then a
    submenu per shown candidate."""
    menu = QMenu(parent)
    menu.setObjectName("colour_menu")
    cell_menu = menu.addMenu(
        translate("ColourMenu", "Colour {cell_name}").format(cell_name=cell_name)
    )
    targets = [(cell_menu, 0)]
    for digit in digits:
        targets.append(
            (
                menu.addMenu(
                    translate("ColourMenu", "Colour candidate {digit}").format(digit=digit)
                ),
                digit,
            )
        )
    for submenu, digit in targets:
        for colour, name in enumerate(COLOUR_NAMES):
            icon = swatch(paints[colour - 1] if colour else None)
            action = submenu.addAction(icon, translate("ColourMenu", name))
            action.setData((colour, digit))
    return menu
