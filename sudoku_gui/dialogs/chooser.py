"""The chooser of a large collection: it opens at once and fills while the file is read.

``CollectionChooser`` starts a ``CollectionReader`` in its own thread and lists the puzzles
as they arrive (a list model over ``PackedPuzzles``: labels are made only for the rows on
screen), so the window never waits for the file. A collection of one puzzle opens it at
once; a file without puzzles says why.

Signals:
    chosen(object)   the ``solver.Grid`` of the puzzle chosen
    failed(str)      the file holds no puzzle: what was wrong
"""

from __future__ import annotations

from array import array
from pathlib import Path

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QThread,
    Signal,
    Slot,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from sudoku_gui.jobs import threads
from sudoku_gui.jobs.collection import CollectionReader, PackedPuzzles
from sudoku_gui.support.words import figure, translate


class _PuzzleList(QAbstractListModel):
    """The puzzles read so far, labelled on demand."""

    def __init__(self, store: PackedPuzzles, parent=None) -> None:
        super().__init__(parent)
        self.store = store
        self._rows = 0

    def grew(self) -> None:
        if len(self.store) > self._rows:
            self.beginInsertRows(QModelIndex(), self._rows, len(self.store) - 1)
            self._rows = len(self.store)
            self.endInsertRows()

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008 (Qt override)
        return 0 if parent.isValid() else self._rows

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ):
        if index.isValid() and role == Qt.ItemDataRole.DisplayRole:
            return self.store.label(index.row())
        return None


class CollectionChooser(QDialog):
    """Choose a puzzle of a large file while it is read (see the module docstring)."""

    chosen = Signal(object)
    failed = Signal(str)
    _start = Signal(str)

    def __init__(self, path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("puzzle_chooser")
        self.setWindowTitle(translate("Chooser", "Open {name}").format(name=Path(path).name))
        self.path = Path(path)
        self.store = PackedPuzzles()
        self.model = _PuzzleList(self.store, self)
        layout = QVBoxLayout(self)
        self.status = QLabel(
            translate("Chooser", "Reading {name}...").format(name=self.path.name), self
        )
        self.status.setObjectName("chooser_status")
        layout.addWidget(self.status)
        # A one-column table with fixed rows: arriving rows cost nothing to lay out (a list
        # view lays out every row again as rows arrive, stalling the window for long files).
        self.list = QTableView(self)
        self.list.setObjectName("chooser_list")
        rows = self.list.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 4)
        rows.hide()
        self.list.horizontalHeader().hide()
        self.list.horizontalHeader().setStretchLastSection(True)
        self.list.setShowGrid(False)
        self.list.setModel(self.model)
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.doubleClicked.connect(self.accept)
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(560, 420)
        self.done_reading = False
        self._thread = threads.register(QThread())
        self._thread.setObjectName("collection-reader")
        self._reader = CollectionReader()
        self._reader.moveToThread(self._thread)
        self._thread.finished.connect(self._reader.deleteLater)
        self._start.connect(self._reader.run)
        self._reader.batch.connect(self.on_batch)
        self._reader.finished.connect(self.on_finished)
        self._thread.start()
        self._start.emit(str(self.path))

    @Slot(bytes, object, object)
    def on_batch(self, packed: bytes, lines: array, candidates: dict) -> None:
        self.store.extend(packed, lines, candidates)
        self.model.grew()
        if not self.list.currentIndex().isValid():
            self.list.setCurrentIndex(self.model.index(0))
        self.status.setText(
            translate("Chooser", "Reading {name}: {count} puzzles so far...").format(
                name=self.path.name, count=figure(len(self.store))
            )
        )

    @Slot(int, str)
    def on_finished(self, count: int, error: str) -> None:
        self.done_reading = True
        self._stop_thread()
        if count == 0:
            self.failed.emit(error or translate("Chooser", "no puzzle found"))
            self.reject()
        elif count == 1:
            self.list.setCurrentIndex(self.model.index(0))
            self.accept()
        else:
            self.status.setText(
                translate("Chooser", "{name} holds {count} puzzles. Open:").format(
                    name=self.path.name, count=figure(count)
                )
            )

    def accept(self) -> None:
        index = self.list.currentIndex()
        if not index.isValid():
            return
        grid = self.store.grid(index.row())
        self._stop_thread()
        super().accept()
        self.chosen.emit(grid)

    def reject(self) -> None:
        self._stop_thread()
        super().reject()

    def _stop_thread(self) -> None:
        if self._thread is not None:
            self._reader.cancel()
            self._thread.quit()
            self._thread.wait()
            self._thread = None
