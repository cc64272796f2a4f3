"""A chaining step's proof told as a tree a person can follow (Explain solution's chain tree).

A step of Sudoku Explainer's chaining rungs (``solver.techniques.se_rungs``) keeps in its
``proof`` the implications ending each branch (``solver.se.proof.Implication``). This module
turns them into ``Branch``es: one per assumption ("if r1c1 is 5"), its implications in an
order a reader can follow (each after the ones it rests on), each with its reason in words,
and the end of the branch (where it breaks, or what it concludes). An implication proved by
an inner chain (a nested rung) keeps that chain's conclusion (``inner``), whose branches are
told the same way, so a view can fold them under it and open them on demand.

The proof as an outline of ``Line``s: ``proof_lines`` gives the top (one line per branch,
then the conclusion) and ``lines_under`` what a line opens to (a branch's implications and
its end; under a link an inner chain proves, that chain's own proof). The chain tree opens
them one line at a time; ``outline`` walks them all, depth first, for the proof as text: one
structure for both.

It also gives each branch as a ``Step.chain`` tuple of links, so the board draws it as it
draws any chain. Sentences are ``Phrase``s (translatable; cell and unit names in r1c1, which
the app renotates). Pure Python; nothing here is computed before it is asked for, so a proof
of thousands of implications costs only the branch a reader opens.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum

from solver.board import rc_name, unit_name
from solver.phrase import QT_TRANSLATE_NOOP, Phrase, Term
from solver.se.keys import NAKED, SE_REGIONS
from solver.se.proof import Implication
from solver.techniques.se_rungs import SE_CHAINING, technique_name
from solver.techniques.step import removal_text


@dataclass(frozen=True)
class Branch:
    """One assumption (``root``) and what follows from it: ``items``, every implication the
    branch's ``ends`` rest on, each after its parents, the root first."""

    root: Implication
    items: tuple[Implication, ...]
    ends: tuple[Implication, ...]


def branches(targets) -> list[Branch]:
    """The branches of a conclusion whose proof ends at ``targets`` (a step's ``proof``, or
    an inner conclusion's ``targets``): the targets grouped by the assumption they follow
    from, in the order of the targets."""
    grouped: dict[int, list[Implication]] = {}
    roots: dict[int, Implication] = {}
    for target in targets:
        root = root_of(target)
        roots.setdefault(root.key, root)
        grouped.setdefault(root.key, []).append(target)
    return [Branch(roots[key], ordered(ends), tuple(ends)) for key, ends in grouped.items()]


def root_of(item: Implication) -> Implication:
    """The assumption ``item`` follows from (by first parents)."""
    while item.parents:
        item = item.parents[0]
    return item


def ordered(ends) -> tuple[Implication, ...]:
    """Every implication ``ends`` rest on, each candidate state once, parents first (an
    iterative depth-first walk: proofs can be thousands of implications deep)."""
    done: set[int] = set()
    result: list[Implication] = []
    for end in ends:
        stack = [(end, False)]
        while stack:
            item, expanded = stack.pop()
            if expanded:
                if item.key not in done:
                    done.add(item.key)
                    result.append(item)
                continue
            if item.key in done:
                continue
            stack.append((item, True))
            stack.extend((parent, False) for parent in reversed(item.parents))
    return tuple(result)


def fact(item: Implication) -> Phrase:
    """ "r1c1 is 5" or "r1c1 is not 5"."""
    if item.on:
        return Phrase(
            QT_TRANSLATE_NOOP("Solver", "{cell} is {digit}"),
            cell=rc_name(item.cell),
            digit=item.digit,
        )
    return Phrase(
        QT_TRANSLATE_NOOP("Solver", "{cell} is not {digit}"),
        cell=rc_name(item.cell),
        digit=item.digit,
    )


def denial(item: Implication) -> Phrase:
    """What a broken assumption leaves: "r1c1 cannot be 5" or "r1c1 must be 5"."""
    if item.on:
        return Phrase(
            QT_TRANSLATE_NOOP("Solver", "{cell} cannot be {digit}"),
            cell=rc_name(item.cell),
            digit=item.digit,
        )
    return Phrase(
        QT_TRANSLATE_NOOP("Solver", "{cell} must be {digit}"),
        cell=rc_name(item.cell),
        digit=item.digit,
    )


