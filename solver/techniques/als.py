# cython: boundscheck=False
"""Almost locked sets: ALS-XZ, ALS-XY-wing and ALS chains (death blossom: ``death_blossom``).

An almost locked set (ALS) is n open cells of one unit holding n + 1 digits together (a cell
with two candidates is the smallest). Take away any one of its digits and the rest are
locked in it: each is placed in one of its cells.

Two ALSs A and B share a restricted common candidate (RCC) x when both hold x and every x
of A sees every x of B: x is in at most one of them. Then

* ALS-XZ: if x is not in A, A is locked and holds every other digit; the same for B. One of
  them lacks x, so for any other digit z of both, z is in A or in B: a cell that sees every
  z of both is not z. With two RCCs (doubly linked) both sets are locked but for one RCC
  each: their other digits leave every cell seeing all of theirs, and each RCC leaves every
  cell that sees all of its places in both.
* ALS-XY-wing: a pivot C with an RCC x to A and another, y, to B. C lacks at most one of its
  digits, so it holds x (then A has no x: locked) or y (B locked): z of A and B as before.
* ALS chain: A1 -x1- A2 -x2- ... An, each link an RCC different from the one before. If A1
  lacks z, A1 is locked and holds x1, so A2 lacks x1 and holds x2, ... and An holds z.

A position's sets are found once and kept as flat columns (``AlsTable``): each set's unit, its
places in the unit (a 9-bit mask), its digits, and its cells as three 27-bit words (cells 0-26,
27-53, 54-80), which the compiled module reads as C arrays and C ints. A position has hundreds
of sets and SE's wings test only a few of them against bivalue cells: testing them there, with
no Python object per set, is what keeps the wings cheap. The ``Als`` of a set (81-bit cell
sets, its describing words) is built when a step, or a finder walking every set, asks for it.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator
from itertools import combinations
from operator import itemgetter

from solver.board import (
    COUNT,
    DIGITS_OF,
    LOWEST,
    PEER_BITS,
    POPCOUNT,
    UNIT_CELLS,
    bit_cells,
    rc_name,
)
from solver.phrase import QT_TRANSLATE_NOOP, Phrase
from solver.se.keys import zeros
from solver.techniques.step import (
    Position,
    Step,
    Technique,
    cell_list,
    digit_list,
    removal_text,
    seen_by_all,
    technique,
)

# What a doubly linked pair of sets adds to its sentence.
_BOTH_LOCKED = QT_TRANSLATE_NOOP(
    "Solver", " (with two such digits, each set is locked apart from them)"
)

# The largest ALS the finders use, in cells, and how many ALSs a chain may have.
MAX_ALS_CELLS = 6
MAX_CHAIN = 6
# How many partial chains an ALS-chain search may extend, per position.
CHAIN_BUDGET = 40000

# An 81-bit cell set as three words of 27 bits (a band of three rows each): C ints.
WORD_BITS = 27
WORD = (1 << WORD_BITS) - 1
# PEER_WORDS[3 * cell + k]: word k of the cell's peers; the compiled module reads it, and
# board's UNIT_CELLS, COUNT and LOWEST, as C arrays.
PEER_WORDS = array(
    "i", [PEER_BITS[c] >> (WORD_BITS * k) & WORD for c in range(81) for k in range(3)]
)
# CELL_BITS[cell]: the cell as an 81-bit set (a Python int, where ``1 << cell`` in C would
# overflow).
CELL_BITS = tuple(1 << cell for cell in range(81))


class Als:
    """An almost locked set: its cells (81-bit set and tuple), digits (mask), the unit
    that holds it, and per digit (index 1..9) the cells holding it. ``seen(digit)``, the
    cells outside the set that see all of those, is worked out when first asked: a
    position has hundreds of sets, and most are never tested against another."""

    __slots__ = ("bits", "cells", "digits", "unit", "places", "_seen")

    def __init__(self, bits: int, cells: tuple[int, ...], digits: int, unit: int, places):
        self.bits = bits
        self.cells = cells
        self.digits = digits
        self.unit = unit
        self.places = places
        self._seen = [-1] * 10

    def seen(self, digit: int) -> int:
        cells = self._seen[digit]
        if cells < 0:
            cells = self._seen[digit] = seen_by_all(self.places[digit]) & ~self.bits
        return cells

    def describe(self) -> str:
        digits = digit_list(DIGITS_OF[self.digits])
        return Phrase(
            QT_TRANSLATE_NOOP("Solver", "{cells} ({digits})"),
            cells=cell_list(self.cells),
            digits=digits,
        )


class AlsTable:
    """Every ALS of a position, as flat columns (``_find_sets`` builds them; they may run
    past the ``count`` sets). Set ``i`` lies in ``unit[i]`` at the places of mask
    ``places[i]`` and holds ``digits[i]`` (a 9-bit mask); its cells are words ``3 * i`` to
    ``3 * i + 2`` of ``words``. ``holding[10 * unit + digit]``: the places of a unit's open
    cells holding the digit; ``digit_words[3 * digit + k]``: the open cells holding it. Set
    ``i``'s ``Als`` is ``als(i)``."""

    __slots__ = (
        "count",
        "unit",
        "places",
        "digits",
        "words",
        "holding",
        "digit_words",
        "_sets",
    )

    def __init__(self, count: int, sets: tuple, holding, digit_words) -> None:
        self.count = count
        self.unit, self.places, self.digits, self.words = sets
        self.holding = holding
        self.digit_words = digit_words
        self._sets = [None] * count

    def als(self, i: int) -> Als:
        """Set ``i`` as an ``Als``, built when first asked."""
        found = self._sets[i]
        if found is None:
            unit = self.unit[i]
            digits = DIGITS_OF[self.digits[i]]
            cells = []
            places = [0] * 10
            for place in range(9):
                if self.places[i] >> place & 1:
                    cell = UNIT_CELLS[9 * unit + place]
                    cells.append(cell)
                    for d in digits:
                        if self.holding[10 * unit + d] >> place & 1:
                            places[d] |= CELL_BITS[cell]
            bits = _joined(self.words[3 * i], self.words[3 * i + 1], self.words[3 * i + 2])
            found = Als(bits, tuple(cells), self.digits[i], unit, tuple(places))
            self._sets[i] = found
        return found


