"""The whole logical path of a puzzle, from the givens to the end, each step with its Sudoku
Explainer rating, and the puzzle's ER/EP/ED.

Two paths (``SolvingPath``), both derived from the registry of techniques
(``solver.techniques.registry``):

* the **rating path**, Sudoku Explainer's: the easiest step first in SE's order
  (``solver.se_path``), so its hardest step is the puzzle's ER as SE would measure it. This is
  what ``sudoku-solve --explain`` prints, what ``--rate`` and the status bar's rating read
  their SE figures from, and Explain solution's choice for raters.
* the **teaching path**: the easiest step first as a person sees it (the registry's order:
  colouring, wings, chains, finned fish, Sue de Coq and ALS chains before any forcing chain),
  SE's chaining rungs last. What Hint names, what Explain solution shows (with the puzzle's
  SE figures beside it) and what the logic badges and the gym's exercises follow.

A time limit bounds the work: a puzzle that needs more is reported ``stopped`` with ER at
least STOPPED_ER, SE's rating of the dynamic forcing chains such puzzles need.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from solver.fast import count_cells
from solver.formats import as_grid
from solver.grid import NO_SOLUTION_UNDER_MARKS, Grid
from solver.se.engine import Stop
from solver.se_path import next_step, se_path_order
from solver.se_scale import Scores, se_scores
from solver.techniques import TECHNIQUES, Step, Technique, apply_step, initial_masks
from solver.techniques.se_rungs import PLAIN_RUNGS, se_rungs

# The ER of a puzzle the time limit stopped: the hard puzzles are the ones that take long.
STOPPED_ER = 8.5
DEFAULT_TIME_LIMIT = 60.0


class SolvingPath(Enum):
    """Which order of techniques a path takes (see the module docstring)."""

    TEACHING = "teaching"
    RATING = "rating"


@dataclass(frozen=True)
class ExplainedStep:
    """One step of the path: the ``step``, its SE ``rating`` and its ``text`` (r1c1)."""

    step: Step
    rating: float
    text: str


@dataclass(frozen=True)
class Explanation:
    """The path (``steps``); ``solved`` when it reaches the end, ``stopped`` when the time
    limit cut it short; ``er``/``ep``/``ed`` the puzzle's SE figures, from the rating path
    whichever ``path`` the steps took (ER at least STOPPED_ER when stopped; None when the
    techniques got stuck, as SE then has no rating either)."""

    steps: tuple[ExplainedStep, ...]
    solved: bool
    stopped: bool
    er: float | None
    ep: float | None
    ed: float | None
    path: SolvingPath = SolvingPath.RATING


def path_order(
    path: SolvingPath, unique: bool, should_stop: Callable[[], bool] | None = None
) -> tuple[Technique, ...]:
    """The techniques of ``path``, SE's chaining rungs polling ``should_stop`` (they can take
    minutes on the hardest puzzles). Without ``unique`` (several solutions, or a board a
    search guessed on) neither uniqueness techniques nor the "+" and nested rungs: no logic
    finishes such a puzzle, and they would search for minutes to find that out."""
    should_stop = should_stop or _never
    if unique:
        techniques, rungs = TECHNIQUES, se_rungs(should_stop)
    else:
        techniques = tuple(t for t in TECHNIQUES if not t.uniqueness)
        rungs = se_rungs(should_stop, PLAIN_RUNGS)
    if path is SolvingPath.RATING:
        return se_path_order(techniques, rungs)
    return (*techniques, *rungs)


def explain(
    puzzle,
    *,
    path: SolvingPath = SolvingPath.RATING,
    time_limit: float | None = DEFAULT_TIME_LIMIT,
    should_stop: Callable[[], bool] | None = None,
    progress: Callable[[ExplainedStep], None] | None = None,
) -> Explanation:
    """The logical ``path`` of ``puzzle`` (text, Grid or 81 ints). Raises ValueError when it
    has no solution. Uniqueness techniques are used only when the solution is unique.

    The path is cut (``stopped``) at ``time_limit`` seconds or as soon as ``should_stop``
    returns true (a Cancel from another thread): both are asked between steps and, through
    ``next_step``, between techniques. ``progress`` is told each step as it is found, so a
    long path can be shown, or counted, while it grows. The teaching path is followed by
    the rating path, unwatched, for the puzzle's figures. A Grid with pencil marks (its
    ``candidates``) starts the path from them."""
    grid = as_grid(puzzle)
    solutions = count_cells(grid.cells, 2, candidates=grid.candidates)
    if solutions == 0:
        raise ValueError(no_solution_reason(grid, "there is nothing to explain"))
    cut = _stop_rule(time_limit, should_stop)
    steps, solved, stopped = _walk(grid, path_order(path, solutions == 1, cut), cut, progress)
    rated = (steps, solved, stopped)
    if path is SolvingPath.TEACHING and not stopped:
        rated = _walk(grid, path_order(SolvingPath.RATING, solutions == 1, cut), cut, None)
        stopped = rated[2]
    scores = se_scores((item.rating, bool(item.step.placements)) for item in rated[0])
    figures = _figures(scores, rated[1], stopped)
    return Explanation(tuple(steps), solved, stopped, *figures, path=path)


def _walk(grid: Grid, order, cut, progress) -> tuple[list[ExplainedStep], bool, bool]:
    """The path of the techniques of ``order`` from ``grid`` (its givens, and its pencil
    marks if any): its steps, whether it reached the end, whether ``cut`` stopped it."""
    cells = grid.cells
    masks = start_masks(grid)
    placed = {c for c in range(81) if cells[c]}
    steps: list[ExplainedStep] = []
    stopped = False
    while len(placed) < 81:
        if cut is not None and cut():
            stopped = True
            break
        try:
            found = next_step(masks, order, placed, should_stop=cut)
        except Stop:
            stopped = True
            break
        if found is None:
            stopped = cut is not None and cut()
            break
        step, rating = found
        apply_step(masks, step)
        placed.update(cell for cell, _ in step.placements)
        steps.append(ExplainedStep(step, rating, step.explanation))
        if progress is not None:
            progress(steps[-1])
        if not all(masks):
            break
    return steps, len(placed) == 81 and all(masks), stopped


def start_masks(grid: Grid) -> list[int]:
    """The candidates a path starts from: the givens' (``initial_masks``), kept to the
    grid's pencil marks when it came with them."""
    masks = initial_masks(grid.cells)
    if grid.candidates is None:
        return masks
    return [mask & marks for mask, marks in zip(masks, grid.candidates, strict=True)]


