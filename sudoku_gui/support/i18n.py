"""The app's language: our translations and Qt's own, chosen by the person or the system.

Sudoku Lens speaks English, Japanese, Simplified Chinese and Brazilian Portuguese (the seeds'
readers). The catalogues are ``resources/i18n/sudoku_lens_<code>.qm``, compiled by
``pyside6-lrelease`` from the ``.ts`` sources beside them; Qt's ``qtbase_<code>.qm`` (from
Qt's translations folder) translates the standard buttons of its dialogs. The language is
read once, before any window exists: View > Language stores a choice that applies when the
app starts again (widgets are built translated; they are not rebuilt on the fly).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from sudoku_gui.support import words
from sudoku_gui.support.resources import resource_path
from sudoku_gui.support.settings_values import as_choice

# Code -> the language's own name (what the menu shows, whatever the current language).
LANGUAGES = {
    "en": "English",
    "ja": "日本語",
    "zh_CN": "简体中文",
    "pt_BR": "Português (Brasil)",
}
LANGUAGE_KEY = "view/language"  # one of LANGUAGES, or "" (or missing): follow the system
CATALOGUE = "sudoku_lens"


def system_language(locale_name: str) -> str:
    """The language of LANGUAGES for a locale name ("ja_JP" -> "ja"); "en" when none fits.
    Every Chinese locale gets the simplified catalogue, every Portuguese one Brazil's."""
    base = locale_name.replace("-", "_").split("_")[0].lower()
    return {"ja": "ja", "zh": "zh_CN", "pt": "pt_BR"}.get(base, "en")


def chosen_language(override: str | None = None) -> str:
    """The language to start in: ``override`` (the --language option) if it is one of
    LANGUAGES, else the remembered choice, else the system's."""
    if override in LANGUAGES:
        return override
    remembered = as_choice(QSettings().value(LANGUAGE_KEY), list(LANGUAGES), "")
    return remembered or system_language(QLocale.system().name())


def catalogue_path(language: str) -> str:
    return str(resource_path("i18n", f"{CATALOGUE}_{language}.qm"))


def install_language(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Install the translators of ``language`` on ``app`` and route ``words.translate``
    through Qt. Returns the translators that loaded (none for English)."""
    loaded = []
    if language != "en":
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        for name, folder in ((catalogue_path(language), ""), (f"qtbase_{language}", qt_folder)):
            translator = QTranslator(app)
            if translator.load(name, folder) and app.installTranslator(translator):
                loaded.append(translator)
    QLocale.setDefault(QLocale(language))
    locale = QLocale()
    words.install(QCoreApplication.translate, (locale.groupSeparator(), locale.decimalPoint()))
    return loaded