def _find_sets(position: Position) -> AlsTable:
    """Every ALS of the position in the finders' order: units in order (rows, columns,
    boxes), in each the order of a depth-first search adding cells by place; a set in two
    units once, in the first."""
    masks = [0] * 81  # (the open cells' candidates, 0 for a cell of one)
    for cell in range(81):
        mask = position.masks[cell]
        masks[cell] = mask if COUNT[mask] > 1 else 0
    holding = zeros("h", 270)
    digit_words = zeros("i", 30)
    opened = [0] * 27
    for unit in range(27):
        for place in range(9):
            cell = UNIT_CELLS[9 * unit + place]
            mask = masks[cell]
            if mask:
                opened[unit] += 1
                while mask:
                    low = mask & -mask
                    mask ^= low
                    digit = LOWEST[low] + 1
                    holding[10 * unit + digit] |= 1 << place
                    if unit < 9:  # (each cell once: in its row)
                        digit_words[3 * digit + cell // WORD_BITS] |= 1 << (cell % WORD_BITS)
    limits = [0] * 27
    for unit in range(27):
        limits[unit] = min(MAX_ALS_CELLS, opened[unit] - 1)
    # Each unit's sets, then the columns at once (an array grown by appends costs more).
    grown_by_unit = []
    total = 0
    unit_masks = [0] * 9
    open_places = [0] * 9
    for unit in range(27):
        n = 0
        for place in range(9):
            mask = masks[UNIT_CELLS[9 * unit + place]]
            if mask:
                unit_masks[n] = mask
                open_places[n] = place
                n += 1
        grown = _grow(unit_masks, open_places, n, limits[unit])
        grown_by_unit.append(grown)
        total += len(grown) // 3
    units = zeros("b", total)
    places = zeros("h", total)
    digits = zeros("h", total)
    words = zeros("i", 3 * total)
    count = 0
    for unit in range(27):
        grown = grown_by_unit[unit]
        for at in range(0, len(grown), 3):
            where = grown[at]
            if unit >= 9 and _listed_before(limits, unit, where, grown[at + 2]):
                continue
            units[count] = unit
            places[count] = where
            digits[count] = grown[at + 1]
            _fill_words(unit, where, words, 3 * count)
            count += 1
    return AlsTable(count, (units, places, digits, words), holding, digit_words)


def _listed_before(limits, unit: int, places: int, size: int) -> bool:
    """Whether the ALS at ``places`` of ``unit`` is listed already: an earlier unit holds all
    its cells (a row comes before a column, both before a box) and takes sets of its size
    (``limits``). Being an ALS depends only on the cells, so that unit found it. (A row's
    sets are all new.)"""
    first = UNIT_CELLS[9 * unit + LOWEST[places]]
    row = first // 9
    col = first % 9
    same_row = same_col = True
    for place in range(9):
        if places >> place & 1:
            cell = UNIT_CELLS[9 * unit + place]
            same_row = same_row and cell // 9 == row
            same_col = same_col and cell % 9 == col
    return (same_row and size <= limits[row]) or (
        unit >= 18 and same_col and size <= limits[9 + col]
    )


def _fill_words(unit: int, places: int, words, at: int) -> None:
    """Adds the cells at ``places`` of ``unit``, as three 27-bit words, to ``words[at]``,
    ``words[at + 1]`` and ``words[at + 2]`` (zeros before)."""
    for place in range(9):
        if places >> place & 1:
            cell = UNIT_CELLS[9 * unit + place]
            words[at + cell // WORD_BITS] |= 1 << (cell % WORD_BITS)


def _joined(low, middle, high):
    """The 81-bit cell set of three words (Python ints: the shifts pass 64 bits)."""
    return low | middle << WORD_BITS | high << (2 * WORD_BITS)


def _table(position: Position) -> AlsTable:
    """The position's ALS table, built once per position."""
    return position.shared("als table", _find_sets)


def _grow(masks, places, n: int, limit: int) -> list[int]:
    """The ALSs among the first ``n`` open cells of a unit, whose candidates are ``masks``
    and places ``places``, of at most ``limit`` cells: (places as a 9-bit mask, digits,
    cells) flat, in the order of a depth-first search adding cells in order (which orders
    the sets, so their links). Iterative, so that it runs on C arrays when compiled."""
    found = []
    picks = [0] * 8
    unions = [0] * 8
    depth = 0
    following = 0
    chosen = 0
    while True:
        if depth < limit and following < n:
            i = following
            following = i + 1
            union = unions[depth] | masks[i]
            # Each further cell lowers (digits - cells) by at most one.
            if COUNT[union] - depth - 2 > n - i - 1:
                continue
            picks[depth] = i
            depth += 1
            unions[depth] = union
            chosen |= 1 << places[i]
            if COUNT[union] == depth + 1:
                found.append(chosen)
                found.append(union)
                found.append(depth)
        elif depth:
            depth -= 1
            following = picks[depth] + 1
            chosen &= ~(1 << places[picks[depth]])
        else:
            return found


def almost_locked_sets(position: Position) -> list[Als]:
    """Every ALS of the position (cells in one unit), built once per position."""
    return position.shared("almost locked sets", _all_sets)


def _all_sets(position: Position) -> list[Als]:
    table = _table(position)
    return [table.als(i) for i in range(table.count)]


def _links(position: Position) -> list[list[tuple[int, int]]]:
    """For each ALS (by index), its RCC partners: (other index, digit), disjoint sets."""
    return position.shared("als links", _build_links)


def _build_links(position: Position) -> list[list[tuple[int, int]]]:
    return [_find_partners(position, i) for i in range(len(almost_locked_sets(position)))]


def _by_first(position: Position) -> list[dict[int, list[int]]]:
    """Per digit: the indices of the sets holding it, by the first cell holding it."""
    by_first: list[dict[int, list[int]]] = [{} for _ in range(10)]
    for i, s in enumerate(almost_locked_sets(position)):
        for d in DIGITS_OF[s.digits]:
            first = (s.places[d] & -s.places[d]).bit_length() - 1
            by_first[d].setdefault(first, []).append(i)
    return by_first


def _find_partners(position: Position, i: int) -> list[tuple[int, int]]:
    """The RCC partners of set ``i``: (other index, digit) of disjoint sets, ordered by
    digit, then the other set's first cell holding it, then index."""
    sets = almost_locked_sets(position)
    by_first = position.shared("als by first cell", _by_first)
    digit_cells = position.digit_cells
    a = sets[i]
    found = []
    for x in DIGITS_OF[a.digits]:
        seen = a.seen(x)
        index = by_first[x]
        for c in bit_cells(seen & digit_cells[x]):
            for j in index.get(c, ()):
                b = sets[j]
                if not a.bits & b.bits and not b.places[x] & ~seen:
                    found.append((j, x))
    return found


def _removals(table: AlsTable, i: int, j: int, keep: int) -> dict[int, int]:
    """digit -> target cells, for the digits of sets ``i`` and ``j`` but those of mask
    ``keep``: the cells outside both sets holding the digit that see every one of it in both."""
    found = {}
    for z in DIGITS_OF[table.digits[i] & table.digits[j] & ~keep]:
        targets = _targets(table, i, j, z, True)
        if targets:
            found[z] = targets
    return found


def _targets(table: AlsTable, i: int, j: int, digit: int, both: bool):
    """The cells outside sets ``i`` and ``j`` holding ``digit`` that see every one of it in
    set ``i``, and in set ``j`` too when ``both``: an 81-bit set (0 when there are none)."""
    other = digit if both else 0  # (no cell holds digit 0: outside set j is all that is left)
    words = [0, 0, 0]
    for k in range(3):
        words[k] = (
            _seen_word(table, i, digit, k)
            & _seen_word(table, j, other, k)
            & table.digit_words[3 * digit + k]
        )
    if not (words[0] or words[1] or words[2]):
        return 0
    return _joined(words[0], words[1], words[2])


def _seen_word(table: AlsTable, i: int, digit: int, k: int) -> int:
    """Word ``k`` of the cells outside set ``i`` that see every cell of it holding ``digit``."""
    unit = table.unit[i]
    places = table.places[i] & table.holding[10 * unit + digit]
    seen = WORD
    while places:
        low = places & -places
        places ^= low
        seen &= PEER_WORDS[3 * UNIT_CELLS[9 * unit + LOWEST[low]] + k]
    return seen & ~table.words[3 * i + k]


def _eliminations(found: dict[int, int]) -> tuple[tuple[int, int], ...]:
    return tuple(sorted((c, d) for d, bits in found.items() for c in bit_cells(bits)))


def als_step(tech, sets, eliminations, text, area, links=()) -> Step:
    cells = sorted({c for s in sets for c in s.cells})
    digits = sorted({d for s in sets for d in DIGITS_OF[s.digits]})
    return Step(
        technique=tech.name,
        difficulty=tech.difficulty,
        eliminations=eliminations,
        cells=tuple(cells),
        units=tuple(s.unit for s in sets),
        digits=tuple(digits),
        explanation=text,
        area=area,
        chain=links,
        groups=tuple(("als", s.cells, DIGITS_OF[s.digits]) for s in sets),
    )


def _rcc_link(a: Als, x: int, b: Als) -> tuple:
    return (bit_cells(a.places[x]), x, "rcc", bit_cells(b.places[x]), x)


def _als_xz(position: Position, tech: Technique) -> Iterator[Step]:
    return als_xz_steps(position, tech)


def als_xz_steps(
    position: Position, tech: Technique, sizes: tuple[int, int] | None = None
) -> Iterator[Step]:
    """Every ALS-XZ of the position; with ``sizes`` (smallest first), only those of two
    sets of these sizes, in the same order. SE's wings each ask for one shape (a bivalue
    cell and a set of 2 to 6 cells): they test the few sets of these sizes only, where
    linking every set to every other cost more than the rest of the rating."""
    table = _table(position)
    pairs = _linked_pairs(position) if sizes is None else _shaped_pairs(table, sizes)
    for i, j, rcc_mask, found in pairs:
        a, b = table.als(i), table.als(j)
        xs = DIGITS_OF[rcc_mask]
        eliminations = _eliminations(found)
        double = Phrase(_BOTH_LOCKED) if len(xs) >= 2 else ""
        text = Phrase(
            QT_TRANSLATE_NOOP(
                "Solver",
                "{a} and {b} are almost locked sets; every {rcc_text} of one sees every "
                "{rcc_text} of the other, so at most one holds it{double}. The one without it "
                "is locked: remove {removals}.",
            ),
            a=a.describe(),
            b=b.describe(),
            rcc_text=digit_list(xs),
            double=double,
            removals=removal_text(eliminations),
        )
        yield als_step(
            tech,
            (a, b),
            eliminations,
            text,
            cell_list((a.cells[0], b.cells[0])),
            tuple(_rcc_link(a, x, b) for x in xs),
        )


def _linked_pairs(position: Position) -> Iterator[tuple[int, int, int, dict[int, int]]]:
    """Every two linked sets (i < j) that remove something: i, j, their RCCs (a mask) and
    the removals (``_pair_removals``), by i, then j's first link to i."""
    table = _table(position)
    for i, partners in enumerate(_links(position)):
        rccs: dict[int, int] = {}
        for j, x in partners:
            if j > i:
                rccs[j] = rccs.get(j, 0) | 1 << (x - 1)
        for j, rcc_mask in rccs.items():
            found = _pair_removals(table, i, j, rcc_mask)
            if found:
                yield i, j, rcc_mask, found


def _shaped_pairs(table: AlsTable, sizes: tuple[int, int]) -> list:
    """The pairs of ``_linked_pairs`` whose sets have ``sizes``, found by testing each set
    of the smaller size against each set of the larger, on the table's columns (a few
    dozen sets of each size, where linking all of them to all was most of an SE rating's
    ALS time). In ``_linked_pairs``'s order, which is (i, the smallest RCC x, the first cell
    of j holding x, j), since a set's partners come by digit, then first cell."""
    small, large = sizes
    smaller = [p for p in range(table.count) if COUNT[table.places[p]] == small]
    larger = (
        smaller
        if small == large
        else [q for q in range(table.count) if COUNT[table.places[q]] == large]
    )
    seen = [0] * 30  # (the cells that see all of a small set's digit: 3 words a digit)
    found = []
    for p in smaller:
        digits = table.digits[p]
        for x in range(1, 10):
            if digits >> (x - 1) & 1:
                for k in range(3):
                    seen[3 * x + k] = _seen_word(table, p, x, k)
        for q in larger:
            if small == large and q <= p:
                continue
            shared = digits & table.digits[q]
            if COUNT[shared] < 2:
                continue  # (removing needs an RCC and another common digit, or two RCCs)
            if (
                table.words[3 * p] & table.words[3 * q]
                or table.words[3 * p + 1] & table.words[3 * q + 1]
                or table.words[3 * p + 2] & table.words[3 * q + 2]
            ):
                continue
            rcc_mask = 0
            unit = table.unit[q]
            common = shared
            while common:
                bit = common & -common
                common ^= bit
                x = LOWEST[bit] + 1
                # An RCC: every x of q sees every x of p (so is in ``seen``).
                places = table.places[q] & table.holding[10 * unit + x]
                while places:
                    low = places & -places
                    cell = UNIT_CELLS[9 * unit + LOWEST[low]]
                    if not seen[3 * x + cell // WORD_BITS] >> (cell % WORD_BITS) & 1:
                        break
                    places ^= low
                if not places:
                    rcc_mask |= bit
            if not rcc_mask:
                continue
            i, j = (p, q) if p < q else (q, p)
            removed = _pair_removals(table, i, j, rcc_mask)
            if removed:
                x = LOWEST[rcc_mask] + 1
                first = UNIT_CELLS[
                    9 * table.unit[j]
                    + LOWEST[table.places[j] & table.holding[10 * table.unit[j] + x]]
                ]
                found.append(((i, x, first, j), rcc_mask, removed))
    found.sort(key=itemgetter(0))
    return [(key[0], key[3], rcc_mask, removed) for key, rcc_mask, removed in found]


def _pair_removals(table: AlsTable, i: int, j: int, rcc_mask: int) -> dict[int, int]:
    """digit -> target cells of the ALS-XZ of sets ``i`` and ``j`` linked by the RCCs of
    ``rcc_mask``; doubly linked, both sets are locked but for one RCC each: their other
    digits leave every cell seeing all of theirs, and each RCC every cell seeing all of its
    places in both."""
    found = _removals(table, i, j, rcc_mask)
    if POPCOUNT[rcc_mask] < 2:
        return found
    for x in DIGITS_OF[rcc_mask]:
        targets = _targets(table, i, j, x, True)
        if targets:
            found[x] = found.get(x, 0) | targets
    for s, other in ((i, j), (j, i)):
        for d in DIGITS_OF[table.digits[s] & ~rcc_mask]:
            targets = _targets(table, s, other, d, False)
            if targets:
                found[d] = found.get(d, 0) | targets
    return found


def _als_xy_wing(position: Position, tech: Technique) -> Iterator[Step]:
    table = _table(position)
    sets = almost_locked_sets(position)
    links = _links(position)
    for k, partners in enumerate(links):
        pivot = sets[k]
        for (i, x), (j, y) in combinations(partners, 2):
            if x == y or i == j:
                continue
            a, b = sets[i], sets[j]
            keep = (1 << (x - 1)) | (1 << (y - 1))
            found = _removals(table, i, j, keep)
            found = {z: t & ~pivot.bits for z, t in found.items() if t & ~pivot.bits}
            if not found:
                continue
            eliminations = _eliminations(found)
            text = Phrase(
                QT_TRANSLATE_NOOP(
                    "Solver",
                    "{pivot} is an almost locked set with at most one digit missing, so it holds "
                    "{x} or {y}. Holding {x}, it leaves {a} without {x}, so locked; holding {y}, "
                    "it leaves {b} locked. Either way the digits both share are in one of them: "
                    "remove {removals}.",
                ),
                pivot=pivot.describe(),
                x=x,
                y=y,
                a=a.describe(),
                b=b.describe(),
                removals=removal_text(eliminations),
            )
            yield als_step(
                tech,
                (a, pivot, b),
                eliminations,
                text,
                Phrase(
                    QT_TRANSLATE_NOOP("Solver", "the sets around {cell}"),
                    cell=rc_name(pivot.cells[0]),
                ),
                (_rcc_link(a, x, pivot), _rcc_link(pivot, y, b)),
            )


def _als_chain(position: Position, tech: Technique) -> Iterator[Step]:
    """Chains of four to MAX_CHAIN sets (shorter ones are ALS-XZ and ALS-XY-wing),
    shortest first (iterative deepening), within CHAIN_BUDGET extensions per position."""
    sets = almost_locked_sets(position)
    links = _links(position)
    budget = [CHAIN_BUDGET]
    for length in range(4, MAX_CHAIN + 1):
        for first in range(len(sets)):
            yield from _extend(position, tech, sets, links, [first], [], length, budget)
            if budget[0] <= 0:
                return


def _extend(position, tech, sets, links, chain, digits, length, budget) -> Iterator[Step]:
    """Chains of exactly ``length`` sets that continue ``chain``."""
    last = chain[-1]
    for nxt, x in links[last]:
        if budget[0] <= 0:
            return
        budget[0] -= 1
        if digits and x == digits[-1] or nxt in chain:
            continue
        if any(sets[nxt].bits & sets[i].bits for i in chain):
            continue
        chain.append(nxt)
        digits.append(x)
        if len(chain) == length:
            if chain[0] < nxt:
                step = _chain_step(position, tech, sets, chain, digits)
                if step is not None:
                    yield step
        else:
            yield from _extend(position, tech, sets, links, chain, digits, length, budget)
        chain.pop()
        digits.pop()


def _chain_step(position, tech, sets, chain, digits) -> Step | None:
    a = sets[chain[0]]
    keep = (1 << (digits[0] - 1)) | (1 << (digits[-1] - 1))
    found = _removals(_table(position), chain[0], chain[-1], keep)
    if not found:
        return None
    eliminations = _eliminations(found)
    members = [sets[i] for i in chain]
    path = members[0].describe()
    for n, digit in enumerate(digits):  # (a Phrase, so that each set's words translate)
        path = Phrase(
            QT_TRANSLATE_NOOP("Solver", "{path} -{digit}- {set}"),
            path=path,
            digit=digit,
            set=members[n + 1].describe(),
        )
    text = Phrase(
        QT_TRANSLATE_NOOP(
            "Solver",
            "A chain of almost locked sets linked by restricted common candidates: {path}. If the "
            "first set lacked a digit it shares with the last, it would be locked and push each "
            "link's digit out of the next set, down to the last, which would then hold that "
            "digit: remove {removals}.",
        ),
        path=path,
        removals=removal_text(eliminations),
    )
    rcc_links = tuple(_rcc_link(members[n], digits[n], members[n + 1]) for n in range(len(digits)))
    return als_step(
        tech,
        members,
        eliminations,
        text,
        Phrase(
            QT_TRANSLATE_NOOP("Solver", "the chain of sets from {cell}"), cell=rc_name(a.cells[0])
        ),
        rcc_links,
    )


def als_xz(difficulty: int) -> Technique:
    return technique("als-xz", difficulty, _als_xz)


def als_xy_wing(difficulty: int) -> Technique:
    return technique("als-xy-wing", difficulty, _als_xy_wing)


def als_chain(difficulty: int) -> Technique:
    return technique("als chain", difficulty, _als_chain)
