"""The progress bar of a long run, on standard error when it is a terminal.

A run over a big collection takes hours: a person wants to see the puzzles answered, how
fast, and the time left. tqdm draws the bar (it fits the terminal's width and estimates the
time left); this module says what it shows. The bar's scale is the share of the whole done
when it is known (the bytes of the input files read, or the puzzles made of --generate's
count), in tenths of a percent, and the time left is how long the rest takes at the speed
since the start (a resumed run starts part-way: only what this run did counts). Reading
standard input, the share is unknown and the bar shows the count and the speed only.
"""

from __future__ import annotations

import io
import os
import time

# Tenths of a percent: the bar's scale when the share of the whole is known.
STEPS = 1000
# The bar is drawn again at most this often.
DRAW_SECONDS = 0.25
# A terminal that says it has no width (a pty nobody sized, some consoles) gets this many.
FALLBACK_COLUMNS = 80
# Rows tqdm is told the terminal has: one bar needs two (it hides bars past the last row).
_ONE_BAR_ROWS = 2
_WITH_SHARE = "{desc}: {percentage:3.0f}%|{bar}| {puzzles} [{elapsed}<{remaining}]{note}"
_WITHOUT_SHARE = "{desc}: {puzzles} [{elapsed}]{note}"


def _columns(stream) -> int:
    """The width of the terminal ``stream`` writes to, FALLBACK_COLUMNS when it says none."""
    try:
        columns = os.get_terminal_size(stream.fileno()).columns
    except (AttributeError, OSError, ValueError, io.UnsupportedOperation):
        return FALLBACK_COLUMNS
    return columns if columns > 0 else FALLBACK_COLUMNS


def puzzles_text(done: int, elapsed: float, workers: int | None = None, engine: str = "") -> str:
    """ "1234 puzzles, 12.3/s" (and ", 4 workers at 3.1/s each" on a cluster, with the
    solver ``engine`` they run: ", 4 workers at 3.1/s each, compiled (Cython 3.3.1)")."""
    parts = [f"{done} puzzle{'' if done == 1 else 's'}"]
    if elapsed > 0:
        parts.append(f"{done / elapsed:.1f}/s")
        if workers:
            parts.append(f"{workers} workers at {done / elapsed / workers:.1f}/s each")
            if engine:
                parts.append(engine)
    return ", ".join(parts)


class ProgressBar:
    """A tqdm bar on ``stream``, started at the first ``show`` and gone after ``close``."""

    def __init__(self, stream, label: str) -> None:
        self.stream = stream
        self.label = label
        self.bar = None
        self.started = 0.0
        self.drawn = 0.0
        self.share: float | None = None

    def show(
        self, done: int, share: float | None, workers: int | None = None, engine: str = ""
    ) -> None:
        """``done`` puzzles answered by this run, ``share`` of the whole done (None: not
        known), on ``workers`` cluster workers (None: not a cluster) running ``engine``."""
        self.share = share
        if self._start_or_wait(share):
            return
        self.bar.n = done if share is None else round(share * STEPS)
        self.bar.puzzles = puzzles_text(done, self.drawn - self.started, workers, engine)
        self.bar.note = ""  # the puzzle the note was about is answered
        self._draw()

    def show_note(self, text: str) -> None:
        """``text`` after the count: the long puzzle being worked on (its steps, its time)."""
        if self._start_or_wait(self.share):
            return
        self.bar.note = f"; {text}"
        self._draw()

    def _start_or_wait(self, share: float | None) -> bool:
        """Starts the bar at the first call; True when it was drawn too recently."""
        now = time.monotonic()
        if self.bar is None:
            self.bar = self._start(share)
            self.started = now
        elif now - self.drawn < DRAW_SECONDS:
            return True
        self.drawn = now
        return False

    def _draw(self) -> None:
        self.bar.ncols = _columns(self.stream)  # the terminal may have been resized
        self.bar.refresh()

    def clear(self) -> None:
        """Off the terminal for a message; drawn again at the next ``show``."""
        if self.bar is not None:
            self.bar.clear()
            self.drawn = 0.0

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()
            self.bar = None

    def _start(self, share: float | None):
        from tqdm import tqdm  # only when a terminal shows it

        class Bar(tqdm):
            # No monitor thread: worker processes are forked after the bar starts.
            monitor_interval = 0
            puzzles = ""
            note = ""

            @property
            def format_dict(self):
                """tqdm's fields, the puzzles' count and speed, and the long puzzle's note."""
                return {**super().format_dict, "puzzles": self.puzzles, "note": self.note}

        return Bar(
            total=None if share is None else STEPS,
            initial=0 if share is None else round(share * STEPS),
            file=self.stream,
            desc=self.label,
            bar_format=_WITHOUT_SHARE if share is None else _WITH_SHARE,
            leave=False,  # the terminal is left as it was
            # The width is measured here at each draw: tqdm's own measure gives a bar of no
            # width (or none at all) on a terminal that says it has no size.
            ncols=_columns(self.stream),
            nrows=_ONE_BAR_ROWS,
            smoothing=0,  # the time left from the speed since the start
            mininterval=DRAW_SECONDS,
        )
