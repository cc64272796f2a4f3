"""A screenshot tour of the search view, at the screen sizes people have, light and dark.

    xvfb-run -s "-screen 0 1920x1080x24" .venv/bin/python tests/tools/screenshot_tour.py [--out DIR]

Each layout (Watch, Explain, Play, Lessons) at 1280x720, 1366x768, 1920x1080 and 1920x1080 at
150 % (a second process with QT_SCALE_FACTOR=1.5) is ``layout-<size>-<layout>.png``, the
Explain layout on a puzzle whose path has long sentences, the others on the 003 walk at its
first dead end; the 1280x720 Watch and Explain pictures are also ``layout-watch.png`` and
``layout-explain.png``, which the README shows (the others are not committed).

For each size (1280x800, 1366x768) and palette (light, dark) it walks article 003's puzzle
under the norvig strategy and writes ``tour-<size>-<palette>-<stop>.png``: ``first-guess``
(the walk at its first guess), ``first-dead-end`` (its first contradiction, the cause shown),
``legend`` (the legend open beside the board) and ``end`` (the walk played to the end, the path
to the solution in the tree); and once, ``large-tree.png``: plain backtracking, 100,000
guesses, the tree fit to the view. The technique gym (``--gym-only`` takes just these), at
1280x720 and 1920x1080: ``gym-lesson-<size>.png`` (the x-wing lesson, an example drawn on
the board), ``gym-exercise-<size>.png`` (an xy-wing exercise, a hint asked and a partial
answer checked) and ``gym-progress-<size>.png`` (the progress page after a few weeks of
made-up attempts); the 1280x720 ones are also ``gym-lesson.png``, ``gym-exercise.png`` and
``gym-progress.png``; ``code-panel.png`` (``--code-only`` takes just it): the Code panel on
article 003's first dead end, at 1280x720. The default folder is resources/screenshots, where the
pictures of the README and docs/user-guide.md live. Settings and autosave go to a temporary
folder, never the user's.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ["HOME"] = tempfile.mkdtemp(prefix="sudoku-lens-shots-")

from PySide6.QtCore import QDeadlineTimer, QEventLoop, QStandardPaths, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QAction  # noqa: E402
from PySide6.QtWidgets import QApplication, QDockWidget, QStyleFactory  # noqa: E402

import solver  # noqa: E402
from solver.gym import PARTLY, RIGHT, WRONG  # noqa: E402
from solver.programs import Role  # noqa: E402
from sudoku_gui.document.model import from_grid  # noqa: E402
from sudoku_gui.search.smoke import wait_until_stopped  # noqa: E402
from sudoku_gui.support.themes import DARK, palette_of  # noqa: E402
from sudoku_gui.support.user_data import DATA_FOLDER_VARIABLE, keep_settings_in  # noqa: E402
from sudoku_gui.window.main_window import MainWindow  # noqa: E402

FOOL_003 = "000000000000000280376400000700001000020000000400300006010028000000005000000000003"
# A puzzle whose explained path takes subsets and intersections: long sentences.
LONG_PATH = "000000000000003085001020000000507000004000100090000000500000073002010000000040009"
SIZES = ((1280, 800), (1366, 768))
LAYOUT_SIZES = ((1280, 720), (1366, 768), (1920, 1080))
README_SIZE = (1280, 720)
GYM_SIZES = ((1280, 720), (1920, 1080))
# Made-up attempts for the progress page: (technique, days ago, seconds, hints, verdict).
GYM_HISTORY = (
    ("hidden single", 20, 25, 0, RIGHT), ("hidden single", 19, 18, 0, RIGHT),
    ("naked single", 19, 30, 0, RIGHT), ("naked single", 18, 22, 0, RIGHT),
    ("full house", 18, 12, 0, RIGHT), ("full house", 1, 9, 0, RIGHT),
    ("pointing", 15, 95, 2, PARTLY), ("pointing", 14, 60, 0, RIGHT),
    ("pointing", 13, 48, 0, RIGHT), ("claiming", 12, 80, 1, RIGHT),
    ("naked pair", 10, 140, 3, WRONG), ("naked pair", 9, 90, 0, RIGHT),
    ("x-wing", 6, 210, 2, PARTLY), ("xy-wing", 4, 260, 3, WRONG),
    ("xy-wing", 3, 180, 1, RIGHT), ("skyscraper", 2, 240, 0, RIGHT),
    ("unique rectangle type 1", 1, 150, 1, RIGHT),
)  # fmt: skip
WAIT_MS = 60000
DEAD_ENDS = (Role.EMPTY_CELL, Role.NO_PLACE, Role.CLASH, Role.DEAD_END)


def settle(ms: int = 400) -> None:
    """Let throttled repaints and layouts finish."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def wait_for(condition, ms: int = WAIT_MS) -> None:
    """Process events until ``condition()`` holds (or ``ms`` pass)."""
    deadline = QDeadlineTimer(ms)
    while not condition() and not deadline.hasExpired():
        settle(100)