def assumption_text(branch: Branch) -> Phrase:
    """The branch's head: "If r1c1 is 5" (a sentence of its own: Portuguese puts the verb
    of a condition in the subjunctive, "Se r1c1 for 5")."""
    root = branch.root
    if root.on:
        template = QT_TRANSLATE_NOOP("Solver", "If {cell} is {digit}")
    else:
        template = QT_TRANSLATE_NOOP("Solver", "If {cell} is not {digit}")
    return Phrase(template, cell=rc_name(root.cell), digit=root.digit)


def reason(item: Implication) -> Phrase:
    """Why ``item`` holds, in words: "r1c2 can only be 7: the last candidate of its cell"."""
    cell, digit = rc_name(item.cell), item.digit
    if item.on:
        if item.cause == NAKED:
            return Phrase(
                QT_TRANSLATE_NOOP(
                    "Solver", "{cell} can only be {digit}: the last candidate of its cell"
                ),
                cell=cell,
                digit=digit,
            )
        unit = SE_REGIONS[item.cell][item.cause] if item.cause is not None else -1
        return Phrase(
            QT_TRANSLATE_NOOP("Solver", "{cell} is {digit}: the last place of {digit} in {unit}"),
            cell=cell,
            digit=digit,
            unit=unit_name(unit) if unit >= 0 else "?",
        )
    if item.rule:
        return Phrase(
            QT_TRANSLATE_NOOP("Solver", "{cell} is not {digit}: {rule}"),
            cell=cell,
            digit=digit,
            rule=Term(inner_name(item)),
        )
    parent = item.parents[0]
    if parent.cell == item.cell:
        return Phrase(
            QT_TRANSLATE_NOOP("Solver", "{cell} is not {digit}: it is {other}"),
            cell=cell,
            digit=digit,
            other=parent.digit,
        )
    return Phrase(
        QT_TRANSLATE_NOOP("Solver", "{cell} is not {digit}: it sees {peer}"),
        cell=cell,
        digit=digit,
        peer=rc_name(parent.cell),
    )


def inner_name(item: Implication) -> str:
    """The technique of the inner rule that removes ``item``: its own chain's name for a
    nested chain ("dynamic cell forcing chains"), else the rule ("x-wing")."""
    if item.inner is None:
        return item.rule
    return technique_name(item.inner)


def ending(branch: Branch) -> Phrase:
    """Where the branch breaks or what it ends on."""
    root = branch.root
    ends = branch.ends
    if len(ends) == 2 and ends[0].cell == ends[1].cell and ends[0].digit == ends[1].digit:
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Solver",
                "…and {cell} would be {digit} and not {digit} at once: so {denial}",
            ),
            cell=rc_name(ends[0].cell),
            digit=ends[0].digit,
            denial=denial(root),
        )
    end = ends[0]
    if end.key == root.key and end is not root:
        return Phrase(QT_TRANSLATE_NOOP("Solver", "…and back to {fact}: a loop"), fact=fact(root))
    if end.key == root.key ^ 1:
        return Phrase(
            QT_TRANSLATE_NOOP("Solver", "…so {fact}: the assumption undoes itself"),
            fact=fact(end),
        )
    return Phrase(QT_TRANSLATE_NOOP("Solver", "…so {fact}"), fact=fact(end))


def conclusion(targets, placements=(), eliminations=()) -> Phrase:
    """The conclusion of the whole proof, under its branches."""
    said = (
        Phrase(
            QT_TRANSLATE_NOOP("Solver", "{cell} must be {digit}"),
            cell=rc_name(placements[0][0]),
            digit=placements[0][1],
        )
        if placements
        else Phrase(
            QT_TRANSLATE_NOOP("Solver", "remove {removals}"), removals=removal_text(eliminations)
        )
    )
    if len(branches(targets)) > 1:
        return Phrase(
            QT_TRANSLATE_NOOP("Solver", "Every branch ends alike: so {conclusion}"), conclusion=said
        )
    return Phrase(QT_TRANSLATE_NOOP("Solver", "So {conclusion}"), conclusion=said)


