"""What Check and Count solutions say (plain functions; the window tests cover the threads)."""

from __future__ import annotations

import solver
from sudoku_gui.jobs.checking import check_report, count_report

EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
EASY_SOLUTION = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"
NO_SOLUTION = "12345678." + "........9" + "." * 63
BLANK = (0,) * 81


def entries_from(pairs: dict[int, int]) -> tuple[int, ...]:
    return tuple(pairs.get(cell, 0) for cell in range(81))


def test_check_names_the_wrong_entries_in_order():
    givens = solver.parse(EASY).cells
    right = int(EASY_SOLUTION[0])
    report = check_report(givens, entries_from({1: 1, 0: right, 80: 9}))
    assert report.wrong == (1, 80)  # r1c2 holds 8, r9c9 holds 2
    assert report.text == "The givens have exactly one solution. Wrong entries: r1c2 and r9c9."


def test_check_counts_the_entries_that_agree():
    givens = solver.parse(EASY).cells
    report = check_report(givens, entries_from({0: 4, 1: 8}))
    assert report.wrong == ()
    assert report.text.endswith("your 2 entries agree with it.")


def test_check_without_a_single_solution_checks_no_entry():
    assert check_report(solver.parse(NO_SOLUTION).cells, BLANK).text == (
        "The givens have no solution."
    )
    several = check_report(BLANK, entries_from({0: 5}))
    assert several.wrong == () and "several solutions" in several.text


def test_count_stops_at_its_limit():
    assert count_report(BLANK, limit=50).text == "The givens have at least 50 solutions."
    assert count_report(solver.parse(EASY).cells).text == "The givens have 1 solution."
    assert count_report(solver.parse(NO_SOLUTION).cells).text == "The givens have 0 solutions."
    two_missing = list(solver.parse(EASY_SOLUTION).cells)
    for cell in (1, 6, 10, 15):  # r1c2 r1c7 / r2c2 r2c7 hold 8 6 / 6 8: they can swap
        two_missing[cell] = 0
    assert count_report(tuple(two_missing)).text == "The givens have 2 solutions."
