"""The grid widget on its own: key and click requests, selection, painting and the overlay."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QPalette

from solver.board import ALL, BIT, cell_of
from solver.grid import Grid
from sudoku_gui.document.model import from_grid
from sudoku_gui.grid.colours import GridColours
from sudoku_gui.grid.widget import GridWidget
from sudoku_gui.support.board_overlay import BoardOverlay, CellStyle, PlayerHighlight

PUZZLE = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"


@pytest.fixture
def grid(qtbot):
    widget = GridWidget(from_grid(Grid(tuple(int(ch) for ch in PUZZLE))))
    qtbot.addWidget(widget)
    widget.resize(540, 540)
    return widget


def pixel(widget: GridWidget, cell: int) -> QColor:
    """The colour near a cell's top-left corner (inside the border, away from the digit)."""
    image = widget.grab().toImage()
    rect = widget.cell_rect(cell)
    ratio = image.devicePixelRatio()
    return image.pixelColor(int((rect.x() + 8) * ratio), int((rect.y() + 8) * ratio))


def test_grid_is_named_and_takes_strong_focus(grid):
    assert grid.objectName() == "grid"
    assert grid.focusPolicy() == Qt.FocusPolicy.StrongFocus


def test_digit_key_requests_a_placement(grid, qtbot):
    grid.select(cell_of(0, 0))
    with qtbot.waitSignal(grid.place_requested) as blocker:
        qtbot.keyClick(grid, Qt.Key.Key_7)
    assert blocker.args == [0, 7]


def test_mark_and_clear_requests(grid, qtbot):
    with qtbot.waitSignal(grid.mark_requested) as blocker:
        qtbot.keyClick(grid, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    assert blocker.args == [0, 4]
    with qtbot.waitSignal(grid.clear_requested) as blocker:
        qtbot.keyClick(grid, Qt.Key.Key_Delete)
    assert blocker.args == [0]


def test_tab_stays_in_the_grid_and_goes_to_the_next_empty_cell(grid, qtbot):
    grid.select(1)
    qtbot.keyClick(grid, Qt.Key.Key_Tab)
    assert grid.selected == 3  # cell 2 holds a 3
    qtbot.keyClick(grid, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert grid.selected == 1


def test_click_selects_the_cell_under_the_mouse(grid, qtbot):
    target = cell_of(4, 7)
    qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=grid.cell_rect(target).center())
    assert grid.selected == target
    assert grid.cell_at(QPoint(0, 0)) is None


def test_board_stays_square_and_centred(grid):
    grid.resize(900, 500)
    grid.set_coordinates(False)
    first, last = grid.cell_rect(0), grid.cell_rect(80)
    width = last.right() - first.left()
    height = last.bottom() - first.top()
    assert abs(width - height) <= 1
    assert abs(first.left() - (900 - last.right())) <= 2
    grid.set_coordinates(True)  # the names of rows and columns get a band left and top
    first, last = grid.cell_rect(0), grid.cell_rect(80)
    band = grid.board_geometry().band
    assert band >= 12 and first.top() >= band and first.left() >= band
    assert abs((first.left() - band) - (900 - last.right())) <= 2
    assert last.bottom() < 500


def test_accessible_description_reads_the_selected_cell(grid, qtbot):
    assert grid.accessibleDescription() == "r1c1, empty", "candidates only when drawn"
    grid.set_show_candidates(True)
    assert grid.accessibleDescription().startswith("r1c1, empty, candidates 4 5")
    grid.set_show_candidates(False)
    qtbot.keyClick(grid, Qt.Key.Key_Right)
    qtbot.keyClick(grid, Qt.Key.Key_Right)
    assert grid.accessibleDescription() == "r1c3, given 3"


def test_selection_peers_and_conflicts_are_painted_differently(grid):
    colours = GridColours.from_palette(grid.palette(), focused=grid.hasFocus())
    grid.select(cell_of(4, 4))
    assert pixel(grid, cell_of(4, 4)) == colours.selected
    assert pixel(grid, cell_of(4, 0)) == colours.peer
    assert pixel(grid, cell_of(0, 0)) == colours.base
    grid.document.apply(grid.document.plan_place(cell_of(0, 0), 3))  # two 3s in row 1
    grid.refresh()
    image = grid.grab().toImage()
    rect = grid.cell_rect(cell_of(0, 0))
    shown = {
        image.pixelColor(x, y).rgb()
        for x in range(rect.left(), rect.right())
        for y in range(rect.top(), rect.bottom())
    }
    assert colours.conflict.rgb() in shown


def test_overlay_blocks_editing_but_not_moving(grid, qtbot):
    masks = tuple(BIT[int(ch)] if ch != "0" else ALL for ch in PUZZLE)
    grid.set_overlay(
        BoardOverlay(
            masks, styles={0: CellStyle.GUESS, 1: CellStyle.CONTRADICTION}, labels={0: "d1"}
        )
    )
    with qtbot.assertNotEmitted(grid.place_requested):
        qtbot.keyClick(grid, Qt.Key.Key_5)
    qtbot.keyClick(grid, Qt.Key.Key_Down)
    assert grid.selected == cell_of(1, 0)
    assert "solver's" in grid.accessibleDescription()
    grid.grab()  # every style paints without error
    grid.set_overlay(None)
    assert grid.overlay is None


def test_overlay_rejects_bad_frames():
    with pytest.raises(ValueError):
        BoardOverlay((0,) * 80)
    with pytest.raises(ValueError):
        BoardOverlay((0,) * 81, styles={0: "sparkle"})


def test_dark_palette_gives_light_digits_on_a_dark_board(grid):
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Base, QColor(30, 30, 30))
    palette.setColor(QPalette.ColorRole.Window, QColor(40, 40, 40))
    palette.setColor(QPalette.ColorRole.Text, QColor(230, 230, 230))
    grid.setPalette(palette)
    colours = GridColours.from_palette(grid.palette(), focused=grid.hasFocus())
    assert colours.given.lightness() > 200
    assert colours.entry.lightness() - colours.base.lightness() > 80
    assert pixel(grid, cell_of(8, 8)) == colours.base


