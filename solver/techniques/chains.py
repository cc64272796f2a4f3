"""Chains on the link graph: X-chains, XY-chains, AICs and nice loops, plain and grouped.

A chain alternates strong and weak links (solver.techniques.links). Read as implications,
"a strong link: if one end is false the other is true" and "a weak link: if one end is true
the other is false". So a search from the literal "node s is false" that follows strong links
out of false nodes and weak links out of true nodes finds every node ``e`` that must be true
when ``s`` is false: an alternating inference chain (AIC) with ends ``s`` and ``e``, one of
which is true. Then

* AIC: a candidate weakly linked to both ends (it sees both, or shares a cell with one and
  sees the other) is false;
* discontinuous nice loop: if the search from "s is false" reaches "s is true", s is true;
  an AIC whose ends both see a candidate is the loop through that candidate that proves it
  false;
* continuous nice loop: if an end ``e`` is weakly linked back to ``s``, the chain closes
  into a loop where every link holds both ways: every weak link becomes strong too, and a
  candidate linked to both nodes of any link of the loop is false.

The search runs breadth first on node bitsets, from every start at once per position and
per kind of chain, so each conclusion comes with a shortest chain; the kinds differ in the
links they may use:

* x-chain: one digit, strong links between two cells of a unit;
* xy-chain: strong links only inside cells with two candidates, weak links between cells;
* aic / nice loop: any single-cell links;
* grouped aic / grouped nice loop: grouped nodes too.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from solver.board import BIT, DIGITS_OF, PEER_BITS, bit_cells
from solver.phrase import QT_TRANSLATE_NOOP, Phrase
from solver.techniques.chain_search import (
    AIC,
    GROUPED,
    WITH_ALS,
    X_CHAIN,
    XY_CHAIN,
    ChainSearch,
    _Found,
    chain_search,
)
from solver.techniques.links import LinkGraph
from solver.techniques.step import (
    Position,
    Step,
    Technique,
    digit_list,
    first_of,
    removal_text,
    technique,
)


def _als_groups(graph: LinkGraph, nodes: list[int], closed: bool = False) -> tuple:
    """The groups field of a chain through almost locked sets: each ALS it passes."""
    pairs = list(zip(nodes, nodes[1:], strict=False))
    if closed:
        pairs.append((nodes[-1], nodes[0]))
    groups = []
    for i, (a, b) in enumerate(pairs):
        if i % 2 == 0 and (a, b) in graph.als_of_link and not graph.strong(a) >> b & 1:
            cells, digits = graph.als_of_link[(a, b)]
            group = ("als", cells, DIGITS_OF[digits])
            if group not in groups:
                groups.append(group)
    return tuple(groups)


def chain_links(graph: LinkGraph, nodes: list[int], closed: bool) -> tuple:
    """The chain field of a step: links between consecutive ``nodes``, strong first, then
    alternating; a closed loop adds the weak link from the last node back to the first."""
    links = []
    pairs = list(zip(nodes, nodes[1:], strict=False))
    if closed:
        pairs.append((nodes[-1], nodes[0]))
    for i, (a, b) in enumerate(pairs):
        links.append(_link(graph, a, "strong" if i % 2 == 0 else "weak", b))
    return tuple(links)


def _link(graph: LinkGraph, a: int, kind: str, b: int) -> tuple:
    return (graph.cells[a], graph.digit[a], kind, graph.cells[b], graph.digit[b])


def chain_text(graph: LinkGraph, nodes: list[int], closed: bool = False) -> str:
    """Eureka-style notation: 5r1c1=5r1c7-7r1c7=7r3c9 ("=" strong, "-" weak)."""
    text = graph.name(nodes[0])
    for i, node in enumerate(nodes[1:]):
        text += ("=" if i % 2 == 0 else "-") + graph.name(node)
    if closed:
        text += "-" + graph.name(nodes[0])
    return text


def _eliminations(graph: LinkGraph, nodes: int) -> tuple[tuple[int, int], ...]:
    return tuple(sorted((graph.cells[n][0], graph.digit[n]) for n in bit_cells(nodes)))


def _pattern(graph: LinkGraph, nodes: list[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    cells = sorted({c for n in nodes for c in graph.cells[n]})
    digits = sorted({graph.digit[n] for n in nodes})
    return tuple(cells), tuple(digits)


def aic_step(graph: LinkGraph, nodes: list[int], removed: int, technique: Technique) -> Step:
    """The step of the AIC through ``nodes`` of ``graph``, removing the ``removed`` nodes."""
    eliminations = _eliminations(graph, removed)
    cells, digits = _pattern(graph, nodes)
    first, last = graph.name(nodes[0]), graph.name(nodes[-1])
    return Step(
        technique=technique.name,
        difficulty=technique.difficulty,
        eliminations=eliminations,
        cells=cells,
        digits=digits,
        explanation=(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Solver",
                    "{chain_text} ('=': if one is false the other is true, '-': if one is true "
                    "the other is false). Either {first} is true, or it is false and the chain "
                    "makes {last} true: one of them is, so remove {removals}, which see both.",
                ),
                chain_text=chain_text(graph, nodes),
                first=first,
                last=last,
                removals=removal_text(eliminations),
            )
        ),
        area=Phrase(
            QT_TRANSLATE_NOOP("Solver", "the chain from {first} to {last}"), first=first, last=last
        ),
        chain=chain_links(graph, nodes, False),
        groups=_als_groups(graph, nodes),
    )


def _placement_step(search: ChainSearch, found: _Found, technique: Technique) -> Step:
    graph = search.graph
    nodes = search.path(found.start, found.start, found.links)
    cell, digit = graph.cells[found.start][0], graph.digit[found.start]
    cells, digits = _pattern(graph, nodes)
    name = graph.name(found.start)
    return Step(
        technique=technique.name,
        difficulty=technique.difficulty,
        placements=((cell, digit),),
        cells=cells,
        digits=digits,
        explanation=(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Solver",
                    "{chain_text}: if {name} were false, the chain would make it true, so it is "
                    "true: place {digit} in {target}.",
                ),
                chain_text=chain_text(graph, nodes),
                name=name,
                digit=digit,
                target=graph.name(found.start)[1:],
            )
        ),
        area=Phrase(QT_TRANSLATE_NOOP("Solver", "the loop through {name}"), name=name),
        chain=chain_links(graph, nodes, False),
        groups=_als_groups(graph, nodes),
    )


def _loop_step(
    search: ChainSearch, found: _Found, technique: Technique, outside: bool = False
) -> Step | None:
    """A continuous loop: every link holds both ways; what two linked nodes both see goes.
    With ``outside``, a link between two cells removes nothing from the loop's own cells
    (HoDoKu's narrower rule)."""
    graph = search.graph
    nodes = search.path(found.start, found.end, found.links - 1)
    if len(set(nodes)) != len(nodes):
        return None
    members = 0
    loop_cells = 0
    for n in nodes:
        members |= 1 << n
    if outside:
        for n in bit_cells(graph.cell_nodes):
            if any(set(graph.cells[n]) & set(graph.cells[m]) for m in nodes):
                loop_cells |= 1 << n
    removed = 0
    weak = search.weak
    for i, (a, b) in enumerate(zip(nodes, nodes[1:] + nodes[:1], strict=True)):
        common = weak[a] & weak[b]
        if outside and graph.cells[a] != graph.cells[b]:
            common &= ~loop_cells
        removed |= common
        if i % 2 == 0 and (a, b) in graph.als_of_link and not graph.strong(a) >> b & 1:
            removed |= _locked_als(graph, a, b)
    removed &= graph.cell_nodes & ~members
    if not removed:
        return None
    eliminations = _eliminations(graph, removed)
    cells, digits = _pattern(graph, nodes)
    return Step(
        technique=technique.name,
        difficulty=technique.difficulty,
        eliminations=eliminations,
        cells=cells,
        digits=digits,
        explanation=(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Solver",
                    "{chain_text} closes into a loop, so either every other node of it is true or "
                    "every other one is: each link holds both ways, and a candidate linked to "
                    "both ends of a link is false: remove {removals}.",
                ),
                chain_text=chain_text(graph, nodes, closed=True),
                removals=removal_text(eliminations),
            )
        ),
        area=Phrase(
            QT_TRANSLATE_NOOP("Solver", "the loop through {name}"), name=graph.name(nodes[0])
        ),
        chain=chain_links(graph, nodes, True),
        groups=_als_groups(graph, nodes, closed=True),
    )


