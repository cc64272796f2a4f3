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


def test_every_title_source_and_note_of_the_file_is_marked_for_translation():
    from sudoku_gui.window.samples_menu import SAMPLE_WORDS

    for sample in load_samples():
        assert {sample.title, sample.source, sample.note} <= set(SAMPLE_WORDS), sample.name


def test_in_portuguese_the_samples_read_in_portuguese(qapp, qtbot):
    from PySide6.QtCore import QLocale

    from sudoku_gui.support import i18n, words
    from sudoku_gui.window.main_window import MainWindow

    translators = i18n.install_language(qapp, "pt_BR")
    try:
        window = MainWindow()
        qtbot.addWidget(window)
        fool = window.findChild(QAction, "sample_fool-003")
        assert fool.text() == "Artigo 003: o percurso (especialista)"
        assert fool.statusTip().startswith("artigo 003:")
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
        words.install(None)
        QLocale.setDefault(QLocale("en_US"))
