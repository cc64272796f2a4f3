"""The legend (widget ``legend``): every mark of the board, the tree and the log, in words.

Each sample is drawn by the code that draws the real thing, so the legend cannot drift from
what it explains: the board's samples are cells of a hidden ``GridWidget`` painting a made-up
search frame (the same painting, colours, glyphs and cause marks as the board), the tree's are
``paint_markers`` of the tree view, and the log's are the log's own ``kind_pixmap`` icons.
Abbreviations and notations are spelled out here too, in the reader's notation.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFontInfo, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import QGridLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from solver.board import ALL, BIT
from solver.events import HIDDEN_SINGLE, NAKED_SINGLE
from solver.notation import cell_label
from sudoku_gui.document.model import Document
from sudoku_gui.grid.widget import GridWidget
from sudoku_gui.search.model import tree_model as tm
from sudoku_gui.search.model.frames import rule_label
from sudoku_gui.search.views.kinds import KIND_WORDS, kind_pixmap
from sudoku_gui.search.views.tree_view import paint_markers
from sudoku_gui.support.board_overlay import BoardOverlay, CellStyle, PlayerHighlight
from sudoku_gui.support.unit_names import reader_unit_name
from sudoku_gui.support.words import translate

# The samples' sizes in the legend font's pixel sizes (46 and 28 px at 12 px), so the
# window's zoom grows the pictures with the words beside them.
SAMPLE_CELL_EMS = 3.8  # a board sample's cell
TREE_SAMPLE_EMS = 2.3  # a tree sample's square
ICON_EMS = 1.3  # a log icon

# The made-up frame the board's samples are cut from: cell -> how it is shown.
_GIVEN, _NS, _HS, _GUESS, _OPEN, _EMPTY, _RESTORED = 0, 2, 4, 6, 8, 18, 20
_PEER, _TARGET = 27, 28  # an elimination: 6 at r4c1 removes candidate 6 from r4c2
_CLASH = (36, 37)  # two 9s in row 5
_HIDDEN_UNIT_ROW, _BAD_UNIT_ROW = 6, 8


def _ns_label() -> str:
    """The board's corner label of a naked single, as it draws it."""
    return rule_label(NAKED_SINGLE, -1)


def _hs_label() -> str:
    """The board's corner label of a hidden single in row 1."""
    return rule_label(HIDDEN_SINGLE, 0)


def _sample_frame() -> BoardOverlay:
    masks = [ALL & ~BIT[5]] * 81
    masks[_GIVEN], masks[_NS], masks[_HS], masks[_GUESS] = BIT[5], BIT[3], BIT[7], BIT[8]
    masks[_OPEN] = BIT[1] | BIT[2] | BIT[4] | BIT[7]
    masks[_EMPTY] = 0
    masks[_PEER], masks[_TARGET] = BIT[6], BIT[2] | BIT[4]
    masks[_CLASH[0]] = masks[_CLASH[1]] = BIT[9]
    masks[9 * _HIDDEN_UNIT_ROW] = BIT[4]
    return BoardOverlay(
        tuple(masks),
        styles={
            _NS: CellStyle.DEDUCED,
            _HS: CellStyle.DEDUCED,
            _GUESS: CellStyle.GUESS,
            _EMPTY: CellStyle.CONTRADICTION,
            _RESTORED: CellStyle.BACKTRACK,
            9 * _HIDDEN_UNIT_ROW: CellStyle.DEDUCED,
        },
        labels={_NS: _ns_label(), _HS: _hs_label(), _GUESS: "d1"},
        fading={_OPEN: BIT[3], _TARGET: BIT[6]},
        bad_unit=_BAD_UNIT_ROW,
        pointers=((_PEER, _TARGET, 6),),
        cause_unit=_HIDDEN_UNIT_ROW,
        marked=frozenset((_NS,)),
        clashes=frozenset(_CLASH),
    )


def _painted(palette: QPalette, document: Document, show, cell: int) -> Callable[..., QPixmap]:
    """A hidden grid of ``cell`` px cells painting ``document`` with what ``show(grid)`` sets
    on it, and a cutter of its cells: ``cut(first, count)`` is the picture of ``count``
    cells from ``first``."""
    grid = GridWidget(document)
    grid.setPalette(palette)
    grid.set_coordinates(False)
    grid.select(37)  # r5c2: neither it nor its peers are cut for a sample
    grid.set_least_side(0)
    grid.resize(9 * cell + 40, 9 * cell + 40)
    show(grid)
    picture = grid.grab()
    rects = [grid.cell_rect(cell) for cell in range(81)]
    grid.deleteLater()

    def cut(first: int, count: int = 1) -> QPixmap:
        return picture.copy(rects[first].united(rects[first + count - 1]).adjusted(-2, -2, 2, 2))

    return cut


