"""Sudoku Lens' solver: pure Python, never imports Qt.

The public API used by the window, the tests and scripts:

* ``parse(text) -> Grid`` (raises ``ParseError``, a ValueError saying what and where)
* ``solve(puzzle, strategy=None) -> str | None``: 81 digits, or None without a solution
* ``count_solutions(puzzle, limit=2) -> int``
* ``search(puzzle, strategy=None, ...) -> SearchRun``: the step stream (solver.events)
* ``STRATEGIES`` / ``DEFAULT_STRATEGY``
* ``engine_info() -> str``: "compiled (Cython x.y)" or "pure Python" (``solver.compiled``)

``puzzle`` may be text, a ``Grid`` or 81 ints.
"""

from __future__ import annotations

# First: importing solver.compiled honours SUDOKU_LENS_PURE before any compiled module loads.
from solver.compiled import engine_info
from solver.engine import SearchRun, SearchStats
from solver.events import Event
from solver.fast import count_cells, solve_cells
from solver.formats import (
    ParseError,
    as_grid,
    load_file,
    parse,
    parse_collection,
    pretty,
    to_line,
    to_sdk,
    to_ss,
)
from solver.grid import Conflict, Grid, find_conflicts, is_solution_of
from solver.strategies import DEFAULT_STRATEGY, STRATEGIES, Strategy, get_strategy

__all__ = [
    "DEFAULT_STRATEGY",
    "STRATEGIES",
    "Conflict",
    "Event",
    "Grid",
    "ParseError",
    "SearchRun",
    "SearchStats",
    "Strategy",
    "as_grid",
    "count_solutions",
    "engine_info",
    "find_conflicts",
    "get_strategy",
    "is_solution_of",
    "load_file",
    "parse",
    "parse_collection",
    "pretty",
    "search",
    "solve",
    "to_line",
    "to_sdk",
    "to_ss",
]


def search(
    puzzle,
    strategy: str | Strategy | None = None,
    *,
    node_limit: int | None = None,
    time_limit: float | None = None,
    max_solutions: int = 1,
) -> SearchRun:
    """The search as a stream of events; see ``SearchRun`` and ``solver.events``."""
    return SearchRun(
        as_grid(puzzle),
        strategy,
        node_limit=node_limit,
        time_limit=time_limit,
        max_solutions=max_solutions,
    )


def solve(puzzle, strategy: str | Strategy | None = None) -> str | None:
    """The first solution as 81 digits, or None when there is none.

    The default strategy takes the fast path (no events built); any other strategy runs
    the event engine, so its answer is the one the window would animate.
    """
    grid = as_grid(puzzle)
    chosen = get_strategy(strategy)
    if chosen.name == DEFAULT_STRATEGY:
        solution = solve_cells(grid.cells, grid.candidates)
        return None if solution is None else "".join(map(str, solution))
    run = SearchRun(grid, chosen)
    for _ in run:
        pass
    return run.solutions[0] if run.solutions else None


def count_solutions(puzzle, limit: int = 2) -> int:
    """How many solutions ``puzzle`` has, counting no further than ``limit``."""
    grid = as_grid(puzzle)
    return count_cells(grid.cells, limit, candidates=grid.candidates)
