"""What keeping causes costs: the event stream and its record, with causes and without.

Every Deduce, Eliminate and Contradiction now names the events that made it true, and the
window's record keeps them (a column, plus the pool for the rows with several causes). The
goal: the stream within 20% of its speed before causes. This script checks out the solver
and the record as they were before causes (``--before``, a commit; by default the parent of
the commit that added them) into a temporary folder with ``git archive``, then times both
side by side, alternating rounds in fresh processes, on the same puzzles:

* stream: ``solver.search`` over every puzzle (events per second, CPU time);
* record: the same events taken into a ``SearchRecord`` (what the search process does).

It prints the median of each and the ratio, and the record's bytes per event. Run it from
the repository: ``.venv/bin/python tests/benchmarks/bench_causes.py``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BEFORE = "c1f5d8e^"  # the parent of "solver: events name their causes"
PUZZLE_FILE = ROOT / "tests" / "data" / "norvig_top95.txt"

# Run in a child process with the tree to time first on sys.path: prints JSON figures.
CHILD = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
import solver
try:
    from sudoku_gui.search.model.recording import SearchRecord
except ImportError:  # before the search package was split into model, running and views
    from sudoku_gui.search.recording import SearchRecord
puzzles = json.loads(sys.argv[2])
strategy = sys.argv[3]
start = time.process_time()
events = 0
streams = []
for puzzle in puzzles:
    stream = list(solver.search(puzzle, strategy, node_limit=20000))
    events += len(stream)
    streams.append(stream)
stream_seconds = time.process_time() - start
start = time.process_time()
size = 0
for stream in streams:
    record = SearchRecord()
    record.extend(stream)
    size += sum(column.itemsize * len(column) for column in record._columns)
    size += record._pool.itemsize * len(record._pool)
record_seconds = time.process_time() - start
print(json.dumps({"events": events, "stream": stream_seconds, "record": record_seconds,
                  "bytes": size}))
"""


def puzzles(limit: int) -> list[str]:
    lines = [line.strip() for line in PUZZLE_FILE.read_text().splitlines()]
    return [line for line in lines if line and not line.startswith("#")][:limit]


def checkout(commit: str, folder: Path) -> None:
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", commit, "solver", "sudoku_gui"],
        check=True,
        capture_output=True,
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)


def timed(tree: Path, chosen: list[str], strategy: str) -> dict:
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(tree), json.dumps(chosen), strategy],
        capture_output=True,
        text=True,
        cwd=tree,
    )
    if done.returncode:
        raise SystemExit(f"timing the tree in {tree} failed:\n{done.stderr}")
    return json.loads(done.stdout)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", default=BEFORE, help="the commit without causes")
    parser.add_argument("--limit", type=int, default=40, help="puzzles of top95 (default 40)")
    parser.add_argument("--rounds", type=int, default=5, help="alternating rounds (default 5)")
    parser.add_argument("--strategy", default="norvig")
    args = parser.parse_args(argv)
    chosen = puzzles(args.limit)
    with tempfile.TemporaryDirectory() as folder:
        before = Path(folder)
        checkout(args.before, before)
        runs: dict[str, list[dict]] = {"before": [], "now": []}
        for _ in range(args.rounds):
            runs["before"].append(timed(before, chosen, args.strategy))
            runs["now"].append(timed(ROOT, chosen, args.strategy))
    print(
        f"{len(chosen)} puzzles of top95, strategy {args.strategy}, {args.rounds} rounds "
        f"(median CPU time); before = {args.before}"
    )
    medians = {}
    for name, results in runs.items():
        events = results[0]["events"]
        stream = statistics.median(r["stream"] for r in results)
        record = statistics.median(r["record"] for r in results)
        medians[name] = (stream, record)
        print(
            f"  {name:<6} {events:>9,} events  stream {events / stream:>10,.0f} events/s  "
            f"record {events / record:>10,.0f} events/s  "
            f"{results[0]['bytes'] / events:5.1f} bytes/event"
        )
    (stream_before, record_before), (stream_now, record_now) = medians["before"], medians["now"]
    print(
        f"  now / before: stream time x{stream_now / stream_before:.2f}, "
        f"record time x{record_now / record_before:.2f}, "
        f"both x{(stream_now + record_now) / (stream_before + record_before):.2f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
