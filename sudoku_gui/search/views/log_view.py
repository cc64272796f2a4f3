"""The narrated walk (``search_log``): the story first, the propagation folded under it.

``SearchLogModel`` lists the lines of a ``Story``: a line per heading (the givens, each guess,
dead end, backtrack and end) and, under each *open* heading, a line per deduction and
elimination it caused. Text is narrated only when a view asks for it, in the window's
notation, so millions of events cost nothing until scrolled to. The lines are one flat list
(an open heading's lines follow it), because a tree view lays out every row again, calling
into the model for each, whenever rows arrive: at a million headings that stalls the window
for seconds. A flat table with fixed rows costs the same at any size; the view fits the
height of the rows on screen to their wrapped text, so no sentence is cut.

``SearchLogView`` indents each line by its depth of guessing, draws an arrow before a heading
that can open, keeps the step the board shows current (opening its heading while playback
walks through propagation, and closing it again after), and moves the playback when a line
is clicked (a click on the arrow opens or closes the heading instead; so do Right and Left).

Signals (SearchLogView):
    position_chosen(int)   a line was clicked: show the board at this playback position
"""

from __future__ import annotations

from bisect import bisect_left, insort

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QIcon, QKeyEvent, QMouseEvent, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from solver.notation import DEFAULT_NOTATION
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.narration import narrate
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.model.story import Story
from sudoku_gui.search.views.kinds import kind_icon
from sudoku_gui.support.empty_state import FIRST_START, empty_text, paint_empty_state
from sudoku_gui.support.unit_names import reader_text
from sudoku_gui.support.words import translate

DEPTH_ROLE = Qt.ItemDataRole.UserRole + 1  # how far a line is indented (levels)
OPENS_ROLE = Qt.ItemDataRole.UserRole + 2  # a heading with lines under it: open or not
# Room in the view's own font (what the zoom grows): a fraction of the font's line height.
INDENT_LINES = 0.85  # per level of guessing
MAX_INDENT_LEVELS = 10  # deeper lines indent no further, so text keeps its room
ARROW_LINES = 1.0  # the opening arrow before a heading
ICON_ROOM_LINES = 0.85  # the margins around a line's icon


