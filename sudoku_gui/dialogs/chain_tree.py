"""Explain solution's chain tree (``chain_tree``): a forcing chain's proof, folded.

A step of Sudoku Explainer's chaining rungs keeps its proof (``Step.proof``);
``solver.chain_story`` tells it as branches. The tree shows one row per branch ("If r1c1 is
5"), under it the branch's implications in order, each with its reason, and where the branch
breaks or what it ends on; under the branches, the conclusion. An implication an inner chain
proves (a nested rung) has that chain folded under it, opened on a click, recursively. Rows
are made when their parent is opened, and a branch shows ``ROWS_SHOWN`` implications at a
time (a "… N more" row opens the next ones): a proof of thousands of implications costs
only what the reader opens.

Selecting a row emits ``branch_chosen`` with the branch it belongs to (at its level) and the
implication of the row, if any; ``support.step_overlay.branch_overlay`` draws that branch
on the board.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem, QWidget

from solver.chain_story import (
    Branch,
    Line,
    Part,
    branch_lines,
    lines_under,
    proof_lines,
)
from sudoku_gui.support.phrases import say
from sudoku_gui.support.step_overlay import ROWS_SHOWN
from sudoku_gui.support.words import translate

_ROLE = Qt.ItemDataRole.UserRole


@dataclass(frozen=True)
class _Row:
    """What a row of the tree holds: its ``line`` of the proof's outline, the removals of
    the outer branches an inner chain works under (``base``), and on a "… N more" row
    (``line`` None) the ``branch`` it continues and the implication it continues from."""

    line: Line | None
    base: tuple
    branch: Branch | None = None
    more_from: int = 0


class ChainTree(QTreeWidget):
    """The proof of one step as a folded tree (see the module docstring). ``text`` turns a
    solver sentence into the reader's notation."""

    # (Branch, the row's Implication or None, the removals of the outer branches)
    branch_chosen = Signal(object, object, object)

    def __init__(self, parent: QWidget, text: Callable[[str], str]) -> None:
        super().__init__(parent)
        self.setObjectName("chain_tree")
        self.setHeaderHidden(True)
        self.setWordWrap(True)
        self.setUniformRowHeights(False)
        self._text = text
        self._payloads: list[_Row] = []  # by the index stored in the row
        self.itemExpanded.connect(self._fill)
        self.itemClicked.connect(self._on_clicked)
        self.itemActivated.connect(self._on_clicked)  # (Enter on a "… N more" row)
        self.currentItemChanged.connect(lambda item, _old: self._choose(item))

    def show_proof(self, targets, placements=(), eliminations=()) -> None:
        """Show the proof ending at ``targets`` (a step's ``proof``), every branch folded."""
        self.clear()
        self._payloads = []
        root = self.invisibleRootItem()
        for line in proof_lines(targets, placements, eliminations):
            self._row(root, line, ())

    def _row(self, parent, line: Line, base: tuple) -> QTreeWidgetItem:
        row = QTreeWidgetItem(parent, [self._text(say(line.text))])
        row.setToolTip(0, row.text(0))
        row.setData(0, _ROLE, len(self._payloads))
        self._payloads.append(_Row(line, base))
        if line.foldable:
            row.setChildIndicatorPolicy(QTreeWidgetItem.ChildIndicatorPolicy.ShowIndicator)
        return row

    def payload(self, row: QTreeWidgetItem) -> _Row:
        return self._payloads[row.data(0, _ROLE)]

    def _fill(self, row: QTreeWidgetItem) -> None:
        """A folded row is opened: make its children (once)."""
        if row.childCount():
            return
        payload = self.payload(row)
        line = payload.line
        if line is not None and line.part is Part.BRANCH:
            self._add_items(row, line.branch, 1, payload.base)
        elif line is not None and line.foldable:  # a link an inner chain proves
            items = line.branch.items
            before = items[: items.index(line.item)]
            base = payload.base + tuple((p.cell, p.digit) for p in before if not p.on)
            for inner in lines_under(line):
                self._row(row, inner, base)
        row.setChildIndicatorPolicy(
            QTreeWidgetItem.ChildIndicatorPolicy.DontShowIndicatorWhenChildless
        )

    def _add_items(self, parent, branch: Branch, start: int, base: tuple) -> None:
        """Rows for ``branch``'s implications from ``start`` (0 is the assumption, the head),
        ``ROWS_SHOWN`` of them, then a "… N more" row or the branch's end."""
        stop = start + ROWS_SHOWN
        for line in branch_lines(branch, start, stop):
            self._row(parent, line, base)
        if stop < len(branch.items):
            count = len(branch.items) - stop
            row = QTreeWidgetItem(
                parent, [translate("ChainTree", "… {count} more").format(count=count)]
            )
            row.setData(0, _ROLE, len(self._payloads))
            self._payloads.append(_Row(None, base, branch, stop))

    def _on_clicked(self, row: QTreeWidgetItem) -> None:
        if row.treeWidget() is not self:  # (the row was a "more" row, already replaced)
            return
        payload = self.payload(row)
        if payload.line is None:  # the next implications take the place of this "more" row
            parent = row.parent() or self.invisibleRootItem()
            parent.removeChild(row)
            self._add_items(parent, payload.branch, payload.more_from, payload.base)

    def _choose(self, row: QTreeWidgetItem | None) -> None:
        if row is None:
            return
        payload = self.payload(row)
        line = payload.line
        if line is None:
            self.branch_chosen.emit(payload.branch, None, payload.base)
        elif line.part is Part.LINK:
            self.branch_chosen.emit(line.branch, line.item, payload.base)
        elif line.branch is not None:  # a branch's head or its end
            self.branch_chosen.emit(line.branch, None, payload.base)
