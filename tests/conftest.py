"""What every test shares: its kind, marked at collection, so the change loop can leave the
slow kinds out (README, "Run the tests"; docs/testing.md).

The kinds (pyproject's ``markers``; ``--strict-markers`` refuses any other):

* ``gui``: needs a QApplication. Marked here, not by hand: a test that asks for ``qtbot`` or
  ``qapp`` (itself or through a fixture such as ``window``), or any test of a module under
  ``tests/sudoku_gui/`` that imports Qt's widgets or painting (QtGui, QtWidgets): such a test
  may lean on an application another test made.
* ``process``, ``browser``, ``cluster``: start processes (the command line, the solver's
  child), drive Chromium, run a Dask cluster. Marked by hand where they do.
* ``calibration``: calibration runs, whole-file sweeps, million-row scales (seconds each).
  ``slow``, its old name, still counts as one.

Nothing here imports Qt: the solver's tests are collected where it cannot load
(``tests/solver/test_no_qt.py``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

GUI_TESTS = Path(__file__).parent / "sudoku_gui"
GUI_FIXTURES = frozenset({"qtbot", "qapp"})
# A module that imports one of these needs an application for some of what it builds.
QT_APPLICATION_MODULES = ("PySide6.QtGui", "PySide6.QtWidgets")


def imports_qt_painting(module) -> bool:
    """Whether ``module`` holds a name from Qt's GUI or widget modules."""
    return any(
        getattr(value, "__module__", "").startswith(QT_APPLICATION_MODULES)
        for value in vars(module).values()
    )


def is_gui_test(item: pytest.Item, painting_modules: dict) -> bool:
    if GUI_FIXTURES & set(getattr(item, "fixturenames", ())):
        return True
    module = getattr(item, "module", None)
    if module is None or not Path(str(item.path)).is_relative_to(GUI_TESTS):
        return False
    if module not in painting_modules:
        painting_modules[module] = imports_qt_painting(module)
    return painting_modules[module]


@pytest.hookimpl(tryfirst=True)  # before -m deselects by the marks
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    painting_modules: dict = {}
    for item in items:
        if item.get_closest_marker("slow"):
            item.add_marker(pytest.mark.calibration)
        if is_gui_test(item, painting_modules):
            item.add_marker(pytest.mark.gui)
