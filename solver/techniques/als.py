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

Sets are 81-bit cell sets; for each ALS and digit we keep the cells of the digit and the
cells that see all of them, so every test is an AND.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from solver.board import DIGITS_OF, POPCOUNT, UNITS, bit_cells, rc_name
from solver.phrase import QT_TRANSLATE_NOOP, Phrase
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


def _find_sets(position: Position) -> list[Als]:
    masks = position.masks
    found: dict[int, Als] = {}
    unit_masks = [0] * 9
    for unit, cells_of_unit in enumerate(UNITS):
        open_cells = [c for c in cells_of_unit if POPCOUNT[masks[c]] > 1]
        n = len(open_cells)
        for k in range(n):
            unit_masks[k] = masks[open_cells[k]]
        grown = _grow(unit_masks, n, min(MAX_ALS_CELLS, n - 1))
        for at in range(0, len(grown), 2):
            chosen = grown[at]
            cells = []
            bits = 0
            for k in range(n):
                if chosen >> k & 1:
                    cells.append(open_cells[k])
                    bits |= 1 << open_cells[k]
            if bits not in found:
                found[bits] = _make(masks, bits, tuple(cells), grown[at + 1], unit)
    return list(found.values())


def _grow(masks, n: int, limit: int) -> list[int]:
    """The ALSs among the first ``n`` cells of a unit whose candidates are ``masks``, of
    at most ``limit`` cells: (cells as a bit set of indices, digits) flat, in the order of a
    depth-first search adding cells by index (which orders the sets, so their links).
    Iterative, so that it runs on C arrays when compiled."""
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
            if POPCOUNT[union] - depth - 2 > n - i - 1:
                continue
            picks[depth] = i
            depth += 1
            unions[depth] = union
            chosen |= 1 << i
            if POPCOUNT[union] == depth + 1:
                found.append(chosen)
                found.append(union)
        elif depth:
            depth -= 1
            following = picks[depth] + 1
            chosen &= ~(1 << picks[depth])
        else:
            return found


def _make(masks, bits: int, cells: tuple[int, ...], digits: int, unit: int) -> Als:
    """The set of ``cells`` (in order: a unit lists its cells so)."""
    places = [0] * 10
    for d in DIGITS_OF[digits]:
        where = 0
        for c in cells:
            if masks[c] & (1 << (d - 1)):
                where |= 1 << c
        places[d] = where
    return Als(bits, cells, digits, unit, tuple(places))


def almost_locked_sets(position: Position) -> list[Als]:
    """Every ALS of the position (cells in one unit), built once per position."""
    return position.shared("almost locked sets", _find_sets)


def _links(position: Position) -> list[list[tuple[int, int]]]:
    """For each ALS (by index), its RCC partners: (other index, digit), disjoint sets."""
    return position.shared("als links", _build_links)


def _build_links(position: Position) -> list[list[tuple[int, int]]]:
    return [_partners(position, i) for i in range(len(almost_locked_sets(position)))]


def _by_first(position: Position) -> list[dict[int, list[int]]]:
    """Per digit: the indices of the sets holding it, by the first cell holding it."""
    by_first: list[dict[int, list[int]]] = [{} for _ in range(10)]
    for i, s in enumerate(almost_locked_sets(position)):
        for d in DIGITS_OF[s.digits]:
            first = (s.places[d] & -s.places[d]).bit_length() - 1
            by_first[d].setdefault(first, []).append(i)
    return by_first


def _partners(position: Position, i: int) -> list[tuple[int, int]]:
    """The RCC partners of set ``i``: (other index, digit) of disjoint sets, ordered by
    digit, then the other set's first cell holding it, then index. Found once per set and
    position (SE's wings ask for the same small sets' partners in turn)."""
    known = position.shared("als partners", _unknown_partners)
    found = known[i]
    if found is None:
        found = known[i] = _find_partners(position, i)
    return found


def _unknown_partners(position: Position) -> list:
    return [None] * len(almost_locked_sets(position))


def _find_partners(position: Position, i: int) -> list[tuple[int, int]]:
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


