"""Puzzle > Explain solution: the whole logical path, step by step, like an expert would.

The panel (``explain_panel``) lists every step from the givens to the end with its technique,
its rating on Sudoku Explainer's scale and what it places or removes, in the reader's notation,
under the puzzle's ER/EP/ED. The path is worked out by ``solver.explain`` in a background job:
the teaching path (the easiest step first as a person sees it, what Hint names) or, for
raters, Sudoku Explainer's own rating path, as the choice above the list says
(``explain_path_choice``); the figures are SE's either way.
Clicking a step shows the board just before it, with the step drawn in the legend's colours:
the pattern's cells shaded, what it places labelled, what it removes struck out, a chain's
links as arrows (strong links solid, weak ones dashed), a fish's base lines outlined (its
cover lines dashed) and other groups ringed; a click on the board then asks Why? about that
step (``shown_step``, read by the search view's Why? panel). Clicking the step
again, or any change to the puzzle, gives the board back. Copy as text
(``action_copy_explanation``) copies the whole path, each chaining step with its proof
indented under it as the chain tree shows it (``proof_text``, bounded).

The path runs to its end, however long it takes (a hard puzzle's takes minutes): its steps
are listed as the explainer's process finds them, the figures line says it is still working
(the steps so far and the time), and Cancel (``explain_cancel``) ends the path where it is
(what was found stays listed). Closing the panel, or another puzzle (other givens), cancels
it too; Explain solution again on the same puzzle shows the path being worked out, or the
path found, rather than starting over.

Before any path is asked for, the panel says in one line what to do
(``explain_empty_state``), with the command's button beside it (``explain_start``).

A forcing chain of Sudoku Explainer's rungs keeps its proof: under the list, the chain tree
(``chain_tree``, ``dialogs.chain_tree``) shows it folded, branch by branch, inner chains under
the links they prove; choosing a row of it draws that branch, at its level, on the board.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from solver.explain import ExplainedStep, Explanation, SolvingPath, explain
from solver.formats import as_grid
from solver.grid import Grid
from sudoku_gui.dialogs.chain_tree import ChainTree
from sudoku_gui.dialogs.window_hooks import WindowHooks
from sudoku_gui.jobs.runner import JobRunner
from sudoku_gui.jobs.watch import JobWatch
from sudoku_gui.jobs.worker_process import explainer
from sudoku_gui.support.empty_state import EXPLAIN as EXPLAIN_EMPTY
from sudoku_gui.support.empty_state import empty_state_label
from sudoku_gui.support.explain_text import figures_text, proof_text, working_text
from sudoku_gui.support.phrases import say
from sudoku_gui.support.step_overlay import branch_overlay, masks_before, step_overlay
from sudoku_gui.support.technique_names import technique_name
from sudoku_gui.support.words import figure, translate, without_mnemonic
from sudoku_gui.support.wrapped_rows import wrap_rows


def explain_givens(
    givens: tuple[int, ...] | Grid,
    progress: Callable[[object], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
    path: SolvingPath = SolvingPath.TEACHING,
) -> Explanation:
    """The job: the whole ``path`` of the puzzle of ``givens`` (81 ints, or a Grid: a
    position's pencil marks are kept), worked out in the explainer's process (the job's
    thread waits for it), with no time limit: ``progress`` is told each step as it is found
    there, and ``should_stop`` (Cancel) ends the path where it is."""
    job = partial(explain, path=path, time_limit=None)
    return explainer.call(
        job, as_grid(givens), progress=progress, should_stop=should_stop, hooks=True
    )


class ExplainPanel(QDockWidget):
    """The logical path of the window's puzzle (see the module docstring)."""

    def __init__(self, window: WindowHooks) -> None:
        super().__init__(translate("ExplainPanel", "Explain solution"), window)
        self.setObjectName("explain_panel")
        self._window = window
        self.explanation: Explanation | None = None
        self._puzzle: Grid | None = None  # the puzzle of the path listed
        self._path = SolvingPath.TEACHING  # the path of the explanation shown or worked out
        self._shown = -1  # the step whose board the grid shows
        body = QWidget(self)
        layout = QVBoxLayout(body)
        self.empty_box = QWidget(body)  # the line and the button, while there is no path
        self.empty_state = empty_state_label(EXPLAIN_EMPTY, "explain_empty_state", self.empty_box)
        self.start_button = QPushButton(
            without_mnemonic(translate("ExplainPanel", "E&xplain solution")), self.empty_box
        )
        self.start_button.setObjectName("explain_start")
        self.start_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # (the grid keeps the keys)
        self.start_button.clicked.connect(self.explain_current)
        self.figures = QLabel("", body)
        self.figures.setObjectName("explain_figures")
        self.figures.setWordWrap(True)
        self.board_says = QLabel("", body)  # which step the board shows, if any
        self.board_says.setObjectName("explain_board_step")
        self.board_says.setWordWrap(True)
        self.steps = QListWidget(body)
        self.steps.setObjectName("explain_steps")
        wrap_rows(self.steps)
        self.steps.itemClicked.connect(self.on_step_clicked)
        self.chain_tree = ChainTree(body, lambda text: self._window.notation.text(text))
        self.chain_tree.hide()
        self.chain_tree.branch_chosen.connect(self.on_branch_chosen)
        self.split = QSplitter(Qt.Orientation.Vertical, body)
        self.split.addWidget(self.steps)
        self.split.addWidget(self.chain_tree)
        self.split.setChildrenCollapsible(False)
        self.cancel_button = QPushButton(translate("ExplainPanel", "C&ancel"), body)
        self.cancel_button.setObjectName("explain_cancel")
        self.cancel_button.setToolTip(
            translate("ExplainPanel", "Stop here and keep the steps found so far")
        )
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.hide()
        self.path_choice = QComboBox(body)
        self.path_choice.setObjectName("explain_path_choice")
        self.path_choice.addItem(
            translate("ExplainPanel", "Teaching path: the easiest step first"),
            SolvingPath.TEACHING,
        )
        self.path_choice.addItem(
            translate("ExplainPanel", "Rating path: Sudoku Explainer's order"),
            SolvingPath.RATING,
        )
        self.path_choice.setToolTip(
            translate(
                "ExplainPanel",
                "The teaching path takes the steps a person sees first, as Hint does; the "
                "rating path takes them in the order Sudoku Explainer rates by.",
            )
        )
        self.path_choice.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.path_choice.currentIndexChanged.connect(self.on_path_chosen)
        self.copy_button = QPushButton(translate("ExplainPanel", "&Copy as text"), body)
        self.copy_button.setObjectName("explain_copy")
        self.copy_button.clicked.connect(self.copy_text)
        top = QHBoxLayout()  # the figures, and Cancel beside them while the path grows
        top.addWidget(self.figures, 1)
        top.addWidget(self.cancel_button, 0, Qt.AlignmentFlag.AlignTop)
        empty = QVBoxLayout(self.empty_box)
        empty.setContentsMargins(0, 0, 0, 0)
        empty.addWidget(self.empty_state)
        empty.addWidget(self.start_button, 0, Qt.AlignmentFlag.AlignLeft)
        empty.addStretch(1)
        layout.addWidget(self.empty_box, 1)
        layout.addLayout(top)
        for widget in (self.path_choice, self.board_says, self.split, self.copy_button):
            layout.addWidget(widget)
        self.setWidget(body)
        self._runner = JobRunner("explain", self)
        self._runner.finished.connect(self.on_explained)
        self._runner.failed.connect(self.on_failed)
        self._watch = JobWatch(self)
        self._watch.step_found.connect(self._on_step_found)
        self._clock = QTimer(self)
        self._clock.setInterval(500)
        self._clock.timeout.connect(self._say_working)
        window.closing.connect(self._stop)
        window.editor.changed.connect(self.on_document_changed)
        window.notation.changed.connect(lambda _n: self._fill())
        window.grid.owner_changed.connect(self._on_owner_changed)
        self._show_empty_state()

    def explain_current(self) -> None:
        """Work out the path of the window's puzzle (in the background) and show the panel.
        The path of the same puzzle, being worked out or found whole, is shown as it is:
        a second Explain never starts a second job, nor a long path over again."""
        puzzle = self._window.document.givens_grid()
        path = self.path_choice.currentData()
        self.show()
        self.raise_()
        going = self.working and not self._watch.cancelled
        whole = self.explanation is not None and not self.explanation.stopped
        if puzzle == self._puzzle and path is self._path and (going or whole):
            return
        if self.working:
            self._watch.cancel()
            self._job_ended()
            self._runner.cancel()
        self._puzzle, self._path = puzzle, path
        self.explanation = None
        self.show_board()
        self.chain_tree.hide()
        self.steps.clear()
        self.figures.setText(translate("ExplainPanel", "Working out the logical path..."))
        progress, should_stop = self._watch.begin()
        self._show_empty_state()
        self.cancel_button.show()
        self._clock.start()
        self._runner.submit(explain_givens, self._puzzle, progress, should_stop, path)

    def on_path_chosen(self, _index: int) -> None:
        """The other path is chosen: the puzzle's path is worked out again in that order
        (when the panel shows a puzzle's path)."""
        if self._puzzle is not None and not self.isHidden():
            self.explain_current()

    @property
    def working(self) -> bool:
        """Whether a path is being worked out (its steps so far are listed)."""
        return self._watch.running

    def cancel(self) -> None:
        """End the path being worked out where it is; the steps found so far stay."""
        if self._watch.running:
            self._watch.cancel()
            self.figures.setText(translate("ExplainPanel", "Stopping..."))

    def on_explained(self, _job, explanation: Explanation) -> None:
        self._job_ended()
        self.explanation = explanation
        self._fill()

    def on_failed(self, _job: int, why: str) -> None:
        self._job_ended()
        self.figures.setText(translate("ExplainPanel", "No path: {reason}").format(reason=why))
        self._show_empty_state()

    def _on_step_found(self, item: ExplainedStep) -> None:
        """One more step of the path being worked out: listed at once."""
        QListWidgetItem(self._step_line(self.steps.count() + 1, item), self.steps)
        self._say_working()

    def _say_working(self) -> None:
        if self._watch.cancelled:
            return
        self.figures.setText(working_text(self._watch.steps, self._watch.clock()))

    def _job_ended(self) -> None:
        self._watch.end()
        self._clock.stop()
        self.cancel_button.hide()

    def _stop(self) -> None:
        self._watch.cancel()
        self._job_ended()
        self._runner.shutdown()

    def _fill(self) -> None:
        if self.explanation is None:
            return
        self.figures.setText(figures_text(self.explanation))
        self._say_click()
        self.steps.clear()
        self.chain_tree.hide()
        for number, item in enumerate(self.explanation.steps, start=1):
            QListWidgetItem(self._step_line(number, item), self.steps)

    def _step_line(self, number: int, item: ExplainedStep) -> str:
        return translate("ExplainPanel", "{number}. {technique} ({er}): {text}").format(
            number=number,
            technique=technique_name(item.step.technique),
            er=figure(item.rating, 1),
            text=self._window.notation.text(say(item.text)),
        )

    def on_step_clicked(self, item: QListWidgetItem) -> None:
        if self.explanation is None:
            return  # a step listed while the path is still being worked out
        index = self.steps.row(item)
        grid = self._window.grid
        if grid.owner() is self and self._shown == index:
            self.show_board()
            self.steps.clearSelection()
            self.chain_tree.hide()
            return
        self._shown = index
        grid.claim(self, step_overlay(self._puzzle, self.explanation, index))
        self.board_says.setText(
            translate(
                "ExplainPanel", "The board shows the position just before step {step}."
            ).format(step=index + 1)
        )
        step = self.explanation.steps[index].step
        if step.proof:
            self.chain_tree.show_proof(step.proof, step.placements, step.eliminations)
            if self.chain_tree.isHidden():  # the proof gets two thirds of the height
                self.chain_tree.show()
                total = sum(self.split.sizes())
                self.split.setSizes([total // 3, total - total // 3])
            self.steps.scrollToItem(item, QListWidget.ScrollHint.PositionAtTop)
        else:
            self.chain_tree.hide()

    def on_branch_chosen(self, branch, item, base) -> None:
        """A row of the chain tree is chosen: the board shows its branch, at its level."""
        if self._shown < 0:
            return
        masks = masks_before(self._puzzle, self.explanation, self._shown)
        self._window.grid.claim(self, branch_overlay(masks, branch, item, base))
        self.board_says.setText(
            translate(
                "ExplainPanel",
                "The board shows a branch of step {step}: its assumption, numbered "
                "implications and where it ends.",
            ).format(step=self._shown + 1)
        )

    def _on_owner_changed(self, owner: object) -> None:
        """The board changed hands (the search, the puzzle): no step is marked as shown any
        more."""
        if self._shown < 0 or owner is self:
            return
        self._shown = -1
        self.steps.clearSelection()
        self.chain_tree.hide()
        self._say_click()

    def _say_click(self) -> None:
        self.board_says.setText(
            translate("ExplainPanel", "Click a step to see the board just before it.")
            if self.explanation is not None and self.explanation.steps
            else ""
        )

    def shown_step(self) -> tuple | None:
        """(puzzle, explanation, step index) of the step the grid shows, or None; the
        puzzle is a Grid (a position's candidates kept)."""
        if self._window.grid.owner() is not self:
            return None
        return self._puzzle, self.explanation, self._shown

    def show_board(self) -> None:
        """Take the step's picture off the grid (the puzzle is shown again)."""
        self._window.grid.release(self)
        self._shown = -1

    def on_document_changed(self, _cells) -> None:
        """The board changed: the step's picture leaves it. With other givens the path was
        of another puzzle: its job is cancelled and nothing of it stays (an entry, a pencil
        mark or a colour keeps it: it is still this puzzle's path)."""
        if self._window.document.givens_grid() == self._puzzle:
            self.show_board()
            return
        self._puzzle = None
        self._watch.cancel()
        self._job_ended()
        self._runner.cancel()
        self.show_board()
        self.explanation = None
        self.steps.clear()
        self.chain_tree.hide()
        self.figures.setText("")
        self.board_says.setText("")
        self._show_empty_state()

    def _show_empty_state(self) -> None:
        """With no path asked for (or the puzzle's givens changed), the panel says what to
        do and offers the command; the path's parts wait out of sight."""
        empty = self.explanation is None and not self.working and not self.figures.text()
        self.empty_box.setVisible(empty)
        for part in (self.split, self.copy_button):
            part.setVisible(not empty)

    def copy_text(self) -> None:
        """The figures, then every step, a chaining step's proof indented under it."""
        if self.explanation is None:
            return
        lines = [figures_text(self.explanation)]
        notation = self._window.notation.text
        for row, item in enumerate(self.explanation.steps):
            lines.append(self.steps.item(row).text())
            if item.step.proof:
                lines += proof_text(item.step, notation)
        QGuiApplication.clipboard().setText("\n".join(lines) + "\n")

    def closeEvent(self, event) -> None:
        """Closing the panel cancels the path being worked out (its steps so far stay)."""
        self.cancel()
        self.show_board()
        super().closeEvent(event)


def install_explain(window: WindowHooks) -> ExplainPanel:
    """Puzzle > Explain solution and the panel it opens (beside the grid, hidden at first)."""
    panel = ExplainPanel(window)
    window.add_panel(panel, Qt.DockWidgetArea.LeftDockWidgetArea)
    panel.hide()
    for name, text, slot, key in (
        (
            "explain",
            translate("ExplainPanel", "E&xplain solution"),
            panel.explain_current,
            "Ctrl+Shift+X",
        ),
        (
            "copy_explanation",
            translate("ExplainPanel", "Co&py the explanation"),
            panel.copy_text,
            "",
        ),
    ):
        action = QAction(text, window)
        action.setObjectName(f"action_{name}")
        action.setShortcut(QKeySequence(key))
        action.triggered.connect(slot)
        window.menus["puzzle"].addAction(action)
        window.register_action(action)
    return panel
