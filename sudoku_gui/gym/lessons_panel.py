"""View > Lessons: the technique gym's panel (``lessons_panel``).

The list (``lesson_list``) holds every lesson in Sudoku Explainer's order under its tier
(singles first, forcing chains last), each with the learner's state: new, learning,
mastered, or due for review. Choosing one shows its summary and three commands:

* Show an example (``lesson_example``): a position from the explained path of a puzzle that
  needs the technique, worked on the board in three stages, each with a sentence saying
  what to look at: the pattern's cells shaded; the pattern with its links and lines; the
  removals struck (or the placement labelled) with the step in words (the Explain panel's
  drawing). Back and Next (``lesson_example_back``, ``lesson_example_next``, or the Left
  and Right keys on the board) walk the stages, ``lesson_example_stage`` says which;
* Try one (``lesson_try``): an exercise (``ExerciseMode``): the position on the board, the
  answer given there, Check my answer (``exercise_check``), Hint (``exercise_hint``, three
  levels), Show the answer (``exercise_show``);
* Play a puzzle that needs this (``lesson_play``): a whole puzzle whose hardest step is the
  technique, from the generator.

Positions and puzzles are made in the generator's process (``GymMaker``), with "Finding a
position..." and Cancel (``exercise_cancel``) meanwhile; a failure is said in the panel.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QDate, QEvent, QLocale, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from solver.gym import LESSONS, Lesson, TechniqueExercise, Tier
from solver.phrase import with_article
from solver.techniques import Step
from sudoku_gui.dialogs.window_hooks import WindowHooks
from sudoku_gui.document.model import from_grid
from sudoku_gui.gym.exercise_mode import HINT_LEVELS, ExerciseMode
from sudoku_gui.gym.mastery import DUE, LEARNING, MASTERED, NEW, MasteryStore, TechniqueState
from sudoku_gui.jobs.gym_maker import EXERCISE, PUZZLE
from sudoku_gui.support.board_overlay import BoardOverlay, CellStyle
from sudoku_gui.support.empty_state import LESSONS as LESSONS_EMPTY
from sudoku_gui.support.empty_state import empty_text
from sudoku_gui.support.phrases import say
from sudoku_gui.support.step_overlay import overlay_of_step
from sudoku_gui.support.technique_names import technique_name
from sudoku_gui.support.words import QT_TRANSLATE_NOOP, translate

TECHNIQUE_ROLE = Qt.ItemDataRole.UserRole
EXAMPLE = "example"  # an exercise made to be shown, not answered

STATUS_WORDS = {
    NEW: QT_TRANSLATE_NOOP("Gym", "new"),
    LEARNING: QT_TRANSLATE_NOOP("Gym", "learning"),
    MASTERED: QT_TRANSLATE_NOOP("Gym", "mastered"),
    DUE: QT_TRANSLATE_NOOP("Gym", "due for review"),
}


# Letters that name a candidate or a pattern ("xy" in xy-wing, "als", "aic", "bug"): capitals
# in an English heading, as in the players' own texts ("XY-wing", "ALS-XZ", "BUG+1").
_ACRONYMS = frozenset({"x", "y", "xy", "xyz", "w", "xz", "als", "aic", "bug"})


def lesson_title(technique: str) -> str:
    """A technique's name as a heading: "X-wing", "XY-wing", "ALS-XZ", "Hidden single"."""
    name = technique_name(technique)
    words = re.split(r"([ +-])", name)
    words = [word.upper() if word in _ACRONYMS else word for word in words]
    name = "".join(words)
    return name[:1].upper() + name[1:]


def lesson_heading(lesson: Lesson) -> str:
    """The lesson's title above its summary: "X-wing (Fish and wings)"."""
    return translate("Gym", "{technique} ({tier})").format(
        technique=lesson_title(lesson.technique), tier=say(lesson.tier.title)
    )


