"""Sudoku Explainer's difficulty scale: the rating of one step, and ER/EP/ED of a path.

Enthusiasts compare puzzles by the numbers Sudoku Explainer (SE, and its fork
SukakuExplainer, whose defaults rated our calibration sample) gives: 1.0 for a full house up
to 9.x for nested forcing chains. SE rates a puzzle by solving it with the easiest step
first and reporting three figures (see ``Scores``). This module holds the table and the
rules SE uses for steps whose rating depends on their size (chains grow with their length);
``solver.se_path`` walks the path, ``solver.explain`` tells it. The rating of a technique
whose steps all rate the same is its row's (``solver.techniques.registry``).

Techniques SE does not have get the rating of the SE technique that does the same work:
SukakuExplainer finds skyscrapers, kites and turbot fish as "strong-linked fishes" (4.0 to
4.3), short X-chains as 3 and 4 strong-linked fishes (5.4, 5.8), ALS-XZ as the WXYZ-,
VWXYZ-, UVWXYZ- and TUVWXYZ-wings (5.5 to 7.5, by the number of cells), and longer chains as
forcing chains (6.5 and up, plus a bonus for the length). The figures were then tuned on
``tests/data/se_rated_sample817.tsv`` (tests/benchmarks/bench_se_rating.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import product

from solver.board import BIT, UNITS, UNITS_OF
from solver.se.proof import length_added
from solver.techniques import Step
from solver.techniques.registry import ROW
from solver.techniques.se_rungs import SE_CHAINING
from solver.techniques.unique_loops import unique_loop_rating

BUG_TYPE_3 = 5.7

# ALS-XZ by the sizes of its two sets (smaller first). SukakuExplainer has no ALS: where we
# see one it finds a wing of that size (a one-cell set: the XYZ- to TUVWXYZ-wings; the
# UVWXYZ- and TUVWXYZ-wing's 6.6 and 7.5 are SE's fixed ratings) or,
# for two larger sets, needs forcing chains. The ratings are the sample's medians per shape
# (calibrated on se_rated_sample817: 199 puzzles whose hardest step is an ALS-XZ).
ALS_XZ_BY_SIZES = {
    (1, 2): 4.4, (1, 3): 5.6, (1, 4): 6.3, (2, 2): 6.1, (2, 3): 6.7, (2, 4): 7.8,
    (2, 5): 7.8, (3, 3): 7.4, (1, 5): 6.6, (1, 6): 7.5,
}  # fmt: skip
ALS_XZ_LARGER = 8.2
# SukakuExplainer's WXYZ- and VWXYZ-wings (a bivalue cell and an ALS of 3 or 4 cells) rate by
# the ALS's largest cell: the base, plus 0.1 for each candidate that cell's count is nearer
# the middle of its possible counts (WXYZ 5.5 to 5.6, VWXYZ 6.2 to 6.4; SE's WXYZWingHint).
SE_WING_BASE = {(1, 3): 5.5, (1, 4): 6.2}

# Chains: SukakuExplainer's strong-linked fishes (X-chains with 2 to 4 strong links), then
# SE's forcing chains and cycles (6.5 a loop, 6.6 a chain of one digit, 7.0 when it mixes
# links in cells and in units) plus the length bonus; the XY-chain and the mixed base were
# tuned on the sample (SE often finds an easier pattern than a long XY-chain, and nice
# loops we find plain SE finds only longer).
FISH_BY_STRONG_LINKS = {2: 4.2, 3: 5.4, 4: 5.8}
# SE's own rating of them (StrongLinksHint), given the candidates: its base by strong links,
# plus 0.1 when a strong link lies in a box or the lines run both ways, 0.2 when both.
SE_STRONG_LINKS = {2: 4.0, 3: 5.4, 4: 5.8}
GROUPED_FISH_EXTRA = 0.3
X_LOOP, X_CHAIN, Y_CHAIN, MIXED = 6.5, 6.6, 6.2, 7.2
GROUPED_EXTRA = 1.0  # SE has no grouped nodes: it needs a longer chain or a net instead
ALS_EXTRA = 1.2  # nor almost locked sets in chains: it needs multiple forcing chains
CHAIN_TECHNIQUES = {
    "x-chain",
    "xy-chain",
    "aic",
    "nice loop",
    "grouped aic",
    "grouped nice loop",
    "aic with als",
    "nice loop with als",
    "als chain",
}
LOOPS = {"nice loop", "grouped nice loop", "nice loop with als"}


def length_bonus(nodes: int) -> float:
    """SE's bonus for a chain of ``nodes`` candidates: +0.1 each time the length beyond two
    passes the next of 4, 6, 8, 12, 16, 24, 32, ... (alternately x3/2 and x4/3)."""
    return round(length_added(nodes), 1)


def se_rating(step: Step, masks: Sequence[int] | None = None) -> float:
    """The SE difficulty of ``step``; ``masks``, the candidates the step was found on, rate
    SE's wings exactly (without them, a wing gets its shape's usual rating)."""
    name = step.technique
    if name == "hidden single" and step.units and step.units[0] >= 18:
        return 1.2
    if any(group[0] == "loop" for group in step.groups):
        return unique_loop_rating(step)
    if name == "bug type 3":  # SE's Bug3Hint: 0.1 for each digit of the naked set past one
        return round(BUG_TYPE_3 + (len(step.digits) - 1) * 0.1, 1)
    if name == "als-xz":
        shape = als_sizes(step)
        if masks is not None and shape in SE_WING_BASE:
            return se_wing_rating(step, masks)
        return ALS_XZ_BY_SIZES.get(shape, ALS_XZ_LARGER)
    if name == "x-chain" and masks is not None:
        rating = strong_links_rating(step.chain, masks)
        if rating is not None:
            return rating
    if name in CHAIN_TECHNIQUES:
        return _chain_rating(step)
    if name in SE_CHAINING:
        return round(SE_CHAINING[name] + length_added(step.size), 1)
    try:
        return ROW[name].se_rating  # a technique whose steps all rate the same
    except KeyError:
        raise ValueError(f"no SE rating for the technique {name!r}") from None


def se_wing_rating(step: Step, masks: Sequence[int]) -> float:
    """SE's rating of an ALS-XZ of shape SE_WING_BASE: by the candidates of the largest ALS's
    biggest cell."""
    shape = als_sizes(step)
    larger = max((group[1] for group in step.groups if group[0] == "als"), key=len)
    biggest = max(masks[cell].bit_count() for cell in larger)
    wing = shape[1] + 1
    middle = (wing + 2) // 2
    return round(SE_WING_BASE[shape] + ((wing - middle) - abs(middle - biggest)) * 0.1, 1)


def strong_links_rating(chain: tuple, masks: Sequence[int]) -> float | None:
    """SE's rating of an X-chain (a step's ``chain``) it finds as a strong-linked fish (2
    to 4 strong links), or None: 0.3 more when a link goes through a group; else a strong
    link in cells sharing a box and a line counts as the kind that rates lowest, as SE
    keeps the lowest rated of its readings."""
    strong = [link for link in chain if link[2] == "strong"]
    if len(strong) not in SE_STRONG_LINKS:
        return None
    if any(len(link[0]) > 1 or len(link[3]) > 1 for link in chain):
        return round(SE_STRONG_LINKS[len(strong)] + GROUPED_FISH_EXTRA, 1)
    digit = strong[0][1]
    choices = []
    for (a,), _d, _kind, (b,), _e in strong:
        kinds = [
            kind
            for unit, kind in zip(UNITS_OF[a], ("row", "column", "box"), strict=True)
            if unit in UNITS_OF[b]
            and sum(1 for c in UNITS[unit] if masks[c] & BIT[digit] and masks[c] != BIT[digit]) == 2
        ]
        choices.append(kinds or ["row"])
    best = min(_mix(kinds) for kinds in product(*choices))
    return round(SE_STRONG_LINKS[len(strong)] + best, 1)


def _mix(kinds) -> float:
    box = "box" in kinds
    both = "row" in kinds and "column" in kinds
    return 0.2 if box and both else 0.1 if box or both else 0.0


def als_sizes(step: Step) -> tuple[int, ...]:
    """The sizes of a step's almost locked sets, smallest first."""
    return tuple(sorted(len(group[1]) for group in step.groups if group[0] == "als"))


