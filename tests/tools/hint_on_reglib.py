"""What Hint names on HoDoKu's library positions: two positions each of ten expert
techniques (20 in all), the position's HoDoKu technique beside the technique of the hint
(``solver.explain.logical_step``, what the window's Hint shows).

    .venv/bin/python tests/tools/hint_on_reglib.py

Run from a worktree's root (the script puts it first on the path), before and after a
change to the hint's order, to compare.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "solver")]

from reglib import CODES, read_cases  # noqa: E402

from solver.explain import logical_step  # noqa: E402

# HoDoKu's codes: W-wing, XY-chain, continuous nice loop, AIC, ALS-XZ, ALS-XY-wing, ALS
# chain, simple colours, finned X-wing, Sue de Coq.
SHOWN = ("0803", "0702", "0706", "0708", "0901", "0902", "0903", "0500", "0310", "1101")
PER_CODE = 2


def positions():
    """The first ``PER_CODE`` cases of each code of SHOWN (not fail cases)."""
    for code in SHOWN:
        cases = [c for c in read_cases() if c.code == code and not c.fail_case]
        yield from cases[:PER_CODE]


def main() -> None:
    print("| reglib line | HoDoKu technique | Hint names |")
    print("|---|---|---|")
    for case in positions():
        step = logical_step(list(case.masks), case.placed)
        said = step.technique if step is not None else "(no step)"
        print(f"| {case.line} | {CODES[case.code]} ({case.code}) | {said} |", flush=True)


if __name__ == "__main__":
    main()
