"""The narrated walk (``search_log``) and the statistics beside it.

``SearchLogModel`` is a list model over a ``SearchRecord``: a row per recorded event (or, with
propagation hidden, per guess, dead end, backtrack and end), its text narrated only when a
view asks for it, so millions of rows cost nothing until scrolled to. ``SearchLogView`` shows
it, follows the playback cursor and moves the cursor when a line is clicked. It is a one-column
QTableView with fixed row heights rather than a QListView: QListView lays out every row again
whenever rows arrive (asking the model's rowCount once per row), which stalled the GUI for
hundreds of milliseconds at a hundred thousand rows; the table's fixed header is O(1).
``SearchStatsView`` shows the totals of the recorded search and where the cursor stands.

Signals (SearchLogView):
    row_activated(int)   a line was clicked: the index of its event in the record
"""

from __future__ import annotations

import re
from array import array
from bisect import bisect_right

from PySide6.QtCore import (
    QAbstractListModel,
    QElapsedTimer,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QWidget,
)

from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.narration import narrate
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.views.controls import steady_label

# The rows told when propagation is hidden: every kind but Deduce and Eliminate.
_STORY_KINDS = re.compile(b"[^%c%c]" % (rec.DEDUCE, rec.ELIMINATE))


class SearchLogModel(QAbstractListModel):
    """Sentences of a record's events, narrated lazily (see the module docstring)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.record = SearchRecord()
        self.show_propagation = True
        self._story = array("I")  # record rows shown when propagation is hidden
        self._scanned = 0  # record rows already sorted into _story
        self._rows = 0

    def set_record(self, record: SearchRecord) -> None:
        self.beginResetModel()
        self.record = record
        self._story = array("I")
        self._scanned = 0
        self._rows = 0
        self._scan()
        self.endResetModel()

    def set_show_propagation(self, on: bool) -> None:
        self.beginResetModel()
        self.show_propagation = on
        self._scan()
        self._rows = self._target_rows()
        self.endResetModel()

    def record_grew(self) -> None:
        """Announce the rows the record gained since the last call."""
        self._scan()
        target = self._target_rows()
        if target > self._rows:
            self.beginInsertRows(QModelIndex(), self._rows, target - 1)
            self._rows = target
            self.endInsertRows()

    def event_row(self, row: int) -> int:
        """The record index of a model row."""
        return row if self.show_propagation else self._story[row]

    def row_for_position(self, position: int) -> int:
        """The model row of the last event replayed at ``position``, or -1."""
        if position <= 0:
            return -1
        if self.show_propagation:
            return min(position, self._rows) - 1
        return min(bisect_right(self._story, position - 1), self._rows) - 1

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802, B008 (Qt override)
        return 0 if parent.isValid() else self._rows

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ):
        if not index.isValid() or role not in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.ToolTipRole,
        ):
            return None
        row = self.event_row(index.row())
        text = narrate(self.record, row)
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"step {row + 1}: {text}"
        return text

    def _scan(self) -> None:
        """Sort the new record rows into the story (guesses, dead ends, backtracks, ends),
        while the story is what is shown: a search streaming at full speed adds tens of
        thousands of rows a second, which need no sorting while every row is shown."""
        if self.show_propagation:
            return
        kinds = self.record.kind
        start = self._scanned
        self._story.extend(
            start + found.start() for found in _STORY_KINDS.finditer(kinds[start:].tobytes())
        )
        self._scanned = len(kinds)

    def _target_rows(self) -> int:
        return len(self.record) if self.show_propagation else len(self._story)


class SearchLogView(QTableView):
    """The narrated walk, following the playback cursor (see the module docstring)."""

    row_activated = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("search_log")
        self.setAccessibleName("Search log")
        self.log_model = SearchLogModel(self)
        self.setModel(self.log_model)
        rows = self.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 4)
        rows.hide()
        self.horizontalHeader().hide()
        self.horizontalHeader().setStretchLastSection(True)
        self.setShowGrid(False)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.setWordWrap(False)
        self.clicked.connect(self._on_clicked)

    def follow(self, position: int) -> None:
        """Select the line of the last event replayed at ``position``."""
        row = self.log_model.row_for_position(position)
        if row < 0:
            self.clearSelection()
            return
        index = self.log_model.index(row)
        if self.currentIndex() != index:
            self.setCurrentIndex(index)
            self.scrollTo(index, QAbstractItemView.ScrollHint.EnsureVisible)

    def _on_clicked(self, index: QModelIndex) -> None:
        self.row_activated.emit(self.log_model.event_row(index.row()))


class SearchStatsView(QWidget):
    """The search as of the playback's step (what the grid shows), and the search's time."""

    # The widest text each steady figure may show.
    FIGURE = "999,999,999"
    STEADY_TEXT = {
        "step": f"{FIGURE} / {FIGURE}",
        "depth": "81",
        "assumptions": FIGURE,
        "contradictions": FIGURE,
        "backtracks": FIGURE,
        "max_depth": "81",
        "eliminations": FIGURE,
        "elapsed": "99999.999 s",
        "outcome": "failed: the solver stopped",
    }
    FIELDS = (
        ("step", "Step"),
        ("depth", "Depth"),
        ("assumptions", "Assumptions"),
        ("contradictions", "Contradictions"),
        ("backtracks", "Backtracks"),
        ("max_depth", "Deepest guess"),
        ("deductions", "Deductions"),
        ("eliminations", "Eliminations"),
        ("elapsed", "Search time"),
        ("outcome", "Outcome"),
    )

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("search_stats")
        self.setAutoFillBackground(True)  # opaque: a changed figure repaints only itself
        layout = QFormLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.labels: dict[str, QLabel] = {}
        for key, title in self.FIELDS:
            # Figures that change at every frame get a fixed size (see steady_label); the
            # deductions, one line per rule, keep a free height.
            label = QLabel("-") if key == "deductions" else steady_label(self.STEADY_TEXT[key])
            label.setText("-")
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label.setObjectName(f"stat_{key}")
            self.labels[key] = label
            layout.addRow(f"{title}:", label)
        self._clock = QElapsedTimer()
        self._final_elapsed: float | None = None

    def started(self) -> None:
        """A search began now: the elapsed time counts from here until it ends."""
        self._clock.start()
        self._final_elapsed = None

    def ended(self) -> None:
        """The search ended (solved, cancelled or failed): the elapsed time stops."""
        if self._clock.isValid() and self._final_elapsed is None:
            self._final_elapsed = self._clock.elapsed() / 1000

    def show_stats(self, record: SearchRecord, position: int, outcome: str, stats) -> None:
        """The figures as of the playback ``position``; the search time and outcome are the
        search's own (``stats`` is the engine's SearchStats once the search has ended)."""
        counts, by_rule = record.counts_at(position)
        tree = record.tree
        node = record.current[position - 1] if position else 0
        deductions = {rule: n for rule, n in sorted(by_rule.items()) if rule != "given"}
        if stats is not None:
            elapsed = stats.elapsed
        elif self._final_elapsed is not None:
            elapsed = self._final_elapsed
        else:
            elapsed = self._clock.elapsed() / 1000 if self._clock.isValid() else 0.0
        at_end = position == len(record)
        values = {
            "step": f"{position:,} / {len(record):,}",
            "depth": str(tree.depth[node]),
            "assumptions": f"{counts[rec.ASSUME]:,}",
            "contradictions": f"{counts[rec.CONTRADICTION]:,}",
            "backtracks": f"{counts[rec.BACKTRACK]:,}",
            "max_depth": str(tree.deepest[tree.nodes_before_event(position) - 1]),
            "deductions": "\n".join(f"{rule}: {n:,}" for rule, n in deductions.items()) or "0",
            "eliminations": f"{counts[rec.ELIMINATE]:,}",
            "elapsed": f"{elapsed:.3f} s",
            "outcome": (outcome or "searching") if at_end and len(record) else "-",
        }
        for key, value in values.items():
            self.labels[key].setText(value)