def test_colours_follow_a_palette_change_after_a_paint(grid):
    light = GridColours.from_palette(grid.palette(), focused=grid.hasFocus())
    assert pixel(grid, cell_of(8, 8)) == light.base
    palette = QPalette(grid.palette())
    palette.setColor(QPalette.ColorRole.Base, QColor(30, 30, 30))
    palette.setColor(QPalette.ColorRole.Text, QColor(230, 230, 230))
    grid.setPalette(palette)
    dark = GridColours.from_palette(grid.palette(), focused=grid.hasFocus())
    assert dark.base != light.base
    assert pixel(grid, cell_of(8, 8)) == dark.base


def test_an_overlay_without_candidates_leaves_open_cells_empty(grid):
    masks = tuple(BIT[int(ch)] if ch != "0" else ALL for ch in PUZZLE)
    open_cell = PUZZLE.index("0")
    grid.select(PUZZLE.index("0", open_cell + 1))  # the selection's outline stays out of it
    colours = grid.colours()

    def shown_in(cell: int) -> set[int]:
        image = grid.grab().toImage()
        rect = grid.cell_rect(cell).adjusted(4, 4, -4, -4)
        return {
            image.pixelColor(x, y).rgb()
            for x in range(rect.left(), rect.right())
            for y in range(rect.top(), rect.bottom())
        }

    grid.set_overlay(BoardOverlay(masks))
    assert len(shown_in(open_cell)) > 1, "all nine candidates drawn"
    grid.set_overlay(BoardOverlay(masks, candidates=False))
    assert shown_in(open_cell) <= {colours.base.rgb(), colours.peer.rgb()}
    grid.select(open_cell)
    assert grid.describe_selection().endswith(", empty")


def test_the_board_lease_changes_hands_with_a_signal(grid, qtbot):
    """A part claims the board with its drawing; another claim takes it (the first hears
    ``owner_changed``); a release by a part that lost the board gives nothing back."""
    walk, answer = object(), object()
    heard: list = []
    grid.owner_changed.connect(heard.append)
    drawing = BoardOverlay((ALL,) * 81)
    grid.claim(walk, drawing)
    assert grid.owner() is walk and grid.overlay is drawing
    grid.claim(walk, BoardOverlay((ALL,) * 81))  # the same holder's next frame: no signal
    grid.claim(answer, drawing)
    assert heard == [walk, answer]
    grid.release(walk)  # (it lost the board already)
    assert grid.owner() is answer and grid.overlay is drawing
    grid.release(answer)
    assert grid.owner() is None and grid.overlay is None and heard == [walk, answer, None]


def test_the_board_given_back_clears_the_lease_and_the_shade(grid):
    """``set_overlay(None)`` gives the board back whoever held it; a shade chosen on one
    holder's board goes when the board changes hands."""
    grid.claim("walk", BoardOverlay((ALL,) * 81))
    grid.set_digit_highlight(4)
    grid.claim("answer", BoardOverlay((ALL,) * 81))
    assert grid.digit_highlight == 0
    grid.set_overlay(None)
    assert grid.owner() is None


def test_marks_are_taken_away_only_by_the_part_that_made_them(grid):
    """Check's marks replaced by a hint's stay when Check clears its own."""
    checked, hinted = PlayerHighlight(wrong=frozenset({2})), PlayerHighlight(pattern=frozenset({3}))
    grid.mark("check", checked)
    grid.mark("hint", hinted)
    grid.unmark("check")
    assert grid.highlight is hinted and grid.marked_by() == "hint"
    grid.unmark("hint")
    assert grid.highlight is None and grid.marked_by() is None
