"""Puzzle > Samples: the seed articles' puzzles, by name a person understands.

Each sample is listed under its source ("Norvig (articles 000 and 001)", "Article 003
(the hypothesis walk)") with its title and level ("Article 003: the walk (expert)"); its
action keeps the sample's id as object name (``sample_fool-003``) and its puzzle as data.
Choosing one replaces the puzzle (one undo step). Titles, sources and notes are the file's words,
translated through ``SAMPLE_WORDS`` (a test checks that it lists every one of the file), the
levels through ``level_name``.
"""

from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup

import solver
from sudoku_gui.dialogs.window_hooks import WindowHooks
from sudoku_gui.document.model import from_grid
from sudoku_gui.document.samples import Sample, load_samples
from sudoku_gui.support.technique_names import level_name
from sudoku_gui.support.words import QT_TRANSLATE_NOOP, translate

# The titles, sources and notes of resources/samples.tsv, for the translators.
SAMPLE_WORDS = (
    QT_TRANSLATE_NOOP("Samples", "Norvig (articles 000 and 001)"),
    QT_TRANSLATE_NOOP("Samples", "Norvig's first easy puzzle"),
    QT_TRANSLATE_NOOP("Samples", "Norvig's first hard puzzle"),
    QT_TRANSLATE_NOOP("Samples", "Qiita (article 002)"),
    QT_TRANSLATE_NOOP("Samples", "The Qiita article's easy puzzle"),
    QT_TRANSLATE_NOOP("Samples", "The Qiita article's medium puzzle"),
    QT_TRANSLATE_NOOP("Samples", "The Qiita article's hard puzzle"),
    QT_TRANSLATE_NOOP("Samples", "The Qiita article's expert puzzle"),
    QT_TRANSLATE_NOOP("Samples", "Article 003 (the hypothesis walk)"),
    QT_TRANSLATE_NOOP("Samples", "Article 003: the walk"),
    QT_TRANSLATE_NOOP("Samples", "Article 004"),
    QT_TRANSLATE_NOOP("Samples", "Arto Inkala's puzzle (article 004)"),
    # (where each comes from: the status tip)
    QT_TRANSLATE_NOOP("Samples", "article 000/001: first easy puzzle, solved by propagation alone"),
    QT_TRANSLATE_NOOP(
        "Samples",
        "article 000/001: first hard puzzle; article 000 says its search looks at 25 possibilities",
    ),
    QT_TRANSLATE_NOOP("Samples", "article 002: 'easy', solved by candidate narrowing alone"),
    QT_TRANSLATE_NOOP("Samples", "article 002: 'medium', needs hidden singles"),
    QT_TRANSLATE_NOOP("Samples", "article 002: 'hard', singles suffice"),
    QT_TRANSLATE_NOOP("Samples", "article 002: 'expert', needs search"),
    QT_TRANSLATE_NOOP("Samples", "article 003: the worked example of the hypothesis walk"),
    QT_TRANSLATE_NOOP("Samples", "article 004: 'the hardest sudoku' (Arto Inkala)"),
)


def sample_label(sample: Sample) -> str:
    """The menu's words: "Article 003: the walk (expert)", in the reader's language."""
    title = translate("Samples", sample.title or sample.name)
    if not sample.level:
        return title
    return translate("Samples", "{title} ({level})").format(
        title=title, level=level_name(sample.level)
    )


def install_samples_menu(window: WindowHooks) -> QActionGroup:
    """Fill the Samples menu, one action a sample (a section a source): choosing one opens
    it as a new puzzle. Returns the group of the samples' actions."""
    menu = window.menus["samples"]
    group = QActionGroup(window)
    group.setExclusive(False)
    source = None
    for sample in load_samples():  # (grouped by source, as the file lists them)
        if sample.source != source:
            source = sample.source
            menu.addSection(translate("Samples", source))
        action = menu.addAction(sample_label(sample))
        action.setObjectName(f"sample_{sample.name}")
        action.setStatusTip(translate("Samples", sample.note))
        action.setData(sample.puzzle)
        group.addAction(action)

    def open_sample(action: QAction) -> None:
        grid = solver.parse(action.data())
        window.files.load_document(
            from_grid(grid),
            translate("SamplesMenu", "Open sample {text}").format(text=action.text()),
        )

    group.triggered.connect(open_sample)
    return group
