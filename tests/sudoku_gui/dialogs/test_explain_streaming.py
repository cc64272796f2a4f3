"""Explain solution on a hard puzzle: the path runs to its end with no time limit, its steps
listed as the explainer's process finds them, and Cancel (or closing the panel, or other givens)
ends it where it is, keeping what was found; a second Explain does not start a second job."""

from __future__ import annotations

import os
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QPushButton

import solver
from sudoku_gui.dialogs import explain_panel
from sudoku_gui.dialogs.explain_panel import ExplainPanel, explain_givens
from sudoku_gui.document.model import from_grid
from sudoku_gui.jobs import hints
from sudoku_gui.jobs.worker_process import explainer, rater

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
        r"Working: (\d+) steps, 0:\d\d — Cancel stops here", panel.figures.text()
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


def test_the_path_has_no_time_limit(monkeypatch):
    called = {}

    def call(job, grid, **hooks):
        called.update(job.keywords, grid=grid, **hooks)
        return "the path"

    monkeypatch.setattr(explain_panel.explainer, "call", call)
    stop = lambda: False  # noqa: E731
    assert explain_givens(solver.parse(SLOW).cells, print, stop) == "the path"
    assert called["time_limit"] is None, "no cut: only Cancel stops the path"
    assert called["should_stop"] is stop and called["progress"] is print and called["hooks"]


def _working(window, qtbot) -> ExplainPanel:
    window.editor.replace(from_grid(solver.parse(SLOW)), "A hard puzzle")
    window.findChild(QAction, "action_explain").trigger()
    panel = window.findChild(ExplainPanel, "explain_panel")
    qtbot.waitUntil(lambda: panel.steps.count() >= 2, timeout=20_000)
    return panel


def test_explain_again_while_working_does_not_start_a_second_job(window, qtbot, monkeypatch):
    panel = _working(window, qtbot)
    submitted = []
    monkeypatch.setattr(panel._runner, "submit", lambda *job: submitted.append(job))
    listed = panel.steps.count()
    window.findChild(QAction, "action_explain").trigger()
    assert not submitted and panel.working and panel.steps.count() >= listed
    panel.cancel()
    qtbot.waitUntil(lambda: not panel.working, timeout=20_000)
    path = panel.explanation
    window.findChild(QAction, "action_explain").trigger()  # after a Cancel: over again
    assert len(submitted) == 1 and panel.explanation is None and panel.steps.count() == 0
    assert path.stopped


def test_closing_the_panel_cancels_the_path(window, qtbot):
    panel = _working(window, qtbot)
    panel.close()
    qtbot.waitUntil(lambda: panel.explanation is not None, timeout=20_000)
    path = panel.explanation
    assert path.stopped and not panel.working
    assert (
        panel.figures.text() == f"Cancelled after {len(path.steps)} steps: the path found so far."
    )


def test_an_entry_keeps_the_path_being_worked_out(window, qtbot):
    panel = _working(window, qtbot)
    window.editor.start_solving()
    cell = SLOW.index("0")
    window.editor.place(cell, int(solver.solve(SLOW)[cell]))
    assert panel.working and panel.steps.count() >= 2, "the same puzzle: the same path"
    panel.cancel()
    qtbot.waitUntil(lambda: not panel.working, timeout=20_000)


@pytest.mark.calibration
def test_a_long_path_holds_back_no_rating(window, qtbot, monkeypatch):
    """Inkala's path takes a minute or so, in a process of its own: the status bar's rating,
    held here to 5 s, is shown while the path is still being worked out."""
    monkeypatch.setattr(hints, "RATING_SECONDS", 5.0)
    window.findChild(QAction, "sample_inkala-004").trigger()
    window.findChild(QAction, "action_explain").trigger()
    panel = window.findChild(ExplainPanel, "explain_panel")
    label = window.findChild(QLabel, "rating_label")
    qtbot.waitUntil(lambda: label.text().startswith("Rating: extreme"), timeout=120_000)
    assert panel.working and panel.explanation is None
    assert explainer.pid not in (None, os.getpid(), rater.pid)
    panel.cancel()
    qtbot.waitUntil(lambda: not panel.working, timeout=60_000)
    assert panel.explanation.stopped
