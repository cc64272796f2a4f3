"""Simple colouring: a chain of a digit's strong links, two-coloured.

Where a digit has only two places in a unit, exactly one of them holds it (a strong link).
Colouring a chain of such links in two alternating colours splits its cells so that one
colour holds the digit everywhere and the other nowhere. Two rules follow: if two cells of
one colour see each other, that colour is the false one (colour wrap); a cell outside the
chain that sees both colours cannot hold the digit (colour trap).
"""

from __future__ import annotations

from itertools import combinations

from solver.board import BIT, CELLS
from solver.techniques.step import PEER_SETS, Position, Step, Technique, cell_list, removal_text


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
    return (
        f"Where {digit} has only two places in a unit, one of them is {digit}. Following "
        f"these links splits a chain into {cell_list(green)} and {cell_list(blue)}: "
        f"one group holds {digit} and the other does not."
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
            f"{_chain_text(digit, green, blue)} {reason}: remove {removal_text(eliminations)}."
        ),
        area=f"the {digit}s",
    )


def _wrap(technique, digit, green, blue, units) -> Step | None:
    """Colour wrap: a colour with two cells that see each other is false everywhere."""
    for false in (green, blue):
        clash = _clash(false)
        if clash is not None:
            eliminations = tuple((c, digit) for c in false)
            reason = (
                f"{cell_list(clash)} are in the same group and see each other, so that "
                f"group cannot hold {digit}"
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
    verb = "sees" if len(trapped) == 1 else "see"
    reason = f"{cell_list(trapped)} {verb} both groups, so cannot hold {digit}"
    return _step(technique, digit, green, blue, units, eliminations, reason)
