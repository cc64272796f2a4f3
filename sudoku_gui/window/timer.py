"""The solving timer: how long a puzzle has been worked on, shown in the status bar.

It runs while a person plays the puzzle (not while givens are typed, not once it is
complete, not while they only watch a search) and the window is active and not minimised, so
a break or another app does not count. A person plays in the Play layout, or once they have
put an entry or a pencil mark of their own on a board that shows no search's walk. The time
lives in the document (``Document.elapsed``), so it is saved, autosaved and comes back with
the puzzle; hints and checks are counted there too, for the line said on
completion: "Solved in 12:34, 2 hints, 1 check." View > Timer (``action_timer``) hides or
shows it, remembered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QElapsedTimer, QObject, QSettings, QTimer
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QLabel

from sudoku_gui.document.model import SOLVE, Document
from sudoku_gui.support.settings_values import as_bool
from sudoku_gui.support.words import translate
from sudoku_gui.window.layouts import PLAY

if TYPE_CHECKING:
    from sudoku_gui.window.main_window import MainWindow

SETTINGS_KEY = "view/timer"


def clock_text(seconds: float) -> str:
    """ "0:07", "12:34", "1:02:03"."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"


def solved_text(document: Document) -> str:
    """What completion says: "Solved in 12:34, 2 hints, 1 check."."""
    hints, checks = document.hints, document.checks  # (plain names: lupdate sees the counts)
    hints = translate("Timer", "%n hint(s)", None, hints)
    checks = translate("Timer", "%n check(s)", None, checks)
    return translate("Timer", "Solved in {clock_text}, {hints}, {checks}.").format(
        clock_text=clock_text(document.elapsed), hints=hints, checks=checks
    )


class SolvingTimer(QObject):
    """The timer of one window (see the module docstring)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("solving_timer")
        self._window = window
        self.label = QLabel(window)
        self.label.setObjectName("timer_label")
        self.label.setToolTip(
            translate("Timer", "Time spent solving (paused while the window is in the background)")
        )
        window.statusBar().addPermanentWidget(self.label)
        self.action = QAction(translate("Timer", "&Timer"), window)
        self.action.setObjectName("action_timer")
        self.action.setCheckable(True)
        self.action.setChecked(as_bool(QSettings().value(SETTINGS_KEY), True))
        self.action.toggled.connect(self._on_shown)
        window.menus["view"].addAction(self.action)
        window.register_action(self.action)
        self._clock = QElapsedTimer()  # valid while running
        self._tick = QTimer(self)
        self._tick.setInterval(1000)  # the clock's face; a pause is noticed within a second
        self._tick.timeout.connect(self.update)
        self._tick.start()
        # (signals, not an event filter: a filter on the window runs for all its events)
        app = QGuiApplication.instance()
        app.focusWindowChanged.connect(self.update)
        app.applicationStateChanged.connect(self.update)
        window.editor.changed.connect(self.update)
        window.layouts.layout_changed.connect(self.update)
        self._on_shown(self.action.isChecked())
        self.update()

    @property
    def running(self) -> bool:
        return self._clock.isValid()

    def should_run(self) -> bool:
        doc, window = self._window.document, self._window
        return (
            doc.mode == SOLVE
            and not doc.is_complete()
            and self.person_plays()
            and window.isActiveWindow()
            and not window.isMinimized()
        )

    def person_plays(self) -> bool:
        """Whether a person plays rather than watches: the Play layout, or an entry or a
        pencil mark of their own on a board that shows no search's walk."""
        window = self._window
        if window.layouts.current == PLAY:
            return True
        doc = window.document
        return window.grid.overlay is None and (any(doc.entries) or any(doc.marks))

    def update(self, *_args) -> None:
        """Take the time since the last look into the document; run or pause as needed."""
        if self._clock.isValid():
            self._window.document.add_time(self._clock.restart() / 1000)
        if not self.should_run():
            self._clock.invalidate()
        elif not self._clock.isValid():
            self._clock.start()
        self.label.setText(clock_text(self._window.document.elapsed))

    def _on_shown(self, on: bool) -> None:
        self.label.setVisible(on)
        QSettings().setValue(SETTINGS_KEY, on)