class SearchLogModel(QAbstractListModel):
    """The story's lines, with open headings' propagation (see the module docstring)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.story = Story(SearchRecord())
        self.notation = DEFAULT_NOTATION
        self.limit: int | None = None  # rows told (the playback's position), None: all
        self.opened: list[int] = []  # open headings, in order
        self._heads = 0  # headings announced to views
        self._last_children = 0  # lines announced under the last announced heading
        self._icons: dict[int, QIcon] = {}

    @property
    def record(self) -> SearchRecord:
        return self.story.record

    def set_record(self, record: SearchRecord) -> None:
        self.beginResetModel()
        self.story = Story(record)
        self.story.update()
        self.opened = []
        self._heads, self._last_children = self._target()
        self.endResetModel()

    def set_notation(self, notation: str) -> None:
        self.notation = notation
        if self.rowCount():
            self.dataChanged.emit(self.index(0), self.index(self.rowCount() - 1))

    def set_palette(self, palette: QPalette) -> None:
        """Draw the icons for ``palette`` (the log's own, light or dark)."""
        self._icons = {kind: kind_icon(kind, palette) for kind in range(len(rec.KIND_OF))}

    def record_grew(self) -> None:
        """Announce the lines the record gained since the last call (up to the limit)."""
        self.story.update()
        self._sync()

    def set_limit(self, position: int | None) -> None:
        """Tell the walk only up to ``position`` (the playback's: no line tells what the
        board has not shown yet); None tells all of it."""
        if position != self.limit:
            self.limit = position
            self._sync()

    def _target(self) -> tuple[int, int]:
        """(headings, lines under the last one) the limit lets the log tell."""
        story, limit = self.story, self.limit
        heads = len(story) if limit is None else bisect_left(story.headings, limit)
        if not heads:
            return 0, 0
        children = story.child_count(heads - 1)
        if limit is not None:
            children = max(min(children, limit - story.headings[heads - 1] - 1), 0)
        return heads, children

    def _sync(self) -> None:
        """Grow or shrink the told lines to the target: they change at the end only."""
        heads, children = self._target()
        kept = [h for h in self.opened if h < heads]
        rows = heads + sum(children if h == heads - 1 else self.story.child_count(h) for h in kept)
        old = self.rowCount()
        if rows > old:
            self.beginInsertRows(QModelIndex(), old, rows - 1)
        elif rows < old:
            self.beginRemoveRows(QModelIndex(), rows, old - 1)
        self._heads, self._last_children, self.opened = heads, children, kept
        if rows > old:
            self.endInsertRows()
        elif rows < old:
            self.endRemoveRows()
        if heads:  # the last line counts what followed, as far as the walk has gone
            line = self.index(self.heading_line(heads - 1))
            self.dataChanged.emit(line, line, [Qt.ItemDataRole.DisplayRole])

    # -- headings, lines and positions ----------------------------------------------------

    def children(self, heading: int) -> int:
        """The lines under ``heading`` as announced."""
        return (
            self._last_children if heading == self._heads - 1 else self.story.child_count(heading)
        )

    def heading_line(self, heading: int) -> int:
        """The line of ``heading``."""
        return heading + sum(self.children(h) for h in self.opened if h < heading)

    def line_place(self, line: int) -> tuple[int, int]:
        """(heading, child) of ``line``: child -1 for the heading itself."""
        extra = 0
        for heading in self.opened:
            at = heading + extra
            if line <= at:
                break
            if line <= at + self.children(heading):
                return heading, line - at - 1
            extra += self.children(heading)
        return line - extra, -1

    def record_row(self, index: QModelIndex) -> int:
        """The record row a line tells."""
        heading, child = self.line_place(index.row())
        return self.story.headings[heading] + 1 + child

    def place_of_position(self, position: int) -> tuple[int, int] | None:
        """(heading, child) of the step the board shows at ``position`` (child -1 for the
        heading itself), or None before any step."""
        story = self.story
        if position <= 0 or not self._heads:
            return None
        if position == story.opening_end:
            return 0, -1
        shown = position - 1
        heading = min(story.heading_of(shown), self._heads - 1)
        return heading, min(shown - story.headings[heading] - 1, self.children(heading) - 1)

    def index_for_position(self, position: int) -> QModelIndex:
        """The line of the step the board shows at ``position`` (its heading's line while
        the heading is closed; invalid before any step)."""
        place = self.place_of_position(position)
        if place is None:
            return QModelIndex()
        heading, child = place
        if child < 0 or heading not in self.opened:
            return self.index(self.heading_line(heading))
        return self.index(self.heading_line(heading) + 1 + child)

    def position_of(self, index: QModelIndex) -> int:
        """The playback position that shows the step of line ``index``."""
        row = self.record_row(index)
        return self.story.opening_end if row == 0 else row + 1

    def open(self, heading: int) -> None:
        """Show the lines under ``heading``."""
        if heading in self.opened or not self.children(heading):
            return
        first = self.heading_line(heading) + 1
        self.beginInsertRows(QModelIndex(), first, first + self.children(heading) - 1)
        insort(self.opened, heading)
        self.endInsertRows()
        self._heading_changed(heading)

    def close(self, heading: int) -> None:
        """Fold the lines under ``heading`` away."""
        if heading not in self.opened:
            return
        first = self.heading_line(heading) + 1
        self.beginRemoveRows(QModelIndex(), first, first + self.children(heading) - 1)
        self.opened.remove(heading)
        self.endRemoveRows()
        self._heading_changed(heading)

    def _heading_changed(self, heading: int) -> None:
        line = self.index(self.heading_line(heading))
        self.dataChanged.emit(line, line, [OPENS_ROLE])

    # -- the list model -------------------------------------------------------------------

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008 (Qt override)
        if parent.isValid():
            return 0
        return self._heads + sum(self.children(h) for h in self.opened)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ):
        if not index.isValid():
            return None
        heading, child = self.line_place(index.row())
        row = self.story.headings[heading] + 1 + child
        if role == Qt.ItemDataRole.DisplayRole:
            if child < 0:
                upto = self.limit if heading == self._heads - 1 else None
                text = self.story.headline(heading, upto)
            else:
                text = narrate(self.record, row)
            return reader_text(text, self.notation)
        if role == Qt.ItemDataRole.ToolTipRole:
            said = reader_text(narrate(self.record, row), self.notation)
            return translate("SearchLog", "Step {number}: {text}").format(number=row + 1, text=said)
        if role == Qt.ItemDataRole.DecorationRole:
            return self._icons.get(self.record.kind[row])
        if role == DEPTH_ROLE:
            at = self.story.headings[heading]
            return self.record.tree.depth[self.record.current[at]] + (child >= 0)
        if role == OPENS_ROLE:
            return (heading in self.opened) if child < 0 and self.children(heading) else None
        return None


