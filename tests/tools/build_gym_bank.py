"""Build solver/gym/bank.tsv: exercise positions for every lesson of the gym, found by
walking the logical paths of the test collections (see solver.gym.bank).

    .venv/bin/python tests/tools/build_gym_bank.py [--per-technique 6] [--minutes 20]
        [--seconds-per-source 20]

Walks HoDoKu's library positions (each walked on from its pencil marks), then the SE-rated
sample, then Magictour's top 1465 and the forum's hardest, keeping at each step of a path
the position when it passes ``is_exercise`` for the step's technique, (and for the lessons it is the
more general form of), until every lesson has its count or the time is up. Goes on from the
bank already written (lessons with their count are passed over) and rewrites it after each
position found. Deterministic for the same files and counts.
"""

from __future__ import annotations

import argparse
import sys
import time
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "solver")]

from reglib import read_cases  # noqa: E402

from solver.fast import count_cells, solve_cells  # noqa: E402
from solver.gym.bank import BANK_PATH, bank_line  # noqa: E402
from solver.gym.exercise import (  # noqa: E402
    exercise_at,
    is_exercise,
    lessons_at,
    path_positions,
)
from solver.gym.lessons import LESSONS  # noqa: E402
from solver.techniques import initial_masks  # noqa: E402

DATA = ROOT / "tests" / "data"


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


def read_bank() -> dict[str, list[str]]:
    """The bank's lines by technique (to go on from)."""
    found: dict[str, list[str]] = {lesson.technique: [] for lesson in LESSONS}
    if BANK_PATH.exists():
        for line in BANK_PATH.read_text(encoding="utf-8").splitlines():
            if line and not line.startswith("#"):
                found[line.split("\t")[0]].append(line)
    return found


def write_bank(found: dict[str, list[str]]) -> None:
    lines = ["# technique\tgivens\tdigits\tcandidates (729)\tsolution\tsource"]
    for lesson in LESSONS:
        lines += found[lesson.technique]
    BANK_PATH.write_text("\n".join(lines) + "\n", encoding="utf-8")


def passed(moment: float) -> bool:
    """Whether the clock is past ``moment`` (a walk's should_stop)."""
    return time.monotonic() > moment


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-technique", type=int, default=6)
    parser.add_argument("--minutes", type=float, default=20.0)
    parser.add_argument("--skip", type=int, default=0, help="sources to pass over first")
    parser.add_argument("--seconds-per-source", type=float, default=20.0)
    args = parser.parse_args()
    found = read_bank()
    wanted = {name: max(0, args.per_technique - len(lines)) for name, lines in found.items()}
    deadline = time.monotonic() + 60 * args.minutes
    for number, (name, givens, masks, placed) in enumerate(sources()):
        if time.monotonic() > deadline or not any(wanted.values()):
            break
        if number < args.skip or count_cells(list(givens), 2) != 1:
            continue
        solution = solve_cells(list(givens))
        kept: set[str] = set()
        # A walk that needs SE's nested rungs can take minutes: each source gets a few seconds.
        cut = min(deadline, time.monotonic() + args.seconds_per_source)
        for now, filled, step in path_positions(masks, placed, partial(passed, cut)):
            for lesson in lessons_at(step):
                if not wanted[lesson.technique] or lesson.technique in kept:
                    continue
                checked = is_exercise(lesson, now, filled)
                if checked is None:
                    continue
                exercise = exercise_at(lesson, givens, now, filled, solution, checked, name)
                found[lesson.technique].append(bank_line(exercise) + "\t" + name)
                wanted[lesson.technique] -= 1
                kept.add(lesson.technique)
                write_bank(found)
                print(f"{lesson.technique}: {name} (source {number})", flush=True)
    write_bank(found)
    missing = [name for name, count in wanted.items() if count]
    print(f"wrote {BANK_PATH}; short of positions: {', '.join(missing) or 'none'}")


if __name__ == "__main__":
    main()
