"""The puzzle document the window edits: givens, entries, solver digits, pencil marks and mode.

Pure Python (no Qt) so every rule of editing is testable without a widget. The document is
mutable, but nothing changes it directly: a ``plan_*`` method computes a ``Change`` (the old
and new value of every touched cell, plus the mode) without applying it, and the undo stack
applies or reverts that change. So every edit is undoable by construction, and a change that
would alter nothing is ``None`` and never reaches the stack.

Layers, one value per cell each:

* ``givens``  the puzzle's clues (entered in "enter" mode, locked in "solve" mode),
* ``entries`` the player's digits,
* ``solver``  digits filled by the solver ("Solve now"),
* ``marks``   the player's pencil marks as 9-bit masks (bit d-1 = digit d),
* ``position`` the candidates a position opened in pencil marks (SukakuExplainer's
  729-character form) allows in each open cell, 0 for any digit (a puzzle of givens): unlike
  the player's marks, these are the puzzle, and solving, checking and counting keep to them.

At most one of givens/entries/solver holds a digit in a cell. Marks of a filled cell are kept
(hidden) so they reappear if the digit is cleared.
"""

from __future__ import annotations

from dataclasses import dataclass

from solver.board import ALL, BIT, PEERS
from solver.format_marks import puzzle_text
from solver.grid import Conflict, Grid, find_conflicts
from sudoku_gui.support.unit_names import clash_list
from sudoku_gui.support.words import translate

ENTER = "enter"
SOLVE = "solve"
MODES = (ENTER, SOLVE)

DIGIT_LAYERS = ("givens", "entries", "solver")
LAYERS = (*DIGIT_LAYERS, "marks", "colours", "position")
COLOURS = 4  # the colours a player paints cells and candidates with (1..4; 0 is none)
COLOUR_BITS = 3  # per colour in a cell's colour word: the cell's, then digit 1's ... 9's
# kind(cell) names, one per digit layer.
KIND_OF_LAYER = {"givens": "given", "entries": "entry", "solver": "solver"}


@dataclass(frozen=True, slots=True)
class Edit:
    """One cell of one layer goes from ``old`` to ``new``."""

    layer: str
    cell: int
    old: int
    new: int


@dataclass(frozen=True, slots=True)
class Change:
    """A set of edits applied together (one undo step), and the mode before and after."""

    edits: tuple[Edit, ...]
    old_mode: str
    new_mode: str

    @property
    def cells(self) -> frozenset[int]:
        return frozenset(e.cell for e in self.edits)


