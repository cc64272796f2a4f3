"""Predict, then reveal: the quiz stops before chosen events, judges the prediction, reveals
what the solver did and why, and keeps the score; its choices are remembered."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDockWidget

from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model import tree_model as tm
from sudoku_gui.search.model.quiz import FORCED_CELL, GUESS_CELL, GUESS_DIGIT, GUESS_FAILS, Quiz
from sudoku_gui.search.views.quiz_view import QUIZ_KINDS_KEY, QUIZ_ON_KEY
from tests import fakes

HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"


# The quiz is asked of searches stopped after 3000 nodes.
record_of = partial(fakes.record_of, node_limit=3000)


def first_guesses(record):
    return [
        i for i in range(len(record))
        if record.kind[i] == rec.ASSUME and record.tree.parent[record.node[i]] == record.node[i] - 1
    ]  # fmt: skip


def test_the_quiz_asks_at_first_tries_and_judges_the_cell_with_the_reason():
    record = record_of(HARD, "norvig")
    quiz = Quiz(record, {GUESS_CELL, GUESS_DIGIT, GUESS_FAILS})
    row = quiz.due(0, len(record))
    assert row == first_guesses(record)[0]
    assert quiz.questions(row) == [GUESS_CELL, GUESS_DIGIT, GUESS_FAILS]
    cell = record.cell[row]
    right, reveal = quiz.answer(row, GUESS_CELL, cell)
    assert right and reveal.startswith("Right. ") and "fewer candidates" in reveal
    wrong, _ = quiz.answer(row, GUESS_DIGIT, 1 if record.digit[row] != 1 else 2)
    assert not wrong
    dead = record.tree.outcome[record.node[row]] == tm.DEAD
    right, reveal = quiz.answer(row, GUESS_FAILS, dead)
    assert right and ("fails" in reveal) == dead
    assert (
        quiz.score_text()
        == "guessed cells: 1 of 1; digits tried: 0 of 1; dead ends foreseen: 1 of 1"
    )
    quiz.asked.add(row)
    assert quiz.due(0, len(record)) > row


def test_first_unfilled_strategy_explains_reading_order():
    record = record_of(HARD, "backtracking")
    quiz = Quiz(record, {GUESS_CELL})
    row = quiz.due(0, len(record))
    assert "first open cell in reading order" in quiz.reveal(row, GUESS_CELL)


def test_forced_cells_are_asked_once_per_stretch_of_logic():
    record = record_of(HARD, "norvig")
    quiz = Quiz(record, {FORCED_CELL})
    asked = []
    row = quiz.due(0, len(record))
    while row >= 0:
        asked.append(row)
        quiz.asked.add(row)
        row = quiz.due(row, len(record))
    assert asked and all(record.kind[r] == rec.DEDUCE for r in asked)
    guesses_and_backtracks = sum(
        1 for i in range(len(record)) if record.kind[i] in (rec.ASSUME, rec.BACKTRACK)
    )
    assert len(asked) <= guesses_and_backtracks + 1
    right, reveal = quiz.answer(asked[0], FORCED_CELL, record.cell[asked[0]])
    assert right and reveal.startswith("Right. ")


def test_playback_stops_before_the_question_and_goes_on_after_the_answer(qtbot, panel, window):
    QSettings().setValue(QUIZ_KINDS_KEY, f"{GUESS_CELL},{GUESS_FAILS}")
    with qtbot.waitSignal(panel.session.search_ended, timeout=10000):
        panel.actions["step"].trigger()
    panel.on_scrubbed(0)
    panel.actions["quiz"].setChecked(True)
    assert QSettings().value(QUIZ_ON_KEY, type=bool)
    assert not window.findChild(QDockWidget, "dock_quiz").isHidden()
    record = panel.session.record
    with qtbot.waitSignal(panel.playback.question_due, timeout=10000) as asked:
        panel.actions["play"].trigger()
    row = asked.args[0]
    assert record.kind[row] == rec.ASSUME and panel.playback.position == row
    quiz = panel.quiz
    assert quiz.awaiting == GUESS_CELL and "Click the cell" in quiz.view.question.text()
    middle = window.grid.cell_rect(record.cell[row]).center()
    qtbot.mouseClick(window.grid, Qt.MouseButton.LeftButton, pos=middle)
    assert quiz.view.reveal.text().startswith("Right.")
    assert quiz.awaiting == GUESS_FAILS and quiz.view.yes.isVisibleTo(quiz.view)
    assert panel.playback.position == row + 1  # the guess is shown before "will it fail?"
    qtbot.mouseClick(quiz.view.show_me, Qt.MouseButton.LeftButton)
    assert "guessed cells: 1 of 1" in quiz.view.score.text()
    assert quiz.awaiting is None and panel.playback.playing  # it plays on
    panel.playback.pause()


def test_the_chosen_questions_are_remembered(qtbot, panel, window):
    box = panel.quiz.view.asks[FORCED_CELL]
    box.setChecked(True)
    assert FORCED_CELL in QSettings().value(QUIZ_KINDS_KEY).split(",")
    box.setChecked(False)
    assert FORCED_CELL not in QSettings().value(QUIZ_KINDS_KEY).split(",")


def test_a_failed_guess_is_revealed_with_what_broke():
    record = record_of(HARD, "norvig")
    quiz = Quiz(record, {GUESS_FAILS})
    dead = [
        i for i in range(len(record))
        if record.kind[i] == rec.ASSUME and record.tree.outcome[record.node[i]] == tm.DEAD
    ]  # fmt: skip
    own = [
        i for i in dead
        if any(record.kind[r] == rec.CONTRADICTION and record.node[r] == record.node[i]
               for r in range(i, len(record)))
    ]  # fmt: skip
    assert own and set(own) < set(dead)  # some die themselves, some through their children
    said = quiz.reveal(own[0], GUESS_FAILS)
    assert " fails: " in said and ("no candidates left" in said or "no place left" in said
                                   or "a peer already holds" in said)  # fmt: skip
    others = [i for i in dead if i not in own]
    assert "every way on from it ends in a dead end" in quiz.reveal(others[0], GUESS_FAILS)


def test_a_question_says_its_step_and_closes_when_the_board_moves_away(qtbot, panel, window):
    QSettings().setValue(QUIZ_KINDS_KEY, GUESS_CELL)
    with qtbot.waitSignal(panel.session.search_ended, timeout=10000):
        panel.actions["step"].trigger()
    panel.on_scrubbed(0)
    panel.actions["quiz"].setChecked(True)
    with qtbot.waitSignal(panel.playback.question_due, timeout=10000) as asked:
        panel.actions["play"].trigger()
    row = asked.args[0]
    quiz = panel.quiz
    assert quiz.view.question.text().startswith(f"Before step {row + 1}:")
    far = len(panel.session.record)
    panel.on_scrubbed(far)
    assert quiz.awaiting is None
    assert f"question about step {row + 1} is closed" in quiz.view.question.text()
    assert str(far) in quiz.view.question.text().replace(",", "")
