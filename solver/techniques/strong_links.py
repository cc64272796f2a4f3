"""SE's strong-linked fishes: the X-chains of 2 to 4 strong links, plain or through groups,
that the rating path's three x-chain rows take (``solver.se_path``), one digit at a time.

The teaching path's X-chains (``solver.techniques.chains``) search the position's whole link
graph, every candidate of every digit, for chains of up to 24 links, and tell each one they
find. SE's rows want the best chain of one count of strong links (7 links at most), and most
positions have none: building the whole graph and searching it was 14 % of the time of rating
hard puzzles. Here each digit's graph holds only the nodes with a strong link (every node
of an X-chain has one), it is searched to 7 links once per position for the three rows, 64
starts at a time (one bit each in a word of each node: compiled, the search is C), and only
the chain a row takes becomes a step.

The chains, their nodes and their order are those of the whole graph's search, so the rows
take the same steps. A node without a strong link only ever ends a chain's search, so the
true nodes of each step (and the chains back from them) are the same without it; the nodes
keep the whole graph's order within a digit (cells, then groups by mini-line), and the
chains of all digits are sorted as the whole graph numbers their first nodes (a cell's
candidates together, every group after every cell).
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass

from solver.board import BIT, PEER_BITS, UNITS_OF, bit_cells
from solver.se_scale import SE_STRONG_LINKS
from solver.techniques.chain_search import alternating_layers, chain_path
from solver.techniques.chains import aic_step, chain_links
from solver.techniques.links import MINI_LINES, LinkGraph, unit_splits
from solver.techniques.step import Position, Step, Technique, seen_by_all

# SE's fishes have 2 to 4 strong links (its ratings' table); a chain of n strong links has
# 2n - 1 links.
MOST_STRONG_LINKS = max(SE_STRONG_LINKS)
MOST_LINKS = 2 * MOST_STRONG_LINKS - 1
# The starts searched together: one bit each of a 64-bit word.
_WORD = 64
_BITS = array("Q", [1 << j for j in range(_WORD)])
# A node's key: its cell (0 to 80), or GROUP + its mini-line's index in MINI_LINES: the
# whole graph's order within a digit.
GROUP = 81
_MINIS = tuple(mini for _box, _line, mini in MINI_LINES)
_INDEX = {mini: k for k, mini in enumerate(_MINIS)}
# Per unit: its ways to cut it into mini-lines (``unit_splits``), as mini-line indices.
_SPLITS = tuple(
    tuple(tuple(_INDEX[mini] for mini in split) for split in unit_splits(unit))
    for unit in range(27)
)
# The units of each key, as a 27-bit set: a cell's row, column and box; a group's box and line.
_UNITS = (
    *(sum(1 << unit for unit in UNITS_OF[cell]) for cell in range(GROUP)),
    *((1 << box) | (1 << line) for box, line, _mini in MINI_LINES),
)
# The cells of each mini-line, in a row.
_MINI_CELLS = bytes(cell for mini in _MINIS for cell in bit_cells(mini))
_CELL_NODES = tuple((cell,) for cell in range(GROUP))
_CELL_BITS = tuple(1 << cell for cell in range(GROUP))


@dataclass(frozen=True)
class FishChain:
    """An X-chain of ``digit``: its nodes (each an 81-bit cell set: a cell or a group) and
    the cells it removes the digit from."""

    digit: int
    nodes: tuple[int, ...]
    removed: int

    @property
    def chain(self) -> tuple:
        """The step's chain field (what SE's rating of a strong-linked fish reads)."""
        return chain_links(*self._graph(), False)

    @property
    def removals(self) -> int:
        return self.removed.bit_count()

    def step(self, technique: Technique) -> Step:
        """The chain told as the teaching path's X-chains tell theirs."""
        graph, nodes = self._graph()
        return aic_step(graph, nodes, self.removed, technique)

    def _graph(self) -> tuple[LinkGraph, list[int]]:
        """A link graph to tell the chain on (the digit in every cell, ids 0 to 80, and the
        chain's groups after them), and the chain's nodes in it."""
        cells, bits, nodes = [*_CELL_NODES], [*_CELL_BITS], []
        for node in self.nodes:
            if node & (node - 1):
                nodes.append(len(cells))
                cells.append(tuple(bit_cells(node)))
                bits.append(node)
            else:
                nodes.append(node.bit_length() - 1)
        return LinkGraph(digit=[self.digit] * len(cells), cells=cells, bits=bits), nodes


