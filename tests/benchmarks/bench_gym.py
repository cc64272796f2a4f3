"""How long the gym takes to make an exercise: per tier, the median and the longest time of
``make_technique_exercise`` over every lesson of the tier and several seeds.

The goals (issue 30): a median of at most 2 s for the tiers up to fish and wings, 10 s for
chains. Each exercise is made in a fresh process, as the app's worker would on its first
exercise (the bank read and the tables built), unless ``--warm`` times them in this one.
``--generated`` times the hunt in new puzzles only (no bank), with ``--limit`` seconds for
each, for the tiers given (default: singles). Run from the repository:

    .venv/bin/python tests/benchmarks/bench_gym.py [--seeds 3] [--warm]
    .venv/bin/python tests/benchmarks/bench_gym.py --generated --tiers singles "fish and wings"
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from solver.gym import LESSONS, Tier, make_technique_exercise  # noqa: E402

# Makes one exercise in a fresh process and prints the seconds it took, or null.
CHILD = r"""
import json, sys, time
started = time.perf_counter()
from solver.gym import make_technique_exercise
technique, seed, limit = sys.argv[1], int(sys.argv[2]), float(sys.argv[4])
use_bank = sys.argv[3] == "1"
stop = lambda: time.perf_counter() - started > limit
made = make_technique_exercise(technique, seed=seed, should_stop=stop, use_bank=use_bank)
print(json.dumps(None if made is None else time.perf_counter() - started))
"""


def timed(technique: str, seed: int, warm: bool, use_bank: bool, limit: float) -> float | None:
    if warm:
        started = time.perf_counter()
        stop = lambda: time.perf_counter() - started > limit  # noqa: E731
        made = make_technique_exercise(technique, seed=seed, should_stop=stop, use_bank=use_bank)
        return None if made is None else time.perf_counter() - started
    out = subprocess.run(
        [sys.executable, "-c", CHILD, technique, str(seed), "1" if use_bank else "0", str(limit)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    return json.loads(out.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--warm", action="store_true", help="time in this process")
    parser.add_argument("--generated", action="store_true", help="new puzzles only")
    parser.add_argument("--limit", type=float, default=60.0, help="seconds per exercise")
    parser.add_argument(
        "--tiers", nargs="*", help="tier names (default: all; singles with --generated)"
    )
    args = parser.parse_args()
    chosen = args.tiers or (["singles"] if args.generated else [t.value for t in Tier])
    print(f"{'tier':28} {'median s':>9} {'max s':>7} {'missed':>7}  (lessons x {args.seeds} seeds)")
    for tier in Tier:
        if tier.value not in chosen:
            continue
        times, missed = [], 0
        for lesson in (lesson for lesson in LESSONS if lesson.tier == tier):
            for seed in range(args.seeds):
                seconds = timed(lesson.technique, seed, args.warm, not args.generated, args.limit)
                if seconds is None:
                    missed += 1
                    print(f"  {lesson.technique} seed {seed}: none within {args.limit:g} s")
                else:
                    times.append(seconds)
        median = statistics.median(times) if times else float("nan")
        longest = max(times) if times else float("nan")
        print(f"{tier.value:28} {median:9.2f} {longest:7.2f} {missed:7d}", flush=True)


if __name__ == "__main__":
    main()
