"""The "Why?" panel: the chain of causes of a removed candidate, a placed digit or a step.

During playback a click on a cell of the board (or "Why?" in its right-click menu; the quiz,
``quiz_view``, passes on the clicks that answer no question of its own) asks about the
candidate place clicked: why that candidate is gone, or why the cell holds its digit;
Search > Lessons > Why this step? (F7) asks about the step just shown. Playback pauses, the
board numbers the nearest causes with arrows from cause to effect (``cause_chain.why_frame``)
and the panel lists the whole chain in words, numbered the same, with the guess it hangs on.
A double click on a line jumps playback to that step. The answer belongs to its step: moving
on redraws the board as usual and the panel says which step it was about and which step the
board is at, as the board moves; back at the answer's step the note goes. The answer belongs
to its board too: when the board changes hands (another record, another layout, the race, an
exercise, the person's own board) the panel clears.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from solver.board import BIT, POPCOUNT, rc_name
from solver.path_events import path_events
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.cause_chain import (
    cause_chain,
    placement_row,
    removal_row,
    why_frame,
)
from sudoku_gui.search.model.cursor import RecordCursor
from sudoku_gui.search.model.frames import build_frame
from sudoku_gui.search.model.narration import narrate
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.model.why_words import board_note, chain_lines, question, verdict
from sudoku_gui.search.views.context import SearchContext
from sudoku_gui.search.views.lesson_parts import lesson_dock, search_command
from sudoku_gui.support.flow_layout import fit_height
from sudoku_gui.support.words import figure, translate
from sudoku_gui.support.wrapped_rows import wrap_rows

# Rows a "Why this step?" can ask about: they have causes (a guess answers that it has none).
_ASKABLE = (rec.DEDUCE, rec.ELIMINATE, rec.CONTRADICTION, rec.ASSUME)


class WhyView(QWidget):
    """The panel's contents: the question, the verdict, and the numbered causes."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("why_panel")
        layout = QVBoxLayout(self)
        self.question = QLabel()
        self.question.setObjectName("why_question")
        self.question.setWordWrap(True)
        font = self.question.font()
        font.setBold(True)
        self.question.setFont(font)
        self.verdict = QLabel()
        self.verdict.setObjectName("why_verdict")
        self.verdict.setWordWrap(True)
        self.list = QListWidget()
        self.list.setObjectName("why_list")
        wrap_rows(self.list)
        self.list.setAccessibleName(translate("Why", "Causes, nearest first"))
        self.note = QLabel()
        self.note.setObjectName("why_note")
        self.note.setWordWrap(True)
        for widget in (self.question, self.verdict, self.list, self.note):
            layout.addWidget(widget)
        layout.addStretch(1)
        # An empty list is hidden: the panel is as tall as what it says (its column is shared).
        model = self.list.model()
        for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset):
            signal.connect(self._fit_list)
        self.show_hint()

    def _fit_list(self, *_args) -> None:
        self.list.setVisible(self.list.count() > 0)
        fit_height(self)

    def resizeEvent(self, event) -> None:
        """Never squeezed below its words at its width (a column of panels shares the
        height: the others give way first)."""
        super().resizeEvent(event)
        fit_height(self)

    def show_hint(self) -> None:
        self.question.setText(translate("Why", "Why is this candidate gone?"))
        self.verdict.setText(
            translate(
                "Why",
                "Pause the search and click a candidate place or a digit on the board (or "
                "press F7 for the step just shown): its causes are listed here, back to the "
                "givens, and numbered on the board.",
            )
        )
        self.list.clear()
        self.note.clear()