class _LineDelegate(QStyledItemDelegate):
    """Indents a line by its depth, draws a heading's arrow, and wraps the text in the room
    left (a row's height is measured at the width the view gives it)."""

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self.view = view

    def _room(self, lines: float) -> int:
        """``lines`` of the view's font's line height, in pixels."""
        return round(lines * self.view.fontMetrics().height())

    def paint(self, painter, option, index) -> None:
        indented = self._indented(option, index)
        opens = index.data(OPENS_ROLE)
        if opens is not None:
            arrow = QStyleOptionViewItem(option)
            side = self._room(ARROW_LINES)
            arrow.rect = QRect(indented.rect.left() - side, option.rect.top(), side, side)
            arrow.state |= QStyle.StateFlag.State_Children
            if opens:
                arrow.state |= QStyle.StateFlag.State_Open
            self.view.style().drawPrimitive(
                QStyle.PrimitiveElement.PE_IndicatorBranch, arrow, painter, self.view
            )
        super().paint(painter, indented, index)

    def sizeHint(self, option, index) -> QSize:
        measured = QStyleOptionViewItem(option)
        # (a rect of no height is invalid, and the style then measures one endless line)
        # (less the icon's room: the style's measure of a wrapped text leaves it out, while
        # its painting takes it, and a line measured to fit would then wrap and be cut)
        width = (
            self.view.viewport().width()
            - self.view.iconSize().width()
            - self._room(ICON_ROOM_LINES)
        )
        measured.rect = QRect(0, 0, max(width, 40), 1)
        measured = self._indented(measured, index)
        measured.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        return super().sizeHint(measured, index)

    def _indented(self, option: QStyleOptionViewItem, index: QModelIndex) -> QStyleOptionViewItem:
        indented = QStyleOptionViewItem(option)
        depth = min(index.data(DEPTH_ROLE) or 0, MAX_INDENT_LEVELS)
        left = self._room(depth * INDENT_LINES) + self._room(ARROW_LINES)
        indented.rect = option.rect.adjusted(left, 0, 0, 0)
        return indented

    def arrow_hit(self, index: QModelIndex, x: int) -> bool:
        """Whether ``x`` (viewport) falls on the arrow of a heading's line."""
        if index.data(OPENS_ROLE) is None:
            return False
        left = self._room(min(index.data(DEPTH_ROLE) or 0, MAX_INDENT_LEVELS) * INDENT_LINES)
        return left <= x < left + self._room(ARROW_LINES) + 4


