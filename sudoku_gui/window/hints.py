"""The Hint command and the rating label of the main window (see ``sudoku_gui.jobs.hints``).

``HintController`` runs the three presses of Hint: plan in a background job, name, show, do;
``install_hints(window)`` adds the action (``action_hint``), the hint panel and the rating
label to a MainWindow. The hint panel is the Play layout's: with no hint yet it says what to
do (``play_empty_state``), and it holds Fill in the answer (``action_fill_answer``, also in
the Puzzle menu), which asks first and then fills the person's board in the Play layout.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QLabel, QPushButton, QToolButton, QVBoxLayout, QWidget

from solver.board import BIT, DIGITS_OF
from solver.grid import Grid
from sudoku_gui.dialogs.window_hooks import WindowHooks
from sudoku_gui.document.model import SOLVE
from sudoku_gui.jobs.hints import (
    NOTE,
    Hint,
    plan_hint,
    rating_text,
)
from sudoku_gui.jobs.runner import JobRunner
from sudoku_gui.jobs.watch import JobWatch
from sudoku_gui.support.board_overlay import PlayerHighlight
from sudoku_gui.support.empty_state import PLAY as PLAY_EMPTY
from sudoku_gui.support.empty_state import empty_state_label
from sudoku_gui.support.phrases import say
from sudoku_gui.support.technique_names import technique_name
from sudoku_gui.support.words import translate, without_mnemonic
from sudoku_gui.window.layouts import PLAY


class HintController(QObject):
    """Runs the three presses of the Hint action on a MainWindow; any change to the
    puzzle starts over at the first press."""

    def __init__(self, window: WindowHooks) -> None:
        super().__init__(window)
        self.setObjectName("hint_controller")
        self._window = window
        self._hint: Hint | None = None
        self._presses = 0
        self._applying = False
        self._said = ""  # the hint's text as the solver wrote it (r1c1 names)
        self.dock = QDockWidget(translate("Hints", "Hint"), window)
        self.dock.setObjectName("hint_panel")
        body = QWidget(self.dock)
        layout = QVBoxLayout(body)
        self.empty_state = empty_state_label(PLAY_EMPTY, "play_empty_state", body)
        self.text = QLabel(body)
        self.text.setObjectName("hint_text")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.hide()
        self.fill_button = QPushButton(body)
        self.fill_button.setObjectName("fill_answer_button")
        self.fill_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # (the grid keeps the keys)
        layout.addWidget(self.empty_state)
        layout.addWidget(self.text)
        layout.addStretch(1)
        layout.addWidget(self.fill_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.dock.setWidget(body)
        window.add_panel(self.dock, Qt.DockWidgetArea.RightDockWidgetArea)
        self.dock.hide()
        self._planner = JobRunner("hint", self)
        self._planner.finished.connect(self.on_planned)
        self._planner.failed.connect(self.on_plan_failed)
        self._planning = False
        window.editor.changed.connect(self.on_document_changed)
        window.closing.connect(self._planner.shutdown)
        window.notation.changed.connect(self._say_again)

    @property
    def presses(self) -> int:
        """How many times Hint was pressed on the current board (0..2)."""
        return self._presses

    @property
    def hint(self) -> Hint | None:
        return self._hint

    @property
    def planning(self) -> bool:
        """Whether the first press is still being worked out in the background."""
        return self._planning

    @Slot()
    def on_hint(self) -> None:
        """One press of Hint: say, then show, then apply. The first press plans the hint in
        a worker thread (it solves the puzzle), so the window never waits for it."""
        if self._planning:
            return
        if self._presses == 0 or self._hint is None:
            self._planning = True
            self._say(translate("Hints", "Looking for the next step..."))
            self._window.document.count_hint()
            self._planner.submit(plan_hint, self._window.document.copy())
        elif self._presses == 1 and self._hint.kind != NOTE:
            self._presses = 2
            self._say(f"{self._hint.first}\n\n{self._hint.second}")
            self._show_highlight(self._hint.highlight)
        elif self._presses == 2:
            self._apply(self._hint)
        else:
            self._say(self._hint.first)

    @Slot(int, object)
    def on_planned(self, _job: int, hint: Hint) -> None:
        self._planning = False
        self._hint = hint
        self._presses = 1
        self._say(hint.first)

    @Slot(int, str)
    def on_plan_failed(self, _job: int, message: str) -> None:
        self._planning = False
        self._say(translate("Hints", "No hint: {reason}").format(reason=message))

    @Slot(list)
    def on_document_changed(self, _cells: list) -> None:
        if not self._applying:
            self.reset()

    def reset(self) -> None:
        """Forget the current hint (and any plan under way) and take its highlight off the grid."""
        if self._planning:
            self._planner.cancel()
            self._planning = False
        self._hint = None
        self._presses = 0
        self._show_highlight(None)
        self._said = ""
        self.text.clear()  # nothing of the last puzzle's hint stays on screen
        self.text.hide()
        self.empty_state.show()
        if self._window.layouts.current != PLAY:  # (the Play layout keeps its panel)
            self.dock.hide()

    def on_fill_answer(self) -> None:
        """Fill the answer into the person's board, once they confirm: in the Play layout,
        as one undoable step (the search's walk is another command: Solve now)."""
        window = self._window
        command = without_mnemonic(translate("Hints", "&Fill in the answer"))
        if not window.dialogs.confirm(
            command,
            translate(
                "Hints",
                "Fill the answer into every empty cell? The puzzle is then solved for you "
                "(Undo takes it back).",
            ),
            command,
        ):
            return
        window.layouts.bring(PLAY)
        self.dock.show()
        window.search_panel.fill_answer()

    def _say(self, text: str) -> None:
        self._said = text
        self.text.setText(self._window.notation.text(text))
        self.text.show()
        self.empty_state.hide()
        self.dock.show()
        self._window.statusBar().showMessage(text.split("\n")[0], 15000)

    def _say_again(self, _notation: str) -> None:
        """Name the cells of the hint shown in the newly chosen notation."""
        if self._said:
            self.text.setText(self._window.notation.text(self._said))

    def _show_highlight(self, highlight: PlayerHighlight | None) -> None:
        """Mark the hint on the player's board (None: take this hint's marks away)."""
        if highlight is None:
            self._window.grid.unmark(self)
        else:
            self._window.grid.mark(self, highlight)

    def _apply(self, hint: Hint) -> None:
        """Carry the hint out as one undo step (placements, marks, corrections)."""
        editor = self._window.editor
        document = self._window.document
        title = (
            translate("Hints", "Hint: {technique}").format(
                technique=technique_name(hint.step.technique)
            )
            if hint.step
            else translate("Hints", "Hint: fix mistakes")
        )
        self._show_highlight(None)
        self._applying = True
        self._window.undo_stack.beginMacro(title)
        try:
            for cell in hint.wrong_entries:
                editor.clear(cell)
            for cell in hint.wrong_marks:
                for digit in DIGITS_OF[document.marks[cell]]:
                    editor.toggle_mark(cell, digit)
            if hint.step is not None:
                for cell, digit in hint.step.placements:
                    editor.place(cell, digit)
                self._write_eliminations(hint)
        finally:
            self._window.undo_stack.endMacro()
            self._applying = False
        said = (
            say(hint.step.explanation) if hint.step else translate("Hints", "Removed the mistakes.")
        )
        self._hint = None
        self._presses = 0
        self._say(translate("Hints", "Done. {said}").format(said=said))

    def _write_eliminations(self, hint: Hint) -> None:
        """Pencil marks record what the step removed: each touched cell's marks become its
        remaining candidates."""
        editor = self._window.editor
        document = self._window.document
        removed: dict[int, int] = {}
        for cell, digit in hint.step.eliminations:
            removed[cell] = removed.get(cell, 0) | BIT[digit]
        for cell, mask in removed.items():
            if document.value(cell):
                continue
            wanted = hint.masks[cell] & ~mask & document.candidates(cell)
            for digit in DIGITS_OF[document.marks[cell] ^ wanted]:
                editor.toggle_mark(cell, digit)


class RatingLabel(QLabel):
    """The puzzle's difficulty in the status bar, rated in the background whenever new givens
    are solved; its job stops when the window closes. A long rating shows its progress
    ("Rating... 12 steps, 0:34") and a Cancel button beside it (``rating_cancel``)."""

    def __init__(self, window: WindowHooks) -> None:
        super().__init__(window)
        self.setObjectName("rating_label")
        self._window = window
        self._rated: Grid | None = None
        self._runner = JobRunner("rating", self)
        self._runner.finished.connect(self.on_rated)
        self._runner.failed.connect(self.on_rating_failed)
        self._watch = JobWatch(self)
        self._watch.step_found.connect(self._show_progress)
        self._clock = QTimer(self)
        self._clock.setInterval(500)
        self._clock.timeout.connect(self._show_progress)
        self.cancel_button = QToolButton(window)
        self.cancel_button.setObjectName("rating_cancel")
        self.cancel_button.setText(translate("Hints", "Cancel"))
        self.cancel_button.setToolTip(translate("Hints", "Stop rating this puzzle"))
        self.cancel_button.setAutoRaise(True)
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.hide()
        window.statusBar().addPermanentWidget(self)
        window.statusBar().addPermanentWidget(self.cancel_button)
        window.editor.changed.connect(self.on_document_changed)
        window.closing.connect(self._stop)
        self.update_rating()

    @Slot(list)
    def on_document_changed(self, _cells: list) -> None:
        self.update_rating()

    def update_rating(self) -> None:
        document = self._window.document
        givens = document.givens_grid()  # (a position in pencil marks: with its candidates)
        if document.mode != SOLVE or not givens.filled:
            self._rated = None
            self._drop_job()
            self._show("", "")
            return
        if givens == self._rated:
            return
        self._rated = givens
        self._show(translate("Hints", "Rating..."), translate("Hints", "Rating the puzzle"))
        progress, should_stop = self._watch.begin()
        self._clock.start()
        self._runner.submit(rating_text, givens, progress, should_stop)

    @Slot()
    def cancel(self) -> None:
        """Stop the rating under way; the label says it was cancelled."""
        if self._watch.running:
            self._watch.cancel()

    @Slot(int, object)
    def on_rated(self, _job: int, text_and_tip: tuple[str, str]) -> None:
        cancelled = self._watch.cancelled
        self._job_ended()
        if cancelled:
            self._show(
                translate("Hints", "Rating cancelled"),
                translate("Hints", "Cancelled after {steps} steps, {time}.").format(
                    steps=self._watch.steps, time=self._watch.clock()
                ),
            )
        else:
            self._show(*text_and_tip)

    @Slot(int, str)
    def on_rating_failed(self, _job: int, message: str) -> None:
        self._job_ended()
        self._show(translate("Hints", "Rating: failed"), message)

    def _show_progress(self, _step: object = None) -> None:
        """The steps so far and the time (on each step and every half second), once long."""
        if not self._watch.long:
            return
        self.setText(
            translate("Hints", "Rating... {steps} steps, {time}").format(
                steps=self._watch.steps, time=self._watch.clock()
            )
        )
        self.cancel_button.show()

    def _job_ended(self) -> None:
        self._watch.end()
        self._clock.stop()
        self.cancel_button.hide()

    def _drop_job(self) -> None:
        """Forget the job under way (its result no longer counts) and let it stop."""
        self._watch.cancel()
        self._runner.cancel()
        self._job_ended()

    def _stop(self) -> None:
        self._drop_job()
        self._runner.shutdown()

    def _show(self, text: str, tip: str) -> None:
        self.setText(text)
        self.setToolTip(tip)


def install_hints(window: WindowHooks) -> HintController:
    """Add Hint (``action_hint``, key H) to the Puzzle menu and the toolbar, the hint panel
    and the rating label. Installing twice returns the first controller."""
    existing = window.findChild(HintController)
    if existing is not None:
        return existing
    controller = HintController(window)
    RatingLabel(window)
    action = QAction(translate("Hints", "&Hint"), window)
    action.setObjectName("action_hint")
    action.setShortcut("H")
    action.setStatusTip(
        translate("Hints", "Name the next logical step; again: show it; again: do it")
    )
    action.setToolTip(translate("Hints", "Hint (H)"))
    action.triggered.connect(controller.on_hint)
    window.menus["puzzle"].addAction(action)
    window.add_toolbar_actions([action])
    window.register_action(action)
    fill = QAction(translate("Hints", "&Fill in the answer"), window)
    fill.setObjectName("action_fill_answer")
    # (beside Solve now's Ctrl+Return: the walk to its end, and the answer on your own board)
    fill.setShortcut("Ctrl+Shift+Return")
    fill.setStatusTip(
        translate("Hints", "Fill the answer into every empty cell of your board (asks first)")
    )
    fill.triggered.connect(controller.on_fill_answer)
    window.menus["puzzle"].addAction(fill)
    window.register_action(fill)
    controller.fill_button.setText(without_mnemonic(fill.text()))
    controller.fill_button.setToolTip(fill.statusTip())
    controller.fill_button.clicked.connect(fill.trigger)
    return controller
