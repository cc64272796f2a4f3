"""Sudoku Explainer's chaining rungs as techniques of the SE path: each rung's choice
(``solver.se.engine``) turned into a ``Step`` a player can read.

A step's ``size`` is SE's complexity of the conclusion (every implication its branches use,
inner chains included), from which ``se_rating`` adds SE's length bonus to the base of the
step's technique (SE_CHAINING). ``proof`` holds the implications that end each branch:
following their ``parents`` (and ``inner`` conclusions for nested rungs) gives the tree.
"""

from __future__ import annotations

from collections.abc import Callable

from solver.board import POPCOUNT, UNITS, UNITS_OF, rc_name, unit_name
from solver.phrase import QT_TRANSLATE_NOOP, Phrase, Term, joined
from solver.se.engine import Engine, HintMemory
from solver.se.proof import ChainHint, ChainKind, Implication
from solver.se.rules import DYNAMIC, MULTIPLE, NISHIO, UNARY, Rule, dynamic_rule
from solver.techniques.step import Position, Step, Technique, removal_text

# The rungs in SE's order (Forcing Chains & Cycles, Nishio, Multiple, Dynamic, Dynamic (+),
# then the nested levels SukakuExplainer tries).
RUNGS: tuple[Rule, ...] = (
    UNARY,
    NISHIO,
    MULTIPLE,
    DYNAMIC,
    dynamic_rule(1),
    dynamic_rule(2),
    dynamic_rule(3),
    dynamic_rule(4, 0),
    dynamic_rule(4, 1),
    dynamic_rule(4, 2),
)

_SUFFIX = {
    1: " (+)",
    2: " (+ forcing chains)",
    3: " (+ multiple forcing chains)",
    4: " (+ dynamic forcing chains)",
}
_KIND_NAME = {
    ChainKind.CONTRADICTION: "contradiction forcing chains",
    ChainKind.DOUBLE: "double forcing chains",
    ChainKind.CELL: "cell forcing chains",
    ChainKind.REGION: "region forcing chains",
}


def _suffix(rule: Rule) -> str:
    if rule.level < 4:
        return _SUFFIX.get(rule.level, "")
    inner = _SUFFIX.get(rule.nesting, "")
    return f" (+ dynamic forcing chains{inner})"


def technique_name(hint: ChainHint) -> str:
    """SE's name of the hint's technique, in the project's lower-case style."""
    rule = hint.rule
    if hint.kind is ChainKind.CYCLE:
        if hint.x and hint.y:
            return "bidirectional cycle"
        return "bidirectional y-cycle" if hint.y else "bidirectional x-cycle"
    if hint.kind is ChainKind.FORCING:
        return "forcing chain" if hint.y else "forcing x-chain"
    if rule.nishio:
        return "nishio forcing chains"
    if not rule.dynamic:
        return _KIND_NAME[hint.kind]
    return "dynamic " + _KIND_NAME[hint.kind] + _suffix(rule)


def _names() -> dict[str, float]:
    bases = {
        "bidirectional x-cycle": 6.5,
        "bidirectional y-cycle": 6.5,
        "bidirectional cycle": 7.0,
        "forcing x-chain": 6.6,
        "forcing chain": 7.0,
        "nishio forcing chains": 7.5,
        "cell forcing chains": 8.0,
        "region forcing chains": 8.0,
    }
    for rule in RUNGS[3:]:
        for kind in _KIND_NAME.values():
            bases["dynamic " + kind + _suffix(rule)] = rule.base
    return bases


# Every SE chaining technique and its base rating (the length bonus comes on top).
SE_CHAINING: dict[str, float] = _names()
# A technique's difficulty in the engine's own scale (after every technique of TECHNIQUES).
_DIFFICULTY = 80


def se_grid(masks) -> list[int]:
    """SE's view of candidate masks: none in a placed cell (one candidate, gone from its
    peers), the candidates of every other cell. A cell's peers are its three units: the
    digits held twice or more in each unit (one pass over the units) tell whether a peer
    still holds the cell's digit, without looking at the 20 peers of every single."""
    twice = []
    for unit in UNITS:
        once = more = 0
        for cell in unit:
            more |= once & masks[cell]
            once |= masks[cell]
        twice.append(more)
    grid = list(masks)
    for cell, mask in enumerate(masks):
        if POPCOUNT[mask] == 1:
            row, column, box = UNITS_OF[cell]
            if not mask & (twice[row] | twice[column] | twice[box]):
                grid[cell] = 0
    return grid


