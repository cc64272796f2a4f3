"""A puzzle as plain data: 81 digits (0 for a blank), and for a position given with pencil
marks its 81 candidate masks, plus the check of its givens."""

from __future__ import annotations

from dataclasses import dataclass

from solver.board import ALL, BIT, UNITS, rc_name, unit_name

# Why a position in pencil marks has no answer: its marks exclude every solution (the true
# digit of some cell, say). The command line, rating and explaining all say it so.
NO_SOLUTION_UNDER_MARKS = "no solution under these marks"


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
    """An immutable 9x9 grid: ``cells`` holds 81 ints, 0 for an empty cell.

    ``candidates`` (81 masks, bit ``1 << (d - 1)``) is the position when the puzzle came as
    pencil marks (SukakuExplainer's 729-character form): a solution keeps every cell to its
    marks, so a position whose marks exclude a cell's true digit has none. None for a
    puzzle of givens only. A filled cell's mask is its digit alone."""

    cells: tuple[int, ...]
    candidates: tuple[int, ...] | None = None

    def __post_init__(self) -> None:
        if len(self.cells) != 81:
            raise ValueError(f"a grid has 81 cells, not {len(self.cells)}")
        if any(not isinstance(v, int) or not 0 <= v <= 9 for v in self.cells):
            raise ValueError("grid cells must be ints 0..9")
        if self.candidates is None:
            return
        if len(self.candidates) != 81:
            raise ValueError(f"a grid has 81 candidate masks, not {len(self.candidates)}")
        if any(not isinstance(m, int) or not 0 <= m <= ALL for m in self.candidates):
            raise ValueError("candidate masks must be ints 0..511")
        if any(v and m != BIT[v] for v, m in zip(self.cells, self.candidates, strict=True)):
            raise ValueError("a filled cell's candidates are its digit alone")

    @classmethod
    def empty(cls) -> Grid:
        return cls((0,) * 81)

    @classmethod
    def of_position(cls, givens, allowed) -> Grid:
        """The grid of ``givens`` (81 ints) whose open cells allow only the digits of
        ``allowed`` (81 masks, 0: any digit; empty or all 0: a puzzle of givens alone)."""
        givens = tuple(givens)
        if not any(allowed):
            return cls(givens)
        masks = tuple(BIT[g] if g else m or ALL for g, m in zip(givens, allowed, strict=True))
        return cls(givens, masks)

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

    def cells_without_candidates(self) -> tuple[int, ...]:
        """The cells whose pencil marks leave no digit (none without ``candidates``)."""
        if self.candidates is None:
            return ()
        return tuple(c for c, mask in enumerate(self.candidates) if not mask)

    def no_solution(self) -> str:
        """Why this grid has no solution, in a word: its givens, or its pencil marks."""
        return "no solution" if self.candidates is None else NO_SOLUTION_UNDER_MARKS

    def replace(self, cell: int, digit: int) -> Grid:
        """A copy with ``cell`` set to ``digit`` (0 clears it: every digit is a candidate
        there again)."""
        cells = list(self.cells)
        cells[cell] = digit
        if self.candidates is None:
            return Grid(tuple(cells))
        masks = list(self.candidates)
        masks[cell] = BIT[digit] if digit else ALL
        return Grid(tuple(cells), tuple(masks))


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
    """Whether ``solution`` (81 digits) fills every unit with 1..9 and keeps ``puzzle``'s
    givens (and a Grid's pencil marks)."""
    if len(solution) != 81 or not solution.isdigit() or "0" in solution:
        return False
    values = [int(ch) for ch in solution]
    if any(sorted(values[c] for c in unit) != list(range(1, 10)) for unit in UNITS):
        return False
    givens = puzzle.cells if isinstance(puzzle, Grid) else puzzle
    if not all(g == 0 or g == v for g, v in zip(givens, values, strict=True)):
        return False
    masks = puzzle.candidates if isinstance(puzzle, Grid) else None
    return masks is None or all(m & BIT[v] for m, v in zip(masks, values, strict=True))
