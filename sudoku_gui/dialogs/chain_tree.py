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
implication of the row, if any; ``branch_overlay`` draws that branch on the board.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem, QWidget

from solver.board import BIT
from solver.chain_story import (
    Branch,
    assumption_text,
    branches,
    chain_of,
    conclusion,
    contradiction_cell,
    ending,
    reason,
)
from sudoku_gui.support.board_overlay import BoardOverlay, CellStyle
from sudoku_gui.support.phrases import say
from sudoku_gui.support.words import translate

ROWS_SHOWN = 40  # implications of a branch shown at a time
_ROLE = Qt.ItemDataRole.UserRole


def chain_pointers(chain: Sequence) -> tuple[tuple, frozenset[int]]:
    """A ``Step.chain`` tuple as the overlay's pointers (cell to cell, the digit reached)
    and the indices of the weak ones, drawn dashed."""
    pointers = tuple((a[0], b[0], digit_b) for a, _da, _kind, b, digit_b in chain)
    weak = frozenset(i for i, link in enumerate(chain) if link[2] == "weak")
    return pointers, weak


def branch_overlay(masks: Sequence[int], branch: Branch, focus=None, base=()) -> BoardOverlay:
    """The board ``masks`` (the position before the step) less ``base`` (the removals of the
    outer branches an inner chain works under) with ``branch`` drawn: the
    assumption's cell as a guess, what it turns on labelled, what it turns off struck out,
    the links as a chain, the numbers of the first ``ROWS_SHOWN`` implications in order, the
    cell where it breaks in red, and the cell of ``focus`` (the chosen row) ringed."""
    root = branch.root
    styles: dict[int, CellStyle] = {}
    labels: dict[int, str] = {}
    fading: dict[int, int] = {}
    numbers = []
    for number, item in enumerate(branch.items):
        if item.on:
            styles.setdefault(item.cell, CellStyle.DEDUCED)
            labels[item.cell] = f"= {item.digit}"
        else:
            fading[item.cell] = fading.get(item.cell, 0) | BIT[item.digit]
        if number <= ROWS_SHOWN:
            numbers.append((number, item.cell, 0 if item.on else item.digit))
    styles[root.cell] = CellStyle.GUESS
    labels[root.cell] = f"{'=' if root.on else '≠'} {root.digit}"
    broken = contradiction_cell(branch)
    if broken >= 0:
        styles[broken] = CellStyle.CONTRADICTION
    pointers, weak = chain_pointers(chain_of(branch))
    masks = list(masks)
    for cell, digit in base:
        masks[cell] &= ~BIT[digit]
    shown = [mask & ~fading.get(cell, 0) for cell, mask in enumerate(masks)]
    if root.on:  # the assumption's digit stands in its cell, whatever the branch ends on
        shown[root.cell] = BIT[root.digit]
        fading.pop(root.cell, None)
    return BoardOverlay(
        tuple(shown),
        styles=styles,
        labels=labels,
        fading=fading,
        pointers=pointers,
        weak_pointers=weak,
        marked=frozenset() if focus is None else frozenset({focus.cell}),
        numbers=tuple(numbers[1:]),
    )


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
        # row payloads, by the index stored in the row: ("branch"|"item"|"more"|"end", ...)
        self._payloads: list[tuple] = []
        self.itemExpanded.connect(self._fill)
        self.itemClicked.connect(self._on_clicked)
        self.itemActivated.connect(self._on_clicked)  # (Enter on a "… N more" row)
        self.currentItemChanged.connect(lambda item, _old: self._choose(item))

    def show_proof(self, targets, placements=(), eliminations=()) -> None:
        """Show the proof ending at ``targets`` (a step's ``proof``), every branch folded."""
        self.clear()
        self._payloads = []
        self._add_proof(self.invisibleRootItem(), targets, placements, eliminations, ())

    def _add_proof(self, parent, targets, placements, eliminations, base) -> None:
        for branch in branches(targets):
            self._row(parent, assumption_text(branch), ("branch", branch, base), foldable=True)
        self._row(parent, conclusion(targets, placements, eliminations), ("none",))

    def _row(self, parent, text, payload, foldable=False) -> QTreeWidgetItem:
        row = QTreeWidgetItem(parent, [self._text(say(text))])
        row.setToolTip(0, row.text(0))
        row.setData(0, _ROLE, len(self._payloads))
        self._payloads.append(payload)
        if foldable:
            row.setChildIndicatorPolicy(QTreeWidgetItem.ChildIndicatorPolicy.ShowIndicator)
        return row

    def payload(self, row: QTreeWidgetItem) -> tuple:
        return self._payloads[row.data(0, _ROLE)]

    def _fill(self, row: QTreeWidgetItem) -> None:
        """A folded row is opened: make its children (once)."""
        if row.childCount():
            return
        payload = self.payload(row)
        if payload[0] == "branch":
            self._add_items(row, payload[1], 1, payload[2])
        elif payload[0] == "item" and payload[2].inner is not None:
            _kind, branch, item, base = payload
            before = branch.items[: branch.items.index(item)]
            base = base + tuple((p.cell, p.digit) for p in before if not p.on)
            self._add_proof(row, item.inner.targets, (), item.inner.removable, base)
        row.setChildIndicatorPolicy(
            QTreeWidgetItem.ChildIndicatorPolicy.DontShowIndicatorWhenChildless
        )

    def _add_items(self, parent, branch: Branch, start: int, base: tuple) -> None:
        """Rows for ``branch``'s implications from ``start`` (0 is the assumption, the head),
        ``ROWS_SHOWN`` of them, then a "… N more" row or the branch's end."""
        items = branch.items
        stop = min(len(items), start + ROWS_SHOWN)
        for item in items[start:stop]:
            foldable = item.inner is not None
            self._row(parent, reason(item), ("item", branch, item, base), foldable=foldable)
        if stop < len(items):
            more = translate("ChainTree", "… {count} more").format(count=len(items) - stop)
            row = QTreeWidgetItem(parent, [more])
            row.setData(0, _ROLE, len(self._payloads))
            self._payloads.append(("more", branch, base, stop))
        else:
            self._row(parent, ending(branch), ("end", branch, base))

    def _on_clicked(self, row: QTreeWidgetItem) -> None:
        if row.treeWidget() is not self:  # (the row was a "more" row, already replaced)
            return
        payload = self.payload(row)
        if payload[0] == "more":  # the next implications take the place of this row
            parent = row.parent() or self.invisibleRootItem()
            parent.removeChild(row)
            self._add_items(parent, payload[1], payload[3], payload[2])

    def _choose(self, row: QTreeWidgetItem | None) -> None:
        if row is None:
            return
        payload = self.payload(row)
        if payload[0] in ("branch", "end", "more"):
            self.branch_chosen.emit(payload[1], None, payload[2])
        elif payload[0] == "item":
            self.branch_chosen.emit(payload[1], payload[2], payload[3])
