"""Predict, then reveal: the quiz panel of the search view.

Search > Lessons > Predict, then reveal turns the quiz on (remembered, like the questions chosen
in the panel). Playback then stops just before each event the quiz asks about
(``Playback.question_due``) and the panel asks: click the cell the solver will guess, the
candidate it will try, answer whether the guess will fail, or click the cell logic will fix
next. The answer is judged, the event revealed with the reason (``search.model.quiz``) and
the score kept; after the last question of a step, playback goes on as it was (playing, or
paused for a teacher who steps). "Show me" reveals without an answer. A click on the board
that answers no open question is passed on (``cell_unasked``: the panel asks Why? about it).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from solver.board import rc_name
from sudoku_gui.search.model.quiz import (
    FORCED_CELL,
    GUESS_CELL,
    GUESS_DIGIT,
    GUESS_FAILS,
    KINDS,
    Quiz,
)
from sudoku_gui.search.views.context import SearchContext
from sudoku_gui.search.views.lesson_parts import lesson_dock, search_command
from sudoku_gui.support.words import translate

QUIZ_ON_KEY = "quiz/on"
QUIZ_KINDS_KEY = "quiz/kinds"
DOCK_WIDTH = 300  # room for a question of two or three lines


class QuizView(QWidget):
    """The question, the answer buttons, the reveal, the score and the choice of questions."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("quiz_panel")
        layout = QVBoxLayout(self)
        self.question = _label("quiz_question", bold=True)
        self.reveal = _label("quiz_reveal")
        self.score = _label("quiz_score")
        buttons = QHBoxLayout()
        self.yes = QPushButton(translate("Quiz", "&Yes, it fails"))
        self.yes.setObjectName("quiz_yes")
        self.no = QPushButton(translate("Quiz", "N&o, it holds"))
        self.no.setObjectName("quiz_no")
        self.show_me = QPushButton(translate("Quiz", "&Show me"))
        self.show_me.setObjectName("quiz_skip")
        for button in (self.yes, self.no):
            buttons.addWidget(button)
        # The reveal and the score of the last answer first, then the next question: after an
        # answer both are in view at the top of the panel, whatever its height.
        layout.addWidget(self.reveal)
        layout.addWidget(self.score)
        layout.addWidget(self.question)
        layout.addLayout(buttons)
        layout.addWidget(self.show_me)
        layout.addWidget(QLabel(translate("Quiz", "Ask me about:")))
        self.asks: dict[str, QCheckBox] = {}
        for kind, name in KINDS.items():
            box = QCheckBox(translate("Quiz", name))
            box.setObjectName(f"quiz_ask_{kind}")
            self.asks[kind] = box
            layout.addWidget(box)
        layout.addStretch(1)
        self.waiting(None)

    def waiting(self, kind: str | None) -> None:
        """Show the buttons that answer ``kind`` (None: no question open)."""
        self.yes.setVisible(kind == GUESS_FAILS)
        self.no.setVisible(kind == GUESS_FAILS)
        self.show_me.setEnabled(kind is not None)


def _label(name: str, bold: bool = False) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    if bold:
        font = label.font()
        font.setBold(True)
        label.setFont(font)
    return label


