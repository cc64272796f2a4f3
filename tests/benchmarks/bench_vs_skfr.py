"""The compiled engine side by side: compiled vs pure Python vs serate vs skfr, one thread each.

    .venv/bin/python tests/benchmarks/bench_vs_skfr.py [--se-source DIR] [--skfr-source DIR]
        [--per-band N] [--er8 N] [--hardest N] [--seventeen N] [--hodoku-python PYTHON]

Rates the same puzzles, one process per rater and set, one thread each, and prints a Markdown
table (docs/benchmarks.md keeps one): wall and CPU seconds, peak memory (each process's RSS)
and how many ratings equal the reference ER in the file, for

* our engine compiled (``sudoku-solve --rate --jobs 1``, as installed) and pure
  (the same with ``SUDOKU_LENS_PURE=1``: the ``.py`` modules of the same install);
* serate (SukakuExplainer, built by bench_vs_serate's ``build_serate`` from ``--se-source``
  or SUKAKU_EXPLAINER_SRC, run with ``--threads=1``);
* skfr (dobrichev/skfr, the forum's C++ fast rater, built here with ``g++ -O2`` from
  ``--skfr-source`` or SKFR_SRC, a folder holding its ``src/``; run with OMP_NUM_THREADS=1).

Sets: ``--per-band`` puzzles of each band of the SE-rated sample, ``--er8`` puzzles of it rated
8.0 and up, ``--hardest`` of the players' hardest list (serate takes minutes on each). Then
Inkala's puzzle explained to the end (compiled and pure), and 17-clue puzzles solved per second
by our fast solver (compiled and pure) and by hodoku-py's C backtracking solver
(``hodoku.generator._gen_accel``; ``pip install hodoku-py`` into ``--hodoku-python``).
A rater whose tools are missing is left out with a note: this is a measurement, not a check.
Times are wall clock and CPU seconds of each process (the rates and Inkala's time: CPU time
inside it); on a shared machine the CPU figures are the fair ones: compare ratios of one run.
Our engines run with their bytecode cached, as installed (``cache_bytecode``).
Peak memory is each process's own peak RSS (on POSIX each is started through a small launcher
that forks it, so the figure does not start from this script's RSS; see run_measured).
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from solver.compiled import PURE_VARIABLE  # noqa: E402
from tests.benchmarks.bench_vs_serate import (  # noqa: E402
    SOURCE_VARIABLE,
    Puzzle,
    Run,
    build_serate,
    default_sample,
    missing_tools,
    read_puzzles,
    run_measured,
    run_ours,
    run_serate,
)
from tests.solver.puzzle_data import DATA_DIR  # noqa: E402
from tests.solver.test_inkala_explained import INKALA  # noqa: E402

SKFR_VARIABLE = "SKFR_SRC"
SKFR_FILES = (
    "utilities",
    "opsudo",
    "puzzle",
    "fsss",
    "t_128",
    "flog",
    "skfr",
    "ratingengine",
    "bitfields",
)
COMPILED, PURE = "compiled", "pure"


def build_skfr(source: Path, cache: Path) -> Path | str:
    """skfr's executable built with g++ -O2 (once per cache folder), or why not."""
    if shutil.which("g++") is None:
        return "no g++"
    binary = cache / "skfr"
    if binary.is_file():
        return binary
    cache.mkdir(parents=True, exist_ok=True)
    sources = [str(source / "src" / f"{name}.cpp") for name in SKFR_FILES]
    command = ["g++", "-O2", "-fopenmp", "-w", "-o", str(binary), *sources, "-lgomp"]
    done = subprocess.run(command, capture_output=True, text=True)
    return binary if done.returncode == 0 else f"g++ failed: {done.stderr[-500:]}"


