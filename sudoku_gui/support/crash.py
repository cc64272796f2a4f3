"""A crash handler: an uncaught exception shows a dialog with the error instead of vanishing.

Exceptions can surface in any thread (a worker's slot, a Python thread), but only the GUI
thread may show a dialog, so the hooks only emit a signal; a ``CrashReporter`` living in the
GUI thread receives it (queued across threads) and shows the dialog. The traceback also goes
to standard error when there is one: a windowed Windows executable has none (``sys.stderr``
is None), and there the dialog is all a person sees. The autosave is written after every
change, so the puzzle survives whatever happens next.

Signals:
    crashed(text)   the formatted traceback of an uncaught exception
"""

from __future__ import annotations

import sys
import threading
import traceback

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QMessageBox, QWidget

from sudoku_gui.support.words import translate


class CrashReporter(QObject):
    """Installs ``sys.excepthook`` and ``threading.excepthook`` (see the module docstring)."""

    crashed = Signal(str)

    def __init__(self, parent_widget: QWidget | None = None) -> None:
        super().__init__()
        self._parent_widget = parent_widget
        self._previous = (sys.excepthook, threading.excepthook)
        self.crashed.connect(self.on_crashed)

    def install(self) -> None:
        sys.excepthook = self._on_exception
        threading.excepthook = self._on_thread_exception

    def uninstall(self) -> None:
        sys.excepthook, threading.excepthook = self._previous

    def _on_exception(self, kind, value, tb) -> None:
        text = "".join(traceback.format_exception(kind, value, tb))
        if sys.stderr is not None:
            sys.stderr.write(text)
        self.crashed.emit(text)

    def _on_thread_exception(self, args: threading.ExceptHookArgs) -> None:
        self._on_exception(args.exc_type, args.exc_value, args.exc_traceback)

    @Slot(str)
    def on_crashed(self, text: str) -> None:
        lines = text.strip().splitlines()
        last_line = lines[-1] if lines else translate("Crash", "unknown error")
        box = QMessageBox(self._parent_widget)
        box.setIcon(QMessageBox.Icon.Critical)
        box.setWindowTitle(translate("Crash", "Sudoku Lens: unexpected error"))
        box.setText(
            translate(
                "Crash",
                "Something went wrong: {last_line}\n\nYour puzzle is autosaved and will be back at "
                "the next start. Please report this error with the details below.",
            ).format(last_line=last_line)
        )
        box.setDetailedText(text)
        box.setObjectName("crash_dialog")
        box.open()
