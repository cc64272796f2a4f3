"""Hints from the window: the three presses, mistakes first, pencil marks, and the rating."""

from __future__ import annotations

import os
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt, QThread
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

import solver
from solver.board import BIT
from solver.explain import explain
from solver.techniques import apply_step
from sudoku_gui.document.model import Document
from sudoku_gui.jobs import threads
from sudoku_gui.jobs.hints import (
    MISTAKE,
    NOTE,
    STEP,
    look_at,
    plan_hint,
    player_masks,
    rating_text,
)
from sudoku_gui.jobs.worker_process import rater
from sudoku_gui.window import hints
from sudoku_gui.window.hints import install_hints

EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
EASY_SOLUTION = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"
HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"


@pytest.fixture
def hinting(window):
    """The window with hints installed and Norvig's easy puzzle loaded."""
    controller = install_hints(window)
    window.files.paste_text(EASY)
    return window, controller, window.findChild(QAction, "action_hint")


def press(action: QAction) -> None:
    """Press Hint and wait for its answer: the first press plans the hint in a worker."""
    action.trigger()
    controller = action.parent().findChild(hints.HintController)
    deadline = time.monotonic() + 10
    while controller.planning and time.monotonic() < deadline:
        QTest.qWait(5)
    assert not controller.planning, "the hint was not planned within 10 s"


def panel_text(window) -> str:
    return window.findChild(QLabel, "hint_text").text()


def describe(window, cell: int) -> str:
    window.grid.select(cell)
    return window.grid.describe_selection()


def test_the_second_level_shows_the_pattern_and_never_another_answer(hinting):
    window, controller, action = hinting
    before = [describe(window, cell) for cell in range(81)]
    image = window.grid.grab().toImage()
    press(action)
    press(action)
    step = controller.hint.step
    targets = {cell for cell, _ in step.placements}
    for cell in range(81):
        now = describe(window, cell)
        assert now.startswith(before[cell]), (cell, now)
        extra = now[len(before[cell]) :]
        if cell in targets:
            assert extra == ", hint: a digit goes here"
        elif cell in step.cells:
            assert extra.startswith(", hint: part of the pattern")
        else:
            assert not extra.startswith(", hint: a digit"), cell
    assert window.grid.grab().toImage() != image
    assert window.grid.overlay is None, "the player's board stays: no solver frame"


def test_three_presses_name_show_and_apply_a_step(hinting):
    window, controller, action = hinting
    commands = window.undo_stack.count()

    press(action)
    step = controller.hint.step
    assert controller.hint.kind == STEP
    assert step.technique == "hidden single", "the easiest step first, as Explain solution"
    assert panel_text(window) == f"Look at {step.area}: a hidden single."
    assert window.statusBar().currentMessage() == panel_text(window)
    assert window.grid.overlay is None

    press(action)
    cell, digit = step.placements[0]
    assert step.explanation in panel_text(window)
    highlight = window.grid.highlight
    assert highlight.target == {cell} and window.grid.overlay is None
    assert describe(window, cell).endswith(", empty, hint: a digit goes here")
    assert window.document.value(cell) == 0

    press(action)
    assert window.document.entries[cell] == digit == int(EASY_SOLUTION[cell])
    assert window.grid.overlay is None
    assert window.undo_stack.count() == commands + 1
    assert window.undo_stack.undoText() == "Hint: hidden single"
    assert controller.presses == 0

    window.undo_stack.undo()
    assert window.document.value(cell) == 0


def test_any_edit_starts_the_hint_over(hinting):
    window, controller, action = hinting
    press(action)
    press(action)
    assert controller.presses == 2
    window.editor.place(80, int(EASY_SOLUTION[80]))
    assert controller.presses == 0
    assert window.grid.overlay is None
    press(action)
    assert controller.presses == 1


