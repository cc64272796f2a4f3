"""View > Language: the system's language or one of the four, remembered, applied at the
next start (``sudoku_gui.support.i18n`` reads it before the window is built).

Actions: ``action_language_system`` and ``action_language_<code>`` for each of
``LANGUAGES`` (en, ja, zh_CN, pt_BR), one checked at a time; each names its language in that
language, so a person who cannot read the current one still finds their own.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMessageBox

from sudoku_gui.dialogs.window_hooks import WindowHooks
from sudoku_gui.support.i18n import LANGUAGE_KEY, LANGUAGES
from sudoku_gui.support.settings_values import as_choice
from sudoku_gui.support.words import translate


def install_language_menu(window: WindowHooks) -> QMenu:
    """Add View > Language to ``window``; returns the menu."""
    menu = window.menus["view"].addMenu(translate("LanguageMenu", "&Language"))
    menu.setObjectName("menu_language")
    window.menus["language"] = menu
    group = QActionGroup(window)
    remembered = as_choice(QSettings().value(LANGUAGE_KEY), list(LANGUAGES), "")
    choices = [("system", "", translate("LanguageMenu", "System language"))]
    choices += [(code, code, name) for code, name in LANGUAGES.items()]
    for name, code, title in choices:
        action = QAction(title, window)
        action.setObjectName(f"action_language_{name}")
        action.setCheckable(True)
        action.setChecked(code == remembered)
        action.setStatusTip(translate("LanguageMenu", "Speak this language from the next start"))
        action.triggered.connect(lambda _on=False, code=code: choose_language(window, code))
        group.addAction(action)
        menu.addAction(action)
        window.register_action(action)
    return menu


def choose_language(window: WindowHooks, code: str) -> None:
    """Remember ``code`` ("" for the system's) and say when it applies."""
    QSettings().setValue(LANGUAGE_KEY, code)
    name = LANGUAGES.get(code) or translate("LanguageMenu", "the system language")
    QMessageBox.information(
        window,
        translate("LanguageMenu", "Language"),
        translate(
            "LanguageMenu", "Sudoku Lens will speak {language} when you start it again."
        ).format(language=name),
    )
