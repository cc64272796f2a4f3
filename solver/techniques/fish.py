"""Basic fish: X-wing, swordfish, jellyfish.

If in n rows a digit's places all lie in the same n columns, those rows put the digit in
each of the n columns, so the columns cannot hold it in any other row (and the same with
rows and columns swapped).
"""

from __future__ import annotations

from itertools import combinations

from solver.board import BIT, COL_OF, COLS, ROW_OF, ROWS
from solver.techniques.step import (
    Finder,
    Position,
    Step,
    Technique,
    cell_list,
    digit_list,
    removal_text,
)

# (base kind, cover kind, base units, cover lines, index of a cell in a cover line)
ORIENTATIONS = (
    ("rows", "columns", range(0, 9), COLS, COL_OF),
    ("columns", "rows", range(9, 18), ROWS, ROW_OF),
)


def fish_finder(size: int) -> Finder:
    """A finder of fish with ``size`` base lines (2: x-wing, 3: swordfish, 4: jellyfish)."""

    def find(position: Position, technique: Technique) -> Step | None:
        for digit in range(1, 10):
            for base_kind, cover_kind, base_units, cover_lines, line_of in ORIENTATIONS:
                bases = [
                    u
                    for u in base_units
                    if not position.placed_digits[u] & BIT[digit]
                    and 2 <= len(position.places[u][digit]) <= size
                ]
                for chosen in combinations(bases, size):
                    cells = tuple(sorted(c for u in chosen for c in position.places[u][digit]))
                    covers = sorted({line_of[c] for c in cells})
                    if len(covers) != size:
                        continue
                    eliminations = tuple(
                        (c, digit)
                        for line in covers
                        for c in cover_lines[line]
                        if c not in cells and position.masks[c] & BIT[digit]
                    )
                    if eliminations:
                        base_names = digit_list(u % 9 + 1 for u in chosen)
                        cover_names = digit_list(line + 1 for line in covers)
                        return Step(
                            technique=technique.name,
                            difficulty=technique.difficulty,
                            eliminations=eliminations,
                            cells=cells,
                            units=chosen,
                            digits=(digit,),
                            explanation=(
                                f"In {base_kind} {base_names}, {digit} can only go in "
                                f"{cover_kind} {cover_names} ({cell_list(cells)}), so each of "
                                f"those {cover_kind} has its {digit} in one of these "
                                f"{base_kind}: remove {removal_text(eliminations)}."
                            ),
                            area=f"{base_kind} {base_names}",
                        )
        return None

    return find