def run_skfr(binary: Path, puzzles: list[Puzzle], timeout) -> Run:
    """skfr on ``puzzles``: it reads ``puz.txt`` (blanks as dots: it counts a 0 as a given)
    and writes ``puz_rat.txt`` ("puzzle ED=er/ep/ed" lines) beside it."""
    with tempfile.TemporaryDirectory() as folder:
        text = "".join(p.text.replace("0", ".") + "\n" for p in puzzles)
        (Path(folder) / "puz.txt").write_text(text)
        os.environ["OMP_NUM_THREADS"] = "1"
        cwd = os.getcwd()
        os.chdir(folder)
        try:
            _out, err, seconds, peak, cpu = run_measured([str(binary)], timeout)
        finally:
            os.chdir(cwd)
        run = Run(seconds, peak, cpu)
        rated = Path(folder) / "puz_rat.txt"
        lines = rated.read_text().splitlines() if rated.is_file() else []
    where = {p.text.replace(".", "0"): index for index, p in enumerate(puzzles)}
    for line in lines:
        grid, _, figures = line.partition(" ED=")
        index = where.get(grid.strip().replace(".", "0"))
        if index is not None and figures:
            run.er[index] = float(figures.split("/")[0])
    if len(run.er) < len(puzzles):
        run.failed = err.strip()[-200:] or f"{len(puzzles) - len(run.er)} unrated"
    return run


def with_engine(engine: str):
    """Set SUDOKU_LENS_PURE for the child processes started next."""
    os.environ[PURE_VARIABLE] = "1" if engine == PURE else ""


def cache_bytecode(cache: Path, warm_up: list[Puzzle]) -> None:
    """Run our engines as installed: pip and the bundles carry each module's bytecode, where
    this machine's environment may forbid writing any (PYTHONDONTWRITEBYTECODE), and
    compiling every pure module from source adds about 50 ms to each run. The children keep
    theirs under ``cache``, filled by one untimed rating of ``warm_up`` per engine."""
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = str(cache / "bytecode")
    for label in (COMPILED, PURE):
        with_engine(label)
        run_ours(warm_up, None, None)


def exact(puzzles: list[Puzzle], run: Run) -> str:
    hits = sum(run.er.get(i) == p.reference for i, p in enumerate(puzzles))
    return f"{hits}/{len(puzzles)}"


def cell(run: Run | str) -> str:
    if isinstance(run, str):
        return run
    memory = "-" if run.peak is None else f"{run.peak / 2**20:.0f} MB"
    cpu = "-" if run.cpu is None else f"{run.cpu:.1f}"
    failed = " (unfinished)" if run.failed else ""
    return f"{run.seconds:.1f} s, cpu {cpu}, {memory}{failed}"


def rating_sets(args) -> list[tuple[str, list[Puzzle]]]:
    draw = random.Random(args.seed)
    sample = read_puzzles(DATA_DIR / "se_rated_sample817.tsv")
    hard = [p for p in sample if p.reference is not None and p.reference >= 8.0]
    sets = [
        (f"SE sample, {args.per_band} per band", default_sample(args.per_band, 0, args.seed)),
        (f"{args.er8} puzzles of ER 8.0+", draw.sample(hard, min(args.er8, len(hard)))),
    ]
    if args.hardest:
        top = read_puzzles(DATA_DIR / "forum_hardest_er_sample135.tsv")
        sets.append((f"{args.hardest} of the hardest list", top[: args.hardest]))
    return sets


def python_figures(engine: str, code: str, timeout) -> tuple[str, Run]:
    """Run ``code`` in a child Python with ``engine``: what it prints, and its figures."""
    with_engine(engine)
    out, err, seconds, peak, cpu = run_measured([sys.executable, "-c", code], timeout)
    run = Run(seconds, peak, cpu)
    run.failed = "" if out.strip() else err.strip()[-200:]
    return out.strip(), run


INKALA_CODE = f"""
import time
from solver.explain import explain
started = time.process_time()
path = explain({INKALA!r}, time_limit=None)
print(f"{{time.process_time() - started:.1f}} s cpu, ER {{path.er}}, solved {{path.solved}}")
"""

OURS_17_CODE = """
import time
from solver.fast import solve_cells
from tests.solver.puzzle_data import puzzle_lines
cells = [[int(c) for c in line[:81].replace('.', '0')] for line in
         puzzle_lines('royle17_sample2000.txt')[:{count}]]
started = time.process_time()
solved = sum(solve_cells(puzzle) is not None for puzzle in cells)
print(f"{{solved / (time.process_time() - started):.0f}}")
"""

