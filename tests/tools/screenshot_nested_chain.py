"""A screenshot of Explain solution on the Inkala sample with a nested forcing chain opened.

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tests/tools/screenshot_nested_chain.py
    (--size 1920x1080, --output PATH)

Works out Inkala's path up to its first nested forcing chain (minutes: the nested rung
searches long in Python), shows it in the panel, opens the first branch holding an inner
chain, opens that chain and chooses a row of it, so the board draws the inner branch.
Writes resources/screenshots/explain-nested-chain.png. Settings go to a temporary folder.
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

from PySide6.QtCore import QEventLoop, QStandardPaths, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import solver  # noqa: E402
from solver.explain import ExplainedStep, Explanation, logical_step  # noqa: E402
from solver.se_scale import se_rating  # noqa: E402
from solver.techniques import apply_step, initial_masks  # noqa: E402
from solver.techniques.se_chaining import ancestors  # noqa: E402
from sudoku_gui.dialogs.explain_panel import ExplainPanel  # noqa: E402
from sudoku_gui.document.model import from_grid  # noqa: E402
from sudoku_gui.document.samples import sample_named  # noqa: E402
from sudoku_gui.support.user_data import DATA_FOLDER_VARIABLE, keep_settings_in  # noqa: E402
from sudoku_gui.window.main_window import MainWindow  # noqa: E402

OUT = ROOT / "resources" / "screenshots" / "explain-nested-chain.png"


def to_first_nested(puzzle: str) -> Explanation:
    """The path of ``puzzle`` up to its first nested forcing chain."""
    cells = solver.parse(puzzle).cells
    masks, placed = initial_masks(cells), {c for c in range(81) if cells[c]}
    steps = []
    while True:
        step = logical_step(masks, placed)
        if step is None:
            raise SystemExit("the path stops before any nested forcing chain")
        steps.append(ExplainedStep(step, se_rating(step), step.explanation))
        if any(a.inner is not None for end in step.proof for a in ancestors(end)):
            return Explanation(tuple(steps), False, False, None, None, None)
        apply_step(masks, step)
        placed.update(cell for cell, _ in step.placements)


def settle(ms: int = 800) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--output", type=Path, default=OUT)
    options = parser.parse_args()
    width, height = (int(n) for n in options.size.split("x"))
    QStandardPaths.setTestModeEnabled(True)
    home = Path(os.environ["HOME"])
    os.environ[DATA_FOLDER_VARIABLE] = str(home / "data")
    keep_settings_in(home / "settings")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    sample = sample_named("inkala-004")
    path = to_first_nested(sample.puzzle)
    window = MainWindow()
    window.autosave_enabled = False
    window.resize(width, height)
    window.show()
    window.editor.replace(from_grid(solver.parse(sample.puzzle)), "Inkala")
    window.layouts.actions["explain"].trigger()
    panel = window.findChild(ExplainPanel, "explain_panel")
    panel.show()
    panel._givens = tuple(window.document.givens)
    panel.on_explained(None, path)
    index = len(path.steps) - 1
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
