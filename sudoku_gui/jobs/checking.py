"""Check and Count solutions: worked out off the GUI thread, reported in a message.

``check_report`` and ``count_report`` are plain functions of the givens (and the entries):
they call the solver, which for an odd puzzle (an almost empty grid counted to 1000, givens
without a solution) takes long enough to freeze a window. ``PuzzleChecker`` runs them in a
``JobRunner`` for a MainWindow: the status bar says "Checking..." or "Counting..." meanwhile,
a new request supersedes the one running, and the answer appears through the window's
``show_info`` (or ``show_error`` if the job failed). Check also marks wrong entries (and,
with "Check pencil marks too", cells whose marks leave out the answer) on the grid until the
next key or click on it, or the next change to the puzzle, and nothing else: no digit or
candidate the player cannot already see.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QSettings, Slot
from PySide6.QtGui import QAction

import solver
from solver.board import BIT, rc_name
from sudoku_gui.document.model import Document, conflict_text
from sudoku_gui.grid.overlay import PlayerHighlight
from sudoku_gui.jobs.runner import JobRunner
from sudoku_gui.support.settings_values import as_bool
from sudoku_gui.support.words import translate

COUNT_LIMIT = 1000  # Count solutions stops here ("at least 1000")
CHECK_MARKS_KEY = "check/marks"


@dataclass(frozen=True)
class Report:
    """What Check or Count says, and the entries it found wrong (cells 0..80)."""

    text: str
    wrong: tuple[int, ...] = ()
    wrong_marks: tuple[int, ...] = ()


def check_report(
    givens: tuple[int, ...], entries: tuple[int, ...], marks: tuple[int, ...] = ()
) -> Report:
    """Check's answer for clash-free ``givens`` and ``entries`` (81 ints each, 0 blank):
    the givens' solution count, then which entries differ from the one solution; with
    ``marks`` (81 pencil-mark masks), also the open cells whose marks leave out the answer."""
    count = solver.count_solutions(givens, limit=2)
    if count == 0:
        return Report(translate("Checking", "The givens have no solution."))
    if count > 1:
        return Report(
            translate(
                "Checking",
                "The givens have several solutions, so there is no single answer to check.",
            )
        )
    solution = solver.solve(givens)
    wrong = tuple(c for c in range(81) if entries[c] and entries[c] != int(solution[c]))
    wrong_marks = tuple(
        c
        for c, mask in enumerate(marks)
        if mask and not entries[c] and not givens[c] and not mask & BIT[int(solution[c])]
    )
    parts = [translate("Checking", "The givens have exactly one solution.")]
    if wrong:
        parts.append(
            translate("Checking", "Wrong entries: {join}.").format(
                join=", ".join(rc_name(c) for c in wrong)
            )
        )
    if wrong_marks:
        names = ", ".join(rc_name(c) for c in wrong_marks)
        parts.append(
            translate("Checking", "Pencil marks that leave out the answer: {names}.").format(
                names=names
            )
        )
    if wrong or wrong_marks:
        return Report(" ".join(parts), wrong, wrong_marks)
    filled = sum(1 for v in entries if v)
    if marks:
        text = translate(
            "Checking",
            "The givens have exactly one solution, and your %n entries agree with it and your "
            "pencil marks keep every answer.",
            None,
            filled,
        )
    else:
        text = translate(
            "Checking",
            "The givens have exactly one solution, and your %n entries agree with it.",
            None,
            filled,
        )
    return Report(text)


def count_report(givens: tuple[int, ...], limit: int = COUNT_LIMIT) -> Report:
    """Count solutions' answer: how many solutions ``givens`` have, up to ``limit``."""
    count = solver.count_solutions(givens, limit=limit)
    if count >= limit:
        return Report(
            translate("Checking", "The givens have at least {limit} solutions.").format(limit=limit)
        )
    return Report(translate("Checking", "The givens have %n solution(s).", None, count))


class PuzzleChecker(QObject):
    """Check and Count solutions for a MainWindow (see the module docstring)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.setObjectName("puzzle_checker")
        self._window = window
        self._runner = JobRunner("puzzle-check", self)
        self._runner.finished.connect(self._on_finished)
        self._runner.failed.connect(self._on_failed)
        self._title = ""  # the message title of the job in progress
        self._status = ""  # what the status bar says while it runs
        self._asked: Document | None = None  # the puzzle as it was when Check was asked
        self.highlight = WrongEntryHighlight(window, self)
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
        document.checks += 1  # (told on completion: "1 check")
        self.highlight.clear()
        conflicts = document.conflicts()
        if conflicts:
            self._runner.cancel()
            self._end_status()
            self._window.show_info(
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
        self._window.show_info(self._title, report.text)
        if (report.wrong or report.wrong_marks) and self._asked == self._window.document:
            self.highlight.show(report.wrong, report.wrong_marks)

    @Slot(int, str)
    def _on_failed(self, _job: int, message: str) -> None:
        self._end_status()
        self._window.show_error(
            self._title,
            translate("Checking", "{_title} failed: {message}").format(
                _title=self._title, message=message
            ),
        )


class WrongEntryHighlight(QObject):
    """Marks cells on the window's grid as wrong, until the next key or click on the grid or
    the next change to the puzzle (a ``PlayerHighlight``: the player's board stays as it is)."""

    def __init__(self, window, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._window = window
        self._highlight: PlayerHighlight | None = None
        window.editor.changed.connect(self.on_document_changed)

    @property
    def cells(self) -> tuple[int, ...]:
        """The entries marked wrong now (none once the highlight is gone or replaced)."""
        if self._highlight is None or self._window.grid.highlight is not self._highlight:
            return ()
        return tuple(sorted(self._highlight.wrong))

    def show(self, cells: tuple[int, ...], marks: tuple[int, ...] = ()) -> None:
        self._highlight = PlayerHighlight(wrong=frozenset(cells), wrong_marks=frozenset(marks))
        self._window.grid.set_highlight(self._highlight)
        # Only while marks are shown: a filter on the grid runs for each of its paints.
        self._window.grid.installEventFilter(self)

    def clear(self) -> None:
        """Take the highlight off the grid (one someone else set stays)."""
        if self._highlight is not None and self._window.grid.highlight is self._highlight:
            self._window.grid.set_highlight(None)
        self._highlight = None
        self._window.grid.removeEventFilter(self)

    @Slot(list)
    def on_document_changed(self, _cells: list) -> None:
        self.clear()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress):
            self.clear()
        return False
