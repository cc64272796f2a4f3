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

The settings file is Qt's to read and write, and Qt follows symlinks: a settings file that
is a FIFO blocks the first ``QSettings()`` for good, and one that is a symlink to a device
would be replaced by the INI file (run as root: ``/dev/zero`` gone for every program).
``guard_settings`` checks the files before the app makes its first ``QSettings`` and, when
one is not a regular file, keeps this run's settings in a fresh temporary folder instead,
and says why.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

from solver.safe_io import WriteRefused, check_target

DATA_FOLDER_VARIABLE = "SUDOKU_LENS_DATA_DIR"
_INI_FOLDER: list[Path] = []  # the folder ``keep_settings_in`` named, if any (Qt has no getter)


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
    _INI_FOLDER[:] = [Path(folder)]


def settings_files() -> list[Path]:
    """The files a ``QSettings()`` of this application reads (the application's, then the
    organization's) when they are files: INI files, or Linux's native ``.conf`` files;
    none for the Windows registry or a macOS property list."""
    config = QStandardPaths.StandardLocation.GenericConfigLocation
    if QSettings.defaultFormat() == QSettings.Format.IniFormat:
        folder = _INI_FOLDER[0] if _INI_FOLDER else Path(QStandardPaths.writableLocation(config))
        suffix = ".ini"
    elif sys.platform.startswith(("win", "darwin")):
        return []
    else:
        folder, suffix = Path(QStandardPaths.writableLocation(config)), ".conf"
    organization = QCoreApplication.organizationName() or "Unknown Organization"  # (Qt's)
    application = QCoreApplication.applicationName()
    return [folder / organization / f"{application}{suffix}", folder / f"{organization}{suffix}"]


def guard_settings() -> str | None:
    """Before the first ``QSettings()``: None when every settings file is a regular file or
    absent; otherwise this run's settings go to a fresh temporary folder (the file is
    neither read nor replaced) and the refusal is returned, naming the file."""
    for path in settings_files():
        try:
            check_target(path)
        except WriteRefused as error:
            keep_settings_in(Path(tempfile.mkdtemp(prefix="sudoku-lens-settings-")))
            return str(error)
    return None
