"""Playback: a cursor moving over a search record, at a chosen speed, with breakpoints.

The record grows while the worker streams; playback only moves a ``RecordCursor`` over it,
so stepping back and scrubbing need no recomputation. It moves from stop to stop of the
record's ``Story``: every step, with the propagation of the givens as one; or, in story mode,
only guesses, dead ends, backtracks and solutions (the propagation between them applied at
once). Playing advances the cursor on a timer by as many stops as the speed (steps a second,
4 on a first start) and the real time elapsed allow; at the top speed it jumps to the newest
row each tick, so the screen shows as much as it can and skips the rest. Jumps (the next
guess, dead end, backtrack or solution) wait, when the record has not reached their target
yet, until it does; so does the jump to the end (``to_end``), until the search has
ended.

Breakpoints are one mechanism, ``stops``: a set of ``Role`` (``solver.programs``), the part
a row plays in the strategy's program. The playback bar's "Pause on" boxes add and remove the
roles of a kind of step (``set_breakpoint``, ``STOP_ROLES``), a click in the Code panel's
margin those of one line (``set_line_stop``). When a row that is a stop lies in the rows a
tick would pass, the cursor stops just after it; ``run_to_stop`` goes to the next or the
previous one.

Signals:
    moved(int)            the cursor is at this position (rows replayed) now
    playing_changed(bool) play started or stopped
    stopped_at(str)       playback paused by itself: at a stop (its ``StopKind`` when that box
                          is on, else ``LINE_REACHED``), at ``DEPTH_REACHED`` or at
                          ``RECORD_END`` (the record is complete)
    stops_changed()       a stop was set or cleared (the boxes and the code's margin show it)
    question_due(int)     the quiz (``set_quiz``) asks about this row: playback stopped
                          just before it
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from solver.programs import Role
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.code_trace import STOP_ROLES, CodeTrace
from sudoku_gui.search.model.cursor import RecordCursor
from sudoku_gui.search.model.quiz import Quiz
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.model.story import StopKind, Story
from sudoku_gui.support.words import translate

# The speeds on offer, in steps a second; None is "as fast as the screen shows".
SPEEDS = (1, 2, 3, 4, 6, 8, 12, 20, 30, 50, 100, 200, 500, 1000, 2000, 5000, 20000, None)
SPEED_STEPS = len(SPEEDS) - 1  # the speed slider runs 0..SPEED_STEPS; the top is fastest
DEFAULT_SPEED = SPEEDS.index(4)  # slow enough to follow, on a first start
TICK_MS = 16  # how often playing moves the cursor (the views repaint at their own pace)
# Why playback paused by itself, besides a StopKind breakpoint.
DEPTH_REACHED = "depth"  # a guess reached the depth breakpoint
RECORD_END = "end"  # the whole record of an ended search has been played
LINE_REACHED = "line"  # a line of the code with a stop on it ran


def rows_per_second(speed: int) -> float | None:
    """The playback rate of a speed (an index of ``SPEEDS``): None is unlimited."""
    return SPEEDS[max(0, min(speed, SPEED_STEPS))]


def speed_text(speed: int) -> str:
    """The readout of a speed: "1 step/s", "4 steps/s", "fastest"."""
    rate = rows_per_second(speed)
    if rate is None:
        return translate("PlaybackBar", "fastest")
    return translate("PlaybackBar", "%Ln step(s)/s", None, rate)


def speed_of_rate(rate: float) -> int:
    """The speed whose rate is nearest ``rate`` (steps a second; 0 or less: fastest)."""
    if rate <= 0:
        return SPEED_STEPS
    rates = SPEEDS[:-1]
    return min(range(len(rates)), key=lambda i: abs(rates[i] - rate))


class Playback(QObject):
    """A cursor over a ``SearchRecord`` (see the module docstring for the signals)."""

    moved = Signal(int)
    playing_changed = Signal(bool)
    stopped_at = Signal(str)
    question_due = Signal(int)
    stops_changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record = SearchRecord()
        self.story = Story(self.record)
        self.cursor = RecordCursor(self.record)
        self.trace = CodeTrace(self.record)
        self.complete = False  # the search behind the record has ended
        self.speed = DEFAULT_SPEED
        self.story_only = False  # stop only at guesses, dead ends, backtracks and solutions
        self.stops: set[Role] = set()
        self.break_depth: int | None = None
        self.quiz: Quiz | None = None  # stop before each row it asks about (``set_quiz``)
        self.asked_while_playing = False  # (so the quiz plays on after its last answer)
        self._playing = False
        self._budget = 0.0  # stops earned by elapsed time but not yet played
        self._steps_pending = 0  # steps asked for before their rows arrived (each moves one stop)
        self._jump_pending: StopKind | None = None  # a jump asked for before its row arrived
        self._end_pending = False  # the end asked for before the search ended
        self._resume_at = 0  # a position to move to once the record has grown that far
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
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
        self.story = Story(record)
        self.cursor = RecordCursor(record)
        self.trace = CodeTrace(record, self.trace.strategy.name)
        self.complete = False
        self._budget = 0.0
        self._steps_pending = 0
        self._jump_pending = None
        self._end_pending = False
        self._resume_at = 0
        self.moved.emit(0)

    def resume_at(self, position: int) -> None:
        """Move to ``position`` as soon as the (new) record reaches it: a search restarted
        with more room (a higher node limit, more solutions) continues where it was."""
        self._resume_at = position
        self.record_grew()

    def mark_complete(self) -> None:
        """The search has ended: playing to the last row pauses with ``RECORD_END``."""
        self.complete = True
        self.record_grew()
        if self._playing:
            self._on_tick()

    def set_speed(self, speed: int) -> None:
        """Play at ``SPEEDS[speed]`` steps a second."""
        self.speed = max(0, min(speed, SPEED_STEPS))

    def set_story_only(self, on: bool) -> None:
        """Stop only at guesses, dead ends, backtracks and solutions (or at every step)."""
        self.story_only = on

    def set_quiz(self, quiz: Quiz | None) -> None:
        """Stop before each row ``quiz`` asks about (None: no quiz)."""
        self.quiz = quiz

    def set_breakpoint(self, kind: StopKind, on: bool) -> None:
        """Stop at every row of ``kind`` (a StopKind or its value), or no more."""
        self.set_stops(STOP_ROLES[StopKind(kind)], on)

    def set_line_stop(self, line: int, on: bool) -> None:
        """Stop each time ``line`` of the program runs, or no more."""
        roles = self.trace.program.line_of_role.items()
        self.set_stops({role for role, number in roles if number == line}, on)

    def set_stops(self, roles, on: bool) -> None:
        """Add ``roles`` to the stops, or take them away."""
        before = set(self.stops)
        if on:
            self.stops.update(roles)
        else:
            self.stops.difference_update(roles)
        if self.stops != before:
            self.stops_changed.emit()

    def breaks_at(self, kind: StopKind) -> bool:
        """Whether playback stops at every row of ``kind`` (its "Pause on" box is on)."""
        return STOP_ROLES[kind] <= self.stops

    def line_stops(self) -> set[int]:
        """The lines of the program that have a stop (one of their roles is a stop)."""
        return {n for role, n in self.trace.program.line_of_role.items() if role in self.stops}

    def run_to_stop(self, forward: bool = True) -> bool:
        """Pause just after the next (or previous) row that is a stop; whether there was one
        in the rows recorded."""
        self.pause()
        if not self.stops:
            return False
        if forward:
            row = self.trace.find(self.stops, self.position, len(self.record))
        else:
            row = self.trace.find_back(self.stops, self.position - 1)
        if row >= 0:
            self.seek(row + 1)
        return row >= 0

    def set_break_depth(self, depth: int | None) -> None:
        """Pause when a guess reaches ``depth`` (None: no depth breakpoint)."""
        self.break_depth = depth

    def play(self) -> None:
        """Play from the cursor (from the start again when a complete record was played)."""
        if self._playing:
            return
        if self.complete and self.position == len(self.record):
            self.seek(0)
        self._steps_pending = 0
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
        """One stop forward (pauses playing); if it has not arrived yet, as soon as it does."""
        self.pause()
        self._jump_pending = None
        self._steps_pending += 1  # (after one still waiting: two presses, two stops)
        self._take_pending_steps()

    def jump(self, kind: StopKind, forward: bool = True) -> None:
        """To the next (or previous) row of ``kind``; forward, if the record does not reach
        one yet, as soon as it does (pauses playing)."""
        self.pause()
        self._steps_pending = 0
        self.story.update()
        target = self.story.find(kind, self.position, forward)
        if target is not None:
            self._jump_pending = None
            self.seek(target)
        else:
            self._jump_pending = kind if forward and not self.complete else None

    def to_end(self) -> None:
        """To the last row of the search (pauses playing): at once when the search has
        ended, else as soon as it does."""
        self.pause()
        self._steps_pending = 0
        self._jump_pending = None
        self._end_pending = True
        self.record_grew()

    @property
    def waiting(self) -> bool:
        """Whether a step or a jump waits for rows that have not arrived yet."""
        return self._steps_pending > 0 or self._jump_pending is not None or self._end_pending

    def record_grew(self) -> None:
        """New rows arrived: take a step, a jump or a resume that was waiting for them."""
        self.story.update()
        if self._resume_at and (len(self.record) >= self._resume_at or self.complete):
            target, self._resume_at = self._resume_at, 0
            self.seek(target)
        self._take_pending_steps()
        if self._jump_pending is not None:
            target = self.story.find(self._jump_pending, self.position)
            if target is not None or self.complete:
                self._jump_pending = None
            if target is not None:
                self.seek(target)
        if self._end_pending and self.complete:
            self._end_pending = False
            self.seek(len(self.record))

    def _take_pending_steps(self) -> None:
        """Take the steps asked for whose stops the record holds; once the record is complete,
        forget those it never will."""
        while self._steps_pending and self._take_step():
            self._steps_pending -= 1
        if self.complete:
            self._steps_pending = 0

    def _take_step(self) -> bool:
        """Move to the next stop if the record holds it; whether it did."""
        self.story.update()
        target = self.story.next_stop(self.position, self.story_only, self.complete)
        if target is None or target > len(self.record):
            return False
        if not self._stop_for_question(target):
            self.seek(target)
        return True

    def _stop_for_question(self, target: int) -> bool:
        """Stop before the first row up to ``target`` the quiz asks about; whether it did."""
        if self.quiz is None:
            return False
        row = self.quiz.due(self.position, target)
        if row < 0:
            return False
        self.asked_while_playing = self._playing
        self._steps_pending = min(self._steps_pending, 1)  # a question ends the steps asked for
        self.seek(row)
        self.pause()
        self.question_due.emit(row)
        return True

    def pause_at(self, position: int) -> None:
        """Pause and show ``position`` (a click on the tree, the log or the timeline)."""
        self.pause()
        self.seek(position)

    def step_back(self) -> None:
        """One stop back (pauses playing)."""
        self.pause()
        self.story.update()
        self.seek(self.story.previous_stop(self.position, self.story_only))

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
            stops = int(self._budget)
            self._budget -= stops
            self.story.update()
            target = self.story.advance(self.position, stops, self.story_only)
        reason = ""
        hit = self._first_break(self.position, target)
        if self._stop_for_question(hit + 1 if hit >= 0 else target):
            return
        if hit >= 0:
            target, reason = hit + 1, self._break_reason(hit)
        elif target == end and self.complete:
            reason = RECORD_END
        self.seek(target)
        if reason:
            self.pause()
            self.stopped_at.emit(reason)

    def _first_break(self, start: int, stop: int) -> int:
        """The first row in ``start..stop-1`` that triggers a breakpoint, or -1."""
        if start >= stop:
            return -1
        hits = [self.trace.find(self.stops, start, stop)] if self.stops else []
        if self.break_depth is not None:
            kinds = self.record.kind[start:stop].tobytes()
            offset = self._find_depth(kinds, start, self.break_depth)
            hits.append(start + offset if offset >= 0 else -1)
        hits = [hit for hit in hits if hit >= 0]
        return min(hits) if hits else -1

    def _find_depth(self, kinds: bytes, base: int, depth: int) -> int:
        """The offset in ``kinds`` (rows from ``base``) of the first guess at ``depth``."""
        offset = kinds.find(bytes((rec.ASSUME,)))
        while offset >= 0 and self.record.guess_depth(base + offset) != depth:
            offset = kinds.find(bytes((rec.ASSUME,)), offset + 1)
        return offset

    def _break_reason(self, index: int) -> str:
        role = self.trace.role(index)
        if role not in self.stops:
            return DEPTH_REACHED
        kind = next((kind for kind in StopKind if role in STOP_ROLES[kind]), None)
        return kind if kind is not None and self.breaks_at(kind) else LINE_REACHED
