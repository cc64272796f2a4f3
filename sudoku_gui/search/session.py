"""One search being watched: the worker's stream feeds a record, playback moves over it.

``SearchSession`` ties the solver thread (``SearchController``) to a ``SearchRecord`` and its
``Playback``. It starts a search of the current puzzle with the chosen strategy when playback
needs one (Play or Step with nothing recorded for this puzzle and strategy), records every
batch as it arrives, and restarts when the strategy changes mid-search.

Batches are recorded in slices of at most ``DRAIN_SECONDS`` of work, with the event loop
running between slices, so recording a fast search never keeps the window from repainting or
answering; a batch is acknowledged to the worker (``batch_taken``) only once fully recorded,
which paces the worker to the window. The end of a search is announced after its last batch.

Signals:
    record_changed()        a new record replaced the old one (a new search, or Stop)
    grown(int)              the record holds this many rows now
    search_ended(str)       the search ended: its outcome ("solved", "no solution", "limit",
                            "invalid", "cancelled") or "failed: <why>"
    solution_ready(object)  Solve now answered: 81 digits, or None without a solution
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from solver import DEFAULT_STRATEGY
from sudoku_gui.search.playback import Playback
from sudoku_gui.search.recording import SearchRecord
from sudoku_gui.search.worker import SearchController

DEFAULT_NODE_LIMIT = 1_000_000
DRAIN_SECONDS = 0.004  # recording work per turn of the event loop
DRAIN_SLICE = 128  # events recorded between two looks at the clock


class SearchSession(QObject):
    """The watched search of the puzzle ``puzzle_source()`` returns (see module docstring)."""

    record_changed = Signal()
    grown = Signal(int)
    search_ended = Signal(str)
    solution_ready = Signal(object)

    def __init__(self, puzzle_source: Callable[[], str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.puzzle_source = puzzle_source
        self.strategy = DEFAULT_STRATEGY
        self.node_limit: int | None = DEFAULT_NODE_LIMIT
        self.max_solutions = 1
        self.controller = SearchController(self)
        self.playback = Playback(self)
        self.stats = None  # the SearchStats of the last search that ended
        self.outcome = ""
        self._search_job = None
        self._solve_job = None
        # (puzzle, strategy, node limit, solutions wanted) of the record, or None
        self._searched: tuple[str, str, int | None, int] | None = None
        self._backlog: deque[list] = deque()  # batches of the search job not yet recorded
        self._backlog_offset = 0  # events of the first batch already recorded
        self._pending_end: tuple[str, object] | None = None  # outcome, stats after the backlog
        self._drain_timer = QTimer(self)
        self._drain_timer.setSingleShot(True)
        self._drain_timer.setInterval(0)
        self._drain_timer.timeout.connect(self._drain)
        self.controller.progress.connect(self._on_progress)
        self.controller.finished.connect(self._on_finished)
        self.controller.cancelled.connect(self._on_cancelled)
        self.controller.failed.connect(self._on_failed)
        self.controller.solution_ready.connect(self._on_solution_ready)

    @property
    def record(self) -> SearchRecord:
        return self.playback.record

    @property
    def searched_puzzle(self) -> str | None:
        """The puzzle of the record (None when nothing is recorded)."""
        return None if self._searched is None else self._searched[0]

    @property
    def searching(self) -> bool:
        return self._search_job is not None

    # -- commands ---------------------------------------------------------------------

    def play(self) -> None:
        self.ensure_search()
        self.playback.play()

    def pause(self) -> None:
        self.playback.pause()

    def step(self) -> None:
        self.ensure_search()
        self.playback.step()

    def step_back(self) -> None:
        self.playback.step_back()

    def stop(self) -> None:
        """Stop searching and playing, and forget the record: the grid shows the puzzle again."""
        self.playback.pause()
        if self._search_job is not None:
            self.controller.cancel()
            self._forget_search_job()
        self._searched = None
        self.outcome = ""
        self.max_solutions = 1
        self.playback.reset(SearchRecord())
        self.record_changed.emit()

    def solve_now(self) -> None:
        """Ask the worker for the answer at once (the running search is cancelled)."""
        self.playback.pause()
        if self._search_job is not None:
            self._forget_search_job()
            self._searched = None  # the partial record is not this puzzle's whole search
        self._solve_job = self.controller.solve_now(self.puzzle_source())

    def set_strategy(self, name: str) -> None:
        """Use ``name`` from now on; a search of another strategy restarts with this one."""
        if name == self.strategy:
            return
        self.strategy = name
        if self._searched is not None:
            playing = self.playback.playing
            self.ensure_search()
            if playing:
                self.playback.play()

    def set_node_limit(self, limit: int | None) -> None:
        """Search up to ``limit`` guesses (None: no limit) from the next Play or Step on."""
        self.node_limit = limit

    def search_more(self) -> None:
        """Keep searching past the solutions found: one more solution is wanted."""
        self.max_solutions = len(self.record.solutions) + 1
        self.ensure_search()

    def ensure_search(self) -> None:
        """Start a search unless the record already is (or will be) this one: this puzzle,
        strategy, node limit and number of solutions wanted. A search restarted with more room
        (same puzzle and strategy) continues at the step the playback was on."""
        puzzle = self.puzzle_source()
        if self._searched is not None and self._searched[0] != puzzle:
            self.max_solutions = 1
        wanted = (puzzle, self.strategy, self.node_limit, self.max_solutions)
        if wanted == self._searched:
            return
        same_search = self._searched is not None and self._searched[:2] == wanted[:2]
        position = self.playback.position if same_search else 0
        self._searched = wanted
        self.stats, self.outcome = None, ""
        self.playback.pause()
        self.playback.reset(SearchRecord())
        self._forget_search_job()
        self._search_job = self.controller.start_search(
            wanted[0], self.strategy, self.node_limit, self.max_solutions
        )
        self.playback.resume_at(position)
        self.record_changed.emit()

    def shutdown(self) -> None:
        """Stop the thread (the window is closing)."""
        self.playback.pause()
        self.controller.shutdown()

    # -- worker signals -----------------------------------------------------------------

    def _on_progress(self, job, events: list) -> None:
        if job is self._search_job:
            self._backlog.append(events)
            if not self._drain_timer.isActive():
                self._drain_timer.start()

    def _drain(self) -> None:
        """Record backlog events for up to DRAIN_SECONDS, then let the event loop run."""
        deadline = time.perf_counter() + DRAIN_SECONDS
        backlog, record = self._backlog, self.record
        grew = False
        while backlog and time.perf_counter() < deadline:
            batch = backlog[0]
            start = self._backlog_offset
            record.extend(batch[start : start + DRAIN_SLICE])
            grew = True
            self._backlog_offset = start + DRAIN_SLICE
            if self._backlog_offset >= len(batch):
                backlog.popleft()
                self._backlog_offset = 0
                self.controller.batch_taken(self._search_job)
        if grew:
            self.playback.record_grew()
            self.grown.emit(len(record))
        if backlog:
            self._drain_timer.start()
        elif self._pending_end is not None:
            self._end_search(*self._pending_end)

    def _on_finished(self, job, outcome: str, stats) -> None:
        if job is self._search_job:
            self._end_after_backlog(outcome, stats)

    def _on_cancelled(self, job) -> None:
        if job is self._search_job:
            self._end_after_backlog("cancelled", None)

    def _on_failed(self, job, message: str) -> None:
        if job is self._search_job:
            self._end_after_backlog(f"failed: {message}", None)
        elif job is self._solve_job:
            self._solve_job = None
            self.search_ended.emit(f"failed: {message}")

    def _on_solution_ready(self, job, solution) -> None:
        if job is self._solve_job:
            self._solve_job = None
            self.solution_ready.emit(solution)

    def _end_after_backlog(self, outcome: str, stats) -> None:
        """End the search now, or once the batches still waiting are recorded."""
        if self._backlog:
            self._pending_end = (outcome, stats)
        else:
            self._end_search(outcome, stats)

    def _forget_search_job(self) -> None:
        """Drop the search job and whatever it sent that is not recorded yet."""
        self._search_job = None
        self._backlog.clear()
        self._backlog_offset = 0
        self._pending_end = None
        self._drain_timer.stop()

    def _end_search(self, outcome: str, stats) -> None:
        self._forget_search_job()
        self.stats, self.outcome = stats, outcome
        self.playback.mark_complete()
        self.search_ended.emit(outcome)
