"""How does the search view hold up? Responsiveness, tree painting, record memory, Solve now.

    .venv/bin/python tests/benchmarks/bench_search_view.py [--nodes N] [--stream-seconds S]

1. Event-loop responsiveness: the whole search view (window, tree, log, grid) plays plain
   backtracking on the 003 puzzle at full speed while the worker streams it; a 5 ms timer on
   the GUI thread records the longest gap between its ticks (target: under 50 ms). Then the
   resident memory of the window and search processes, and the machine's noise: how far a
   fixed piece of pure-Python work stretches now and then, which every gap here is subject to.
2. Record memory: a search of ``--nodes`` tree nodes (default 1,000,000: plain backtracking
   on the 003 puzzle) is recorded, and tracemalloc measures what the record holds
   (target: under 300 MB at 1,000,000 nodes).
3. Tree painting at that size: the mean and worst time to paint an 800x600 frame, zoomed to
   fit, at the boundary zoom where nodes are drawn one by one, and at the default zoom
   following the last node (target: under 16 ms per frame).
4. Solve now: the time from the request to the answer arriving on the GUI thread through the
   worker, for every seed puzzle and the 95 hard puzzles of Norvig's essay (target: 100 ms).

Runs offscreen; the figures are wall-clock times on this machine.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["HOME"] = tempfile.mkdtemp(prefix="sudoku-lens-bench-")  # never the user's autosave

from PySide6.QtCore import QElapsedTimer, QEventLoop, QStandardPaths, QTimer  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402

import solver  # noqa: E402
from sudoku_gui.app import create_application  # noqa: E402
from sudoku_gui.document.model import from_grid  # noqa: E402
from sudoku_gui.search.model.recording import SearchRecord  # noqa: E402
from sudoku_gui.search.running import solver_process  # noqa: E402
from sudoku_gui.search.running.playback import SPEED_STEPS  # noqa: E402
from sudoku_gui.search.running.worker import SearchController, freeze_startup_objects  # noqa: E402
from sudoku_gui.search.views.tree_view import NODE_MODE_MIN_COLUMN_PX, HypothesisTreeView  # noqa: E402
from sudoku_gui.support.user_data import DATA_FOLDER_VARIABLE, keep_settings_in  # noqa: E402
from sudoku_gui.window.main_window import MainWindow  # noqa: E402

FOOL_003 = "000000000000000280376400000700001000020000000400300006010028000000005000000000003"
TICK_MS = 5
NOISE_CHUNK = 15000
SETTLE_MS = 500
PAINT_FRAMES = 30
BATCH = 20000


def run_loop_for(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def responsiveness(seconds: float, strategy: str) -> None:
    """The longest gap between GUI timer ticks while a search streams and plays at full speed."""
    window = MainWindow()
    panel = window.search_panel
    window.resize(1400, 900)
    window.show()
    window.editor.replace(from_grid(solver.parse(FOOL_003)), "bench")
    panel.bar.strategy.setCurrentIndex(panel.bar.strategy.findData(strategy))
    panel.bar.node_limit.setCurrentIndex(panel.bar.node_limit.findData(None))
    panel.bar.speed.setValue(SPEED_STEPS)
    run_loop_for(SETTLE_MS)  # shown and painted, as a window is before anyone presses Play
    freeze_startup_objects()  # as the app does once its window is built
    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed()]

    def tick() -> None:
        now = clock.nsecsElapsed()
        gaps.append(((now - last[0]) / 1e6, last[0] / 1e9))
        last[0] = now

    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    timer.start()
    panel.session.play()
    run_loop_for(int(seconds * 1000))
    timer.stop()
    rows = len(panel.session.record)
    nodes = len(panel.session.record.tree)
    memory = process_memory()
    panel.session.shutdown()
    window.close()
    gaps.sort()
    longest, at = gaps[-1]
    print(f"1. responsiveness while streaming at full speed ({strategy} on fool-003)")
    print(
        f"   {seconds:.0f} s: {rows:,} events recorded, {nodes:,} tree nodes, {len(gaps):,} ticks"
    )
    print(
        f"   gap between {TICK_MS} ms ticks: median {gaps[len(gaps) // 2][0]:.1f} ms, "
        f"99th percentile {gaps[int(len(gaps) * 0.99)][0]:.1f} ms, longest {longest:.1f} ms "
        f"at {at:.2f} s (target < 50 ms)"
    )
    print(f"   gaps over 25 ms: {sum(1 for gap, _at in gaps if gap > 25)}")
    if memory:
        print(f"   resident memory at the end: {memory}")
    machine_noise()


def process_memory() -> str:
    """Resident and peak memory of this process and of the search process (Linux only)."""
    solvers = [
        p for p in multiprocessing.active_children() if p.name == solver_process.PROCESS_NAME
    ]
    figures = []
    for name, pid in [("window", os.getpid())] + [("search", p.pid) for p in solvers]:
        status = Path(f"/proc/{pid}/status")
        if not status.exists():
            return ""
        fields = dict(line.split(":", 1) for line in status.read_text().splitlines())
        rss, peak = (int(fields[key].split()[0]) / 1024 for key in ("VmRSS", "VmHWM"))
        figures.append(f"{name} process {rss:.0f} MB (peak {peak:.0f} MB)")
    return ", ".join(figures)


def machine_noise(seconds: float = 5.0) -> None:
    """How much this machine stretches a fixed piece of work now and then: the same
    pure-Python loop, timed over and over. The responsiveness figures read against it."""
    times = []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        began = time.perf_counter()
        sum(i * i for i in range(NOISE_CHUNK))
        times.append((time.perf_counter() - began) * 1000)
    times.sort()
    median = times[len(times) // 2]
    print(
        f"   machine noise: a fixed {median:.2f} ms of work took up to {times[-1]:.1f} ms "
        f"({times[-1] / median:.0f}x) over {len(times):,} repeats"
    )


def record_of(nodes: int) -> SearchRecord:
    """A recorded backtracking search of ``nodes`` guesses, with tracemalloc's figure."""
    run = solver.search(FOOL_003, "backtracking", node_limit=nodes - 1)
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    began = time.perf_counter()
    record = SearchRecord()
    batch: list = []
    for event in run:
        batch.append(event)
        if len(batch) == BATCH:
            record.extend(batch)
            batch = []
    record.extend(batch)
    batch = []
    elapsed = time.perf_counter() - began
    held = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    print(f"2. record memory: {len(record):,} events, {len(record.tree):,} tree nodes")
    print(f"   held by the record: {held / 1e6:.1f} MB (target < 300 MB at 1,000,000 nodes)")
    per_node, per_event = len(record) / len(record.tree), held / len(record)
    print(f"   {per_node:.2f} events per node, {per_event:.1f} B per event")
    print(f"   built in {elapsed:.1f} s under tracemalloc (search and record together)")
    return record


