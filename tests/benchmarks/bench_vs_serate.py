"""Side by side with Sudoku Explainer itself: time, peak memory and ER agreement per band.

    .venv/bin/python tests/benchmarks/bench_vs_serate.py --se-source DIR [--limit N]
        [--hardest N] [--bands B,C] [--puzzles FILE] [--time-limit S] [--show-diffs]

Builds SukakuExplainer's ``serate`` from its public source with ``javac`` (once, into a cache
folder keyed by the source's content), then rates the same puzzles with ``serate
--threads=1`` (JVM held to one processor) and with ``sudoku-solve --rate --jobs 1``, one
process per band for each, and prints per band: wall time, CPU time, peak memory (the RSS of each
process), and how our ER agrees with serate's and how both agree with the reference ER in the
file (exact, within 0.2, within 0.5, Spearman's rho). ``--show-diffs`` lists every puzzle where
our ER differs from serate's, with each side's hardest step; ``--bands 6-8,hardest`` picks bands.

The source comes from ``--se-source`` or the SUKAKU_EXPLAINER_SRC variable (a folder holding
``diuf/sudoku/...``; ``git clone https://github.com/SudokuMonster/SukakuExplainer``). Without a
JDK or the source the script says what to install and exits 0: it is a measurement, not a
check. Puzzles: ``--puzzles FILE`` (one puzzle a line, optionally a tab and a reference ER), by
default ``--limit`` puzzles per band of ../shared/data/se_rated_sample817.tsv and ``--hardest``
of forum_hardest_er_sample135.tsv (serate takes minutes on each of those). Times are wall clock
on a possibly shared machine and include each process's start (the JVM's too).
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.solver.se_agreement import spearman  # noqa: E402

SOURCE_VARIABLE = "SUKAKU_EXPLAINER_SRC"
SHARED_DATA = ROOT.parent / "shared" / "data"
SE_SAMPLE = "se_rated_sample817.tsv"
HARDEST_SAMPLE = "forum_hardest_er_sample135.tsv"
# Bands of the reference ER: (name, lowest, highest exclusive).
BANDS = (
    ("below-4", 0.0, 4.0),
    ("4-6", 4.0, 6.0),
    ("6-8", 6.0, 8.0),
    ("8-9.5", 8.0, 9.5),
    ("hardest", 9.5, 99.0),
)
UNRATED = "unrated"
SERATE_CLASS = "diuf.sudoku.test.serate"
# serate prints one "S" line per step (its ER and description) and one "F" line per puzzle.
SERATE_STEP = "S\t%n\t%r\t%s"
SERATE_FINAL = "F\t%n\t%r/%p/%d\t%R"

INSTALL_HELP = """\
bench_vs_serate: {missing}; nothing measured.
It needs a JDK (javac and java, version 8 or later) and SukakuExplainer's source:
  Debian/Ubuntu: sudo apt-get install default-jdk-headless   macOS: brew install openjdk
  Windows: winget install EclipseAdoptium.Temurin.17.JDK
  git clone https://github.com/SudokuMonster/SukakuExplainer
then run with --se-source SukakuExplainer (or set {variable} to that folder)."""


@dataclass
class Puzzle:
    text: str
    reference: float | None
    band: str


@dataclass
class Run:
    """One process's figures: wall seconds, peak RSS in bytes and CPU seconds (None where not
    measurable; CPU time is the fairer figure on a shared machine), and per puzzle (by
    position in the band) the ER and the hardest step's name."""

    seconds: float
    peak: int | None
    cpu: float | None = None
    er: dict[int, float | None] = field(default_factory=dict)
    hardest: dict[int, str] = field(default_factory=dict)
    failed: str = ""


# ------------------------------------------------------------------ puzzles


def read_puzzles(path: Path) -> list[Puzzle]:
    """Lines of a puzzle file: the puzzle, then optionally a tab and its reference ER."""
    puzzles = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        fields = line.strip().split("\t")
        if not fields[0] or fields[0].startswith("#"):
            continue
        if len(fields[0]) != 81:
            raise SystemExit(f"{path}:{number}: not an 81-character puzzle: {fields[0][:90]!r}")
        reference = _float(fields[1]) if len(fields) > 1 else None
        puzzles.append(Puzzle(fields[0], reference, band_of(reference)))
    return puzzles


