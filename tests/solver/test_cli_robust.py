"""The command line under attack (issue 17): endless input, huge files, full disks, closed
pipes, Ctrl+C, limits in every mode, and worker processes. Each test runs the real program
(``python -m solver``) in a subprocess, with a timeout."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from solver.formats import parse
from solver.grid import is_solution_of

ROOT = Path(__file__).resolve().parents[2]
EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
EASY_SOLUTION = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"
EMPTY = "." * 81
PROGRAM = [sys.executable, "-m", "solver"]


def sudoku_solve(*args: str, timeout: float = 60, **options):
    options.setdefault("stdout", subprocess.PIPE)
    options.setdefault("stderr", subprocess.PIPE)
    return subprocess.run([*PROGRAM, *args], cwd=ROOT, timeout=timeout, **options)


def no_traceback(stderr: bytes) -> bool:
    return b"Traceback" not in stderr and b"Exception ignored" not in stderr


def test_endless_input_of_nul_bytes_ends_at_once_in_bounded_memory():
    with open("/dev/zero", "rb") as zero:
        result = sudoku_solve("-", stdin=zero, timeout=30)
    assert result.returncode == 2
    assert result.stderr == b"<stdin>: not a text file (a NUL byte at offset 0)\n"


def test_a_line_too_long_is_reported_and_skipped(tmp_path):
    path = tmp_path / "long.txt"
    with path.open("wb") as file:
        file.write(EASY.encode() + b"\n")
        file.write(b"1" * 3_000_000 + b"\n")  # an endless-looking line of digits
        file.write(EASY.encode() + b"\n")
    result = sudoku_solve(str(path))
    assert result.returncode == 1
    assert result.stdout.decode().split() == [EASY_SOLUTION, EASY_SOLUTION]
    assert result.stderr.decode() == f"{path}:2: line too long (over 64 KB): skipped\n"


def test_an_opensudoku_file_over_50_mb_is_refused(tmp_path):
    path = tmp_path / "huge.xml"
    with path.open("wb") as file:
        file.write(b"<opensudoku>" + b" " * (50 * 1024 * 1024) + b"</opensudoku>")
    result = sudoku_solve(str(path))
    assert result.returncode == 2
    assert result.stderr.decode() == f"{path}: file too big (over 50 MB): not read\n"


def test_a_big_file_streams_in_flat_memory(tmp_path):
    """80,000 lines of one easy puzzle (held as grids they would take over 50 MB; even a
    float per puzzle kept for --stats would take 2.5 MB): the peak memory of the child
    stays about what 5,000 lines take, far under 100 MB."""

    def peak_kb(lines: int) -> int:
        path = tmp_path / f"big{lines}.txt"
        path.write_bytes((EASY + "\n").encode() * lines)
        script = (
            "import resource, subprocess;"
            f"subprocess.run({[*PROGRAM, '--jobs', '1', str(path)]!r},"
            " stdout=subprocess.DEVNULL, check=True);"
            "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
        )
        result = subprocess.run(
            [sys.executable, "-c", script], capture_output=True, cwd=ROOT, timeout=120, check=True
        )
        print(f"{lines} lines: peak {int(result.stdout)} KB")
        return int(result.stdout)

    small, big = peak_kb(5_000), peak_kb(80_000)
    assert big < 100 * 1024  # under 100 MB
    assert big - small < 1536  # flat: 16 times the puzzles, not 1.5 MB more


def test_each_answer_comes_out_before_the_input_ends():
    process = subprocess.Popen(
        [*PROGRAM, "-"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=ROOT
    )
    try:
        for _ in range(3):  # each answer before the next puzzle is written, workers or not
            process.stdin.write((EASY + "\n").encode())
            process.stdin.flush()
            assert process.stdout.readline().decode().strip() == EASY_SOLUTION
    finally:
        process.stdin.close()
        process.stdout.close()
        process.wait(timeout=30)
    assert process.returncode == 0


def test_a_time_limit_stops_counting_the_empty_grid():
    started = time.monotonic()
    result = sudoku_solve(
        "--count", "1000000", "--time-limit", "1", "-", input=(EMPTY + "\n").encode()
    )
    assert time.monotonic() - started < 20
    assert (result.returncode, result.stdout) == (1, b"")
    assert result.stderr.decode().startswith("<stdin>:1: stopped by the time limit (1 s) after ")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--time-limit", "0.001"], "stopped by the time limit (0.001 s)"),
        (["--node-limit", "5"], "stopped by the node limit (5 guesses)"),
        (["--strategy", "backtracking", "--time-limit", "0.2"], "stopped by the time limit"),
        (["--trace", "--node-limit", "3"], "stopped by the node limit (3 guesses)"),
    ],
)
def test_every_search_mode_is_bounded_and_says_so(args, message):
    # No solution, but the givens do not clash: 1,948 assumptions for the fast path.
    unsolvable = "1....6.8....7......9..5.......56..3.3.............38.15....1.6.....2.4..8.2..5.1."
    result = sudoku_solve(*args, "-", input=(unsolvable + "\n").encode())
    assert result.returncode == 1
    assert message in result.stderr.decode()
    assert no_traceback(result.stderr)


def test_generate_is_bounded_by_the_time_limit():
    result = sudoku_solve("--generate", "expert", "--seed", "1", "--time-limit", "0.05")
    assert result.returncode == 1
    assert result.stderr.decode() == "sudoku-solve: puzzle 1: stopped by the time limit (0.05 s)\n"


def test_a_full_disk_gets_one_line_and_status_1():
    with open("/dev/full", "wb") as full:
        result = subprocess.run(
            [*PROGRAM, "-"],
            input=(EASY + "\n").encode() * 3,
            stdout=full,
            stderr=subprocess.PIPE,
            cwd=ROOT,
            timeout=60,
        )
    assert result.returncode == 1
    assert result.stderr == b"sudoku-solve: cannot write output: No space left on device\n"


def test_a_closed_pipe_ends_quietly(tmp_path):
    path = tmp_path / "many.txt"
    path.write_bytes((EASY + "\n").encode() * 20_000)
    process = subprocess.Popen(
        [*PROGRAM, str(path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT
    )
    assert process.stdout.readline().decode().strip() == EASY_SOLUTION
    process.stdout.close()
    _, err = process.communicate(timeout=60)
    assert process.returncode == 141
    assert err == b""


def _interrupted(args: list[str], tmp_path) -> tuple[int, str, bytes]:
    """Run a long count after two easy puzzles, wait for the first answer, press Ctrl+C."""
    path = tmp_path / "long.txt"
    path.write_text(f"{EASY}\n{EASY}\n{EMPTY}\n{EASY}\n", encoding="utf-8")
    process = subprocess.Popen(
        [*PROGRAM, "--count", "1000000000", *args, str(path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    first = process.stdout.readline()
    time.sleep(0.3)
    started = time.monotonic()
    process.send_signal(signal.SIGINT)
    rest, err = process.communicate(timeout=30)
    assert time.monotonic() - started < 5
    return process.returncode, (first + rest).decode(), err


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_stops_at_once_with_130_and_the_answers_intact(tmp_path, jobs):
    status, out, err = _interrupted(["--jobs", jobs], tmp_path)
    assert status == 130
    assert out.startswith("1\n") and set(out.splitlines()) == {"1"}  # whole answers only
    assert err == b""


def test_workers_answer_in_input_order_with_the_problems_in_place(tmp_path, data_dir):
    puzzles = (data_dir / "norvig_top95.txt").read_text().split()[:40]
    lines = (
        puzzles[:20] + ["not a puzzle line at all, far too long to be a grid row"] + puzzles[20:]
    )
    path = tmp_path / "mixed.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = sudoku_solve("--jobs", "2", str(path), stderr=subprocess.STDOUT)
    out = result.stdout.decode().splitlines()
    assert result.returncode == 1
    assert out[20].startswith(f"{path}:21: unexpected character 'n'")
    answers = out[:20] + out[21:]
    assert len(answers) == 40
    for answer, puzzle in zip(answers, puzzles, strict=True):
        assert is_solution_of(answer, parse(puzzle))


def test_rate_json_gives_one_object_per_puzzle(tmp_path, data_dir):
    puzzles = (data_dir / "norvig_easy50.txt").read_text().split()[:3]
    path = tmp_path / "easy.txt"
    path.write_text("\n".join(puzzles) + "\n", encoding="utf-8")
    result = sudoku_solve("--rate", "--json", "--jobs", "2", str(path))
    assert result.returncode == 0
    records = [json.loads(line) for line in result.stdout.decode().splitlines()]
    assert [r["puzzle"] for r in records] == [parse(p).to_string() for p in puzzles]
    for record in records:
        assert set(record) == {"puzzle", "level", "er", "ep", "ed", "logic"}
        assert record["logic"] is True