HODOKU_17_CODE = """
import sys, time
sys.path.insert(0, {root!r})
from hodoku.generator import generator
from tests.solver.puzzle_data import puzzle_lines
solve = generator._gen_accel.solve_string
lines = [line[:81].replace('.', '0') for line in puzzle_lines('royle17_sample2000.txt')[:{count}]]
started = time.process_time()
solved = sum(solve(line)[0] == 1 for line in lines)
print(f"{{solved / (time.process_time() - started):.0f}}")
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--se-source", type=Path, default=os.environ.get(SOURCE_VARIABLE))
    parser.add_argument("--skfr-source", type=Path, default=os.environ.get(SKFR_VARIABLE))
    parser.add_argument("--per-band", type=int, default=4)
    parser.add_argument("--er8", type=int, default=10)
    parser.add_argument("--hardest", type=int, default=0)
    parser.add_argument("--seventeen", type=int, default=1000)
    parser.add_argument("--hodoku-python", default=sys.executable)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=None)
    args = parser.parse_args()
    os.chdir(ROOT)  # the child processes import this checkout's solver and tests
    cache = Path(tempfile.gettempdir()) / "sudoku-lens-raters"

    serate = None
    missing = missing_tools(Path(args.se_source) if args.se_source else None)
    if missing is None:
        source = Path(args.se_source)
        serate = (build_serate(source, cache), source)
    skfr: Path | str = "no skfr source (--skfr-source)"
    if args.skfr_source:
        skfr = build_skfr(Path(args.skfr_source), cache)

    sets = rating_sets(args)
    cache_bytecode(cache, sets[0][1][:1])
    with_engine(COMPILED)
    engine = subprocess.run(
        [sys.executable, "-m", "solver", "--version"], capture_output=True, text=True
    ).stdout.strip()
    print(f"{engine}; one thread each; Markdown below\n")
    print("| set | ours compiled | ours pure | serate | skfr | exact vs the file |")
    print("|---|---|---|---|---|---|")
    for name, puzzles in sets:
        runs: dict[str, Run | str] = {}
        for label in (COMPILED, PURE):
            with_engine(label)
            runs[label] = run_ours(puzzles, None, args.timeout)
        runs["serate"] = missing or run_serate(*serate, puzzles, args.timeout)
        runs["skfr"] = run_skfr(skfr, puzzles, args.timeout) if isinstance(skfr, Path) else skfr
        exacts = ", ".join(
            f"{label} {exact(puzzles, run)}" for label, run in runs.items() if isinstance(run, Run)
        )
        cells = " | ".join(cell(runs[label]) for label in (COMPILED, PURE, "serate", "skfr"))
        print(f"| {name} ({len(puzzles)}) | {cells} | {exacts} |", flush=True)

    print("\n| task | ours compiled | ours pure | hodoku-py (C) |")
    print("|---|---|---|---|")
    inkala = {label: python_figures(label, INKALA_CODE, args.timeout) for label in (COMPILED, PURE)}
    print(
        "| Inkala explained to the end | "
        + " | ".join(f"{text} ({cell(run)})" for text, run in inkala.values())
        + " | - |",
        flush=True,
    )
    code = OURS_17_CODE.format(count=args.seventeen)
    ours = {label: python_figures(label, code, args.timeout) for label in (COMPILED, PURE)}
    hodoku_code = HODOKU_17_CODE.format(root=str(ROOT), count=args.seventeen)
    out, err, seconds, peak, cpu = run_measured([args.hodoku_python, "-c", hodoku_code], None)
    hodoku = (
        f"{out.strip()}/s ({cell(Run(seconds, peak, cpu))})"
        if out.strip()
        else (
            "not installed (pip install hodoku-py)" if "ModuleNotFoundError" in err else err[-200:]
        )
    )
    print(
        f"| {args.seventeen} 17-clue puzzles solved per second | "
        + " | ".join(f"{text}/s ({cell(run)})" for text, run in ours.values())
        + f" | {hodoku} |"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
