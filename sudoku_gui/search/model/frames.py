"""One picture of the search for the grid: a ``BoardOverlay`` built from the record at a cursor.

What a frame shows, read from the last few recorded rows before the cursor: candidates just
eliminated fade out; cells fixed by propagation carry their rule and unit ("NS", "HS row 3")
for a moment; the guesses on the current path are highlighted with their depth; a
contradiction marks its cell red (or outlines the unit with no place left for a digit); a
backtrack marks the cells it restored. The masks are always the exact board at the cursor,
however many rows a frame skipped. Pure Python: no Qt here.
"""

from __future__ import annotations

from solver.board import UNIT_KINDS
from solver.events import HIDDEN_SINGLE, NAKED_SINGLE
from solver.strategies import get_strategy
from sudoku_gui.grid.overlay import BACKTRACK, CONTRADICTION, DEDUCED, GUESS, BoardOverlay
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.cursor import RecordCursor

# How many rows back a deduction keeps its label ("for a moment").
LABEL_ROWS = 30
# The most rows a frame looks back for eliminations to fade (a frame at full speed skips more).
FADE_ROWS = 40


def rule_label(rule: str, unit: int) -> str:
    """The short corner text of a deduction: "NS", "HS row 3", "HS col 7", or initials."""
    if rule == NAKED_SINGLE:
        return "NS"
    if rule == HIDDEN_SINGLE and unit >= 0:
        return f"HS {UNIT_KINDS[unit // 9][:3]} {unit % 9 + 1}"
    return "".join(word[0] for word in rule.split()).upper()


def build_frame(cursor: RecordCursor, since: int | None = None) -> BoardOverlay:
    """The overlay at ``cursor``; ``since`` is where the previous frame stood (to fade what
    the rows in between eliminated), or None for just the last row."""
    record = cursor.record
    position = cursor.position
    styles: dict[int, str] = {}
    labels: dict[int, str] = {}
    fading: dict[int, int] = {}
    bad_unit = -1
    fade_from = max(position - FADE_ROWS, min(position - 1, since if since is not None else 0))
    for index in range(max(fade_from, 0), position):
        if record.kind[index] == rec.ELIMINATE:
            cell = record.cell[index]
            if cursor.board[cell] & (1 << (record.digit[index] - 1)) == 0:
                fading[cell] = fading.get(cell, 0) | 1 << (record.digit[index] - 1)
    for index in range(max(position - LABEL_ROWS, 0), position):
        if record.kind[index] == rec.DEDUCE and record.rule(index) != "given":
            cell = record.cell[index]
            styles[cell] = DEDUCED
            labels[cell] = rule_label(record.rule(index), record.unit[index])
    tree = record.tree
    for node in tree.path_to(cursor.node)[1:]:
        cell = tree.cell[node]
        styles[cell] = GUESS
        labels[cell] = f"d{tree.depth[node]}"
    if position:
        last = position - 1
        kind = record.kind[last]
        if kind == rec.CONTRADICTION:
            if record.unit[last] >= 0:
                bad_unit = record.unit[last]
            if record.cell[last] >= 0:
                styles[record.cell[last]] = CONTRADICTION
        elif kind == rec.BACKTRACK:
            for cell, _old, _new in record.restored(last):
                styles[cell] = BACKTRACK
                labels.pop(cell, None)
    return BoardOverlay(
        tuple(cursor.board), styles, labels, fading, bad_unit, keeps_candidates(record)
    )


def keeps_candidates(record) -> bool:
    """Whether the recorded search narrows candidates (every strategy but plain backtracking,
    which only tries digits): without that, an open cell's "every digit" says nothing."""
    if record.start is None:
        return True
    return get_strategy(record.start.strategy).propagation != "none"
