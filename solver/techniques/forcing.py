"""Forcing chains and nets, the last resort before guessing: assume a candidate, follow the
singles it forces, and conclude from what every branch agrees on.

* Contradiction forcing: assuming r1c1=5 forces singles until some cell has no candidate or
  some unit has no place for a digit; so r1c1 is not 5.
* Cell forcing: every candidate of one cell forces the same placement or elimination; one
  of them is true, so that conclusion holds.
* Unit forcing: the same over the places of one digit in a unit.

The branches are dynamic (each follows every naked and hidden single, not just one chain),
which is what Sudoku Explainer calls dynamic forcing chains and HoDoKu forcing nets. The
step's ``size`` counts the deductions its branches make up to the conclusion; the rating
turns it into SE's length bonus. Every open candidate is assumed once per position (the
propagations are shared by the three kinds), and the cheapest conclusion is returned, as
SE returns its easiest chain. A ``depth`` bounds each branch; a branch that reaches it
concludes nothing beyond what it found so far, which is still sound.
"""

from __future__ import annotations

from collections import deque

from solver.board import (
    BIT,
    DIGITS_OF,
    PEERS,
    POPCOUNT,
    SINGLE_DIGIT,
    UNITS,
    UNITS_OF,
    rc_name,
    unit_name,
)
from solver.phrase import QT_TRANSLATE_NOOP, Phrase, joined
from solver.techniques.step import Position, Step, Technique, removal_text

# The most deductions a branch makes before it stops.
DEPTH = 400

Fact = tuple[str, int, int]  # ("=", cell, digit) placed, ("-", cell, digit) removed


class _Branch:
    """The consequences of assuming one candidate: ``facts`` in the order they were
    deduced (index = position), and ``broken`` the deduction count at a contradiction."""

    __slots__ = ("broken", "facts", "why")

    def __init__(self, masks: tuple[int, ...], cell: int, digit: int) -> None:
        self.facts: dict[Fact, int] = {}
        self.broken = 0
        self.why = ""
        self._run(list(masks), cell, digit)

    def _fact(self, fact: Fact) -> None:
        self.facts.setdefault(fact, len(self.facts))

    def _run(self, masks: list[int], cell: int, digit: int) -> None:
        todo = deque([(cell, digit)])
        while todo and len(self.facts) < DEPTH:
            cell, digit = todo.popleft()
            if not masks[cell] & BIT[digit]:
                self._break(
                    Phrase(
                        QT_TRANSLATE_NOOP("Solver", "{cell} would have to be {digit} and cannot"),
                        cell=rc_name(cell),
                        digit=digit,
                    )
                )
                return
            if ("=", cell, digit) in self.facts:
                continue
            self._fact(("=", cell, digit))
            for other in DIGITS_OF[masks[cell] & ~BIT[digit]]:
                self._fact(("-", cell, other))
            masks[cell] = BIT[digit]
            dirty = set(UNITS_OF[cell])
            for peer in PEERS[cell]:
                if masks[peer] & BIT[digit]:
                    masks[peer] &= ~BIT[digit]
                    self._fact(("-", peer, digit))
                    if not masks[peer]:
                        self._break(
                            Phrase(
                                QT_TRANSLATE_NOOP("Solver", "{peer} would have no candidate left"),
                                peer=rc_name(peer),
                            )
                        )
                        return
                    if POPCOUNT[masks[peer]] == 1:
                        todo.append((peer, SINGLE_DIGIT[masks[peer]]))
                    dirty.update(UNITS_OF[peer])
            if not self._hidden_singles(masks, dirty, todo):
                return

    def _hidden_singles(self, masks: list[int], units, todo: deque) -> bool:
        """Queue the hidden singles of ``units``; False (and broken) when a digit has no
        place left in one of them."""
        for unit in units:
            for digit in range(1, 10):
                bit = BIT[digit]
                places = [c for c in UNITS[unit] if masks[c] & bit]
                if not places:
                    self._break(
                        Phrase(
                            QT_TRANSLATE_NOOP("Solver", "{unit} would have no place for {digit}"),
                            unit=unit_name(unit),
                            digit=digit,
                        )
                    )
                    return False
                if len(places) == 1 and POPCOUNT[masks[places[0]]] > 1:
                    todo.append((places[0], digit))
        return True

    def _break(self, why: str) -> None:
        self.broken = len(self.facts) + 1
        self.why = why


