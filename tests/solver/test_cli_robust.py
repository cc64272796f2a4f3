"""The command line under attack (issue 17): endless input, huge files, full disks, closed
pipes, Ctrl+C, limits in every mode, and worker processes. Most tests run the real program
(``python -m solver``) in a subprocess, with a timeout.

A test that needs a facility of the system (``/dev/zero``, ``/dev/full``, ``resource``, a
signal sent to a child) is skipped only where that facility is missing, and has a portable
twin beside it that runs ``main`` in this process over streams that fail the same way.
Output is compared as text: the program ends lines as its system does (CRLF on Windows).
"""

from __future__ import annotations

import errno
import io
import json
import os
import signal
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

import pytest

from solver import cli
from solver.cli.reporter import EXIT_BROKEN_PIPE
from solver.formats import parse
from solver.grid import is_solution_of

# Most tests run sudoku-solve as a process (the others are their in-process twins).
pytestmark = pytest.mark.process

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


def text(output: bytes) -> str:
    """What the program wrote, as text with LF line ends (Windows writes CRLF)."""
    return output.decode().replace("\r\n", "\n")


def has_device(path: str) -> bool:
    return os.path.exists(path)


def has_module(name: str) -> bool:
    try:
        __import__(name)
    except ImportError:
        return False
    return True


class EndlessZeros(io.RawIOBase):
    """A stream of NUL bytes that never ends, as ``/dev/zero``."""

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        buffer[:] = bytes(len(buffer))
        return len(buffer)


class FailingOutput(io.RawIOBase):
    """An output that fails every write with ``error``: a full disk, a closed pipe."""

    def __init__(self, error: OSError) -> None:
        super().__init__()
        self.error = error

    def writable(self) -> bool:
        return True

    def write(self, data) -> int:
        raise self.error


class Discarded(io.RawIOBase):
    """An output that keeps nothing, as ``/dev/null``."""

    def writable(self) -> bool:
        return True

    def write(self, data) -> int:
        return len(data)


class InterruptedInput(io.RawIOBase):
    """``lines`` of input, then Ctrl+C (KeyboardInterrupt) while the next is awaited."""

    def __init__(self, lines: bytes) -> None:
        super().__init__()
        self.rest = lines

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        if not self.rest:
            raise KeyboardInterrupt
        size = min(len(buffer), len(self.rest))
        buffer[:size], self.rest = self.rest[:size], self.rest[size:]
        return size


def text_stream(raw: io.RawIOBase, buffer_size: int = io.DEFAULT_BUFFER_SIZE) -> io.TextIOWrapper:
    buffered = io.BufferedReader(raw) if raw.readable() else io.BufferedWriter(raw, buffer_size)
    return io.TextIOWrapper(buffered, encoding="utf-8")


def main_in_process(monkeypatch, args: list[str], stdin, stdout=None) -> tuple[int, str, str]:
    """``main(args)`` here with these streams: (status, what it wrote out, and to stderr)."""
    out = stdout if stdout is not None else io.StringIO()
    err = io.StringIO()
    monkeypatch.setattr(sys, "stdin", stdin)
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    status = cli.main(args)
    return status, out.getvalue() if stdout is None else "", err.getvalue()


@pytest.mark.skipif(not has_device("/dev/zero"), reason="no /dev/zero on this system")
def test_endless_input_of_nul_bytes_ends_at_once_in_bounded_memory():
    with open("/dev/zero", "rb") as zero:
        result = sudoku_solve("-", stdin=zero, timeout=30)
    assert result.returncode == 2
    assert text(result.stderr) == "<stdin>: not a text file (a NUL byte at offset 0)\n"


def test_endless_nul_bytes_from_any_stream_end_at_once(monkeypatch):
    status, out, err = main_in_process(monkeypatch, ["-"], text_stream(EndlessZeros()))
    assert (status, out) == (2, "")
    assert err == "<stdin>: not a text file (a NUL byte at offset 0)\n"


def test_a_line_too_long_is_reported_and_skipped(tmp_path):
    path = tmp_path / "long.txt"
    with path.open("wb") as file:
        file.write(EASY.encode() + b"\n")
        file.write(b"1" * 3_000_000 + b"\n")  # an endless-looking line of digits
        file.write(EASY.encode() + b"\n")
    result = sudoku_solve(str(path))
    assert result.returncode == 1
    assert result.stdout.decode().split() == [EASY_SOLUTION, EASY_SOLUTION]
    assert text(result.stderr) == f"{path}:2: line too long (over 64 KB): skipped\n"


def test_an_opensudoku_file_over_50_mb_is_refused(tmp_path):
    path = tmp_path / "huge.xml"
    with path.open("wb") as file:
        file.write(b"<opensudoku>" + b" " * (50 * 1024 * 1024) + b"</opensudoku>")
    result = sudoku_solve(str(path))
    assert result.returncode == 2
    assert text(result.stderr) == f"{path}: file too big (over 50 MB): not read\n"


