"""A registry of the QThreads the app starts, so tests (and shutdown code) can find stragglers,
and how often a thread running Python hands the GIL over to the GUI thread.

Qt offers no way to list the threads a process runs, so every place that starts a QThread
calls ``register(thread)``. The registry holds weak references only: it never keeps a
finished thread alive.
"""

from __future__ import annotations

import sys
import weakref

import shiboken6
from PySide6.QtCore import QThread

_registered: weakref.WeakSet[QThread] = weakref.WeakSet()

# A thread running pure Python (Solve now, checks, ratings, hints, explanations) holds the
# GIL, and each call Qt makes into Python while painting (a slot, a paint, a model's data())
# then waits for it, up to the interpreter's switch interval (5 ms by default); a repaint
# makes hundreds of such calls. At 0.5 ms a log repainting beside an explanation stalled at
# most 25 ms instead of 64 (p95 13 ms instead of 28).
GIL_SWITCH_SECONDS = 0.0005


def hand_over_gil_often() -> None:
    """Shorten the interpreter's switch interval to ``GIL_SWITCH_SECONDS`` (a shorter one
    already set is kept)."""
    if sys.getswitchinterval() > GIL_SWITCH_SECONDS:
        sys.setswitchinterval(GIL_SWITCH_SECONDS)


def register(thread: QThread) -> QThread:
    """Remember ``thread``; returns it so a call can wrap the constructor."""
    _registered.add(thread)
    return thread


def live_threads() -> list[QThread]:
    """The registered threads that are still running (deleted C++ objects are skipped)."""
    return [t for t in list(_registered) if shiboken6.isValid(t) and t.isRunning()]
