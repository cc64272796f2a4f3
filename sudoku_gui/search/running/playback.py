"""Playback: a cursor moving over a search record, at a chosen speed, with breakpoints.

The record grows while the worker streams; playback only moves a ``RecordCursor`` over it,
so stepping back and scrubbing need no recomputation. Playing advances the cursor on a
timer by as many rows as the speed and the real time elapsed allow; at the top speed it jumps
to the newest row each tick, so the screen shows as much as it can and skips the rest. When
a breakpoint lies in the rows a tick would pass, the cursor stops just after it.

Signals:
    moved(int)            the cursor is at this position (rows replayed) now
    playing_changed(bool) play started or stopped
    stopped_at(str)       playback paused by itself: "contradiction", "backtrack",
                          "solution", "depth" (a breakpoint) or "end" (the record is complete)
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.cursor import RecordCursor
from sudoku_gui.search.model.recording import SearchRecord

SPEED_STEPS = 100  # the speed slider runs 0..SPEED_STEPS; the top is "as fast as shown"
SLOWEST = 1.0  # rows per second at speed 0
FASTEST_COUNTED = 20000.0  # rows per second just below the top
FRAME_MS = 16

BREAK_KINDS = {
    "contradiction": rec.CONTRADICTION,
    "backtrack": rec.BACKTRACK,
    "solution": rec.SOLVED,
}


def rows_per_second(speed: int) -> float | None:
    """The playback rate of a slider value: 1 row/s at 0, exponential, None (unlimited) at top."""
    if speed >= SPEED_STEPS:
        return None
    return SLOWEST * (FASTEST_COUNTED / SLOWEST) ** (max(speed, 0) / (SPEED_STEPS - 1))


class Playback(QObject):
    """A cursor over a ``SearchRecord`` (see the module docstring for the signals)."""

    moved = Signal(int)
    playing_changed = Signal(bool)
    stopped_at = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record = SearchRecord()
        self.cursor = RecordCursor(self.record)
        self.complete = False  # the search behind the record has ended
        self.speed = SPEED_STEPS
        self.breakpoints: set[str] = set()
        self.break_depth: int | None = None
        self._playing = False
        self._budget = 0.0  # rows earned by elapsed time but not yet played
        self._step_pending = False  # a step asked for before its row arrived
        self._resume_at = 0  # a position to move to once the record has grown that far
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._on_tick)
        self._clock = QElapsedTimer()

    @property
    def playing(self) -> bool:
        return self._playing

    @property
    def position(self) -> int:
        return self.cursor.position

    def reset(self, record: SearchRecord) -> None:
        """Play ``record`` (a new search) from its start."""
        self.record = record
        self.cursor = RecordCursor(record)
        self.complete = False
        self._budget = 0.0
        self._step_pending = False
        self._resume_at = 0
        self.moved.emit(0)

    def resume_at(self, position: int) -> None:
        """Move to ``position`` as soon as the (new) record reaches it: a search restarted
        with more room (a higher node limit, more solutions) continues where it was."""
        self._resume_at = position
        self.record_grew()

    def mark_complete(self) -> None:
        """The search has ended: playing to the last row pauses with "end"."""
        self.complete = True
        self.record_grew()
        if self._playing:
            self._on_tick()

    def set_speed(self, speed: int) -> None:
        self.speed = speed

    def set_breakpoint(self, name: str, on: bool) -> None:
        """Turn a breakpoint on or off: a key of BREAK_KINDS."""
        if name not in BREAK_KINDS:
            raise ValueError(f"unknown breakpoint {name!r}")
        if on:
            self.breakpoints.add(name)
        else:
            self.breakpoints.discard(name)

    def set_break_depth(self, depth: int | None) -> None:
        """Pause when a guess reaches ``depth`` (None: no depth breakpoint)."""
        self.break_depth = depth

    def play(self) -> None:
        """Play from the cursor (from the start again when a complete record was played)."""
        if self._playing:
            return
        if self.complete and self.position == len(self.record):
            self.seek(0)
        self._step_pending = False
        self._playing = True
        self._budget = 0.0
        self._clock.start()
        self._timer.start()
        self.playing_changed.emit(True)

    def pause(self) -> None:
        if not self._playing:
            return
        self._playing = False
        self._timer.stop()
        self.playing_changed.emit(False)

    def step(self) -> None:
        """One row forward (pauses playing); if that row has not arrived yet, as soon as it does."""
        self.pause()
        if self.position < len(self.record):
            self.seek(self.position + 1)
        else:
            self._step_pending = not self.complete

    def record_grew(self) -> None:
        """New rows arrived: take a step or a resume that was waiting for them."""
        if self._resume_at and (len(self.record) >= self._resume_at or self.complete):
            target, self._resume_at = self._resume_at, 0
            self.seek(target)
        if self._step_pending and self.position < len(self.record):
            self._step_pending = False
            self.seek(self.position + 1)

    def step_back(self) -> None:
        """One row back (pauses playing)."""
        self.pause()
        self.seek(self.position - 1)

    def seek(self, position: int) -> None:
        """Move the cursor to ``position`` (clamped to the recorded rows)."""
        before = self.cursor.position
        self.cursor.seek(position)
        if self.cursor.position != before:
            self.moved.emit(self.cursor.position)

    def _on_tick(self) -> None:
        rate = rows_per_second(self.speed)
        end = len(self.record)
        if rate is None:
            target = end
        else:
            self._budget += rate * self._clock.restart() / 1000.0
            rows = int(self._budget)
            self._budget -= rows
            target = min(end, self.position + rows)
        reason = ""
        hit = self._first_break(self.position, target)
        if hit >= 0:
            target, reason = hit + 1, self._break_reason(hit)
        elif target == end and self.complete:
            reason = "end"
        self.seek(target)
        if reason:
            self.pause()
            self.stopped_at.emit(reason)

    def _first_break(self, start: int, stop: int) -> int:
        """The first row in ``start..stop-1`` that triggers a breakpoint, or -1."""
        if start >= stop:
            return -1
        kinds = self.record.kind[start:stop].tobytes()
        found = [kinds.find(bytes((BREAK_KINDS[name],))) for name in self.breakpoints]
        if self.break_depth is not None:
            found.append(self._find_depth(kinds, start, self.break_depth))
        hits = [start + offset for offset in found if offset >= 0]
        return min(hits) if hits else -1

    def _find_depth(self, kinds: bytes, base: int, depth: int) -> int:
        """The offset in ``kinds`` (rows from ``base``) of the first guess at ``depth``."""
        offset = kinds.find(bytes((rec.ASSUME,)))
        while offset >= 0 and self.record.code[base + offset] != depth:
            offset = kinds.find(bytes((rec.ASSUME,)), offset + 1)
        return offset

    def _break_reason(self, index: int) -> str:
        kind = self.record.kind[index]
        for name, code in BREAK_KINDS.items():
            if code == kind:
                return name
        return "depth"
