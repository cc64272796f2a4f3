"""Screenshots of the one zoom at 1280x720, a projector's size, and the sizes it paints.

    .venv/bin/python tests/tools/screenshot_zoom.py [--out DIR]

Runs offscreen on a 1280x720 screen of its own (or on the display QT_QPA_PLATFORM names, which
should be 1280x720). Writes to the folder (by default resources/screenshots):

* ``layout-watch.png``: the Watch layout at 100 %, article 003's walk at its first dead end
  (the README's picture);
* ``presentation-1280x720.png``: the same step in presentation mode (F11);
* ``lessons-quiz-1280x720.png``: the Lessons layout, the quiz's first question answered;
* ``race-1280x720.png``: the race of Norvig and multi-pass at their first difference.

It prints the pixel sizes of presentation mode: the board's candidates, tags and row and column
names, the panels' text and the window's base font. Settings and autosave go to a temporary
folder, never the user's.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ["HOME"] = tempfile.mkdtemp(prefix="sudoku-lens-zoom-shots-")
if "QT_QPA_PLATFORM" not in os.environ:  # a 1280x720 offscreen screen
    SCREEN = Path(os.environ["HOME"]) / "screen.json"
    SCREEN.write_text(
        json.dumps(
            {
                "screens": [
                    {
                        "name": "projector",
                        "x": 0,
                        "y": 0,
                        "width": 1280,
                        "height": 720,
                        "logicalDpi": 96,
                        "logicalBaseDpi": 96,
                        "dpr": 1,
                    }
                ]
            }
        ),  # fmt: skip
        encoding="utf-8",
    )
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={SCREEN}"

from PySide6.QtGui import QAction, QFontInfo  # noqa: E402
from PySide6.QtWidgets import QDialog, QWidget  # noqa: E402

import solver  # noqa: E402
from sudoku_gui.document.model import from_grid  # noqa: E402
from sudoku_gui.grid.geometry import LABEL_SHARE  # noqa: E402
from sudoku_gui.grid.glyphs import cell_fonts  # noqa: E402
from sudoku_gui.support.offscreen import prepare_offscreen_fonts  # noqa: E402
from sudoku_gui.window.main_window import MainWindow  # noqa: E402
from tests.tools.screenshot_tour import FOOL_003, quiet_app, quiet_window, settle, wait_for  # noqa: E402

PANELS = ("search_log", "hypothesis_tree", "explain_steps", "why_list", "quiz_panel",
          "lesson_list")  # fmt: skip


def sizes(window: MainWindow) -> dict[str, int]:
    """The pixel sizes the window paints its texts in now."""
    geometry = window.grid.board_geometry()
    fonts = cell_fonts(geometry.cell)
    found = {
        "candidates": fonts["candidate"].pixelSize(),
        "tags": fonts["label"].pixelSize(),
        "row and column names": round(geometry.band * LABEL_SHARE),
        "digits": fonts["given"].pixelSize(),
        "base font": QFontInfo(window.font()).pixelSize(),
    }
    for name in PANELS:
        found[name] = QFontInfo(window.findChild(QWidget, name).font()).pixelSize()
    return found


def walk_to_first_dead_end(window: MainWindow) -> None:
    panel = window.search_panel
    window.editor.replace(from_grid(solver.parse(FOOL_003)), "Load the 003 puzzle")
    panel.bar.strategy.setCurrentIndex(panel.bar.strategy.findData("norvig"))
    panel.actions["next_guess"].trigger()
    wait_for(lambda: panel.playback.position > 0)
    panel.actions["next_contradiction"].trigger()
    settle()


def shoot(widget: QWidget, path: Path) -> None:
    settle()
    if not widget.grab().save(str(path)):
        raise RuntimeError(f"could not write {path}")
    print(f"wrote {path} ({widget.width()}x{widget.height()})")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "resources" / "screenshots")
    args = parser.parse_args()
    prepare_offscreen_fonts()
    quiet_app()
    args.out.mkdir(parents=True, exist_ok=True)
    window = quiet_window((1280, 720))
    panel = window.search_panel
    walk_to_first_dead_end(window)
    shoot(window, args.out / "layout-watch.png")
    window.presentation.action.setChecked(True)
    settle(800)
    print("presentation mode at 1280x720, zoom", window.zoom.factor)
    for name, pixels in sizes(window).items():
        print(f"  {name}: {pixels} px")
    shoot(window, args.out / "presentation-1280x720.png")
    window.presentation.action.setChecked(False)
    settle()
    window.findChild(QAction, "action_quiz").setChecked(True)
    panel.session.stop()
    walk_again = from_grid(solver.parse(FOOL_003))
    window.editor.replace(walk_again, "Load the 003 puzzle again")
    panel.actions["play"].trigger()
    wait_for(lambda: panel.quiz.awaiting is not None)
    quiz = panel.quiz
    quiz.on_cell(panel.session.record.cell[quiz.row], 0)  # the right cell
    shoot(window, args.out / "lessons-quiz-1280x720.png")
    window.findChild(QAction, "action_quiz").setChecked(False)
    panel.session.stop()
    window.layouts.show_layout("watch")
    panel.actions["race"].trigger()
    race = window.findChild(QDialog, "race_dialog")
    wait_for(lambda: race.lanes and all(lane.complete for lane in race.lanes))
    race.jump_to_difference()
    shoot(race, args.out / "race-1280x720.png")
    race.close()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
