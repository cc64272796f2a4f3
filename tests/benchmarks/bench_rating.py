"""How do the puzzle sets rate, how long does a rating take, and how long does generating?

    .venv/bin/python tests/benchmarks/bench_rating.py [--sets a,b] [--limit N] [--seeds N]

(``--sets ""`` times the generator alone; ``--seeds 0`` the ratings alone.)

For each puzzle set of tests/data it prints how many puzzles rate at each level, the
techniques that were the hardest needed, and the rating time per puzzle (mean and worst).
Then, per level, the time to generate a puzzle (mean and worst over ``--seeds`` seeds, with
the attempts it took). Times are this process's CPU time (the machine may be shared).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
sys.path.insert(0, str(ROOT))

from solver.generator import generate  # noqa: E402
from solver.rating import LEVELS, SOLVABLE_LEVELS, rate  # noqa: E402

SETS = {
    "norvig_easy50": "norvig_easy50.txt",
    "norvig_top95": "norvig_top95.txt",
    "magictour_top1465": "magictour_top1465.txt",
}


def load(name: str, limit: int | None) -> list[str]:
    puzzles = [line.strip() for line in (DATA / name).read_text().splitlines() if line.strip()]
    return puzzles[:limit] if limit else puzzles


def bench_set(name: str, puzzles: list[str]) -> None:
    levels: Counter = Counter()
    hardest: Counter = Counter()
    times = []
    for puzzle in puzzles:
        start = time.process_time()
        rating = rate(puzzle)
        times.append(time.process_time() - start)
        levels[rating.level] += 1
        if rating.level != "needs guessing":
            hardest[rating.hardest] += 1
    total = len(puzzles)
    shares = "  ".join(f"{lvl} {levels[lvl]} ({100 * levels[lvl] / total:.0f}%)" for lvl in LEVELS)
    print(f"{name} ({total} puzzles)")
    print(f"  levels:  {shares}")
    print(f"  hardest technique (solved by logic): {dict(hardest.most_common())}")
    print(
        f"  rating time: mean {1000 * sum(times) / total:.1f} ms, "
        f"worst {1000 * max(times):.0f} ms per puzzle"
    )


def bench_generation(seeds: int) -> None:
    print(f"generation (rotational symmetry, {seeds} seeds per level)")
    for level in SOLVABLE_LEVELS:
        times, attempts, givens = [], [], []
        for seed in range(seeds):
            start = time.process_time()
            made = generate(level, seed=seed)
            times.append(time.process_time() - start)
            attempts.append(made.attempts)
            givens.append(made.puzzle.filled)
        print(
            f"  {level:7s} mean {sum(times) / seeds:.2f} s, worst {max(times):.2f} s; "
            f"attempts mean {sum(attempts) / seeds:.1f}, worst {max(attempts)}; "
            f"givens {min(givens)}-{max(givens)}"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default=",".join(SETS), help="comma-separated set names")
    parser.add_argument("--limit", type=int, default=None, help="puzzles per set at most")
    parser.add_argument("--seeds", type=int, default=10, help="generated puzzles per level")
    args = parser.parse_args()
    for name in filter(None, args.sets.split(",")):
        if name not in SETS:
            parser.error(f"unknown set {name!r} (choose from: {', '.join(SETS)})")
        bench_set(name, load(SETS[name], args.limit))
    if args.seeds:
        bench_generation(args.seeds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