def task_text(technique: str) -> str:
    """What an exercise asks, the technique with its article ("Use an x-wing here: …")."""
    return translate(
        "Gym",
        "Use {technique} here: click the candidates it removes (or place the digit "
        "it gives), then check your answer.",
    ).format(technique=say(with_article(technique)))


def finding_text(technique: str, what: str) -> str:
    """The line shown while an exercise (or a puzzle, ``what`` PUZZLE) is being found."""
    text = (
        translate("Gym", "Finding a puzzle that needs {technique}...")
        if what == PUZZLE
        else translate("Gym", "Finding a position for {technique}...")
    )
    return text.format(technique=say(with_article(technique)))


def example_stage_text(step: Step, stage: int, notation: Callable[[str], str]) -> str:
    """What an example says at ``stage`` (0: the pattern, 1: its links, 2: the result and
    the whole argument, its cells named by ``notation``)."""
    if stage == 0:
        return translate(
            "Gym", "Look at the shaded cells: together they make the pattern of {technique}."
        ).format(technique=say(with_article(step.technique)))
    if stage == 1:
        return translate(
            "Gym", "Now follow the pattern's links and outlined lines: they show what it proves."
        )
    result = (
        translate("Gym", "The result: the labelled cell takes its digit.")
        if step.placements
        else translate("Gym", "The result: the struck candidates are removed.")
    )
    explanation = translate("Gym", "Example: {explanation}").format(
        explanation=notation(say(step.explanation))
    )
    return f"{result}\n{explanation}"


def example_stages(exercise: TechniqueExercise) -> tuple[BoardOverlay, BoardOverlay, BoardOverlay]:
    """A worked example's three boards: the pattern's cells alone, the pattern with its
    links and lines, then the answer (removals struck, placements labelled)."""
    cells = dict.fromkeys(exercise.step.cells, CellStyle.DEDUCED)
    return (
        BoardOverlay(tuple(exercise.candidates), styles=cells),
        overlay_of_step(exercise.candidates, exercise.step, struck=False),
        overlay_of_step(exercise.candidates, exercise.step),
    )


def status_description(state: TechniqueState) -> str:
    """A technique's state in a sentence (the row's accessible description and tip)."""
    if state.status == NEW:
        return translate("Gym", "Not tried yet.")
    if state.status == LEARNING:
        streak = state.streak
        return translate(
            "Gym", "Learning: %n clean solve(s) in a row; two in a row master it.", None, streak
        )
    when = ""
    if state.next_review is not None:
        local = state.next_review.astimezone()
        when = QLocale().toString(
            QDate(local.year, local.month, local.day), QLocale.FormatType.ShortFormat
        )
    if state.status == DUE:
        return translate("Gym", "Mastered, due for review since {date}.").format(date=when)
    return translate("Gym", "Mastered; next review on {date}.").format(date=when)


# Whole rows of the lesson list: at 1280x720 ten, and three beside an open exercise.
LIST_ROWS, EXERCISE_LIST_ROWS = 10, 3