def _chain_rating(step: Step) -> float:
    """A chain's rating from the kinds of its links and its length (see the constants)."""
    links = step.chain
    digits = {link[1] for link in links} | {link[4] for link in links}
    grouped = any(len(link[0]) > 1 or len(link[3]) > 1 for link in links)
    with_als = any(link[2] == "rcc" for link in links) or any(
        group[0] == "als" for group in step.groups
    )
    loop = step.technique in LOOPS
    nodes = len(links) + (0 if loop else 1)
    if with_als:
        return round(MIXED + ALS_EXTRA + length_bonus(nodes + len(step.groups)), 1)
    if len(digits) == 1:
        strong = sum(1 for link in links if link[2] == "strong")
        if not loop and strong in FISH_BY_STRONG_LINKS:
            return round(FISH_BY_STRONG_LINKS[strong] + grouped * GROUPED_FISH_EXTRA, 1)
        base = X_LOOP if loop else X_CHAIN
    else:
        in_cells = all(link[0] == link[3] for link in links if link[2] == "strong")
        base = Y_CHAIN if in_cells else MIXED
    return round(base + grouped * GROUPED_EXTRA + length_bonus(nodes), 1)


@dataclass(frozen=True)
class Scores:
    """SE's three figures for a path: ``er`` the hardest step, ``ep`` the hardest step up to
    and including the first that places a digit, ``ed`` the first step's rating. A path
    that places nothing has ``ep`` equal to ``er``. All are 0.0 for an empty path."""

    er: float = 0.0
    ep: float = 0.0
    ed: float = 0.0


def se_scores(path: Iterable[tuple[float, bool]]) -> Scores:
    """ER/EP/ED of a path of (rating, places a digit) pairs, as SE's Solver computes them:
    the running maximum when the first step is taken (ED) and when the first placement is
    made (EP)."""
    hardest = 0.0
    ed = ep = None
    for rating, places in path:
        hardest = max(hardest, rating)
        if ed is None:
            ed = hardest
        if ep is None and places:
            ep = hardest
    return Scores(er=hardest, ep=hardest if ep is None else ep, ed=ed or 0.0)
