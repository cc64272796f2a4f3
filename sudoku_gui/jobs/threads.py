"""A registry of the QThreads the app starts, so tests (and shutdown code) can find stragglers.

Qt offers no way to list the threads a process runs, so every place that starts a QThread
calls ``register(thread)``. The registry holds weak references only: it never keeps a
finished thread alive.
"""

from __future__ import annotations

import weakref

import shiboken6
from PySide6.QtCore import QThread

_registered: weakref.WeakSet[QThread] = weakref.WeakSet()


def register(thread: QThread) -> QThread:
    """Remember ``thread``; returns it so a call can wrap the constructor."""
    _registered.add(thread)
    return thread


def live_threads() -> list[QThread]:
    """The registered threads that are still running (deleted C++ objects are skipped)."""
    return [t for t in list(_registered) if shiboken6.isValid(t) and t.isRunning()]
