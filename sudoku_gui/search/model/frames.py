"""One picture of the search for the grid: a ``BoardOverlay`` built from the record at a cursor.

What a frame shows, read from the last few recorded rows before the cursor: candidates just
eliminated fade out; cells fixed by propagation carry their rule and unit ("NS", "HS row 3")
for a moment, while they stay fixed; the guesses on the current path are highlighted with
their depth; a contradiction marks its cell red (or outlines the unit with no place left for
a digit); a backtrack marks the cells it restored. The step shown also shows its cause: an
elimination points from the peer holding the digit, a hidden single outlines its unit, a
naked single rings its cell, and a contradiction rings both copies of any digit that stands
twice in a unit. The masks are always the exact board at the cursor, however many rows a
frame skipped. Pure Python: no Qt here.
"""

from __future__ import annotations

from solver.board import BIT, PEERS, POPCOUNT, SINGLE_DIGIT, UNITS
from solver.events import GIVEN, HIDDEN_SINGLE, NAKED_SINGLE, PEER
from solver.notation import DEFAULT_NOTATION
from solver.strategies import get_strategy
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.cursor import RecordCursor
from sudoku_gui.support.board_overlay import BoardOverlay, CellStyle
from sudoku_gui.support.technique_names import technique_name
from sudoku_gui.support.unit_names import reader_unit_name
from sudoku_gui.support.words import translate

# How many rows back a deduction keeps its label ("for a moment").
LABEL_ROWS = 30
# The most rows a frame looks back for eliminations to fade (a frame at full speed skips more).
FADE_ROWS = 40


def rule_label(rule: str, unit: int, notation: str = DEFAULT_NOTATION) -> str:
    """The short corner text of a deduction: "NS", "HS row 3", "HS col 7", or initials."""
    if rule == NAKED_SINGLE:
        return translate("Frames", "NS")
    if rule == HIDDEN_SINGLE and unit >= 0:
        return translate("Frames", "HS {unit}").format(
            unit=reader_unit_name(unit, notation, short=True)
        )
    return "".join(word[0] for word in rule.split()).upper()


def rule_words(rule: str, unit: int, notation: str = DEFAULT_NOTATION) -> str:
    """The words behind ``rule_label``: "hidden single in row 3 (HS)"."""
    if rule == HIDDEN_SINGLE and unit >= 0:
        return translate(
            "Frames", "hidden single in {unit} (HS): the digit has no other place there"
        ).format(unit=reader_unit_name(unit, notation))
    if rule == NAKED_SINGLE:
        return translate("Frames", "naked single (NS): the cell has no other candidate")
    return translate("Frames", "{technique} ({label})").format(
        technique=technique_name(rule), label=rule_label(rule, unit, notation)
    )


def build_frame(
    cursor: RecordCursor, since: int | None = None, notation: str = DEFAULT_NOTATION
) -> BoardOverlay:
    """The overlay at ``cursor``; ``since`` is where the previous frame stood (to fade what
    the rows in between eliminated), or None for just the last row. Units in labels are
    named in ``notation``."""
    record = cursor.record
    position = cursor.position
    styles: dict[int, str] = {}
    labels: dict[int, str] = {}
    notes: dict[int, str] = {}
    fading: dict[int, int] = {}
    board = cursor.board
    bad_unit = -1
    fade_from = max(position - FADE_ROWS, min(position - 1, since if since is not None else 0))
    for index in range(max(fade_from, 0), position):
        if record.kind[index] == rec.ELIMINATE:
            cell = record.cell[index]
            # (a cell fixed since shows its digit alone: no strike-out over it)
            gone = BIT[record.digit[index]]
            if board[cell] & gone == 0 and POPCOUNT[board[cell]] != 1:
                fading[cell] = fading.get(cell, 0) | gone
    for index in range(max(position - LABEL_ROWS, 0), position):
        if record.kind[index] == rec.DEDUCE and record.rule(index) != GIVEN:
            cell = record.cell[index]
            if SINGLE_DIGIT[board[cell]] != record.digit[index]:
                continue  # taken back since
            styles[cell] = CellStyle.DEDUCED
            rule, unit = record.rule(index), record.unit[index]
            labels[cell] = rule_label(rule, unit, notation)
            notes[cell] = rule_words(rule, unit, notation)
    tree = record.tree
    for node in tree.path_to(cursor.node)[1:]:
        cell = tree.cell[node]
        styles[cell] = CellStyle.GUESS
        labels[cell] = f"d{tree.depth[node]}"
        depth = tree.depth[node]
        notes[cell] = translate(
            "Frames", "a guess at depth {depth} (d{depth}): assumed, not deduced"
        ).format(depth=depth)
    if position:
        last = position - 1
        kind = record.kind[last]
        if kind == rec.CONTRADICTION:
            if record.unit[last] >= 0:
                bad_unit = record.unit[last]
            if record.cell[last] >= 0:
                styles[record.cell[last]] = CellStyle.CONTRADICTION
        elif kind == rec.BACKTRACK:
            for cell, _old, _new in record.restored(last):
                styles[cell] = CellStyle.BACKTRACK
                labels.pop(cell, None)
    cause = _cause(record, position - 1, board) if position else {}
    return BoardOverlay(
        tuple(board),
        styles,
        labels,
        fading,
        bad_unit,
        keeps_candidates(record),
        notes=notes,
        **cause,
    )


def _cause(record, index: int, board: list[int]) -> dict:
    """Why row ``index`` happened, as overlay fields (see ``BoardOverlay``)."""
    kind, cell, digit = record.kind[index], record.cell[index], record.digit[index]
    if kind == rec.ELIMINATE:
        if record.rule(index) == PEER:
            peers = record.event(index).cells
            return {"pointers": tuple((peer, cell, digit) for peer in peers[:1])}
        return {"marked": frozenset(record.event(index).cells)}
    if kind == rec.DEDUCE:
        rule = record.rule(index)
        if rule == HIDDEN_SINGLE and record.unit[index] >= 0:
            return {"cause_unit": record.unit[index], "marked": frozenset((cell,))}
        return {"marked": frozenset((cell,))}
    if kind == rec.SOLVED and record.solution_number(index) > 1:  # where it differs from 1
        first = record.solutions[0]
        return {
            "marked": frozenset(c for c in range(81) if str(SINGLE_DIGIT[board[c]]) != first[c])
        }
    if kind == rec.CONTRADICTION:
        found: dict = {"clashes": clashes(board)}
        if cell >= 0 and digit:
            holders = [p for p in PEERS[cell] if board[p] == BIT[digit]]
            found["pointers"] = tuple((p, cell, digit) for p in holders)
        elif cell >= 0:
            found["marked"] = frozenset((cell,))
        return found
    return {}


def clashes(board) -> frozenset[int]:
    """The cells whose fixed digit stands twice in one of their units."""
    found: set[int] = set()
    for unit in UNITS:
        seen: dict[int, int] = {}
        for cell in unit:
            digit = SINGLE_DIGIT[board[cell]]
            if digit:
                if digit in seen:
                    found.update((cell, seen[digit]))
                seen[digit] = cell
    return frozenset(found)


def keeps_candidates(record) -> bool:
    """Whether the recorded search narrows candidates (every strategy but plain backtracking,
    which only tries digits): without that, an open cell's "every digit" says nothing."""
    if record.start is None:
        return True
    return get_strategy(record.start.strategy).propagation != "none"
