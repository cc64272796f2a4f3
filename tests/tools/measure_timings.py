"""Measure how long the test commands take and write docs/timings.md, the one page that gives
these figures (the README and docs/testing.md point to it instead of quoting numbers that go
stale).

    .venv/bin/python tests/tools/measure_timings.py            # the change loop only
    .venv/bin/python tests/tools/measure_timings.py --full     # and the whole suite, -n 2
    .venv/bin/python tests/tools/measure_timings.py --full --serial   # and in one process

Each command runs from the repository's root with QT_QPA_PLATFORM=offscreen. The page gives
the wall-clock time and the CPU time the command and its child processes used (user plus
system, from ``os.times``; Windows reports no child time, so there it says so): on a machine
other work also loads, the CPU time is the figure to compare, and the load average at the
start is written beside it. Run it on an idle machine for the wall-clock figures.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import subprocess
import sys
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "timings.md"
PYTHON = sys.executable
# The README's commands ("Run the tests"): the change loop is the import contracts and the
# tests of no slow kind, on two cores; its GUI part the widget tests, on two cores.
LOOP_MARKS = "not (gui or process or browser or cluster or calibration)"
GUI_MARKS = "gui and not (process or browser or cluster or calibration)"
LINT_IMPORTS = str(Path(PYTHON).with_name("lint-imports"))


@dataclass(frozen=True)
class Command:
    name: str
    argv: tuple[str, ...]


@dataclass(frozen=True)
class Timing:
    command: Command
    wall: float
    cpu: float | None
    summary: str
    status: int


def pytest(*args: str) -> tuple[str, ...]:
    return (PYTHON, "-m", "pytest", "-q", "-rfE", "-p", "no:cacheprovider", *args)


def commands(full: bool, serial: bool) -> list[Command]:
    chosen = [
        Command("lint-imports (the import contracts)", (LINT_IMPORTS,)),
        Command(
            f'the change loop: pytest -m "{LOOP_MARKS}" -n 2', pytest("-m", LOOP_MARKS, "-n", "2")
        ),
        Command(f'its GUI part: pytest -m "{GUI_MARKS}" -n 2', pytest("-m", GUI_MARKS, "-n", "2")),
    ]
    if full:
        chosen.append(Command("the whole suite: pytest -n 2", pytest("-n", "2")))
    if serial:
        chosen.append(Command("the whole suite in one process: pytest", pytest()))
    return chosen


def run(command: Command) -> Timing:
    """Run ``command`` and time it: wall clock, and CPU of the children it waited for."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    before, start = os.times(), time.perf_counter()
    done = subprocess.run(command.argv, cwd=ROOT, env=env, capture_output=True, text=True)
    wall, after = time.perf_counter() - start, os.times()
    cpu = (after.children_user - before.children_user) + (
        after.children_system - before.children_system
    )
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    # pytest's closing line ("1160 passed, 2 skipped, 654 deselected in 41.2s"), or
    # lint-imports' ("Contracts: 9 kept, 0 broken.")
    summary = next(
        (re.sub(r" in [\d.]+s.*", "", line.strip("= ")) for line in reversed(lines)
         if re.search(r"\d+ (passed|failed|kept)", line)),
        f"exit status {done.returncode}",
    )  # fmt: skip
    for line in lines:  # what failed, for whoever reads the figures
        if line.startswith(("FAILED", "ERROR")):
            print(f"  {line}", flush=True)
    return Timing(command, wall, cpu if cpu > 0 else None, summary.rstrip("."), done.returncode)


def page(timings: list[Timing], load: str) -> str:
    rows = "\n".join(
        f"| `{t.command.name}` | {t.summary} | {t.wall:.0f} s | "
        f"{f'{t.cpu:.0f} s' if t.cpu is not None else 'not reported'} |"
        for t in timings
    )
    when = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    return f"""# Timings

How long the test commands take. Written by `tests/tools/measure_timings.py` (run it again
after the suite grows; `--full` adds the whole suite); the commands are the README's
([Run the tests](../README.md#run-the-tests)), what they cover is in
[testing.md](testing.md#the-suite).

Measured {when} on {platform.system()} with Python {platform.python_version()}, {os.cpu_count()}
cores, load average {load} at the start. CPU is user plus system time of the command and the
processes it waited for: on a machine other work also loads, it is the figure to compare, and
the wall-clock time is what the same machine gives when idle only if the load above is below
its cores.

| Command | Result | Wall clock | CPU |
|---|---|---|---|
{rows}
"""


def load_average() -> str:
    try:
        return ", ".join(f"{x:.1f}" for x in os.getloadavg())
    except (AttributeError, OSError):  # Windows has none
        return "not known"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--full", action="store_true", help="also the whole suite, -n 2")
    parser.add_argument("--serial", action="store_true", help="also the whole suite, serially")
    parser.add_argument("--out", type=Path, default=PAGE, help="the page to write")
    args = parser.parse_args(argv)
    load = load_average()
    timings = []
    for command in commands(args.full, args.serial):
        print(f"running {command.name} ...", flush=True)
        timings.append(run(command))
        print(f"  {timings[-1].summary}: {timings[-1].wall:.0f} s", flush=True)
        args.out.write_text(page(timings, load), encoding="utf-8")  # each figure as it comes
    print(f"wrote {args.out}")
    return max(t.status for t in timings)


if __name__ == "__main__":
    sys.exit(main())
