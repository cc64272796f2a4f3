"""The root conftest's guarantees: user data stays isolated, and leaked QThreads fail a test."""

import os
import textwrap
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

pytest_plugins = ["pytester"]

ROOT = Path(__file__).resolve().parents[1]


def test_settings_and_standard_paths_live_in_the_test_home(isolated_settings, tmp_path):
    settings = QSettings("SudokuLensTests", "fixture-check")
    settings.setValue("answer", 42)
    settings.sync()

    assert Path(settings.fileName()).is_relative_to(isolated_settings)
    assert Path(settings.fileName()).is_file()
    data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert Path(data).is_relative_to(tmp_path)
    assert Path(os.environ["HOME"]).is_relative_to(tmp_path)


def test_a_test_leaving_a_qthread_running_fails(pytester, monkeypatch):
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    pytester.makeconftest((ROOT / "tests" / "conftest.py").read_text(encoding="utf-8"))
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