def _locked_als(graph: LinkGraph, a: int, b: int) -> int:
    """In a continuous loop an ALS link's two digits are one in, one out of the ALS, so
    the ALS is locked on its other digits: the cell nodes that see all of one of them."""
    cells, digits = graph.als_of_link[(a, b)]
    removed = 0
    for w in DIGITS_OF[digits]:
        if w in (graph.digit[a], graph.digit[b]):
            continue
        places = [c for c in cells if (c, w) in graph.node_of]
        for node in bit_cells(graph.digit_nodes[w] & graph.cell_nodes):
            cell = graph.cells[node][0]
            if cell not in cells and all(PEER_BITS[cell] >> c & 1 for c in places):
                removed |= 1 << node
    return removed


def _single_elimination_step(
    search: ChainSearch, found: _Found, target: int, technique: Technique
) -> Step:
    """A discontinuous nice loop through ``target``: true, it would make itself false."""
    graph = search.graph
    chain = search.path(found.start, found.end, found.links)
    nodes = [target, *chain]
    cells, digits = _pattern(graph, nodes)
    name = graph.name(target)
    links = (_link(graph, target, "weak", chain[0]), *chain_links(graph, chain, False))
    links += (_link(graph, chain[-1], "weak", target),)
    eliminations = ((graph.cells[target][0], graph.digit[target]),)
    return Step(
        technique=technique.name,
        difficulty=technique.difficulty,
        eliminations=eliminations,
        cells=cells,
        digits=digits,
        explanation=(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Solver",
                    "{name}-{chain_text}-{name}: if {name} were true, the loop would make it "
                    "false, so remove {removals}.",
                ),
                name=name,
                chain_text=chain_text(graph, chain),
                removals=removal_text(eliminations),
            )
        ),
        area=Phrase(QT_TRANSLATE_NOOP("Solver", "the loop through {name}"), name=name),
        chain=links,
        groups=_als_groups(graph, chain),
    )


