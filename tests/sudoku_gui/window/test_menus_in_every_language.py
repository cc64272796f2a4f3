"""Every menu in every language: no two entries of one menu (the menu bar, a menu or a
submenu) share an accelerator, so Alt and a letter always reach one command; and in
Japanese and Chinese no entry is left in English."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QMenu, QWidget

from sudoku_gui.support import i18n, words
from sudoku_gui.window.main_window import MainWindow


def accelerator(text: str) -> str | None:
    """The letter after a single "&" (lower case), or None; "&&" is a literal ampersand."""
    position = 0
    while (position := text.find("&", position)) != -1 and position + 1 < len(text):
        if text[position + 1] != "&":
            return text[position + 1].lower()
        position += 2
    return None


def test_the_accelerator_is_the_letter_after_a_single_ampersand():
    assert accelerator("Save &As...") == "a"
    assert accelerator("保存(&S)") == "s"
    assert accelerator("Save && quit") is None
    assert accelerator("Fish && &chips") == "c"
    assert accelerator("Digits") is None


def clashes(menu: QWidget, path: str) -> list[str]:
    """Each group of entries of ``menu`` and of its submenus that share an accelerator."""
    by_letter: dict[str, list[str]] = defaultdict(list)
    found = []
    for action in menu.actions():
        if action.isSeparator():
            continue
        letter = accelerator(action.text())
        if letter is not None:
            by_letter[letter].append(action.text())
        if isinstance(submenu := action.menu(), QMenu):
            found += clashes(submenu, f"{path} > {words.without_mnemonic(action.text())}")
    found += [f"{path}: {texts}" for texts in by_letter.values() if len(texts) > 1]
    return found


def entries(menu: QWidget) -> list[str]:
    """The text of every entry of ``menu`` and of its submenus (section titles included)."""
    found = []
    for action in menu.actions():
        if action.text():
            found.append(action.text())
        if isinstance(submenu := action.menu(), QMenu):
            found += entries(submenu)
    return found


# Entries that are the same in every language: names of languages and notations, the app's.
SAME_EVERYWHERE = re.compile(r"^(r1c1|A1|English|Português \(Brasil\)|.*Sudoku Lens.*)$")


@pytest.fixture(params=list(i18n.LANGUAGES))
def window_in(request, qapp, qtbot):
    """A new MainWindow built in the language of the parameter (English again after it)."""
    translators = i18n.install_language(qapp, request.param)
    window = MainWindow()
    qtbot.addWidget(window)
    yield window
    for translator in translators:
        qapp.removeTranslator(translator)
    words.install(None)
    QLocale.setDefault(QLocale("en_US"))


def test_no_two_entries_of_a_menu_share_an_accelerator(window_in):
    bar = window_in.menuBar()
    assert len(entries(bar)) > 80  # every menu and submenu was walked
    assert window_in.menus["search_lessons"].menuAction() in window_in.menus["search"].actions()
    problems = clashes(bar, "menu bar")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("window_in", ["ja", "zh_CN"], indirect=True)
def test_no_menu_entry_is_left_in_english(window_in):
    """Themes, notations, the samples' titles, levels and sources are translated too."""
    english = [
        text
        for text in entries(window_in.menuBar())
        if not SAME_EVERYWHERE.match(text) and not re.search(r"[^\x00-\x7f]", text)
    ]
    assert not english, english