def _removals(position: Position, a: Als, b: Als, keep: int) -> dict[int, int]:
    """digit -> target cells, for the digits of both sets but those of mask ``keep``: the
    cells outside both sets holding the digit that see every one of it in both."""
    found = {}
    digit_cells = position.digit_cells
    outside = ~(a.bits | b.bits)
    for z in DIGITS_OF[a.digits & b.digits & ~keep]:
        targets = a.seen(z) & b.seen(z) & digit_cells[z] & outside
        if targets:
            found[z] = targets
    return found


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
    cell and a set of 2 to 6 cells): they follow the links of the few sets of the smaller
    size only, where linking every set to every other cost more than the rest of the rating."""
    sets = almost_locked_sets(position)
    pairs = _linked_pairs(position) if sizes is None else _shaped_pairs(position, sizes)
    for i, j, xs in pairs:
        a, b = sets[i], sets[j]
        rcc_mask = sum(1 << (x - 1) for x in xs)
        found = _removals(position, a, b, rcc_mask)
        if len(xs) >= 2:
            _doubly_linked(position, a, b, xs, rcc_mask, found)
        if not found:
            continue
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


def _linked_pairs(position: Position) -> Iterator[tuple[int, int, list[int]]]:
    """Every two linked sets (i < j) and their RCCs, by i, then j's first link to i."""
    for i, partners in enumerate(_links(position)):
        rccs: dict[int, list[int]] = {}
        for j, x in partners:
            if j > i:
                rccs.setdefault(j, []).append(x)
        for j, xs in rccs.items():
            yield i, j, xs


def _shaped_pairs(position: Position, sizes: tuple[int, int]) -> list[tuple[int, int, list[int]]]:
    """The pairs of ``_linked_pairs`` whose sets have ``sizes``, found from the sets of
    the smaller size: in ``_linked_pairs``'s order, which is (i, the smallest RCC x, the
    first cell of j holding x, j) since a set's partners come by digit, then first cell."""
    sets = almost_locked_sets(position)
    small, large = sizes
    rccs: dict[tuple[int, int], list[int]] = {}
    for p, s in enumerate(sets):
        if len(s.cells) != small:
            continue
        for q, x in _partners(position, p):
            if len(sets[q].cells) == large:
                xs = rccs.setdefault((p, q) if p < q else (q, p), [])
                if x not in xs:
                    xs.append(x)

    def order(pair: tuple[int, int]) -> tuple[int, int, int, int]:
        i, j = pair
        x = min(rccs[pair])
        places = sets[j].places[x]
        return i, x, (places & -places).bit_length(), j

    return [(i, j, sorted(rccs[i, j])) for i, j in sorted(rccs, key=order)]


def _doubly_linked(position, a: Als, b: Als, xs, rcc_mask: int, found: dict[int, int]) -> None:
    """Add the eliminations of a doubly linked ALS-XZ to ``found``."""
    digit_cells = position.digit_cells
    both = a.bits | b.bits
    for x in xs:
        targets = seen_by_all(a.places[x] | b.places[x]) & digit_cells[x] & ~both
        if targets:
            found[x] = found.get(x, 0) | targets
    for s in (a, b):
        for d in DIGITS_OF[s.digits & ~rcc_mask]:
            targets = s.seen(d) & digit_cells[d] & ~both
            if targets:
                found[d] = found.get(d, 0) | targets


def _als_xy_wing(position: Position, tech: Technique) -> Iterator[Step]:
    sets = almost_locked_sets(position)
    links = _links(position)
    for k, partners in enumerate(links):
        pivot = sets[k]
        for (i, x), (j, y) in combinations(partners, 2):
            if x == y or i == j:
                continue
            a, b = sets[i], sets[j]
            keep = (1 << (x - 1)) | (1 << (y - 1))
            found = _removals(position, a, b, keep)
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
    a, b = sets[chain[0]], sets[chain[-1]]
    keep = (1 << (digits[0] - 1)) | (1 << (digits[-1] - 1))
    found = _removals(position, a, b, keep)
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
