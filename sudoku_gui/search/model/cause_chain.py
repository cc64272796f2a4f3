"""Why a candidate is gone, or a digit stands, at a step of a recorded search.

Every Deduce, Eliminate and Contradiction row keeps its causes (``SearchRecord.causes``: the
rows that made it true, see ``solver.causes``). Asked about a cell at a playback position,
``removal_row`` and ``placement_row`` find the row in force there that removed the candidate
or placed the digit: the latest row that changed the cell, skipping the branches a backtrack
took back. ``cause_chain`` then follows the causes back to the givens, breadth first, so the
nearest causes come first and get the smallest numbers, and names the guess the chain hangs
on: what a backtrack above that guess takes back. Pure Python: no Qt here.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, replace

from solver.board import BIT
from sudoku_gui.search.model import recording as rec
from sudoku_gui.support.board_overlay import BoardOverlay

# Rows that change a cell's candidates, and so may be what removed one.
_CHANGES = (rec.DEDUCE, rec.ELIMINATE, rec.ASSUME)
# The most rows a chain follows (a late step of a long search can reach thousands).
MAX_CHAIN = 2000
# The nearest causes numbered on the board (the rest are listed in words only).
SHOWN = 12


@dataclass(frozen=True)
class CauseChain:
    """The causes of row ``asked``: ``rows`` in the order they are numbered (nearest
    first), each row's ``level`` (1: a direct cause), ``guess``: the latest guess row the
    chain depends on (None: it follows from the givens alone), and ``complete``: False when
    the chain was cut at MAX_CHAIN rows."""

    asked: int
    rows: tuple[int, ...]
    level: dict[int, int]
    guess: int | None
    complete: bool = True

    def number(self, row: int) -> int:
        """The number ``row`` is shown with (1 for the first cause); 0 for the asked row."""
        return 0 if row == self.asked else self.rows.index(row) + 1


def _last_change(record: rec.SearchRecord, position: int, cell: int, removes) -> int | None:
    """The latest row before ``position`` that changed ``cell`` and is still in force, for
    which ``removes(row)`` holds; a backtrack sends the scan back to the board it restored
    (the one just before the first child of its node)."""
    kinds, cells, tree = record.kind, record.cell, record.tree
    row = position - 1
    while row >= 0:
        kind = kinds[row]
        if kind == rec.BACKTRACK:
            first_child = record.node[row] + 1
            row = tree.first_event[first_child] - 1
            continue
        if cells[row] == cell and kind in _CHANGES and removes(row):
            return row
        row -= 1
    return None


def removal_row(record: rec.SearchRecord, position: int, cell: int, digit: int) -> int | None:
    """The row in force at ``position`` that removed ``digit`` from ``cell``: an
    elimination, or the placement (or guess) of another digit there; None while it is a
    candidate."""
    bit = BIT[digit]

    def removes(row: int) -> bool:
        if not record.before[row] & bit:
            return False  # already gone before this row: an earlier one removed it
        if record.kind[row] == rec.ELIMINATE:
            return record.digit[row] == digit
        return record.digit[row] != digit

    return _last_change(record, position, cell, removes)


def placement_row(record: rec.SearchRecord, position: int, cell: int) -> int | None:
    """The row in force at ``position`` that placed the digit of ``cell`` (a given, a
    deduction or a guess); None while the cell is open."""
    kinds = record.kind
    return _last_change(record, position, cell, lambda row: kinds[row] != rec.ELIMINATE)


def cause_chain(record: rec.SearchRecord, row: int) -> CauseChain:
    """Every cause of ``row``, theirs, and so on back to the givens and guesses."""
    level: dict[int, int] = {}
    order: list[int] = []
    todo = deque((cause, 1) for cause in record.causes(row))
    complete = True
    while todo:
        cause, depth = todo.popleft()
        if cause in level:
            continue
        if len(order) == MAX_CHAIN:
            complete = False
            break
        level[cause] = depth
        order.append(cause)
        todo.extend((earlier, depth + 1) for earlier in record.causes(cause))
    guesses = [r for r in (*order, row) if record.kind[r] == rec.ASSUME]
    return CauseChain(row, tuple(order), level, max(guesses) if guesses else None, complete)


def why_frame(frame: BoardOverlay, record: rec.SearchRecord, chain: CauseChain) -> BoardOverlay:
    """``frame`` (the board at the step asked about) showing ``chain`` instead of the step's
    own cause: its SHOWN nearest causes numbered, each removed candidate struck through
    where it was, the asked cell ringed, and an arrow from each cause to what it made true."""
    shown = chain.rows[:SHOWN]
    on_board = set(shown)
    numbers, fading = [], dict(frame.fading)
    for number, row in enumerate(shown, start=1):
        cell, digit = record.cell[row], record.digit[row]
        if record.kind[row] == rec.ELIMINATE:
            numbers.append((number, cell, digit))
            fading[cell] = fading.get(cell, 0) | BIT[digit]
        else:
            numbers.append((number, cell, 0))
    asked = chain.asked
    if record.kind[asked] == rec.ELIMINATE:
        fading[record.cell[asked]] = fading.get(record.cell[asked], 0) | BIT[record.digit[asked]]
    pointers = []
    for row in (asked, *shown):
        target = record.cell[row]
        for cause in record.causes(row):
            if cause in on_board and target >= 0 and record.cell[cause] != target:
                pointers.append((record.cell[cause], target, record.digit[row]))
    is_dead_end = record.kind[asked] == rec.CONTRADICTION
    return replace(
        frame,
        fading=fading,
        pointers=tuple(pointers),
        weak_pointers=frozenset(),
        base_units=frozenset(),
        cover_units=frozenset(),
        cause_unit=-1,
        bad_unit=record.unit[asked] if is_dead_end and record.cell[asked] < 0 else -1,
        marked=frozenset({record.cell[asked]}) if record.cell[asked] >= 0 else frozenset(),
        clashes=frozenset(),
        numbers=tuple(numbers),
    )