def player_samples(palette: QPalette, cell: int) -> list[tuple[QPixmap, str]]:
    """Pictures of Check's and Hint's marks on the player's board, in ``cell`` px cells."""
    document = Document()
    document.entries[0], document.entries[2] = 5, 3
    document.marks[4] = BIT[1] | BIT[2] | BIT[6]
    document.marks[8] = BIT[4] | BIT[9]
    highlight = PlayerHighlight(
        wrong=frozenset((2,)),
        wrong_marks=frozenset((8,)),
        pattern=frozenset((4,)),
        target=frozenset((6,)),
        struck={4: BIT[6]},
    )
    cut = _painted(palette, document, lambda grid: grid.set_highlight(highlight), cell)
    return [
        (cut(0), translate("Legend", "Your own digit (upright, in the accent colour).")),
        (cut(2), translate("Legend", "Check: this digit of yours is wrong (red cross-hatch).")),
        (
            cut(8),
            translate(
                "Legend",
                "Check, with pencil marks too: these marks leave out the cell's answer "
                "(red dashed outline).",
            ),
        ),  # fmt: skip
        (
            cut(4),
            translate(
                "Legend",
                "Hint, second press: a cell of the pattern (teal); a struck-out red "
                "candidate is one the hint removes.",
            ),
        ),  # fmt: skip
        (
            cut(6),
            translate(
                "Legend",
                "Hint, second press: a digit goes in this cell (teal ring). The digit "
                "itself is not shown; the third press places it.",
            ),
        ),  # fmt: skip
    ]


def board_samples(palette: QPalette, cell: int) -> list[tuple[QPixmap, str]]:
    """Pictures of the board's marks, each cut from a grid of ``cell`` px cells painting the
    sample frame."""
    document = Document()
    document.givens[_GIVEN] = 5
    cut = _painted(palette, document, lambda grid: grid.set_overlay(_sample_frame()), cell)
    return [
        (cut(_GIVEN), translate("Legend", "A given: a digit of the puzzle (bold upright).")),
        (
            cut(_NS),
            translate(
                "Legend",
                "{label}, naked single: the cell had one candidate left, so it takes it "
                "(ringed while it is the step shown).",
            ).format(label=_ns_label()),
        ),  # fmt: skip
        (
            cut(_HS),
            translate(
                "Legend",
                "{label}, hidden single: the digit had one place left in that row, "
                "column or box (a digit fixed by the solver is italic).",
            ).format(label=_hs_label()),
        ),  # fmt: skip
        (
            cut(9 * _HIDDEN_UNIT_ROW, 3),
            translate(
                "Legend", "The unit of a hidden single, outlined while it is the step shown."
            ),
        ),  # fmt: skip
        (
            cut(_GUESS),
            translate(
                "Legend",
                "d1, a guess at depth 1: assumed, not deduced (dashed orange). "
                "d2 is a guess made while d1 stands, and so on.",
            ),
        ),  # fmt: skip
        (
            cut(_OPEN),
            translate(
                "Legend",
                "Small digits are the candidates still possible; a struck-out red "
                "one was just removed.",
            ),
        ),  # fmt: skip
        (
            cut(_PEER, 2),
            translate(
                "Legend",
                "An elimination: the arrow points from the peer that holds the "
                "digit to the candidate it removes.",
            ),
        ),  # fmt: skip
        (
            cut(_EMPTY),
            translate(
                "Legend",
                "A dead end: no candidate is left in this cell, so the guesses "
                "so far cannot all be right.",
            ),
        ),  # fmt: skip
        (
            cut(9 * _BAD_UNIT_ROW, 3),
            translate(
                "Legend",
                "A dead end: a digit has no place left in this row, "
                "column or box (red dashed outline).",
            ),
        ),  # fmt: skip
        (
            cut(_CLASH[0], 2),
            translate(
                "Legend", "A digit twice in one row, column or box: both copies are ringed in red."
            ),
        ),  # fmt: skip
        (
            cut(_RESTORED),
            translate(
                "Legend",
                "A backtrack: the board is back as it was before the failed "
                "guess (violet cells were restored).",
            ),
        ),  # fmt: skip
    ]


def tree_samples(palette: QPalette, side: int) -> list[tuple[QPixmap, str]]:
    """Pictures of the tree's node marks, drawn by the tree's own ``paint_markers``, each
    ``side`` px square."""
    samples = []
    for outcome, words in (
        (tm.OPEN, translate("Legend", "A guess still being searched (r1c6=7: 7 assumed at r1c6).")),
        (
            tm.DEAD,
            translate(
                "Legend",
                "A guess that failed; the red text under it names the cell or unit that broke.",
            ),
        ),  # fmt: skip
        (
            tm.SOLUTION,
            translate("Legend", "A guess on the path to a solution (the path is drawn green)."),
        ),
    ):
        pixmap = _blank(palette, side)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        markers = {tm.OPEN: [], tm.DEAD: [], tm.SOLUTION: []}
        markers[outcome].append((side / 2, side / 2))
        paint_markers(painter, palette, markers, side * 0.22)
        painter.end()
        samples.append((pixmap, words))
    path = _blank(palette, side)
    painter = QPainter(path)
    painter.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), max(3, side / 9)))
    inset = side / 7
    painter.drawLine(QPointF(inset, inset), QPointF(side - inset, side - inset))
    painter.end()
    samples.append(
        (path, translate("Legend", "The path to the board shown now (the current guesses)."))
    )
    return samples


