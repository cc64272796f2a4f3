"""The Samples menu names the seed articles' puzzles as a person would, by source."""

from __future__ import annotations

from PySide6.QtGui import QAction

import solver
from sudoku_gui.document.samples import load_samples


def test_samples_are_grouped_by_source_with_names_and_levels(window):
    menu = window.menus["samples"]
    sections = [a.text() for a in menu.actions() if a.isSeparator() and a.text()]
    assert sections[0] == "Norvig (articles 000 and 001)"
    assert "Article 003 (the hypothesis walk)" in sections
    labels = {a.objectName(): a.text() for a in menu.actions() if not a.isSeparator()}
    assert labels["sample_fool-003"] == "Article 003: the walk (expert)"
    assert labels["sample_inkala-004"].startswith("Arto Inkala's puzzle (article 004)")
    assert not any("-" in text.split(" (")[0] and text.islower() for text in labels.values())
    assert len(labels) == len(load_samples())


def test_choosing_a_sample_opens_it(window):
    window.findChild(QAction, "sample_norvig-hard").trigger()
    assert window.document.givens_grid() == solver.parse(
        next(s.puzzle for s in load_samples() if s.name == "norvig-hard")
    )
