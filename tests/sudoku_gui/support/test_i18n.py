"""The app's language: the system's by default, the remembered choice, Qt's translators."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings

from sudoku_gui.support import i18n, words
from sudoku_gui.support.words import translate


@pytest.fixture
def restore_english(qapp):
    yield
    for translator in getattr(qapp, "_test_translators", []):
        qapp.removeTranslator(translator)
    words.install(None)
    QLocale.setDefault(QLocale("en_US"))


@pytest.mark.parametrize(
    ("locale", "language"),
    [
        ("ja_JP", "ja"),
        ("zh_CN", "zh_CN"),
        ("zh_TW", "zh_CN"),
        ("pt_BR", "pt_BR"),
        ("pt_PT", "pt_BR"),
        ("en_US", "en"),
        ("de_DE", "en"),
        ("C", "en"),
    ],
)
def test_the_system_locale_picks_the_nearest_language(locale, language):
    assert i18n.system_language(locale) == language


def test_the_option_wins_then_the_remembered_choice(qapp):
    QSettings().setValue(i18n.LANGUAGE_KEY, "pt_BR")
    assert i18n.chosen_language(None) == "pt_BR"
    assert i18n.chosen_language("ja") == "ja"
    QSettings().setValue(i18n.LANGUAGE_KEY, "klingon")  # a damaged setting: the system's
    assert i18n.chosen_language(None) in i18n.LANGUAGES


@pytest.mark.parametrize(
    ("language", "word"), [("ja", "言語"), ("zh_CN", "语言"), ("pt_BR", "Idioma")]
)
def test_installing_a_language_translates_through_qt(qapp, restore_english, language, word):
    qapp._test_translators = i18n.install_language(qapp, language)
    assert len(qapp._test_translators) == 2  # ours and Qt's own (standard buttons)
    assert translate("LanguageMenu", "Language") == word
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") != "Cancel"


@pytest.mark.parametrize("count", [1, 2, 468])
def test_counted_texts_are_translated_for_every_count(qapp, restore_english, count):
    """Portuguese has two plural forms: a count above one must not fall back to English."""
    qapp._test_translators = i18n.install_language(qapp, "pt_BR")
    said = translate("Story", "%Ln candidate(s)", None, count)
    assert said == (f"{count} candidato" if count == 1 else f"{count} candidatos")
    assert translate("Checking", "The givens have %n solution(s).", None, count).endswith(
        "1 solução." if count == 1 else f"{count} soluções."
    )


def test_numbers_take_the_readers_separators(qapp, restore_english):
    from solver.rating import format_scale, rate
    from sudoku_gui.support.phrases import say

    assert words.figure(20000) == "20,000" and words.figure(0.0021, 3) == "0.002"
    qapp._test_translators = i18n.install_language(qapp, "pt_BR")
    assert words.figure(20000) == "20.000" and words.figure(0.0021, 3) == "0,002"
    easy = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
    assert say(format_scale(rate(easy))).startswith("ER 2,3 ")


def test_english_needs_no_translator_and_plurals_still_count(qapp, restore_english):
    assert i18n.install_language(qapp, "en") == []
    assert translate("LanguageMenu", "Language") == "Language"
    assert translate("Any", "%n guesses", None, 3) == "3 guesses"


def test_the_language_menu_remembers_the_choice_for_the_next_start(window, monkeypatch):
    from sudoku_gui.window import language_menu

    said = []
    monkeypatch.setattr(
        language_menu.QMessageBox, "information", lambda *args: said.append(args[2])
    )
    assert window.actions["action_language_system"].isChecked()
    window.actions["action_language_ja"].trigger()
    assert QSettings().value(i18n.LANGUAGE_KEY) == "ja"
    assert window.actions["action_language_ja"].isChecked()
    assert said == ["Sudoku Lens will speak 日本語 when you start it again."]
