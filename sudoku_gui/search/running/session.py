"""One search being watched: the worker's stream feeds a record, playback moves over it.

``SearchSession`` ties the solver thread (``SearchController``) to a ``SearchRecord`` and its
``Playback``. It starts a search of the current puzzle with the chosen strategy when playback
needs one (Play or Step with nothing recorded for this puzzle and strategy), takes in the
record's growth as it arrives, and restarts when the strategy changes mid-search.

The search process records the search itself and sends its growth (``RecordDelta``); the
session copies each into its record (a fraction of a millisecond: bytes into arrays) and only
then acknowledges it to the worker (``batch_taken``), which paces the search to the window.
The end of a search arrives after its last delta.

Signals:
    record_changed()        a new record replaced the old one (a new search, or Stop)
    grown(int)              the record holds this many rows now
    search_ended(object)    the search ended: its ``SearchOutcome`` (for FAILED, ``failure``
                            says why; Solve now failing ends nothing but says so too)
    solution_ready(object)  Solve now answered: 81 digits, or None without a solution
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from solver import DEFAULT_STRATEGY
from sudoku_gui.search.model.outcome import SearchOutcome
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.model.story import StopKind
from sudoku_gui.search.running.playback import Playback
from sudoku_gui.search.running.worker import SearchController

DEFAULT_NODE_LIMIT = 1_000_000
# The most rows a record keeps: 15 bytes a row plus pool, snapshots and tree keep it under
# 300 MB (article 000's 11-million-event search takes about 260 MB). A search that would record
# more is stopped there, with outcome SIZE_LIMIT, and says so.
MAX_RECORD_ROWS = 12_000_000


class SearchSession(QObject):
    """The watched search of the puzzle ``puzzle_source()`` returns (see module docstring)."""

    record_changed = Signal()
    grown = Signal(int)
    search_ended = Signal(object)
    solution_ready = Signal(object)

    def __init__(self, puzzle_source: Callable[[], str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.puzzle_source = puzzle_source
        self.strategy = DEFAULT_STRATEGY
        self.node_limit: int | None = DEFAULT_NODE_LIMIT
        self.max_solutions = 1
        self.max_rows = MAX_RECORD_ROWS
        self.controller = SearchController(self)
        self.playback = Playback(self)
        self.stats = None  # the SearchStats of the last search that ended
        self.outcome: SearchOutcome | None = None  # None until the search ends
        self.failure = ""  # why the last search (or Solve now) failed
        self._search_job = None
        self._solve_job = None
        # (puzzle, strategy, node limit, solutions wanted) of the record, or None
        self._searched: tuple[str, str, int | None, int] | None = None
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

    def jump(self, kind: StopKind, forward: bool = True) -> None:
        """To the next (previous) guess, dead end, backtrack or solution; the search starts
        if there is none yet."""
        if forward:
            self.ensure_search()
        self.playback.jump(kind, forward)

    def stop(self) -> None:
        """Stop searching and playing, and forget the record: the grid shows the puzzle again."""
        self.playback.pause()
        if self._search_job is not None:
            self.controller.cancel()
            self._forget_search_job()
        self._searched = None
        self.outcome = None
        self.max_solutions = 1
        self.playback.reset(SearchRecord())
        self.record_changed.emit()

    def load(self, record: SearchRecord, puzzle: str, strategy: str) -> None:
        """Show ``record``, a search of ``puzzle`` recorded earlier (a replay file), as if it
        had just been searched: nothing is solved again."""
        self.playback.pause()
        if self._search_job is not None:
            self.controller.cancel()
            self._forget_search_job()
        self.strategy = strategy
        self._searched = (puzzle, strategy, self.node_limit, self.max_solutions)
        self.stats = None
        self.playback.reset(record)
        self.record_changed.emit()
        self._end_search(SearchOutcome.of_record(record.final, len(record.solutions)), None)

    def solve_to_end(self) -> None:
        """Run the search of this puzzle to its end (in the solver's process, as Play does)
        and show its last step: the whole tree, log and figures. A search of this puzzle
        under way or recorded is used as it is."""
        self.ensure_search()
        self.playback.to_end()

    def solve_now(self) -> None:
        """Ask the worker for the answer at once, on the fast path: no walk is recorded (the
        running search is cancelled). Filling in the answer for a player uses it."""
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
        self.playback.trace.choose_strategy(name)
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
        self.stats, self.outcome = None, None
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

    def _on_progress(self, job, delta) -> None:
        if job is self._search_job:
            self.record.apply(delta)
            self.playback.record_grew()
            self.grown.emit(len(self.record))
            if len(self.record) >= self.max_rows:
                self.controller.cancel()
                self._end_search(SearchOutcome.SIZE_LIMIT, None)
            else:
                self.controller.batch_taken(job)

    def _on_finished(self, job, outcome: str, stats) -> None:
        if job is self._search_job:
            self._end_search(SearchOutcome(outcome), stats)

    def _on_cancelled(self, job) -> None:
        if job is self._search_job:
            self._end_search(SearchOutcome.CANCELLED, None)

    def _on_failed(self, job, message: str) -> None:
        if job is self._search_job:
            self.failure = message
            self._end_search(SearchOutcome.FAILED, None)
        elif job is self._solve_job:
            self._solve_job = None
            self.failure = message
            self.search_ended.emit(SearchOutcome.FAILED)

    def _on_solution_ready(self, job, solution) -> None:
        if job is self._solve_job:
            self._solve_job = None
            self.solution_ready.emit(solution)

    def _forget_search_job(self) -> None:
        """Drop the search job: whatever it still sends is ignored."""
        self._search_job = None

    def _end_search(self, outcome: SearchOutcome, stats) -> None:
        self._forget_search_job()
        self.stats, self.outcome = stats, outcome
        self.playback.mark_complete()
        self.search_ended.emit(outcome)
