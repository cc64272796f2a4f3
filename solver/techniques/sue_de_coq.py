"""Sue de Coq: two or three cells where a box meets a line, whose digits the rest of the
line and box split between them, so those digits leave every other cell of both.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from solver.board import DIGITS_OF, POPCOUNT, UNIT_BITS, UNITS, bit_cells, unit_name
from solver.phrase import QT_TRANSLATE_NOOP, Phrase
from solver.techniques.step import (
    Position,
    Step,
    Technique,
    cell_list,
    digit_list,
    removal_text,
    technique,
)

# The largest ALS the finders use, in cells, and how many ALSs a chain may have.


def _sue_de_coq(position: Position, tech: Technique) -> Iterator[Step]:
    """Sue de Coq: two or three open cells C where a box meets a line, holding digits V
    (at least |C| + 2 of them); cells L of the line and B of the box (outside C) with
    disjoint digits VL and VB, such that C, L and B together hold exactly as many digits
    as they have cells. No digit can be twice among them (VL and VB are disjoint, and each
    of C+L and C+B is in one unit), so each digit is there once: the digits outside VB are
    in C or L, on the line; those outside VL are in C or B, in the box."""
    masks = position.masks
    for box in range(18, 27):
        for line in range(18):
            inter = UNIT_BITS[box] & UNIT_BITS[line]
            if not inter:
                continue
            core = [c for c in bit_cells(inter) if POPCOUNT[masks[c]] > 1]
            if len(core) < 2:
                continue
            line_rest = [c for c in UNITS[line] if not inter >> c & 1 and POPCOUNT[masks[c]] > 1]
            box_rest = [c for c in UNITS[box] if not inter >> c & 1 and POPCOUNT[masks[c]] > 1]
            for size in (2, 3):
                for cs in combinations(core, size):
                    v = 0
                    for c in cs:
                        v |= masks[c]
                    if POPCOUNT[v] < size + 2:
                        continue
                    yield from _sdc_parts(tech, masks, box, line, core, cs, v, line_rest, box_rest)


def _subsets(masks, cells, v: int, limit: int):
    """Subsets of ``cells`` (up to ``limit`` cells) that bring fewer new digits than cells:
    (cells, digits, cells - digits outside ``v``)."""
    found = []
    for size in range(1, min(limit, len(cells)) + 1):
        for chosen in combinations(cells, size):
            digits = 0
            for c in chosen:
                digits |= masks[c]
            gain = size - POPCOUNT[digits & ~v]
            if gain >= 1:
                found.append((chosen, digits, gain))
    return found


def _sdc_parts(tech, masks, box, line, core, cs, v, line_rest, box_rest) -> Iterator[Step]:
    need = POPCOUNT[v] - len(cs)
    core_rest = [c for c in core if c not in cs]
    line_sets = [s for s in _subsets(masks, line_rest, v, need) if s[1] & v]
    box_sets = [s for s in _subsets(masks, box_rest, v, need) if s[1] & v]
    for l_cells, l_digits, l_gain in line_sets:
        for b_cells, b_digits, b_gain in box_sets:
            if l_gain + b_gain != need or l_digits & b_digits:
                continue
            union = v | l_digits | b_digits
            line_out = union & ~b_digits
            box_out = union & ~l_digits
            eliminations = []
            for c in line_rest:
                if c not in l_cells:
                    eliminations.extend((c, d) for d in DIGITS_OF[masks[c] & line_out])
            for c in box_rest:
                if c not in b_cells:
                    eliminations.extend((c, d) for d in DIGITS_OF[masks[c] & box_out])
            for c in core_rest:  # in the line and the box
                eliminations.extend((c, d) for d in DIGITS_OF[masks[c] & (line_out | box_out)])
            if not eliminations:
                continue
            eliminations = tuple(sorted(set(eliminations)))
            cells = tuple(sorted((*cs, *l_cells, *b_cells)))
            text = Phrase(
                QT_TRANSLATE_NOOP(
                    "Solver",
                    "{cells} hold {digits}; with {line_cells} ({line_digits}) on the line and "
                    "{box_cells} ({box_digits}) in the box, {count} cells hold {count} digits, "
                    "each "
                    "once: remove {removals}.",
                ),
                cells=cell_list(cs),
                digits=digit_list(DIGITS_OF[v]),
                line_cells=cell_list(l_cells),
                line_digits=digit_list(DIGITS_OF[l_digits]),
                box_cells=cell_list(b_cells),
                box_digits=digit_list(DIGITS_OF[b_digits]),
                count=len(cells),
                removals=removal_text(eliminations),
            )
            yield Step(
                technique=tech.name,
                difficulty=tech.difficulty,
                eliminations=eliminations,
                cells=cells,
                units=(box, line),
                digits=DIGITS_OF[union],
                explanation=text,
                area=unit_name(box),
                groups=(
                    ("core", tuple(cs), DIGITS_OF[v]),
                    ("line", tuple(l_cells), DIGITS_OF[l_digits]),
                    ("box", tuple(b_cells), DIGITS_OF[b_digits]),
                ),
            )


def sue_de_coq(difficulty: int) -> Technique:
    return technique("sue de coq", difficulty, _sue_de_coq)