def rung_technique(
    rule: Rule,
    should_stop: Callable[[], bool] | None = None,
    memory: HintMemory | None = None,
) -> Technique:
    """The rung ``rule`` as a technique: its step is SE's choice on the position. Rungs
    sharing a ``memory`` share the inner conclusions they work out."""

    def find(position: Position, technique: Technique) -> Step | None:
        grid = se_grid(position.masks)
        hint = Engine(rule, should_stop, memory).first(grid)
        return None if hint is None else hint_step(hint, grid)

    def find_all(position: Position, technique: Technique):
        grid = se_grid(position.masks)
        for hint in Engine(rule, should_stop, memory).hints(grid):
            yield hint_step(hint, grid)

    name = "se chaining " + _suffix(rule).strip() if rule.level else "se chaining"
    return Technique(name, _DIFFICULTY + rule.level, find, find_all)


def se_rungs(
    should_stop: Callable[[], bool] | None = None, up_to: int = len(RUNGS)
) -> tuple[Technique, ...]:
    """The first ``up_to`` rungs as techniques polling ``should_stop``."""
    memory = HintMemory()
    return tuple(rung_technique(rule, should_stop, memory) for rule in RUNGS[:up_to])


# The rungs without the "+" and nested ones (up to dynamic forcing chains, 8.5).
PLAIN_RUNGS = 4


def hint_step(hint: ChainHint, grid) -> Step:
    """The step of a conclusion: what it removes or places, and the branches as text."""
    placement = hint.placement
    placements = (placement,) if placement else ()
    eliminations = () if placement else hint.removable
    cells: dict[int, None] = {}
    digits: set[int] = set()
    for target in hint.targets:
        for item in _path(target):
            cells.setdefault(item.cell, None)
            digits.add(item.digit)
    branches = joined(
        [_branch_text(target, n == 0) for n, target in enumerate(hint.targets)], strong=True
    )
    conclusion = (
        Phrase(
            QT_TRANSLATE_NOOP("Solver", "{cell} must be {digit}"),
            cell=rc_name(placement[0]),
            digit=placement[1],
        )
        if placement
        else Phrase(
            QT_TRANSLATE_NOOP("Solver", "remove {removals}"),
            removals=removal_text(hint.removable),
        )
    )
    return Step(
        technique=technique_name(hint),
        difficulty=_DIFFICULTY + hint.rule.level,
        placements=placements,
        eliminations=eliminations,
        cells=tuple(cells),
        units=(hint.source[0],) if hint.kind is ChainKind.REGION else (),
        digits=tuple(sorted(digits)),
        explanation=Phrase(
            QT_TRANSLATE_NOOP("Solver", "{branches}; so {conclusion}."),
            branches=branches,
            conclusion=conclusion,
        ),
        area=_area(hint),
        size=hint.complexity,
        proof=hint.targets,
    )


def _area(hint: ChainHint) -> str:
    if hint.kind is ChainKind.REGION:
        unit, digit = hint.source
        return Phrase(
            QT_TRANSLATE_NOOP("Solver", "the places of {digit} in {unit}"),
            digit=digit,
            unit=unit_name(unit),
        )
    start = _path(hint.targets[0])[0]
    return rc_name(start.cell)


def _path(target: Implication) -> list[Implication]:
    """The main line of a branch: from the assumption to ``target`` by first parents."""
    line = [target]
    while line[-1].parents:
        line.append(line[-1].parents[0])
    line.reverse()
    return line


def _branch_text(target: Implication, first: bool = False) -> str:
    """A branch's line of implications ("if r1c1=3: r1c1=3 → r7c1≠3 → …"); the ``first``
    opens the sentence ("If …")."""
    line = _path(target)
    # One field per link: a link proved by an inner rule names it, translated (a recursive
    # joined() would nest as deep as the chain is long).
    links = Phrase(" → ".join(f"{{l{i}}}" for i in range(len(line))),
                   **{f"l{i}": _fact(item) for i, item in enumerate(line)})  # fmt: skip
    if first:
        template = QT_TRANSLATE_NOOP("Solver", "If {start}: {links}")
    else:
        template = QT_TRANSLATE_NOOP("Solver", "if {start}: {links}")
    return Phrase(template, start=_fact(line[0]), links=links)


def _fact(item: Implication) -> str:
    sign = "=" if item.on else "≠"
    text = f"{rc_name(item.cell)}{sign}{item.digit}"
    if item.inner is not None or item.rule:
        return Phrase(
            QT_TRANSLATE_NOOP("Solver", "{fact} ({rule})"), fact=text, rule=Term(item.rule)
        )
    return text