def strong_link_chains(
    position: Position, strong_links: int, grouped_only: bool
) -> list[FishChain]:
    """The X-chains of ``strong_links`` strong links that SE sees as strong-linked fishes,
    in the whole graph's order: the plain ones (unless ``grouped_only``), then those through
    a group that pass no cell twice."""
    found = position.shared("se strong-linked fishes", _fishes)
    links = 2 * strong_links - 1
    return ([] if grouped_only else found[False, links]) + found[True, links]


def _fishes(position: Position) -> dict[tuple[bool, int], list[FishChain]]:
    """Every chain ``strong_link_chains`` may ask for, by (through groups, links)."""
    keyed: dict[tuple[bool, int], list] = {
        (grouped, links): [] for grouped in (False, True) for links in range(3, MOST_LINKS + 1, 2)
    }
    for digit in range(1, 10):
        graph = _DigitLinks(position, digit)
        for grouped in (False, True):
            limit = len(graph.keys) if grouped else graph.cells
            for first in range(0, limit, _WORD):
                for start, end, links in _reached(graph.strong, graph.weak, limit, first):
                    removed = graph.sees[start] & graph.sees[end]
                    if removed:
                        fish = graph.fish(start, end, links, limit, removed)
                        if not grouped or _se_grouped(fish.nodes):
                            keyed[grouped, links].append((graph.order(start), end, fish))
    return {
        key: [fish for _first, _end, fish in sorted(found, key=lambda item: item[:2])]
        for key, found in keyed.items()
    }


def _reached(strong: list, weak: list, limit: int, first: int) -> list[tuple[int, int, int]]:
    """Every (start, end, links) of the search from "start is false" over the nodes below
    ``limit`` (``chain_search.alternating_layers``) that makes ``end`` true after 3, 5 or 7
    links, for the starts ``first`` to ``first + 63`` and the ends after them. The 64
    searches run together: each node holds a word, bit j for the start first + j, for the
    searches it is in the layer of, has been true in and has been false in."""
    last = min(first + _WORD, limit)
    words = array("Q", bytes(8 * 4 * limit))  # layer, next layer, seen true, seen false
    for v in range(first, last):
        words[v] = words[3 * limit + v] = _BITS[v - first]
    found = []
    for links in range(1, MOST_LINKS + 1):
        table, seen = (strong, 2 * limit) if links % 2 else (weak, 3 * limit)
        for v in range(limit):
            words[limit + v] = 0
        for u in range(limit):
            reach = words[u]
            if reach:
                for v in table[u]:
                    if v < limit:
                        words[limit + v] |= reach
        moved = False
        for v in range(limit):
            reach = words[limit + v] & ~words[seen + v]
            words[seen + v] |= reach
            words[v] = reach
            if reach:
                moved = True
                if links >= 3 and links % 2 and v > first:
                    if v - first < _WORD:
                        reach &= _BITS[v - first] - 1
                    for j in range(_WORD):
                        if reach >> j & 1:
                            found.append((first + j, v, links))
        if not moved:
            break
    return found


