"""A long rating in the status bar: its steps and time while it runs, a Cancel that stops it
(in the rater's process, which stays for the next puzzle), nothing of it for a quick one."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QToolButton

from sudoku_gui.jobs import watch
from sudoku_gui.window.hints import install_hints

# SE 9.0: about 107 steps of chains, seconds to rate (the status bar's limit is 10 s).
SLOW = "800500009020080040001006800008000007060070030500000100003100200080030070900002004"
EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"


@pytest.fixture
def status(window):
    install_hints(window)
    return (
        window,
        window.findChild(QLabel, "rating_label"),
        window.findChild(QToolButton, "rating_cancel"),
    )


def test_a_long_rating_shows_its_steps_and_can_be_cancelled(status, qtbot, monkeypatch):
    monkeypatch.setattr(watch, "LONG_JOB_SECONDS", 0.0)  # show the progress from the start
    window, label, cancel = status
    window.files.paste_text(SLOW)
    progress = re.compile(r"Rating\.\.\. (\d+) steps, 0:\d\d")
    qtbot.waitUntil(
        lambda: (
            (not cancel.isHidden()) and int(progress.fullmatch(label.text())[1]) > 0
            if progress.fullmatch(label.text())
            else False
        ),
        timeout=20_000,
    )
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: label.text() == "Rating cancelled", timeout=20_000)
    tip = re.fullmatch(r"Cancelled after (\d+) steps, 0:\d\d\.", label.toolTip())
    assert tip and 0 < int(tip[1]) < 100
    assert cancel.isHidden()
    window.files.paste_text(EASY)  # the rater's process goes on with the next puzzle
    qtbot.waitUntil(lambda: label.text().startswith("Rating: easy, ER "), timeout=20_000)


def test_a_quick_rating_shows_no_progress_and_no_cancel(status, qtbot):
    window, label, cancel = status
    window.files.paste_text(EASY)
    assert label.text() == "Rating..."
    qtbot.waitUntil(lambda: label.text().startswith("Rating: easy, ER "), timeout=20_000)
    assert cancel.isHidden() and "steps" not in label.text()
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)  # nothing runs: nothing to cancel
    assert label.text().startswith("Rating: easy, ER ")
