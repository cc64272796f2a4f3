"""What one paint of the board shows, frozen: the input of ``GridPainter``.

A ``GridFrame`` is built afresh for every paint (by ``GridWidget`` from its state, or by the
exporters from a puzzle) and holds everything the painter reads, so the painter never touches
a widget or a document, and a picture in a file is the board of the window by construction.
``player_frame`` describes the player's own board (digits, pencil marks, computed candidates,
colours painted by hand, conflicts, Check's and Hint's marks, the selection and its shades);
``search_frame`` describes a search frame (``BoardOverlay``), which hides all of those.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property

from solver.board import BIT, PEERS, SINGLE_DIGIT
from sudoku_gui.document.model import Document
from sudoku_gui.grid.colours import GridColours
from sudoku_gui.grid.geometry import GridGeometry
from sudoku_gui.support.board_overlay import BoardOverlay, PlayerHighlight

NO_CELLS = (0,) * 81


@dataclass(frozen=True)
class GridFrame:
    """One paint of the board.

    ``values``: the 81 digits shown (0 blank). ``kinds``: each shown digit's look, "given",
    "entry" or "solver" (None for a blank cell). ``selected``: the selected cell, -1 for none.
    ``digit_highlight``: the digit shaded wherever it stands or may stand (0: none). On the
    player's board only: ``marks`` (pencil marks) and ``candidates`` (what the rules allow in
    each blank cell, drawn when ``show_candidates``; they also place the digit shade) as
    masks, bit d-1 for digit d; ``hand_colours``: cell -> the colour painted on it (index 0)
    and on each of its candidates 1..9 (0 none; only cells with a colour are listed);
    ``conflicts``: cells of digits that stand twice in a unit; ``highlight``: Check's and
    Hint's marks. On a search frame: ``overlay``, the solver's board.
    """

    geometry: GridGeometry
    colours: GridColours
    notation: str
    values: tuple[int, ...]
    kinds: tuple[str | None, ...]
    selected: int = -1
    digit_highlight: int = 0
    marks: tuple[int, ...] = NO_CELLS
    candidates: tuple[int, ...] = NO_CELLS
    show_candidates: bool = False
    hand_colours: Mapping[int, tuple[int, ...]] = field(default_factory=dict)
    conflicts: frozenset[int] = frozenset()
    highlight: PlayerHighlight | None = None
    overlay: BoardOverlay | None = None

    @cached_property
    def peers(self) -> frozenset[int]:
        """The cells that share a unit with the selected one (shaded)."""
        return frozenset(PEERS[self.selected]) if self.selected >= 0 else frozenset()

    @cached_property
    def same_digit(self) -> int:
        """The selected cell's digit, shaded wherever else it stands (0: none)."""
        return self.values[self.selected] if self.selected >= 0 else 0

    @cached_property
    def hinted(self) -> frozenset[int]:
        """The cells a hint points at: its pattern and its target (filled in the hint colour)."""
        highlight = self.highlight
        return highlight.pattern | highlight.target if highlight is not None else frozenset()

    def shaded(self, cell: int) -> bool:
        """Whether ``cell`` takes the same-digit shade: it holds the selected cell's digit or
        the highlighted one, or it is blank and the highlighted digit may go there (by the
        player's marks if there are some, else by the rules)."""
        value, shade = self.values[cell], self.digit_highlight
        if value:
            return value == self.same_digit or value == shade
        return bool(shade and (self.marks[cell] or self.candidates[cell]) & BIT[shade])


def player_frame(
    document: Document,
    geometry: GridGeometry,
    colours: GridColours,
    notation: str,
    *,
    selected: int,
    digit_highlight: int = 0,
    show_candidates: bool = False,
    highlight: PlayerHighlight | None = None,
) -> GridFrame:
    """The player's board as ``document`` holds it now."""
    return GridFrame(
        geometry=geometry,
        colours=colours,
        notation=notation,
        values=document.digits(),
        kinds=tuple(document.kind(cell) for cell in range(81)),
        selected=selected,
        digit_highlight=digit_highlight,
        marks=tuple(document.marks),
        candidates=document.all_candidates(),
        show_candidates=show_candidates,
        hand_colours={
            cell: tuple(document.colour(cell, digit) for digit in range(10))
            for cell, word in enumerate(document.colours)
            if word
        },
        conflicts=document.conflict_cells(),
        highlight=highlight,
    )


def search_frame(
    overlay: BoardOverlay,
    givens: Sequence[int],
    geometry: GridGeometry,
    colours: GridColours,
    notation: str,
) -> GridFrame:
    """The solver's board of ``overlay``: a digit the puzzle gave looks like a given, one the
    solver found like the solver's."""
    values = tuple(SINGLE_DIGIT[mask] for mask in overlay.masks)
    return GridFrame(
        geometry=geometry,
        colours=colours,
        notation=notation,
        values=values,
        kinds=tuple(
            None if not value else "given" if givens[cell] == value else "solver"
            for cell, value in enumerate(values)
        ),
        overlay=overlay,
    )
