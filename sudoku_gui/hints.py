"""Hints in three presses, and the puzzle's rating in the status bar.

Press Hint once and it names the technique and where to look ("Look at box 5: a hidden
single"); press again and the grid shows the cells and candidates involved, with the whole
argument in the hint panel; a third press carries the step out as one undoable command.
Hints start from the person's own board: their entries, and their pencil marks where they
made some (intersected with what the grid allows), else the grid's candidates. A wrong entry,
or pencil marks that leave out a cell's answer, is pointed out before any technique.

``plan_hint(document)`` is plain Python (what to say and show); ``HintController`` is the
Qt side; ``install_hints(window)`` adds the action (``action_hint``), the hint panel and the
rating label to a MainWindow.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QLabel

import solver
from solver.board import BIT, BOX_OF, DIGITS_OF, rc_name, unit_name
from solver.rating import rate
from solver.techniques import Step, find_step
from sudoku_gui.background import JobRunner
from sudoku_gui.document import ENTER, SOLVE, Document
from sudoku_gui.overlay import CONTRADICTION, DEDUCED, GUESS, BoardOverlay

STEP, MISTAKE, NOTE = "step", "mistake", "note"


@dataclass(frozen=True)
class Hint:
    """What a hint says and shows. ``kind``: STEP (a logical step), MISTAKE (entries or
    marks to fix) or NOTE (nothing to do: solved, entering givens, stuck, no solution).
    ``first`` is said on the first press, ``second`` on the second, with ``overlay``."""

    kind: str
    first: str
    second: str = ""
    overlay: BoardOverlay | None = None
    step: Step | None = None
    wrong_entries: tuple[int, ...] = ()
    wrong_marks: tuple[int, ...] = ()
    masks: tuple[int, ...] = field(default=(), repr=False)


# Techniques named without an article ("Look at box 3: pointing.").
UNCOUNTED = {"pointing", "claiming", "simple colouring"}


def technique_phrase(name: str) -> str:
    """The technique as a hint names it: "a hidden single", "an x-wing", "pointing"."""
    if name in UNCOUNTED:
        return name
    return f"{'an' if name.startswith('x') else 'a'} {name}"


def player_masks(document: Document) -> list[int]:
    """The board as the player sees it: placed digits, and for each empty cell its pencil
    marks intersected with its candidates, or its candidates where it has no marks."""
    masks = []
    for cell in range(81):
        value = document.value(cell)
        if value:
            masks.append(BIT[value])
        else:
            marks = document.marks[cell]
            computed = document.candidates(cell)
            masks.append(computed & marks if marks else computed)
    return masks


def plan_hint(document: Document) -> Hint:
    """The hint for ``document``'s current state (see the module docstring)."""
    if document.mode == ENTER:
        return Hint(NOTE, "Hints work while solving: choose Start solving first.")
    givens = solver.Grid(tuple(document.givens))
    count = solver.count_solutions(givens, limit=2)
    if count != 1:
        several = "no solution" if count == 0 else "more than one solution"
        return Hint(NOTE, f"The givens have {several}, so there is no logical next step.")
    solution = [int(ch) for ch in solver.solve(givens)]
    mistake = _mistake_hint(document, solution)
    if mistake is not None:
        return mistake
    if document.is_complete():
        return Hint(NOTE, "The puzzle is solved.")
    masks = player_masks(document)
    placed = [c for c in range(81) if document.value(c)]
    step = find_step(masks, placed=placed)
    if step is None:
        return Hint(
            NOTE,
            "No technique of this app finds the next step here: it takes a guess "
            "(watch the solver search for one).",
        )
    return Hint(
        STEP,
        f"Look at {step.area}: {technique_phrase(step.technique)}.",
        step.explanation,
        _step_overlay(masks, step),
        step=step,
        masks=tuple(masks),
    )


def _mistake_hint(document: Document, solution: list[int]) -> Hint | None:
    wrong_entries = tuple(
        c for c in range(81) if document.value(c) and document.value(c) != solution[c]
    )
    wrong_marks = tuple(
        c
        for c in range(81)
        if not document.value(c) and document.marks[c] and not document.marks[c] & BIT[solution[c]]
    )
    if not wrong_entries and not wrong_marks:
        return None
    first_cell = (wrong_entries or wrong_marks)[0]
    where = unit_name(18 + BOX_OF[first_cell])
    if wrong_entries:
        count = len(wrong_entries)
        first = (
            f"One of your digits is wrong: look at {where}."
            if count == 1
            else f"{count} of your digits are wrong; the first is in {where}."
        )
    else:
        first = f"Your pencil marks leave out the answer of a cell: look at {where}."
    parts = [f"{rc_name(c)} is not {document.value(c)}" for c in wrong_entries]
    parts += [f"the marks of {rc_name(c)} leave out its answer" for c in wrong_marks]
    second = "; ".join(parts).capitalize() + ". Press Hint again to remove them."
    masks = player_masks(document)
    overlay = BoardOverlay(
        masks=tuple(masks), styles=dict.fromkeys(wrong_entries + wrong_marks, CONTRADICTION)
    )
    return Hint(
        MISTAKE,
        first,
        second,
        overlay,
        wrong_entries=wrong_entries,
        wrong_marks=wrong_marks,
        masks=tuple(masks),
    )