@pytest.mark.calibration
@pytest.mark.skipif(not has_module("resource"), reason="no resource module on this system")
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


@pytest.mark.calibration
def test_a_big_file_keeps_nothing_per_puzzle(tmp_path, monkeypatch):
    """The portable twin, counted by Python itself (tracemalloc): 3,000 more puzzles raise
    the peak of Python's allocations by less than a float each would take (32 bytes)."""

    def peak_bytes(lines: int) -> int:
        path = tmp_path / f"big{lines}.txt"
        path.write_bytes((EASY + "\n").encode() * lines)
        tracemalloc.start()
        try:
            stdout = text_stream(Discarded())
            status, _, err = main_in_process(monkeypatch, ["--jobs", "1", str(path)], None, stdout)
            return tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
            assert (status, "error" in err) == (0, False)

    peak_bytes(100)  # first: the imports and caches every run shares
    small, big = peak_bytes(500), peak_bytes(3_500)
    assert big - small < 3_000 * 32, f"peak {small} bytes for 500 lines, {big} for 3,500"


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
    # A billion: the compiled fast solver counts about two million solutions a second.
    result = sudoku_solve(
        "--count", "1000000000", "--time-limit", "1", "-", input=(EMPTY + "\n").encode()
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
    # A millisecond: compiled, an expert puzzle may be made and rated within 50 ms.
    result = sudoku_solve("--generate", "expert", "--seed", "1", "--time-limit", "0.001")
    assert result.returncode == 1
    assert text(result.stderr) == "sudoku-solve: puzzle 1: stopped by the time limit (0.001 s)\n"


@pytest.mark.skipif(not has_device("/dev/full"), reason="no /dev/full on this system")
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
    assert text(result.stderr) == "sudoku-solve: cannot write output: No space left on device\n"


def full_disk() -> OSError:
    return OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


@pytest.mark.parametrize("buffer_size", [1, io.DEFAULT_BUFFER_SIZE])
def test_an_output_failing_as_a_full_disk_gets_one_line_and_status_1(monkeypatch, buffer_size):
    """The portable twin: the first write fails (an unbuffered output) or the final flush."""
    stdin = io.StringIO((EASY + "\n") * 3)
    stdout = text_stream(FailingOutput(full_disk()), buffer_size)
    status, _, err = main_in_process(monkeypatch, ["-"], stdin, stdout)
    assert status == 1
    assert err == f"sudoku-solve: cannot write output: {os.strerror(errno.ENOSPC)}\n"


def test_an_output_whose_reader_went_away_ends_quietly_with_141(monkeypatch):
    stdin = io.StringIO((EASY + "\n") * 3)
    stdout = text_stream(FailingOutput(BrokenPipeError(errno.EPIPE, "Broken pipe")), 1)
    status, _, err = main_in_process(monkeypatch, ["-"], stdin, stdout)
    assert (status, err) == (141, "")


@pytest.mark.skipif(not hasattr(signal, "SIGPIPE"), reason="no SIGPIPE on this system")
def test_the_closed_pipe_status_is_that_of_a_tool_killed_by_sigpipe():
    assert EXIT_BROKEN_PIPE == 128 + signal.SIGPIPE


def test_a_closed_pipe_ends_quietly(tmp_path):
    path = tmp_path / "many.txt"
    path.write_bytes((EASY + "\n").encode() * 20_000)
    process = subprocess.Popen(
        [*PROGRAM, str(path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT
    )
    assert process.stdout.readline().decode().strip() == EASY_SOLUTION
    process.stdout.close()
    _, err = process.communicate(timeout=60)
    assert process.returncode == EXIT_BROKEN_PIPE == 141
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


@pytest.mark.skipif(not hasattr(os, "fork"), reason="preexec_fn and SIGINT to a child need fork")
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_stops_at_once_with_130_and_the_answers_intact(tmp_path, jobs):
    status, out, err = _interrupted(["--jobs", jobs], tmp_path)
    assert status == 130
    out = out.replace("\r\n", "\n")
    assert out.startswith("1\n") and set(out.splitlines()) == {"1"}  # whole answers only
    assert err == b""


def test_ctrl_c_while_reading_gives_130_and_the_answers_so_far(monkeypatch):
    """The portable twin: Ctrl+C arrives while the third puzzle is awaited."""
    stdin = text_stream(InterruptedInput(f"{EASY}\n{EASY}\n".encode()))
    status, out, err = main_in_process(monkeypatch, ["--count", "5", "--jobs", "1", "-"], stdin)
    assert (status, out, err) == (130, "1\n1\n", "")


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
        assert set(record) == {"puzzle", "level", "er", "ep", "ed", "logic", "stopped", "steps"}
        assert record["logic"] is True
