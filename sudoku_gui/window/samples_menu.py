"""Puzzle > Samples: the seed articles' puzzles, by name a person understands.

Each sample is listed under its source ("Norvig (articles 000 and 001)", "Article 003
(the hypothesis walk)") with its title and level ("Article 003: the walk (expert)"); its
action keeps the sample's id as object name (``sample_fool-003``) and its puzzle as data.
Choosing one replaces the puzzle (one undo step).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup

import solver
from sudoku_gui.document.model import from_grid
from sudoku_gui.document.samples import load_samples
from sudoku_gui.support.words import translate

if TYPE_CHECKING:
    from sudoku_gui.window.main_window import MainWindow


def install_samples_menu(window: MainWindow) -> None:
    menu = window.menus["samples"]
    group = QActionGroup(window)
    group.setExclusive(False)
    source = None
    for sample in load_samples():  # (grouped by source, as the file lists them)
        if sample.source != source:
            source = sample.source
            menu.addSection(source)
        action = menu.addAction(sample.label)
        action.setObjectName(f"sample_{sample.name}")
        action.setStatusTip(sample.note)
        action.setData(sample.puzzle)
        group.addAction(action)

    def open_sample(action: QAction) -> None:
        grid = solver.parse(action.data())
        window.files.load_document(
            from_grid(grid),
            translate("SamplesMenu", "Open sample {text}").format(text=action.text()),
        )

    group.triggered.connect(open_sample)
