"""The lessons panel: every lesson by tier with its state, the summary of the one chosen,
Try one putting an exercise on the board, answers judged and recorded, hints counted, the
answer shown, review due by the clock, and the exercise kept across a restart."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDockWidget

from solver.gym import LESSONS, RIGHT, WRONG, Tier
from sudoku_gui.grid.glyphs import mark_boxes
from sudoku_gui.gym.exercise_state import FILE_NAME
from sudoku_gui.gym.lessons_panel import lesson_title
from sudoku_gui.gym.mastery import default_path
from sudoku_gui.support.phrases import say
from sudoku_gui.window.main_window import MainWindow


def open_lessons(window):
    """View > Lessons; the panel, once its layout (Lessons) stands."""
    window.actions["action_lessons"].trigger()
    QApplication.processEvents()  # (the layout comes after the panel's signal)
    return window.findChild(QDockWidget, "lessons_panel")


def start_exercise(qtbot, window, makers, exercise):
    panel = open_lessons(window)
    panel.choose(exercise.technique)
    qtbot.mouseClick(panel.try_button, Qt.MouseButton.LeftButton)
    assert makers[-1].asked == [("exercise", exercise.technique)]
    makers[-1].finish(exercise)
    QApplication.processEvents()  # (the panel scrolls to the exercise's box)
    return panel


def click_candidate(qtbot, grid, cell: int, digit: int) -> None:
    rect = grid.cell_rect(cell)
    box = mark_boxes(rect.width(), rect.height())[digit - 1]
    qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=rect.topLeft() + box.center())


def test_the_commands_exist_and_open_the_panel_in_the_lessons_layout(gym_window):
    for name in ("action_lessons", "action_gym_progress"):
        assert isinstance(gym_window.findChild(QAction, name), QAction)
        assert name in gym_window.actions
    panel = open_lessons(gym_window)
    assert panel.isVisible()
    assert gym_window.layouts.current == "lessons"


def test_every_lesson_is_listed_under_its_tier_with_its_state(gym_window):
    panel = open_lessons(gym_window)
    tree = panel.lesson_list
    assert tree.objectName() == "lesson_list"
    tiers = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    assert [item.text(0) for item in tiers] == [say(tier.title) for tier in Tier]
    listed = []
    for item, tier in zip(tiers, Tier, strict=True):
        for row in (item.child(i) for i in range(item.childCount())):
            technique = row.data(0, Qt.ItemDataRole.UserRole)
            assert next(lesson for lesson in LESSONS if lesson.technique == technique).tier == tier
            assert row.text(1) == "new"
            assert row.data(1, Qt.ItemDataRole.AccessibleDescriptionRole) == "Not tried yet."
            listed.append(technique)
    assert listed == [lesson.technique for lesson in LESSONS]


def test_choosing_a_lesson_shows_its_summary(gym_window):
    panel = open_lessons(gym_window)
    assert not panel.try_button.isEnabled()  # (no lesson chosen yet)
    lesson = next(lesson for lesson in LESSONS if lesson.technique == "x-wing")
    panel.choose("x-wing")
    assert panel.summary.text() == say(lesson.summary)
    assert panel.title.text() == "X-wing (Fish and wings)"
    assert panel.try_button.isEnabled()


def test_try_one_puts_the_position_on_the_board(qtbot, gym_window, makers, pointing_exercise):
    panel = open_lessons(gym_window)
    panel.choose("pointing")
    qtbot.mouseClick(panel.try_button, Qt.MouseButton.LeftButton)
    assert panel.working.text() == "Finding a position for pointing..."
    assert panel.progress.isVisible() and panel.cancel_button.isVisible()
    assert not panel.try_button.isEnabled()
    makers[-1].finish(pointing_exercise)
    document = gym_window.document
    assert tuple(document.givens) == pointing_exercise.givens
    assert document.digits() == pointing_exercise.digits
    for cell in range(81):
        if not pointing_exercise.digits[cell]:
            assert document.marks[cell] == pointing_exercise.candidates[cell]
    assert panel.exercise_box.isVisible() and not panel.progress.isVisible()
    assert gym_window.grid.overlay is None
    assert (default_path().parent / FILE_NAME).is_file()  # kept while in progress


def test_a_right_answer_clicked_on_the_board_is_right_and_recorded(
    qtbot, gym_window, makers, pointing_exercise, clock
):
    panel = start_exercise(qtbot, gym_window, makers, pointing_exercise)
    clock.advance(seconds=42)
    for cell, digit in pointing_exercise.step.eliminations:
        click_candidate(qtbot, gym_window.grid, cell, digit)
        assert not gym_window.document.marks[cell] & 1 << (digit - 1)
    qtbot.mouseClick(panel.check_button, Qt.MouseButton.LeftButton)
    assert panel.verdict.text() == "Right: that is the whole step."
    [attempt] = gym_window.gym.store.attempts()
    assert (attempt.technique, attempt.verdict, attempt.hints) == ("pointing", RIGHT, 0)
    assert attempt.seconds == 42
    row = panel.lesson_list.findItems("Pointing", Qt.MatchFlag.MatchRecursive)[0]
    assert row.text(1) == "learning"
    assert not (default_path().parent / FILE_NAME).exists()  # recorded: nothing kept


def test_a_wrong_answer_says_so_and_is_recorded(qtbot, gym_window, makers, pointing_exercise):
    panel = start_exercise(qtbot, gym_window, makers, pointing_exercise)
    exercise = pointing_exercise
    cell = next(c for c in range(81) if not exercise.digits[c])
    gym_window.editor.toggle_mark(cell, exercise.solution[cell])  # the solution's own digit
    qtbot.mouseClick(panel.check_button, Qt.MouseButton.LeftButton)
    assert panel.verdict.text().startswith("Wrong, this breaks the solution")
    assert [a.verdict for a in gym_window.gym.store.attempts()] == [WRONG]
    qtbot.mouseClick(panel.check_button, Qt.MouseButton.LeftButton)  # checked again
    assert len(gym_window.gym.store.attempts()) == 1  # one exercise, one attempt


def test_hints_go_up_to_three_and_are_counted(qtbot, gym_window, makers, pointing_exercise):
    panel = start_exercise(qtbot, gym_window, makers, pointing_exercise)
    for used in (1, 2, 3):
        qtbot.mouseClick(panel.hint_button, Qt.MouseButton.LeftButton)
        assert gym_window.grid.highlight is not None
        assert panel.hint_button.text() == f"&Hint ({used} of 3)"
        assert len(panel.hint_text.text().splitlines()) >= used
    assert not panel.hint_button.isEnabled()
    marks = gym_window.grid.highlight  # the third level marks the answer on the board
    struck = {(c, d) for c, mask in marks.struck.items() for d in range(1, 10) if mask >> d - 1 & 1}
    assert struck == set(pointing_exercise.step.eliminations)
    assert panel.hint_text.text().startswith("Look at box")
    assert "The answer: remove" in panel.hint_text.text()
    for cell, digit in pointing_exercise.step.eliminations:
        gym_window.editor.toggle_mark(cell, digit)
    qtbot.mouseClick(panel.check_button, Qt.MouseButton.LeftButton)
    [attempt] = gym_window.gym.store.attempts()
    assert (attempt.verdict, attempt.hints) == (RIGHT, 3)


def test_show_the_answer_draws_the_step_and_counts_as_not_solved(
    qtbot, gym_window, makers, pointing_exercise
):
    panel = start_exercise(qtbot, gym_window, makers, pointing_exercise)
    qtbot.mouseClick(panel.show_button, Qt.MouseButton.LeftButton)
    overlay = gym_window.grid.overlay
    assert overlay is not None
    struck = {
        (c, d) for c, mask in overlay.fading.items() for d in range(1, 10) if mask >> d - 1 & 1
    }
    assert struck == set(pointing_exercise.step.eliminations)
    assert "pointing:" in panel.hint_text.text()
    assert panel.show_button.text() == "Back to my &board"
    [attempt] = gym_window.gym.store.attempts()
    assert (attempt.verdict, attempt.hints) == (WRONG, 3)
    qtbot.mouseClick(panel.show_button, Qt.MouseButton.LeftButton)
    assert gym_window.grid.overlay is None


def test_review_comes_due_by_the_clock(qtbot, gym_window, makers, pointing_exercise, clock):
    panel = open_lessons(gym_window)
    store = gym_window.gym.store
    for _ in range(2):
        store.record_attempt("pointing", clock.now, clock.now, hints=0, verdict=RIGHT)
    panel.refresh_states()
    row = panel.lesson_list.findItems("Pointing", Qt.MatchFlag.MatchRecursive)[0]
    assert row.text(1) == "mastered"
    assert not row.font(1).bold()
    clock.advance(days=1, minutes=1)
    panel.refresh_states()
    assert row.text(1) == "due for review"
    assert row.font(1).bold()
    assert row.data(0, Qt.ItemDataRole.AccessibleDescriptionRole).startswith(
        "Mastered, due for review since"
    )


def test_cancel_and_failure_are_said(qtbot, gym_window, makers):
    panel = open_lessons(gym_window)
    panel.choose("x-wing")
    qtbot.mouseClick(panel.try_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    assert panel.working.text() == "Cancelled."
    assert panel.try_button.isEnabled() and not panel.progress.isVisible()
    qtbot.mouseClick(panel.try_button, Qt.MouseButton.LeftButton)
    makers[-1].fail("WorkerError: the background process stopped unexpectedly")
    assert panel.working.text() == (
        "No position could be made: WorkerError: the background process stopped unexpectedly"
    )
    assert not panel.exercise_box.isVisible()


def test_show_an_example_draws_the_step_and_play_loads_a_puzzle(
    qtbot, gym_window, makers, pointing_exercise
):
    panel = open_lessons(gym_window)
    panel.choose("pointing")
    qtbot.mouseClick(panel.example_button, Qt.MouseButton.LeftButton)
    assert makers[-1].asked[-1] == ("exercise", "pointing")
    makers[-1].finish(pointing_exercise)
    assert gym_window.grid.overlay is not None
    assert panel.working.text().startswith("Look at the shaded cells")
    for _ in range(2):
        qtbot.mouseClick(panel.example_next, Qt.MouseButton.LeftButton)
    assert panel.working.text().splitlines()[-1].startswith("Example: In box")
    assert not gym_window.gym.exercises.active  # an example is not an exercise
    assert panel.example_button.text() == "Back to my &board"
    qtbot.mouseClick(panel.example_button, Qt.MouseButton.LeftButton)
    assert gym_window.grid.overlay is None and panel.working.text() == ""
    assert panel.example_button.text() == "Show an &example"
    qtbot.mouseClick(panel.play_button, Qt.MouseButton.LeftButton)
    assert makers[-1].asked[-1] == ("puzzle", "pointing")


def test_the_example_lets_the_board_go_to_another_part(
    qtbot, gym_window, makers, pointing_exercise
):
    """Another part taking the board (the search's walk, Explain solution) ends the example
    in the panel's own slot: the button offers it again."""
    panel = open_lessons(gym_window)
    panel.choose("pointing")
    qtbot.mouseClick(panel.example_button, Qt.MouseButton.LeftButton)
    makers[-1].finish(pointing_exercise)
    assert gym_window.grid.owner() is panel
    gym_window.grid.claim("the walk", gym_window.grid.overlay)
    assert panel.example_button.text() == "Show an &example" and panel.working.text() == ""
    assert not panel.example_stage.isVisible()


def test_the_answer_lets_the_board_go_to_another_part(qtbot, gym_window, makers, pointing_exercise):
    panel = start_exercise(qtbot, gym_window, makers, pointing_exercise)
    qtbot.mouseClick(panel.show_button, Qt.MouseButton.LeftButton)
    assert gym_window.gym.exercises.answer_shown
    gym_window.grid.claim("the walk", gym_window.grid.overlay)
    assert not gym_window.gym.exercises.answer_shown
    assert panel.show_button.text() != "Back to my &board"


def struck_of(overlay) -> set[tuple[int, int]]:
    return {(c, d) for c, mask in overlay.fading.items() for d in range(1, 10) if mask >> d - 1 & 1}


def test_the_example_is_worked_in_three_stages(qtbot, gym_window, makers, xy_wing_exercise):
    panel = open_lessons(gym_window)
    panel.choose("xy-wing")
    assert not panel.example_next.isVisible()  # (no example, no stages)
    qtbot.mouseClick(panel.example_button, Qt.MouseButton.LeftButton)
    makers[-1].finish(xy_wing_exercise)
    step = xy_wing_exercise.step
    grid = gym_window.grid
    # 1: the pattern's cells alone
    first = grid.overlay
    assert panel.example_stage.text() == "Step 1 of 3"
    assert panel.example_next.isVisible() and panel.example_next.isEnabled()
    assert not panel.example_back.isEnabled()
    assert set(first.styles) == set(step.cells)
    assert not first.fading and not first.pointers
    assert panel.working.text().startswith("Look at the shaded cells")
    assert "xy-wing" in panel.working.text()
    # 2: its links drawn, nothing struck yet
    qtbot.mouseClick(panel.example_next, Qt.MouseButton.LeftButton)
    second = grid.overlay
    assert panel.example_stage.text() == "Step 2 of 3"
    assert panel.example_back.isEnabled() and panel.example_next.isEnabled()
    assert second.pointers and not second.fading and not second.labels
    assert second.masks == tuple(xy_wing_exercise.candidates)
    assert panel.working.text().startswith("Now follow the pattern's links")
    # 3: the removals struck, with the step in words
    qtbot.mouseClick(panel.example_next, Qt.MouseButton.LeftButton)
    third = grid.overlay
    assert panel.example_stage.text() == "Step 3 of 3"
    assert not panel.example_next.isEnabled() and panel.example_back.isEnabled()
    assert struck_of(third) == set(step.eliminations)
    assert third.pointers == second.pointers
    said = panel.working.text().splitlines()
    assert said[0] == "The result: the struck candidates are removed."
    assert said[1].startswith("Example: ")
    # the keys on the board walk back and forth (the cursor stays); no further than the ends
    start = grid.selected
    qtbot.keyClick(grid, Qt.Key.Key_Right)
    assert grid.overlay is third
    qtbot.keyClick(grid, Qt.Key.Key_Left)
    assert grid.overlay is second
    qtbot.keyClick(grid, Qt.Key.Key_Left)
    qtbot.keyClick(grid, Qt.Key.Key_Left)
    assert grid.overlay is first and not panel.example_back.isEnabled()
    assert grid.selected == start
    # Back to my board: the stages go, and the keys move the cursor again
    qtbot.mouseClick(panel.example_button, Qt.MouseButton.LeftButton)
    assert grid.overlay is None and panel.working.text() == ""
    assert not panel.example_next.isVisible() and not panel.example_stage.isVisible()
    qtbot.keyClick(grid, Qt.Key.Key_Right)
    assert grid.selected != start


def test_the_first_hint_of_a_wing_marks_its_cells_not_the_answer(
    qtbot, gym_window, makers, xy_wing_exercise
):
    step = xy_wing_exercise.step
    assert not step.units  # (an xy-wing has no unit to point at)
    panel = start_exercise(qtbot, gym_window, makers, xy_wing_exercise)
    qtbot.mouseClick(panel.hint_button, Qt.MouseButton.LeftButton)
    marks = gym_window.grid.highlight
    removed = {cell for cell, _ in step.eliminations}
    assert marks.pattern == frozenset(step.cells) - removed
    assert marks.pattern and not marks.struck and not marks.target


def test_an_exercise_in_progress_survives_a_restart(qtbot, gym_window, makers, pointing_exercise):
    start_exercise(qtbot, gym_window, makers, pointing_exercise)
    qtbot.mouseClick(gym_window.gym.panel.hint_button, Qt.MouseButton.LeftButton)
    gym_window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    exercises = again.gym.exercises
    assert exercises.active
    assert exercises.exercise.givens == pointing_exercise.givens
    assert exercises.exercise.step.eliminations == pointing_exercise.step.eliminations
    assert exercises.hints == 1


def test_a_new_puzzle_ends_the_exercise(qtbot, gym_window, makers, pointing_exercise):
    panel = start_exercise(qtbot, gym_window, makers, pointing_exercise)
    qtbot.mouseClick(panel.hint_button, Qt.MouseButton.LeftButton)
    assert gym_window.grid.highlight is not None
    gym_window.actions["action_new"].trigger()
    assert gym_window.grid.highlight is None  # the hint's marks went with the exercise
    assert not gym_window.gym.exercises.active
    assert not panel.exercise_box.isVisible()
    assert not (default_path().parent / FILE_NAME).exists()


def test_lesson_titles_write_pattern_letters_in_capitals():
    assert [lesson_title(name) for name in ("xy-wing", "als-xz", "bug+1", "aic with als")] == [
        "XY-wing",
        "ALS-XZ",
        "BUG+1",
        "AIC with ALS",
    ]
    assert lesson_title("hidden single") == "Hidden single"


def test_an_open_exercise_keeps_its_lesson_task_verdict_and_buttons_in_view_at_1280x720(
    qtbot, gym_window, makers, xy_wing_exercise
):
    gym_window.resize(1280, 720)
    panel = start_exercise(qtbot, gym_window, makers, xy_wing_exercise)
    panel.check_button.click()  # (a verdict to read)
    shown = [panel.summary, panel.task, panel.check_button, panel.hint_button, panel.verdict]

    def in_view(widget) -> bool:
        return widget.visibleRegion().boundingRect().size() == widget.size()

    qtbot.waitUntil(lambda: all(in_view(widget) for widget in shown))
    assert panel.lesson_list.currentItem().text(0) == say(lesson_title(xy_wing_exercise.technique))
    current = panel.lesson_list.visualItemRect(panel.lesson_list.currentItem())
    assert panel.lesson_list.viewport().rect().contains(current)  # the lesson chosen in sight
