"""Screenshots of the search view: mid-search, at the end, and a large tree zoomed out.

    xvfb-run -s "-screen 0 1600x1000x24" .venv/bin/python tests/tools/screenshot_search.py

Writes resources/screenshots/search-mid.png (the 003 puzzle under the norvig strategy, paused
at its first contradiction), search-end.png (the same search played to the end) and
search-large-tree.png (plain backtracking on the same puzzle, 100,000 guesses, the tree fit
to the view). Settings and autosave go to a temporary folder, never the user's.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ["HOME"] = tempfile.mkdtemp(prefix="sudoku-lens-shots-")

from PySide6.QtCore import QEventLoop, QSettings, QStandardPaths, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import solver  # noqa: E402
from sudoku_gui.document.model import from_grid  # noqa: E402
from sudoku_gui.search.smoke import wait_until_stopped  # noqa: E402
from sudoku_gui.window.main_window import MainWindow  # noqa: E402

OUT = ROOT / "resources" / "screenshots"
FOOL_003 = "000000000000000280376400000700001000020000000400300006010028000000005000000000003"
WAIT_MS = 60000


def settle(ms: int = 300) -> None:
    """Let throttled repaints and layouts finish."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def shoot(window: MainWindow, name: str) -> None:
    settle()
    path = OUT / name
    if not window.grab().save(str(path)):
        raise RuntimeError(f"could not write {path}")
    print(f"wrote {path.relative_to(ROOT)}")


def main() -> int:
    QStandardPaths.setTestModeEnabled(True)
    settings_dir = Path(os.environ["HOME"]) / "settings"
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.NativeFormat, scope, str(settings_dir))
    app = QApplication.instance() or QApplication(sys.argv)
    OUT.mkdir(parents=True, exist_ok=True)
    window = MainWindow()
    panel = window.search_panel
    window.resize(1500, 940)
    window.show()
    window.editor.replace(from_grid(solver.parse(FOOL_003)), "Load the 003 puzzle")
    panel.bar.strategy.setCurrentIndex(panel.bar.strategy.findData("norvig"))
    panel.bar.speed.setValue(70)
    panel.bar.breakpoints["contradiction"].setChecked(True)
    panel.session.play()
    print("mid-search stop:", (wait_until_stopped(panel, WAIT_MS) or ["timeout"])[0])
    shoot(window, "search-mid.png")

    panel.bar.breakpoints["contradiction"].setChecked(False)
    panel.bar.speed.setValue(100)
    panel.session.play()
    print("end stop:", (wait_until_stopped(panel, WAIT_MS) or ["timeout"])[0])
    shoot(window, "search-end.png")

    panel.bar.node_limit.setCurrentIndex(panel.bar.node_limit.findData(100_000))
    panel.bar.strategy.setCurrentIndex(panel.bar.strategy.findData("backtracking"))
    panel.session.play()
    print("large tree stop:", (wait_until_stopped(panel, WAIT_MS) or ["timeout"])[0])
    panel.actions["fit_tree"].trigger()
    shoot(window, "search-large-tree.png")
    window.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