def quiet_app() -> QApplication:
    """The application of a screenshot script: settings and data in the fresh HOME folder
    this module made (never a person's), and Fusion, the same look on every machine."""
    QStandardPaths.setTestModeEnabled(True)
    home = Path(os.environ["HOME"])
    os.environ[DATA_FOLDER_VARIABLE] = str(home / "data")
    keep_settings_in(home / "settings")
    app = QApplication.instance() or QApplication(sys.argv)
    app.setStyle(QStyleFactory.create("Fusion"))
    return app


def each_language_apart(script: str, out: Path, languages: list[str]) -> bool:
    """Runs ``script`` once a language, each in a process of its own (a language is chosen
    before the window is made), when there are several; False when there is one: this
    process speaks it."""
    if len(languages) < 2:
        return False
    for language in languages:
        subprocess.run([sys.executable, script, "--out", str(out), language], check=True)
    return True


def quiet_window(size: tuple[int, int]) -> MainWindow:
    """A window shown at ``size`` that neither autosaves nor remembers the search's choices."""
    window = MainWindow()
    window.files.autosave_enabled = False
    window.search_panel.remember_settings = False
    window.resize(*size)
    window.show()
    return window


def watch_003(size: tuple[int, int], strategy: str) -> MainWindow:
    """A quiet window of ``size`` on article 003's puzzle with ``strategy`` chosen, shown."""
    window = quiet_window(size)
    window.editor.replace(from_grid(solver.parse(FOOL_003)), "Load the 003 puzzle")
    bar = window.search_panel.bar
    bar.strategy.setCurrentIndex(bar.strategy.findData(strategy))
    return window


