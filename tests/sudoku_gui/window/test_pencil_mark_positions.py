"""A position in pencil marks (SukakuExplainer's 729-character form) opened with File > Open:
the marks are shown, and they are the puzzle: Fill in the answer, watching the search (Solve
now), Check and Count keep to them."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel

import solver
from solver.board import ALL, BIT
from solver.explain import start_masks
from solver.format_marks import to_marks
from solver.gym.hunt import make_technique_exercise
from solver.techniques import initial_masks
from sudoku_gui.dialogs.explain_panel import ExplainPanel

EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"


def answer_of(action, messages, qtbot) -> str:
    before = len(messages)
    action.trigger()
    qtbot.waitUntil(lambda: len(messages) > before, timeout=5000)
    return messages[-1][2]


def _open(window, tmp_path, masks) -> None:
    path = tmp_path / "position.txt"
    path.write_text(to_marks(masks) + "\n", encoding="utf-8")
    assert window.files.open_file(path)  # opened (one puzzle: no chooser)


def test_marks_without_the_true_digit_have_no_solution_in_the_window(
    window, qtbot, messages, tmp_path
):
    solution = solver.solve(EASY)
    masks = initial_masks([int(ch) for ch in EASY])
    cell = next(c for c in range(81) if masks[c].bit_count() >= 3)
    masks[cell] &= ~BIT[int(solution[cell])]
    _open(window, tmp_path, masks)
    document = window.document
    assert document.marks[cell] == masks[cell]  # shown as pencil marks
    assert document.givens_grid().candidates[cell] == masks[cell]
    count = answer_of(window.actions["action_count"], messages, qtbot)
    assert count == "The pencil marks of this position leave no solution."
    check = answer_of(window.actions["action_check"], messages, qtbot)
    assert check == "The pencil marks of this position leave no solution."
    window.search_panel.fill_answer()  # Fill in the answer, on the fast path
    qtbot.waitUntil(
        lambda: window.statusBar().currentMessage() == "This puzzle has no solution.",
        timeout=5000,
    )
    assert not any(document.solver)  # the excluded digit is never placed


def test_solving_keeps_to_the_marks_where_the_givens_allow_more(window, qtbot, messages, tmp_path):
    """Two givens alone have many solutions; the marks leave out the first the solver
    would find in r1c1, so Fill in the answer and the watched search both find another."""
    first = solver.solve("." * 79 + "12")
    masks = [ALL] * 79 + [BIT[1], BIT[2]]
    masks[0] = ALL & ~BIT[int(first[0])]
    _open(window, tmp_path, masks)
    assert window.document.givens[79:] == [1, 2]
    panel = window.search_panel
    panel.fill_answer()
    qtbot.waitUntil(lambda: window.document.is_complete(), timeout=5000)
    found = window.document.to_string()
    assert found[0] != first[0]
    assert solver.is_solution_of(found, window.document.givens_grid())
    assert answer_of(window.actions["action_count"], messages, qtbot).startswith(
        "The givens have at least"
    )
    window.undo_stack.undo()
    panel.bar.strategy.setCurrentIndex(panel.bar.strategy.findData("norvig"))
    panel.bar.speed.setValue(panel.bar.speed.maximum())
    with qtbot.waitSignal(panel.session.search_ended, timeout=10000):
        panel.actions["play"].trigger()
    assert panel.session.record.solutions[0][0] != first[0]
    assert solver.is_solution_of(panel.session.record.solutions[0], window.document.givens_grid())


def test_a_position_with_a_cell_without_candidates_is_not_opened(window, messages, tmp_path):
    masks = initial_masks([int(ch) for ch in EASY])
    masks[EASY.index("0")] = 0
    before = window.document.copy()
    path = tmp_path / "position.txt"
    path.write_text(to_marks(masks) + "\n", encoding="utf-8")
    assert window.files.open_file(path) is False
    assert messages[-1][0] == "error"
    assert "no candidate left in r1c1" in messages[-1][2]
    assert window.document == before


def test_explaining_and_rating_start_from_the_marks(window, qtbot, tmp_path):
    """An x-wing exercise opened from its marks: Explain solution's first step is the
    x-wing, shown on the board of the position's candidates; the status bar rates it from
    the marks too (ER 3.2, the x-wing's)."""
    exercise = make_technique_exercise("x-wing", seed=1)
    _open(window, tmp_path, exercise.candidates)
    window.findChild(QAction, "action_explain").trigger()
    panel = window.findChild(ExplainPanel, "explain_panel")
    qtbot.waitUntil(lambda: panel.explanation is not None, timeout=30_000)
    step = panel.explanation.steps[0].step
    assert step.technique == "x-wing"
    panel.on_step_clicked(panel.steps.item(0))
    removed = {cell: 0 for cell, _ in step.eliminations}
    for cell, digit in step.eliminations:
        removed[cell] |= BIT[digit]
    start = start_masks(window.document.givens_grid())
    assert all(m & exercise.candidates[c] == m for c, m in enumerate(start))
    assert window.grid.overlay.masks == tuple(m & ~removed.get(c, 0) for c, m in enumerate(start))
    rating = window.findChild(QLabel, "rating_label")
    qtbot.waitUntil(lambda: "3.2" in rating.text(), timeout=30_000)


def test_a_pasted_position_keeps_its_marks_and_one_without_candidates_is_refused(window, messages):
    masks = initial_masks([int(ch) for ch in EASY])
    assert window.files.paste_text(to_marks(masks))
    assert window.document.givens_grid().candidates == tuple(masks)
    before = window.document.copy()
    masks[EASY.index("0")] = 0
    assert not window.files.paste_text(to_marks(masks))
    assert "no candidate left in r1c1" in messages[-1][2]
    assert window.document == before
