"""The link graph of a position: strong and weak links between candidates, built once.

A node is a candidate (a cell and a digit) or a group: two or three cells of one box and
one line that hold a digit, taken together ("the 5 of r1c1-r1c3"). A group is true when one
of its cells holds the digit. Two nodes are

* strongly linked when at least one of them is true: the only two places of a digit in a
  unit (a conjugate pair; with groups, the places of a line in two boxes or of a box in two
  lines), or the two candidates of a cell with two candidates;
* weakly linked when at most one of them is true: the same digit in cells that all see each
  other, or two candidates of one cell.

Chains (solver.techniques.chains) walk this graph; colouring and the single-digit patterns
read its conjugate pairs. Node sets are Python ints used as bitsets (bit = node id), so a
search can follow every link of a whole layer with a few ORs. Units where a digit is already
placed give no strong links for it, and placed cells are no nodes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from solver.board import (
    BOX_OF,
    COL_OF,
    DIGITS_OF,
    PEER_BITS,
    POPCOUNT,
    ROW_OF,
    UNIT_BITS,
    UNITS,
    bit_cells,
    rc_name,
)
from solver.techniques.places import conjugate_table, unit_places
from solver.techniques.step import Position, seen_by_all

# The box-line intersections (mini-lines): (box unit, line unit, 81-bit cell set).
MINI_LINES = tuple(
    (18 + box, line, UNIT_BITS[18 + box] & UNIT_BITS[line])
    for box in range(9)
    for line in range(18)
    if UNIT_BITS[18 + box] & UNIT_BITS[line]
)
# The mini-lines of each line unit (three, along it) and of each box (three rows, three
# columns).
MINI_LINES_OF: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        UNIT_BITS[u] & UNIT_BITS[v]
        for v in (range(18) if u >= 18 else range(18, 27))
        if UNIT_BITS[u] & UNIT_BITS[v]
    )
    for u in range(27)
)


@dataclass
class LinkGraph:
    """The nodes and links of one position (see the module docstring).

    Per node id: ``digit``, ``cells`` (tuple) and ``bits`` (81-bit set). Per node, as node
    bitsets: ``conjugate`` (strong links inside a unit), ``bivalue`` (the strong link inside
    a two-candidate cell), ``unit_weak`` (weak links to the same digit in other cells) and
    ``cell_weak`` (weak links to the other candidates of the same cell). ``cell_nodes`` is
    the set of single-cell nodes; ``node_of[(cell, digit)]`` their ids. ``link_unit`` gives,
    for a strong link between two nodes of one digit, a unit that makes it.
    """

    digit: list[int] = field(default_factory=list)
    cells: list[tuple[int, ...]] = field(default_factory=list)
    bits: list[int] = field(default_factory=list)
    conjugate: list[int] = field(default_factory=list)
    bivalue: list[int] = field(default_factory=list)
    unit_weak: list[int] = field(default_factory=list)
    cell_weak: list[int] = field(default_factory=list)
    node_of: dict[tuple[int, int], int] = field(default_factory=dict)
    group_of: dict[tuple[int, int], int] = field(default_factory=dict)
    link_unit: dict[tuple[int, int], int] = field(default_factory=dict)
    cell_nodes: int = 0
    group_nodes: int = 0
    digit_nodes: list[int] = field(default_factory=lambda: [0] * 10)
    # With almost locked sets (``als_link_graph``): the strong links through an ALS, and
    # for each such link (a, b) the ALS's cells and digits.
    als_strong: list[int] = field(default_factory=list)
    als_of_link: dict[tuple[int, int], tuple[tuple[int, ...], int]] = field(default_factory=dict)
    set_of: dict[tuple[int, int], int] = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.digit)

    def _add(self, digit: int, bits: int) -> int:
        node = len(self.digit)
        self.digit.append(digit)
        self.bits.append(bits)
        self.cells.append(tuple(bit_cells(bits)))
        for table in (self.conjugate, self.bivalue, self.unit_weak, self.cell_weak):
            table.append(0)
        if self.als_strong:
            self.als_strong.append(0)
        self.digit_nodes[digit] |= 1 << node
        return node

    def weak(self, node: int) -> int:
        """Every weak link of ``node`` (same digit elsewhere, other digits of its cell)."""
        return self.unit_weak[node] | self.cell_weak[node]

    def strong(self, node: int) -> int:
        return self.conjugate[node] | self.bivalue[node]

    def name(self, node: int) -> str:
        """ "r1c1" or "r1c1-r1c3" style name of a node's cells, with its digit: "5r1c1"."""
        cells = self.cells[node]
        if len(cells) == 1:
            where = rc_name(cells[0])
        elif len({ROW_OF[c] for c in cells}) == 1:
            where = f"r{ROW_OF[cells[0]] + 1}c" + "".join(str(COL_OF[c] + 1) for c in cells)
        elif len({COL_OF[c] for c in cells}) == 1:
            where = "r" + "".join(str(ROW_OF[c] + 1) for c in cells) + f"c{COL_OF[cells[0]] + 1}"
        else:
            where = "{" + ",".join(rc_name(c) for c in cells) + "}"
        return f"{self.digit[node]}{where}"