class LessonsPanel(QDockWidget):
    """The lessons and the exercise on the board (see the module docstring). ``maker``
    makes exercises and puzzles: a ``GymMaker``, or a stand-in with the same ``start``,
    ``cancel`` and ``shutdown`` and signals ``made(str, object)``, ``failed(str, str)``.

    Signals: ``room_wanted(int)``, an exercise or an example opened and the panel needs this
    height for its lesson, task, verdict and buttons (the window's layouts give it from the
    panels it shares its column with)."""

    room_wanted = Signal(int)

    def __init__(
        self, window: WindowHooks, store: MasteryStore, exercises: ExerciseMode, maker
    ) -> None:
        super().__init__(translate("Gym", "Lessons"), window)
        self.setObjectName("lessons_panel")
        self._window = window
        self._store = store
        self.exercises = exercises
        self._maker = maker
        self._waiting_for = ""  # EXERCISE, EXAMPLE or PUZZLE while one is being made
        self._example = None  # the example's overlay while the board shows it
        self._stages: tuple[BoardOverlay, ...] = ()  # the example's boards (example_stages)
        self._stage = 0  # the one shown
        self._example_step = None  # the example's step (its technique and explanation)
        body = QWidget(self)
        layout = QVBoxLayout(body)
        self.lesson_list = QTreeWidget(body)
        self.lesson_list.setObjectName("lesson_list")
        self.lesson_list.setColumnCount(2)
        self.lesson_list.setHeaderLabels(
            [translate("Gym", "Technique"), translate("Gym", "Your progress")]
        )
        self.lesson_list.setAccessibleName(translate("Gym", "Lessons"))
        self._rows: dict[str, QTreeWidgetItem] = {}
        self._fill_list()
        self.lesson_list.currentItemChanged.connect(lambda *_: self._show_lesson())
        self.title = QLabel("", body)
        self.title.setObjectName("lesson_title")
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.summary = QLabel(empty_text(LESSONS_EMPTY), body)
        self.summary.setObjectName("lesson_summary")
        self.summary.setWordWrap(True)
        self.state = QLabel("", body)
        self.state.setObjectName("lesson_state")
        self.state.setWordWrap(True)
        self.example_button = self._button("lesson_example", translate("Gym", "Show an &example"))
        self.try_button = self._button("lesson_try", translate("Gym", "&Try one"))
        self.play_button = self._button(
            "lesson_play", translate("Gym", "&Play a puzzle that needs this")
        )
        self.example_button.clicked.connect(self._example_clicked)
        self.try_button.clicked.connect(lambda: self._make(EXERCISE))
        self.play_button.clicked.connect(lambda: self._make(PUZZLE))
        commands = QHBoxLayout()
        for button in (self.example_button, self.try_button):
            commands.addWidget(button)
        self.example_back = self._button("lesson_example_back", translate("Gym", "‹ Back"))
        self.example_back.setToolTip(translate("Gym", "The example's previous stage (Left)"))
        self.example_next = self._button("lesson_example_next", translate("Gym", "Next ›"))
        self.example_next.setToolTip(translate("Gym", "The example's next stage (Right)"))
        self.example_back.clicked.connect(lambda: self.step_example(-1))
        self.example_next.clicked.connect(lambda: self.step_example(1))
        self.example_stage = QLabel("", body)
        self.example_stage.setObjectName("lesson_example_stage")
        self.example_stage.setAlignment(Qt.AlignmentFlag.AlignCenter)
        stages = QHBoxLayout()
        stages.addWidget(self.example_back)
        stages.addWidget(self.example_stage, 1)
        stages.addWidget(self.example_next)
        self.working = QLabel("", body)
        self.working.setObjectName("exercise_status")
        self.working.setWordWrap(True)
        self.progress = QProgressBar(body)
        self.progress.setObjectName("exercise_progress")
        self.progress.setRange(0, 0)
        self.progress.setTextVisible(False)
        self.cancel_button = self._button("exercise_cancel", translate("Gym", "Cancel"))
        self.cancel_button.clicked.connect(self._cancel)
        busy = QHBoxLayout()
        busy.addWidget(self.progress, 1)
        busy.addWidget(self.cancel_button)
        # Under the list, the lesson and the exercise scroll rather than squeeze: on a
        # 720-pixel screen the panel shares its column with Why? and the quiz.
        detail = QWidget(body)
        detail_layout = QVBoxLayout(detail)
        detail_layout.setContentsMargins(0, 0, 0, 0)
        self.exercise_box = self._exercise_box(detail)
        for widget in (self.title, self.summary, self.state):
            detail_layout.addWidget(widget)
        detail_layout.addLayout(commands)
        detail_layout.addWidget(self.play_button)
        detail_layout.addLayout(stages)
        detail_layout.addWidget(self.working)
        detail_layout.addLayout(busy)
        detail_layout.addWidget(self.exercise_box)
        detail_layout.addStretch(1)
        scroller = self._detail = QScrollArea(body)
        scroller.setObjectName("lesson_detail")
        scroller.setWidgetResizable(True)
        scroller.setFrameShape(QFrame.Shape.NoFrame)
        scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroller.setWidget(detail)
        layout.addWidget(self.lesson_list)
        layout.addWidget(scroller, 1)
        self.setWidget(body)
        maker.made.connect(self._on_made)
        maker.failed.connect(self._on_failed)
        exercises.changed.connect(self._show_exercise)
        exercises.recorded.connect(lambda _t: self.refresh_states())
        window.notation.changed.connect(lambda _n: self._show_exercise())
        window.grid.owner_changed.connect(self._on_owner_changed)
        self._busy(False)
        self._fit_list()
        self._show_lesson()
        self._show_exercise()
        self._show_stage()

    def _button(self, name: str, text: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # (the board keeps the keys)
        return button

    def _exercise_box(self, parent: QWidget) -> QGroupBox:
        box = QGroupBox(translate("Gym", "Exercise"), parent)
        box.setObjectName("exercise_box")
        layout = QVBoxLayout(box)
        self.task = QLabel("", box)
        self.task.setObjectName("exercise_task")
        self.task.setWordWrap(True)
        self.check_button = self._button("exercise_check", translate("Gym", "&Check my answer"))
        self.hint_button = self._button("exercise_hint", translate("Gym", "&Hint"))
        self.show_button = self._button("exercise_show", translate("Gym", "Show the &answer"))
        self.check_button.clicked.connect(self.exercises.check)
        self.hint_button.clicked.connect(self.exercises.hint)
        self.show_button.clicked.connect(self._toggle_answer)
        row = QHBoxLayout()
        for button in (self.check_button, self.hint_button, self.show_button):
            row.addWidget(button)
        self.verdict = QLabel("", box)
        self.verdict.setObjectName("exercise_verdict")
        self.verdict.setWordWrap(True)
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hint_text = QLabel("", box)
        self.hint_text.setObjectName("exercise_hint_text")
        self.hint_text.setWordWrap(True)
        layout.addWidget(self.task)
        layout.addLayout(row)
        layout.addWidget(self.verdict)
        layout.addWidget(self.hint_text)
        return box

    # ---- the list

    def _fill_list(self) -> None:
        tiers: dict[Tier, QTreeWidgetItem] = {}
        for lesson in LESSONS:
            parent = tiers.get(lesson.tier)
            if parent is None:
                parent = QTreeWidgetItem(self.lesson_list, [say(lesson.tier.title)])
                parent.setFlags(Qt.ItemFlag.ItemIsEnabled)
                parent.setFirstColumnSpanned(True)
                tiers[lesson.tier] = parent
            row = QTreeWidgetItem(parent, [lesson_title(lesson.technique), ""])
            row.setData(0, TECHNIQUE_ROLE, lesson.technique)
            self._rows[lesson.technique] = row
        self.lesson_list.expandAll()
        self.refresh_states()
        self.lesson_list.resizeColumnToContents(0)

    def refresh_states(self) -> None:
        """Each row's state from the store (after an attempt, an import, a reset)."""
        for technique, row in self._rows.items():
            state = self._store.state(technique)
            words = translate("Gym", STATUS_WORDS[state.status])
            description = status_description(state)
            row.setText(1, words)
            row.setData(1, Qt.ItemDataRole.AccessibleTextRole, words)
            for column in (0, 1):
                row.setData(column, Qt.ItemDataRole.AccessibleDescriptionRole, description)
                row.setToolTip(column, description)
            font = row.font(1)
            font.setBold(state.status == DUE)
            row.setFont(1, font)
        self._show_state()

    def lesson(self) -> Lesson | None:
        """The lesson chosen in the list."""
        item = self.lesson_list.currentItem()
        technique = item.data(0, TECHNIQUE_ROLE) if item is not None else None
        return next((lesson for lesson in LESSONS if lesson.technique == technique), None)

    def choose(self, technique: str) -> None:
        """Choose the lesson of ``technique`` in the list."""
        self.lesson_list.setCurrentItem(self._rows[technique])
        self.lesson_list.scrollToItem(self._rows[technique])

    def _show_lesson(self) -> None:
        lesson = self.lesson()
        for button in (self.example_button, self.try_button, self.play_button):
            button.setEnabled(lesson is not None and not self._waiting_for)
        if lesson is None:
            self.title.setText("")
            self.summary.setText(empty_text(LESSONS_EMPTY))
            self.state.setText("")
            return
        self.title.setText(lesson_heading(lesson))
        self.summary.setText(say(lesson.summary))
        self._show_state()

    def _show_state(self) -> None:
        lesson = self.lesson()
        if lesson is not None:
            self.state.setText(status_description(self._store.state(lesson.technique)))

    # ---- making exercises, examples and puzzles

    def _make(self, what: str) -> None:
        lesson = self.lesson()
        if lesson is None:
            return
        self._waiting_for = what
        self._busy(True)
        self.working.setText(finding_text(lesson.technique, what))
        self._maker.start(PUZZLE if what == PUZZLE else EXERCISE, lesson.technique)

    def _cancel(self) -> None:
        self.working.setText(translate("Gym", "Cancelling..."))
        self._maker.cancel()

    def _busy(self, on: bool) -> None:
        self.progress.setVisible(on)
        self.cancel_button.setVisible(on)
        if not on:
            self._waiting_for = ""
        self._show_lesson()

    def _on_made(self, _kind: str, made) -> None:
        what = self._waiting_for
        self._busy(False)
        if made is None:
            self.working.setText(translate("Gym", "Cancelled."))
        elif what == PUZZLE:
            self.working.setText("")
            self._window.files.load_document(
                from_grid(made.puzzle), translate("Gym", "Puzzle for a lesson")
            )
        elif what == EXAMPLE:
            self.working.setText("")
            self.show_example(made)
        else:
            self.working.setText("")
            self.exercises.begin(made)

    def _on_failed(self, _kind: str, why: str) -> None:
        self._busy(False)
        self.working.setText(
            translate("Gym", "No position could be made: {reason}").format(reason=why)
        )

    def show_example(self, exercise: TechniqueExercise) -> None:
        """A worked example: the position with the technique's step drawn on the board
        (the puzzle itself stays), from its first stage, the pattern's cells."""
        self._stages = example_stages(exercise)
        self._example_step = exercise.step
        self._window.grid.installEventFilter(self)  # (Left and Right walk the stages)
        self._show_example_stage(0)

    def step_example(self, by: int) -> None:
        """The example's previous (-1) or next (1) stage, if there is one."""
        stage = self._stage + by
        if self._example is not None and 0 <= stage < len(self._stages):
            self._show_example_stage(stage)

    def _show_example_stage(self, stage: int) -> None:
        self._stage = stage
        self._example = self._stages[stage]
        self._window.grid.claim(self, self._example)
        text = example_stage_text(self._example_step, stage, self._window.notation.text)
        self.working.setText(text)
        self._show_stage()

    def _show_stage(self) -> None:
        """The stage row: shown with an example, Back and Next enabled where they lead."""
        shown = self._example is not None
        if shown and self.example_stage.isHidden():  # (an example begins: its stages in view)
            QTimer.singleShot(0, self._make_room)
        for widget in (self.example_back, self.example_stage, self.example_next):
            widget.setVisible(shown)
        self.example_back.setEnabled(shown and self._stage > 0)
        self.example_next.setEnabled(shown and self._stage < len(self._stages) - 1)
        self.example_stage.setText(
            translate("Gym", "Step {number} of {count}").format(
                number=self._stage + 1, count=len(self._stages)
            )
            if shown
            else ""
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Left and Right on the board walk the example's stages while it is shown."""
        if (
            self._example is not None
            and event.type() == QEvent.Type.KeyPress
            and event.modifiers() == Qt.KeyboardModifier.NoModifier
            and event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right)
        ):
            self.step_example(-1 if event.key() == Qt.Key.Key_Left else 1)
            return True
        return super().eventFilter(watched, event)

    def _example_clicked(self) -> None:
        """Show an example, or, while one is shown, give the board back."""
        if self._window.grid.owner() is self:
            self._window.grid.release(self)
        else:
            self._make(EXAMPLE)

    def _on_owner_changed(self, owner: object) -> None:
        """The board changed hands: an example that lost it goes, and the buttons say what
        the board shows now (an exercise's answer is drawn by the exercise mode)."""
        if self._example is not None and owner is not self:
            self._example = None
            self._stages = ()
            self._example_step = None
            self._window.grid.removeEventFilter(self)
            self.working.setText("")
            self._show_stage()
        self.example_button.setText(
            translate("Gym", "Back to my &board")
            if self._example is not None
            else translate("Gym", "Show an &example")
        )
        self._show_exercise()

    # ---- the exercise

    def _toggle_answer(self) -> None:
        if self.exercises.answer_shown:
            self.exercises.hide_answer()
        else:
            self.exercises.show_answer()
        self._show_exercise()

    def _fit_list(self) -> None:
        """The list shows ``LIST_ROWS`` whole rows in its present font (the window's zoom),
        or ``EXERCISE_LIST_ROWS`` while an exercise is open, so its task, verdict and buttons
        keep their room."""
        view = self.lesson_list
        rows = EXERCISE_LIST_ROWS if self.exercises.exercise is not None else LIST_ROWS
        row = max(view.sizeHintForRow(0), view.fontMetrics().height())
        frame = 2 * view.frameWidth()
        view.setFixedHeight(view.header().sizeHint().height() + rows * row + frame)
        if view.currentItem() is not None:
            view.scrollToItem(view.currentItem())  # (the lesson chosen stays in sight)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_list()

    def _make_room(self) -> None:
        """An exercise or an example opened: the panel asks for the height the lesson, the
        task, the verdict and the buttons need, so none of them has to be scrolled to."""
        if self.isFloating() or not self.isVisible():
            return
        detail = self._detail.widget().sizeHint().height()
        chrome = self.height() - self.widget().height()  # (the title bar)
        spacing = self.widget().layout().spacing() + 2 * self._detail.frameWidth()
        margins = self.widget().layout().contentsMargins()
        needed = (
            chrome + margins.top() + margins.bottom() + self.lesson_list.height() + spacing + detail
        )
        if needed > self.height():
            self.room_wanted.emit(needed)

    def _show_exercise(self) -> None:
        mode = self.exercises
        exercise = mode.exercise
        opened = exercise is not None and self.exercise_box.isHidden()
        self.exercise_box.setVisible(exercise is not None)
        self._fit_list()
        if exercise is None:
            return
        if opened:
            QTimer.singleShot(0, self._make_room)
        self.task.setText(task_text(exercise.technique))
        self.verdict.setText(mode.verdict_text())
        hints = mode.hint_text()
        if mode.answer_shown:
            hints = "\n".join(filter(None, (hints, mode.answer_text())))
        self.hint_text.setText(hints)
        self.hint_button.setText(
            translate("Gym", "&Hint ({used} of {levels})").format(
                used=mode.hints, levels=HINT_LEVELS
            )
        )
        self.hint_button.setEnabled(mode.hints < HINT_LEVELS and not mode.answer_shown)
        self.check_button.setEnabled(not mode.answer_shown)
        self.show_button.setText(
            translate("Gym", "Back to my &board")
            if mode.answer_shown
            else translate("Gym", "Show the &answer")
        )
        # (after the layout has taken the box's new text into account)
        QTimer.singleShot(0, lambda: self._detail.ensureWidgetVisible(self.exercise_box, 0, 0))

    def shutdown(self) -> None:
        self._maker.shutdown()
        self.exercises.shutdown()
