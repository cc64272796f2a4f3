"""The Code panel: the strategy's program beside the walk, the running line lit, the frames.

View > Code (``action_code``) shows the dock ``code_panel``: the short Python program of the
chosen strategy (``solver.programs``) in ``code_view``, its comments in the reader's
language, and under it the recursion as a stack (``code_frames``: one row per depth, the
cell and digit tried, the options left, the candidates the board had). As playback plays,
steps back or jumps, the line of the step shown is lit and its accessible description names
it ("line 37: for d in values[s]:"), in step with the board, the tree and the log.

A click in the margin beside a line that runs sets a stop there (again: clears it): playback
pauses each time that line runs, and the panel's buttons go to its previous and next run.
These stops and the playback bar's "Pause on" boxes are one set of roles in ``Playback``
(``set_line_stop``, ``set_breakpoint``); the margin shows a dot on every line that has one.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPoint,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPalette,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QSplitter,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from solver.notation import cell_label
from solver.programs import Frame, Program
from sudoku_gui.grid.colours import RED, blend, is_dark
from sudoku_gui.search.running.frame_pump import FRAME_MS
from sudoku_gui.search.running.throttle import Throttle
from sudoku_gui.search.views.context import SearchContext
from sudoku_gui.support.strategy_names import strategy_title
from sudoku_gui.support.words import QT_TRANSLATE_NOOP, figure, translate

# The frames' columns: their headings.
FRAME_COLUMNS = (
    QT_TRANSLATE_NOOP("CodePanel", "Depth"),
    QT_TRANSLATE_NOOP("CodePanel", "Cell"),
    QT_TRANSLATE_NOOP("CodePanel", "Digit"),
    QT_TRANSLATE_NOOP("CodePanel", "Left to try"),
    QT_TRANSLATE_NOOP("CodePanel", "Candidates"),
)


def line_description(number: int, code: str) -> str:
    """What a screen reader says of the lit line: "line 37: for d in values[s]:"."""
    return translate("CodePanel", "line {number}: {code}").format(number=number, code=code.strip())


class CodeMargin(QWidget):
    """The line numbers beside the code, with a dot on each line that has a stop; a click
    on a line asks for a stop there (``line_clicked``)."""

    line_clicked = Signal(int)

    def __init__(self, view: CodeView) -> None:
        super().__init__(view)
        self.view = view
        self.setObjectName("code_margin")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(translate("CodePanel", "Click beside a line to stop there when it runs"))

    def sizeHint(self) -> QSize:
        return QSize(self.margin_width(), 0)

    def margin_width(self) -> int:
        metrics = self.view.fontMetrics()
        return metrics.horizontalAdvance("99") + metrics.height() + 6

    def paintEvent(self, event) -> None:
        view = self.view
        painter = QPainter(self)
        palette = view.palette()
        painter.fillRect(event.rect(), palette.color(QPalette.ColorRole.AlternateBase))
        painter.setFont(view.font())
        metrics = view.fontMetrics()
        block = view.firstVisibleBlock()
        offset = view.contentOffset()
        dot = max(4, metrics.height() * 6 // 10)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        while block.isValid():
            top = round(view.blockBoundingGeometry(block).translated(offset).top())
            if top > event.rect().bottom():
                break
            number = block.blockNumber() + 1
            height = round(view.blockBoundingRect(block).height())
            lit = number == view.lit_line
            colour = QPalette.ColorRole.Text if lit else QPalette.ColorRole.PlaceholderText
            painter.setPen(palette.color(colour))
            text_rect = QRect(0, top, self.width() - 3, height)
            painter.drawText(text_rect, Qt.AlignmentFlag.AlignRight, str(number))
            if number in view.stops:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(view.stop_colour())
                painter.drawEllipse(3, top + (height - dot) // 2, dot, dot)
            block = block.next()

    def mousePressEvent(self, event) -> None:
        # (the margin and the viewport share their top: only the left is the margin's)
        cursor = self.view.cursorForPosition(QPoint(0, round(event.position().y())))
        self.line_clicked.emit(cursor.blockNumber() + 1)


class CodeView(QPlainTextEdit):
    """The program, read-only, with the lit line and the margin of stops."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.program: Program | None = None
        self.lit_line = 0
        self.stops: set[int] = set()
        self.margin = CodeMargin(self)  # (first: setting the font below asks for its width)
        self.setObjectName("code_view")
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Only the family is set: the size still follows the window's font and its zoom.
        fixed = QFont()
        fixed.setFamilies(["monospace", "Consolas", "Menlo", "Courier New"])
        fixed.setStyleHint(QFont.StyleHint.Monospace)
        fixed.setFixedPitch(True)
        self.setFont(fixed)
        self.setAccessibleName(translate("CodePanel", "The strategy's program"))
        self.updateRequest.connect(self._on_update_request)
        self._fit_margin()

    def set_program(self, program: Program) -> None:
        """Show ``program``, its comments in the reader's language."""
        self.program = program
        self.setPlainText("\n".join(program.text(lambda text: translate("Programs", text))))
        self.lit_line = 0
        self._show_lit()

    def set_lit_line(self, number: int) -> None:
        """Light line ``number`` (1-based; 0: none) and keep it in sight."""
        if number == self.lit_line:
            return
        self.lit_line = number
        self._show_lit()

    def set_stops(self, lines: set[int]) -> None:
        self.stops = set(lines)
        self.margin.update()

    def lit_code(self) -> str:
        """The code of the lit line, without its comment ("" when none is lit)."""
        if self.program is None or not 0 < self.lit_line <= len(self.program.lines):
            return ""
        return self.program.lines[self.lit_line - 1].code.strip()

    def stop_colour(self) -> QColor:
        """The stops' dots: the board's red of a dead end (as a debugger's breakpoints),
        softened on a dark theme's background."""
        if is_dark(self.palette()):
            return blend(RED, self.palette().color(QPalette.ColorRole.Base), 0.8)
        return RED

    def _show_lit(self) -> None:
        """Colour the lit line as a selection (the theme's highlight), and only it."""
        palette = self.palette()
        for number in range(1, self.blockCount() + 1):
            lit = number == self.lit_line
            block = self.document().findBlockByNumber(number - 1)
            if lit == (block.blockFormat().background().style() != Qt.BrushStyle.NoBrush):
                continue  # (as it should be: most lines, most of the time)
            cursor = QTextCursor(block)
            shade, ink = QTextBlockFormat(), QTextCharFormat()
            if lit:
                shade.setBackground(palette.color(QPalette.ColorRole.Highlight))
                ink.setForeground(palette.color(QPalette.ColorRole.HighlightedText))
            cursor.setBlockFormat(shade)
            cursor.movePosition(
                QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor
            )
            cursor.setCharFormat(ink)
        if self.lit_line:
            block = self.document().findBlockByNumber(self.lit_line - 1)
            self.setTextCursor(QTextCursor(block))
            self.ensureCursorVisible()
            self.setAccessibleDescription(line_description(self.lit_line, self.lit_code()))
        else:
            self.setAccessibleDescription(translate("CodePanel", "No line runs yet."))
        self.margin.update()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        self._fit_margin()  # (a new font: the zoom changed)
        if event.type() == QEvent.Type.PaletteChange and self.lit_line:
            self._repaint_lit()  # (a new palette: the theme changed)

    def _repaint_lit(self) -> None:
        number, self.lit_line = self.lit_line, 0
        self._show_lit()
        self.lit_line = number
        self._show_lit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_margin()

    def _fit_margin(self) -> None:
        """Keep the margin as wide as two digits and a dot in the current font."""
        width = self.margin.margin_width()
        self.setViewportMargins(width, 0, 0, 0)
        rect = self.contentsRect()
        self.margin.setGeometry(QRect(rect.left(), rect.top(), width, rect.height()))

    def _on_update_request(self, rect: QRect, dy: int) -> None:
        if dy:
            self.margin.scroll(0, dy)
        else:
            self.margin.update(0, rect.y(), self.margin.width(), rect.height())


