"""``run_smoke_test(window)``: the search view end to end, for ``sudoku-lens --smoke-test``.

Loads article 003's puzzle, records its norvig search through the real solver thread,
plays it at full speed to the end, and checks that the board the playback ends on is a valid
solution of the puzzle. Returns 0 on success; otherwise prints what went wrong and returns 1.
"""

from __future__ import annotations

from PySide6.QtCore import QEventLoop, QTimer

import solver
from solver.grid import is_solution_of
from sudoku_gui.dialogs.window_hooks import WindowHooks
from sudoku_gui.document.model import from_grid
from sudoku_gui.search.model.cursor import board_digits
from sudoku_gui.search.running.playback import RECORD_END, SPEED_STEPS
from sudoku_gui.search.running.session import DEFAULT_NODE_LIMIT
from sudoku_gui.search.views.panel import SearchPanel, install_search

SMOKE_PUZZLE = "000000000000000280376400000700001000020000000400300006010028000000005000000000003"
SMOKE_STRATEGY = "norvig"
TIMEOUT_MS = 30000


def wait_until_stopped(panel: SearchPanel, timeout_ms: int) -> list[str]:
    """Run the event loop until the playback pauses by itself (or ``timeout_ms`` pass);
    the reasons it gave (empty on a time-out)."""
    loop = QEventLoop()
    reasons: list[str] = []

    def stopped(reason: str) -> None:
        reasons.append(reason)
        loop.quit()

    panel.playback.stopped_at.connect(stopped)
    QTimer.singleShot(timeout_ms, loop.quit)
    loop.exec()
    panel.playback.stopped_at.disconnect(stopped)
    return reasons


def run_smoke_test(window: WindowHooks, panel: SearchPanel | None = None) -> int:
    """Solve a built-in puzzle through the worker thread and playback; 0 if all went well.
    Uses ``panel``, or the window's search view (installed if the window has none yet)."""
    panel = panel if panel is not None else install_search(window)
    panel.set_remember_settings(False)  # the choices below are the test's, not the user's
    grid = solver.parse(SMOKE_PUZZLE)
    window.editor.replace(from_grid(grid), "Smoke test puzzle")
    bar = panel.bar
    bar.strategy.setCurrentIndex(bar.strategy.findData(SMOKE_STRATEGY))
    bar.node_limit.setCurrentIndex(bar.node_limit.findData(DEFAULT_NODE_LIMIT))
    bar.speed.setValue(SPEED_STEPS)
    for box in (*bar.breakpoints.values(), bar.depth_box):
        box.setChecked(False)  # remembered breakpoints would pause it short of the end
    panel.session.play()
    reasons = wait_until_stopped(panel, TIMEOUT_MS)
    panel.session.shutdown()
    if reasons != [RECORD_END]:
        print(f"smoke test: playback did not reach the end ({reasons or 'timed out'})")
        return 1
    board = board_digits(panel.playback.cursor.board)
    if not is_solution_of(board, grid):
        print(f"smoke test: the final board is not a solution: {board}")
        return 1
    print(f"smoke test: solved {SMOKE_PUZZLE} with {SMOKE_STRATEGY} through the worker: ok")
    return 0
