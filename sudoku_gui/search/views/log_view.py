"""The narrated walk (``search_log``): the story first, the propagation folded under it.

``SearchLogModel`` is a two-level item model over a ``Story``: a top row per heading (the
givens, each guess, dead end, backtrack and end), and under each the deductions and
eliminations it caused. Text is narrated only when a view asks for it, so millions of rows
cost nothing until scrolled to, and it is written in the window's notation. ``SearchLogView``
shows it with each heading indented by its depth, wraps long sentences instead of cutting
them, keeps the step the board shows current (opening its heading while playback walks
through propagation), and moves the playback when a line is clicked.

Signals (SearchLogView):
    position_chosen(int)   a line was clicked: show the board at this playback position
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractItemModel,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QIcon, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
    QWidget,
)

from solver.notation import DEFAULT_NOTATION, renotate
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.narration import narrate
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.model.story import Story
from sudoku_gui.search.views.kinds import kind_icon

DEPTH_ROLE = Qt.ItemDataRole.UserRole + 1
INDENT_PX = 12  # per level of guessing
MAX_INDENT_LEVELS = 12  # deeper headings indent no further, so text keeps its room
_TOP = 0  # the internal id of a heading's index; a child's is its heading's row + 1


class SearchLogModel(QAbstractItemModel):
    """Headings and their folded propagation, narrated lazily (see the module docstring)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.story = Story(SearchRecord())
        self.notation = DEFAULT_NOTATION
        self._rows = 0  # headings announced to views
        self._last_children = 0  # children announced under the last announced heading
        self._icons: dict[int, QIcon] = {}

    @property
    def record(self) -> SearchRecord:
        return self.story.record

    def set_record(self, record: SearchRecord) -> None:
        self.beginResetModel()
        self.story = Story(record)
        self.story.update()
        self._rows = len(self.story)
        self._last_children = self.story.child_count(self._rows - 1) if self._rows else 0
        self.endResetModel()

    def set_notation(self, notation: str) -> None:
        self.notation = notation
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(self._rows - 1, 0))

    def set_palette(self, palette: QPalette) -> None:
        """Draw the icons for ``palette`` (the log's own, light or dark)."""
        self._icons = {kind: kind_icon(kind, palette) for kind in range(len(rec.KIND_OF))}

    def record_grew(self) -> None:
        """Announce the rows the record gained since the last call."""
        story = self.story
        story.update()
        if self._rows:
            last = self._rows - 1
            children = story.child_count(last)
            if children > self._last_children:
                self.beginInsertRows(self.index(last, 0), self._last_children, children - 1)
                self._last_children = children
                self.endInsertRows()
        if len(story) > self._rows:
            self.beginInsertRows(QModelIndex(), self._rows, len(story) - 1)
            self._rows = len(story)
            self._last_children = story.child_count(self._rows - 1)
            self.endInsertRows()

    # -- positions and rows ---------------------------------------------------------------

    def index_for_position(self, position: int) -> QModelIndex:
        """The line of the step the board shows at ``position`` (invalid before any)."""
        story = self.story
        if position <= 0 or not self._rows:
            return QModelIndex()
        if position == story.opening_end:
            return self.index(0, 0)
        shown = position - 1
        heading = min(story.heading_of(shown), self._rows - 1)
        offset = shown - story.headings[heading] - 1
        if offset < 0:
            return self.index(heading, 0)
        parent = self.index(heading, 0)
        return self.index(min(offset, self.rowCount(parent) - 1), 0, parent)

    def position_of(self, index: QModelIndex) -> int:
        """The playback position that shows the step of line ``index``."""
        row = self.record_row(index)
        if row == 0:
            return self.story.opening_end
        return row + 1

    def record_row(self, index: QModelIndex) -> int:
        """The record row a line tells."""
        heading = index.internalId() - 1 if index.internalId() != _TOP else index.row()
        start = self.story.headings[heading]
        return start if index.internalId() == _TOP else start + 1 + index.row()

    # -- the item model -------------------------------------------------------------------

    def index(self, row: int, column: int = 0, parent=QModelIndex()) -> QModelIndex:  # noqa: B008
        if column != 0 or row < 0 or row >= self.rowCount(parent):
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, 0, _TOP)
        return self.createIndex(row, 0, parent.row() + 1)

    def parent(self, index=QModelIndex()):  # noqa: B008 (Qt override)
        if not index.isValid() or index.internalId() == _TOP:
            return QModelIndex()
        return self.createIndex(index.internalId() - 1, 0, _TOP)

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802, B008 (Qt override)
        if not parent.isValid():
            return self._rows
        if parent.internalId() != _TOP:
            return 0
        if parent.row() == self._rows - 1:
            return self._last_children
        return self.story.child_count(parent.row())

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: N802, B008 (Qt override)
        return 1

    def hasChildren(self, parent=QModelIndex()) -> bool:  # noqa: N802, B008 (Qt override)
        return self.rowCount(parent) > 0

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ):
        if not index.isValid():
            return None
        heading = index.internalId() == _TOP
        row = self.record_row(index)
        if role == Qt.ItemDataRole.DisplayRole:
            text = self.story.headline(index.row()) if heading else narrate(self.record, row)
            return renotate(text, self.notation)
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"Step {row + 1}: {renotate(narrate(self.record, row), self.notation)}"
        if role == Qt.ItemDataRole.DecorationRole:
            return self._icons.get(self.record.kind[row])
        if role == DEPTH_ROLE:
            return self.record.tree.depth[self.record.current[row]] if heading else 0
        return None


