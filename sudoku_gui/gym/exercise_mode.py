"""Exercise mode: one exercise on the board, answered there, judged, hinted, explained and
recorded in the learner's store.

``ExerciseMode.begin(exercise)`` loads the position (one undoable step); the player places
digits and takes candidates away (keys as in Play, or a click on a candidate: the grid's
``mark_clicked``); ``check`` judges the board (``solver.gym.check_answer``), ``hint`` gives
the next of the three levels, ``show_answer`` draws the step on the board (the Explain
panel's drawing) and says it. An exercise is recorded once in the ``MasteryStore``: at its
first check (with the hints asked so far), or as not solved when the answer is shown first.
The exercise in progress is kept on disk (``exercise_state``) until it is recorded or the
puzzle is replaced, and taken up again when the app starts on its board.

Signals:
    changed()          an exercise began or ended, or its hints or verdict changed
    recorded(str)      an attempt of this technique was written to the store
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from solver.board import UNITS
from solver.gym import RIGHT, WRONG, AnswerVerdict, TechniqueExercise, check_answer, hint_levels
from sudoku_gui.dialogs.window_hooks import WindowHooks
from sudoku_gui.gym.exercise_state import (
    KeptExercise,
    answer_of,
    document_of,
    forget_exercise,
    load_exercise,
    save_exercise,
)
from sudoku_gui.gym.mastery import MasteryStore
from sudoku_gui.jobs.hints import step_highlight
from sudoku_gui.support.board_overlay import PlayerHighlight
from sudoku_gui.support.phrases import say
from sudoku_gui.support.step_overlay import overlay_of_step
from sudoku_gui.support.technique_names import technique_name
from sudoku_gui.support.words import translate

HINT_LEVELS = 3


def hint_marks(exercise: TechniqueExercise, level: int) -> PlayerHighlight:
    """What a hint level marks on the board: the area to look at (1), the pattern's cells
    (2), the pattern with the removals struck and the cells to fill (3), as the Hint
    command marks them. A step without units (a wing, a chain) has no area: its first
    level marks the pattern's cells, less any cell the answer changes, so that the board
    shows where to look without giving the answer away."""
    step = exercise.step
    if level >= HINT_LEVELS:
        return step_highlight(step)
    if level == 2:
        return PlayerHighlight(pattern=frozenset(step.cells))
    area = frozenset(cell for unit in step.units for cell in UNITS[unit])
    if not area:
        changed = {cell for cell, _ in (*step.placements, *step.eliminations)}
        area = frozenset(step.cells) - changed
    return PlayerHighlight(pattern=area - exercise.placed)


class ExerciseMode(QObject):
    """The exercise on the board, if any (see the module docstring)."""

    changed = Signal()
    recorded = Signal(str)

    def __init__(
        self,
        window: WindowHooks,
        store: MasteryStore,
        kept_path: Path,
        clock: Callable[[], datetime],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._store = store
        self._kept_path = kept_path
        self._clock = clock
        self.exercise: TechniqueExercise | None = None
        self.started: datetime | None = None
        self.hints = 0
        self.verdict: AnswerVerdict | None = None
        self._recorded = False
        window.editor.changed.connect(self._on_document_changed)
        window.grid.mark_clicked.connect(self._on_mark_clicked)

    # ---- beginning and ending

    def begin(self, exercise: TechniqueExercise) -> None:
        """Put ``exercise`` on the board and start its clock."""
        self._end()  # (before loading: the new board is not the old exercise's any more)
        self.exercise = exercise
        self.started = self._clock()
        self.hints = 0
        self.verdict = None
        self._recorded = False
        self._window.grid.set_overlay(None)
        self._window.files.load_document(
            document_of(exercise),
            translate("Gym", "Exercise: {technique}").format(
                technique=technique_name(exercise.technique)
            ),
        )
        self._keep()
        self.changed.emit()

    def resume(self) -> bool:
        """Take up the exercise kept on disk when the board is still its puzzle; else forget
        it. Whether one was taken up."""
        kept = load_exercise(self._kept_path)
        if kept is None or tuple(self._window.document.givens) != kept.exercise.givens:
            forget_exercise(self._kept_path)
            return False
        self.exercise, self.started, self.hints = kept.exercise, kept.started, kept.hints
        self.verdict, self._recorded = None, False
        self.changed.emit()
        return True

    def _end(self) -> None:
        self.hide_answer()
        self._mark(None)
        if self.exercise is not None:
            self.exercise = None
            forget_exercise(self._kept_path)
            self.changed.emit()

    def _on_document_changed(self, _cells) -> None:
        """Another puzzle on the board ends the exercise."""
        if self.exercise is not None and (
            tuple(self._window.document.givens) != self.exercise.givens
        ):
            self._end()

    def _keep(self) -> None:
        if self.exercise is not None and not self._recorded:
            save_exercise(self._kept_path, KeptExercise(self.exercise, self.started, self.hints))

    # ---- answering

    @property
    def active(self) -> bool:
        return self.exercise is not None

    def check(self) -> AnswerVerdict | None:
        """Judge the board; the verdict (also kept in ``verdict``). The first check records
        the attempt."""
        if self.exercise is None:
            return None
        self.hide_answer()
        placements, removals = answer_of(self.exercise, self._window.document)
        self.verdict = check_answer(self.exercise, placements, removals)
        self._record(self.verdict.verdict)
        self.changed.emit()
        return self.verdict

    def verdict_text(self) -> str:
        """The verdict in the reader's words and notation ("" before a check)."""
        if self.verdict is None:
            return ""
        return self._window.notation.text(say(self.verdict.message))

    def hint(self) -> str:
        """The next hint level (up to the third) and every level before it, in words."""
        if self.exercise is None:
            return ""
        if self.hints < HINT_LEVELS:
            self.hints += 1
            self._keep()
            self._mark(hint_marks(self.exercise, self.hints))
            self.changed.emit()
        return self.hint_text()

    def _mark(self, highlight: PlayerHighlight | None) -> None:
        """Show the hint's marks on the player's board (None: take ours away)."""
        if highlight is not None:
            self._window.grid.mark(self, highlight)
        else:
            self._window.grid.unmark(self)

    def hint_text(self) -> str:
        if self.exercise is None or not self.hints:
            return ""
        levels = hint_levels(self.exercise)[: self.hints]
        return "\n".join(self._window.notation.text(say(level)) for level in levels)

    def show_answer(self) -> str:
        """Draw the step on the board and say it; records the exercise as not solved when it
        was not checked before."""
        if self.exercise is None:
            return ""
        self._record(WRONG, hints=HINT_LEVELS)
        answer = overlay_of_step(self.exercise.candidates, self.exercise.step)
        self._window.grid.claim(self, answer)
        self.changed.emit()
        return self.answer_text()

    def answer_text(self) -> str:
        if self.exercise is None:
            return ""
        step = self.exercise.step
        return translate("Gym", "{technique}: {explanation}").format(
            technique=technique_name(step.technique),
            explanation=self._window.notation.text(say(step.explanation)),
        )

    @property
    def answer_shown(self) -> bool:
        return self._window.grid.owner() is self

    def hide_answer(self) -> None:
        """The player's board again."""
        self._window.grid.release(self)

    def _record(self, verdict: str, hints: int | None = None) -> None:
        if self._recorded or self.exercise is None:
            return
        self._recorded = True
        self._store.queue_attempt(  # (written off the GUI thread: the window never waits)
            self.exercise.technique,
            self.started,
            self._clock(),
            hints=self.hints if hints is None else max(hints, self.hints),
            verdict=verdict,
        )
        forget_exercise(self._kept_path)
        self.recorded.emit(self.exercise.technique)

    @property
    def solved(self) -> bool:
        return self.verdict is not None and self.verdict.verdict == RIGHT

    def _on_mark_clicked(self, cell: int, digit: int) -> None:
        """A click on a candidate of the exercise takes it away (or puts it back)."""
        exercise = self.exercise
        if exercise is None or self.answer_shown:
            return
        if exercise.candidates[cell] >> (digit - 1) & 1 and not exercise.digits[cell]:
            self._window.editor.toggle_mark(cell, digit)

    def shutdown(self) -> None:
        """The window closes: the exercise stays kept on disk for the next start."""
        self.hide_answer()
