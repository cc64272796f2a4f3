"""Where the app's data files live: the ``resources/`` folder next to the packages.

From a source checkout that is ``<repo>/resources``; in the PyInstaller one-folder build the
spec copies it to ``_internal/resources``, which is again the parent of the ``sudoku_gui``
package folder. So one rule serves both, without ``sys._MEIPASS``.
"""

from __future__ import annotations

from pathlib import Path

# This module sits in the sudoku_gui package folder, so its grandparent holds resources/.
RESOURCES = Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    """The path of ``resources/<parts...>``, e.g. ``resource_path("icons", "sudoku-lens.png")``."""
    return RESOURCES.joinpath(*parts)
