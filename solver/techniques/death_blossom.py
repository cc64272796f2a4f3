"""Death blossom: a stem cell whose every digit empties an almost locked set (a petal).

Whatever the stem holds, that digit's petal loses it and is locked; so a digit z that every
petal holds (and the stem does not) is in one of the petals, and a cell seeing every z of
every petal is not z. The sets are ``als.almost_locked_sets``.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

from solver.board import DIGITS_OF, PEER_BITS, POPCOUNT, bit_cells, rc_name
from solver.phrase import QT_TRANSLATE_NOOP, Phrase, joined
from solver.techniques.als import almost_locked_sets, als_step
from solver.techniques.step import (
    Position,
    Step,
    Technique,
    digit_list,
    removal_text,
    technique,
)

# How many petal combinations a death blossom search tries per stem and digit.
BLOSSOM_BUDGET = 2000


def _death_blossom(position: Position, tech: Technique) -> Iterator[Step]:
    """Death blossom: a stem cell and, for each of its digits d, an ALS (a petal) whose d
    cells all see the stem. Whatever the stem holds, that digit's petal loses it and is
    locked; so a digit z that every petal holds (and the stem does not) is in one of them,
    and a cell seeing every z of every petal is not z."""
    masks = position.masks
    sets = almost_locked_sets(position)
    digit_cells = position.digit_cells
    for stem in range(81):
        stem_mask = masks[stem]
        if not 2 <= POPCOUNT[stem_mask] <= 3:
            continue
        stem_bit = 1 << stem
        stem_digits = DIGITS_OF[stem_mask]
        petals = {
            d: [
                a
                for a in sets
                if a.digits >> (d - 1) & 1
                and not a.bits & stem_bit
                and not a.places[d] & ~PEER_BITS[stem]
            ]
            for d in stem_digits
        }
        if not all(petals.values()):
            continue
        for z in range(1, 10):
            if stem_mask >> (z - 1) & 1:
                continue
            choices = [[a for a in petals[d] if a.places[z]] for d in stem_digits]
            if not all(choices):
                continue
            budget = BLOSSOM_BUDGET
            for chosen in product(*choices):
                budget -= 1
                if budget < 0:
                    break
                cells = 0
                targets = digit_cells[z]
                for a in chosen:
                    targets &= a.seen(z)
                    cells |= a.bits
                targets &= ~cells & ~stem_bit
                if not targets:
                    continue
                eliminations = tuple((c, z) for c in bit_cells(targets))
                petal_text = joined(
                    [
                        Phrase(
                            QT_TRANSLATE_NOOP("Solver", "for {digit}, {als}"),
                            digit=d,
                            als=a.describe(),
                        )
                        for d, a in zip(stem_digits, chosen, strict=True)
                    ],
                    strong=True,
                )
                yield als_step(
                    tech,
                    chosen,
                    eliminations,
                    Phrase(
                        QT_TRANSLATE_NOOP(
                            "Solver",
                            "{stem} holds {stem_digits}; for each, an almost locked set whose "
                            "places of that digit all see {stem}: {petal_text}. Whatever {stem} "
                            "is, that set loses the digit and is locked, so holds {z}: remove "
                            "{removals}.",
                        ),
                        stem=rc_name(stem),
                        stem_digits=digit_list(stem_digits),
                        petal_text=petal_text,
                        z=z,
                        removals=removal_text(eliminations),
                    ),
                    Phrase(
                        QT_TRANSLATE_NOOP("Solver", "the sets around {cell}"), cell=rc_name(stem)
                    ),
                )


def death_blossom(difficulty: int) -> Technique:
    return technique("death blossom", difficulty, _death_blossom)
