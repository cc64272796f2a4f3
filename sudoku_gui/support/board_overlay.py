"""What the grid paints over the player's board: a frame of the solver's board, or marks.

The search playback (``sudoku_gui.search``) and Explain solution build one ``BoardOverlay``
per frame and hand it to ``GridWidget.set_overlay``; Check and Hint hand it a
``PlayerHighlight``. The grid only paints them. Plain data, no Qt, below both the grid
(which paints it) and the search model (which builds it), so a frame is cheap to build and
easy to test.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from sudoku_gui.support.words import translate


class CellStyle(StrEnum):
    """How a cell of a frame is drawn: the cell a guess filled, one logic filled, the cell
    (or unit) left without a candidate, or one a backtrack restored."""

    GUESS = "guess"
    DEDUCED = "deduced"
    CONTRADICTION = "contradiction"
    BACKTRACK = "backtrack"


@dataclass(frozen=True)
class BoardOverlay:
    """One frame of the solver's board.

    ``masks``: 81 candidate masks (bit d-1 = digit d); a single bit is a filled cell, 0 a cell
    with no candidate left. ``styles``: cell -> its ``CellStyle``. ``labels``: cell -> a short
    text drawn small in the cell's corner ("NS", "HS row 3", "d2"). ``fading``: cell -> mask of
    candidates just eliminated, drawn faded and struck through. ``bad_unit``: a unit (0..26)
    outlined in red because a digit has no place left in it, or -1. ``candidates``: False
    when the solver keeps no candidates (plain backtracking only tries digits), so an open
    cell is drawn empty rather than with all nine.
    """

    masks: tuple[int, ...]
    styles: Mapping[int, CellStyle] = field(default_factory=dict)
    labels: Mapping[int, str] = field(default_factory=dict)
    fading: Mapping[int, int] = field(default_factory=dict)
    bad_unit: int = -1
    candidates: bool = True
    pointers: tuple[tuple[int, int, int], ...] = ()
    weak_pointers: frozenset[int] = frozenset()  # (indices of pointers drawn dashed)
    base_units: frozenset[int] = frozenset()  # a fish's base lines (outlined)
    cover_units: frozenset[int] = frozenset()  # and its cover lines (outlined, dashed)
    cause_unit: int = -1
    marked: frozenset[int] = frozenset()
    clashes: frozenset[int] = frozenset()
    notes: Mapping[int, str] = field(default_factory=dict)
    # A chain of causes ("Why?"): (number, cell, digit) badges, on the candidate's place
    # for a removed candidate, in the cell's corner for a placed digit (digit 0).
    numbers: tuple[tuple[int, int, int], ...] = ()

    def __post_init__(self) -> None:
        if len(self.masks) != 81:
            raise ValueError(f"an overlay has 81 masks, not {len(self.masks)}")
        unknown = set(self.styles.values()) - set(CellStyle)
        if unknown:
            raise ValueError(f"unknown overlay styles: {sorted(unknown)}")
        for name in ("bad_unit", "cause_unit"):
            if not -1 <= getattr(self, name) < 27:
                raise ValueError(f"{name} must be -1 or a unit 0..26, not {getattr(self, name)}")


@dataclass(frozen=True)
class PlayerHighlight:
    """Marks on the player's own board (the document, not a search frame): what Check and
    Hint point at, without ever drawing a digit or candidate the player cannot already see.

    ``wrong``: entries that are not the answer. ``wrong_marks``: cells whose pencil marks
    leave out the answer. ``pattern``: the cells a hint's technique looks at. ``target``: the
    cells a hint places a digit in (the cell is shown, not its digit). ``struck``: cell ->
    candidates a hint removes (struck through where the grid shows them).
    """

    wrong: frozenset[int] = frozenset()
    wrong_marks: frozenset[int] = frozenset()
    pattern: frozenset[int] = frozenset()
    target: frozenset[int] = frozenset()
    struck: Mapping[int, int] = field(default_factory=dict)

    def words(self, cell: int) -> list[str]:
        """What the highlight says about ``cell``, for its accessible description."""
        said = []
        if cell in self.wrong:
            said.append(translate("CellDescription", "wrong"))
        if cell in self.wrong_marks:
            said.append(translate("CellDescription", "pencil marks leave out the answer"))
        if cell in self.target:
            said.append(translate("CellDescription", "hint: a digit goes here"))
        elif cell in self.pattern:
            said.append(translate("CellDescription", "hint: part of the pattern"))
        if self.struck.get(cell):
            digits = " ".join(str(d) for d in range(1, 10) if self.struck[cell] & 1 << (d - 1))
            said.append(
                translate("CellDescription", "hint removes candidates {digits}").format(
                    digits=digits
                )
            )
        return said
