"""Where the command line writes: its exit codes, the ``Reporter`` that writes answers and
problems (and survives a full disk or a closed pipe) with the progress bar beside them, and
the ``Answer`` of one puzzle, written live or kept for the main process to write.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from solver.cli.progress import ProgressBar

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130
# When the reader of the output goes away (``| head -1``): 128 + SIGPIPE, the status of a Unix
# tool killed by SIGPIPE (13 on Linux, macOS and the BSDs). Windows has no SIGPIPE, so the
# number is written out rather than read from ``signal``: a script sees the same status there.
EXIT_BROKEN_PIPE = 141
PROG = "sudoku-solve"
# Answers written between two flushes of the output, at most this many seconds apart.
FLUSH_SECONDS = 0.1
# A puzzle shows its own progress (steps found, time) once it has taken this long.
LONG_PUZZLE_SECONDS = 1.0


class Reporter:
    """Where results and problems go, and the exit status the problems add up to.

    Each result is one write of a whole line, so an interrupted run leaves whole lines.
    The output is flushed after the first result and then at most every FLUSH_SECONDS.
    With ``progress``, a progress bar is kept on ``err`` (a terminal)."""

    def __init__(self, out, err, progress: bool = False) -> None:
        self.out = out
        self.err = err
        self.status = EXIT_OK
        self.bar = ProgressBar(err, PROG) if progress else None
        self._flushed = 0.0

    def result(self, text: str) -> None:
        self.out.write(text + "\n")
        now = time.monotonic()
        if now - self._flushed > FLUSH_SECONDS:
            self.out.flush()
            self._flushed = now

    def problem(self, message: str, status: int = EXIT_FAILED) -> None:
        self._clear_progress()
        self.out.flush()  # the results before the problem come out before it
        self.err.write(message + "\n")
        self.err.flush()
        self.status = max(self.status, status)

    def note(self, message: str) -> None:
        """A remark on standard error that is not a failure."""
        self._clear_progress()
        self.err.write(message + "\n")

    def show_progress(
        self, done: int, share: float | None, workers: int | None = None, engine: str = ""
    ) -> None:
        """``done`` puzzles answered so far, ``share`` of the whole done (None: not known),
        on ``workers`` cluster workers running the solver ``engine``: see
        solver.cli.progress."""
        if self.bar is not None:
            self.bar.show(done, share, workers, engine)

    def show_puzzle_progress(self, where: str, steps: int, elapsed: float) -> None:
        """The puzzle being worked on, once it is a long one: "p.txt:3: 12 steps, 0:34" on
        the bar, after the run's count and speed."""
        if self.bar is None or elapsed < LONG_PUZZLE_SECONDS:
            return
        seconds = int(elapsed)
        self.bar.show_note(f"{where}: {steps} steps, {seconds // 60}:{seconds % 60:02}")

    def watch_puzzle(self, where: str) -> PuzzleProgress | None:
        """What a mode tells as it works on the puzzle at ``where`` (None: nobody watches)."""
        return PuzzleProgress(self, where) if self.bar is not None else None

    def finish(self) -> None:
        if self.bar is not None:
            self.bar.close()
        self.out.flush()

    def _clear_progress(self) -> None:
        if self.bar is not None:
            self.bar.clear()


class PuzzleProgress:
    """One puzzle's progress for the Reporter's bar: the steps found so far and the time
    since it started. ``solver.explain`` and ``solver.rating`` call ``step_found`` (as their
    ``progress``) and ``should_stop``, which never stops (the time limit does that) but is
    asked often, also inside a long search for one step, so the clock on the line moves."""

    def __init__(self, reporter: Reporter, where: str) -> None:
        self.reporter = reporter
        self.where = where
        self.steps = 0
        self.started = time.monotonic()

    def step_found(self, _step) -> None:
        self.steps += 1
        self._show()

    def should_stop(self) -> bool:
        self._show()
        return False

    def _show(self) -> None:
        elapsed = time.monotonic() - self.started
        self.reporter.show_puzzle_progress(self.where, self.steps, elapsed)


@dataclass
class Answer:
    """What one puzzle's answer writes: result lines and problems, in order, and what
    ``--stats`` adds up (``record``). Live, it writes straight through to a Reporter;
    in a worker it keeps the lines for the main process to write."""

    live: Reporter | None = None
    lines: list[tuple[str, int | None]] = field(default_factory=list)
    record: tuple | None = None
    watch: PuzzleProgress | None = None  # told the steps of a long rating or path

    def result(self, text: str) -> None:
        if self.live is not None:
            self.live.result(text)
        else:
            self.lines.append((text, None))

    def problem(self, message: str, status: int = EXIT_FAILED) -> None:
        if self.live is not None:
            self.live.problem(message, status)
        else:
            self.lines.append((message, status))

    def problems(self) -> list[str]:
        return [text for text, status in self.lines if status is not None]

    def has_result(self) -> bool:
        return any(status is None for _, status in self.lines)

    def replay(self, reporter: Reporter) -> None:
        """The lines written in order, each run of result lines in one write (so a file
        gets a puzzle's answer whole or not at all)."""
        results: list[str] = []
        for text, status in self.lines:
            if status is None:
                results.append(text)
                continue
            if results:
                reporter.result("\n".join(results))
                results = []
            reporter.problem(text, status)
        if results:
            reporter.result("\n".join(results))
