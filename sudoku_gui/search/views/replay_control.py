"""File > Save replay / Open replay and Search > Lessons > Add a note: a recorded search kept
for later.

A teacher records a walk once, adds notes at the steps worth a word ("see how the first guess
fails here"; Next note and Previous note jump between them, as bookmarks), and saves it as a
``.lensreplay`` file (``search.model.replay``); opening it later shows the same walk without
solving again, its notes appearing as callouts (in the status bar) when playback reaches
their steps. A damaged replay, or one from a newer version,
is refused with a message naming the file and the problem.

Signals:
    strategy_loaded(str)  a replay of this strategy was opened (the bar shows it)
"""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QInputDialog, QProgressDialog, QWidget

import solver
from solver.safe_io import write_bytes_atomic
from sudoku_gui.document.model import from_grid
from sudoku_gui.jobs.runner import JobRunner
from sudoku_gui.search.model.replay import (
    SUFFIX,
    Replay,
    ReplayError,
    dumps,
    file_bytes,
    loads,
    read,
)
from sudoku_gui.search.views.context import SearchContext
from sudoku_gui.support.phrases import say
from sudoku_gui.support.problem_text import problem_text
from sudoku_gui.support.words import figure, translate

FILTER = translate("ReplayControl", "Sudoku Lens replay (*{SUFFIX})").format(SUFFIX=SUFFIX)
# A replay up to this size is read at once (well under 0.1 s); a larger one in the background.
OPEN_AT_ONCE_BYTES = 2_000_000
PROGRESS_MS = 100


class ReplayReading(QObject):
    """One large replay read in a background job, behind a progress dialog
    (``replay_progress``) whose Cancel stops the reading between two chunks.

    Signals:
        read(replay)    the file was read
        refused(why)    it could not be (not after Cancel: the person knows)
    """

    read = Signal(object)
    refused = Signal(str)

    def __init__(self, path: Path, dialog_parent: QWidget) -> None:
        super().__init__(dialog_parent)
        self._path = path
        self._cancelled = threading.Event()
        self._done = 0.0  # written by the job's thread, shown by the GUI thread's timer
        self._runner = JobRunner("replay", self)
        self._runner.finished.connect(self._on_read)
        self._runner.failed.connect(self._on_failed)
        self.dialog = QProgressDialog(
            translate("ReplayControl", "Reading {name}...").format(name=path.name),
            translate("ReplayControl", "Cancel"),
            0,
            100,
            dialog_parent,
        )
        self.dialog.setObjectName("replay_progress")
        self.dialog.setWindowTitle(translate("Replay", "Open replay"))
        self.dialog.setMinimumDuration(0)
        self.dialog.setAutoClose(False)
        self.dialog.setAutoReset(False)
        self.dialog.canceled.connect(self.cancel)
        self._timer = QTimer(self)
        self._timer.setInterval(PROGRESS_MS)
        self._timer.timeout.connect(lambda: self.dialog.setValue(round(self._done * 100)))

    def start(self) -> None:
        self.dialog.setValue(0)
        self.dialog.show()
        self._timer.start()
        self._runner.submit(read, self._path, self._progress)

    def cancel(self) -> None:
        self._cancelled.set()

    def _progress(self, done: float) -> bool:
        """(In the job's thread.) Note how far the reading is; whether to go on."""
        self._done = done
        return not self._cancelled.is_set()

    def _finish(self) -> None:
        self._timer.stop()
        self.dialog.hide()
        self.dialog.deleteLater()
        self._runner.shutdown()
        self.deleteLater()

    def _on_read(self, _job: int, replay: Replay) -> None:
        self._finish()
        self.read.emit(replay)

    def _on_failed(self, _job: int, why: str) -> None:
        self._finish()
        if not self._cancelled.is_set():
            self.refused.emit(why)


