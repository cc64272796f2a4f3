"""Check and Count solutions: what they answer, worked out off the GUI thread.

``check_report`` and ``count_report`` are plain functions of the givens (and the entries):
they call the solver, which for an odd puzzle (an almost empty grid counted to 1000, givens
without a solution) takes long enough to freeze a window, so the window runs them in a
background job (``sudoku_gui.window.checking``).
"""

from __future__ import annotations

from dataclasses import dataclass

import solver
from solver.board import BIT
from solver.techniques.step import cell_list
from sudoku_gui.support.phrases import say
from sudoku_gui.support.words import sentences, translate

COUNT_LIMIT = 1000  # Count solutions stops here ("at least 1000")


@dataclass(frozen=True)
class Report:
    """What Check or Count says, and the entries it found wrong (cells 0..80)."""

    text: str
    wrong: tuple[int, ...] = ()
    wrong_marks: tuple[int, ...] = ()


def check_report(
    givens: tuple[int, ...],
    entries: tuple[int, ...],
    marks: tuple[int, ...] = (),
    position: tuple[int, ...] = (),
) -> Report:
    """Check's answer for clash-free ``givens`` and ``entries`` (81 ints each, 0 blank):
    the givens' solution count, then which entries differ from the one solution; with
    ``marks`` (81 pencil-mark masks), also the open cells whose marks leave out the answer.
    ``position``: the candidates of a position opened in pencil marks (the Document's
    layer), which the solution keeps to."""
    puzzle = solver.Grid.of_position(givens, position)
    count = solver.count_solutions(puzzle, limit=2)
    if count == 0:
        return Report(_no_solution(puzzle))
    if count > 1:
        return Report(
            translate(
                "Checking",
                "The givens have several solutions, so there is no single answer to check.",
            )
        )
    solution = solver.solve(puzzle)
    wrong = tuple(c for c in range(81) if entries[c] and entries[c] != int(solution[c]))
    wrong_marks = tuple(
        c
        for c, mask in enumerate(marks)
        if mask and not entries[c] and not givens[c] and not mask & BIT[int(solution[c])]
    )
    parts = [translate("Checking", "The givens have exactly one solution.")]
    if wrong:
        parts.append(
            translate("Checking", "Wrong entries: {join}.").format(join=say(cell_list(wrong)))
        )
    if wrong_marks:
        names = say(cell_list(wrong_marks))
        parts.append(
            translate("Checking", "Pencil marks that leave out the answer: {names}.").format(
                names=names
            )
        )
    if wrong or wrong_marks:
        return Report(sentences(*parts), wrong, wrong_marks)
    filled = sum(1 for v in entries if v)
    if marks:
        text = translate(
            "Checking",
            "The givens have exactly one solution, and your %n entries agree with it and your "
            "pencil marks keep every answer.",
            None,
            filled,
        )
    else:
        text = translate(
            "Checking",
            "The givens have exactly one solution, and your %n entries agree with it.",
            None,
            filled,
        )
    return Report(text)


def count_report(
    givens: tuple[int, ...], position: tuple[int, ...] = (), limit: int = COUNT_LIMIT
) -> Report:
    """Count solutions' answer: how many solutions ``givens`` have (keeping to the
    candidates of ``position``, see check_report), up to ``limit``."""
    puzzle = solver.Grid.of_position(givens, position)
    count = solver.count_solutions(puzzle, limit=limit)
    if count == 0 and puzzle.candidates is not None:
        return Report(_no_solution(puzzle))
    if count >= limit:
        return Report(
            translate("Checking", "The givens have at least {limit} solutions.").format(limit=limit)
        )
    return Report(translate("Checking", "The givens have %n solution(s).", None, count))


def _no_solution(puzzle: solver.Grid) -> str:
    """Why Check or Count finds no solution: the givens, or a position's pencil marks."""
    if puzzle.candidates is None:
        return translate("Checking", "The givens have no solution.")
    return translate("Checking", "The pencil marks of this position leave no solution.")
