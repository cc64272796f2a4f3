"""A playback position in a search record, and the board as it stands there.

Pure Python: no Qt here.
"""

from __future__ import annotations

from solver.board import SINGLE_DIGIT
from sudoku_gui.search.model.recording import INITIAL_BOARD, SearchRecord


class RecordCursor:
    """A position in a record (how many events are replayed) and the board there.

    Moving one step applies or takes back one row; a long jump starts from the nearest
    snapshot, so any move costs at most ``snapshot_every`` row replays.
    """

    def __init__(self, record: SearchRecord) -> None:
        self.record = record
        self.position = 0
        self.board = list(INITIAL_BOARD)

    def seek(self, position: int) -> None:
        """Move to ``position`` (clamped to the record), forward or back."""
        record = self.record
        position = max(0, min(position, len(record)))
        if abs(position - self.position) > record.snapshot_every:
            self.position, self.board = record.snapshot(position)
        board = self.board
        while self.position < position:
            record.redo(board, self.position)
            self.position += 1
        while self.position > position:
            self.position -= 1
            record.undo(board, self.position)

    @property
    def node(self) -> int:
        """The search node the board belongs to (0, the root, before any guess)."""
        return self.record.current[self.position - 1] if self.position else 0


def board_digits(board) -> str:
    """The 81-character string of a board's fixed cells (``.`` where a cell is open)."""
    return "".join(str(SINGLE_DIGIT[m]) if SINGLE_DIGIT[m] else "." for m in board)
