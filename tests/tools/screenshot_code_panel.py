"""The Code panel's screenshot: article 003's walk at its first dead end, at 1280x720.

    xvfb-run -s "-screen 0 1920x1080x24" .venv/bin/python tests/tools/screenshot_code_panel.py

The worksheet strategy (article 003) on its puzzle, jumped to the first contradiction, the
Code panel opened in the Watch layout: the board, the tree, the program with the sweep's
``return False`` lit, and the frames of the two guesses. Writes
``resources/screenshots/code-panel.png`` (the README shows it), or ``--out PATH``. Settings
and autosave go to a temporary folder, never the user's.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ["HOME"] = tempfile.mkdtemp(prefix="sudoku-lens-shots-")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QDockWidget  # noqa: E402

import solver  # noqa: E402
from sudoku_gui.document.model import from_grid  # noqa: E402
from sudoku_gui.support.user_data import keep_settings_in  # noqa: E402
from sudoku_gui.window.main_window import MainWindow  # noqa: E402

sys.path.insert(0, str(ROOT / "tests" / "tools"))
from screenshot_tour import FOOL_003, settle, wait_for  # noqa: E402

SIZE = (1280, 720)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "resources/screenshots/code-panel.png")
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])
    keep_settings_in(Path(os.environ["HOME"]))
    window = MainWindow()
    window.files.autosave_enabled = False
    panel = window.search_panel
    panel.remember_settings = False
    window.resize(*SIZE)
    window.show()
    window.editor.replace(from_grid(solver.parse(FOOL_003)), "Load the 003 puzzle")
    panel.bar.strategy.setCurrentIndex(panel.bar.strategy.findData("worksheet"))
    panel.actions["next_guess"].trigger()
    wait_for(lambda: panel.playback.position > 0)  # the search records; the jump waits for it
    panel.actions["next_contradiction"].trigger()
    wait_for(lambda: panel.session.record.kind[panel.playback.position - 1] == 4)
    panel.actions["code"].trigger()
    settle(600)
    docks = [window.findChild(QDockWidget, name) for name in ("dock_hypothesis_tree", "code_panel")]
    window.findChild(QDockWidget, "dock_search_log").hide()
    window.resizeDocks(docks, [SIZE[1] * 47 // 100, SIZE[1] * 53 // 100], Qt.Orientation.Vertical)
    settle(1200)
    if not window.grab().save(str(args.out)):
        raise RuntimeError(f"could not write {args.out}")
    print(f"wrote {args.out}: {panel.code.view.accessibleDescription()}")
    window.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
