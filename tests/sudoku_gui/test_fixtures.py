"""The GUI conftest's guarantees: settings and data stay in the test's folder on every system,
and leaked QThreads fail a test."""

import os
import textwrap
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

from sudoku_gui.document import storage
from sudoku_gui.support import user_data

pytest_plugins = ["pytester"]

ROOT = Path(__file__).resolve().parents[2]


def test_a_setting_written_in_a_test_lands_in_an_ini_file_of_the_test(isolated_settings):
    """As the app writes them (``QSettings()``): an INI file under the test's folder, never
    the registry (Windows) or a property list (macOS), which ``setPath`` alone cannot move."""
    settings = QSettings()
    settings.setValue("fixture-check/answer", 42)
    settings.sync()

    assert settings.format() == QSettings.Format.IniFormat
    path = Path(settings.fileName())
    assert path.suffix == ".ini" and path.is_relative_to(isolated_settings)
    assert "answer=42" in path.read_text(encoding="utf-8")
    assert QSettings().value("fixture-check/answer") in (42, "42")


def test_the_data_folder_and_the_autosave_live_in_the_test_home(isolated_settings, tmp_path):
    home = isolated_settings.parent
    assert os.environ[user_data.DATA_FOLDER_VARIABLE] == str(home / "data")
    assert user_data.data_folder() == home / "data"
    assert storage.autosave_path().parent == home / "data"
    data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert Path(data).is_relative_to(tmp_path)  # Qt's own, in test mode, for anything else
    assert Path(os.environ["HOME"]).is_relative_to(tmp_path)


def test_without_the_variable_the_data_folder_is_the_systems(monkeypatch):
    monkeypatch.delenv(user_data.DATA_FOLDER_VARIABLE)
    data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert user_data.data_folder() == Path(data)


def test_a_test_leaving_a_qthread_running_fails(pytester, monkeypatch):
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    conftest = ROOT / "tests" / "sudoku_gui" / "conftest.py"
    pytester.makeconftest(conftest.read_text(encoding="utf-8"))
    pytester.makepyfile(
        test_leaks=textwrap.dedent(
            """
            from PySide6.QtCore import QThread

            from sudoku_gui.jobs import threads

            kept = []


            def test_leaks_a_running_thread():
                thread = threads.register(QThread())
                thread.setObjectName("leaky-worker")
                thread.start()
                kept.append(thread)


            def test_stops_its_thread():
                thread = threads.register(QThread())
                thread.start()
                thread.quit()
                thread.wait()


            def test_later_tests_start_clean():
                assert threads.live_threads() == []
            """
        )
    )
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")

    result.assert_outcomes(passed=3, errors=1)
    result.stdout.fnmatch_lines(["*left 1 QThread(s) running: leaky-worker*"])


def test_a_test_that_asks_for_qtbot_is_a_gui_test(qtbot, request):
    """tests/conftest.py marks it, so the change loop leaves it out."""
    assert request.node.get_closest_marker("gui") is not None
