"""What a cell shows, in words: the grid's accessible descriptions, for screen readers.

Automation and tests read the grid through these sentences too, so they say exactly what
is drawn in the cell.
"""

from __future__ import annotations

from solver.board import DIGITS_OF, POPCOUNT, SINGLE_DIGIT
from solver.notation import DEFAULT_NOTATION, cell_label
from sudoku_gui.document.model import Document


def _digit_list(mask: int) -> str:
    return " ".join(str(d) for d in DIGITS_OF[mask])


def describe_cell(
    document: Document, cell: int, notation: str = DEFAULT_NOTATION, candidates: bool = False
) -> str:
    """A sentence about one cell of the document, for screen readers and the status bar: what
    is drawn in it (the computed candidates only when the grid shows them)."""
    name = cell_label(cell, notation)
    kind = document.kind(cell)
    if kind is not None:
        words = {"given": "given", "entry": "your entry", "solver": "solver's digit"}[kind]
        text = f"{name}, {words} {document.value(cell)}"
        if cell in document.conflict_cells():
            text += ", conflict"
        return text
    parts = [f"{name}, empty"]
    if document.marks[cell]:
        parts.append(f"pencil marks {_digit_list(document.marks[cell])}")
    if candidates:
        computed = document.candidates(cell)
        parts.append(f"candidates {_digit_list(computed)}" if computed else "no candidates")
    return ", ".join(parts)


def describe_overlay_cell(
    cell: int, mask: int, candidates: bool = True, notation: str = DEFAULT_NOTATION
) -> str:
    """A sentence about one cell of the solver's board during playback (``candidates``:
    whether the solver keeps candidates at all, see ``BoardOverlay``)."""
    name = cell_label(cell, notation)
    if POPCOUNT[mask] == 1:
        return f"{name}, solver's digit {SINGLE_DIGIT[mask]}"
    if not mask:
        return f"{name}, no candidates left"
    if not candidates:
        return f"{name}, empty"
    return f"{name}, solver's candidates {_digit_list(mask)}"
