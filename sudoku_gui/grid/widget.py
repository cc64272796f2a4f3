"""The 9x9 grid: a custom-painted widget that shows a ``Document`` (or a search overlay) and
turns keys and clicks into requests.

The widget never changes the document itself. It emits what the player asked for and the
window turns each request into an undoable command, so the widget stays a thin view. Each
paint describes what it shows as a frozen ``GridFrame`` (``frame()``) and hands it to a
``GridPainter``, which never sees the widget:

Signals:
    place_requested(cell, digit)   a digit key in an editable cell
    clear_requested(cell)          0, ., Space, Delete or Backspace
    mark_requested(cell, digit)    Ctrl/Shift+digit (or a bare digit in pencil mode)
    selection_changed(cell)        the selected cell moved
    pencil_mode_changed(on)        P toggled pencil mode
    colour_requested(cell, colour, digit)   C, or the right-click menu: paint the cell
                                   (digit 0) or a candidate in colour 1-4 (0: no colour)
    digit_highlight_changed(digit) the digit shaded everywhere (0: none)
    frame_cell_clicked(cell, digit) a click (or "Why?" in the right-click menu) on a search
                                   frame's cell: ``digit`` is the candidate's place clicked
    owner_changed(owner)           the board changed hands: ``owner`` draws on it now
                                   (None: it is the person's own puzzle again)
    mark_clicked(cell, digit)      a click on a candidate's place of an empty cell of the
                                   player's board (the gym's exercises take that mark away)

While a ``BoardOverlay`` is set (search playback), the grid paints the solver's board and
ignores editing keys; movement keys still move the selection.

The board's lease: several parts draw on the one board (the search's walk, a Why? answer,
Explain solution's step, a lesson's example, an exercise's answer). A part takes it with
``claim(self, overlay)`` and gives it back with ``release(self)``; ``owner()`` says who holds
it. When it changes hands, ``owner_changed`` tells every part, and the one that lost it lets
its drawing go in its own slot: no part compares overlays to learn whose drawing is shown.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QFontInfo,
    QGuiApplication,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QRegion,
)
from PySide6.QtWidgets import QMenu, QSizePolicy, QToolTip, QWidget

from solver.board import DIGITS_OF, SINGLE_DIGIT
from solver.notation import DEFAULT_NOTATION, cell_label
from sudoku_gui.document.model import COLOURS, ENTER, Document
from sudoku_gui.grid import keys, navigation
from sudoku_gui.grid.cause_paint import draws_across
from sudoku_gui.grid.colour_menu import colour_menu
from sudoku_gui.grid.colours import GridColours
from sudoku_gui.grid.describe import describe_cell, describe_overlay_cell
from sudoku_gui.grid.frame import GridFrame, player_frame, search_frame
from sudoku_gui.grid.geometry import GridGeometry, lay_out
from sudoku_gui.grid.glyphs import mark_boxes
from sudoku_gui.grid.painter import GridPainter
from sudoku_gui.support.board_overlay import BoardOverlay, PlayerHighlight
from sudoku_gui.support.text_zoom import text_zoom
from sudoku_gui.support.words import translate

MIN_SIDE = 360  # the board stays readable down to a 400 px window
# The least side grows with the window's zoom (the widget's font over the application's), but
# not past this share of the screen's height, so the panels and bars around the board still
# fit the screen at a large zoom.
MIN_SIDE_SCREEN_SHARE = 0.5


class GridWidget(QWidget):
    """The Sudoku board (see the module docstring for its signals)."""

    place_requested = Signal(int, int)
    clear_requested = Signal(int)
    mark_requested = Signal(int, int)
    selection_changed = Signal(int)
    pencil_mode_changed = Signal(bool)
    colour_requested = Signal(int, int, int)
    digit_highlight_changed = Signal(int)
    frame_cell_clicked = Signal(int, int)
    owner_changed = Signal(object)
    mark_clicked = Signal(int, int)

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("grid")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._least_side = MIN_SIDE  # at the application's own font size
        self._fit_minimum()
        self.setAccessibleName(translate("Grid", "Sudoku grid"))
        self._document = document
        self._selected = 0
        self._pencil_mode = False
        self._show_candidates = False
        self._overlay: BoardOverlay | None = None
        self._owner: object | None = None  # the part whose overlay is shown (the lease)
        self._highlight: PlayerHighlight | None = None  # Check's and Hint's marks
        self._marked_by: object | None = None  # the part whose marks those are
        self._digit_highlight = 0  # the digit shaded wherever it stands or may stand
        self._coordinates = True  # row and column names beside the board
        # The board's layout for the widget's size, and the colours for its palette and focus,
        # each kept with what it was derived for (made again only when that changes).
        self._geometry: tuple[tuple[QSize, bool, int], GridGeometry] | None = None
        self._colours: tuple[tuple[int, bool], GridColours] | None = None
        self._painter = GridPainter()
        self._notation = DEFAULT_NOTATION  # how cells, rows and columns are named
        self._update_description()

    # ---- public state ----------------------------------------------------------------------

    @property
    def document(self) -> Document:
        return self._document

    @property
    def selected(self) -> int:
        return self._selected

    @property
    def pencil_mode(self) -> bool:
        return self._pencil_mode

    @property
    def show_candidates(self) -> bool:
        return self._show_candidates

    @property
    def overlay(self) -> BoardOverlay | None:
        return self._overlay

    def select(self, cell: int) -> None:
        """Move the selection to ``cell`` (0..80)."""
        if not 0 <= cell < 81:
            raise ValueError(f"no cell {cell}")
        if cell == self._selected:
            return
        self._selected = cell
        self.update()
        self._update_description()
        self.selection_changed.emit(cell)
        if self._overlay is None and self._document.value(cell):
            self.set_digit_highlight(self._document.value(cell))  # a placed digit's shade

    @property
    def digit_highlight(self) -> int:
        return self._digit_highlight

    def set_digit_highlight(self, digit: int) -> None:
        """Shade every cell where ``digit`` is placed or still a candidate (0: none)."""
        if digit != self._digit_highlight:
            self._digit_highlight = digit
            self.update()
            self.digit_highlight_changed.emit(digit)

    def set_pencil_mode(self, on: bool) -> None:
        if on != self._pencil_mode:
            self._pencil_mode = on
            self.pencil_mode_changed.emit(on)

    def set_show_candidates(self, on: bool) -> None:
        """Show every candidate computed from the grid, beside the player's own marks."""
        if on != self._show_candidates:
            self._show_candidates = on
            self.update()
            self._update_description()

    @property
    def highlight(self) -> PlayerHighlight | None:
        return self._highlight

    def marked_by(self) -> object | None:
        """The part whose marks the person's board shows (Check, Hint, an exercise's hint),
        or None."""
        return self._marked_by

    def mark(self, owner: object, highlight: PlayerHighlight) -> None:
        """``owner`` marks the person's board with ``highlight``, in place of any marks."""
        self.set_highlight(highlight)
        self._marked_by = owner

    def unmark(self, owner: object) -> None:
        """Take ``owner``'s marks away; marks another part put on since stay."""
        if owner is not None and self._marked_by is owner:
            self.set_highlight(None)

    def set_highlight(self, highlight: PlayerHighlight | None) -> None:
        """Mark the player's board (wrong entries, a hint's pattern) for no part in
        particular (``mark`` names the part); None takes any marks away."""
        self._highlight = highlight
        self._marked_by = None
        self.update()
        self._update_description()

    def set_coordinates(self, on: bool) -> None:
        """Show the row and column names beside the board (or not)."""
        self._coordinates = on
        self.update()

    def set_notation(self, notation: str) -> None:
        """Name cells, rows and columns in ``notation`` (``solver.notation``)."""
        self._notation = notation
        self.update()
        self._update_description()

    def owner(self) -> object | None:
        """The part that holds the board's lease (its drawing is shown), or None: the
        person's own puzzle."""
        return self._owner

    def claim(self, owner: object, overlay: BoardOverlay) -> None:
        """``owner`` takes the board and shows ``overlay``; a new holder is announced by
        ``owner_changed`` (the one that held it lets its drawing go)."""
        self.set_overlay(overlay)
        self._hand_to(owner)

    def release(self, owner: object) -> None:
        """``owner`` gives the board back, if it still holds it: the person's puzzle again.
        A part that lost the board already releases nothing."""
        if owner is not None and self._owner is owner:
            self.set_overlay(None)

    def _hand_to(self, owner: object | None) -> None:
        if owner is not self._owner:
            self._owner = owner
            self.set_digit_highlight(0)  # (a shade belongs to the board it was chosen on)
            self.owner_changed.emit(owner)

    def set_overlay(self, overlay: BoardOverlay | None) -> None:
        """Paint the solver's board (search playback) instead of the document: the next
        drawing of whoever holds the board (``claim`` changes hands). None ends it and gives
        the board back to the person, whoever held it. Only the cells that differ from the
        previous frame are repainted."""
        previous, self._overlay = self._overlay, overlay
        if (previous is None) != (overlay is None):
            self.set_digit_highlight(0)  # (the person's board and a drawing: two boards)
        if previous is None or overlay is None or draws_across(previous) or draws_across(overlay):
            self.update()  # (a cause draws across cells)
        else:
            region = QRegion()
            for c in range(81):
                if _overlay_cell(previous, c) != _overlay_cell(overlay, c):
                    region += self.cell_rect(c).adjusted(-2, -2, 2, 2)
            if not region.isEmpty():
                self.update(region)
        self._update_description()
        if overlay is None:
            self._hand_to(None)

    def refresh(self) -> None:
        """Repaint after the document changed (conflicts and candidates can move anywhere)."""
        self.update()
        self._update_description()

    # ---- geometry ----------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(540, 540)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return width

    def cell_rect(self, cell: int) -> QRect:
        """The cell's square in widget coordinates (borders included)."""
        return QRect(self.board_geometry().rects[cell])

    def cell_at(self, pos: QPoint) -> int | None:
        """The cell under a widget position, or None outside the board."""
        geometry = self.board_geometry()
        x, y = pos.x() - geometry.origin.x(), pos.y() - geometry.origin.y()
        edges = geometry.edges
        if not (0 <= x < edges[-1] and 0 <= y < edges[-1]):
            return None
        col = max(i for i in range(9) if edges[i] <= x)
        row = max(i for i in range(9) if edges[i] <= y)
        return row * 9 + col

    def board_geometry(self) -> GridGeometry:
        """The board laid out for the widget's size (see ``geometry``). Recomputed lazily: a
        hidden widget gets its resize event only when shown."""
        text_px = QFontInfo(self.font()).pixelSize()
        key = (self.size(), self._coordinates, text_px)
        if self._geometry is None or self._geometry[0] != key:
            self._geometry = (key, lay_out(self.size(), self._coordinates, text_px))
        return self._geometry[1]

    # ---- painting ----------------------------------------------------------------------------

    def colours(self) -> GridColours:
        """The colours the grid paints with now, derived again only when the palette or the
        focus changed."""
        key = (self.palette().cacheKey(), self.hasFocus())
        if self._colours is None or self._colours[0] != key:
            self._colours = (key, GridColours.from_palette(self.palette(), key[1]))
        return self._colours[1]

    def frame(self) -> GridFrame:
        """What the grid shows now, frozen (a search frame hides the player's selection,
        shades and marks)."""
        geometry, colours = self.board_geometry(), self.colours()
        if self._overlay is not None:
            return search_frame(
                self._overlay, self._document.givens, geometry, colours, self._notation
            )
        return player_frame(
            self._document,
            geometry,
            colours,
            self._notation,
            selected=self._selected,
            digit_highlight=self._digit_highlight,
            show_candidates=self._show_candidates,
            highlight=self._highlight,
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self._painter.paint(painter, self.frame(), event.region())
        painter.end()

    # ---- input -------------------------------------------------------------------------------

    def focusNextPrevChild(self, next: bool) -> bool:
        """Keep Tab/Shift+Tab in the grid: they move to the next/previous empty cell."""
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        command = keys.interpret(
            event.key(),
            event.modifiers(),
            native_virtual_key=event.nativeVirtualKey(),
            native_scan_code=event.nativeScanCode(),
            platform=QGuiApplication.platformName(),
            pencil_mode=self._pencil_mode,
            typing=self._document.mode == ENTER,
        )
        if command is None:
            super().keyPressEvent(event)
            return
        event.accept()
        if command.action == keys.MOVE:
            self.select(navigation.move(self._selected, command.argument, self._shown_values()))
        elif command.action == keys.PENCIL:
            self.set_pencil_mode(not self._pencil_mode)
        elif self._overlay is None:  # (the solver's board on show: nothing to edit)
            self._edit(command)

    def _edit(self, command: keys.KeyCommand) -> None:
        """Ask for the edit ``command`` names, moving the selection before and after it as
        the command says (typing a puzzle in)."""
        if command.before:
            self.select(navigation.step(self._selected, command.before))
        if command.action == keys.PLACE:
            self.place_requested.emit(self._selected, command.argument)
        elif command.action == keys.MARK:
            self.mark_requested.emit(self._selected, command.argument)
        elif command.action == keys.CLEAR:
            self.clear_requested.emit(self._selected)
        elif command.action == keys.COLOUR:
            colour = (self._document.colour(self._selected) + 1) % (COLOURS + 1)
            self.colour_requested.emit(self._selected, colour, 0)
        if command.after:
            self.select(navigation.step(self._selected, command.after))

    def contextMenuEvent(self, event) -> None:
        """Right click: colour the cell or one of the candidates it shows."""
        cell = self.cell_at(event.pos())
        if cell is None:
            return
        if self._overlay is not None:
            self._frame_menu(cell, event)
            return
        self.select(cell)
        doc = self._document
        shown = doc.marks[cell] | (doc.candidates(cell) if self._show_candidates else 0)
        digits = () if doc.value(cell) else DIGITS_OF[shown]
        name = cell_label(cell, self._notation)
        menu = colour_menu(self, name, digits, self.colours().paint)
        chosen = menu.exec(event.globalPos())
        if chosen is not None and chosen.data() is not None:
            colour, digit = chosen.data()
            self.colour_requested.emit(cell, colour, digit)

    def _frame_menu(self, cell: int, event) -> None:
        """Right click on a search frame: ask why the candidate (or digit) there is so."""
        digit = self.digit_place_at(cell, event.pos())
        menu = QMenu(self)
        menu.setObjectName("frame_menu")
        why = menu.addAction(translate("Grid", "Why?"))
        why.setObjectName("action_why_here")
        if menu.exec(event.globalPos()) is why:
            self.frame_cell_clicked.emit(cell, digit)

    def digit_place_at(self, cell: int, pos: QPoint) -> int:
        """The digit whose candidate place in ``cell`` is under ``pos`` (1..9), 0 if none."""
        rect = self.cell_rect(cell)
        spot = pos - rect.topLeft()
        for digit, box in enumerate(mark_boxes(rect.width(), rect.height()), start=1):
            if box.contains(spot):
                return digit
        return 0

    def set_least_side(self, side: int) -> None:
        """The board's least side at the application's font size (``MIN_SIDE`` unless set:
        a race lane's board is smaller); it grows with the zoom (MIN_SIDE_SCREEN_SHARE)."""
        self._least_side = side
        self._fit_minimum()

    def _fit_minimum(self) -> None:
        grown = round(self._least_side * max(text_zoom(self), 1.0))
        screen = round(self.screen().availableGeometry().height() * MIN_SIDE_SCREEN_SHARE)
        side = max(self._least_side, min(grown, screen))
        self.setMinimumSize(side, side)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_minimum()

    def event(self, event: QEvent) -> bool:
        """Hovering a labelled cell of a search frame says its label in words."""
        if event.type() == QEvent.Type.ToolTip and self._overlay is not None:
            cell = self.cell_at(event.pos())
            note = self._overlay.notes.get(cell) if cell is not None else None
            if note:
                QToolTip.showText(event.globalPos(), note, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position().toPoint())
        if cell is None:
            super().mousePressEvent(event)
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self.select(cell)
        digit = self.digit_place_at(cell, event.position().toPoint())
        if self._overlay is not None:
            self.frame_cell_clicked.emit(cell, digit)
        elif digit and not self._document.value(cell):
            self.mark_clicked.emit(cell, digit)

    def _shown_values(self) -> tuple[int, ...]:
        if self._overlay is None:
            return self._document.digits()
        return tuple(SINGLE_DIGIT[m] for m in self._overlay.masks)

    # ---- accessibility -----------------------------------------------------------------------

    def describe_selection(self) -> str:
        """What a screen reader says about the selected cell: "r1c1, empty, candidates 1 3 7"."""
        cell = self._selected
        if self._overlay is not None:
            overlay = self._overlay
            return describe_overlay_cell(
                cell, overlay.masks[cell], overlay.candidates, self._notation
            )
        text = describe_cell(self._document, cell, self._notation, self._show_candidates)
        said = self._highlight.words(cell) if self._highlight is not None else []
        return translate("CellDescription", ", ").join([text, *said])

    def _update_description(self) -> None:
        self.setAccessibleDescription(self.describe_selection())
        if QAccessible.isActive():
            QAccessible.updateAccessibility(
                QAccessibleEvent(self, QAccessible.Event.DescriptionChanged)
            )


def _overlay_cell(overlay: BoardOverlay, cell: int) -> tuple:
    """Everything an overlay paints in one cell (to find the cells a new frame changes)."""
    return (
        overlay.masks[cell],
        overlay.styles.get(cell),
        overlay.labels.get(cell),
        overlay.fading.get(cell, 0),
    )
