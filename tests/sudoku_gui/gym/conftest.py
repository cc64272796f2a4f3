"""Fixtures of the gym's window tests: a known exercise, a stand-in for the maker (which
would run the generator's process) and a clock the test moves."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from PySide6.QtCore import QObject, Signal

from solver.gym import make_technique_exercise
from sudoku_gui.gym import install
from sudoku_gui.window.main_window import MainWindow
from tests.fakes import FakeClock

START = datetime(2026, 11, 1, 9, 0, tzinfo=UTC)


class FakeMaker(QObject):
    """Records what it is asked to make; the test says what comes back (``finish``)."""

    made = Signal(str, object)
    failed = Signal(str, str)

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[tuple[str, str]] = []
        self.shut = False

    def start(self, kind: str, technique: str, seed=None) -> None:
        self.asked.append((kind, technique))

    def finish(self, made) -> None:
        self.made.emit(self.asked[-1][0], made)

    def fail(self, why: str) -> None:
        self.failed.emit(self.asked[-1][0], why)

    def cancel(self) -> None:
        self.made.emit(self.asked[-1][0], None)

    def shutdown(self) -> None:
        self.shut = True


@pytest.fixture(scope="session")
def pointing_exercise():
    """A pointing exercise (the same one every time: a fixed seed, made in this process)."""
    return make_technique_exercise("pointing", seed=3)


@pytest.fixture(scope="session")
def xy_wing_exercise():
    """An xy-wing exercise: a step with no units, a chain of links and removals."""
    return make_technique_exercise("xy-wing", seed=1)


@pytest.fixture
def clock(monkeypatch) -> FakeClock:
    fake = FakeClock(START)
    monkeypatch.setattr(install, "utc_now", fake)
    return fake


@pytest.fixture
def makers(monkeypatch) -> list[FakeMaker]:
    made: list[FakeMaker] = []

    def new_maker() -> FakeMaker:
        made.append(FakeMaker())
        return made[-1]

    monkeypatch.setattr(install, "GymMaker", new_maker)
    return made


@pytest.fixture
def gym_window(qtbot, messages, clock, makers):
    """A MainWindow whose gym has the fake maker (``makers[-1]``) and the fake clock."""
    win = MainWindow()
    qtbot.addWidget(win)
    win.dialogs.show_error = lambda title, text: messages.append(("error", title, text))
    win.show()
    qtbot.waitExposed(win)
    return win
