"""The crash handler shows the error in a dialog; main() runs the app and exits cleanly."""

from __future__ import annotations

import os
import sys
import threading

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from sudoku_gui import app
from sudoku_gui.support.crash import CrashReporter


def open_crash_dialog(parent: QWidget) -> QMessageBox | None:
    return parent.findChild(QMessageBox, "crash_dialog")


def crash(qtbot, message: str):
    """An uncaught RuntimeError(``message``) under an installed CrashReporter: the dialog's
    parent (kept alive by the caller) and the dialog."""
    parent = QWidget()
    qtbot.addWidget(parent)
    reporter = CrashReporter(parent)
    reporter.install()
    try:
        try:
            raise RuntimeError(message)
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
    finally:
        reporter.uninstall()
    return parent, open_crash_dialog(parent)


def test_an_uncaught_exception_shows_a_dialog_with_the_traceback(qtbot, capsys):
    _parent, dialog = crash(qtbot, "boom")
    assert dialog is not None
    assert "RuntimeError: boom" in dialog.text()
    assert "raise RuntimeError" in dialog.detailedText()
    assert "RuntimeError: boom" in capsys.readouterr().err
    dialog.close()


def test_the_dialog_appears_without_stderr_or_stdout(qtbot, monkeypatch):
    """A windowed Windows executable has neither (both None): the dialog is all there is."""
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(sys, "stdout", None)
    _parent, dialog = crash(qtbot, "no console")
    assert dialog is not None
    assert "RuntimeError: no console" in dialog.text()
    dialog.close()


def test_an_exception_in_another_thread_reaches_the_gui_thread(qtbot, capsys):
    parent = QWidget()
    qtbot.addWidget(parent)
    reporter = CrashReporter(parent)
    reporter.install()
    try:
        with qtbot.waitSignal(reporter.crashed, timeout=5000):
            worker = threading.Thread(target=lambda: 1 / 0)
            worker.start()
            worker.join()
        qtbot.waitUntil(lambda: open_crash_dialog(parent) is not None)
    finally:
        reporter.uninstall()
    assert "ZeroDivisionError" in open_crash_dialog(parent).text()
    capsys.readouterr()


def test_uninstall_restores_the_previous_hooks():
    before = (sys.excepthook, threading.excepthook)
    reporter = CrashReporter()
    reporter.install()
    assert sys.excepthook != before[0]
    reporter.uninstall()
    assert (sys.excepthook, threading.excepthook) == before


@pytest.fixture
def watchdog():
    """Ends a stuck event loop with status 99 instead of hanging the suite."""
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(lambda: QApplication.exit(99))
    timer.start(15000)
    yield
    timer.stop()


def shown_main_window():
    """The one visible main window (windows of earlier runs may wait for the collector)."""
    [window] = [
        w
        for w in QApplication.topLevelWidgets()
        if w.objectName() == "main_window" and w.isVisible()
    ]
    return window


def test_main_shows_the_window_with_r1c1_selected_and_returns_0(qtbot, watchdog):
    seen = {}

    def inspect_and_quit():
        window = shown_main_window()
        seen["title"] = window.windowTitle()
        seen["selected"] = window.grid.selected
        window.close()

    QTimer.singleShot(0, inspect_and_quit)
    assert app.main(["sudoku-lens"]) == 0
    assert seen == {"title": "Sudoku Lens", "selected": 0}
    assert QApplication.organizationName() == app.ORGANIZATION
    assert QApplication.applicationName() == app.APPLICATION


def test_main_opens_a_puzzle_file_given_on_the_command_line(qtbot, tmp_path, watchdog):
    path = tmp_path / "easy.txt"
    puzzle = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
    path.write_text(puzzle + "\n", encoding="utf-8")
    shown = []

    def inspect_and_quit():
        window = shown_main_window()
        shown.append(window.document.to_string())
        window.close()

    QTimer.singleShot(0, inspect_and_quit)
    assert app.main(["sudoku-lens", str(path), "-style", "fusion"]) == 0
    assert shown == [puzzle.replace("0", ".")]


def test_smoke_test_option_solves_and_leaves_the_autosave_alone(qtbot, watchdog, capsys):
    from sudoku_gui.document import storage

    storage.write_atomically(storage.autosave_path(), "keep me")
    assert app.main(["sudoku-lens", "--smoke-test"]) == 0
    assert "ok" in capsys.readouterr().out
    assert storage.autosave_path().read_text(encoding="utf-8") == "keep me"


def test_the_smoke_test_runs_without_stdout_or_stderr(qtbot, watchdog, monkeypatch):
    """As in a windowed Windows executable (both None): no crash, and the status tells."""
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(sys, "stdout", None)
    assert app.main(["sudoku-lens", "--smoke-test"]) == 0


def test_the_app_window_has_the_search_view_installed(qtbot, watchdog):
    found = {}

    def inspect_and_quit():
        window = shown_main_window()
        found["solve"] = window.findChild(QAction, "action_solve") is not None
        window.close()

    QTimer.singleShot(0, inspect_and_quit)
    assert app.main(["sudoku-lens"]) == 0
    assert found == {"solve": True}


def test_the_app_paints_without_qt_helper_threads_unless_told_otherwise(qapp, monkeypatch):
    monkeypatch.delenv("QT_NO_GUI_THREADPOOL", raising=False)
    assert app.create_application(["sudoku-lens"]) is qapp
    assert os.environ["QT_NO_GUI_THREADPOOL"] == "1"
    monkeypatch.setenv("QT_NO_GUI_THREADPOOL", "")
    app.create_application(["sudoku-lens"])
    assert os.environ["QT_NO_GUI_THREADPOOL"] == "", "a user's own setting wins"


def test_the_app_hands_the_gil_over_often(qapp):
    """Background jobs run Python in threads; painting waits for the GIL at each call into
    Python, so the app shortens the interpreter's switch interval (see create_application)."""
    before = sys.getswitchinterval()
    try:
        app.create_application(["sudoku-lens"])
        assert sys.getswitchinterval() <= 0.001
    finally:
        sys.setswitchinterval(before)
