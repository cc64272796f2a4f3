"""Movement keys: arrows wrap in reading order, Home/End, Tab to the next empty cell."""

from __future__ import annotations

import pytest

from solver.board import cell_of
from sudoku_gui.grid import navigation as nav


@pytest.mark.parametrize(
    ("start", "direction", "end"),
    [
        (cell_of(0, 0), nav.RIGHT, cell_of(0, 1)),
        (cell_of(0, 8), nav.RIGHT, cell_of(1, 0)),
        (cell_of(8, 8), nav.RIGHT, cell_of(0, 0)),
        (cell_of(1, 0), nav.LEFT, cell_of(0, 8)),
        (cell_of(0, 0), nav.LEFT, cell_of(8, 8)),
        (cell_of(3, 4), nav.DOWN, cell_of(4, 4)),
        (cell_of(8, 4), nav.DOWN, cell_of(0, 5)),
        (cell_of(8, 8), nav.DOWN, cell_of(0, 0)),
        (cell_of(0, 5), nav.UP, cell_of(8, 4)),
        (cell_of(0, 0), nav.UP, cell_of(8, 8)),
        (cell_of(4, 6), nav.ROW_START, cell_of(4, 0)),
        (cell_of(4, 6), nav.ROW_END, cell_of(4, 8)),
    ],
)
def test_steps(start, direction, end):
    assert nav.step(start, direction) == end


def test_next_and_previous_empty_wrap_around():
    values = [1] * 81
    values[5] = values[70] = 0
    assert nav.move(5, nav.NEXT_EMPTY, values) == 70
    assert nav.move(70, nav.NEXT_EMPTY, values) == 5
    assert nav.move(5, nav.PREVIOUS_EMPTY, values) == 70
    assert nav.move(40, nav.PREVIOUS_EMPTY, values) == 5


def test_next_empty_stays_put_on_a_full_grid():
    assert nav.move(12, nav.NEXT_EMPTY, [1] * 81) == 12
