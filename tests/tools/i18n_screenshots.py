"""The words of each translation as a reader sees them: the Explain panel, a hint and the
story log, cropped to the panel, one picture of each per language.

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tests/tools/i18n_screenshots.py \
        [--out DIR] [ja zh_CN pt_BR]

Each language runs in a process of its own (a language is chosen before the window is made)
and writes ``i18n-<language>-explain.png`` (the top of the explained path of a puzzle with
long sentences), ``i18n-<language>-hint.png`` (the hint panel after two presses: the step named
and shown) and ``i18n-<language>-story.png`` (the search log of article 003's walk at its
first dead end), at 1280x720 in the Watch and Explain layouts; and prints how wide the main
toolbar and the digit bar want to be, whether the digit bar needed a row of its own, and the
board's side. The default folder is resources/screenshots (docs/translating.md shows them).
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
os.environ["HOME"] = tempfile.mkdtemp(prefix="sudoku-lens-i18n-shots-")

from PySide6.QtCore import QEventLoop, QRect, QTimer  # noqa: E402
from PySide6.QtGui import QAction  # noqa: E402
from PySide6.QtWidgets import QApplication, QToolBar, QWidget  # noqa: E402

import solver  # noqa: E402
from sudoku_gui.document.model import from_grid  # noqa: E402
from sudoku_gui.support import i18n  # noqa: E402
from sudoku_gui.window.hints import HintController  # noqa: E402
from sudoku_gui.window.main_window import MainWindow  # noqa: E402
from tests.tools.screenshot_tour import each_language_apart, quiet_app  # noqa: E402

LANGUAGES = ("ja", "zh_CN", "pt_BR")
FOOL_003 = "000000000000000280376400000700001000020000000400300006010028000000005000000000003"
# A puzzle whose explained path takes subsets and intersections: long sentences.
LONG_PATH = "000000000000003085001020000000507000004000100090000000500000073002010000000040009"
# The puzzle of the hint: its first step is a hidden single in a box.
HINT_PUZZLE = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
SIZE = (1280, 720)
EXPLAIN_HEIGHT = 420  # the panel's head and its first steps, long sentences among them


def settle(ms: int = 400) -> None:
    """Let throttled repaints and layouts finish."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def save(widget: QWidget, path: Path, height: int | None = None) -> None:
    """``widget``'s picture, its top ``height`` pixels only if given (small files)."""
    settle()
    area = QRect(0, 0, widget.width(), min(height or widget.height(), widget.height()))
    if not widget.grab(area).save(str(path)):
        raise RuntimeError(f"could not write {path}")
    print(f"wrote {path}")


def new_window() -> MainWindow:
    window = MainWindow()
    window.files.autosave_enabled = False
    window.search_panel.remember_settings = False
    window.resize(*SIZE)
    window.show()
    return window


def board_side(window: MainWindow) -> int:
    first, last = window.grid.cell_rect(0), window.grid.cell_rect(80)
    return QRect(first.topLeft(), last.bottomRight()).width()


def shoot(language: str, out: Path) -> None:
    """The three pictures of ``language`` (this process speaks it), and the toolbar's
    figures."""
    app = QApplication.instance()
    i18n.install_language(app, language)
    window = new_window()
    window.editor.replace(from_grid(solver.parse(FOOL_003)), "Load the 003 puzzle")
    window.layouts.actions["watch"].trigger()
    panel = window.search_panel
    panel.bar.strategy.setCurrentIndex(panel.bar.strategy.findData("norvig"))
    lines = panel.log.model().rowCount  # the story's lines shown so far
    panel.actions["next_guess"].trigger()
    loop_until(lambda: lines() >= 2)  # (the search runs in the background)
    panel.actions["next_contradiction"].trigger()
    loop_until(lambda: lines() >= 3)
    digits = window.findChild(QToolBar, "digit_toolbar")
    print(
        f"{language}: toolbar {window.toolbar.sizeHint().width()} px + digits "
        f"{digits.sizeHint().width()} px in {window.width()} px; digits on a row of their own: "
        f"{window.toolBarBreak(digits)}; board {board_side(window)} px"
    )
    save(panel.log, out / f"i18n-{language}-story.png")
    window.editor.replace(from_grid(solver.parse(HINT_PUZZLE)), "Load a puzzle")
    hints = window.findChild(HintController)
    hint = window.findChild(QAction, "action_hint")
    hint.trigger()
    loop_until(lambda: hints.hint is not None)
    hint.trigger()
    save(hints.dock, out / f"i18n-{language}-hint.png")
    window.editor.replace(from_grid(solver.parse(LONG_PATH)), "Load a long path")
    window.findChild(QAction, "action_explain").trigger()
    settle(4000)  # the path is worked out in the background
    save(window.explain_panel, out / f"i18n-{language}-explain.png", EXPLAIN_HEIGHT)
    panel.session.stop()
    window.close()


def loop_until(condition, timeout_ms: int = 30000) -> None:
    waited = 0
    while not condition():
        if waited > timeout_ms:
            raise RuntimeError("timed out")
        settle(100)
        waited += 100


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "resources" / "screenshots")
    parser.add_argument("languages", nargs="*", default=list(LANGUAGES))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    if each_language_apart(__file__, args.out, args.languages):
        return 0
    quiet_app()
    shoot(args.languages[0], args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
