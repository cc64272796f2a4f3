"""The next step as Sudoku Explainer would take it: the techniques in the order of their SE
rating, and SE's "direct" techniques.

SE rates a puzzle by always taking the easiest step it sees, so a hard technique only counts
when nothing easier applies: this is the rating path, the registry's rows with a place on
SE's path (``solver.techniques.registry``) in that order; the teaching path
(``solver.techniques.TECHNIQUES``), which Hint and Explain solution take, is for people.
Techniques SE does not have are left out: SE's chaining rungs do their work there, as in SE
(measured on se_rated_sample817: keeping them, rated as what SE finds in their place, agrees
less often than leaving them to the rungs). SE also knows "direct" variants: a pointing, claiming or
hidden pair whose eliminations leave a hidden single is a placement of 1.7, 1.9 or 2.0
(a hidden triple's 2.5), cheaper than the naked single (2.3) or the plain technique. Without
them, easy puzzles would rate a full point too high.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection, Sequence
from functools import partial

from solver.board import DIGITS_OF, UNIT_BITS, rc_name, unit_name
from solver.phrase import QT_TRANSLATE_NOOP, Phrase
from solver.se_scale import (
    ALS_XZ_BY_SIZES,
    SE_STRONG_LINKS,
    SE_WING_BASE,
    se_rating,
    strong_links_rating,
)
from solver.techniques import TECHNIQUE_NAMES, Position, Step, Technique
from solver.techniques.aligned import aligned_pair_exclusion, aligned_triplet_exclusion
from solver.techniques.als import als_xz_steps
from solver.techniques.bug import se_bug
from solver.techniques.intersections import locked_step
from solver.techniques.places import (
    CLAIMING_PASSES,
    POINTING_PASSES,
    direct_hidden,
    direct_locking,
    unit_places,
)
from solver.techniques.registry import ROW
from solver.techniques.strong_links import strong_link_chains
from solver.techniques.subsets import hidden_step
from solver.techniques.unique_loops import se_unique_loops


def _locking_single(
    position: Position, technique: Technique, passes
) -> tuple[Step, tuple[int, int, int]] | None:
    """The step of ``technique`` (pointing or claiming) SE's direct variant takes (see
    ``direct_locking``), and the hidden single (unit, cell, digit) it leaves."""
    found = direct_locking(unit_places(position), passes)
    if found is None:
        return None
    digit, unit, cover, other, cell = found
    gone = position.candidate_bits[digit] & UNIT_BITS[cover] & ~UNIT_BITS[unit]
    return locked_step(position, technique, digit, unit, cover, gone), (other, cell, digit)


def _hidden_set_single(
    position: Position, technique: Technique, size: int
) -> tuple[Step, tuple[int, int, int]] | None:
    """The step of ``technique`` (a hidden pair or triple) SE's direct variant takes (see
    ``direct_hidden``), and the hidden single (unit, cell, digit) it leaves."""
    found = direct_hidden(unit_places(position), size)
    if found is None:
        return None
    unit, digits, digit, cell = found
    return hidden_step(position, technique, unit, DIGITS_OF[digits]), (unit, cell, digit)


# The direct variants: (name, the technique it extends, its search for SE's first step of
# that technique leaving a hidden single, in the step's unit for SE's direct hidden sets,
# else in a unit of the kind of its first).
DIRECT = (
    ("direct pointing", "pointing", partial(_locking_single, passes=POINTING_PASSES)),
    ("direct claiming", "claiming", partial(_locking_single, passes=CLAIMING_PASSES)),
    ("direct hidden pair", "hidden pair", partial(_hidden_set_single, size=2)),
    ("direct hidden triple", "hidden triple", partial(_hidden_set_single, size=3)),
)


# SukakuExplainer's XYZ-, WXYZ- and VWXYZ-wings: ALS-XZ with a one-cell set. (Not its
# UVWXYZ-wing: the SukakuExplainer that rated se_rated_sample817 never takes it; the sources
# read while porting it do, and rate 6 of its puzzles 6.6 where the file has 6.7 to 7.2.)
SE_WING_SHAPES = ((1, 2), (1, 3), (1, 4))
# Its TUVWXYZ-wing comes after its first chaining rung (forcing chains and cycles), with
# aligned triplet exclusion.
SE_LATE_WING = (1, 6)


def se_path_order(
    techniques: Sequence[Technique], rungs: Sequence[Technique]
) -> tuple[Technique, ...]:
    """SE's technique set in its order: ``techniques`` on SE's path (a ``rating_place`` in
    the registry; X-chains cut to SE's fishes of 3 and 4 strong links, ALS-XZ to SE's
    wings), SE's unique loops and BUG types 2 to 4 (for the unique rectangles, when the
    uniqueness techniques are there) and SE's aligned pair exclusion, then SE's chaining
    ``rungs`` with the TUVWXYZ-wing and aligned triplet exclusion after the first, where SE
    has them."""
    kept = [t for t in techniques if t.name != "x-chain"]
    extra = [
        (ROW[name].rating_place, own)
        for name, own in _se_own(any(t.uniqueness for t in techniques))
    ]
    for technique in techniques:
        if technique.name == "x-chain":
            extra += [
                (ROW["turbot fish"].rating_place, _strong_links(technique, 2, grouped_only=True)),
                *((SE_STRONG_LINKS[n], _strong_links(technique, n)) for n in (3, 4)),
            ]
    late = [_sized(t, SE_LATE_WING) for t in techniques if t.name == "als-xz"]
    late.append(aligned_triplet_exclusion())
    ordered = se_order(kept, extra=extra)
    return ordered + (*rungs[:1], *late, *rungs[1:])


def _se_own(uniqueness: bool) -> list[tuple[str, Technique]]:
    """SE's own finders on its path, each with the row that places it: its unique loops
    and BUG types (with the uniqueness techniques), its aligned pair exclusion."""
    own = [("aligned pair exclusion", aligned_pair_exclusion())]
    if uniqueness:
        own[:0] = [("unique loop type 1", se_unique_loops()), ("bug type 2", se_bug())]
    return own


def _strong_links(x_chain: Technique, links: int, grouped_only: bool = False) -> Technique:
    """X-chains of ``links`` strong links, plain and through groups, as SukakuExplainer's
    strong-linked fishes: the lowest rated first, then the one removing most (SE's
    StrongLinks sorts them so). ``grouped_only``: only those through a group (the plain
    ones of 2 links are the skyscraper, kite and turbot fish). Only the chain taken
    becomes a step."""

    def find(position: Position, technique: Technique) -> Step | None:
        best = min(
            strong_link_chains(position, links, grouped_only),
            key=lambda fish: (strong_links_rating(fish.chain, position.masks), -fish.removals),
            default=None,
        )
        return None if best is None else best.step(technique)

    return Technique(x_chain.name, x_chain.difficulty, find, x_chain.find_all)


def se_order(techniques: Sequence[Technique], extra=()) -> tuple[Technique, ...]:
    """``techniques`` in SE's order (a stable sort on their place on SE's path, those
    without one left out), with the direct variants among them, ALS-XZ as SE's wings (SE
    rates the wings it matches by their number of cells, so a small one comes before the
    techniques a big one follows: each shape sits at its lowest rating, where SE lists it),
    and the ``extra`` (key, technique) pairs (after the others of their key)."""
    keyed = []
    for technique in techniques:
        if technique.name == "als-xz":
            keyed += [
                (SE_WING_BASE.get(cells, ALS_XZ_BY_SIZES[cells]), _sized(technique, cells))
                for cells in SE_WING_SHAPES
            ]
        elif ROW[technique.name].rating_place is not None:
            keyed.append((ROW[technique.name].rating_place, technique))
    for name, base, search in DIRECT:
        if any(t.name == base for t in techniques):
            finder = _direct_finder(base, search)
            keyed.append(
                (ROW[name].rating_place, Technique(name, TECHNIQUE_NAMES[base].difficulty, finder))
            )
    keyed += extra
    return tuple(technique for _, technique in sorted(keyed, key=lambda pair: pair[0]))


def _sized(als_xz: Technique, sizes: tuple[int, ...]) -> Technique:
    """ALS-XZ restricted to steps whose two sets have these ``sizes``. SE's wings
    (SE_WING_BASE) come easiest first, then with the most eliminations, as SE sorts them."""

    def find(position: Position, technique: Technique) -> Step | None:
        if sizes in SE_WING_BASE:
            wings = list(als_xz_steps(position, als_xz, sizes))
            return min(
                wings,
                key=lambda step: (se_rating(step, position.masks), -len(step.eliminations)),
                default=None,
            )
        return next(als_xz_steps(position, als_xz, sizes), None)

    return Technique(als_xz.name, als_xz.difficulty, find, als_xz.find_all)


# A direct step's reason: its base step's sentence (same fields) without the removals, which
# wait for a later step; the single they leave follows ("…, so r1c2 is 3").
_LOCKED_REASON = QT_TRANSLATE_NOOP(
    "Solver",
    "In {where}, {digit} can only go in {there} ({places}), so {digit} cannot be anywhere else "
    "in {there}.",
)
_HIDDEN_REASON = QT_TRANSLATE_NOOP(
    "Solver", "In {where}, {digits} can only go in {cells}, so those cells hold nothing else."
)
_DIRECT_REASONS = {
    "pointing": _LOCKED_REASON,
    "claiming": _LOCKED_REASON,
    "hidden pair": _HIDDEN_REASON,
    "hidden triple": _HIDDEN_REASON,
}


def _direct_finder(base: str, search):
    """The finder of the direct variant of ``base``: its first step in SE's order of search
    after which a hidden single appears (``search``), with that single placed. As in SE,
    the step only places the single: its eliminations are left for a later step."""
    plain = TECHNIQUE_NAMES[base]

    def find(position: Position, technique: Technique) -> Step | None:
        found = search(position, plain)
        if found is None:
            return None
        step, (unit, cell, digit) = found
        single = Phrase(
            QT_TRANSLATE_NOOP(
                "Solver",
                "In {where}, {digit} can then only go in {name}, so {name} is {digit}.",
            ),
            where=unit_name(unit),
            digit=digit,
            name=rc_name(cell),
        )
        reason = Phrase(
            _DIRECT_REASONS[base],
            **{key: value for key, value in step.explanation.fields.items() if key != "removals"},
        )
        return dataclasses.replace(
            step,
            technique=technique.name,
            eliminations=(),  # SE's direct hints only place (DirectLockingHint)
            placements=((cell, digit),),
            cells=tuple(dict.fromkeys((*step.cells, cell))),
            explanation=Phrase(
                QT_TRANSLATE_NOOP("Solver", "{first} {second}"), first=reason, second=single
            ),
        )

    return find


def next_step(
    masks: Sequence[int],
    order: Sequence[Technique],
    placed: Collection[int],
    *,
    should_stop: Callable[[], bool] | None = None,
) -> tuple[Step, float] | None:
    """The first step of the techniques in ``order`` on ``masks``, and its SE rating.
    ``should_stop`` (a time limit, a Cancel) is asked before each technique: when it says
    so the search gives up with None, and the caller, asking it too, knows it was cut."""
    position = Position(masks, placed)
    for technique in order:
        if should_stop is not None and should_stop():
            return None
        step = technique.find(position)
        if step is not None:
            return step, se_rating(step, masks)
    return None
