"""What every test shares: its kind, marked at collection, so the change loop can leave the
slow kinds out (README, "Run the tests"; docs/testing.md).

The kinds (pyproject's ``markers``; ``--strict-markers`` refuses any other):

* ``gui``: needs a QApplication. Marked here, not by hand: a test that asks for ``qtbot`` or
  ``qapp`` (itself or through a fixture such as ``window``), or any test of a module under
  ``tests/sudoku_gui/`` that imports Qt: such a test may lean on an application another test
  made (a QThread's event loop, a font's metrics).
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
QT_PACKAGES = ("PySide6", "shiboken6")


def imports_qt(module) -> bool:
    """Whether ``module`` holds a name, or a module, of Qt's."""
    return any(
        (getattr(value, "__module__", None) or getattr(value, "__name__", "")).startswith(
            QT_PACKAGES
        )
        for value in vars(module).values()
    )


def is_gui_test(item: pytest.Item, qt_modules: dict) -> bool:
    if GUI_FIXTURES & set(getattr(item, "fixturenames", ())):
        return True
    module = getattr(item, "module", None)
    if module is None or not Path(str(item.path)).is_relative_to(GUI_TESTS):
        return False
    if module not in qt_modules:
        qt_modules[module] = imports_qt(module)
    return qt_modules[module]


@pytest.hookimpl(tryfirst=True)  # before -m deselects by the marks
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    qt_modules: dict = {}
    for item in items:
        if item.get_closest_marker("slow"):
            item.add_marker(pytest.mark.calibration)
        if is_gui_test(item, qt_modules):
            item.add_marker(pytest.mark.gui)