def test_a_wrong_entry_is_pointed_out_first_and_removed_on_the_third_press(hinting):
    window, controller, action = hinting
    wrong = next(d for d in range(1, 10) if d != int(EASY_SOLUTION[0]))
    window.editor.place(0, wrong)

    press(action)
    assert controller.hint.kind == MISTAKE
    assert panel_text(window) == "One of your digits is wrong: look at box 1."
    press(action)
    assert f"To fix: r1c1 is not {wrong}" in panel_text(window)
    assert window.grid.highlight.wrong == {0} and window.grid.overlay is None
    press(action)
    assert window.document.value(0) == 0
    assert window.undo_stack.undoText() == "Hint: fix mistakes"


def test_pencil_marks_that_leave_out_the_answer_count_as_a_mistake(hinting):
    window, controller, action = hinting
    wrong = next(d for d in range(1, 10) if d != int(EASY_SOLUTION[0]))
    window.editor.toggle_mark(0, wrong)
    press(action)
    assert controller.hint.kind == MISTAKE
    assert controller.hint.wrong_marks == (0,)
    press(action)
    press(action)
    assert window.document.marks[0] == 0


def test_pencil_marks_narrow_the_candidates_the_hint_starts_from():
    document = Document(solver.parse(EASY).cells, mode="solve")
    answer = int(EASY_SOLUTION[0])
    document.marks[0] = BIT[answer] | BIT[9] | BIT[3]  # 3 is a given peer: not a candidate
    masks = player_masks(document)
    assert masks[0] == document.candidates(0) & (BIT[answer] | BIT[9])
    assert masks[1] == document.candidates(1)  # no marks: the grid's candidates
    assert masks[2] == BIT[3]  # a given


def test_an_elimination_step_writes_the_remaining_candidates_as_marks(window):
    controller = install_hints(window)
    action = window.findChild(QAction, "action_hint")
    window.files.paste_text(HARD)
    for _ in range(80):
        press(action)
        if controller.hint.step.eliminations:
            break
        press(action)
        press(action)
    step = controller.hint.step
    assert step.eliminations, "Norvig's hard puzzle needs a step beyond singles"
    press(action)
    press(action)
    solution = solver.solve(HARD)
    for cell, digit in step.eliminations:
        marks = window.document.marks[cell]
        assert marks and not marks & BIT[digit]
        assert marks & BIT[int(solution[cell])]


def test_hints_say_what_is_wrong_when_there_is_no_step():
    entering = Document(solver.parse(EASY).cells, mode="enter")
    assert plan_hint(entering).kind == NOTE
    assert "Start solving" in plan_hint(entering).first
    several = Document([0] * 80 + [1], mode="solve")
    assert "more than one solution" in plan_hint(several).first
    solved = Document(solver.parse(EASY).cells, mode="solve")
    solved.entries = [0 if ch != "0" else int(s) for ch, s in zip(EASY, EASY_SOLUTION, strict=True)]
    assert plan_hint(solved).first == "The puzzle is solved."


def test_the_rating_shows_in_the_status_bar_when_a_puzzle_is_loaded(hinting, qtbot):
    window, _controller, _action = hinting
    label = window.findChild(QLabel, "rating_label")
    qtbot.waitUntil(lambda: label.text().startswith("Rating: easy, ER "), timeout=5000)
    assert label.toolTip().startswith("Easy: singles only")
    assert rater.pid is not None and rater.pid != os.getpid()  # rated in its own process
    window.files.paste_text(HARD)
    assert label.text() == "Rating..."
    qtbot.waitUntil(lambda: label.text().startswith("Rating: medium"), timeout=5000)
    window.actions["action_new"].trigger()
    assert label.text() == ""


def test_technique_phrases_read_as_english():
    assert look_at("box 5", "hidden single") == "Look at box 5: a hidden single."
    assert look_at("row 1", "xy-wing") == "Look at row 1: an XY-wing."
    assert look_at("box 4", "w-wing") == "Look at box 4: a W-wing."
    assert look_at("box 2", "pointing") == "Look at box 2: pointing."
    assert look_at("r1c1", "unique rectangle type 1") == "Look at r1c1: a unique rectangle type 1."


def test_installing_twice_adds_one_action(window):
    first = install_hints(window)
    assert install_hints(window) is first
    assert len(window.findChildren(QAction, "action_hint")) == 1
    assert window.findChild(QAction, "action_hint") in window.menus["puzzle"].actions()


