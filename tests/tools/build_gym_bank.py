"""Build solver/gym/bank.tsv: exercise positions for every lesson of the gym, found by
walking the logical paths of the test collections (see solver.gym.bank).

    .venv/bin/python tests/tools/build_gym_bank.py [--per-technique 6] [--minutes 20]

Walks HoDoKu's library positions (each walked on from its pencil marks), then the SE-rated
sample, then Magictour's top 1465 and the forum's hardest, keeping at each step of a path
the position when it passes ``is_exercise`` for the step's technique, until every lesson
has its count or the time is up. Deterministic for the same files and counts.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "solver")]

from reglib import read_cases  # noqa: E402

from solver.fast import count_cells, solve_cells  # noqa: E402
from solver.gym.bank import BANK_PATH, bank_line  # noqa: E402
from solver.gym.exercise import (  # noqa: E402
    exercise_at,
    is_exercise,
    lesson_of_step,
    path_positions,
)
from solver.gym.lessons import LESSONS  # noqa: E402
from solver.techniques import initial_masks  # noqa: E402

DATA = ROOT / "tests" / "data"
PER_SOURCE = 1  # positions of one technique kept from one source puzzle


def sources():
    """(name, givens, start masks, placed) of every source, in the order they are walked."""
    for case in read_cases():
        if case.fail_case:
            continue
        givens = reglib_givens(case.text)
        yield f"reglib line {case.line}", givens, case.masks, case.placed
    for name in ("se_rated_sample817.tsv", "magictour_top1465.txt", "forum_hardest_1106.txt"):
        for number, line in enumerate((DATA / name).read_text(encoding="utf-8").splitlines()):
            text = line.split("\t")[0].strip()
            if len(text) != 81 or line.startswith("#"):
                continue
            givens = [int(ch) if ch.isdigit() else 0 for ch in text]
            yield (
                f"{name} {number + 1}",
                givens,
                initial_masks(givens),
                {c for c in range(81) if givens[c]},
            )


def reglib_givens(text: str) -> list[int]:
    """The clues of a library case: its digits without a ``+`` (those were placed)."""
    givens, plus = [], False
    for ch in text.split(":")[3]:
        if ch == "+":
            plus = True
            continue
        givens.append(int(ch) if ch.isdigit() and not plus else 0)
        plus = False
    return givens


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-technique", type=int, default=6)
    parser.add_argument("--minutes", type=float, default=20.0)
    args = parser.parse_args()
    wanted = {lesson.technique: args.per_technique for lesson in LESSONS}
    found: dict[str, list[str]] = {name: [] for name in wanted}
    deadline = time.monotonic() + 60 * args.minutes
    for name, givens, masks, placed in sources():
        if time.monotonic() > deadline or not any(wanted.values()):
            break
        if count_cells(list(givens), 2) != 1:
            continue
        solution = solve_cells(list(givens))
        kept: dict[str, int] = {}
        for now, filled, step in path_positions(masks, placed, lambda: time.monotonic() > deadline):
            lesson = lesson_of_step(step)
            if lesson is None or not wanted[lesson.technique]:
                continue
            if kept.get(lesson.technique, 0) >= PER_SOURCE:
                continue
            checked = is_exercise(lesson, now, filled)
            if checked is None:
                continue
            exercise = exercise_at(lesson, givens, now, filled, solution, checked, name)
            found[lesson.technique].append(bank_line(exercise) + "\t" + name)
            wanted[lesson.technique] -= 1
            kept[lesson.technique] = kept.get(lesson.technique, 0) + 1
            print(f"{lesson.technique}: {name}", flush=True)
    lines = ["# technique\tgivens\tdigits\tcandidates (729)\tsolution\tsource"]
    for lesson in LESSONS:
        lines += found[lesson.technique]
    BANK_PATH.write_text("\n".join(lines) + "\n", encoding="utf-8")
    missing = [name for name, count in wanted.items() if count]
    print(f"wrote {BANK_PATH}; short of positions: {', '.join(missing) or 'none'}")


if __name__ == "__main__":
    main()