class ReplayControl(QObject):
    """The replay and note commands of a search panel (see the module docstring);
    ``actions`` holds them by name (``save_replay``, ``open_replay``, ``add_note``,
    ``next_note``, ``previous_note``)."""

    strategy_loaded = Signal(str)

    def __init__(self, context: SearchContext, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.notes: dict[int, str] = {}  # step -> the teacher's note
        self._loading = False  # (a replay's own record change keeps its notes)
        self._reading: ReplayReading | None = None  # a large replay being read, if any
        self.actions: dict[str, QAction] = {}
        for name, text, slot in (
            ("save_replay", translate("Replay", "Save &replay..."), self.ask_save),
            ("open_replay", translate("Replay", "Open repla&y..."), self.ask_open),
            ("add_note", translate("Replay", "Add a &note at this step..."), self.ask_note),
            ("next_note", translate("Replay", "Next no&te"), lambda: self.jump_to_note(True)),
            (
                "previous_note",
                translate("Replay", "Previous not&e"),
                lambda: self.jump_to_note(False),
            ),
        ):
            action = QAction(text, self)
            action.setObjectName(f"action_{name}")
            action.triggered.connect(slot)
            self.actions[name] = action
        context.playback.moved.connect(self.on_moved)
        context.session.record_changed.connect(self._forget_notes)

    def _forget_notes(self) -> None:
        if not self._loading:
            self.notes = {}

    def add_note(self, position: int, text: str) -> None:
        if text.strip():
            self.notes[position] = text.strip()
        else:
            self.notes.pop(position, None)

    def ask_note(self) -> None:
        position = self.context.playback.position
        text, ok = QInputDialog.getMultiLineText(
            self.context.dialog_parent,
            translate("Replay", "Note"),
            translate("ReplayControl", "A note at step {position}:").format(
                position=figure(position)
            ),
            self.notes.get(position, ""),
        )
        if ok:
            self.add_note(position, text)

    def jump_to_note(self, forward: bool) -> None:
        """Move the playback to the next (or previous) step that has a note."""
        here = self.context.playback.position
        steps = sorted(self.notes)
        targets = [s for s in steps if s > here] if forward else [s for s in steps if s < here]
        if targets:
            self.context.playback.pause_at(targets[0] if forward else targets[-1])

    def on_moved(self, position: int) -> None:
        note = self.notes.get(position)
        if note:
            self.context.show_status(
                translate("ReplayControl", "Note at step {position}: {note}").format(
                    position=figure(position), note=note
                ),
                15000,
            )

    def ask_save(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self.context.dialog_parent, translate("Replay", "Save replay"), "", FILTER
        )
        if path:
            self.save(Path(path) if path.endswith(SUFFIX) else Path(path + SUFFIX))

    def save(self, path: Path) -> bool:
        session = self.context.session
        if not len(session.record) or session.searching:
            self.context.show_error(
                translate("Replay", "Save replay"),
                translate("Replay", "Record a whole search first (Play)."),
            )
            return False
        replay = Replay(session.searched_puzzle, session.strategy, session.record, self.notes)
        try:
            note = write_bytes_atomic(path, dumps(replay))
        except OSError as error:
            self.context.show_error(
                translate("Replay", "Save replay"),
                translate("ReplayControl", "Cannot write {name}: {error}").format(
                    name=path.name, error=problem_text(error)
                ),
            )
            return False
        saved = translate("ReplayControl", "Saved the replay {name}").format(name=path.name)
        self.context.show_status(str(say(note)) if note else saved, 5000)
        return True

    def ask_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.context.dialog_parent, translate("Replay", "Open replay"), "", FILTER
        )
        if path:
            self.open(Path(path))

    def open(self, path: Path) -> bool:
        """Open the replay ``path``: at once when it is small; a large one is read in a
        background job behind a progress dialog with Cancel, and opened when it is read.
        False when it could not be opened (the message said why)."""
        try:
            size = path.stat().st_size
        except OSError as error:
            self._cannot_open(path, error.strerror or str(error))
            return False
        if size > OPEN_AT_ONCE_BYTES:
            return self._open_in_background(path)
        try:
            replay = loads(file_bytes(path))
        except ReplayError as error:
            self._cannot_open(path, str(error))
            return False
        return self._show(path, replay)

    def _open_in_background(self, path: Path) -> bool:
        if self._reading is not None:
            self._reading.cancel()  # (the newest file asked for is the one opened)
        reading = ReplayReading(path, self.context.dialog_parent)
        reading.read.connect(lambda replay: self._show(path, replay))
        reading.refused.connect(lambda why: self._cannot_open(path, why))
        self._reading = reading  # (kept until the next one: it owns its thread and dialog)
        reading.start()
        return True

    def _cannot_open(self, path: Path, why: str) -> None:
        self.context.show_error(
            translate("Replay", "Open replay"),
            translate("ReplayControl", "Cannot open {name}: {error}").format(
                name=path.name, error=why
            ),
        )

    def _show(self, path: Path, replay: Replay) -> bool:
        """Put the replay read from ``path`` in the window: its puzzle, walk and notes."""
        context = self.context
        try:
            grid = solver.parse(replay.puzzle)
        except solver.ParseError as error:
            self._cannot_open(path, str(error))
            return False
        context.load_document(
            from_grid(grid), translate("ReplayControl", "Open replay {name}").format(name=path.name)
        )
        self._loading = True
        try:
            context.session.load(replay.record, grid.to_string(), replay.strategy)
        finally:
            self._loading = False
        self.strategy_loaded.emit(replay.strategy)
        self.notes = dict(replay.notes)
        notes = len(self.notes)  # (a plain name: lupdate sees the count)
        said = translate(
            "ReplayControl", "Opened the replay {name}: {steps} steps, %n note(s)", None, notes
        )
        steps = figure(len(replay.record))
        context.show_status(said.format(name=path.name, steps=steps), 8000)
        return True