def _float(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def band_of(reference: float | None) -> str:
    if reference is None:
        return UNRATED
    return next(name for name, low, high in BANDS if low <= reference < high)


def default_sample(per_band: int, hardest: int, seed: int) -> list[Puzzle]:
    """``per_band`` puzzles of each band of the SE sample and ``hardest`` of the forum's
    hardest list, drawn with ``seed`` (the same seed, the same puzzles)."""
    rated = read_puzzles(_data_file(SE_SAMPLE))
    chosen: list[Puzzle] = []
    draw = random.Random(seed)
    for name, _low, _high in BANDS[:-1]:
        band = [p for p in rated if p.band == name]
        chosen += sorted(draw.sample(band, min(per_band, len(band))), key=lambda p: p.reference)
    if hardest:
        top = read_puzzles(_data_file(HARDEST_SAMPLE))
        chosen += sorted(draw.sample(top, min(hardest, len(top))), key=lambda p: p.reference)
    return chosen


def _data_file(name: str) -> Path:
    for folder in (SHARED_DATA, ROOT / "tests" / "data"):
        if (folder / name).is_file():
            return folder / name
    raise SystemExit(f"bench_vs_serate: {name} is in neither {SHARED_DATA} nor tests/data")


# ------------------------------------------------------------------ running a process


# On Linux a process's peak RSS starts from the high-water mark of the process it was
# spawned from (the kernel carries it through vfork and exec), so a rater started from this
# script would be charged this script's memory. Where it can (POSIX, no timeout), the command
# is started by this small launcher, which forks it and reports its own figures.
_LAUNCHER = """
import os, sys, time
started = time.perf_counter()
pid = os.fork()
if pid == 0:
    try:
        os.execvp(sys.argv[2], sys.argv[2:])
    finally:
        os._exit(127)
_pid, status, usage = os.wait4(pid, 0)
with open(sys.argv[1], "w", encoding="utf-8") as report:
    cpu = usage.ru_utime + usage.ru_stime
    report.write(f"{usage.ru_maxrss} {cpu} {time.perf_counter() - started}")
sys.exit(os.waitstatus_to_exitcode(status))
"""


def run_measured(
    command: Sequence[str], timeout: float | None
) -> tuple[str, str, float, int | None, float | None]:
    """Run ``command``: its output, error text, wall seconds, peak RSS in bytes and CPU
    seconds (user and system).

    RSS and CPU come from the child's own resource usage (``os.wait4`` in _LAUNCHER, POSIX),
    else the RSS from polling it with psutil when that is installed, else they are None."""
    launched = timeout is None and hasattr(os, "fork") and hasattr(os, "wait4")
    with (
        tempfile.TemporaryFile() as out,
        tempfile.TemporaryFile() as err,
        tempfile.TemporaryDirectory() as folder,
    ):
        report = Path(folder) / "figures.txt"
        if launched:
            command = [sys.executable, "-c", _LAUNCHER, str(report), *command]
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=out, stderr=err, stdin=subprocess.DEVNULL)
        peak, cpu = _wait_for_peak(process, timeout)
        seconds = time.perf_counter() - start
        if launched and report.is_file():
            kib, cpu_text, wall = report.read_text(encoding="utf-8").split()
            scale = 1 if sys.platform == "darwin" else 1024  # bytes on macOS, KiB elsewhere
            peak, cpu, seconds = int(kib) * scale, float(cpu_text), float(wall)
        out.seek(0)
        err.seek(0)
        return (
            out.read().decode("utf-8", "replace"),
            err.read().decode("utf-8", "replace"),
            seconds,
            peak,
            cpu,
        )


def _wait_for_peak(
    process: subprocess.Popen, timeout: float | None
) -> tuple[int | None, float | None]:
    if hasattr(os, "wait4") and timeout is None:
        _pid, status, usage = os.wait4(process.pid, 0)
        process.returncode = os.waitstatus_to_exitcode(status)
        scale = 1 if sys.platform == "darwin" else 1024  # bytes on macOS, KiB elsewhere
        return usage.ru_maxrss * scale, usage.ru_utime + usage.ru_stime
    try:
        import psutil  # optional: only for the memory figure where wait4 is missing
    except ImportError:
        psutil = None
    peak = 0
    deadline = None if timeout is None else time.monotonic() + timeout
    watched = psutil.Process(process.pid) if psutil else None
    while process.poll() is None:
        if deadline is not None and time.monotonic() > deadline:
            process.kill()
            process.wait()
            break
        if watched is not None:
            with contextlib.suppress(psutil.Error):  # it may just have ended
                peak = max(peak, watched.memory_info().rss)
        time.sleep(0.05)
    return peak or None, None


