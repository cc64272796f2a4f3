"""Root fixtures: no test touches real user data, and no test leaves a QThread running.

Qt is told to run offscreen before anything imports it, so the suite needs no display.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QSettings, QStandardPaths  # noqa: E402

from sudoku_gui.jobs import threads  # noqa: E402

# How long a finished test may take to let its threads wind down before it counts as a leak.
THREAD_GRACE_MS = 1000


@pytest.fixture(scope="session", autouse=True)
def _qt_test_mode():
    """Qt's standard paths point under ``~/.qttest`` instead of the user's real folders."""
    QStandardPaths.setTestModeEnabled(True)
    yield
    QStandardPaths.setTestModeEnabled(False)


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path, monkeypatch):
    """A fresh, empty home for every test: QSettings files and standard paths live in it.

    Returns the folder QSettings writes to. HOME moves too because Qt's test-mode standard
    paths (autosave, recent files) are built from it.
    """
    home = tmp_path / "home"
    settings_dir = home / "settings"
    settings_dir.mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        monkeypatch.delenv(name, raising=False)
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
            QSettings.setPath(fmt, scope, str(settings_dir))
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
