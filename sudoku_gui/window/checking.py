"""Check and Count solutions in the window: in the background, answered in a message.

``PuzzleChecker`` runs ``check_report`` and ``count_report`` (``sudoku_gui.jobs.checking``)
in a ``JobRunner``: the status bar says "Checking..." or "Counting..." meanwhile, a new
request supersedes the one running, and the answer appears through the window's dialogs
(``show_info``, or ``show_error`` if the job failed). Check also marks wrong entries (and,
with "Check pencil marks too", ``action_check_marks``, cells whose marks leave out the
answer) on the grid until the next key or click on it, or the next change to the puzzle,
and nothing else: no digit or candidate the player cannot already see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, SignalInstance, Slot
from PySide6.QtGui import QAction

from sudoku_gui.document.model import Document, conflict_text
from sudoku_gui.grid.widget import GridWidget
from sudoku_gui.jobs.checking import Report, check_report, count_report
from sudoku_gui.jobs.runner import JobRunner
from sudoku_gui.support.board_overlay import PlayerHighlight
from sudoku_gui.support.settings_values import as_bool
from sudoku_gui.support.words import translate

if TYPE_CHECKING:
    from sudoku_gui.window.main_window import MainWindow

CHECK_MARKS_KEY = "check/marks"


class PuzzleChecker(QObject):
    """Check and Count solutions of one window (see the module docstring)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("puzzle_checker")
        self._window = window
        self._runner = JobRunner("puzzle-check", self)
        self._runner.finished.connect(self._on_finished)
        self._runner.failed.connect(self._on_failed)
        self._title = ""  # the message title of the job in progress
        self._status = ""  # what the status bar says while it runs
        self._asked: Document | None = None  # the puzzle as it was when Check was asked
        self.highlight = WrongEntryHighlight(window.grid, window.editor.changed, self)
        self.check_marks = QAction(translate("Checking", "Check pencil &marks too"), window)
        self.check_marks.setObjectName("action_check_marks")
        self.check_marks.setCheckable(True)
        self.check_marks.setStatusTip(
            translate("Checking", "Check also points at pencil marks that leave out the answer")
        )
        self.check_marks.setChecked(as_bool(QSettings().value(CHECK_MARKS_KEY), False))
        self.check_marks.toggled.connect(lambda on: QSettings().setValue(CHECK_MARKS_KEY, on))

    @Slot()
    def check(self) -> None:
        """Check the givens and the entries. Clashes are told at once; the rest needs the
        solver and runs in the background."""
        document = self._window.document
        document.count_check()  # (told on completion: "1 check")
        self.highlight.clear()
        conflicts = document.conflicts()
        if conflicts:
            self._runner.cancel()
            self._end_status()
            self._window.dialogs.show_info(
                translate("Checking", "Check"), self._window.notation.text(conflict_text(conflicts))
            )
            return
        self._asked = document.copy()
        marks = document.marks if self.check_marks.isChecked() else ()
        self._start(
            translate("Checking", "Check"),
            translate("Checking", "Checking..."),
            check_report,
            document.givens,
            document.entries,
            marks,
            document.position,
        )

    @Slot()
    def count(self) -> None:
        """Count the givens' solutions (up to COUNT_LIMIT) in the background."""
        self._asked = None
        self._start(
            translate("Checking", "Count solutions"),
            translate("Checking", "Counting..."),
            count_report,
            self._window.document.givens,
            self._window.document.position,
        )

    def shutdown(self) -> None:
        """Drop any job and stop the worker thread (the window is closing)."""
        self._runner.shutdown()

    def _start(self, title: str, status: str, function, *lists: list[int]) -> None:
        self._title = title
        self._status = status
        self._window.statusBar().showMessage(status)
        self._runner.submit(function, *(tuple(values) for values in lists))

    def _end_status(self) -> None:
        """Take "Checking..." or "Counting..." away (unless something else replaced it)."""
        if self._window.statusBar().currentMessage() == self._status:
            self._window.statusBar().clearMessage()

    @Slot(int, object)
    def _on_finished(self, _job: int, report: Report) -> None:
        self._end_status()
        self._window.dialogs.show_info(self._title, report.text)
        if (report.wrong or report.wrong_marks) and self._asked == self._window.document:
            self.highlight.show(report.wrong, report.wrong_marks)

    @Slot(int, str)
    def _on_failed(self, _job: int, message: str) -> None:
        self._end_status()
        self._window.dialogs.show_error(
            self._title,
            translate("Checking", "{_title} failed: {message}").format(
                _title=self._title, message=message
            ),
        )


class WrongEntryHighlight(QObject):
    """Marks cells on the grid as wrong, until the next key or click on the grid or
    the next change to the puzzle (a ``PlayerHighlight``: the player's board stays as it is)."""

    def __init__(
        self, grid: GridWidget, changed: SignalInstance, parent: QObject | None = None
    ) -> None:
        """``changed``: the puzzle editor's signal that the puzzle changed."""
        super().__init__(parent)
        self._grid = grid
        self._highlight: PlayerHighlight | None = None
        changed.connect(self.on_document_changed)

    @property
    def cells(self) -> tuple[int, ...]:
        """The entries marked wrong now (none once the highlight is gone or replaced)."""
        if self._highlight is None or self._grid.marked_by() is not self:
            return ()
        return tuple(sorted(self._highlight.wrong))

    def show(self, cells: tuple[int, ...], marks: tuple[int, ...] = ()) -> None:
        self._highlight = PlayerHighlight(wrong=frozenset(cells), wrong_marks=frozenset(marks))
        self._grid.mark(self, self._highlight)
        # Only while marks are shown: a filter on the grid runs for each of its paints.
        self._grid.installEventFilter(self)

    def clear(self) -> None:
        """Take the highlight off the grid (one someone else set stays)."""
        self._grid.unmark(self)
        self._highlight = None
        self._grid.removeEventFilter(self)

    @Slot(list)
    def on_document_changed(self, _cells: list) -> None:
        self.clear()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress):
            self.clear()
        return False