@pytest.fixture
def shown(hinting, qtbot):
    """The hinting window shown and active: action shortcuts only fire in an active window."""
    window = hinting[0]
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    window.grid.setFocus()
    return hinting


def test_the_h_key_asks_for_a_hint_from_the_grid(shown, qtbot):
    window, controller, _action = shown
    qtbot.keyClick(window.grid, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: controller.presses == 1)


@settings(max_examples=30, deadline=None)
@given(
    puzzle=st.sampled_from([EASY, HARD]),
    entered=st.sets(st.integers(0, 80), max_size=30),
    marked=st.dictionaries(st.integers(0, 80), st.integers(1, 511), max_size=20),
)
def test_hint_steps_from_any_honest_board_agree_with_the_solution(puzzle, entered, marked):
    """Correct entries anywhere and pencil marks that keep each cell's answer: the hint's
    step never removes an answer nor places a wrong digit."""
    solution = [int(ch) for ch in solver.solve(puzzle)]
    document = Document(solver.parse(puzzle).cells, mode="solve")
    for cell in entered:
        if not document.givens[cell]:
            document.entries[cell] = solution[cell]
    for cell, marks in marked.items():
        document.marks[cell] = marks | BIT[solution[cell]]
    hint = plan_hint(document)
    assert hint.kind in (STEP, NOTE)
    if hint.kind == STEP:
        assert all(solution[c] != d for c, d in hint.step.eliminations)
        assert all(solution[c] == d for c, d in hint.step.placements)


def test_rating_waits_in_a_worker_thread_that_stops_with_the_window(hinting, qtbot, monkeypatch):
    """The job's thread waits for the rater's process; the GUI thread never does."""
    window, _controller, _action = hinting
    label = window.findChild(QLabel, "rating_label")
    rated_in = []
    call = rater.call

    def slow_call(function, *args, **keywords):
        rated_in.append(QThread.currentThread())
        time.sleep(0.3)
        return call(function, *args, **keywords)

    monkeypatch.setattr(rater, "call", slow_call)
    window.files.paste_text(HARD)
    qtbot.waitUntil(lambda: bool(rated_in), timeout=5000)
    assert rated_in[0] is not QThread.currentThread()
    assert label.text() == "Rating..."
    window.close()
    assert not threads.live_threads()


def test_rating_text_names_the_level_or_the_missing_solution():
    text, tip = rating_text(solver.parse(EASY).cells)
    assert text == f"Rating: easy, ER {explain(EASY).er:.1f}" and "Sudoku Explainer" in tip
    assert rating_text(solver.parse("12345678." + "........9" + "." * 63).cells) == (
        "Rating: no solution",
        "",
    )


def test_the_first_press_plans_the_hint_off_the_gui_thread(hinting, monkeypatch):
    window, controller, action = hinting
    planned_in = []

    def spy(document):
        planned_in.append(QThread.currentThread())
        return plan_hint(document)

    monkeypatch.setattr(hints, "plan_hint", spy)
    press(action)
    assert planned_in and planned_in[0] is not window.thread()
    assert controller.presses == 1 and controller.hint.kind == STEP


def test_an_edit_while_planning_drops_the_stale_hint(hinting, qtbot, monkeypatch):
    window, controller, action = hinting

    def slow(document):
        time.sleep(0.3)
        return plan_hint(document)

    monkeypatch.setattr(hints, "plan_hint", slow)
    action.trigger()
    assert controller.planning
    window.editor.place(window.document.givens.index(0), 1)
    assert not controller.planning
    qtbot.wait(500)
    assert controller.presses == 0 and controller.hint is None


def test_a_hint_exists_wherever_the_explanation_goes_on(window):
    """Where the basic techniques stop, Hint still finds the step Explain solution takes."""
    hard = "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5...."
    path = explain(hard)
    document = Document(solver.parse(hard).cells)
    document.mode = "solve"
    masks = player_masks(document)
    for item in path.steps:
        apply_step(masks, item.step)
        for cell, digit in item.step.placements:
            document.entries[cell] = digit
        if document.is_complete():
            break
        hint = plan_hint(document)
        assert hint.kind == STEP, hint.first
