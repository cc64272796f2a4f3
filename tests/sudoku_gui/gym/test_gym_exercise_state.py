"""The exercise's board and the player's answer read back from it; the exercise in
progress kept in a file and read back (or refused when damaged); and one exercise made for
real in the generator's process, end to end."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from solver.board import PEERS
from solver.gym import RIGHT, check_answer
from sudoku_gui.gym.exercise_state import (
    KeptExercise,
    answer_of,
    document_of,
    load_exercise,
    save_exercise,
)

STARTED = datetime(2026, 11, 2, 8, 30, tzinfo=UTC)


def test_the_answer_is_what_the_player_changed(pointing_exercise):
    exercise = pointing_exercise
    document = document_of(exercise)
    assert answer_of(exercise, document) == (frozenset(), frozenset())
    for cell, digit in exercise.step.eliminations:
        document.marks[cell] &= ~(1 << (digit - 1))
    placements, removals = answer_of(exercise, document)
    assert removals == frozenset(exercise.step.eliminations) and not placements
    assert check_answer(exercise, placements, removals).verdict == RIGHT


def test_a_placed_digit_is_a_placement_and_its_peers_marks_are_not_removals(pointing_exercise):
    exercise = pointing_exercise
    document = document_of(exercise)
    cell = next(c for c in range(81) if not exercise.digits[c])
    digit = exercise.solution[cell]
    change = document.plan_place(cell, digit)  # (takes the digit from the peers' marks)
    document.apply(change)
    placements, removals = answer_of(exercise, document)
    assert placements == {(cell, digit)}
    assert not any(c in PEERS[cell] and d == digit for c, d in removals)
    assert removals == frozenset()


def test_the_exercise_in_progress_is_kept_and_read_back(tmp_path, pointing_exercise):
    path = tmp_path / "gym-exercise.json"
    save_exercise(path, KeptExercise(pointing_exercise, STARTED, 2))
    kept = load_exercise(path)
    assert kept.started == STARTED and kept.hints == 2
    assert kept.exercise.candidates == pointing_exercise.candidates
    assert kept.exercise.step.eliminations == pointing_exercise.step.eliminations
    assert not path.with_name(path.name + ".tmp").exists()


def test_a_damaged_or_foreign_file_is_no_exercise(tmp_path, pointing_exercise):
    path = tmp_path / "gym-exercise.json"
    assert load_exercise(path) is None  # none kept
    save_exercise(path, KeptExercise(pointing_exercise, STARTED, 0))
    data = json.loads(path.read_text(encoding="utf-8"))
    for broken in (
        path.read_text(encoding="utf-8")[:100],  # cut short (a crash mid-write elsewhere)
        json.dumps({**data, "candidates": data["candidates"][:80]}),
        json.dumps({**data, "technique": "guessing"}),
        json.dumps({**data, "hints": -1}),
        json.dumps({**data, "format": "another app"}),
        "\x00" * 10,
    ):
        path.write_text(broken, encoding="utf-8")
        assert load_exercise(path) is None
    path.write_bytes(b" " * (70 * 1024))  # too big to be an exercise
    assert load_exercise(path) is None


def test_try_one_makes_a_real_exercise_in_the_generators_process(qtbot, window):
    """End to end: the real maker, a hidden single (about a second, most of it starting
    the child process)."""
    window.show()
    qtbot.waitExposed(window)
    window.actions["action_lessons"].trigger()
    QApplication.processEvents()
    panel = window.gym.panel
    panel.choose("hidden single")
    qtbot.mouseClick(panel.try_button, Qt.MouseButton.LeftButton)
    assert panel.progress.isVisible()
    qtbot.waitUntil(lambda: window.gym.exercises.active, timeout=60_000)
    exercise = window.gym.exercises.exercise
    assert exercise.technique == "hidden single"
    assert tuple(window.document.givens) == exercise.givens
    [(cell, digit)] = exercise.step.placements
    window.grid.select(cell)
    qtbot.keyClick(window.grid, getattr(Qt.Key, f"Key_{digit}"))
    panel.check_button.click()  # (a click at its place may land on the panel's scroll bar)
    assert panel.verdict.text().startswith("Right")
    assert [a.verdict for a in window.gym.store.attempts()] == [RIGHT]
