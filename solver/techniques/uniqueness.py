"""Unique rectangle type 1: a technique that relies on the puzzle having one solution.

Four cells on two rows, two columns and two boxes, where three hold only the same two
digits: if the fourth could only be one of those digits too, the two digits could be
swapped around the rectangle and the puzzle would have two solutions. So the fourth cell
holds something else, and loses both digits. (All four cells are open, so none is a given.)
"""

from __future__ import annotations

from solver.board import BOX_OF, CELLS, COL_OF, COLS, DIGITS_OF, POPCOUNT, ROW_OF, ROWS
from solver.techniques.step import Position, Step, Technique, cell_list, digit_list, removal_text


def find_unique_rectangle(position: Position, technique: Technique) -> Step | None:
    """The first rectangle with three identical pairs and a fourth cell holding more."""
    masks = position.masks
    for corner in CELLS:
        pair = masks[corner]
        if POPCOUNT[pair] != 2:
            continue
        row, col = ROW_OF[corner], COL_OF[corner]
        row_mates = [c for c in ROWS[row] if c != corner and masks[c] == pair]
        col_mates = [c for c in COLS[col] if c != corner and masks[c] == pair]
        for across in row_mates:
            for down in col_mates:
                fourth = 9 * ROW_OF[down] + COL_OF[across]
                corners = (corner, across, down, fourth)
                if len({BOX_OF[c] for c in corners}) != 2:
                    continue
                if masks[fourth] & pair != pair or masks[fourth] == pair:
                    continue
                digits = DIGITS_OF[pair]
                eliminations = tuple((fourth, d) for d in digits)
                rows = digit_list(sorted({ROW_OF[c] + 1 for c in corners}))
                cols = digit_list(sorted({COL_OF[c] + 1 for c in corners}))
                both = digit_list(digits)
                return Step(
                    technique=technique.name,
                    difficulty=technique.difficulty,
                    eliminations=eliminations,
                    cells=tuple(sorted(corners)),
                    digits=digits,
                    explanation=(
                        f"{cell_list(sorted((corner, across, down)))} hold only {both}. If "
                        f"{cell_list((fourth,))} were {' or '.join(map(str, digits))}, the "
                        f"two digits could swap around the rectangle and the puzzle would "
                        f"have two solutions; it has one, so remove "
                        f"{removal_text(eliminations)}."
                    ),
                    area=f"rows {rows}, columns {cols}",
                )
    return None
