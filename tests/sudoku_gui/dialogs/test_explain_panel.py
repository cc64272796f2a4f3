"""Puzzle > Explain solution: the logical path in a panel, each step shown on the board."""

from __future__ import annotations

from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QComboBox

import solver
from solver.explain import SolvingPath, explain
from solver.techniques import apply_step, initial_masks
from sudoku_gui.dialogs.explain_panel import ExplainPanel
from sudoku_gui.document.model import from_grid
from sudoku_gui.support.step_overlay import step_overlay

WITH_A_CHAIN = "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5...."


def explained(window, qtbot) -> ExplainPanel:
    window.editor.replace(from_grid(solver.parse(WITH_A_CHAIN)), "A puzzle with a chain")
    window.findChild(QAction, "action_explain").trigger()
    panel = window.findChild(ExplainPanel, "explain_panel")
    qtbot.waitUntil(lambda: panel.explanation is not None, timeout=30_000)
    return panel


def test_the_path_is_listed_with_ratings_in_the_notation(window, qtbot):
    panel = explained(window, qtbot)
    path = explain(WITH_A_CHAIN, path=SolvingPath.TEACHING)
    assert panel.explanation.path is SolvingPath.TEACHING
    assert [item.step for item in panel.explanation.steps] == [item.step for item in path.steps]
    assert panel.steps.count() == len(path.steps)
    assert panel.figures.text() == f"ER {path.er:.1f}, EP {path.ep:.1f}, ED {path.ed:.1f}"
    first = panel.steps.item(0).text()
    assert first.startswith(f"1. {path.steps[0].step.technique} (")
    window.notation.set("a1")
    assert "r3c1" in first and "r3c1" not in panel.steps.item(0).text()
    assert "C1" in panel.steps.item(0).text()


def test_the_path_choice_shows_se_s_rating_path_with_the_same_figures(window, qtbot):
    panel = explained(window, qtbot)
    choice = window.findChild(QComboBox, "explain_path_choice")
    assert choice.currentData() is SolvingPath.TEACHING
    teaching = panel.explanation
    choice.setCurrentIndex(1)
    assert choice.currentData() is SolvingPath.RATING
    qtbot.waitUntil(
        lambda: panel.explanation is not None and panel.explanation.path is SolvingPath.RATING,
        timeout=30_000,
    )
    rating = explain(WITH_A_CHAIN)
    assert [item.step for item in panel.explanation.steps] == [item.step for item in rating.steps]
    assert [item.step for item in rating.steps] != [item.step for item in teaching.steps]
    # the puzzle's SE figures are the rating path's either way
    assert (teaching.er, teaching.ep, teaching.ed) == (rating.er, rating.ep, rating.ed)
    assert panel.figures.text() == f"ER {rating.er:.1f}, EP {rating.ep:.1f}, ED {rating.ed:.1f}"


def test_clicking_a_step_shows_the_board_before_it_with_the_pattern(window, qtbot):
    panel = explained(window, qtbot)
    path = panel.explanation
    index = next(i for i, s in enumerate(path.steps) if s.step.chain)
    panel.on_step_clicked(panel.steps.item(index))
    overlay = window.grid.overlay
    masks = initial_masks(solver.parse(WITH_A_CHAIN).cells)
    for earlier in path.steps[:index]:
        apply_step(masks, earlier.step)
    step = path.steps[index].step
    removed = {cell: 0 for cell, _ in step.eliminations}
    for cell, digit in step.eliminations:
        removed[cell] |= 1 << (digit - 1)
    assert overlay.masks == tuple(m & ~removed.get(c, 0) for c, m in enumerate(masks))
    assert overlay.fading == removed and len(overlay.pointers) == len(step.chain)
    weak = {i for i, link in enumerate(step.chain) if link[2] == "weak"}
    assert overlay.weak_pointers == weak, "weak links drawn dashed, strong ones solid"
    assert overlay == step_overlay(panel._puzzle, path, index)
    panel.on_step_clicked(panel.steps.item(index))  # again: the board comes back
    assert window.grid.overlay is None


def test_copy_and_a_new_puzzle_clears_it(window, qtbot):
    panel = explained(window, qtbot)
    window.findChild(QAction, "action_copy_explanation").trigger()
    text = QGuiApplication.clipboard().text()
    assert text.startswith("ER ") and text.count("\n") == panel.steps.count() + 1
    panel.on_step_clicked(panel.steps.item(0))
    window.files.paste_text(WITH_A_CHAIN[::-1])
    assert panel.steps.count() == 0 and panel.explanation is None
    assert window.grid.overlay is None


def test_the_panel_says_which_step_the_board_shows_and_follows_the_board(window, qtbot):
    panel = explained(window, qtbot)
    says = panel.board_says
    assert says.text() == "Click a step to see the board just before it."
    panel.steps.setCurrentRow(4)
    panel.on_step_clicked(panel.steps.item(4))
    assert says.text() == "The board shows the position just before step 5."
    assert panel.shown_step() is not None
    window.grid.set_overlay(None)  # the board shows something else (the search, the puzzle)
    assert says.text() == "Click a step to see the board just before it."
    assert panel.shown_step() is None and not panel.steps.selectedItems()


def test_the_step_goes_when_another_part_takes_the_board(window, qtbot):
    """The panel hears the board change hands and unmarks its step; giving back a board it
    lost leaves the new holder's drawing alone."""
    panel = explained(window, qtbot)
    panel.steps.setCurrentRow(2)
    panel.on_step_clicked(panel.steps.item(2))
    assert window.grid.owner() is panel
    walk = window.grid.overlay
    window.grid.claim("the walk", walk)
    assert panel.shown_step() is None and not panel.steps.selectedItems()
    assert panel.board_says.text() == "Click a step to see the board just before it."
    panel.show_board()
    assert window.grid.overlay is walk and window.grid.owner() == "the walk"


def test_explain_again_shows_the_path_found_and_an_entry_keeps_it(window, qtbot, monkeypatch):
    panel = explained(window, qtbot)
    path = panel.explanation
    submitted = []
    monkeypatch.setattr(panel._runner, "submit", lambda *job: submitted.append(job))
    window.findChild(QAction, "action_explain").trigger()
    assert not submitted and panel.explanation is path, "the same puzzle: no second job"
    panel.on_step_clicked(panel.steps.item(0))
    assert window.grid.overlay is not None
    window.editor.start_solving()
    cell = WITH_A_CHAIN.index(".")
    window.editor.place(cell, int(solver.solve(WITH_A_CHAIN)[cell]))
    assert window.grid.overlay is None, "the board shows the player's move"
    assert panel.explanation is path and panel.steps.count() == len(path.steps)
    window.files.paste_text(WITH_A_CHAIN[::-1])  # other givens: the path goes
    window.findChild(QAction, "action_explain").trigger()
    assert len(submitted) == 1 and panel.explanation is None
