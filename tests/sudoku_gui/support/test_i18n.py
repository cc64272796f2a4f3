"""The app's language: the system's by default, the remembered choice, Qt's translators."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings

from sudoku_gui.support import i18n, words
from sudoku_gui.support.words import translate


@pytest.fixture
def restore_english(qapp):
    yield
    for translator in getattr(qapp, "_test_translators", []):
        qapp.removeTranslator(translator)
    words.install(None)


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
    assert window.action_language_system.isChecked()
    window.action_language_ja.trigger()
    assert QSettings().value(i18n.LANGUAGE_KEY) == "ja"
    assert window.action_language_ja.isChecked()
    assert said == ["Sudoku Lens will speak 日本語 when you start it again."]