def _remote_pair(position: Position, search: ChainSearch, step: Step, technique: Technique):
    """An xy-chain whose cells all hold the same two digits (a remote pair) works for
    both digits at once: the step removing both from the cells that see both ends."""
    masks = position.masks
    cells = [link[0][0] for link in step.chain] + [step.chain[-1][3][0]]
    pair = masks[cells[0]]
    if any(masks[c] != pair for c in cells) or len(step.chain) < 5:
        return None
    seen = PEER_BITS[cells[0]] & PEER_BITS[cells[-1]]
    eliminations = tuple(
        (c, d) for c in bit_cells(seen) for d in DIGITS_OF[pair] if masks[c] & BIT[d]
    )
    if set(eliminations) <= set(step.eliminations):
        return None
    return replace(
        step,
        eliminations=eliminations,
        explanation=(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Solver",
                    "{explanation} The cells of the chain all hold only {digits} (a remote pair), "
                    "so the same holds with the two digits swapped: remove {removals}.",
                ),
                explanation=step.explanation,
                digits=digit_list(DIGITS_OF[pair]),
                removals=removal_text(eliminations),
            )
        ),
    )


def _chains(kind: str):
    """The enumerator of the AICs of ``kind`` (shortest first)."""

    def enumerate_steps(position: Position, technique: Technique) -> Iterator[Step]:
        search = chain_search(position, kind)
        for found in search.found:
            if found.kind == "aic":
                nodes = search.path(found.start, found.end, found.links)
                step = aic_step(search.graph, nodes, found.removed, technique)
                yield step
                if kind == XY_CHAIN:
                    pairs = _remote_pair(position, search, step, technique)
                    if pairs is not None:
                        yield pairs

    return enumerate_steps


def _loops(kind: str, discontinuous: bool = True):
    """The enumerator of the nice loops of ``kind``: placements and continuous loops
    (shortest first), then (``discontinuous``) every single-candidate discontinuous loop
    (what the AICs of the same kind remove, one candidate at a time)."""

    def enumerate_steps(position: Position, technique: Technique) -> Iterator[Step]:
        search = chain_search(position, kind)
        for found in search.found:
            if found.kind == "place":
                yield _placement_step(search, found, technique)
            elif found.kind == "loop":
                step = _loop_step(search, found, technique)
                if step is not None:
                    yield step
                    narrow = _loop_step(search, found, technique, outside=True)
                    if narrow is not None and narrow.eliminations != step.eliminations:
                        yield narrow
        if not discontinuous:
            return
        for found in search.found:
            if found.kind == "aic":
                for target in bit_cells(found.removed):
                    yield _single_elimination_step(search, found, target, technique)

    return enumerate_steps


def x_chain(name: str, difficulty: int) -> Technique:
    return technique(name, difficulty, _chains(X_CHAIN))


def xy_chain(name: str, difficulty: int) -> Technique:
    return technique(name, difficulty, _chains(XY_CHAIN))


def aic(name: str, difficulty: int, grouped: bool = False, als: bool = False) -> Technique:
    kind = WITH_ALS if als else GROUPED if grouped else AIC
    return technique(name, difficulty, _chains(kind))


def nice_loop(name: str, difficulty: int, grouped: bool = False, als: bool = False) -> Technique:
    """Nice loops: the step a path takes is a placement or a continuous loop (a broken loop
    that removes one candidate is the AIC the teaching path tries right after); every
    instance, broken loops included, is listed (``find_all``: HoDoKu's library has them)."""
    kind = WITH_ALS if als else GROUPED if grouped else AIC
    return Technique(name, difficulty, first_of(_loops(kind, discontinuous=False)), _loops(kind))
