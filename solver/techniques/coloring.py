"""Simple and multi-colouring: chains of a digit's strong links, two-coloured.

Where a digit has only two places in a unit, exactly one of them holds it (a strong link).
Colouring a chain of such links in two alternating colours splits its cells so that one
colour holds the digit everywhere and the other nowhere. Two rules follow: if two cells of
one colour see each other, that colour is the false one (colour wrap); a cell outside the
chain that sees both colours cannot hold the digit (colour trap).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from solver.board import BIT, CELLS, PEER_BITS, bit_cells
from solver.phrase import QT_TRANSLATE_NOOP, Phrase
from solver.techniques.step import (
    PEER_SETS,
    Position,
    Step,
    Technique,
    cell_bits,
    cell_list,
    removal_text,
)


def _strong_links(position: Position, digit: int) -> tuple[dict[int, list[int]], list[int]]:
    """The strong-link graph of ``digit`` (cell -> linked cells) and the units that link."""
    graph: dict[int, list[int]] = {}
    units = []
    for unit in range(27):
        places = position.places[unit][digit]
        if len(places) == 2 and not position.placed_digits[unit] & BIT[digit]:
            a, b = places
            graph.setdefault(a, []).append(b)
            graph.setdefault(b, []).append(a)
            units.append(unit)
    return graph, units


def _two_colour(graph: dict[int, list[int]], start: int) -> tuple[list[int], list[int]] | None:
    """The two colour classes of ``start``'s chain, or None if the chain cannot be
    two-coloured (a board that is already contradictory)."""
    colour = {start: 0}
    queue = [start]
    for cell in queue:
        for other in graph[cell]:
            if other not in colour:
                colour[other] = 1 - colour[cell]
                queue.append(other)
            elif colour[other] == colour[cell]:
                return None
    return (
        sorted(c for c, k in colour.items() if k == 0),
        sorted(c for c, k in colour.items() if k == 1),
    )


def _clash(cells: list[int]) -> tuple[int, int] | None:
    """Two cells of one colour that see each other, if any."""
    for a, b in combinations(cells, 2):
        if b in PEER_SETS[a]:
            return a, b
    return None


def find_simple_colouring(position: Position, technique: Technique) -> Step | None:
    """The first colour wrap or colour trap, digit by digit."""
    for digit in range(1, 10):
        graph, link_units = _strong_links(position, digit)
        seen: set[int] = set()
        for start in sorted(graph):
            if start in seen:
                continue
            classes = _two_colour(graph, start)
            if classes is None:
                continue
            green, blue = classes
            seen.update(green, blue)
            if len(green) + len(blue) < 3:
                continue
            chain = set(green) | set(blue)
            units = tuple(u for u in link_units if position.places[u][digit][0] in chain)
            step = _wrap(technique, digit, green, blue, units) or _trap(
                position, technique, digit, green, blue, units
            )
            if step is not None:
                return step
    return None


def _chain_text(digit: int, green: list[int], blue: list[int]) -> str:
    return Phrase(
        QT_TRANSLATE_NOOP(
            "Solver",
            "Where {digit} has only two places in a unit, one of them is {digit}. Following these "
            "links splits a chain into {green} and {blue}: one group holds {digit} and the other "
            "does not.",
        ),
        digit=digit,
        green=cell_list(green),
        blue=cell_list(blue),
    )


def _step(technique, digit, green, blue, units, eliminations, reason) -> Step:
    """A colouring step: the chain is the pattern, ``reason`` the rule that applied."""
    return Step(
        technique=technique.name,
        difficulty=technique.difficulty,
        eliminations=eliminations,
        cells=tuple(sorted(green + blue)),
        units=units,
        digits=(digit,),
        explanation=(
            Phrase(
                QT_TRANSLATE_NOOP("Solver", "{chain_text} {reason}: remove {removals}."),
                chain_text=_chain_text(digit, green, blue),
                reason=reason,
                removals=removal_text(eliminations),
            )
        ),
        area=Phrase(QT_TRANSLATE_NOOP("Solver", "the {digit}s"), digit=digit),
    )


def _wrap(technique, digit, green, blue, units) -> Step | None:
    """Colour wrap: a colour with two cells that see each other is false everywhere."""
    for false in (green, blue):
        clash = _clash(false)
        if clash is not None:
            eliminations = tuple((c, digit) for c in false)
            reason = Phrase(
                QT_TRANSLATE_NOOP(
                    "Solver",
                    "{clash} are in the same group and see each other, so that group cannot hold "
                    "{digit}",
                ),
                clash=cell_list(clash),
                digit=digit,
            )
            return _step(technique, digit, green, blue, units, eliminations, reason)
    return None


def _trap(position, technique, digit, green, blue, units) -> Step | None:
    """Colour trap: a cell outside the chain that sees both colours loses the digit."""
    green_set, blue_set = set(green), set(blue)
    trapped = [
        c
        for c in CELLS
        if position.masks[c] & BIT[digit]
        and c not in green_set
        and c not in blue_set
        and PEER_SETS[c] & green_set
        and PEER_SETS[c] & blue_set
    ]
    if not trapped:
        return None
    eliminations = tuple((c, digit) for c in trapped)
    if len(trapped) == 1:
        template = QT_TRANSLATE_NOOP("Solver", "{trapped} sees both groups, so cannot hold {digit}")
    else:
        template = QT_TRANSLATE_NOOP("Solver", "{trapped} see both groups, so cannot hold {digit}")
    reason = Phrase(template, trapped=cell_list(trapped), digit=digit)
    return _step(technique, digit, green, blue, units, eliminations, reason)


# --- multi-colouring -----------------------------------------------------------------------


def _clusters(position: Position, digit: int) -> list[tuple[list[int], list[int]]]:
    """The two-coloured chains of ``digit`` with at least one link."""
    graph, _units = _strong_links(position, digit)
    seen: set[int] = set()
    clusters = []
    for start in sorted(graph):
        if start in seen:
            continue
        classes = _two_colour(graph, start)
        if classes is None:
            continue
        seen.update(classes[0], classes[1])
        clusters.append(classes)
    return clusters


def _sees_any(cells) -> int:
    """The cells that see at least one of ``cells`` (81-bit set)."""
    bits = 0
    for c in cells:
        bits |= PEER_BITS[c]
    return bits


def multi_colourings(position: Position, technique: Technique) -> Iterator[Step]:
    """Two chains of one digit, each two-coloured. If a colour of one sees a colour of the
    other, those two are not both true, so one of the two opposite colours is: a cell seeing
    both opposite colours loses the digit (type 1). If a colour sees both colours of the
    other chain, it is false everywhere (type 2)."""
    masks = position.masks
    for digit in range(1, 10):
        bit = BIT[digit]
        clusters = _clusters(position, digit)
        for first, second in combinations(clusters, 2):
            members = set(first[0] + first[1] + second[0] + second[1])
            reach = [[_sees_any(c) for c in cluster] for cluster in (first, second)]
            bits = [[cell_bits(c) for c in cluster] for cluster in (first, second)]
            combined: set[tuple[int, int]] = set()
            rules = 0
            # Type 2: a colour seeing both colours of the other chain is false.
            for k, (this, other) in enumerate(((first, second), (second, first))):
                for i in (0, 1):
                    colour_reach = reach[k][i]
                    if colour_reach & bits[1 - k][0] and colour_reach & bits[1 - k][1]:
                        eliminations = tuple((c, digit) for c in this[i])
                        combined.update(eliminations)
                        rules += 1
                        yield _multi_step(
                            technique,
                            digit,
                            first,
                            second,
                            eliminations,
                            (
                                Phrase(
                                    QT_TRANSLATE_NOOP(
                                        "Solver",
                                        "{this} see both colours of the chain {chain_cells}, one "
                                        "of "
                                        "which holds {digit}, so they cannot",
                                    ),
                                    this=cell_list(this[i]),
                                    chain_cells=cell_list(sorted(other[0] + other[1])),
                                    digit=digit,
                                )
                            ),
                        )
            # Type 1: colours a_i and b_j see each other: a_(1-i) or b_(1-j) holds it.
            for i in (0, 1):
                for j in (0, 1):
                    if not reach[0][i] & bits[1][j]:
                        continue
                    trap = reach[0][1 - i] & reach[1][1 - j]
                    targets = [c for c in bit_cells(trap) if masks[c] & bit and c not in members]
                    if not targets:
                        continue
                    eliminations = tuple((c, digit) for c in targets)
                    combined.update(eliminations)
                    rules += 1
                    yield _multi_step(
                        technique,
                        digit,
                        first,
                        second,
                        eliminations,
                        (
                            Phrase(
                                QT_TRANSLATE_NOOP(
                                    "Solver",
                                    "{first} and {second} see each other, so one of {first_other} "
                                    "and "
                                    "{second_other} holds {digit}; a cell seeing both cannot",
                                ),
                                first=cell_list(first[i]),
                                second=cell_list(second[j]),
                                first_other=cell_list(first[1 - i]),
                                second_other=cell_list(second[1 - j]),
                                digit=digit,
                            )
                        ),
                    )
            if rules > 1:  # every pair of colours that see each other, at once
                yield _multi_step(
                    technique,
                    digit,
                    first,
                    second,
                    tuple(sorted(combined)),
                    "Wherever a colour of one chain sees a colour of the other, the two are not "
                    "both true: every rule above at once",
                )


def _multi_step(technique, digit, first, second, eliminations, reason) -> Step:
    cells = tuple(sorted(first[0] + first[1] + second[0] + second[1]))
    return Step(
        technique=technique.name,
        difficulty=technique.difficulty,
        eliminations=eliminations,
        cells=cells,
        digits=(digit,),
        explanation=(
            Phrase(
                QT_TRANSLATE_NOOP(
                    "Solver",
                    "Two chains of {digit}s, each split into two colours ({first} / {first_other}, "
                    "{second} / {second_other}); in each, one colour holds {digit}. {reason}: "
                    "remove "
                    "{removals}.",
                ),
                digit=digit,
                first=cell_list(first[0]),
                first_other=cell_list(first[1]),
                second=cell_list(second[0]),
                second_other=cell_list(second[1]),
                reason=reason,
                removals=removal_text(eliminations),
            )
        ),
        area=Phrase(QT_TRANSLATE_NOOP("Solver", "the {digit}s"), digit=digit),
        groups=(
            ("colour 1", tuple(first[0]), (digit,)),
            ("colour 2", tuple(first[1]), (digit,)),
            ("colour 3", tuple(second[0]), (digit,)),
            ("colour 4", tuple(second[1]), (digit,)),
        ),
    )
