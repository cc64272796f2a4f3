"""Replay all of HoDoKu's regression library against our technique finders.

    .venv/bin/python tests/benchmarks/bench_reglib.py [--technique NAME] [--show N]

For each technique (ours, or HoDoKu's name where we have none) it prints how many cases the
library has, how many our finder reproduces exactly (the expected step is among the steps it
enumerates, with the same eliminations and placements; a fail case: it finds nothing), how
many where it finds something else, and how many where it finds nothing. ``--show N`` lists
up to N cases that are not reproduced, per technique, with their line numbers.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "solver"))

from reglib import read_cases, replay  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--technique", help="only the cases of this technique (our name)")
    parser.add_argument("--show", type=int, default=0, help="list N misses per technique")
    args = parser.parse_args()
    cases = read_cases()
    if args.technique:
        cases = [c for c in cases if c.label == args.technique]
    results: dict[str, Counter] = defaultdict(Counter)
    misses: dict[str, list[str]] = defaultdict(list)
    order: list[str] = []
    start = time.process_time()
    for case in cases:
        label = case.label
        if label not in results:
            order.append(label)
        outcome = replay(case)
        results[label][outcome] += 1
        if outcome not in ("exact", "missing"):
            misses[label].append(f"  line {case.line} ({outcome}): {case.text}")
    seconds = time.process_time() - start
    head = f"{'technique':<34}{'cases':>6}{'exact':>7}{'other':>7}{'nothing':>9}"
    print(head)
    print("-" * len(head))
    total: Counter = Counter()
    for label in order:
        counts = results[label]
        n = sum(counts.values())
        total.update(counts)
        total["cases"] += n
        if counts["missing"]:
            print(f"{label:<34}{n:>6}   (not implemented)")
            continue
        print(f"{label:<34}{n:>6}{counts['exact']:>7}{counts['other']:>7}{counts['nothing']:>9}")
    print("-" * len(head))
    ours = total["cases"] - total["missing"]
    print(
        f"{'all implemented':<34}{ours:>6}{total['exact']:>7}{total['other']:>7}"
        f"{total['nothing']:>9}"
    )
    print(f"{total['missing']} cases of techniques we do not implement; {seconds:.1f} s CPU")
    for label in order:
        for line in misses[label][: args.show]:
            print(line)


if __name__ == "__main__":
    main()
