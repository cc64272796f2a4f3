"""What a cell shows, in words: the grid's accessible descriptions, for screen readers.

Automation and tests read the grid through these sentences too, so they say exactly what
is drawn in the cell.
"""

from __future__ import annotations

from solver.board import DIGITS_OF, POPCOUNT, SINGLE_DIGIT
from solver.notation import DEFAULT_NOTATION, cell_label
from sudoku_gui.document.model import Document
from sudoku_gui.support.words import QT_TRANSLATE_NOOP, translate

# What a filled cell holds, by ``Document.kind``.
_KINDS = {
    "given": QT_TRANSLATE_NOOP("CellDescription", "{cell}, given {digit}"),
    "entry": QT_TRANSLATE_NOOP("CellDescription", "{cell}, your entry {digit}"),
    "solver": QT_TRANSLATE_NOOP("CellDescription", "{cell}, solver's digit {digit}"),
}


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
        text = translate("CellDescription", _KINDS[kind]).format(
            cell=name, digit=document.value(cell)
        )
        if cell in document.conflict_cells():
            text = translate("CellDescription", "{described}, conflict").format(described=text)
        return text
    parts = [translate("CellDescription", "{cell}, empty").format(cell=name)]
    if document.marks[cell]:
        parts.append(
            translate("CellDescription", "pencil marks {digits}").format(
                digits=_digit_list(document.marks[cell])
            )
        )
    if candidates:
        computed = document.candidates(cell)
        parts.append(
            translate("CellDescription", "candidates {digits}").format(digits=_digit_list(computed))
            if computed
            else translate("CellDescription", "no candidates")
        )
    return translate("CellDescription", ", ").join(parts)


def describe_overlay_cell(
    cell: int, mask: int, candidates: bool = True, notation: str = DEFAULT_NOTATION
) -> str:
    """A sentence about one cell of the solver's board during playback (``candidates``:
    whether the solver keeps candidates at all, see ``BoardOverlay``)."""
    name = cell_label(cell, notation)
    if POPCOUNT[mask] == 1:
        text = translate("CellDescription", "{cell}, solver's digit {digit}")
        return text.format(cell=name, digit=SINGLE_DIGIT[mask])
    if not mask:
        return translate("CellDescription", "{cell}, no candidates left").format(cell=name)
    if not candidates:
        return translate("CellDescription", "{cell}, empty").format(cell=name)
    return translate("CellDescription", "{cell}, solver's candidates {digits}").format(
        cell=name, digits=_digit_list(mask)
    )