def no_solution_reason(grid: Grid, so: str) -> str:
    """ "the puzzle has no solution, so ...", or "no solution under these marks, so ..."."""
    if grid.candidates is None:
        return f"the puzzle has no solution, so {so}"
    return f"{NO_SOLUTION_UNDER_MARKS}, so {so}"


def _stop_rule(
    time_limit: float | None, should_stop: Callable[[], bool] | None
) -> Callable[[], bool] | None:
    """One question for "stop now?": the deadline passed or ``should_stop`` says so."""
    if time_limit is None:
        return should_stop
    deadline = time.perf_counter() + time_limit
    if should_stop is None:
        return lambda: time.perf_counter() > deadline
    return lambda: time.perf_counter() > deadline or should_stop()


def logical_step(
    masks, placed, unique: bool = True, should_stop: Callable[[], bool] | None = None
) -> Step | None:
    """The step the teaching path takes next on ``masks`` (the easiest first as a person
    sees it, forcing chains last): what Hint shows, so every puzzle Explain solution
    explains has a hint at each of its steps, and a gym exercise's hint names its lesson.
    Without ``unique`` the uniqueness techniques are left out; None when ``should_stop()``
    stopped the search."""
    try:
        found = next_step(masks, path_order(SolvingPath.TEACHING, unique, should_stop), placed)
    except Stop:
        return None
    return None if found is None else found[0]


def _never() -> bool:
    return False


def settle_cell(masks, cell: int, *, max_steps: int = 150, time_limit: float = 0.5):
    """Whether logic alone settles ``cell`` from ``masks`` (a board a search guessed on):
    (the hardest technique of the easiest-first path until the cell is fixed, its digit), or
    None when the path stalls, breaks, or takes too long. What the hypothesis tree's logic
    badges say: "an XY-wing places r4c5 = 3 here" (the teaching path's techniques)."""
    masks = list(masks)
    placed = {c for c in range(81) if masks[c] and masks[c] & (masks[c] - 1) == 0}
    deadline = time.perf_counter() + time_limit
    order = path_order(SolvingPath.TEACHING, False, lambda: time.perf_counter() > deadline)
    hardest: tuple[float, str] = (0.0, "")
    for _ in range(max_steps):
        if cell in placed:
            return hardest[1] or "naked single", masks[cell].bit_length()
        if time.perf_counter() > deadline:
            return None
        try:
            found = next_step(masks, order, placed)
        except Stop:
            return None
        if found is None:
            return None
        step, rating = found
        hardest = max(hardest, (rating, step.technique))
        apply_step(masks, step)
        placed.update(c for c, _ in step.placements)
        if not all(masks):
            return None
    return None


def _figures(scores: Scores, solved: bool, stopped: bool) -> tuple:
    if stopped:
        return max(scores.er, STOPPED_ER), scores.ep or None, scores.ed or None
    if not solved:
        return None, None, None
    return scores.er, scores.ep, scores.ed
