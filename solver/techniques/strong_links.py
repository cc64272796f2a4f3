"""SE's strong-linked fishes: the X-chains of 2 to 4 strong links, plain or through groups,
that the rating path's three x-chain rows take (``solver.se_path``), one digit at a time.

The teaching path's X-chains (``solver.techniques.chains``) search the position's whole link
graph, every candidate of every digit, for chains of up to 24 links, and tell each one they
find. SE's rows want the best chain of one count of strong links (7 links at most), and most
positions have none: building the whole graph and searching it was 14 % of the time of rating
hard puzzles. Here each digit's graph is built on its own, where a node's id is its cell (so
the cells a cell sees are its weak links as they stand) or ``GROUP`` plus its mini-line's
index for a group; it is searched to 7 links once per position for the three rows, and only
the chain a row takes becomes a step.

The chains, their nodes and their order are those of the whole graph's search, so the rows
take the same steps: within a digit the ids keep the whole graph's order (cells, then groups
by mini-line), and the chains of all digits are sorted as the whole graph numbers their first
nodes (a cell's candidates together, every group after every cell).
"""

from __future__ import annotations

from dataclasses import dataclass

from solver.board import BIT, PEER_BITS, UNIT_BITS, bit_cells
from solver.techniques.chain_search import alternating_layers, chain_path
from solver.techniques.chains import aic_step, chain_links
from solver.techniques.links import MINI_LINES, LinkGraph, unit_splits
from solver.techniques.step import Position, Step, Technique, seen_by_all

# SE's fishes have 2 to 4 strong links; a chain of n strong links has 2n - 1 links.
MOST_STRONG_LINKS = 4
MOST_LINKS = 2 * MOST_STRONG_LINKS - 1
# A group's node id: GROUP + its mini-line's index in MINI_LINES (cells are 0 to 80).
GROUP = 81
_MINIS = tuple(mini for _box, _line, mini in MINI_LINES)
_NODES = GROUP + len(_MINIS)
_INDEX = {mini: k for k, mini in enumerate(_MINIS)}
# Per mini-line: the others in its box or its line, the only ones where a group can lie
# whose cells all see a group of it.
_NEAR = tuple(
    tuple(
        j
        for j, (box, line, _mini) in enumerate(MINI_LINES)
        if j != k and (box == MINI_LINES[k][0] or line == MINI_LINES[k][1])
    )
    for k in range(len(MINI_LINES))
)
# Per unit: its ways to cut it into mini-lines (``unit_splits``), as mini-line indices.
_SPLITS = tuple(
    tuple(tuple(_INDEX[mini] for mini in split) for split in unit_splits(unit))
    for unit in range(27)
)
_CELL_NODES = tuple((cell,) for cell in range(GROUP))
_CELL_BITS = tuple(1 << cell for cell in range(GROUP))


@dataclass(frozen=True)
class FishChain:
    """An X-chain of one digit's graph: its ``nodes`` and the candidates it removes (cell
    ids of the graph)."""

    graph: LinkGraph
    nodes: list[int]
    removed: int

    @property
    def chain(self) -> tuple:
        """The step's chain field (what SE's rating of a strong-linked fish reads)."""
        return chain_links(self.graph, self.nodes, False)

    @property
    def removals(self) -> int:
        return self.removed.bit_count()

    def step(self, technique: Technique) -> Step:
        return aic_step(self.graph, self.nodes, self.removed, technique)