def _node_for(graph: LinkGraph, digit: int, bits: int) -> int:
    """The node of a part of a unit's places: a cell node, or the group of a mini-line."""
    if bits & (bits - 1) == 0:
        return graph.node_of[(bits.bit_length() - 1, digit)]
    return graph.group_of[(bits, digit)]


def _link_strong(graph: LinkGraph, a: int, b: int, unit: int) -> None:
    graph.conjugate[a] |= 1 << b
    graph.conjugate[b] |= 1 << a
    graph.link_unit.setdefault((a, b), unit)
    graph.link_unit.setdefault((b, a), unit)


def build_link_graph(position: Position) -> LinkGraph:
    """The link graph of ``position``, with grouped nodes."""
    graph = LinkGraph()
    masks = position.masks
    digit_cells = position.digit_cells
    # Cell nodes, then the strong link of each two-candidate cell and the weak links
    # between the candidates of one cell.
    for cell, mask in enumerate(masks):
        if POPCOUNT[mask] < 2:
            continue
        ids = [graph._add(d, 1 << cell) for d in DIGITS_OF[mask]]
        for d, node in zip(DIGITS_OF[mask], ids, strict=True):
            graph.node_of[(cell, d)] = node
        together = 0
        for node in ids:
            together |= 1 << node
        for node in ids:
            graph.cell_weak[node] = together & ~(1 << node)
        if len(ids) == 2:
            graph.bivalue[ids[0]] = 1 << ids[1]
            graph.bivalue[ids[1]] = 1 << ids[0]
    graph.cell_nodes = (1 << len(graph)) - 1
    # Groups: two or three places of a digit in a mini-line.
    for digit in range(1, 10):
        for _box, _line, mini in MINI_LINES:
            bits = digit_cells[digit] & mini
            if bits & (bits - 1) and (bits, digit) not in graph.group_of:
                graph.group_of[(bits, digit)] = graph._add(digit, bits)
    graph.group_nodes = ((1 << len(graph)) - 1) & ~graph.cell_nodes
    # Weak links between nodes of one digit: every cell of one sees every cell of the other.
    node_of = graph.node_of
    for digit in range(1, 10):
        groups = bit_cells(graph.digit_nodes[digit] & graph.group_nodes)
        for node in bit_cells(graph.digit_nodes[digit]):
            bits = graph.bits[node]
            seen = PEER_BITS[bits.bit_length() - 1] if bits & (bits - 1) == 0 else seen_by_all(bits)
            weak = 0
            for cell in bit_cells(seen & digit_cells[digit]):
                weak |= 1 << node_of[(cell, digit)]
            for group in groups:
                if group != node and not graph.bits[group] & ~seen:
                    weak |= 1 << group
            graph.unit_weak[node] = weak
    # Strong links: a unit whose places for a digit fall into exactly two parts.
    placed_digits = position.placed_digits
    for digit in range(1, 10):
        bit = 1 << (digit - 1)
        for unit in range(27):
            if placed_digits[unit] & bit:
                continue
            places = digit_cells[digit] & UNIT_BITS[unit]
            if not places:
                continue
            if places.bit_count() == 2:
                low = places & -places
                a = graph.node_of[(low.bit_length() - 1, digit)]
                b = graph.node_of[((places ^ low).bit_length() - 1, digit)]
                _link_strong(graph, a, b, unit)
                continue
            for split in unit_splits(unit):
                parts = [places & mini for mini in split if places & mini]
                if len(parts) == 2:
                    a = _node_for(graph, digit, parts[0])
                    b = _node_for(graph, digit, parts[1])
                    _link_strong(graph, a, b, unit)
    return graph


