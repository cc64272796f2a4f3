"""Large collections open without freezing the window: a chooser opens at once and fills
while a background thread reads the file; the window's event loop keeps turning."""

from __future__ import annotations

import time

from PySide6.QtCore import QElapsedTimer, QTimer

import solver
from solver.format_marks import to_marks
from solver.techniques import initial_masks
from sudoku_gui.dialogs.chooser import CollectionChooser
from sudoku_gui.jobs.collection import (
    PACKED_BYTES,
    PackedPuzzles,
    pack,
    pack_candidates,
    unpack,
    unpack_candidates,
)
from sudoku_gui.window.file_commands import SMALL_FILE
from tests.solver.puzzle_data import DATA_DIR

TOP1465 = [line.strip() for line in (DATA_DIR / "magictour_top1465.txt").read_text().split()
           if len(line.strip()) == 81]  # fmt: skip


def write_collection(path, count: int) -> list[str]:
    puzzles = [TOP1465[i % len(TOP1465)] for i in range(count)]
    path.write_text("\n".join(puzzles) + "\n")
    return puzzles


def test_packing_keeps_every_digit():
    cells = tuple(solver.parse(TOP1465[0]).cells)
    assert len(pack(cells)) == PACKED_BYTES and unpack(pack(cells)) == cells
    store = PackedPuzzles()
    store.extend(pack(cells) + pack((9,) * 81), [3, 4])
    assert store.grid(1).cells == (9,) * 81 and store.label(0).startswith("#1 (line 3): ")


def test_a_large_collection_opens_a_chooser_at_once_and_the_window_keeps_turning(
    window, qtbot, tmp_path, messages
):
    path = tmp_path / "big.txt"
    puzzles = write_collection(path, 40_000)
    assert path.stat().st_size > SMALL_FILE
    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    ticker = QTimer()
    ticker.setInterval(10)
    ticker.timeout.connect(lambda: gaps.append(clock.restart()))
    ticker.start()
    started = time.monotonic()
    assert window.files.open_file(path) is True
    assert time.monotonic() - started < 0.5, "open_file returns at once"
    chooser = window.findChild(CollectionChooser)
    assert chooser is not None and chooser.isVisible()
    qtbot.waitUntil(lambda: chooser.model.rowCount() > 0, timeout=500)
    qtbot.waitUntil(lambda: chooser.done_reading, timeout=60_000)
    ticker.stop()
    assert chooser.model.rowCount() == 40_000
    assert "holds 40,000 puzzles" in chooser.status.text()
    assert max(gaps[1:]) < 100, f"the event loop stalled for {max(gaps):.0f} ms"
    chooser.list.setCurrentIndex(chooser.model.index(1234))
    chooser.accept()
    assert window.document.givens_grid() == solver.parse(puzzles[1234])
    assert window.files.recent_files()[0].endswith("big.txt")


def test_a_large_file_of_one_puzzle_opens_it_and_one_of_none_says_so(window, qtbot, tmp_path,
                                                                     messages):  # fmt: skip
    one = tmp_path / "one.txt"
    one.write_text("# " + "x" * SMALL_FILE + "\n" + TOP1465[7] + "\n")
    window.files.open_file(one)
    qtbot.waitUntil(lambda: window.document.givens_grid() == solver.parse(TOP1465[7]))
    none = tmp_path / "none.txt"
    none.write_text("not a puzzle\n" * (SMALL_FILE // 10))
    window.files.open_file(none)
    qtbot.waitUntil(lambda: bool(messages), timeout=10_000)
    assert messages[-1][2].startswith("Cannot open none.txt: ")


def test_a_large_collection_of_positions_keeps_their_pencil_marks(window, qtbot, tmp_path):
    """Positions in the 729-character form, more than SMALL_FILE of them: the one chosen
    opens with its candidates (as the window opens a small file), and one with a cell
    without candidates is left out, its error told."""
    cells = solver.parse(TOP1465[0]).cells
    masks = initial_masks(cells)
    crossed = next(c for c in range(81) if masks[c].bit_count() >= 3)
    masks[crossed] &= masks[crossed] - 1
    assert unpack_candidates(pack_candidates(masks)) == tuple(masks)
    broken = list(masks)
    broken[crossed] = 0
    path = tmp_path / "positions.txt"
    lines = [to_marks(broken)] + [to_marks(masks)] * 100
    path.write_text("\n".join(lines) + "\n")
    assert path.stat().st_size > SMALL_FILE
    assert window.files.open_file(path) is True
    chooser = window.findChild(CollectionChooser)
    qtbot.waitUntil(lambda: chooser.done_reading, timeout=60_000)
    assert chooser.model.rowCount() == 100
    assert chooser.store.lines[0] == 2  # line 1 was left out
    chooser.list.setCurrentIndex(chooser.model.index(7))
    chooser.accept()
    assert window.document.givens_grid().candidates == tuple(masks)
    assert window.document.marks[crossed] == masks[crossed]
