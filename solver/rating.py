"""How hard a puzzle is for a person: the hardest technique it needs and how much work.

The rating solves the puzzle with the human techniques (solver.techniques), easiest first,
one step at a time. The level follows the hardest technique needed, as in article 002's
easy / medium / hard / expert; a puzzle the techniques cannot finish "needs guessing", and
its search effort (the assumptions the default search makes) says how much. The numeric
score orders puzzles inside a level: 1.x easy ... 4.x expert, 5.x needs guessing.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field

from solver.fast import count_cells, solve_with_stats
from solver.formats import as_grid
from solver.techniques import TECHNIQUES, Step, Technique, initial_masks, logic_solve

LEVELS = ("easy", "medium", "hard", "expert", "needs guessing")
SOLVABLE_LEVELS = LEVELS[:4]

# The level each technique belongs to. Techniques not listed are expert.
TECHNIQUE_LEVELS = {
    "naked single": "easy",
    "full house": "easy",
    "hidden single": "easy",
    "pointing": "medium",
    "claiming": "medium",
    "naked pair": "hard",
    "hidden pair": "hard",
    "naked triple": "hard",
    "hidden triple": "hard",
}

# More hidden singles than this (each found when no naked single was at hand) make a
# singles-only puzzle medium: hunting for them is the work of a medium puzzle. Calibrated
# on Norvig's easy50: 37 of 50 rate easy (at 10 it would be 28 of 50).
EASY_HIDDEN_SINGLES = 15


@dataclass(frozen=True)
class Rating:
    """A puzzle's difficulty: ``level`` (one of LEVELS), a finer ``score``, the ``hardest``
    technique used, the logical ``steps`` taken, the search's ``assumptions`` (0 unless the
    puzzle needs guessing), how often each technique was used, and a sentence."""

    level: str
    score: float
    hardest: str
    steps: int
    assumptions: int
    description: str
    techniques: dict[str, int] = field(default_factory=dict)


def level_of_technique(name: str) -> str:
    return TECHNIQUE_LEVELS.get(name, "expert")


def techniques_up_to(level: str) -> tuple[Technique, ...]:
    """The techniques a puzzle of ``level`` may need (all of them for "expert"), without
    the uniqueness techniques: a solve that uses only these proves the solution unique."""
    top = SOLVABLE_LEVELS.index(level)
    return tuple(
        t
        for t in TECHNIQUES
        if not t.uniqueness and SOLVABLE_LEVELS.index(level_of_technique(t.name)) <= top
    )


def level_of_steps(steps: list[Step]) -> str:
    """The level of a puzzle the techniques solved with ``steps``."""
    hardest = max(steps, key=lambda s: s.difficulty).technique if steps else "naked single"
    level = level_of_technique(hardest)
    hidden = sum(1 for step in steps if step.technique == "hidden single")
    if level == "easy" and hidden > EASY_HIDDEN_SINGLES:
        return "medium"
    return level


def rate(puzzle) -> Rating:
    """Rate ``puzzle`` (text, Grid or 81 ints). Raises ValueError when it has no solution
    (conflicting givens included)."""
    cells = as_grid(puzzle).cells
    solutions = count_cells(cells, 2)
    if solutions == 0:
        raise ValueError("the puzzle has no solution, so it has no difficulty")
    techniques = TECHNIQUES if solutions == 1 else techniques_up_to("expert")
    masks = initial_masks(cells)
    steps, stuck = logic_solve(masks, techniques, placed=[c for c in range(81) if cells[c]])
    counts = Counter(step.technique for step in steps)
    hardest = max(steps, key=lambda s: s.difficulty).technique if steps else "none"
    if stuck:
        _, assumptions = solve_with_stats(cells)
        return _needs_guessing(steps, counts, hardest, assumptions, cells.count(0), solutions)
    level = level_of_steps(steps)
    return Rating(
        level=level,
        score=round(LEVELS.index(level) + 1 + _within_level(_effort(steps)), 2),
        hardest=hardest,
        steps=len(steps),
        assumptions=0,
        description=_describe_solved(level, counts, len(steps)),
        techniques=dict(counts),
    )


def _effort(steps: list[Step]) -> float:
    """The work beyond naked singles: each step weighs by how much harder it is."""
    return sum((step.difficulty - 10) / 2 for step in steps)


def _within_level(amount: float, scale: float = 50.0) -> float:
    """A fraction in [0, 0.99] that grows with ``amount`` and saturates."""
    return min(0.99, 1 - math.exp(-amount / scale))


def _needs_guessing(steps, counts, hardest, assumptions, blanks, solutions) -> Rating:
    open_cells = blanks - sum(len(step.placements) for step in steps)
    several = " It has more than one solution." if solutions > 1 else ""
    description = (
        f"Needs guessing: the techniques stop after {len(steps)} steps with {open_cells} "
        f"cells open; the search makes {assumptions} assumptions.{several}"
    )
    within = min(0.99, math.log10(1 + assumptions) / 4)
    return Rating(
        level="needs guessing",
        score=round(len(LEVELS) + within, 2),
        hardest=hardest,
        steps=len(steps),
        assumptions=assumptions,
        description=description,
        techniques=dict(counts),
    )


def _describe_solved(level: str, counts: Counter, steps: int) -> str:
    beyond_singles = [
        f"{name} ({counts[name]}x)"
        for name in (t.name for t in TECHNIQUES)
        if counts[name] and level_of_technique(name) != "easy"
    ]
    if beyond_singles:
        how = "needs " + ", ".join(beyond_singles)
    elif counts["hidden single"]:
        how = f"singles only ({counts['hidden single']} hidden)"
    else:
        how = "naked singles only"
    return f"{level.capitalize()}: {how}; {steps} steps."


def format_rating(rating: Rating) -> str:
    """One line for the command line and the status bar."""
    return f"{rating.level} (score {rating.score:.2f}): {rating.description}"