def paint_times(record: SearchRecord) -> None:
    """Mean and worst paint time of the tree view at a few zooms, on the whole record."""
    view = HypothesisTreeView()
    view.resize(800, 600)
    view.set_record(record)
    view.set_position(len(record), record.current[-1])
    image = QImage(800, 600, QImage.Format.Format_ARGB32_Premultiplied)
    print(
        f"3. tree paint, 800x600, {len(record.tree):,} nodes, {record.tree.column_count:,} columns"
    )
    zooms = {
        "fit to view": lambda: view.fit_to_view(),
        "nodes one by one": lambda: setattr(view, "column_px", NODE_MODE_MIN_COLUMN_PX),
        "default zoom, following": lambda: (
            view.set_record(record) or view.set_position(len(record), record.current[-1])
        ),
    }
    for name, arrange in zooms.items():
        arrange()
        view.render(image)  # warm up
        times = []
        for _ in range(PAINT_FRAMES):
            began = time.perf_counter()
            view.render(image)
            times.append((time.perf_counter() - began) * 1000)
        print(
            f"   {name}: mean {sum(times) / len(times):.2f} ms, worst {max(times):.2f} ms "
            f"(target < 16 ms)"
        )


def solve_now_latency() -> None:
    """Request to answer on the GUI thread, through the worker, per puzzle."""
    puzzles = [line.split("\t")[1] for line in _lines(ROOT / "resources" / "samples.tsv")]
    seeds = len(puzzles)
    top95 = DATA / "norvig_top95.txt"
    if top95.exists():
        puzzles += list(_lines(top95))
    controller = SearchController()
    answers: list[float] = []
    loop = QEventLoop()
    clock = QElapsedTimer()

    def answered(_job, solution) -> None:
        if solution is None:
            raise SystemExit("Solve now found no solution for a seed or top95 puzzle")
        answers.append(clock.nsecsElapsed() / 1e6)
        loop.quit()

    controller.solution_ready.connect(answered)
    for puzzle in puzzles:
        clock.start()
        controller.solve_now(puzzle)
        loop.exec()
    controller.shutdown()
    print(f"4. Solve now, request to answer on the GUI thread ({seeds} seed puzzles", end="")
    print(f" + {len(puzzles) - seeds} top95)" if top95.exists() else "; top95 not found)")
    ordered = sorted(answers)
    print(
        f"   median {ordered[len(ordered) // 2]:.1f} ms, worst {ordered[-1]:.1f} ms "
        f"(target < 100 ms); over 100 ms: {sum(1 for a in answers if a > 100)}"
    )


def _lines(path: Path):
    for line in path.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            yield line.strip()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--nodes", type=int, default=1_000_000)
    parser.add_argument("--stream-seconds", type=float, default=10.0)
    parser.add_argument(
        "--strategy",
        default="backtracking",
        choices=sorted(solver.STRATEGIES),
        help="the strategy streamed in part 1 (backtracking: the longest stream)",
    )
    parser.add_argument(
        "--only",
        choices=("responsiveness", "tree", "solve-now"),
        help="run one part (tree = record memory and tree paint)",
    )
    options = parser.parse_args()
    QStandardPaths.setTestModeEnabled(True)
    home = Path(os.environ["HOME"])  # a fresh folder: never a person's settings or autosave
    os.environ[DATA_FOLDER_VARIABLE] = str(home / "data")
    keep_settings_in(home / "settings")
    app = create_application(sys.argv[:1])  # as the app makes it
    if options.only in (None, "responsiveness"):
        responsiveness(options.stream_seconds, options.strategy)
    if options.only in (None, "tree"):
        paint_times(record_of(options.nodes))
    if options.only in (None, "solve-now"):
        solve_now_latency()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
