"""How well does our ER agree with Sudoku Explainer's, and how long does rating take?

    .venv/bin/python tests/benchmarks/bench_se_rating.py [--every N] [--speed N] [--limit S]
        [--hardest N]

Rates tests/data/se_rated_sample817.tsv (817 puzzles SukakuExplainer rated 2.5 to 9.3, 15
per tenth) with ``solver.explain`` and prints exact agreement, agreement within 0.2, 0.3 and
0.5, Spearman's rho, the same by band of SE's rating, and the worst misses; with
``--hardest N``, the first N puzzles of tests/data/forum_hardest_er_sample6.tsv (SE 9.7 to
11.9): ER against SE's and the seconds each; then the time to rate the first ``--speed``
puzzles of magictour top1465 (median, 95th percentile, max, and how many the logic solves
without guessing). Times are wall-clock on a possibly shared machine.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from solver.explain import explain  # noqa: E402
from tests.solver.puzzle_data import puzzle_lines  # noqa: E402
from tests.solver.se_agreement import agreement  # noqa: E402


def calibration(every: int, limit: float) -> None:
    rows = [line.split("\t")[:2] for line in puzzle_lines("se_rated_sample817.tsv")][::every]
    pairs, misses = [], []
    for puzzle, se in rows:
        path = explain(puzzle, time_limit=limit)
        pairs.append((float(se), path.er))
        if path.er is None or abs(path.er - float(se)) > 0.5:
            hardest = max(path.steps, key=lambda item: item.rating, default=None)
            name = hardest.step.technique if hardest else "-"
            misses.append((float(se), path.er, name, path.solved))
    figures = agreement(pairs)
    print(f"SE sample: {figures.puzzles} puzzles")
    print(f"  exact {figures.exact:.1%}  within 0.2 {figures.within_02:.1%}  ", end="")
    print(f"within 0.3 {figures.within_03:.1%}  ", end="")
    print(f"within 0.5 {figures.within_05:.1%}  Spearman {figures.rho:.3f}")
    bands = ((0, 4), (4, 6), (6, 8), (8, 12))
    for low, high in bands:
        band = [(se, er) for se, er in pairs if low <= se < high]
        if band:
            figures = agreement(band)
            print(
                f"  SE {low}-{high}: {figures.puzzles} puzzles, exact {figures.exact:.1%}, ", end=""
            )
            print(f"within 0.2 {figures.within_02:.1%}, within 0.3 {figures.within_03:.1%}")
    for se, er, name, solved in sorted(misses, key=lambda m: m[0])[:: max(1, len(misses) // 25)]:
        print(f"  miss: SE {se:.1f} ours {er}  hardest {name}  solved {solved}")


def hardest(count: int, limit: float) -> None:
    rows = [line.split("\t") for line in puzzle_lines("forum_hardest_er_sample6.tsv")][:count]
    for puzzle, se, *_ in rows:
        started = time.perf_counter()
        path = explain(puzzle, time_limit=limit)
        seconds = time.perf_counter() - started
        state = "stopped" if path.stopped else "solved" if path.solved else "stuck"
        print(f"hardest: SE {se} ours {path.er} ({state}, {len(path.steps)} steps) {seconds:.0f} s")


def speed(count: int, limit: float) -> None:
    puzzles = puzzle_lines("magictour_top1465.txt")[:count]
    times, solved, stopped = [], 0, 0
    for puzzle in puzzles:
        started = time.perf_counter()
        path = explain(puzzle, time_limit=limit)
        times.append(time.perf_counter() - started)
        solved += path.solved
        stopped += path.stopped
    times.sort()
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    print(f"top1465, first {len(puzzles)}: solved by logic {solved} ({solved / len(puzzles):.1%})")
    median = statistics.median(times)
    print(f"  stopped {stopped}; seconds per puzzle: median {median:.2f}, ", end="")
    print(f"p95 {p95:.2f}, max {times[-1]:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--every", type=int, default=1, help="rate every Nth sample puzzle")
    parser.add_argument("--speed", type=int, default=200, help="top1465 puzzles to time")
    parser.add_argument("--limit", type=float, default=60.0, help="time limit per puzzle")
    parser.add_argument("--hardest", type=int, default=0, help="hardest-list puzzles to rate")
    args = parser.parse_args()
    calibration(args.every, args.limit)
    if args.hardest:
        hardest(args.hardest, args.limit)
    if args.speed:
        speed(args.speed, args.limit)


if __name__ == "__main__":
    main()
