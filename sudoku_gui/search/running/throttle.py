"""A throttle for repainting from a fast stream: the first call runs now, the last of a burst
runs later with the newest arguments, and nothing runs more often than once per interval.

So a view fed at full speed shows as many frames as the screen can, skips the rest, and always
ends on the exact final state.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QObject, QTimer


class Throttle(QObject):
    """Calls ``callback`` at most once per ``interval_ms``; see the module docstring."""

    def __init__(self, callback: Callable, interval_ms: int, parent: QObject | None = None):
        super().__init__(parent)
        self._callback = callback
        self._interval = interval_ms
        self._pending: tuple | None = None
        self._clock = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fire_pending)

    def __call__(self, *args) -> None:
        if self._timer.isActive():
            self._pending = args
            return
        if self._clock.isValid() and self._clock.elapsed() < self._interval:
            self._pending = args
            self._timer.start(self._interval - self._clock.elapsed())
            return
        self._fire(args)

    def flush(self) -> None:
        """Run a pending call now (before a state the user must see at once)."""
        if self._timer.isActive():
            self._timer.stop()
            self._fire_pending()

    def _fire_pending(self) -> None:
        args, self._pending = self._pending, None
        if args is not None:
            self._fire(args)

    def _fire(self, args: tuple) -> None:
        self._clock.start()
        self._callback(*args)