def chain_of(branch: Branch) -> tuple:
    """The branch as a ``Step.chain`` tuple: one link per (parent, implication) between two
    cells, ``"weak"`` from an "on" to an "off", ``"strong"`` from an "off" to an "on"."""
    links = []
    for item in branch.items:
        for parent in item.parents:
            if parent.cell != item.cell:
                kind = "weak" if parent.on and not item.on else "strong"
                links.append(((parent.cell,), parent.digit, kind, (item.cell,), item.digit))
    return tuple(links)


def contradiction_cell(branch: Branch) -> int:
    """The cell where the branch breaks (a digit both on and off), or -1."""
    ends = branch.ends
    if len(ends) == 2 and ends[0].cell == ends[1].cell and ends[0].digit == ends[1].digit:
        return ends[0].cell
    return -1


def chain_family(technique: str) -> str | None:
    """What kind of forcing chain a technique of SE's chaining rungs is, as a reader calls it
    ("a nested forcing chain": its branches use inner chains; "a dynamic forcing chain";
    "a forcing chain"), or None for any other technique. Marked for the "Techniques" table."""
    if technique not in SE_CHAINING:
        return None
    if "(+ " in technique:
        return QT_TRANSLATE_NOOP("Techniques", "a nested forcing chain")
    if technique.startswith("dynamic"):
        return QT_TRANSLATE_NOOP("Techniques", "a dynamic forcing chain")
    return QT_TRANSLATE_NOOP("Techniques", "a forcing chain")


class Part(Enum):
    """What a line of a proof's outline says."""

    BRANCH = "branch"  # an assumption ("If r1c1 is 5"); its implications under it
    LINK = "link"  # one implication and its reason; an inner chain's proof under it
    END = "end"  # where the branch breaks, or what it ends on
    CONCLUSION = "conclusion"  # what the proof (or an inner chain) concludes


@dataclass(frozen=True)
class Line:
    """One line of a proof's outline: its ``part``, its ``text``, the ``branch`` it belongs
    to (None for a conclusion) and, on a link, its implication (``item``)."""

    part: Part
    text: Phrase
    branch: Branch | None = None
    item: Implication | None = None

    @property
    def foldable(self) -> bool:
        """Whether lines open under this one (a branch, or a link an inner chain proves)."""
        return self.part is Part.BRANCH or (self.item is not None and self.item.inner is not None)


def proof_lines(targets, placements=(), eliminations=()) -> list[Line]:
    """The top of the proof ending at ``targets``: one line per branch, then the
    conclusion (``placements`` or ``eliminations``, the step's)."""
    lines = [Line(Part.BRANCH, assumption_text(branch), branch) for branch in branches(targets)]
    lines.append(Line(Part.CONCLUSION, conclusion(targets, placements, eliminations)))
    return lines


def branch_lines(branch: Branch, start: int = 1, stop: int | None = None) -> list[Line]:
    """The lines under ``branch``'s head: its implications from ``start`` to ``stop`` (0 is
    the assumption, which the head says), then its end if they reach the last one."""
    items = branch.items
    stop = len(items) if stop is None else min(stop, len(items))
    lines = [Line(Part.LINK, reason(item), branch, item) for item in items[start:stop]]
    if stop == len(items):
        lines.append(Line(Part.END, ending(branch), branch))
    return lines


def lines_under(line: Line) -> list[Line]:
    """What ``line`` opens to: a branch's implications and its end, the proof of the inner
    chain a link rests on, or nothing."""
    if line.part is Part.BRANCH:
        return branch_lines(line.branch)
    if line.item is not None and line.item.inner is not None:
        inner = line.item.inner
        return proof_lines(inner.targets, (), inner.removable)
    return []


def outline(targets, placements=(), eliminations=()) -> Iterator[tuple[int, Line]]:
    """Every line of the proof with its depth (0 at the top), depth first, each line
    before the lines under it: the chain tree wholly opened. Lazy and iterative (a proof
    can hold thousands of lines), so a reader that stops early pays for what it read."""
    stack = [(0, line) for line in reversed(proof_lines(targets, placements, eliminations))]
    while stack:
        depth, line = stack.pop()
        yield depth, line
        stack.extend((depth + 1, child) for child in reversed(lines_under(line)))