# The largest ALS used as a chain node, in cells.
MAX_CHAIN_ALS = 4


def build_als_link_graph(position: Position) -> LinkGraph:
    """The link graph with almost locked sets as links: for an ALS A and two of its digits
    z and y, "z is in A" or "y is in A" (A lacks at most one digit), a strong link between
    the set of A's z cells and the set of its y cells. Such sets become nodes (weakly linked
    like groups) when they are not a cell or a mini-line group already."""
    from copy import copy

    from solver.techniques.als import almost_locked_sets

    base = link_graph(position)
    graph = copy(base)
    for name in ("digit", "cells", "bits", "conjugate", "bivalue", "unit_weak", "cell_weak"):
        setattr(graph, name, list(getattr(base, name)))
    graph.digit_nodes = list(base.digit_nodes)
    graph.set_of = {}
    graph.als_of_link = {}
    graph.als_strong = [0] * len(graph)
    digit_cells = position.digit_cells
    first_new = len(graph)
    for als in almost_locked_sets(position):
        if not 2 <= len(als.cells) <= MAX_CHAIN_ALS:
            continue
        nodes = []
        for z in DIGITS_OF[als.digits]:
            bits = als.places[z]
            if bits & (bits - 1) == 0:
                node = graph.node_of[(bits.bit_length() - 1, z)]
            elif (bits, z) in graph.group_of:
                node = graph.group_of[(bits, z)]
            elif (bits, z) in graph.set_of:
                node = graph.set_of[(bits, z)]
            else:
                node = graph.set_of[(bits, z)] = graph._add(z, bits)
            nodes.append(node)
        for a in nodes:
            for b in nodes:
                if a != b:
                    graph.als_strong[a] |= 1 << b
                    graph.als_of_link.setdefault((a, b), (als.cells, als.digits))
    # Weak links of the new set nodes: the same digit in cells that all see the set.
    for node in range(first_new, len(graph)):
        z = graph.digit[node]
        seen = seen_by_all(graph.bits[node])
        weak = 0
        for cell in bit_cells(seen & digit_cells[z]):
            weak |= 1 << graph.node_of[(cell, z)]
        for other in bit_cells(graph.digit_nodes[z] & ~graph.cell_nodes):
            if other != node and not graph.bits[other] & ~seen:
                weak |= 1 << other
        graph.unit_weak[node] = weak
        for other in bit_cells(weak):
            graph.unit_weak[other] |= 1 << node
    return graph


def als_link_graph(position: Position) -> LinkGraph:
    """The link graph with ALS links (``build_als_link_graph``), built on first use."""
    return position.shared("als link graph", build_als_link_graph)


def unit_splits(unit: int) -> tuple[tuple[int, ...], ...]:
    """The ways to cut a unit into mini-lines: a line along its boxes; a box by its rows
    and by its columns."""
    minis = MINI_LINES_OF[unit]
    if unit < 18:
        return (minis,)
    rows = tuple(m for m in minis if len({ROW_OF[c] for c in bit_cells(m)}) == 1)
    cols = tuple(m for m in minis if len({COL_OF[c] for c in bit_cells(m)}) == 1)
    return (rows, cols)


def link_graph(position: Position) -> LinkGraph:
    """The position's link graph, built on first use and shared by every finder."""
    return position.shared("link graph", build_link_graph)


def conjugate_pairs(position: Position, digit: int) -> list[tuple[int, int, int]]:
    """The conjugate pairs of ``digit``: (cell a, cell b, unit), a < b, in unit order: the
    units where the digit has two places, none of them a single-candidate cell (read from
    the position's unit places, in C)."""

    def build(position: Position) -> list[list[tuple[int, int, int]]]:
        return conjugate_table(unit_places(position))

    return position.shared("conjugate pairs", build)[digit]


def sees(a: int, b: int) -> bool:
    """Whether cells ``a`` and ``b`` (different) share a unit."""
    return bool(PEER_BITS[a] >> b & 1)


def box_of_bits(bits: int) -> int:
    """The box unit holding every cell of ``bits``, or -1."""
    boxes = {BOX_OF[c] for c in bit_cells(bits)}
    return 18 + boxes.pop() if len(boxes) == 1 else -1


__all__ = [
    "MINI_LINES",
    "UNITS",
    "LinkGraph",
    "box_of_bits",
    "build_link_graph",
    "conjugate_pairs",
    "link_graph",
    "sees",
]