class WhyControl(QObject):
    """Asks the record why, and shows the answer on the board and in the panel."""

    def __init__(self, context: SearchContext, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.view = WhyView()
        self.dock = lesson_dock(translate("Why", "Why?"), "dock_why", self.view)
        context.add_dock(self.dock)
        self.action = search_command(
            self,
            "why",
            translate("Why", "&Why this step?"),
            translate("Why", "The chain of causes of the step just shown, back to the givens (F7)"),
            "F7",
        )
        self.action.triggered.connect(self.ask_step)
        self.view.list.itemDoubleClicked.connect(self._jump)
        self._path = None  # (explanation, its record, where each step ends) once asked
        self._shown: tuple | None = None  # the source of the answer shown (see _answer)
        self._answered_at = -1  # the playback step a search answer is about
        self._chain_steps: frozenset[int] = frozenset()  # its causes' steps (a jump keeps it)
        self._left = False  # the board left the answer's step: the panel says so
        context.playback.moved.connect(self._on_moved)
        context.session.record_changed.connect(self.clear)
        context.grid.owner_changed.connect(self._on_owner_changed)

    def clear(self) -> None:
        """Forget the answer: the board it spoke of is gone (the panel says how to ask)."""
        self._shown = None
        self._answered_at = -1
        self._chain_steps = frozenset()
        self._left = False
        self.view.show_hint()

    def _on_owner_changed(self, owner: object) -> None:
        """The board is the person's own puzzle again (another layout, an exercise, Stop):
        an answer about a frame of the walk or of the logical path no longer applies."""
        if self._shown is not None and owner is None:
            self.clear()

    def ask_step(self) -> None:
        """Why the step just shown happened."""
        record, position = self.context.session.record, self.context.playback.position
        row = position - 1
        if row < 0 or record.kind[row] not in _ASKABLE:
            self.context.show_status(
                translate(
                    "Why", "Step to a placement, an elimination, a guess or a dead end first."
                ),
                5000,
            )
            return
        self._answer(row, self._search_source())

    def ask_cell(self, cell: int, digit: int) -> None:
        """Why candidate ``digit`` is gone from ``cell``, or why the cell holds its digit: in
        the step of Explain solution on the board, or else at the playback's step."""
        grid = self.context.grid
        if self._shown is not None and grid.owner() is self:
            source = self._shown  # asking again on an answer: the same step
        else:
            source = self._explained_source() or self._search_source()
        record, cursor, _frame, _path_step = source
        position = cursor.position
        if not len(record) or position == 0:
            return
        mask = cursor.board[cell]
        if POPCOUNT[mask] == 1:
            row = placement_row(record, position, cell)
        elif digit and not mask & BIT[digit]:
            row = removal_row(record, position, cell, digit)
        else:
            if digit:
                self.context.show_status(
                    translate("Why", "{digit} is still a candidate of {cell}.").format(
                        digit=digit, cell=self._named(rc_name(cell))
                    ),
                    5000,
                )
            return
        if row is not None:
            self._answer(row, source)

    def _search_source(self) -> tuple:
        """(record, cursor at the step, the board's frame there, 0) of the playback (the
        last item: the number of the step of the logical path, 0 for the search)."""
        cursor = self.context.playback.cursor
        notation = self.context.notation.notation
        frame = build_frame(cursor, cursor.position, notation)
        return self.context.session.record, cursor, frame, 0

    def _explained_source(self) -> tuple | None:
        """The same for the step of Explain solution the board shows (its record after the
        step, from ``solver.path_events``), or None when the board shows none."""
        shown = self.context.explained_step()
        if shown is None:
            return None
        givens, explanation, index = shown
        if self._path is None or self._path[0] is not explanation:
            record = SearchRecord()
            events, ends = path_events(givens, explanation.steps)
            record.extend(events)
            self._path = (explanation, record, ends)
        _explanation, record, ends = self._path
        cursor = RecordCursor(record)
        cursor.seek(ends[index])
        return record, cursor, self.context.grid.overlay, index + 1

    def _answer(self, row: int, source: tuple) -> None:
        record, cursor, frame, path_step = source
        in_search = not path_step
        if in_search:
            self.context.playback.pause()
        chain = cause_chain(record, row)
        answer = why_frame(frame, record, chain)
        self._shown = source
        self.context.grid.claim(self, answer)
        view = self.view
        asked = self._named(question(record, chain))
        if in_search:
            where = translate("Why", "{question} (step {step})")
        else:
            where = translate("Why", "{question} (after step {step} of the logical path)")
        step = figure(cursor.position if in_search else path_step)
        view.question.setText(where.format(question=asked, step=step))
        sentence = self._named(narrate(record, row))
        view.verdict.setText(f"{sentence}\n{self._named(verdict(record, chain))}")
        view.list.clear()
        for cause, text in chain_lines(record, chain):
            item = QListWidgetItem(self._named(text))
            item.setData(Qt.ItemDataRole.UserRole, cause)
            view.list.addItem(item)
        view.note.setText(board_note(chain))
        self._answered_at = cursor.position if in_search else -1
        self._chain_steps = frozenset(row + 1 for row in chain.rows if row >= 0)
        self._left = False
        self.dock.show()
        self.dock.raise_()

    def _on_moved(self, position: int) -> None:
        """The board left the step the answer is about (and the steps of its causes, which a
        double click jumps to): the answer goes, as it would speak of another board, and the
        panel says so, with the step the board is at as it moves on, and how to ask there.
        Back at the answer's step, the note goes too."""
        if self._answered_at < 0:
            return
        if not self._left and position in (self._answered_at, *self._chain_steps):
            return  # (the answer's own step, or one of its causes' jumped to)
        if position == self._answered_at:
            self.clear()
            return
        view = self.view
        view.question.setText(
            translate(
                "Why", "That answer was about step {asked}; the board is at step {now} now."
            ).format(asked=figure(self._answered_at), now=figure(position))
        )
        if not self._left:
            self._left = True
            view.verdict.setText(
                translate(
                    "Why", "Click a candidate or a digit, or press F7, to ask about this step."
                )
            )
            view.list.clear()
            view.note.clear()

    def _jump(self, item: QListWidgetItem) -> None:
        row = item.data(Qt.ItemDataRole.UserRole)
        in_search = self._shown is not None and not self._shown[3]
        if row is not None and row >= 0 and in_search:
            self.context.playback.pause_at(row + 1)

    def _named(self, text: str) -> str:
        return self.context.notation.text(text)