def _step_overlay(masks: list[int], step: Step) -> BoardOverlay:
    """The board with the step's pattern highlighted, its placement labelled and the
    candidates it removes struck through."""
    fading: dict[int, int] = {}
    for cell, digit in step.eliminations:
        fading[cell] = fading.get(cell, 0) | BIT[digit]
    shown = [m & ~fading.get(c, 0) for c, m in enumerate(masks)]
    styles = dict.fromkeys(step.cells, DEDUCED)
    styles.update(dict.fromkeys((c for c, _ in step.placements), GUESS))
    labels = {cell: f"= {digit}" for cell, digit in step.placements}
    return BoardOverlay(masks=tuple(shown), styles=styles, labels=labels, fading=fading)


class HintController(QObject):
    """Runs the three presses of the Hint action on a MainWindow; any change to the
    puzzle starts over at the first press."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.setObjectName("hint_controller")
        self._window = window
        self._hint: Hint | None = None
        self._presses = 0
        self._applying = False
        self._overlay: BoardOverlay | None = None
        self.panel = QDockWidget("Hint", window)
        self.panel.setObjectName("hint_panel")
        self.text = QLabel(self.panel)
        self.text.setObjectName("hint_text")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setMargin(8)
        self.panel.setWidget(self.text)
        window.add_panel(self.panel, Qt.DockWidgetArea.RightDockWidgetArea)
        self.panel.hide()
        self._planner = JobRunner("hint", self)
        self._planner.finished.connect(self.on_planned)
        self._planner.failed.connect(self.on_plan_failed)
        self._planning = False
        window.editor.changed.connect(self.on_document_changed)
        window.closing.connect(self._planner.shutdown)

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
            self._say("Looking for the next step...")
            self._planner.submit(plan_hint, self._window.document.copy())
        elif self._presses == 1 and self._hint.kind != NOTE:
            self._presses = 2
            self._say(f"{self._hint.first}\n\n{self._hint.second}")
            self._show_overlay(self._hint.overlay)
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
        self._say(f"No hint: {message}")

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
        self._show_overlay(None)

    def _say(self, text: str) -> None:
        self.text.setText(text)
        self.panel.show()
        self._window.statusBar().showMessage(text.split("\n")[0], 15000)

    def _show_overlay(self, overlay: BoardOverlay | None) -> None:
        grid = self._window.grid
        if overlay is None:
            if self._overlay is not None and grid.overlay is self._overlay:
                grid.set_overlay(None)
        else:
            grid.set_overlay(overlay)
        self._overlay = overlay

    def _apply(self, hint: Hint) -> None:
        """Carry the hint out as one undo step (placements, marks, corrections)."""
        editor = self._window.editor
        document = self._window.document
        title = f"Hint: {hint.step.technique}" if hint.step else "Hint: fix mistakes"
        self._show_overlay(None)
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
        said = hint.step.explanation if hint.step else "Removed the mistakes."
        self._hint = None
        self._presses = 0
        self._say(f"Done. {said}")

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


def rating_text(givens: tuple[int, ...]) -> tuple[str, str]:
    """The rating label's text and tool tip for ``givens``. Rating searches (tens of ms, more
    for odd puzzles), so the label runs this in a background job."""
    try:
        rating = rate(givens)
    except ValueError:
        return "Rating: no solution", ""
    return f"Rating: {rating.level} ({rating.score:.1f})", rating.description


class RatingLabel(QLabel):
    """The puzzle's difficulty in the status bar, rated in the background whenever new givens
    are solved; its job stops when the window closes."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.setObjectName("rating_label")
        self._window = window
        self._rated: tuple | None = None
        self._runner = JobRunner("rating", self)
        self._runner.finished.connect(self.on_rated)
        self._runner.failed.connect(self.on_rating_failed)
        window.statusBar().addPermanentWidget(self)
        window.editor.changed.connect(self.on_document_changed)
        window.closing.connect(self._runner.shutdown)
        self.update_rating()

    @Slot(list)
    def on_document_changed(self, _cells: list) -> None:
        self.update_rating()

    def update_rating(self) -> None:
        document = self._window.document
        givens = tuple(document.givens)
        if document.mode != SOLVE or not any(givens):
            self._rated = None
            self._runner.cancel()
            self._show("", "")
            return
        if givens == self._rated:
            return
        self._rated = givens
        self._show("Rating...", "Rating the puzzle")
        self._runner.submit(rating_text, givens)

    @Slot(int, object)
    def on_rated(self, _job: int, text_and_tip: tuple[str, str]) -> None:
        self._show(*text_and_tip)

    @Slot(int, str)
    def on_rating_failed(self, _job: int, message: str) -> None:
        self._show("Rating: failed", message)

    def _show(self, text: str, tip: str) -> None:
        self.setText(text)
        self.setToolTip(tip)


def install_hints(window) -> HintController:
    """Add Hint (``action_hint``, key H) to the Puzzle menu and the toolbar, the hint panel
    and the rating label. Installing twice returns the first controller."""
    existing = window.findChild(HintController)
    if existing is not None:
        return existing
    controller = HintController(window)
    RatingLabel(window)
    action = QAction("&Hint", window)
    action.setObjectName("action_hint")
    action.setShortcut("H")
    action.setStatusTip("Name the next logical step; again: show it; again: do it")
    action.setToolTip("Hint (H)")
    action.triggered.connect(controller.on_hint)
    window.menus["puzzle"].addAction(action)
    window.add_toolbar_actions([action])
    return controller
