"""How well our SE ratings agree with SukakuExplainer's: the figures the calibration
benchmark prints and the test's floor checks, computed in one place."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


def _ranks(values: Sequence[float]) -> list[float]:
    """Ranks from 1, ties sharing their mean rank (as Spearman's rho needs)."""
    order = sorted(range(len(values)), key=values.__getitem__)
    ranks = [0.0] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for index in order[start : end + 1]:
            ranks[index] = (start + end) / 2 + 1
        start = end + 1
    return ranks


def spearman(xs: Sequence[float], ys: Sequence[float]) -> float:
    """Spearman's rank correlation of two equally long sequences."""
    rx, ry = _ranks(xs), _ranks(ys)
    n = len(xs)
    mx, my = sum(rx) / n, sum(ry) / n
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=True))
    vx = sum((a - mx) ** 2 for a in rx)
    vy = sum((b - my) ** 2 for b in ry)
    return cov / (vx * vy) ** 0.5


@dataclass(frozen=True)
class Agreement:
    """Shares of puzzles rated exactly, within 0.2, 0.3 and 0.5 of SE, and Spearman's rho
    (a puzzle we cannot rate counts as a miss, and as 10.0 in the correlation)."""

    puzzles: int
    exact: float
    within_02: float
    within_03: float
    within_05: float
    rho: float


def agreement(pairs: Sequence[tuple[float, float | None]]) -> Agreement:
    """The agreement of (SE's ER, our ER or None) pairs."""
    ours = [10.0 if mine is None else mine for _, mine in pairs]
    theirs = [se for se, _ in pairs]
    gaps = [abs(a - b) for a, b in zip(theirs, ours, strict=True)]

    def share(limit: float) -> float:
        return sum(gap <= limit + 1e-9 for gap in gaps) / len(gaps)

    return Agreement(
        len(pairs), share(0.0), share(0.2), share(0.3), share(0.5), spearman(theirs, ours)
    )
