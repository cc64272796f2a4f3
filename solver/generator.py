"""New puzzles of a chosen level: a random full grid, dug out symmetrically.

An attempt fills a random grid, then empties cells one symmetry orbit at a time (in random
order), keeping a removal only while the human techniques of the target level still solve
the puzzle. A solve that uses no unique rectangle proves the solution unique. The fast
solver answers most of these checks before any technique runs (see _solved_within): hard
puzzles take about 28 attempts, so the checks are what generating costs. When nothing more
can go, the puzzle is rated on Sudoku Explainer's scale (unless the level below already
solves it); if its level is not the target, another attempt starts. Cancellable between
removals. (Digging first as far as the level below allows, then on with the target's
techniques, ends on thinner puzzles that no removal makes harder: it took twice the
attempts.)
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from solver.board import CELLS, COL_OF, POPCOUNT, ROW_OF, cell_of
from solver.fast import count_cells, solve_cells, solve_with_stats
from solver.grid import Grid
from solver.rating import SOLVABLE_LEVELS, Rating, level_of_technique, rate, techniques_up_to
from solver.techniques import apply_step, find_step, initial_masks
from solver.techniques.singles import settle_singles

# The rating of a dug puzzle stops after this long: a path that takes longer needs the
# forcing chains of an extreme puzzle (ER at least 8.5).
RATE_SECONDS = 10.0


def _orbits(image: Callable[[int, int], tuple[int, int]]) -> tuple[tuple[int, ...], ...]:
    """The cells grouped into orbits of a symmetry, given as (row, col) -> image."""
    seen: set[int] = set()
    orbits = []
    for cell in CELLS:
        if cell in seen:
            continue
        orbit = {cell}
        row, col = ROW_OF[cell], COL_OF[cell]
        while (nxt := cell_of(*image(row, col))) not in orbit:
            orbit.add(nxt)
            row, col = ROW_OF[nxt], COL_OF[nxt]
        seen |= orbit
        orbits.append(tuple(sorted(orbit)))
    return tuple(orbits)


SYMMETRIES: dict[str, tuple[tuple[int, ...], ...]] = {
    "rotational": _orbits(lambda r, c: (8 - r, 8 - c)),
    "none": _orbits(lambda r, c: (r, c)),
    "horizontal": _orbits(lambda r, c: (8 - r, c)),
    "vertical": _orbits(lambda r, c: (r, 8 - c)),
    "diagonal": _orbits(lambda r, c: (c, r)),
    "quarter-turn": _orbits(lambda r, c: (c, 8 - r)),
}


@dataclass(frozen=True)
class Generated:
    """A new puzzle with its unique ``solution``, its ``rating``, and what it cost."""

    puzzle: Grid
    solution: str
    rating: Rating
    symmetry: str
    attempts: int
    elapsed: float


def random_solution(rng: random.Random) -> list[int]:
    """A random full grid: the three diagonal boxes (independent of each other) get random
    digits, and the solver completes the rest."""
    cells = [0] * 81
    for box in (0, 4, 8):
        digits = rng.sample(range(1, 10), 9)
        for i, digit in enumerate(digits):
            row, col = 3 * (box // 3) + i // 3, 3 * (box % 3) + i % 3
            cells[cell_of(row, col)] = digit
    solution = solve_cells(cells)
    if solution is None:  # impossible: diagonal boxes never conflict
        raise AssertionError("the diagonal boxes of a grid cannot conflict")
    return solution


def _solved_within(cells: list[int], level: str) -> bool:
    """Whether a person could solve ``cells`` with the techniques of ``level`` or easier.

    The cheap answers come first. The fast solver propagates exactly naked and hidden
    singles, so a solve without an assumption means singles alone finish the puzzle: ER 2.3
    at most, easy, and solved within every level. Easy allows nothing more. A puzzle with a
    second solution is never solved (the techniques here leave out the unique rectangle),
    and the fast counter finds the second solution ten times sooner than the techniques
    give up. Extreme asks for nothing but the unique solution (forcing chains and nets
    settle any such puzzle). Between, singles are settled in bulk and the step finder runs
    only when they are stuck.
    """
    solution, assumptions = solve_with_stats(cells)
    if solution is None:
        return False
    if assumptions == 0:
        return True
    if level == "easy" or count_cells(cells, 2) != 1:
        return False
    if level == "extreme":
        return True
    masks = initial_masks(cells)
    beyond_singles = [t for t in techniques_up_to(level) if level_of_technique(t.name) != "easy"]
    while settle_singles(masks):
        if all(POPCOUNT[m] == 1 for m in masks):
            return True
        step = find_step(masks, beyond_singles)
        if step is None:
            return False
        apply_step(masks, step)
    return False


def _level_below(level: str) -> str:
    return SOLVABLE_LEVELS[SOLVABLE_LEVELS.index(level) - 1]


class _Stopped(Exception):
    """The caller asked to stop (raised from the progress report, caught in generate)."""


def _dig(
    cells: list[int],
    orbits,
    level: str,
    rng: random.Random,
    report: Callable[[float], None],
) -> list[int]:
    """A copy of ``cells`` with its filled orbits emptied in random order, each removal
    kept only while the techniques of ``level`` still solve the puzzle."""
    cells = list(cells)
    order = [orbit for orbit in orbits if cells[orbit[0]]]
    rng.shuffle(order)
    for done, orbit in enumerate(order):
        report(done / len(order))
        kept = [cells[c] for c in orbit]
        for c in orbit:
            cells[c] = 0
        if not _solved_within(cells, level):
            for c, digit in zip(orbit, kept, strict=True):
                cells[c] = digit
    return cells


def generate(
    level: str = "medium",
    symmetry: str = "rotational",
    seed: int | None = None,
    progress: Callable[[float], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> Generated | None:
    """A new puzzle of ``level`` (one of SOLVABLE_LEVELS: easy ... extreme) with
    ``symmetry`` (a key of SYMMETRIES). ``progress`` is called with ``attempt - 1 +
    fraction`` (2.4: third attempt, 40% dug); ``should_stop`` is polled between removals,
    and a True answer returns None. The same ``seed`` gives the same puzzle."""
    if level not in SOLVABLE_LEVELS:
        raise ValueError(f"unknown level {level!r} (choose from: {', '.join(SOLVABLE_LEVELS)})")
    if symmetry not in SYMMETRIES:
        raise ValueError(f"unknown symmetry {symmetry!r} (choose from: {', '.join(SYMMETRIES)})")
    rng = random.Random(seed)
    orbits = SYMMETRIES[symmetry]
    start = time.perf_counter()
    attempt = 0

    def report(fraction: float) -> None:
        if should_stop is not None and should_stop():
            raise _Stopped
        if progress is not None:
            progress(attempt - 1 + fraction)

    try:
        while True:
            attempt += 1
            solution = random_solution(rng)
            cells = _dig(solution, orbits, level, rng, report)
            if level != "easy" and _solved_within(cells, _level_below(level)):
                continue  # too easy, and this is four times cheaper to know than a rating
            rating = rate(cells, time_limit=RATE_SECONDS)
            if rating.level == level:
                return _made(cells, solution, rating, symmetry, attempt, start)
    except _Stopped:
        return None


def _made(cells, solution, rating, symmetry, attempts, start) -> Generated:
    if count_cells(cells, 2) != 1:  # the digging proves this; a cheap second opinion
        raise AssertionError("a dug puzzle lost its unique solution")
    return Generated(
        puzzle=Grid(tuple(cells)),
        solution="".join(map(str, solution)),
        rating=rating,
        symmetry=symmetry,
        attempts=attempts,
        elapsed=time.perf_counter() - start,
    )
