"""Where the selection goes for each movement key: plain functions on cell indices (no Qt).

Moves wrap the way reading does: Right at the end of a row continues at the start of the
next row, Down at the bottom of a column continues at the top of the next column, and the
last cell wraps to the first (and back for Left/Up).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from solver.board import COL_OF, ROW_OF, cell_of

RIGHT, LEFT, DOWN, UP, ROW_START, ROW_END = "right", "left", "down", "up", "home", "end"
NEXT_EMPTY, PREVIOUS_EMPTY = "next empty", "previous empty"


def step(cell: int, direction: str) -> int:
    """The cell one arrow-key press away from ``cell`` (or a row end for Home/End)."""
    row, col = ROW_OF[cell], COL_OF[cell]
    if direction == RIGHT:
        return (cell + 1) % 81
    if direction == LEFT:
        return (cell - 1) % 81
    if direction == DOWN:
        # Column-major order: the cell below, or the top of the next column.
        index = (col * 9 + row + 1) % 81
        return cell_of(index % 9, index // 9)
    if direction == UP:
        index = (col * 9 + row - 1) % 81
        return cell_of(index % 9, index // 9)
    if direction == ROW_START:
        return cell_of(row, 0)
    if direction == ROW_END:
        return cell_of(row, 8)
    raise ValueError(f"unknown direction {direction!r}")


def next_empty(cell: int, values: Sequence[int], backwards: bool = False) -> int:
    """The next (or previous) empty cell after ``cell`` in reading order, wrapping around;
    ``cell`` itself when no other cell is empty."""
    offset: Callable[[int], int] = (lambda i: cell - i) if backwards else (lambda i: cell + i)
    for i in range(1, 81):
        candidate = offset(i) % 81
        if not values[candidate]:
            return candidate
    return cell


def move(cell: int, direction: str, values: Sequence[int]) -> int:
    """The cell a movement key leads to, given the 81 shown ``values`` (for Tab)."""
    if direction == NEXT_EMPTY:
        return next_empty(cell, values)
    if direction == PREVIOUS_EMPTY:
        return next_empty(cell, values, backwards=True)
    return step(cell, direction)
