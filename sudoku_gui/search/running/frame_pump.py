"""The search view's frame pump: when each view repaints while playback moves.

Views follow the playback through throttles, so a search streaming at full speed repaints
at a steady rate, and the last frame is always exact: the pictures (the grid, then the tree)
at ``FRAME_MS``, the readouts (log, timeline, statistics, and the rows the record gained) at
``READOUT_MS``. Text nobody can read at 30 frames a second need not be redrawn that often.
The tree follows the grid half a frame later, so the two costliest repaints never share one
turn of the event loop: each turn stays short, and the window answers input between them.

The pump only schedules: what a frame, the tree's turn and a readout paint are the three
callbacks it is built with.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from sudoku_gui.search.running.throttle import Throttle

FRAME_MS = 33  # 30 frames a second at full speed: the grid repaint is the costly part
READOUT_MS = 100


class FramePump(QObject):
    """Schedules the grid's frames, the tree's turns and the readouts (see the module
    docstring): ``paint_frame()``, ``paint_tree()`` and ``show_readout()`` do the painting."""

    def __init__(
        self,
        paint_frame: Callable[[], None],
        paint_tree: Callable[[], None],
        show_readout: Callable[[], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._paint_frame = paint_frame
        self._paint_tree = paint_tree
        self._show_readout = show_readout
        self._frame = Throttle(self._on_frame, FRAME_MS, self)
        self._readout = Throttle(self._on_readout, READOUT_MS, self)
        self._tree_turn = QTimer(self)  # the tree's turn, half a frame after the grid's
        self._tree_turn.setSingleShot(True)
        self._tree_turn.setInterval(FRAME_MS // 2)
        self._tree_turn.timeout.connect(self._paint_tree)

    def moved(self, *_position) -> None:
        """Playback moved: a frame and a readout are due."""
        self._frame()
        self._readout()

    def frame_due(self) -> None:
        """The frame must be painted again (the same position, another notation)."""
        self._frame()

    def readout_due(self, *_rows) -> None:
        """The record grew: a readout is due."""
        self._readout()

    def readout_now(self) -> None:
        """Show the readout at once (the record was replaced, or the search ended)."""
        self._on_readout()

    def flush(self) -> None:
        """Paint whatever is pending now (playback paused: the user must see it at once)."""
        self._frame.flush()
        self._readout.flush()
        if self._tree_turn.isActive():
            self._tree_turn.stop()
            self._paint_tree()

    def _on_frame(self) -> None:
        self._paint_frame()
        self._schedule_tree()

    def _on_readout(self) -> None:
        self._show_readout()
        self._schedule_tree()

    def _schedule_tree(self) -> None:
        if not self._tree_turn.isActive():
            self._tree_turn.start()
