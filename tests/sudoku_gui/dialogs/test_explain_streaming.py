"""Explain solution on a hard puzzle: the steps are listed as the rater's process finds them,
before the path ends, and Cancel ends it where it is, keeping what was found."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton

import solver
from sudoku_gui.dialogs.explain_panel import ExplainPanel
from sudoku_gui.document.model import from_grid

# SE 9.0: about 107 steps of chains, seconds to explain.
SLOW = "800500009020080040001006800008000007060070030500000100003100200080030070900002004"


def test_steps_stream_in_and_cancel_keeps_the_path_so_far(window, qtbot):
    window.editor.replace(from_grid(solver.parse(SLOW)), "A hard puzzle")
    window.findChild(QAction, "action_explain").trigger()
    panel = window.findChild(ExplainPanel, "explain_panel")
    cancel = panel.findChild(QPushButton, "explain_cancel")
    assert not cancel.isHidden() and panel.working
    qtbot.waitUntil(lambda: panel.steps.count() >= 3, timeout=20_000)
    assert panel.explanation is None, "the steps came before the path ended"
    assert panel.steps.item(0).text().startswith("1. ")
    working = re.fullmatch(
        r"Working out the logical path\.\.\. (\d+) steps, 0:\d\d", panel.figures.text()
    )
    assert working and int(working[1]) >= 3
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.explanation is not None, timeout=20_000)
    path = panel.explanation
    assert path.stopped and not path.solved and 3 <= len(path.steps) < 100
    assert (
        panel.figures.text() == f"Cancelled after {len(path.steps)} steps: the path found so far."
    )
    assert panel.steps.count() == len(path.steps) and cancel.isHidden() and not panel.working


def test_a_new_puzzle_while_working_drops_the_old_path(window, qtbot):
    window.editor.replace(from_grid(solver.parse(SLOW)), "A hard puzzle")
    window.findChild(QAction, "action_explain").trigger()
    panel = window.findChild(ExplainPanel, "explain_panel")
    qtbot.waitUntil(lambda: panel.steps.count() >= 1, timeout=20_000)
    window.actions["action_new"].trigger()
    assert panel.steps.count() == 0 and not panel.working
    assert panel.findChild(QPushButton, "explain_cancel").isHidden()
    qtbot.wait(300)  # steps of the dropped path that were on their way are not listed
    assert panel.steps.count() == 0 and panel.explanation is None
