"""The app in Japanese for a test, and back in English after it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from sudoku_gui.support import i18n, words


@pytest.fixture
def japanese(qapp):
    translators = i18n.install_language(qapp, "ja")
    yield
    for translator in translators:
        qapp.removeTranslator(translator)
    words.install(None)
    QLocale.setDefault(QLocale("en_US"))