# ------------------------------------------------------------------ the two raters


def build_serate(source: Path, cache: Path) -> Path:
    """The folder of serate's compiled classes: built with javac once per source content."""
    java_files = sorted(source.rglob("*.java"))
    digest = hashlib.sha256()
    for path in java_files:
        digest.update(str(path.relative_to(source)).encode())
        digest.update(path.read_bytes())
    classes = cache / f"serate-{digest.hexdigest()[:16]}"
    if (classes / "diuf" / "sudoku" / "test" / "serate.class").is_file():
        return classes
    classes.mkdir(parents=True, exist_ok=True)
    print(f"building serate with javac into {classes} ...", file=sys.stderr)
    # ISO-8859-1: the source mixes encodings, and Latin-1 reads any byte (only texts differ).
    listing = classes / "sources.txt"
    listing.write_text("\n".join(f'"{p.as_posix()}"' for p in java_files), encoding="utf-8")
    done = subprocess.run(
        ["javac", "-nowarn", "-encoding", "ISO-8859-1", "-d", str(classes), f"@{listing}"],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        raise SystemExit(f"bench_vs_serate: javac failed:\n{done.stderr[-3000:]}")
    return classes


def run_serate(classes: Path, source: Path, puzzles: list[Puzzle], timeout) -> Run:
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as f:
        f.write("".join(p.text + "\n" for p in puzzles))
    try:
        command = [
            "java",
            "-XX:ActiveProcessorCount=1",
            "-cp",
            os.pathsep.join((str(classes), str(source))),  # the source folder for resources
            SERATE_CLASS,
            "--threads=1",
            f"--input={f.name}",
            "--output=-",
            f"--after={SERATE_STEP}",
            f"--format={SERATE_FINAL}",
        ]
        out, err, seconds, peak, cpu = run_measured(command, timeout)
    finally:
        os.unlink(f.name)
    run = Run(seconds, peak, cpu)
    steps: dict[int, tuple[float, str]] = {}
    for line in out.splitlines():
        fields = line.split("\t")
        if fields[0] == "S" and len(fields) >= 4:
            index, er = int(fields[1]) - 1, float(fields[2])
            if er > steps.get(index, (-1.0, ""))[0]:
                steps[index] = (er, f"({er:.1f}) {fields[3]}")
        elif fields[0] == "F" and len(fields) >= 3:
            index = int(fields[1]) - 1
            er = float(fields[2].split("/")[0])
            run.er[index] = er if er > 0 else None
            run.hardest[index] = steps.get(index, (0.0, fields[-1]))[1]
    if len(run.er) < len(puzzles):
        run.failed = err.strip().splitlines()[-1] if err.strip() else "no output"
    return run


def run_ours(puzzles: list[Puzzle], time_limit: float | None, timeout) -> Run:
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as f:
        f.write("".join(p.text + "\n" for p in puzzles))
    try:
        command = [sys.executable, "-m", "solver", "--rate", "--jobs", "1"]
        command += ["--format", "%g\t%r\t%h"]
        if time_limit is not None:
            command += ["--time-limit", str(time_limit)]
        out, err, seconds, peak, cpu = run_measured([*command, f.name], timeout)
    finally:
        os.unlink(f.name)
    run = Run(seconds, peak, cpu)
    where = {_digits(p.text): index for index, p in enumerate(puzzles)}
    for line in out.splitlines():
        grid, er, hardest = line.split("\t", 2)
        index = where[_digits(grid)]
        run.er[index] = float(er) if float(er) > 0 else None
        run.hardest[index] = hardest
    if len(run.er) < len(puzzles):
        run.failed = err.strip().splitlines()[-1] if err.strip() else "no output"
    return run


def _digits(puzzle: str) -> str:
    return "".join(ch if ch.isdigit() else "0" for ch in puzzle)


def our_hardest_steps(puzzles: list[str], time_limit: float | None) -> dict[str, str]:
    """Our hardest step of each puzzle, "technique (rating): text", from --explain --json
    (a separate, untimed run: only for --show-diffs)."""
    import json

    command = [sys.executable, "-m", "solver", "--explain", "--json", "--jobs", "1"]
    if time_limit is not None:
        command += ["--time-limit", str(time_limit)]
    done = subprocess.run(
        [*command, "-"],
        input="".join(p + "\n" for p in puzzles),
        capture_output=True,
        text=True,
        encoding="utf-8",
    )
    hardest: dict[str, tuple[float, str]] = {}
    for line in done.stdout.splitlines():
        step = json.loads(line)
        key = _digits(step["puzzle"])
        if step["rating"] > hardest.get(key, (-1.0, ""))[0]:
            text = f"{step['technique']} ({step['rating']:.1f}): {step['text']}"
            hardest[key] = (step["rating"], text)
    return {puzzle: text for puzzle, (_, text) in hardest.items()}


# ------------------------------------------------------------------ the table


def shares(pairs: list[tuple[float, float | None]]) -> str:
    """ "exact, within 0.2, within 0.5, rho" of (theirs, ours) pairs; a missing ER of ours
    counts as a miss (and as 12.0 in the correlation)."""
    pairs = [(a, b) for a, b in pairs if a is not None]
    if not pairs:
        return f"{'-':>6} {'-':>6} {'-':>6} {'-':>6}"
    gaps = [abs(a - b) if b is not None else 99.0 for a, b in pairs]

    def share(limit: float) -> str:
        return f"{sum(gap <= limit + 1e-9 for gap in gaps) / len(gaps):6.0%}"

    xs = [a for a, _ in pairs]
    ys = [12.0 if b is None else b for _, b in pairs]
    rho = spearman(xs, ys) if len(set(xs)) > 1 and len(set(ys)) > 1 else None
    return f"{share(0.0)} {share(0.2)} {share(0.5)} {'-' if rho is None else f'{rho:.2f}':>6}"


def _cpu(seconds: float | None) -> str:
    return "-" if seconds is None else f"{seconds:.1f}"


def _megabytes(peak: int | None) -> str:
    return "-" if peak is None else f"{peak / 2**20:.0f}"


def print_header() -> None:
    head = "exact  ≤0.2   ≤0.5    rho"
    print(
        f"{'band':<9} {'n':>3} | {'SE s':>7} {'ours s':>7} | {'SE cpu':>7} {'ours cpu':>8} | "
        f"{'SE MB':>6} {'ours MB':>7} | "
        f"ours vs SE: {head} | ours vs file: {head} | SE vs file: {head}"
    )


def print_row(band: str, puzzles: list[Puzzle], se: Run, ours: Run) -> None:
    """One band's line, printed as soon as the band is done (the hardest take long)."""
    n = len(puzzles)
    vs_se = [(se.er.get(i), ours.er.get(i)) for i in range(n)]
    vs_file = [(p.reference, ours.er.get(i)) for i, p in enumerate(puzzles)]
    se_file = [(p.reference, se.er.get(i)) for i, p in enumerate(puzzles)]
    print(
        f"{band:<9} {n:>3} | {se.seconds:7.1f} {ours.seconds:7.1f} | "
        f"{_cpu(se.cpu):>7} {_cpu(ours.cpu):>8} | "
        f"{_megabytes(se.peak):>6} {_megabytes(ours.peak):>7} | "
        f"{'':>11} {shares(vs_se)} | {'':>13} {shares(vs_file)} | "
        f"{'':>11} {shares(se_file)}",
        flush=True,
    )
    for who, run in (("serate", se), ("ours", ours)):
        if run.failed:
            print(f"  {who} did not finish every puzzle: {run.failed}", flush=True)


def print_diffs(rows, time_limit: float | None) -> None:
    differing = [
        (band, p, se.er.get(i), ours.er.get(i), se.hardest.get(i, "-"), ours.hardest.get(i, "-"))
        for band, puzzles, se, ours in rows
        for i, p in enumerate(puzzles)
        if se.er.get(i) != ours.er.get(i)
    ]
    print(f"\n{len(differing)} puzzles where our ER differs from serate's:")
    steps = our_hardest_steps([d[1].text for d in differing], time_limit) if differing else {}
    for band, puzzle, se_er, our_er, se_step, our_name in differing:
        reference = "-" if puzzle.reference is None else f"{puzzle.reference:.1f}"
        print(f"{puzzle.text}  [{band}] file {reference}  SE {_er(se_er)}  ours {_er(our_er)}")
        print(f"    SE's hardest:   {se_step}")
        print(f"    our hardest:    {steps.get(_digits(puzzle.text), our_name)}")


def _er(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f}"


# ------------------------------------------------------------------ main


def missing_tools(source: Path | None) -> str | None:
    """What is missing to run serate, in words, or None."""
    tools = [name for name in ("javac", "java") if shutil.which(name) is None]
    if tools:
        return f"no JDK ({' and '.join(tools)} not found on PATH)"
    if source is None:
        return f"no SukakuExplainer source (give --se-source DIR or set {SOURCE_VARIABLE})"
    if not (source / "diuf" / "sudoku" / "test" / "serate.java").is_file():
        return f"{source} holds no SukakuExplainer source (diuf/sudoku/test/serate.java)"
    return None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--se-source", type=Path, help="SukakuExplainer's source folder")
    parser.add_argument("--puzzles", type=Path, help="puzzle file (puzzle[TAB reference ER])")
    parser.add_argument("--limit", type=int, default=6, help="puzzles per band (default 6)")
    parser.add_argument(
        "--hardest", type=int, default=2, help="puzzles of the forum's hardest list (default 2)"
    )
    parser.add_argument("--seed", type=int, default=0, help="the sample's random seed")
    parser.add_argument(
        "--bands",
        help="only these bands, comma-separated: "
        + ", ".join(name for name, _, _ in BANDS)
        + f", {UNRATED}",
    )
    parser.add_argument(
        "--time-limit", type=float, help="our --time-limit per puzzle (default: ours)"
    )
    parser.add_argument("--timeout", type=float, help="kill either process after S seconds")
    parser.add_argument("--cache", type=Path, help="where serate's classes are built")
    parser.add_argument(
        "--show-diffs", action="store_true", help="list the puzzles where the ERs differ"
    )
    args = parser.parse_args(argv)
    source = args.se_source or (
        Path(os.environ[SOURCE_VARIABLE]) if os.environ.get(SOURCE_VARIABLE) else None
    )
    missing = missing_tools(source)
    if missing:
        print(INSTALL_HELP.format(missing=missing, variable=SOURCE_VARIABLE))
        return 0
    cache = args.cache or Path(tempfile.gettempdir()) / "sudoku-lens-serate"
    classes = build_serate(source, cache)
    if args.puzzles:
        puzzles = read_puzzles(args.puzzles)
        if args.limit:
            puzzles = puzzles[: args.limit * len(BANDS)]
    else:
        puzzles = default_sample(args.limit, args.hardest, args.seed)
    bands = [name for name, _, _ in BANDS] + [UNRATED]
    if args.bands:
        wanted = [name.strip() for name in args.bands.split(",")]
        unknown = sorted(set(wanted) - set(bands))
        if unknown:
            parser.error(f"unknown band {', '.join(unknown)}; the bands: {', '.join(bands)}")
        bands = [name for name in bands if name in wanted]
    rows = []
    print_header()
    for band in bands:
        chosen = [p for p in puzzles if p.band == band]
        if not chosen:
            continue
        print(f"rating {len(chosen)} puzzles of band {band} ...", file=sys.stderr)
        se = run_serate(classes, source, chosen, args.timeout)
        ours = run_ours(chosen, args.time_limit, args.timeout)
        rows.append((band, chosen, se, ours))
        print_row(band, chosen, se, ours)
    total_se = sum(se.seconds for _, _, se, _ in rows)
    total_ours = sum(ours.seconds for _, _, _, ours in rows)
    print(f"total: serate {total_se:.1f} s, ours {total_ours:.1f} s")
    if args.show_diffs:
        print_diffs(rows, args.time_limit)
    return 0


if __name__ == "__main__":
    sys.exit(main())
