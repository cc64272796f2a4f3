"""A screenshot of Explain solution on the Inkala sample with a nested forcing chain opened.

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tests/tools/screenshot_nested_chain.py
    (--size 1920x1080, --output PATH)

Loads the sample and runs Puzzle > Explain solution as a person would, waiting for the
whole path (a minute or two, more under load: no time limit cuts it), so the figures line
reads its ER/EP/ED. Then it clicks the first nested forcing chain, opens the first branch
holding an inner chain, opens that chain and chooses a row of it, so the board draws the
inner branch. Writes resources/screenshots/explain-nested-chain.png. Settings go to a
temporary folder.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ["HOME"] = tempfile.mkdtemp(prefix="sudoku-lens-shot-")

from PySide6.QtCore import QEventLoop, QStandardPaths, QTimer  # noqa: E402
from PySide6.QtGui import QAction  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from solver.explain import ExplainedStep  # noqa: E402
from solver.se.proof import ancestors  # noqa: E402
from sudoku_gui.dialogs.explain_panel import ExplainPanel  # noqa: E402
from sudoku_gui.support.user_data import DATA_FOLDER_VARIABLE, keep_settings_in  # noqa: E402
from sudoku_gui.window.main_window import MainWindow  # noqa: E402

OUT = ROOT / "resources" / "screenshots" / "explain-nested-chain.png"


def nested(item: ExplainedStep) -> bool:
    """Whether the step's proof rests on an inner chain."""
    return any(a.inner is not None for end in item.step.proof for a in ancestors(end))


def wait_for_path(panel: ExplainPanel, minutes: float) -> None:
    """Let the window run until the panel's path is whole, saying how far it is."""
    deadline = time.monotonic() + minutes * 60
    said = 0.0
    while panel.explanation is None:
        if time.monotonic() > deadline:
            raise SystemExit(f"the path was not found within {minutes} minutes")
        settle(200)
        if time.monotonic() - said > 15:
            said = time.monotonic()
            print(panel.figures.text(), file=sys.stderr, flush=True)


def settle(ms: int = 800) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--output", type=Path, default=OUT)
    parser.add_argument("--minutes", type=float, default=30, help="how long to wait for the path")
    options = parser.parse_args()
    width, height = (int(n) for n in options.size.split("x"))
    QStandardPaths.setTestModeEnabled(True)
    home = Path(os.environ["HOME"])
    os.environ[DATA_FOLDER_VARIABLE] = str(home / "data")
    keep_settings_in(home / "settings")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    window = MainWindow()
    window.autosave_enabled = False
    window.resize(width, height)
    window.show()
    window.findChild(QAction, "sample_inkala-004").trigger()
    window.findChild(QAction, "action_explain").trigger()
    panel = window.findChild(ExplainPanel, "explain_panel")
    wait_for_path(panel, options.minutes)
    path = panel.explanation
    if not path.solved:
        raise SystemExit(f"the path did not reach the end: {panel.figures.text()}")
    index = next((i for i, item in enumerate(path.steps) if nested(item)), None)
    if index is None:
        raise SystemExit("the path has no nested forcing chain")
    panel.steps.setCurrentRow(index)
    panel.on_step_clicked(panel.steps.item(index))
    tree = panel.chain_tree
    for number in range(tree.topLevelItemCount() - 1):
        head = tree.topLevelItem(number)
        head.setExpanded(True)
        rows = [head.child(i) for i in range(head.childCount())]
        shown = rows[0].ChildIndicatorPolicy.ShowIndicator
        folded = next((r for r in rows if r.childIndicatorPolicy() == shown), None)
        if folded is not None:
            folded.setExpanded(True)
            inner = folded.child(0)
            inner.setExpanded(True)
            chosen = inner.child(min(2, inner.childCount() - 1))
            tree.setCurrentItem(chosen)
            tree.scrollToItem(chosen)
            break
        head.setExpanded(False)
    settle()
    options.output.parent.mkdir(parents=True, exist_ok=True)
    if not window.grab().save(str(options.output)):
        print(f"could not write {options.output}", file=sys.stderr)
        return 1
    print(f"wrote {options.output}")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