def log_samples(palette: QPalette, side: int) -> list[tuple[QPixmap, str]]:
    """The log's icons, ``side`` px square, each with what its kind of line tells."""
    return [
        (kind_pixmap(kind, palette, side), translate("Kinds", words))
        for kind, words in KIND_WORDS.items()
    ]


def _blank(palette: QPalette, size: int) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(palette.color(QPalette.ColorRole.Base))
    return pixmap


# The least width of the legend: its samples and a few words beside each.
LEGEND_MIN_WIDTH = 300


class LegendView(QScrollArea):
    """The legend's contents, painted when first shown and again when the palette or the
    notation changes (at once while shown, else at the next showing): its sample boards
    were half the cost of a new window, and most windows never open the legend."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("legend")
        self.setAccessibleName(translate("Legend", "Legend"))
        self.setAccessibleDescription(
            translate(
                "Legend",
                "What every colour, mark and abbreviation of the board, the tree and the log means",
            )
        )
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.notation = "r1c1"
        self.entries: list[str] = []  # the words of every entry, in order (for tests and copy)
        self._stale = True  # painted when first shown: most windows never open the legend

    def set_notation(self, notation: str) -> None:
        if notation != self.notation:
            self.notation = notation
            self._refresh()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (event.Type.PaletteChange, event.Type.FontChange):
            self._refresh()

    def showEvent(self, event) -> None:
        if self._stale:
            self.rebuild()
        super().showEvent(event)

    def _refresh(self) -> None:
        """Paint again now if shown, else when next shown."""
        if self.isVisible():
            self.rebuild()
        else:
            self._stale = True

    def rebuild(self) -> None:
        self._stale = False
        palette = self.palette()
        text_px = QFontInfo(self.font()).pixelSize()
        cell = round(SAMPLE_CELL_EMS * text_px)
        body = QWidget()
        layout = QVBoxLayout(body)
        self.entries = []
        sections = (
            (translate("Legend", "On the board, during a search"), board_samples(palette, cell)),
            (translate("Legend", "On the board, while you play"), player_samples(palette, cell)),
            (
                translate("Legend", "In the hypothesis tree"),
                tree_samples(palette, round(TREE_SAMPLE_EMS * text_px)),
            ),
            (
                translate("Legend", "In the search log"),
                log_samples(palette, round(ICON_EMS * text_px)),
            ),
        )
        for title, samples in sections:
            layout.addWidget(_heading(title))
            rows = QGridLayout()
            rows.setColumnStretch(1, 1)
            for row, (pixmap, words) in enumerate(samples):
                picture = QLabel()
                picture.setPixmap(pixmap)
                picture.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
                rows.addWidget(picture, row, 0)
                rows.addWidget(_words(words), row, 1)
                self.entries.append(words)
            layout.addLayout(rows)
        layout.addWidget(_heading(translate("Legend", "Names and figures")))
        for words in self._names():
            layout.addWidget(_words(words))
            self.entries.append(words)
        layout.addStretch(1)
        self.setWidget(body)
        # Never narrower than its widest sample beside a few words: a dock squeezed beside
        # the board would cut the pictures (the rows scroll only up and down).
        scrollbar = self.verticalScrollBar().sizeHint().width()
        self.setMinimumWidth(max(LEGEND_MIN_WIDTH, body.minimumSizeHint().width() + scrollbar))

    def _names(self) -> list[str]:
        first, last = cell_label(0, self.notation), cell_label(80, self.notation)
        row, col, box = (reader_unit_name(u, self.notation) for u in (0, 9, 18))
        return [
            translate(
                "Legend",
                "Cells are named {first} (top left) to {last} (bottom right); the first row "
                "is {row}, the first column {col}, the top-left box {box}. View > Notation "
                "changes this everywhere.",
            ).format(first=first, last=last, row=row, col=col, box=box),
            translate("Legend", "Speed is in steps a second: a step is one line of the log."),
            translate(
                "Legend",
                "Depth: how many guesses stand at once. Deepest guess: the most that ever stood.",
            ),
            translate(
                "Legend",
                "In Explain solution, a chain's strong links (one end at least is true) are solid "
                "arrows, its weak links (one end at most) dashed; a fish's base lines are "
                "outlined, its cover lines dashed; other groups are ringed.",
            ),
            translate(
                "Legend",
                "L by a guess in the tree (Search > Tree > Where logic would have settled a "
                "guess): logic alone settles that cell; a shaded area is search logic would have "
                "pruned.",
            ),
            translate(
                "Legend",
                "Node limit: the search stops after this many guesses (1,000,000 is a million).",
            ),
        ]


def _heading(text: str) -> QLabel:
    label = QLabel(f"<b>{text}</b>")
    label.setWordWrap(True)
    label.setContentsMargins(0, 8, 0, 2)
    return label


def _words(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label
