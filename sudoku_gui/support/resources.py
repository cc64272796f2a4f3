"""Where the app's data files live: the ``resources/`` folder next to the packages.

From a source checkout (or an editable install) that is ``<repo>/resources``; in the
PyInstaller one-folder build the spec copies it to ``_internal/resources``, which is again the
parent of the ``sudoku_gui`` package folder. So one rule serves both, without ``sys._MEIPASS``.
A regular ``pip install .`` puts the packages in site-packages with no resources/ beside
them; pyproject.toml installs the folder as data files under
``<prefix>/share/sudoku-lens/resources`` instead, so that is where we look next.
"""

from __future__ import annotations

import sys
from pathlib import Path

# This module sits in sudoku_gui/support/, so the folder above sudoku_gui holds resources/.
BESIDE_PACKAGES = Path(__file__).resolve().parents[2] / "resources"
# Where pyproject.toml's data files land in a regular (non-editable) install.
INSTALLED_DATA = Path(sys.prefix) / "share" / "sudoku-lens" / "resources"


def resource_path(*parts: str) -> Path:
    """The path of ``resources/<parts...>``, e.g. ``resource_path("icons", "sudoku-lens.png")``.

    The folder beside the packages wins; the installed data folder is the fallback. When
    neither exists the path points beside the packages, so an error names the usual place.
    """
    folder = BESIDE_PACKAGES
    if not folder.is_dir() and INSTALLED_DATA.is_dir():
        folder = INSTALLED_DATA
    return folder.joinpath(*parts)
