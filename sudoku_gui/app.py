"""The application entry point: ``main()`` behind ``python -m sudoku_gui`` and ``sudoku-lens``.

Options are read with ``parse_known_args`` so Qt's own options (``-platform``, ``-style``)
pass through to QApplication. New options go into ``build_parser`` and are acted on in
``main`` once the window exists, as ``--smoke-test`` is.

``MainWindow()`` installs every feature (search view, hints, generator) itself.
"""

from __future__ import annotations

import argparse
import os
import sys

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from solver.compiled import version_text
from sudoku_gui.jobs import threads
from sudoku_gui.search.running.worker import freeze_startup_objects
from sudoku_gui.search.smoke import run_smoke_test
from sudoku_gui.support.crash import CrashReporter
from sudoku_gui.support.i18n import LANGUAGES, chosen_language, install_language
from sudoku_gui.support.offscreen import prepare_offscreen_fonts
from sudoku_gui.support.resources import resource_path
from sudoku_gui.support.user_data import guard_settings
from sudoku_gui.support.words import translate
from sudoku_gui.window.main_window import MainWindow

ORGANIZATION = "SudokuLens"
APPLICATION = "Sudoku Lens"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="sudoku-lens", description="Watch a Sudoku solver think.")
    parser.add_argument("puzzle_file", nargs="?", help="a puzzle file to open")
    parser.add_argument(
        "--version",
        action="version",
        version=version_text("sudoku-lens"),
        help="print the version and the solver engine that runs (compiled or pure Python)",
    )
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="open the window, solve a built-in puzzle through the solver thread and the "
        "playback, and exit (0 when all went well); the autosave is left untouched",
    )
    parser.add_argument(
        "--language",
        choices=sorted(LANGUAGES),
        help="speak this language (default: View > Language, else the system's)",
    )
    return parser


def create_application(argv: list[str]) -> QApplication:
    """The QApplication, named so QSettings and QStandardPaths find our folders."""
    # Qt's raster engine hands each large fill to a pool of helper threads and waits for
    # them; while the search process keeps a core busy, the helpers wait for a core and the
    # GUI thread waits with them (more GUI stalls over 25 ms, measured side by side).
    # Painting on the GUI thread alone is steadier. Read when Qt first paints; a user's own
    # setting wins.
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
    # Background jobs (explain, rating, hints, reading a collection) run Python in threads.
    threads.hand_over_gil_often()
    prepare_offscreen_fonts()
    app = QApplication.instance() or QApplication(argv)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName(APPLICATION)
    app.setDesktopFileName("sudoku-lens")
    app.setWindowIcon(QIcon(str(resource_path("icons", "sudoku-lens.png"))))
    return app


def main(argv: list[str] | None = None) -> int:
    """Start the app; returns the exit status of the event loop."""
    argv = list(sys.argv if argv is None else argv)
    options, qt_args = build_parser().parse_known_args(argv[1:])
    app = create_application(argv[:1] + qt_args)
    settings_problem = guard_settings()  # (before the first QSettings reads the file)
    install_language(app, chosen_language(options.language))
    window = MainWindow(autosave=not options.smoke_test)  # the smoke test leaves it untouched
    if settings_problem is not None:
        title = translate("MainWindow", "Settings")
        problem = translate("MainWindow", "Your settings are not kept this time: {reason}")
        said = problem.format(reason=settings_problem)
        QTimer.singleShot(0, lambda: window.dialogs.show_error(title, said))
    panel = window.search_panel
    freeze_startup_objects()
    crash_reporter = CrashReporter(window)
    crash_reporter.install()
    try:
        if options.smoke_test:
            window.show()
            status = run_smoke_test(window, panel)
            window.close()
            return status
        if options.puzzle_file:
            window.files.open_file(options.puzzle_file)
        window.show()
        window.grid.select(0)
        window.grid.setFocus()
        return app.exec()
    finally:
        crash_reporter.uninstall()