def _branches(position: Position) -> dict[tuple[int, int], _Branch]:
    masks = position.masks
    return {
        (cell, digit): _Branch(masks, cell, digit)
        for cell in range(81)
        if POPCOUNT[masks[cell]] > 1
        for digit in DIGITS_OF[masks[cell]]
    }


def _contradictions(position: Position, branches) -> list[Step]:
    steps = []
    for (cell, digit), branch in branches.items():
        if branch.broken:
            steps.append(
                Step(
                    technique="contradiction forcing chain",
                    difficulty=0,
                    eliminations=((cell, digit),),
                    cells=(cell,),
                    digits=(digit,),
                    explanation=(
                        Phrase(
                            QT_TRANSLATE_NOOP(
                                "Solver",
                                "If {cell} were {digit}, the singles that follow would break the "
                                "grid: {why}. So {cell} is not {digit}.",
                            ),
                            cell=rc_name(cell),
                            digit=digit,
                            why=branch.why,
                        )
                    ),
                    area=rc_name(cell),
                    size=branch.broken,
                )
            )
    return steps


def _agreements(position: Position, branches, name: str, groups) -> list[Step]:
    """The steps of cell or unit forcing: for each group of candidates (one of which is
    true, none contradictory), the facts all their branches share."""
    steps = []
    for label, candidates in groups:
        runs = [branches[candidate] for candidate in candidates]
        if any(run.broken for run in runs):
            continue
        common = set(runs[0].facts).intersection(*(run.facts for run in runs[1:]))
        if not common:
            continue
        placements = tuple(sorted((c, d) for kind, c, d in common if kind == "="))
        placed = {c for c, _ in placements}
        eliminations = tuple(
            sorted((c, d) for kind, c, d in common if kind == "-" and c not in placed)
        )
        effects = [joined([f"{rc_name(c)}={d}" for c, d in placements])] if placements else []
        if eliminations:
            effects.append(removal_text(eliminations))
        effect = joined(effects, strong=True)
        assumed = joined([f"{rc_name(c)}={d}" for c, d in candidates])
        steps.append(
            Step(
                technique=name,
                difficulty=0,
                placements=placements,
                eliminations=eliminations,
                cells=tuple(sorted({c for c, _ in candidates})),
                digits=tuple(sorted({d for _, d in candidates})),
                explanation=(
                    Phrase(
                        QT_TRANSLATE_NOOP(
                            "Solver",
                            "Whichever candidate of {label} is true ({assumed}), the singles that "
                            "follow give the same result: {effect}.",
                        ),
                        label=label,
                        assumed=assumed,
                        effect=effect,
                    )
                ),
                area=label,
                size=sum(min(run.facts[fact] for fact in common) + 1 for run in runs),
            )
        )
    return steps


def _cell_groups(masks):
    for cell in range(81):
        if POPCOUNT[masks[cell]] > 1:
            yield rc_name(cell), [(cell, d) for d in DIGITS_OF[masks[cell]]]


def _unit_groups(masks):
    for unit, cells in enumerate(UNITS):
        for digit in range(1, 10):
            places = [c for c in cells if masks[c] & BIT[digit] and POPCOUNT[masks[c]] > 1]
            if len(places) > 1:
                yield (
                    Phrase(
                        QT_TRANSLATE_NOOP("Solver", "the {digit}s of {unit}"),
                        digit=digit,
                        unit=unit_name(unit),
                    ),
                    [(c, digit) for c in places],
                )


def forcing_steps(position: Position) -> list[Step]:
    """Every forcing chain conclusion of the position (see the module)."""
    branches = position.shared("forcing branches", _branches)
    masks = position.masks
    return (
        _contradictions(position, branches)
        + _agreements(position, branches, "cell forcing chain", _cell_groups(masks))
        + _agreements(position, branches, "unit forcing chain", _unit_groups(masks))
    )


def forcing_chains(rating) -> Technique:
    """The forcing chains as one technique whose step is the one ``rating`` (a function of
    a step) rates lowest; ties go to the fewest deductions."""

    def find(position: Position, technique: Technique) -> Step | None:
        steps = forcing_steps(position)
        return min(steps, key=lambda step: (rating(step), step.size), default=None)

    def find_all(position: Position, technique: Technique):
        yield from forcing_steps(position)

    return Technique("forcing chains", 80, find, find_all)
