"""How hard a puzzle is for a person: a level read from its Sudoku Explainer rating.

The rating walks the puzzle's logical path (``solver.explain``: the easiest step first, in
SE's order) and takes SE's three figures from it, ER (the hardest step), EP and ED. The
level follows ER, with the thresholds of LEVEL_FLOORS (a table in docs/rating.md): singles are
easy, locked candidates medium, pairs, triples and the small fish hard, the patterns, wings,
colouring, ALS and chains expert, and what needs forcing chains and nets extreme. A puzzle
whose path the time limit stopped, or that the techniques cannot finish, is extreme too
(SE would rate it 8.5 or more). A puzzle with several solutions has no ER: it "needs
guessing", and the search's assumptions say how much.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from solver.explain import (
    DEFAULT_TIME_LIMIT,
    ExplainedStep,
    Explanation,
    explain,
    no_solution_reason,
)
from solver.fast import count_cells, solve_with_stats
from solver.formats import as_grid
from solver.phrase import QT_TRANSLATE_NOOP, Phrase, Term, joined
from solver.techniques import TECHNIQUES, Technique
from solver.techniques.registry import usual_rating

LEVELS = ("easy", "medium", "hard", "expert", "extreme", "needs guessing")
SOLVABLE_LEVELS = LEVELS[:5]  # the levels of puzzles with one solution

# The lowest ER of each level above easy: a puzzle's level is the last whose floor its ER
# reaches. 2.5 is the direct hidden triple, then pointing (2.6) and claiming (2.8); 3.0 the
# naked pair; 4.0 the hidden triple and the skyscraper; 7.5 SE's Nishio, where the forcing
# chains begin.
LEVEL_FLOORS = (("medium", 2.5), ("hard", 3.0), ("expert", 4.0), ("extreme", 7.5))


@dataclass(frozen=True)
class Rating:
    """A puzzle's difficulty: ``level`` (one of LEVELS); SE's ``er``, ``ep`` and ``ed``
    (None for a puzzle with several solutions or one the techniques cannot finish; ER is
    then a lower bound when ``stopped``); the ``hardest`` technique of the path, its
    ``steps``, how often each technique was used, the search's ``assumptions`` (0 unless
    logic cannot finish), and a sentence."""

    level: str
    er: float | None
    ep: float | None
    ed: float | None
    hardest: str
    steps: int
    assumptions: int
    description: str
    techniques: dict[str, int] = field(default_factory=dict)
    stopped: bool = False

    @property
    def logic(self) -> bool:
        """Whether logic alone reaches the end (no guessing, not stopped)."""
        return self.er is not None and not self.stopped


def level_of_er(er: float) -> str:
    """The level of a puzzle whose ER is ``er``."""
    level = "easy"
    for name, floor in LEVEL_FLOORS:
        if er >= floor - 1e-9:
            level = name
    return level


def level_of_technique(name: str) -> str:
    """The level of a puzzle whose hardest step is of the technique ``name``."""
    return level_of_er(usual_rating(name))


def techniques_up_to(level: str) -> tuple[Technique, ...]:
    """The techniques a puzzle of ``level`` may need (all of them from "expert" up), without
    the uniqueness techniques: a solve that uses only these proves the solution unique."""
    top = SOLVABLE_LEVELS.index(level)
    return tuple(
        t
        for t in TECHNIQUES
        if not t.uniqueness and SOLVABLE_LEVELS.index(level_of_technique(t.name)) <= top
    )


def rate(
    puzzle,
    *,
    time_limit: float | None = DEFAULT_TIME_LIMIT,
    should_stop: Callable[[], bool] | None = None,
    progress: Callable[[ExplainedStep], None] | None = None,
) -> Rating:
    """Rate ``puzzle`` (text, Grid or 81 ints). Raises ValueError when it has no solution
    (conflicting givens included). ``time_limit`` and ``should_stop`` (a Cancel) cut the
    logical path, which ``progress`` watches grow (see explain): a cut rating is ``stopped``
    and keeps the figures of the path found so far."""
    grid = as_grid(puzzle)
    cells = grid.cells
    solutions = count_cells(cells, 2, candidates=grid.candidates)
    if solutions == 0:
        raise ValueError(no_solution_reason(grid, "it has no difficulty"))
    path = explain(grid, time_limit=time_limit, should_stop=should_stop, progress=progress)
    counts = Counter(item.step.technique for item in path.steps)
    hardest = max(path.steps, key=lambda item: item.rating).step.technique if path.steps else ""
    assumptions = 0 if path.solved else solve_with_stats(cells, candidates=grid.candidates)[1]
    if solutions > 1:
        level = "needs guessing"
    elif path.er is None or path.stopped:
        level = "extreme"
    else:
        level = level_of_er(path.er)
    return Rating(
        level=level,
        er=None if solutions > 1 else path.er,
        ep=None if solutions > 1 else path.ep,
        ed=None if solutions > 1 else path.ed,
        hardest=hardest or "none",
        steps=len(path.steps),
        assumptions=assumptions,
        description=_describe(level, path, counts, cells.count(0), assumptions, solutions),
        techniques=dict(counts),
        stopped=path.stopped,
    )


def _describe(level, path: Explanation, counts, blanks, assumptions, solutions) -> str:
    """One or two sentences: what the path needs, or where it stops and why."""
    if path.solved:
        return Phrase(
            QT_TRANSLATE_NOOP("Solver", "{level}: {needs}; {count} steps."),
            level=Term(level.capitalize(), "Levels"),
            needs=_needs(counts),
            count=len(path.steps),
        )
    if path.stopped:
        return Phrase(
            QT_TRANSLATE_NOOP(
                "Solver",
                "{level}: the logical path was stopped after {count} steps at the time limit; on "
                "Sudoku Explainer's scale it rates at least {er:.1f}.",
            ),
            level=Term(level.capitalize(), "Levels"),
            count=len(path.steps),
            er=path.er,
        )
    open_cells = blanks - sum(len(item.step.placements) for item in path.steps)
    stop = Phrase(
        QT_TRANSLATE_NOOP(
            "Solver",
            "the techniques stop after {count} steps with {open_cells} cells open; the search "
            "makes {assumptions} assumptions.",
        ),
        count=len(path.steps),
        open_cells=open_cells,
        assumptions=assumptions,
    )
    if solutions > 1:
        return Phrase(
            QT_TRANSLATE_NOOP("Solver", "Needs guessing: it has more than one solution; {stop}"),
            stop=stop,
        )
    return Phrase(
        QT_TRANSLATE_NOOP("Solver", "{level}: beyond the techniques: {stop}"),
        level=Term(level.capitalize(), "Levels"),
        stop=stop,
    )


def _needs(counts: Counter) -> str:
    """ "needs x-wing (2x), xy-wing (1x)" in the order of the techniques, or singles only."""
    order = [t.name for t in TECHNIQUES] + sorted(set(counts) - {t.name for t in TECHNIQUES})
    singles = {"full house", "hidden single", "naked single"}
    beyond = [
        Phrase(
            QT_TRANSLATE_NOOP("Solver", "{name} ({count}x)"), name=Term(name), count=counts[name]
        )
        for name in order
        if counts[name] and name not in singles
    ]
    if beyond:
        return Phrase(QT_TRANSLATE_NOOP("Solver", "needs {techniques}"), techniques=joined(beyond))
    if counts["naked single"]:
        return Phrase(QT_TRANSLATE_NOOP("Solver", "singles only"))
    return Phrase(QT_TRANSLATE_NOOP("Solver", "hidden singles only"))


def format_rating(rating: Rating) -> str:
    """One line for the command line and the status bar: level, SE's figures, the sentence."""
    return f"{rating.level} ({format_scale(rating)}): {rating.description}"


def format_scale(rating: Rating) -> str:
    """SE's figures: "ER 4.2 EP 2.6 ED 1.2", "ER at least 8.5 (stopped)" or "no ER"."""
    if rating.stopped:
        return Phrase(QT_TRANSLATE_NOOP("Solver", "{er} (stopped)"), er=format_er(rating))
    if rating.er is None:
        return format_er(rating)
    return Phrase(
        QT_TRANSLATE_NOOP("Solver", "{er} EP {ep:.1f} ED {ed:.1f}"),
        er=format_er(rating),
        ep=rating.ep,
        ed=rating.ed,
    )


def format_er(rating: Rating) -> str:
    """ER alone: "ER 4.2", "ER at least 8.5" (stopped) or "no ER"."""
    if rating.er is None:
        return Phrase(QT_TRANSLATE_NOOP("Solver", "no ER"))
    if rating.stopped:
        return Phrase(QT_TRANSLATE_NOOP("Solver", "ER at least {er:.1f}"), er=rating.er)
    return Phrase(QT_TRANSLATE_NOOP("Solver", "ER {er:.1f}"), er=rating.er)
