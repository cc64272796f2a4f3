"""Fixtures of every GUI test: Qt runs offscreen with fonts found on every system, no test
touches a person's settings or data, no test leaves a QThread running; and a MainWindow whose
message boxes are recorded, not shown.

Qt is told to run offscreen before anything imports a QApplication, so the suite needs no
display. The solver's tests never load this file: they run where Qt cannot be imported.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QLocale, QStandardPaths, Qt

from sudoku_gui.jobs import threads
from sudoku_gui.support import i18n, words
from sudoku_gui.support.offscreen import prepare_offscreen_fonts
from sudoku_gui.support.user_data import DATA_FOLDER_VARIABLE, keep_settings_in
from sudoku_gui.window.main_window import MainWindow

prepare_offscreen_fonts()

# How long a finished test may take to let its threads wind down before it counts as a leak.
THREAD_GRACE_MS = 1000


@pytest.fixture(scope="session", autouse=True)
def _qt_test_mode():
    """Qt's other standard paths point under ``~/.qttest`` instead of the user's folders."""
    QStandardPaths.setTestModeEnabled(True)
    yield
    QStandardPaths.setTestModeEnabled(False)


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, monkeypatch):
    """A fresh, empty home for every test: the settings (INI files, on every system) and the
    app's data folder (the autosave) live in it. Returns the folder of the settings.

    HOME moves too, for whatever else is found from it (Qt's test-mode standard paths).
    """
    home = tmp_path / "home"
    settings_dir = home / "settings"
    settings_dir.mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv(DATA_FOLDER_VARIABLE, str(home / "data"))
    keep_settings_in(settings_dir)
    return settings_dir


@pytest.fixture(autouse=True)
def _no_thread_left_running():
    """Fail a test that leaves a registered QThread running; stop such threads either way."""
    yield
    leftover = _wait_for_threads(THREAD_GRACE_MS)
    if not leftover:
        return
    names = [t.objectName() or repr(t) for t in leftover]
    for thread in leftover:
        thread.requestInterruption()
        thread.quit()
        if not thread.wait(QDeadlineTimer(5000)):
            thread.terminate()
            thread.wait()
    pytest.fail(f"test left {len(names)} QThread(s) running: {', '.join(names)}", pytrace=False)


def _wait_for_threads(grace_ms: int) -> list:
    """Process events until no registered thread runs or ``grace_ms`` passes; the survivors."""
    deadline = QDeadlineTimer(grace_ms)
    while (live := threads.live_threads()) and not deadline.hasExpired():
        if QCoreApplication.instance() is not None:
            QCoreApplication.processEvents()
        live[0].wait(QDeadlineTimer(10))
    return live


class Messages(list):
    """(kind, title, text) of every message the window tried to show."""

    def texts(self) -> list[str]:
        return [text for _kind, _title, text in self]


@pytest.fixture
def japanese(qapp):
    """The app in Japanese for a test, and back in English after it."""
    translators = i18n.install_language(qapp, "ja")
    yield
    for translator in translators:
        qapp.removeTranslator(translator)
    words.install(None)
    QLocale.setDefault(QLocale("en_US"))


@pytest.fixture
def messages() -> Messages:
    return Messages()


@pytest.fixture
def window(qtbot, messages):
    """A fresh MainWindow (first start: no autosave in the test's home)."""
    win = MainWindow()
    qtbot.addWidget(win)
    win.dialogs.show_error = lambda title, text: messages.append(("error", title, text))
    win.dialogs.show_info = lambda title, text: messages.append(("info", title, text))
    win.dialogs.choose_puzzle = lambda labels: pytest.fail(f"unexpected chooser: {labels}")
    return win


@pytest.fixture
def type_keys(qtbot):
    """type_keys(widget, "12.>3"): '1'-'9' place a digit, '.' or '0' clear, '>' moves right."""
    named = {">": Qt.Key.Key_Right, ".": Qt.Key.Key_Period, "0": Qt.Key.Key_0}

    def type_into(widget, keys: str) -> None:
        for ch in keys:
            qtbot.keyClick(widget, named.get(ch) or getattr(Qt.Key, f"Key_{ch}"))

    return type_into