class _DepthIndent(QStyledItemDelegate):
    """Indents each heading by its depth of guessing, and wraps within what is left: the
    height of a row is measured at the width the view gives it, so no sentence is cut."""

    def __init__(self, view: QTreeView) -> None:
        super().__init__(view)
        self.view = view

    def paint(self, painter, option, index) -> None:
        super().paint(painter, self._indented(option, index), index)

    def sizeHint(self, option, index) -> QSize:  # noqa: N802 (Qt override)
        measured = QStyleOptionViewItem(option)
        level = 1 if index.parent().isValid() else 0
        left = self.view.indentation() * (level + int(self.view.rootIsDecorated()))
        # (a rect of no height is invalid, and the style then measures one endless line)
        measured.rect = QRect(0, 0, max(self.view.viewport().width() - left, 40), 1)
        measured = self._indented(measured, index)
        measured.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        return super().sizeHint(measured, index)

    @staticmethod
    def _indented(option: QStyleOptionViewItem, index: QModelIndex) -> QStyleOptionViewItem:
        indented = QStyleOptionViewItem(option)
        depth = min(index.data(DEPTH_ROLE) or 0, MAX_INDENT_LEVELS)
        indented.rect = option.rect.adjusted(depth * INDENT_PX, 0, 0, 0)
        return indented


class SearchLogView(QTreeView):
    """The story of the walk, following the playback (see the module docstring)."""

    position_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("search_log")
        self.setAccessibleName("Search log")
        self.setAccessibleDescription(
            "The search told step by step: each guess with what it caused folded under it"
        )
        self.log_model = SearchLogModel(self)
        self.log_model.set_palette(self.palette())
        self.setModel(self.log_model)
        self.setItemDelegate(_DepthIndent(self))
        self.setHeaderHidden(True)
        self.setUniformRowHeights(False)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerItem)
        self.setIndentation(14)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.setMinimumWidth(320)
        self._opened: int | None = None  # the heading row opened by following playback
        self.clicked.connect(self._on_clicked)

    def follow(self, position: int) -> None:
        """Make the line of the step shown at ``position`` current, opening its heading."""
        index = self.log_model.index_for_position(position)
        if not index.isValid():
            self.clearSelection()
            return
        heading = index.parent() if index.parent().isValid() else index
        if self._opened is not None and self._opened != heading.row():
            opened = self.log_model.index(self._opened, 0)
            if opened.isValid():
                self.collapse(opened)
            self._opened = None
        if index.parent().isValid() and not self.isExpanded(heading):
            self.expand(heading)
            self._opened = heading.row()
        if self.currentIndex() != index:
            self.setCurrentIndex(index)
            self.scrollTo(index, QAbstractItemView.ScrollHint.EnsureVisible)

    def reset(self) -> None:  # noqa: D102 (Qt override: the model was reset)
        super().reset()
        self._opened = None

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() == event.Type.PaletteChange:
            self.log_model.set_palette(self.palette())

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.scheduleDelayedItemsLayout()  # wrapped rows change height with the width

    def _on_clicked(self, index: QModelIndex) -> None:
        self._opened = None  # a line the reader chose stays as the reader left it
        self.position_chosen.emit(self.log_model.position_of(index))
