"""Every change to the puzzle goes through here, as one undoable command on a QUndoStack.

``PuzzleEditor`` pairs the ``Document`` with its ``QUndoStack``. Each method asks the document
to plan a change and pushes it; an unchanged document pushes nothing, so the undo history
only holds steps that did something. One key press is one step; nothing is merged.

Signals:
    changed(cells)   the document changed (undo and redo included); ``cells`` are the cells
                     whose digits or marks changed (a mode switch alone gives an empty list)
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QUndoCommand, QUndoStack

from solver.board import rc_name
from sudoku_gui.document.model import ENTER, SOLVE, Change, Document
from sudoku_gui.support.words import QT_TRANSLATE_NOOP, translate

# The undo text of a colouring: (a colour given, on a candidate) -> text.
COLOUR_TEXTS = {
    (True, False): QT_TRANSLATE_NOOP("Editor", "Colour {cell}"),
    (False, False): QT_TRANSLATE_NOOP("Editor", "Uncolour {cell}"),
    (True, True): QT_TRANSLATE_NOOP("Editor", "Colour candidate {digit} of {cell}"),
    (False, True): QT_TRANSLATE_NOOP("Editor", "Uncolour candidate {digit} of {cell}"),
}


class ChangeCommand(QUndoCommand):
    """A planned ``Change``: redo applies it, undo reverts it."""

    def __init__(self, editor: PuzzleEditor, change: Change, text: str) -> None:
        super().__init__(text)
        self._editor = editor
        self._change = change

    def redo(self) -> None:
        self._editor.document.apply(self._change)
        self._editor.changed.emit(sorted(self._change.cells))

    def undo(self) -> None:
        self._editor.document.revert(self._change)
        self._editor.changed.emit(sorted(self._change.cells))


class PuzzleEditor(QObject):
    """The document and its undo history (see the module docstring for the signal)."""

    changed = Signal(list)

    def __init__(self, document: Document | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document if document is not None else Document()
        self.undo_stack = QUndoStack(self)
        self.name_cell: Callable[[int], str] = rc_name  # how undo steps name cells
        self.clear_peer_marks = True  # a placed digit leaves its peers' pencil marks

    def set_cell_namer(self, name_cell: Callable[[int], str]) -> None:
        """How undo steps name cells from now on (the window's notation)."""
        self.name_cell = name_cell

    @Slot(bool)
    def set_clear_peer_marks(self, on: bool) -> None:
        """Whether a placed digit leaves its peers' pencil marks (Edit > Options)."""
        self.clear_peer_marks = on

    def _push(self, change: Change | None, text: str) -> bool:
        """Push ``change`` as one undo step; False when there was nothing to change."""
        if change is None:
            return False
        self.undo_stack.push(ChangeCommand(self, change, text))
        return True

    def place(self, cell: int, digit: int) -> bool:
        doc = self.document
        if doc.mode == ENTER:
            text = translate("Editor", "Place given {digit} in {cell}")
        else:
            text = translate("Editor", "Place digit {digit} in {cell}")
        change = doc.plan_place(cell, digit, self.clear_peer_marks)
        return self._push(change, text.format(digit=digit, cell=self.name_cell(cell)))

    def clear(self, cell: int) -> bool:
        text = translate("Editor", "Clear {cell}").format(cell=self.name_cell(cell))
        return self._push(self.document.plan_clear(cell), text)

    def paint(self, cell: int, colour: int, digit: int = 0) -> bool:
        """Colour ``cell`` (or its candidate ``digit``); colour 0 takes the colour off."""
        said = translate("Editor", COLOUR_TEXTS[(bool(colour), bool(digit))])
        return self._push(
            self.document.plan_colour(cell, colour, digit),
            said.format(digit=digit, cell=self.name_cell(cell)),
        )

    def toggle_mark(self, cell: int, digit: int) -> bool:
        change = self.document.plan_toggle_mark(cell, digit)
        text = translate("Editor", "Pencil mark {digit} in {cell}")
        return self._push(change, text.format(digit=digit, cell=self.name_cell(cell)))

    def clear_entries(self) -> bool:
        return self._push(self.document.plan_clear_entries(), translate("Editor", "Clear entries"))

    def clear_marks(self) -> bool:
        return self._push(
            self.document.plan_clear_marks(), translate("Editor", "Clear pencil marks")
        )

    def start_solving(self) -> bool:
        return self._push(self.document.plan_set_mode(SOLVE), translate("Editor", "Start solving"))

    def edit_givens(self) -> bool:
        return self._push(self.document.plan_set_mode(ENTER), translate("Editor", "Edit givens"))

    def fill_solution(self, solution: str) -> bool:
        """Fill the solver's answer (81 digits) into every non-given cell, as one step."""
        return self._push(
            self.document.plan_fill(solution), translate("Editor", "Fill the solution")
        )

    def reset(self, document: Document) -> None:
        """Start over with ``document`` and an empty history (the puzzle restored at start)."""
        change = self.document.plan_replace(document)
        if change is not None:
            self.document.apply(change)
        self.undo_stack.clear()
        self.changed.emit(list(range(81)))

    def replace(self, document: Document, text: str) -> bool:
        """Make the document equal to ``document`` (New, Open, Paste, Samples) in one step;
        its time, hints and checks come with it (they are not undone)."""
        pushed = self._push(self.document.plan_replace(document), text)
        self.document.set_progress(document.elapsed, document.hints, document.checks)
        return pushed
