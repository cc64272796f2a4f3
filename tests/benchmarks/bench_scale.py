"""Rating one collection three ways: one process, --jobs 2, and --cluster local:2.

    .venv/bin/python tests/benchmarks/bench_scale.py [--puzzles N] [--set FILE] [--no-cluster]

Each way runs ``sudoku-solve --rate --format csv`` as its own command on the same puzzles
(the first N of the set, 200 by default), checks that all three wrote the same lines, and
prints the wall time, puzzles a second and the speed-up over one process side by side,
each way's start-up (the same command on one puzzle) and the CPU seconds it used. The
cluster's time includes starting it; that way is left out without Dask.
"""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
WAYS = {
    "one process": ["--jobs", "1"],
    "--jobs 2": ["--jobs", "2"],
    "--cluster local:2": ["--cluster", "local:2"],
}


def children_cpu_seconds() -> float | None:
    """CPU seconds (user + system) of the child processes waited for so far (None where
    the system does not say: Windows)."""
    try:
        import resource
    except ImportError:
        return None
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def run(puzzle_file: Path, options: list[str]) -> tuple[float, str, float | None]:
    """Wall seconds of one command, what it wrote, and the CPU seconds it and its workers
    used: on a machine shared with other work, the wall time says little about the
    speed-up, the CPU seconds say what each way costs."""
    command = [sys.executable, "-m", "solver", "--rate", "--format", "csv", *options]
    cpu_before = children_cpu_seconds()
    started = time.perf_counter()
    done = subprocess.run(
        [*command, str(puzzle_file)], capture_output=True, text=True, cwd=ROOT, check=False
    )
    elapsed = time.perf_counter() - started
    cpu_after = children_cpu_seconds()
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(options)} failed: {done.stderr}")
    cpu = None if cpu_before is None else cpu_after - cpu_before
    return elapsed, done.stdout, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--puzzles", type=int, default=200)
    parser.add_argument("--set", default="magictour_top1465.txt", help="a file of tests/data")
    parser.add_argument("--no-cluster", action="store_true")
    options = parser.parse_args()
    lines = [line.strip() for line in (DATA / options.set).read_text().splitlines()]
    puzzles = [line for line in lines if line][: options.puzzles]
    ways = dict(WAYS)
    if options.no_cluster or importlib.util.find_spec("distributed") is None:
        del ways["--cluster local:2"]
    with tempfile.TemporaryDirectory() as folder:
        puzzle_file = Path(folder) / "puzzles.txt"
        puzzle_file.write_text("\n".join(puzzles) + "\n")
        results = {name: run(puzzle_file, flags) for name, flags in ways.items()}
        one_puzzle = Path(folder) / "one.txt"
        one_puzzle.write_text(puzzles[0] + "\n")
        start_up = {name: run(one_puzzle, flags)[0] for name, flags in ways.items()}
    first = next(iter(results.values()))
    print(f"{len(puzzles)} puzzles of {options.set}, sudoku-solve --rate, wall time:")
    print(
        f"{'way':<20} {'seconds':>8} {'puzzles/s':>10} {'speed-up':>9}  same output  1 puzzle"
        f"  {'CPU s':>7}"
    )
    for name, (seconds, output, cpu) in results.items():
        print(
            f"{name:<20} {seconds:8.1f} {len(puzzles) / seconds:10.2f} "
            f"{first[0] / seconds:8.2f}x  {'yes' if output == first[1] else 'NO ':<11}"
            f"{start_up[name]:8.1f}  {'?' if cpu is None else f'{cpu:7.1f}':>7}"
        )
    print("(1 puzzle: the seconds of the same command on the first puzzle alone: its start-up)")
    print("(CPU s: user + system seconds of the command and its workers; CPU s / seconds is")
    print(" the cores it kept busy: fewer than its workers, the machine had other work)")


if __name__ == "__main__":
    main()