class SearchLogView(QTableView):
    """The story of the walk, following the playback (see the module docstring)."""

    position_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("search_log")
        self.setAccessibleName(translate("SearchLog", "Search log"))
        self.log_model = SearchLogModel(self)
        self.log_model.set_palette(self.palette())
        self.setModel(self.log_model)
        self._delegate = _LineDelegate(self)
        self.setItemDelegate(self._delegate)
        rows = self.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        rows.hide()
        self.horizontalHeader().hide()
        self.horizontalHeader().setStretchLastSection(True)
        self.setShowGrid(False)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.setMinimumWidth(320)
        self._fit_font()
        self._auto_opened: int | None = None  # the heading following playback opened
        self._fit = QTimer(self)  # fits the rows on screen once the current burst is over
        self._fit.setSingleShot(True)
        self._fit.setInterval(0)
        self._fit.timeout.connect(self.fit_visible_rows)
        # (through a function of no arguments: connected directly, QTimer.start would take a
        # signal's int, a scroll value or a row number, as its delay in milliseconds)
        self.verticalScrollBar().valueChanged.connect(self._fit_soon)
        for signal in (
            self.log_model.rowsInserted,
            self.log_model.rowsRemoved,
            self.log_model.modelReset,
            self.log_model.dataChanged,
        ):
            signal.connect(self._fit_soon)
        self.log_model.modelReset.connect(self._forget_auto_opened)
        for signal in (self.log_model.modelReset, self.log_model.rowsInserted):
            signal.connect(self._describe)
        self._describe()

    @property
    def empty(self) -> bool:
        """Nothing searched yet: the log says what to do instead."""
        return not len(self.log_model.record)

    def _describe(self, *_args) -> None:
        """What a screen reader says of the log: what it holds, or, while nothing was
        searched, what to do (the line painted in the empty log)."""
        if self.empty:
            said = empty_text(FIRST_START)
        else:
            said = translate(
                "SearchLog",
                "The search told step by step: each guess with what it caused folded under it",
            )
        if said != self.accessibleDescription():
            self.setAccessibleDescription(said)
            self.viewport().update()

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if self.empty:
            painter = QPainter(self.viewport())
            paint_empty_state(painter, self, self.viewport().rect(), FIRST_START)
            painter.end()

    def follow(self, position: int) -> None:
        """Make the line of the step shown at ``position`` current, opening its heading
        while playback walks through propagation (and closing the one it opened before)."""
        model = self.log_model
        self._describe()  # (the record may have grown from nothing)
        model.set_limit(position)
        place = model.place_of_position(position)
        heading, inside = (place[0], place[1] >= 0) if place is not None else (None, False)
        if self._auto_opened is not None and (not inside or heading != self._auto_opened):
            model.close(self._auto_opened)
            self._auto_opened = None
        if inside and heading not in model.opened:
            model.open(heading)
            self._auto_opened = heading if heading in model.opened else None
        index = model.index_for_position(position)
        if not index.isValid():
            self.clearSelection()
            return
        if self.currentIndex() != index:
            self.setCurrentIndex(index)
            self.scrollTo(index, QAbstractItemView.ScrollHint.EnsureVisible)
        self._fit.start()

    def fit_visible_rows(self) -> None:
        """Give each row on screen the height of its wrapped text."""
        header = self.verticalHeader()
        first = self.rowAt(0)
        if first < 0:
            return
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)  # (the view's font: what the rows are painted in)
        bottom = self.viewport().height()
        current = self.currentIndex()
        # (the current line in view before the rows grew stays in view after: the step shown)
        keep = current.isValid() and self.viewport().rect().intersects(self.visualRect(current))
        row = first
        while row < self.log_model.rowCount() and header.sectionViewportPosition(row) < bottom:
            needed = self._delegate.sizeHint(option, self.log_model.index(row)).height()
            if header.sectionSize(row) != needed:
                header.resizeSection(row, needed)
            row += 1
        if keep and not self.viewport().rect().contains(self.visualRect(current)):
            self.scrollTo(current, QAbstractItemView.ScrollHint.EnsureVisible)

    def toggle(self, index: QModelIndex) -> None:
        """Open or close the heading of line ``index``."""
        heading, child = self.log_model.line_place(index.row())
        if child >= 0:
            return
        self._auto_opened = None if self._auto_opened == heading else self._auto_opened
        if heading in self.log_model.opened:
            self.log_model.close(heading)
        else:
            self.log_model.open(heading)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.indexAt(event.position().toPoint())
        if index.isValid() and event.button() == Qt.MouseButton.LeftButton:
            if self._delegate.arrow_hit(index, int(event.position().x())):
                self.toggle(index)
                return
            super().mousePressEvent(event)
            self._auto_opened = None  # a line the reader chose stays as the reader left it
            self.position_chosen.emit(self.log_model.position_of(index))
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        index = self.currentIndex()
        opens = index.data(OPENS_ROLE) if index.isValid() else None
        if event.key() in (Qt.Key.Key_Right, Qt.Key.Key_Left) and opens is not None:
            if opens != (event.key() == Qt.Key.Key_Right):
                self.toggle(index)
            return
        super().keyPressEvent(event)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.PaletteChange:
            self.log_model.set_palette(self.palette())
        elif event.type() == event.Type.FontChange:  # (the window's zoom)
            self._fit_font()
            self._fit.start()

    def _fit_font(self) -> None:
        """Rows and icons in the view's font, so the zoom grows them too."""
        line = self.fontMetrics().height()
        self.verticalHeader().setDefaultSectionSize(line + 6)
        self.setIconSize(QSize(line, line))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit.start()  # wrapped rows change height with the width

    def _fit_soon(self, *_args) -> None:
        self._fit.start()

    def _forget_auto_opened(self) -> None:
        self._auto_opened = None
