"""A puzzle as plain data: 81 digits (0 for a blank), plus the check of its givens."""

from __future__ import annotations

from dataclasses import dataclass

from solver.board import UNITS, rc_name, unit_name


@dataclass(frozen=True, slots=True)
class Conflict:
    """``digit`` stands more than once in ``unit``, at ``cells``."""

    digit: int
    unit: int
    cells: tuple[int, ...]

    def describe(self) -> str:
        names = ", ".join(rc_name(c) for c in self.cells)
        return f"two {self.digit}s in {unit_name(self.unit)} ({names})"


@dataclass(frozen=True, slots=True)
class Grid:
    """An immutable 9x9 grid: ``cells`` holds 81 ints, 0 for an empty cell."""

    cells: tuple[int, ...]

    def __post_init__(self) -> None:
        if len(self.cells) != 81:
            raise ValueError(f"a grid has 81 cells, not {len(self.cells)}")
        if any(not isinstance(v, int) or not 0 <= v <= 9 for v in self.cells):
            raise ValueError("grid cells must be ints 0..9")

    @classmethod
    def empty(cls) -> Grid:
        return cls((0,) * 81)

    def __str__(self) -> str:
        return self.to_string()

    def to_string(self, blank: str = ".") -> str:
        """The 81-character form, ``blank`` for empty cells."""
        return "".join(str(v) if v else blank for v in self.cells)

    @property
    def filled(self) -> int:
        return sum(1 for v in self.cells if v)

    def conflicts(self) -> tuple[Conflict, ...]:
        return find_conflicts(self.cells)

    def replace(self, cell: int, digit: int) -> Grid:
        """A copy with ``cell`` set to ``digit`` (0 clears it)."""
        cells = list(self.cells)
        cells[cell] = digit
        return Grid(tuple(cells))


def find_conflicts(cells) -> tuple[Conflict, ...]:
    """Every digit that stands twice or more in one unit, with all cells involved."""
    found = []
    for u, unit in enumerate(UNITS):
        where: dict[int, list[int]] = {}
        for c in unit:
            v = cells[c]
            if v:
                where.setdefault(v, []).append(c)
        for digit in sorted(where):
            if len(where[digit]) > 1:
                found.append(Conflict(digit, u, tuple(where[digit])))
    return tuple(found)


def is_solution_of(solution: str, puzzle) -> bool:
    """Whether ``solution`` (81 digits) fills every unit with 1..9 and keeps ``puzzle``'s givens."""
    if len(solution) != 81 or not solution.isdigit() or "0" in solution:
        return False
    values = [int(ch) for ch in solution]
    if any(sorted(values[c] for c in unit) != list(range(1, 10)) for unit in UNITS):
        return False
    givens = puzzle.cells if isinstance(puzzle, Grid) else puzzle
    return all(g == 0 or g == v for g, v in zip(givens, values, strict=True))