class Tour:
    def __init__(self, out: Path) -> None:
        self.out = out

    def shoot(self, window: MainWindow, name: str) -> None:
        settle()
        path = self.out / name
        if not window.grab().save(str(path)):
            raise RuntimeError(f"could not write {path}")
        print(f"wrote {path}")

    def walk(self, size: tuple[int, int], theme: str) -> None:
        window = watch_003(size, "norvig")
        panel = window.search_panel
        prefix = f"tour-{size[0]}x{size[1]}-{theme}"
        panel.actions["next_guess"].trigger()
        settle(1500)  # the search records; the jump waits for it
        self.shoot(window, f"{prefix}-first-guess.png")
        panel.actions["next_contradiction"].trigger()
        self.shoot(window, f"{prefix}-first-dead-end.png")
        panel.actions["legend"].trigger()
        self.shoot(window, f"{prefix}-legend.png")
        panel.actions["legend"].trigger()
        panel.bar.speed.setValue(panel.bar.speed.maximum())
        panel.session.play()
        print("end stop:", (wait_until_stopped(panel, WAIT_MS) or ["timeout"])[0])
        self.shoot(window, f"{prefix}-end.png")
        window.close()

    def code_panel(self) -> None:
        """``code-panel.png``: the worksheet strategy (article 003) at its first dead end,
        the Code panel opened in Watch (the log closed to give it room): the board, the
        tree, the program with the sweep's ``return False`` lit, and the frames."""
        window = watch_003(README_SIZE, "worksheet")
        panel = window.search_panel
        panel.actions["next_guess"].trigger()
        wait_for(lambda: panel.playback.position > 0)  # the search records; the jump waits
        panel.actions["next_contradiction"].trigger()
        wait_for(lambda: panel.playback.trace.role(panel.playback.position - 1) in DEAD_ENDS)
        panel.actions["code"].trigger()
        settle(600)
        window.findChild(QDockWidget, "dock_search_log").hide()
        docks = [
            window.findChild(QDockWidget, name) for name in ("dock_hypothesis_tree", "code_panel")
        ]
        height = README_SIZE[1]
        window.resizeDocks(docks, [height * 47 // 100, height * 53 // 100], Qt.Orientation.Vertical)
        settle(1200)
        self.shoot(window, "code-panel.png")
        print("lit:", panel.code.view.accessibleDescription())
        panel.session.stop()
        window.close()

    def layouts(self, size: tuple[int, int], label: str, readme: bool = False) -> None:
        """Each layout at ``size`` (``label`` names it in the file names); with ``readme``,
        Watch and Explain are also the README's pictures."""
        window = watch_003(size, "norvig")
        panel = window.search_panel
        panel.actions["next_guess"].trigger()
        settle(1500)
        panel.actions["next_contradiction"].trigger()
        for name in ("watch", "play", "lessons"):
            window.layouts.actions[name].trigger()
            self.shoot(window, f"layout-{label}-{name}.png")
            if readme and name == "watch":
                self.shoot(window, "layout-watch.png")
        window.editor.replace(from_grid(solver.parse(LONG_PATH)), "Load a long path")
        window.findChild(QAction, "action_explain").trigger()
        settle(4000)  # the path is worked out in the background
        self.shoot(window, f"layout-{label}-explain.png")
        if readme:
            self.shoot(window, "layout-explain.png")
        window.layouts.actions["watch"].trigger()
        panel.session.stop()
        window.close()

    def gym(self, size: tuple[int, int], also_plain: bool) -> None:
        """A lesson with its example, an exercise half answered, and the progress page."""
        window = MainWindow()
        window.files.autosave_enabled = False
        window.resize(*size)
        window.show()
        label = f"{size[0]}x{size[1]}"
        panel = window.gym.panel
        window.actions["action_lessons"].trigger()
        settle()
        panel.choose("x-wing")
        panel.example_button.click()
        wait_for(lambda: not panel.progress.isVisible())
        self.shoot(window, f"gym-lesson-{label}.png")
        panel.choose("xy-wing")
        panel.try_button.click()
        wait_for(lambda: window.gym.exercises.active)
        exercise = window.gym.exercises.exercise
        panel.hint_button.click()
        cell, digit = exercise.step.eliminations[0]
        window.editor.toggle_mark(cell, digit)
        panel.check_button.click()
        self.shoot(window, f"gym-exercise-{label}.png")
        store = window.gym.store
        store.reset()
        now = datetime.now(UTC)
        for technique, days, seconds, hints, verdict in GYM_HISTORY:
            started = now - timedelta(days=days)
            store.record_attempt(
                technique, started, started + timedelta(seconds=seconds), hints, verdict
            )
        dialog = window.gym.show_progress()
        dialog.resize(min(size[0] - 80, 1100), min(size[1] - 120, 560))
        settle()
        path = self.out / f"gym-progress-{label}.png"
        dialog.grab().save(str(path))
        print(f"wrote {path}")
        if also_plain:
            for name in ("lesson", "exercise", "progress"):
                (self.out / f"gym-{name}.png").write_bytes(
                    (self.out / f"gym-{name}-{label}.png").read_bytes()
                )
        dialog.close()
        window.gym.store.reset()
        window.close()

    def large_tree(self) -> None:
        window = quiet_window((1366, 768))
        panel = window.search_panel
        window.editor.replace(from_grid(solver.parse(FOOL_003)), "Load the 003 puzzle")
        panel.bar.node_limit.setCurrentIndex(panel.bar.node_limit.findData(100_000))
        panel.bar.strategy.setCurrentIndex(panel.bar.strategy.findData("backtracking"))
        panel.bar.speed.setValue(panel.bar.speed.maximum())
        panel.session.play()
        print("large tree stop:", (wait_until_stopped(panel, WAIT_MS) or ["timeout"])[0])
        panel.actions["fit_tree"].trigger()
        self.shoot(window, "large-tree.png")
        window.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "resources" / "screenshots")
    parser.add_argument(
        "--scaled-layouts-only",
        action="store_true",
        help="(the 150 %% pass, run by the tour itself with QT_SCALE_FACTOR=1.5)",
    )
    parser.add_argument("--gym-only", action="store_true", help="only the gym's pictures")
    parser.add_argument("--code-only", action="store_true", help="only the Code panel's picture")
    args = parser.parse_args()
    app = quiet_app()
    args.out.mkdir(parents=True, exist_ok=True)
    tour = Tour(args.out)
    if args.scaled_layouts_only:
        tour.layouts((1280, 720), "1920x1080-150pc")  # 1920x1080 at 150 % is 1280x720 to Qt
        return 0
    tour.code_panel()
    if args.code_only:
        return 0
    for size in GYM_SIZES:
        tour.gym(size, also_plain=size == README_SIZE)
    if args.gym_only:
        return 0
    for size in LAYOUT_SIZES:
        tour.layouts(size, f"{size[0]}x{size[1]}", readme=size == README_SIZE)
    subprocess.run(
        [sys.executable, __file__, "--out", str(args.out), "--scaled-layouts-only"],
        env=dict(os.environ, QT_SCALE_FACTOR="1.5"),
        check=True,
    )
    light = app.palette()
    for theme, palette in (("light", light), ("dark", palette_of(DARK))):
        app.setPalette(palette)
        for size in SIZES:
            tour.walk(size, theme)
            app.processEvents()
    app.setPalette(light)
    tour.large_tree()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