class _DigitLinks:
    """The nodes of ``digit`` with a strong link, by index in the whole graph's order
    (``keys``: their cells, then GROUP + mini-line for the groups; the first ``cells`` are
    cells), their ``bits`` (81-bit cell sets), the cells of the digit each one ``sees`` (whose
    candidate two chain ends both see goes), and the indices each one is strongly and
    weakly linked to."""

    def __init__(self, position: Position, digit: int) -> None:
        self.digit = digit
        cells = position.digit_cells[digit]
        pairs = _strong_pairs(position.masks, position.placed_digits, BIT[digit])
        keys = self.keys = sorted({key for pair in pairs for key in pair})
        index = {key: i for i, key in enumerate(keys)}
        self.cells = sum(1 for key in keys if key < GROUP)
        self.bits = bits = [
            _CELL_BITS[key] if key < GROUP else cells & _MINIS[key - GROUP] for key in keys
        ]
        self.sees = [
            PEER_BITS[key] & cells if key < GROUP else seen_by_all(bits[i]) & cells
            for i, key in enumerate(keys)
        ]
        self.strong: list[list[int]] = [[] for _ in keys]
        for a, b in pairs:
            self.strong[index[a]].append(index[b])
            self.strong[index[b]].append(index[a])
        self.weak = _weak_links(keys, bits)

    def order(self, node: int) -> tuple[int, int, int]:
        """The whole graph's order of a chain's first node: a cell's candidates come
        together, then the groups, digit by digit."""
        key = self.keys[node]
        return (0, key, self.digit) if key < GROUP else (1, self.digit, key)

    def fish(self, start: int, end: int, links: int, limit: int, removed: int) -> FishChain:
        """The chain of ``_reached``'s (start, end, links) over the nodes below ``limit``:
        the whole graph's search's (``chain_search.chain_path``)."""
        strong = [_node_set(linked, limit) for linked in self.strong]
        weak = [_node_set(linked, limit) for linked in self.weak]
        layers, _implied = alternating_layers(start, strong, weak, (1 << limit) - 1, links)
        nodes = chain_path(layers, strong, weak, end, links)
        return FishChain(self.digit, tuple(self.bits[node] for node in nodes), removed)


def _strong_pairs(masks: tuple[int, ...], placed_digits: tuple[int, ...], bit: int) -> set:
    """The strong links of the digit of mask ``bit`` as pairs of keys: a unit where it is
    not placed whose places (cells with two candidates or more holding it) fall into two
    parts: two cells; with groups, two boxes of a line, two lines of a box. Each
    mini-line's places are counted once (with the first and the last), each unit's read
    from its mini-lines."""
    minis = len(_MINIS)
    places = array("i", bytes(4 * 3 * minis))  # per mini-line: how many, first, last
    for k in range(minis):
        for i in range(3):
            cell = _MINI_CELLS[3 * k + i]
            mask = masks[cell]
            if mask & bit and mask & (mask - 1):
                if not places[k]:
                    places[minis + k] = cell
                places[k] += 1
                places[2 * minis + k] = cell
    pairs = set()
    for unit in range(27):
        if placed_digits[unit] & bit:
            continue
        splits = _SPLITS[unit]
        count = 0
        for k in splits[0]:
            count += places[k]
        if count == 2:
            ends = [places[minis + k] for k in splits[0] if places[k]]
            ends += [places[2 * minis + k] for k in splits[0] if places[k] == 2]
            pairs.add((ends[0], ends[1]))
            continue
        if count < 3:
            continue
        for split in splits:
            parts = [places[minis + k] if places[k] == 1 else GROUP + k for k in split if places[k]]
            if len(parts) == 2:
                pairs.add((parts[0], parts[1]))
    return pairs


def _weak_links(keys: list[int], bits: list[int]) -> list[list[int]]:
    """Per node (``keys`` and their cell sets ``bits``), the indices of those it sees: two
    nodes see each other when they share a unit and no cell (a cell sees the groups of its
    box and of its line, a group those of its box and of its line)."""
    units = array("I", [_UNITS[key] for key in keys])
    count = len(keys)
    weak: list[list[int]] = [[] for _ in keys]
    for i in range(count):
        for j in range(i + 1, count):
            if units[i] & units[j] and not bits[i] & bits[j]:
                weak[i].append(j)
                weak[j].append(i)
    return weak


def _node_set(nodes: list[int], limit: int) -> int:
    """The indices below ``limit`` of ``nodes`` as a bit set."""
    found = 0
    for node in nodes:
        if node < limit:
            found |= 1 << node
    return found


def _se_grouped(nodes: tuple[int, ...]) -> bool:
    """Whether a chain goes through a group and, as SE's strong-linked fishes, never
    through one cell twice (two of its nodes sharing a cell)."""
    cells = count = 0
    for bits in nodes:
        cells |= bits
        count += bits.bit_count()
    return count > len(nodes) and cells.bit_count() == count