class QuizControl(QObject):
    """Asks the quiz's questions at the playback's stops and takes the answers.

    Signals:
        cell_unasked(int, int)  a click on the board's (cell, digit) that answers no question
    """

    cell_unasked = Signal(int, int)

    def __init__(self, context: SearchContext, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.view = QuizView()
        # A short dock scrolls its contents rather than cut them.
        scroller = self.scroller = QScrollArea()
        scroller.setWidgetResizable(True)
        scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroller.setWidget(self.view)
        title = translate("Quiz", "Predict, then reveal")
        self.dock = lesson_dock(title, "dock_quiz", scroller)
        context.add_dock(self.dock)
        self.action = search_command(
            self,
            "quiz",
            translate("Quiz", "&Predict, then reveal (quiz)"),
            translate("Quiz", "Before each chosen step, predict what the solver will do"),
        )
        self.action.setCheckable(True)
        self.awaiting: str | None = None  # the kind of the open question
        self.row = -1  # the row it is about
        self._pending: list[str] = []
        self._resume = False
        self._quiz: Quiz | None = None
        settings = QSettings()
        kinds = str(settings.value(QUIZ_KINDS_KEY, f"{GUESS_CELL},{GUESS_FAILS}")).split(",")
        for kind, box in self.view.asks.items():
            box.setChecked(kind in kinds)
            box.toggled.connect(self._kinds_changed)
        self.action.toggled.connect(self.set_on)
        context.playback.question_due.connect(self.ask)
        context.playback.moved.connect(self._on_moved)
        context.session.record_changed.connect(self._new_record)
        context.grid.frame_cell_clicked.connect(self.on_cell)
        self.view.yes.clicked.connect(lambda: self._answered(True))
        self.view.no.clicked.connect(lambda: self._answered(False))
        self.view.show_me.clicked.connect(lambda: self._answered(None))
        self.action.setChecked(settings.value(QUIZ_ON_KEY, False, type=bool))

    def kinds(self) -> set[str]:
        return {kind for kind, box in self.view.asks.items() if box.isChecked()}

    def set_on(self, on: bool) -> None:
        QSettings().setValue(QUIZ_ON_KEY, on)
        self._set_quiz(Quiz(self.context.session.record, self.kinds()) if on else None)
        self.dock.setVisible(on)
        if on:
            self._show_dock()
            self.view.question.setText(
                translate("Quiz", "Play the search: it stops before each step chosen below.")
            )
        self._close()

    def _kinds_changed(self) -> None:
        kinds = self.kinds()
        QSettings().setValue(QUIZ_KINDS_KEY, ",".join(sorted(kinds)))
        if self._quiz is not None:
            self._quiz.set_kinds(kinds)

    def _set_quiz(self, quiz: Quiz | None) -> None:
        self._quiz = quiz
        self.context.playback.set_quiz(quiz)

    def _new_record(self) -> None:
        if self.action.isChecked():
            self._set_quiz(Quiz(self.context.session.record, self.kinds()))
            self.view.score.clear()
            self.view.reveal.clear()
        self._close()

    def ask(self, row: int) -> None:
        """Playback stopped before ``row``: ask its questions, one after another."""
        quiz = self._quiz
        quiz.asked.add(row)
        self.row, self._pending = row, quiz.questions(row)
        self._resume = self.context.playback.asked_while_playing
        self.view.reveal.clear()
        self._next()

    def _next(self) -> None:
        if not self._pending:
            self._close()
            self.context.playback.seek(self.row + 1)
            if self._resume:
                self.context.playback.play()
            return
        kind = self.awaiting = self._pending.pop(0)
        record = self.context.session.record
        cell, digit = rc_name(record.cell[self.row]), record.digit[self.row]
        if kind == GUESS_CELL:
            text = translate(
                "Quiz", "No cell can be fixed now. Where will the solver guess? Click the cell."
            )
        elif kind == GUESS_DIGIT:
            self._ring(record.cell[self.row])
            text = translate(
                "Quiz", "It guesses at {cell}. Which digit will it try first? Click the candidate."
            ).format(cell=cell)
        elif kind == GUESS_FAILS:
            self.context.playback.seek(self.row + 1)  # show the guess
            text = translate("Quiz", "Will the guess {cell} = {digit} end in a dead end?").format(
                cell=cell, digit=digit
            )
        else:
            text = translate("Quiz", "Which cell will logic fix next? Click it.")
        step = translate("Quiz", "Before step {step}: {question}")
        self.view.question.setText(step.format(step=self.row + 1, question=self._named(text)))
        self.view.waiting(kind)
        self._show_dock()

    def _on_moved(self, position: int) -> None:
        """The board left the open question's step (a jump, the timeline): the question is
        closed rather than asked about a board no longer shown."""
        if self.awaiting is None or position in (self.row, self.row + 1):
            return
        self._pending = []
        self._close()
        self.view.question.setText(
            translate(
                "Quiz", "The question about step {asked} is closed: the board moved to step {now}."
            ).format(asked=self.row + 1, now=position)
        )

    def on_cell(self, cell: int, digit: int) -> None:
        """A click on the board: an answer to the open question, else a "Why?"."""
        if self.awaiting in (GUESS_CELL, FORCED_CELL):
            self._answered(cell)
        elif self.awaiting == GUESS_DIGIT:
            if digit:
                self._answered(digit)
        else:
            self.cell_unasked.emit(cell, digit)

    def _answered(self, prediction) -> None:
        """Judge ``prediction`` (None: "Show me", not scored) and go on."""
        if self.awaiting is None:
            return
        quiz = self._quiz
        if prediction is None:
            reveal = quiz.reveal(self.row, self.awaiting)
        else:
            _right, reveal = quiz.answer(self.row, self.awaiting, prediction)
        if self.awaiting == GUESS_CELL:
            self._ring(self.context.session.record.cell[self.row])
        self.view.reveal.setText(self._named(reveal))
        self.view.score.setText(quiz.score_text())
        self.awaiting = None
        self._next()
        self.scroller.ensureWidgetVisible(self.view.reveal, 0, 0)

    def _ring(self, cell: int) -> None:
        grid = self.context.grid
        if grid.overlay is not None:
            grid.set_overlay(replace(grid.overlay, marked=frozenset({cell}), pointers=()))

    def _show_dock(self) -> None:
        self.dock.show()
        self.dock.raise_()
        self.context.widen_dock(self.dock, DOCK_WIDTH)

    def _close(self) -> None:
        self.awaiting = None
        self.view.waiting(None)

    def _named(self, text: str) -> str:
        return self.context.notation.text(text)
