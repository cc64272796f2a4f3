"""The search for chains over the link graph: breadth-first from each candidate, alternating
strong and weak links, so the first chain found between two ends is a shortest one.
"""

from __future__ import annotations

from dataclasses import dataclass

from solver.board import bit_cells
from solver.techniques.links import als_link_graph, link_graph
from solver.techniques.step import (
    Position,
)

X_CHAIN, XY_CHAIN, AIC, GROUPED, WITH_ALS = "x-chain", "xy-chain", "aic", "grouped", "als"

# Longest chain a search follows, in links.
MAX_LINKS = 24


@dataclass
class _Found:
    """A conclusion of a search: ``kind`` is "aic" (ends ``start`` and ``end``, removing
    ``removed`` (node bits)), "place" (``start`` is true) or "loop" (a continuous loop
    closing from ``end`` back to ``start``); ``links`` its length."""

    kind: str
    links: int
    start: int
    end: int
    removed: int = 0


class ChainSearch:
    """Breadth-first implication search on one kind of chain over a link graph."""

    def __init__(self, position: Position, kind: str) -> None:
        graph = self.graph = als_link_graph(position) if kind == WITH_ALS else link_graph(position)
        self.kind = kind
        n = len(graph)
        self.weak = [graph.unit_weak[i] | graph.cell_weak[i] for i in range(n)]
        if kind == X_CHAIN:
            self.strong = graph.conjugate
        elif kind == XY_CHAIN:
            self.strong = graph.bivalue
        elif kind == WITH_ALS:
            self.strong = [
                graph.conjugate[i] | graph.bivalue[i] | graph.als_strong[i] for i in range(n)
            ]
        else:
            self.strong = [graph.conjugate[i] | graph.bivalue[i] for i in range(n)]
        if kind in (GROUPED, WITH_ALS):
            self.allowed_all = (1 << n) - 1
        elif kind == XY_CHAIN:
            self.allowed_all = sum(1 << i for i in range(n) if graph.bivalue[i])
        else:
            self.allowed_all = graph.cell_nodes
        self.layers: dict[int, list[int]] = {}
        self.found: list[_Found] = []
        self._run()

    def allowed(self, start: int) -> int:
        if self.kind == X_CHAIN:
            return self.allowed_all & self.graph.digit_nodes[self.graph.digit[start]]
        return self.allowed_all

    def search(self, start: int) -> tuple[list[int], int]:
        """The layers from "start is false" and every node some true node weakly links
        (``alternating_layers``)."""
        return alternating_layers(start, self.strong, self.weak, self.allowed(start), MAX_LINKS)

    def _run(self) -> None:
        graph, weak = self.graph, self.weak
        cell_nodes = graph.cell_nodes
        for start in bit_cells(self.allowed_all):
            layers, implied_false = self.search(start)
            if len(layers) < 3:
                continue
            self.layers[start] = layers
            start_weak = weak[start]
            removable = start_weak & implied_false & cell_nodes
            for depth in range(1, len(layers), 2):
                layer = layers[depth]
                if layer >> start & 1 and cell_nodes >> start & 1:
                    self.found.append(_Found("place", depth, start, start))
                if removable:
                    for end in bit_cells(layer):
                        if end <= start:
                            continue
                        removed = start_weak & weak[end] & cell_nodes
                        if removed:
                            self.found.append(_Found("aic", depth, start, end, removed))
                if depth >= 3:
                    for end in bit_cells(layer & start_weak):
                        if end != start:
                            self.found.append(_Found("loop", depth + 1, start, end))
        self.found.sort(key=lambda f: f.links)

    def path(self, start: int, end: int, links: int) -> list[int]:
        """The nodes of a shortest chain from "start is false" to layer ``links``'s ``end``."""
        return chain_path(self.layers[start], self.strong, self.weak, end, links)


def alternating_layers(
    start: int, strong: list[int], weak: list[int], allowed: int, max_links: int
) -> tuple[list[int], int]:
    """The layers of a breadth-first search from "start is false" over the ``allowed``
    nodes, up to ``max_links`` links: even layers false, odd layers true, each node in the
    first layer of its parity that reaches it. Also every node some true node weakly links
    (whether allowed or not)."""
    layers = [1 << start]
    seen_true, seen_false = 0, 1 << start
    implied_false = 0
    frontier = 1 << start
    is_true = False
    while frontier and len(layers) <= max_links:
        nxt = 0
        table = weak if is_true else strong
        f = frontier
        while f:
            low = f & -f
            nxt |= table[low.bit_length() - 1]
            f ^= low
        if is_true:
            implied_false |= nxt
            nxt &= allowed & ~seen_false
            seen_false |= nxt
        else:
            nxt &= allowed & ~seen_true
            seen_true |= nxt
        is_true = not is_true
        if not nxt:
            break
        layers.append(nxt)
        frontier = nxt
    return layers, implied_false


def chain_path(layers: list[int], strong: list[int], weak: list[int], end: int, links: int):
    """The nodes of a shortest chain through ``layers`` (``alternating_layers``) to
    layer ``links``'s ``end``: back from the end, the lowest node of each layer linked to
    the next, one not in the chain yet where there is one."""
    path = [end]
    current = end
    for depth in range(links - 1, -1, -1):
        table = weak if depth % 2 else strong
        fallback = None
        for node in bit_cells(layers[depth]):
            if table[node] >> current & 1:
                if node not in path or (depth == 0):
                    fallback = node
                    break
                if fallback is None:
                    fallback = node
        path.append(fallback)
        current = fallback
    path.reverse()
    return path


def chain_search(position: Position, kind: str) -> ChainSearch:
    """The search of ``kind`` on ``position``, run once and shared by the finders."""
    return position.shared(("chains", kind), lambda p: ChainSearch(p, kind))


# --- steps ---------------------------------------------------------------------------------
