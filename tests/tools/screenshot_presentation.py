"""The presentation tour: what the back row of a class sees at 1280x720, in each language.

    .venv/bin/python tests/tools/screenshot_presentation.py [--out DIR] [en ja ...]

Each language runs in a process of its own (a language is chosen before the window is made),
on a 1280x720 offscreen screen, in presentation mode, and writes
``presentation-<language>-<view>.png`` for the Watch layout at article 003's first dead end
(with the Code panel open), Explain solution's path, the Play layout, the Lessons layout with
the quiz answered, an exercise of the gym, and the race. It prints the pixel sizes
presentation mode paints (see screenshot_zoom.py). The default folder is a temporary one: the
pictures are for looking at; the README's come from screenshot_zoom.py. Settings and autosave
go to a temporary folder, never the user's.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.tools import screenshot_zoom as zoom_tour  # noqa: E402, I001 (sets up the 1280x720 screen first)

from PySide6.QtGui import QAction  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialog, QWidget  # noqa: E402

import solver  # noqa: E402
from sudoku_gui.document.model import from_grid  # noqa: E402
from sudoku_gui.support import i18n  # noqa: E402
from sudoku_gui.support.offscreen import prepare_offscreen_fonts  # noqa: E402
from tests.tools.screenshot_tour import (  # noqa: E402
    FOOL_003,
    each_language_apart,
    quiet_app,
    quiet_window,
    settle,
    wait_for,
)

LANGUAGES = ("en", "ja")
# A puzzle whose explained path takes subsets and intersections: long sentences.
LONG_PATH = "000000000000003085001020000000507000004000100090000000500000073002010000000040009"


def tour(language: str, out: Path) -> None:
    app = QApplication.instance()
    if language != "en":
        i18n.install_language(app, language)
    window = quiet_window((1280, 720))
    panel = window.search_panel
    zoom_tour.walk_to_first_dead_end(window)
    window.presentation.action.setChecked(True)
    settle(800)
    for name, pixels in zoom_tour.sizes(window).items():
        print(f"  {language} {name}: {pixels} px")
    window.findChild(QAction, "action_code").trigger()
    settle(600)
    zoom_tour.shoot(window, out / f"presentation-{language}-watch.png")
    window.findChild(QAction, "action_code").trigger()
    panel.session.stop()
    window.editor.replace(from_grid(solver.parse(LONG_PATH)), "Load a long path")
    window.findChild(QAction, "action_explain").trigger()
    settle(5000)  # the path is worked out in the background
    zoom_tour.shoot(window, out / f"presentation-{language}-explain.png")
    window.layouts.show_layout("play")
    settle()
    zoom_tour.shoot(window, out / f"presentation-{language}-play.png")
    window.layouts.show_layout("watch")
    window.editor.replace(from_grid(solver.parse(FOOL_003)), "Load the 003 puzzle")
    window.findChild(QAction, "action_quiz").setChecked(True)
    panel.actions["play"].trigger()
    wait_for(lambda: panel.quiz.awaiting is not None)
    quiz = panel.quiz
    quiz.on_cell(panel.session.record.cell[quiz.row], 0)
    zoom_tour.shoot(window, out / f"presentation-{language}-quiz.png")
    window.findChild(QAction, "action_quiz").setChecked(False)
    panel.session.stop()
    lessons = window.findChild(QWidget, "lessons_panel")
    window.findChild(QAction, "action_lessons").setChecked(True)
    lessons.choose("x-wing")
    window.findChild(QWidget, "lesson_try").click()
    wait_for(lambda: lessons.exercises.exercise is not None, 30000)
    zoom_tour.shoot(window, out / f"presentation-{language}-exercise.png")
    window.layouts.show_layout("watch")
    panel.actions["race"].trigger()
    race = window.findChild(QDialog, "race_dialog")
    wait_for(lambda: race.lanes and all(lane.complete for lane in race.lanes))
    race.jump_to_difference()
    zoom_tour.shoot(race, out / f"presentation-{language}-race.png")
    race.close()
    window.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(tempfile.mkdtemp(prefix="tour-")))
    parser.add_argument("languages", nargs="*", default=list(LANGUAGES))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    if each_language_apart(__file__, args.out, args.languages):
        return 0
    prepare_offscreen_fonts()
    quiet_app()
    tour(args.languages[0], args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