def strong_link_chains(position: Position, strong_links: int, grouped_only: bool) -> list:
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
        graph = digit_link_graph(position, digit)
        strong, weak, cells = graph.conjugate, graph.unit_weak, graph.cell_nodes
        for grouped in (False, True):
            allowed = cells | graph.group_nodes if grouped else cells
            for start in bit_cells(allowed):
                if not strong[start] & allowed:
                    continue
                layers, _implied = alternating_layers(start, strong, weak, allowed, MOST_LINKS)
                # The whole graph's number of the start: a cell's candidates come together,
                # then the groups, digit by digit.
                first = (0, start, digit) if start < GROUP else (1, digit, start)
                for links in range(3, len(layers), 2):
                    for end in bit_cells(layers[links]):
                        removed = weak[start] & weak[end] & cells
                        if end <= start or not removed:
                            continue
                        nodes = chain_path(layers, strong, weak, end, links)
                        if grouped and not _se_grouped(graph, nodes):
                            continue
                        keyed[grouped, links].append((first, end, FishChain(graph, nodes, removed)))
    return {
        key: [fish for _first, _end, fish in sorted(found, key=lambda item: item[:2])]
        for key, found in keyed.items()
    }


def _se_grouped(graph: LinkGraph, nodes: list[int]) -> bool:
    """Whether a chain goes through a group and, as SE's strong-linked fishes, never
    through one cell twice (two of its nodes sharing a cell)."""
    cells = count = 0
    for node in nodes:
        bits = graph.bits[node]
        cells |= bits
        count += bits.bit_count()
    return any(node >= GROUP for node in nodes) and cells.bit_count() == count


def digit_link_graph(position: Position, digit: int) -> LinkGraph:
    """The link graph of ``digit``'s candidates, as the whole graph links them
    (``links.build_link_graph``), with the ids of the module docstring: an id that is no
    candidate or group of the digit has no link. It fills what the chains read (no
    ``node_of``, ``group_of`` or ``link_unit``)."""
    cells = position.digit_cells[digit]
    groups = [cells & mini for mini in _MINIS]
    conjugate = [0] * _NODES
    weak = [0] * _NODES
    for cell in bit_cells(cells):
        weak[cell] = PEER_BITS[cell] & cells
    group_nodes = 0
    group_bits = [0] * len(groups)
    group_cells: list[tuple[int, ...]] = [()] * len(groups)
    for k in range(len(groups)):
        bits = groups[k]
        if not bits & (bits - 1):
            continue
        node = GROUP + k
        group_nodes |= 1 << node
        group_bits[k] = bits
        group_cells[k] = tuple(bit_cells(bits))
        seen = seen_by_all(bits)
        sees = seen & cells
        for cell in bit_cells(sees):
            weak[cell] |= 1 << node
        for j in _NEAR[k]:
            other = groups[j]
            if other & (other - 1) and not other & ~seen:
                sees |= 1 << (GROUP + j)
        weak[node] = sees
    bit = BIT[digit]
    placed_digits = position.placed_digits
    for unit in range(27):
        if placed_digits[unit] & bit:
            continue
        places = cells & UNIT_BITS[unit]
        if places.bit_count() == 2:
            low = places & -places
            _link(conjugate, low.bit_length() - 1, (places ^ low).bit_length() - 1)
            continue
        for split in _SPLITS[unit]:
            parts = [k for k in split if groups[k]]
            if len(parts) == 2:
                _link(conjugate, _node(groups, parts[0]), _node(groups, parts[1]))
    digit_nodes = [0] * 10
    digit_nodes[digit] = cells | group_nodes
    return LinkGraph(
        digit=[digit] * _NODES,
        cells=[*_CELL_NODES, *group_cells],
        bits=[*_CELL_BITS, *group_bits],
        conjugate=conjugate,
        bivalue=[0] * _NODES,
        unit_weak=weak,
        cell_weak=[0] * _NODES,
        cell_nodes=cells,
        group_nodes=group_nodes,
        digit_nodes=digit_nodes,
    )


def _node(groups: list[int], k: int) -> int:
    """The node of mini-line ``k``'s places: its one cell, or its group."""
    bits = groups[k]
    return bits.bit_length() - 1 if not bits & (bits - 1) else GROUP + k


def _link(conjugate: list[int], a: int, b: int) -> None:
    conjugate[a] |= 1 << b
    conjugate[b] |= 1 << a
