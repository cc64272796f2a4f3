"""A screenshot of the main window for docs/user-guide.md: article 003's puzzle solved by hand.

    xvfb-run -s "-screen 0 1280x900x24" .venv/bin/python tests/tools/screenshot.py
    xvfb-run -s "-screen 0 1280x900x24" .venv/bin/python tests/tools/screenshot.py --dark

Writes resources/screenshots/main-window.png (or main-window-dark.png with ``--dark``, a
dark palette to check the grid's colours in a dark theme; ``--output`` picks another path).
Settings and autosave go to a temporary folder, never the user's.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ["HOME"] = tempfile.mkdtemp(prefix="sudoku-lens-shot-")

from PySide6.QtCore import QEventLoop, QStandardPaths, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QColor, QPalette  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import solver  # noqa: E402
from solver.board import cell_of  # noqa: E402
from sudoku_gui.document.model import from_grid  # noqa: E402
from sudoku_gui.document.samples import FIRST_START_SAMPLE, sample_named  # noqa: E402
from sudoku_gui.support.user_data import DATA_FOLDER_VARIABLE, keep_settings_in  # noqa: E402
from sudoku_gui.window.main_window import MainWindow  # noqa: E402

OUT = ROOT / "resources" / "screenshots"


def dark_palette() -> QPalette:
    """A dark theme like the ones desktops ship, for checking contrast."""
    palette = QPalette()
    role = QPalette.ColorRole
    for name, rgb in {
        role.Window: (45, 45, 48),
        role.WindowText: (220, 220, 220),
        role.Base: (30, 30, 32),
        role.AlternateBase: (45, 45, 48),
        role.Text: (225, 225, 225),
        role.Button: (50, 50, 54),
        role.ButtonText: (220, 220, 220),
        role.Highlight: (60, 120, 200),
        role.HighlightedText: (255, 255, 255),
        role.Link: (110, 170, 255),
        role.PlaceholderText: (140, 140, 140),
    }.items():
        palette.setColor(name, QColor(*rgb))
    return palette


def stage(window: MainWindow) -> None:
    """Some progress to show: entries, pencil marks, a conflict-free selection, candidates."""
    sample = sample_named(FIRST_START_SAMPLE)
    window.editor.replace(from_grid(solver.parse(sample.puzzle)), "Load the sample")
    for (row, col), digit in {(2, 4): 8, (2, 5): 2, (2, 6): 9, (1, 2): 9}.items():
        window.editor.place(cell_of(row, col), digit)
    for (row, col), digits in {(0, 0): (1, 8), (0, 5): (7, 9), (1, 0): (1, 5)}.items():
        for digit in digits:
            window.editor.toggle_mark(cell_of(row, col), digit)
    window.actions["action_show_candidates"].setChecked(True)
    window.grid.select(cell_of(2, 5))


def settle(ms: int = 400) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dark", action="store_true", help="use a dark palette")
    parser.add_argument("--output", type=Path, help="where to write the PNG")
    options = parser.parse_args(argv)
    QStandardPaths.setTestModeEnabled(True)
    home = Path(os.environ["HOME"])  # a fresh folder: never a person's settings or autosave
    os.environ[DATA_FOLDER_VARIABLE] = str(home / "data")
    keep_settings_in(home / "settings")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    if options.dark:
        app.setPalette(dark_palette())
    window = MainWindow()
    window.resize(1280, 860)
    window.show()
    stage(window)
    window.activateWindow()
    window.grid.setFocus(Qt.FocusReason.OtherFocusReason)
    settle()
    name = "main-window-dark.png" if options.dark else "main-window.png"
    path = options.output or OUT / name
    path.parent.mkdir(parents=True, exist_ok=True)
    if not window.grab().save(str(path)):
        print(f"could not write {path}", file=sys.stderr)
        return 1
    print(f"wrote {path}")
    window.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
