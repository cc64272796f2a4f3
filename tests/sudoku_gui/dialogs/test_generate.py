"""New random puzzle from the window: generated in a worker thread, loaded undoably,
with progress, cancel, and a clean stop when the window closes mid-generation."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

import solver
from sudoku_gui.dialogs.generate import GenerateDialog, install_generator
from sudoku_gui.jobs import generation
from sudoku_gui.jobs.threads import live_threads


def generator_threads() -> list:
    return [t for t in live_threads() if t.objectName() == "puzzle-generator"]


def open_dialog(window):
    launcher = install_generator(window)
    window.findChild(QAction, "action_new_random").trigger()
    return launcher.dialog


def endless_generate(level, symmetry, progress=None, should_stop=None):
    """A stand-in for generate that reports progress until it is told to stop."""
    step = 0
    while not should_stop():
        progress(step / 100)
        step = (step + 1) % 100
        time.sleep(0.002)
    return None


def test_generating_from_the_window_loads_the_puzzle_as_one_undo_step(window, qtbot):
    before = window.document.to_string()
    dialog = open_dialog(window)
    assert dialog.isVisible()
    dialog.level.setCurrentText("easy")
    dialog.symmetry.setCurrentText("diagonal")
    with qtbot.waitSignal(dialog.generated, timeout=20000) as blocker:
        dialog.generate_button.click()
    made = blocker.args[0]
    assert made.rating.level == "easy"
    assert window.document.givens == list(made.puzzle.cells)
    assert solver.count_solutions(made.puzzle, limit=2) == 1
    assert window.undo_stack.undoText() == "New random puzzle (easy)"
    assert "New easy puzzle" in window.statusBar().currentMessage()
    assert not dialog.isVisible()
    qtbot.waitUntil(lambda: not generator_threads())
    window.undo_stack.undo()
    assert window.document.to_string() == before


def test_progress_shows_and_cancel_stops_the_worker(window, qtbot, monkeypatch):
    monkeypatch.setattr(generation, "generate", endless_generate)
    dialog = open_dialog(window)
    dialog.generate_button.click()
    assert dialog.busy
    assert not dialog.generate_button.isEnabled()
    qtbot.waitUntil(lambda: "attempt 1" in dialog.status.text(), timeout=5000)
    bar = dialog.progress_bar
    assert bar.isVisibleTo(dialog) and (bar.minimum(), bar.maximum()) == (0, 0), "busy"
    dialog.cancel_button.click()
    qtbot.waitUntil(lambda: not dialog.busy, timeout=5000)
    assert dialog.status.text() == "Cancelled."
    assert dialog.isVisible()  # cancelling a generation keeps the dialog open
    assert dialog.generate_button.isEnabled()
    assert not dialog.progress_bar.isVisibleTo(dialog), "no bar standing still when idle"
    qtbot.waitUntil(lambda: not generator_threads())
    dialog.cancel_button.click()  # idle: Cancel closes
    assert not dialog.isVisible()


def broken(*_args, **_kwargs):
    """A stand-in for generate with a bug (at module level: it runs in the child)."""
    raise RuntimeError("boom")


def test_a_failing_generator_is_reported_not_fatal(window, qtbot, monkeypatch):
    monkeypatch.setattr(generation, "generate", broken)
    dialog = open_dialog(window)
    dialog.generate_button.click()
    qtbot.waitUntil(lambda: not dialog.busy, timeout=5000)
    assert dialog.status.text() == "Generation failed: RuntimeError: boom"
    qtbot.waitUntil(lambda: not generator_threads())


def test_closing_the_window_mid_generation_stops_the_thread(window, qtbot, monkeypatch):
    monkeypatch.setattr(generation, "generate", endless_generate)
    dialog = open_dialog(window)
    dialog.generate_button.click()
    qtbot.waitUntil(lambda: bool(generator_threads()), timeout=5000)
    window.files.autosave_enabled = False
    window.close()
    assert not generator_threads()


def test_installing_twice_adds_one_action(window):
    assert install_generator(window) is install_generator(window)
    actions = window.findChildren(QAction, "action_new_random")
    assert len(actions) == 1
    assert actions[0] in window.menus["file"].actions()


@pytest.fixture
def shown(window, qtbot):
    """The window with the generator, shown and active (for its shortcut)."""
    launcher = install_generator(window)
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    window.grid.setFocus()
    return window, launcher


def test_ctrl_shift_n_opens_the_dialog(shown, qtbot):
    window, launcher = shown
    both = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(window.grid, Qt.Key.Key_N, both)
    assert launcher.dialog is not None and launcher.dialog.isVisible()
    launcher.dialog.cancel_button.click()


def test_the_dialog_shows_its_whole_title(window, qtbot):
    dialog = open_dialog(window)
    title = dialog.fontMetrics().horizontalAdvance(dialog.windowTitle())
    assert dialog.width() >= title + 100 and dialog.width() >= 360


def test_an_exercise_whose_hardest_step_is_a_chosen_technique(window, qtbot):
    from solver.explain import explain

    dialog = open_dialog(window)
    dialog.technique.setCurrentIndex(dialog.technique.findData("pointing"))
    dialog.generate_button.click()
    qtbot.waitUntil(lambda: not dialog.busy, timeout=60_000)
    path = explain(window.document.givens_grid())
    assert max(path.steps, key=lambda item: item.rating).step.technique == "pointing"
    qtbot.waitUntil(lambda: not generator_threads())


def test_an_exercise_in_an_er_range_and_the_level_follows_it(window, qtbot):
    from solver.explain import explain

    dialog = open_dialog(window)
    assert dialog.level.isEnabled() and not dialog.er_min.isEnabled()
    dialog.er_check.setChecked(True)
    assert not dialog.level.isEnabled() and "follows" in dialog.level.toolTip()
    dialog.er_max.setValue(2.8)
    dialog.er_min.setValue(2.6)
    dialog.er_max.setValue(2.5)  # below the lowest: the lowest comes down with it
    assert (dialog.er_min.value(), dialog.er_max.value()) == (2.5, 2.5)
    dialog.er_max.setValue(2.8)
    assert dialog.request().er_range == (2.5, 2.8)
    dialog.generate_button.click()
    assert "ER 2.5 to 2.8" in dialog.status.text()
    qtbot.waitUntil(lambda: not dialog.busy, timeout=60_000)
    assert 2.5 <= explain(window.document.givens_grid()).er <= 2.8
    qtbot.waitUntil(lambda: not generator_threads())


def test_the_dialog_remembers_its_choices(window, qtbot):
    dialog = open_dialog(window)
    dialog.level.setCurrentText("hard")
    dialog.symmetry.setCurrentText("diagonal")
    dialog.er_check.setChecked(True)
    dialog.er_max.setValue(4.4)
    dialog.er_min.setValue(3.1)
    dialog._remember_choices()
    dialog.cancel_button.click()
    again = GenerateDialog(window)
    assert again.level.currentText() == "hard" and again.symmetry.currentText() == "diagonal"
    assert again.er_check.isChecked() and again.request().er_range == (3.1, 4.4)
    assert again.er_min.isEnabled() and not again.level.isEnabled()


def test_extreme_is_a_level_to_generate(window):
    dialog = open_dialog(window)
    assert dialog.level.findText("extreme") >= 0
