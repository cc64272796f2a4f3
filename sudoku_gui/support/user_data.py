"""Where the app keeps what it remembers: its settings (QSettings) and its data folder (the
autosave).

By default each system's own place: the settings in the registry (Windows), a property list
(macOS) or an INI file (Linux); the data in Qt's ``AppDataLocation``. Both can be put
elsewhere, the same way on every system:

* ``SUDOKU_LENS_DATA_DIR`` in the environment names the data folder (a portable install, a
  test's temporary folder); the processes the app starts inherit it. Qt's test mode is not
  enough: on Windows the app-data folder follows the user profile, not ``HOME``.
* ``keep_settings_in(folder)`` stores the settings as INI files in ``folder``.
  ``QSettings.setPath`` alone moves only INI files, never the registry or a property list,
  so the default format becomes INI first. Tests, screenshots and benchmarks use it to leave
  a person's own settings alone.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

DATA_FOLDER_VARIABLE = "SUDOKU_LENS_DATA_DIR"


def data_folder() -> Path:
    """The folder of the app's own files: ``SUDOKU_LENS_DATA_DIR`` when set, else the
    system's app-data folder for this application."""
    chosen = os.environ.get(DATA_FOLDER_VARIABLE)
    if chosen:
        return Path(chosen)
    location = QStandardPaths.StandardLocation.AppDataLocation
    return Path(QStandardPaths.writableLocation(location))


def keep_settings_in(folder: Path) -> None:
    """Every ``QSettings()`` made from now on reads and writes INI files under ``folder``."""
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(folder))
