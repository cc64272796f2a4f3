"""What a solving step draws on the board (``support.step_overlay``): pure, no QApplication."""

from __future__ import annotations

import solver
from solver.board import UNITS
from solver.explain import explain
from sudoku_gui.support.step_overlay import chain_pointers, line_of, step_overlay


def test_a_fish_shows_its_base_and_cover_lines():
    x_wing = "050006010930005026006900800620708300000060000009504068002007400760200083090400070"
    path = explain(x_wing)
    index = next(i for i, item in enumerate(path.steps) if item.step.technique == "x-wing")
    overlay = step_overlay(solver.parse(x_wing).cells, path, index)
    assert len(overlay.base_units) == len(overlay.cover_units) == 2
    assert all(unit < 18 for unit in overlay.base_units | overlay.cover_units), "lines"
    digit = path.steps[index].step.digits[0]
    for cell, removed in overlay.fading.items():  # what it removes lies on the cover lines
        assert removed == 1 << (digit - 1)
        assert any(cell in UNITS[unit] for unit in overlay.cover_units)


def test_a_chain_becomes_pointers_with_its_weak_links_dashed():
    chain = (((0, 1), 5, "strong", (1, 5), 5), ((1, 5), 5, "weak", (10, 5), 7))
    pointers, weak = chain_pointers(chain)
    assert pointers == ((0, 1, 5), (1, 10, 7))
    assert weak == frozenset({1})


def test_a_line_is_the_row_or_column_holding_every_cell():
    assert line_of((0, 4, 8)) == 0  # the first row
    assert line_of((0, 9, 72)) == 9  # the first column
    assert line_of((0, 10)) == -1  # a box only