class Document:
    """The state of one puzzle being entered or solved (see the module docstring)."""

    def __init__(
        self,
        givens=None,
        mode: str = ENTER,
        *,
        entries=None,
        solver=None,
        marks=None,
        colours=None,
        position=None,
    ) -> None:
        """An empty grid, or the layers given (81 values each; a file read back, a copy)."""
        self.givens = list(givens) if givens is not None else [0] * 81
        self.entries = list(entries) if entries is not None else [0] * 81
        self.solver = list(solver) if solver is not None else [0] * 81
        self.marks = list(marks) if marks is not None else [0] * 81
        self.position = list(position) if position is not None else [0] * 81
        # Colours painted by hand: per cell, its colour and each candidate's (colour_word).
        self.colours = list(colours) if colours is not None else [0] * 81
        # How the solving went, saved with the puzzle: seconds spent, hints and checks asked.
        self.elapsed = 0.0
        self.hints = 0
        self.checks = 0
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}")
        self.mode = mode

    # ---- queries -------------------------------------------------------------------------

    def value(self, cell: int) -> int:
        """The digit shown in ``cell`` whatever its source, 0 if empty."""
        return self.givens[cell] or self.entries[cell] or self.solver[cell]

    def kind(self, cell: int) -> str | None:
        """``"given"``, ``"entry"``, ``"solver"`` or ``None`` for an empty cell."""
        for layer in DIGIT_LAYERS:
            if getattr(self, layer)[cell]:
                return KIND_OF_LAYER[layer]
        return None

    def digits(self) -> tuple[int, ...]:
        """All 81 shown digits (0 blank)."""
        return tuple(self.value(c) for c in range(81))

    def givens_grid(self) -> Grid:
        """The puzzle: the givens, with the candidates of a position in pencil marks."""
        return Grid.of_position(self.givens, self.position)

    def puzzle_text(self) -> str:
        """The puzzle as the solver reads it: 81 characters, or for a position in pencil
        marks its 729-character form (which keeps the candidates)."""
        return puzzle_text(self.givens_grid())

    def to_string(self) -> str:
        """The 81-character form of every shown digit, ``.`` for blanks (what Copy copies)."""
        return "".join(str(v) if v else "." for v in self.digits())

    def conflicts(self) -> tuple[Conflict, ...]:
        """Every digit standing twice in a unit, counting givens, entries and solver digits."""
        return find_conflicts(self.digits())

    def conflict_cells(self) -> frozenset[int]:
        return frozenset(c for conflict in self.conflicts() for c in conflict.cells)

    def candidates(self, cell: int) -> int:
        """The mask of digits no peer holds (0 for a filled cell): "show all candidates"."""
        if self.value(cell):
            return 0
        taken = 0
        for p in PEERS[cell]:
            taken |= BIT[self.value(p)]
        return ALL & ~taken

    def all_candidates(self) -> tuple[int, ...]:
        return tuple(self.candidates(c) for c in range(81))

    def is_empty(self) -> bool:
        return not any(self.digits()) and not any(self.marks)

    def is_complete(self) -> bool:
        return all(self.digits())

    def editable(self, cell: int) -> bool:
        """Whether a digit may be placed in or cleared from ``cell`` in the current mode."""
        return self.mode == ENTER or not self.givens[cell]

    # ---- applying changes ----------------------------------------------------------------

    def apply(self, change: Change) -> None:
        for e in change.edits:
            getattr(self, e.layer)[e.cell] = e.new
        self.mode = change.new_mode

    def revert(self, change: Change) -> None:
        for e in reversed(change.edits):
            getattr(self, e.layer)[e.cell] = e.old
        self.mode = change.old_mode

    # ---- planning changes (nothing is modified until apply) ------------------------------

    def plan_place(self, cell: int, digit: int, clear_peer_marks: bool = True) -> Change | None:
        """Put ``digit`` in ``cell`` (a given in enter mode, else an entry) and, with
        ``clear_peer_marks``, remove it from the pencil marks of the cell's peers. None if the
        cell is locked or unchanged."""
        if not 1 <= digit <= 9:
            raise ValueError(f"digit must be 1..9, not {digit}")
        if not self.editable(cell):
            return None
        target = "givens" if self.mode == ENTER else "entries"
        wanted = {layer: (digit if layer == target else 0) for layer in DIGIT_LAYERS}
        edits = self._cell_edits(cell, wanted)
        if not edits:
            return None
        for p in PEERS[cell] if clear_peer_marks else ():
            if self.marks[p] & BIT[digit]:
                edits.append(Edit("marks", p, self.marks[p], self.marks[p] & ~BIT[digit]))
        return self._change(edits)

    def plan_clear(self, cell: int) -> Change | None:
        """Empty ``cell`` (givens only in enter mode). None if locked or already empty."""
        if not self.editable(cell):
            return None
        return self._change(self._cell_edits(cell, dict.fromkeys(DIGIT_LAYERS, 0)))

    def plan_toggle_mark(self, cell: int, digit: int) -> Change | None:
        """Add or remove the pencil mark ``digit`` of an empty cell (None on a filled cell)."""
        if not 1 <= digit <= 9:
            raise ValueError(f"digit must be 1..9, not {digit}")
        if self.value(cell):
            return None
        old = self.marks[cell]
        return self._change([Edit("marks", cell, old, old ^ BIT[digit])])

    def plan_colour(self, cell: int, colour: int, digit: int = 0) -> Change | None:
        """Paint ``cell`` (or, with ``digit``, that candidate of it) in ``colour`` (0..4, 0
        takes the colour off). None if nothing changes."""
        if not 0 <= colour <= COLOURS or not 0 <= digit <= 9:
            raise ValueError(f"colour 0..{COLOURS} and digit 0..9, not {colour} and {digit}")
        old = self.colours[cell]
        shift = COLOUR_BITS * digit
        new = old & ~(7 << shift) | colour << shift
        return self._change([Edit("colours", cell, old, new)]) if new != old else None

    def colour(self, cell: int, digit: int = 0) -> int:
        """The colour of ``cell`` (or of its candidate ``digit``), 0 for none."""
        return self.colours[cell] >> (COLOUR_BITS * digit) & 7

    def plan_clear_entries(self) -> Change | None:
        """Remove every entry and solver digit (the givens stay)."""
        edits = [
            Edit(layer, c, getattr(self, layer)[c], 0)
            for layer in ("entries", "solver")
            for c in range(81)
            if getattr(self, layer)[c]
        ]
        return self._change(edits)

    def plan_clear_marks(self) -> Change | None:
        """Remove every pencil mark."""
        return self._change([Edit("marks", c, m, 0) for c, m in enumerate(self.marks) if m])

    def plan_set_mode(self, mode: str) -> Change | None:
        """Switch between entering givens and solving (no cell changes)."""
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}")
        return self._change([], mode)

    def plan_fill(self, solution: str) -> Change | None:
        """Fill every cell that is not a given with the solver's digit from ``solution``
        (81 digits). Entries that agree stay the player's; those that disagree are replaced.
        Switches to solve mode."""
        if len(solution) != 81 or not solution.isdigit():
            raise ValueError("a solution is 81 digits")
        edits = []
        for c, ch in enumerate(solution):
            if self.givens[c] or self.entries[c] == int(ch):
                continue
            edits += self._cell_edits(c, {"givens": 0, "entries": 0, "solver": int(ch)})
        return self._change(edits, SOLVE)

    def plan_replace(self, other: Document) -> Change | None:
        """Make this document equal to ``other`` (New, Open, Paste, a sample)."""
        edits = [
            Edit(layer, c, getattr(self, layer)[c], getattr(other, layer)[c])
            for layer in LAYERS
            for c in range(81)
            if getattr(self, layer)[c] != getattr(other, layer)[c]
        ]
        return self._change(edits, other.mode)

    # ---- helpers -------------------------------------------------------------------------

    def _cell_edits(self, cell: int, wanted: dict[str, int]) -> list[Edit]:
        return [
            Edit(layer, cell, getattr(self, layer)[cell], new)
            for layer, new in wanted.items()
            if getattr(self, layer)[cell] != new
        ]

    def _change(self, edits: list[Edit], mode: str | None = None) -> Change | None:
        new_mode = self.mode if mode is None else mode
        if not edits and new_mode == self.mode:
            return None
        return Change(tuple(edits), self.mode, new_mode)

    # ---- whole-document helpers ----------------------------------------------------------

    def copy(self) -> Document:
        other = Document(
            self.givens,
            self.mode,
            entries=self.entries,
            solver=self.solver,
            marks=self.marks,
            colours=self.colours,
            position=self.position,
        )
        other.set_progress(self.elapsed, self.hints, self.checks)
        return other

    # ---- how the solving went ------------------------------------------------------------

    def set_progress(self, elapsed: float, hints: int, checks: int) -> None:
        """Carry on from a time spent and hints and checks asked (a copy, a file read back)."""
        self.elapsed, self.hints, self.checks = elapsed, hints, checks

    def add_time(self, seconds: float) -> None:
        """Count ``seconds`` more spent solving."""
        self.elapsed += seconds

    def count_hint(self) -> None:
        """One more hint asked (told on completion: "2 hints")."""
        self.hints += 1

    def count_check(self) -> None:
        """One more Check asked (told on completion: "1 check")."""
        self.checks += 1

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Document):
            return NotImplemented
        return self.mode == other.mode and all(
            getattr(self, layer) == getattr(other, layer) for layer in LAYERS
        )


def from_grid(grid: Grid) -> Document:
    """A document whose givens are ``grid``'s digits: ready to solve, or to enter if empty.
    A position with candidates (the 729-character pencil-mark form) opens with them as
    pencil marks and as the position solving keeps to; its solved cells, which the form
    cannot tell from givens, are givens."""
    mode = SOLVE if grid.filled else ENTER
    if grid.candidates is None:
        return Document(grid.cells, mode)
    marks = [0 if grid.cells[c] else m for c, m in enumerate(grid.candidates)]
    return Document(grid.cells, mode, marks=marks, position=marks)


def conflict_text(conflicts) -> str:
    """A sentence naming every clash: "Conflict: two 3s in row 1 (r1c1, r1c3)", with
    canonical names (``NotationChoice.text`` puts them in the reader's notation). The lists
    are joined as the reader's language joins them (Japanese "、", no spaces)."""
    return translate("Conflicts", "Conflict: {clashes}").format(clashes=clash_list(conflicts))
