"""Fish: X-wing, swordfish, jellyfish, plain, finned and sashimi.

If in n rows (the base) a digit's places all lie in the same n columns (the cover), those
rows put the digit in each of the n columns, so the columns cannot hold it in any other row
(and the same with rows and columns swapped).

A finned fish has extra places (fins) in the base rows, outside the cover, all in one box.
Either a fin holds the digit, or the fish without its fins is a fish: either way a cell of
a cover column inside the fins' box (outside the base rows) loses the digit. It is a sashimi
fish when a base row has only one place left in the cover without its fins (so the fish
without fins would not even be one).

Each base line is a 9-bit mask of the cover lines where the digit can go, so a fish is a few
ORs of masks. ``basic_fish`` searches one digit's basic fish on its 81-bit set of places:
the teaching x-wing, swordfish and jellyfish, and the X-wing SE's nested rungs apply on a
branch's grid (solver.se.branch_rules, in SE's order).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from itertools import combinations

from solver.board import COL_OF, COLS, POPCOUNT, ROW_OF, ROWS, bit_cells, unit_name
from solver.phrase import QT_TRANSLATE_NOOP, Phrase, listing
from solver.techniques.places import first_fish, unit_places
from solver.techniques.step import (
    Finder,
    Position,
    Step,
    Technique,
    cell_list,
    first_of,
    removal_text,
)

SIZE_NAMES = {2: "x-wing", 3: "swordfish", 4: "jellyfish"}
# The columns (or rows) of each stack (band), as 9-bit masks.
THIRDS = (0b000000111, 0b000111000, 0b111000000)


# What a finned fish adds to its sentence: its one fin, or its fins (which share a box).
_ONE_FIN = QT_TRANSLATE_NOOP(
    "Solver",
    " apart from the fin {fin_cells}. Either the fin holds {digit}, or each of those "
    "{cover_kind} has its {digit} in one of these {base_kind}: either way the cells of the "
    "cover in the fin's box lose it",
)
_FINS = QT_TRANSLATE_NOOP(
    "Solver",
    " apart from the fins {fin_cells}, which share a box. Either a fin holds {digit}, or each "
    "of those {cover_kind} has its {digit} in one of these {base_kind}: either way the cells "
    "of the cover in the fins' box lose it",
)


def _lines(places: int, open_bits: int, by_rows: bool) -> list[int]:
    """For each base line (row or column) the mask of cover lines where a digit can go, its
    candidates being ``places`` (81-bit); 0 for a line where it is held already (a place
    not in ``open_bits``)."""
    masks = [0] * 9
    for row in range(9):
        row_places = places >> (9 * row) & 0x1FF  # the row's places, a bit per column
        if by_rows:
            masks[row] = row_places
            continue
        while row_places:  # turned round: a bit per row in each column's mask
            low = row_places & -row_places
            masks[low.bit_length() - 1] |= 1 << row
            row_places ^= low
    base_of = ROW_OF if by_rows else COL_OF
    for cell in bit_cells(places & ~open_bits):
        masks[base_of[cell]] = 0
    return masks


# FITS[mask]: the fewest of a mask's lines left outside one third (box band or stack):
# a finned fish's lines outside its fins' third are all cover lines.
FITS = tuple(
    min(POPCOUNT[m & ~t] for t in (0b000000111, 0b000111000, 0b111000000)) for m in range(512)
)


def _base_sets(lines, bases, size, finned):
    """Every ``size`` of ``bases`` (ascending) whose lines could be covered by ``size``
    cover lines (``finned``: outside the fins' third): (chosen base lines, their mask)."""
    chosen: list[int] = []
    limit = FITS if finned else POPCOUNT

    def grow(start: int, union: int):
        if len(chosen) == size:
            yield tuple(chosen), union
            return
        for i in range(start, len(bases) - (size - len(chosen)) + 1):
            wider = union | lines[bases[i]]
            if limit[wider] > size:
                continue
            chosen.append(bases[i])
            yield from grow(i + 1, wider)
            chosen.pop()

    return grow(0, 0)


def _cell(by_rows: bool, base: int, cover: int) -> int:
    return 9 * base + cover if by_rows else 9 * cover + base


# The line indices of each 9-bit mask.
ITEMS = tuple(tuple(i for i in range(9) if m >> i & 1) for m in range(512))


def _mask_items(mask: int) -> tuple[int, ...]:
    return ITEMS[mask]


def _fish(position: Position, technique: Technique, size: int, kind: str) -> Iterator[Step]:
    """Every fish of ``size`` base lines of ``kind`` ("basic", "finned" or "sashimi"); the
    finned and sashimi fish of a size are found together, once per position."""
    if kind == "basic":
        found = _find_fish(position, size, kind)
    else:
        found = position.shared(("fins", size), lambda p: list(_find_fish(p, size, "finned")))
    for fish_kind, args in found:
        if fish_kind == kind:
            yield _step(technique, *args)


def basic_fish(
    places: int, open_bits: int, size: int, by_rows: bool
) -> Iterator[tuple[tuple[int, ...], int, list[int], tuple[int, ...]]]:
    """Every basic fish of a digit whose candidates are ``places`` (81-bit), its ``size``
    base lines rows when ``by_rows`` (else columns), base sets in ascending order: (the
    base lines, the cover lines' 9-bit mask, each base line's mask of cover lines
    (``_lines``), the cells losing the digit, cover line by cover line). A line where the
    digit is held already (a place not in ``open_bits``) is no base line.

    The teaching fish and SE's X-wing (solver.se.branch_rules, which orders and filters
    them its own way) are these."""
    lines = _lines(places, open_bits, by_rows)
    bases = [b for b in range(9) if 2 <= POPCOUNT[lines[b]] <= size]
    if len(bases) < size:
        return  # (most often so: the branch rules ask about every digit)
    for chosen, cover in _base_sets(lines, bases, size, False):
        if POPCOUNT[cover] != size:
            continue
        gone = tuple(
            _cell(by_rows, base, c)
            for c in _mask_items(cover)
            for base in range(9)
            if base not in chosen and places >> _cell(by_rows, base, c) & 1
        )
        if gone:
            yield chosen, cover, lines, gone


def _find_fish(position: Position, size: int, kind: str) -> Iterator[tuple[str, tuple]]:
    """(kind, arguments of _step but the technique) of every fish of ``size``: basic ones
    for ``kind`` "basic", finned and sashimi ones otherwise."""
    open_bits = position.open_bits
    for digit in range(1, 10):
        places = position.candidate_bits[digit]
        for by_rows in (True, False):
            if kind == "basic":
                for found in basic_fish(places, open_bits, size, by_rows):
                    yield kind, _basic_args(digit, by_rows, *found)
                continue
            lines = _lines(places, open_bits, by_rows)
            bases = [b for b in range(9) if 1 <= POPCOUNT[lines[b]] <= size + 3]
            for chosen, union in _base_sets(lines, bases, size, True):
                count = POPCOUNT[union]
                if count <= size:
                    continue
                for third in THIRDS:
                    outside = union & ~third
                    need = size - POPCOUNT[outside]
                    inside = union & third
                    if need < 0 or POPCOUNT[inside] <= need:
                        continue
                    for extra in combinations(_mask_items(inside), need):
                        cover = outside
                        for c in extra:
                            cover |= 1 << c
                        fins = union & ~cover
                        # Every base line reaches the cover; the fins share a box band.
                        band = -1
                        for b in chosen:
                            if not lines[b] & cover:
                                band = -2
                                break
                            if lines[b] & fins:
                                if band == -1:
                                    band = b // 3
                                elif band != b // 3:
                                    band = -2
                                    break
                        if band < 0:
                            continue
                        # Something to remove: the digit in the cover, in the fins' box.
                        hit = 0
                        for base in range(3 * band, 3 * band + 3):
                            if base not in chosen:
                                hit |= lines[base]
                        if not hit & cover & third:
                            continue
                        in_cover = [POPCOUNT[lines[b] & cover] for b in chosen]
                        fish_kind = "sashimi" if min(in_cover) == 1 else "finned"
                        eliminations = tuple(
                            sorted(
                                (_cell(by_rows, base, c), digit)
                                for c in _mask_items(cover & third)
                                for base in range(3 * band, 3 * band + 3)
                                if base not in chosen and places >> _cell(by_rows, base, c) & 1
                            )
                        )
                        if eliminations:
                            yield (
                                fish_kind,
                                (digit, by_rows, chosen, cover, lines, fins, eliminations),
                            )


def _basic_args(digit, by_rows, chosen, cover, lines, gone) -> tuple:
    """The arguments of ``_step`` (but the technique) of a fish of ``basic_fish``."""
    return digit, by_rows, chosen, cover, lines, 0, tuple((cell, digit) for cell in gone)


def _first_basic(position: Position, technique: Technique, size: int) -> Step | None:
    """The first basic fish of ``_fish``: its digit and kind of base lines searched on the
    position's unit places (in C), then the fish itself, the first ``basic_fish`` gives
    for them."""
    found = first_fish(unit_places(position), size)
    if found is None:
        return None
    digit, by_rows = found
    places = position.candidate_bits[digit]
    fish = next(basic_fish(places, position.open_bits, size, by_rows))
    return _step(technique, *_basic_args(digit, by_rows, *fish))


def _step(technique, digit, by_rows, chosen, cover, lines, fins, eliminations) -> Step:
    rows = Phrase(QT_TRANSLATE_NOOP("Solver", "rows"))
    columns = Phrase(QT_TRANSLATE_NOOP("Solver", "columns"))
    base_kind, cover_kind = (rows, columns) if by_rows else (columns, rows)
    covers = _mask_items(cover)
    cells = tuple(
        sorted(_cell(by_rows, b, c) for b in chosen for c in _mask_items(lines[b] & cover))
    )
    fin_cells = tuple(
        sorted(_cell(by_rows, b, c) for b in chosen for c in _mask_items(lines[b] & fins))
    )
    base_units = tuple(b if by_rows else 9 + b for b in chosen)
    cover_units = tuple(9 + c if by_rows else c for c in covers)
    # (each line by its own name, "row 3 and row 7", so that every notation renames it)
    bases = listing([unit_name(u) for u in base_units])
    covers_named = listing([unit_name(u) for u in cover_units])
    groups = tuple(("base", ROWS[b] if by_rows else COLS[b], (digit,)) for b in chosen) + tuple(
        ("cover", COLS[c] if by_rows else ROWS[c], (digit,)) for c in covers
    )
    if fin_cells:
        groups += (("fin", fin_cells, (digit,)),)
        fin_text = Phrase(
            _ONE_FIN if len(fin_cells) == 1 else _FINS,
            fin_cells=cell_list(fin_cells),
            digit=digit,
            cover_kind=cover_kind,
            base_kind=base_kind,
        )
    else:
        fin_text = Phrase(
            QT_TRANSLATE_NOOP(
                "Solver",
                ", so each of those {cover_kind} has its {digit} in one of these {base_kind}",
            ),
            cover_kind=cover_kind,
            digit=digit,
            base_kind=base_kind,
        )
    return Step(
        technique=technique.name,
        difficulty=technique.difficulty,
        eliminations=eliminations,
        cells=tuple(sorted(cells + fin_cells)),
        units=base_units + cover_units if fin_cells else base_units,
        digits=(digit,),
        explanation=(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Solver",
                    "In {bases}, {digit} can only go in {covers} ({cells}){fin_text}: "
                    "remove {removals}.",
                ),
                bases=bases,
                digit=digit,
                covers=covers_named,
                cells=cell_list(cells),
                fin_text=fin_text,
                removals=removal_text(eliminations),
            )
        ),
        area=bases,
        groups=groups,
    )


def fish_enumerator(size: int, kind: str = "basic"):
    """The enumerator of fish with ``size`` base lines (2: x-wing, 3: swordfish,
    4: jellyfish) of ``kind`` ("basic", "finned", "sashimi")."""

    def enumerate_steps(position: Position, technique: Technique) -> Iterator[Step]:
        return _fish(position, technique, size, kind)

    return enumerate_steps


def fish_finder(size: int, kind: str = "basic") -> Finder:
    """A finder of fish: the first step of ``fish_enumerator``, basic fish searched in C."""
    if kind == "basic":
        return partial(_first_basic, size=size)
    return first_of(fish_enumerator(size, kind))


def fish(size: int, kind: str, difficulty: int) -> Technique:
    """The technique "x-wing", "finned swordfish", "sashimi jellyfish", ..."""
    name = SIZE_NAMES[size] if kind == "basic" else f"{kind} {SIZE_NAMES[size]}"
    return Technique(name, difficulty, fish_finder(size, kind), fish_enumerator(size, kind))