class FramesModel(QAbstractTableModel):
    """The recursion's frames as a table: one row per depth, the root's guess first."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.frames: list[Frame] = []
        self.notation = ""

    def set_frames(self, frames: list[Frame], notation: str) -> None:
        """Show ``frames``, their cells named in ``notation``."""
        if frames == self.frames and notation == self.notation:
            return
        self.beginResetModel()
        self.frames = list(frames)
        self.notation = notation
        self.endResetModel()

    def cell_name(self, cell: int) -> str:
        return cell_label(cell, self.notation)

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.frames)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(FRAME_COLUMNS)

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return translate("CodePanel", FRAME_COLUMNS[section])

    def data(self, index: QModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return None
        frame = self.frames[index.row()]
        return (
            str(frame.depth),
            self.cell_name(frame.cell),
            str(frame.digit),
            self.left_text(frame),
            figure(frame.candidates),
        )[index.column()]

    def left_text(self, frame: Frame) -> str:
        """The options left: the digits still to try in the cell, or the cells still to try
        for the digit (a digit's places in a unit), or "none"."""
        if not frame.left:
            return translate("CodePanel", "none")
        if all(cell == frame.cell for cell, _digit in frame.left):
            return " ".join(str(digit) for _cell, digit in frame.left)
        return " ".join(f"{self.cell_name(cell)}={digit}" for cell, digit in frame.left)


class CodeControl(QObject):
    """The Code panel of the search view: its dock, its toggle action (``action``) and the
    wiring to playback (see the module docstring)."""

    def __init__(self, context: SearchContext, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.playback = context.playback
        panel = QWidget()
        panel.setObjectName("code_panel_contents")
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(4, 4, 4, 4)
        top = QHBoxLayout()
        self.caption = QLabel()
        self.caption.setObjectName("code_caption")
        self.caption.setWordWrap(True)
        top.addWidget(self.caption, 1)
        self.previous_stop = self._button(
            "code_previous_stop",
            translate("CodePanel", "Previous stop"),
            translate("CodePanel", "Back to the last time a line with a stop ran"),
            lambda: self._run_to_stop(False),
        )
        self.next_stop = self._button(
            "code_next_stop",
            translate("CodePanel", "Next stop"),
            translate("CodePanel", "Play on to the next time a line with a stop runs"),
            lambda: self._run_to_stop(True),
        )
        top.addWidget(self.previous_stop)
        top.addWidget(self.next_stop)
        layout.addLayout(top)
        self.view = CodeView()
        self.frames = FramesModel(self)
        self.table = QTableView()
        self.table.setObjectName("code_frames")
        self.table.setAccessibleName(translate("CodePanel", "Frames of the recursion"))
        self.table.setModel(self.frames)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        # As tall as its rows (a few): the code keeps the room.
        self.table.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        split = QSplitter(Qt.Orientation.Vertical)
        split.setObjectName("code_splitter")
        split.addWidget(self.view)
        split.addWidget(self.table)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        layout.addWidget(split, 1)
        self.dock = QDockWidget(translate("CodePanel", "Code"))
        self.dock.setObjectName("code_panel")
        self.dock.setWidget(panel)
        self.dock.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.action = self.dock.toggleViewAction()
        self.action.setObjectName("action_code")
        self.action.setText(translate("CodePanel", "&Code"))
        self.action.setToolTip(
            translate("CodePanel", "The strategy's program, the line that runs lit, and its frames")
        )
        self._follow = Throttle(self._on_moved, FRAME_MS, self)
        self.playback.moved.connect(lambda _position: self._follow())
        self.playback.stops_changed.connect(self._show_stops)
        self.view.margin.line_clicked.connect(self.on_line_clicked)
        context.session.record_changed.connect(self.refresh)
        context.notation.changed.connect(lambda _notation: self.refresh())
        self.dock.visibilityChanged.connect(lambda shown: shown and self.refresh())
        self.refresh()

    def _button(self, name: str, text: str, tip: str, slot) -> QToolButton:
        button = QToolButton()
        button.setObjectName(name)
        button.setText(text)
        button.setToolTip(tip)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(slot)
        return button

    def _on_moved(self) -> None:
        """Follow playback while the panel is open (closed, it catches up when it opens)."""
        if not self.dock.isHidden():
            self.refresh()

    def refresh(self) -> None:
        """Show the program of the search and, at the playback's position, its lit line
        and frames."""
        trace = self.playback.trace
        program = trace.program
        if program is not self.view.program:
            self.view.set_program(program)
            self.caption.setText(strategy_title(trace.strategy.name))
            self._show_stops()
        cursor = self.playback.cursor
        self.view.set_lit_line(trace.line_at(cursor.position))
        frames = trace.frames_at(cursor.node, cursor.board) if cursor.position else []
        self.frames.set_frames(frames, self.context.notation.notation)

    def on_line_clicked(self, line: int) -> None:
        """A click beside ``line``: a stop there, or none any more."""
        self.playback.set_line_stop(line, line not in self.playback.line_stops())

    def _show_stops(self) -> None:
        self.view.set_stops(self.playback.line_stops())
        has_stops = bool(self.playback.stops)
        self.previous_stop.setEnabled(has_stops)
        self.next_stop.setEnabled(has_stops)

    def _run_to_stop(self, forward: bool) -> None:
        if not self.playback.run_to_stop(forward):
            self.context.show_status(translate("CodePanel", "No stop is reached that way."), 3000)
