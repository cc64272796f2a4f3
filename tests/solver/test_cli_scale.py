"""Big runs of the command line: --output by whole lines, --resume after a kill, --format."""

from __future__ import annotations

import contextlib
import csv
import importlib.util
import io
import json
import os
import re
import signal
import subprocess
import sys
import time
import tracemalloc

import pytest

from solver.cli import main, usage_problem
from solver.cli.arguments import build_parser
from solver.cli.modes import RATE, choose_mode
from solver.cli.output import (
    JSON,
    Answers,
    RecordShape,
    parse_format,
    plan_resume,
)
from solver.cli.progress import puzzles_text
from solver.cli.reading import read_puzzles
from solver.cli.reporter import Reporter
from solver.cli.running import record_shape


def hard_puzzle_file(tmp_path, puzzle_lines, count: int):
    """``count`` hard puzzles (a few hundredths of a second each to rate, compiled), the
    fourth one twice in a row, in a file; the file and its puzzles."""
    puzzles = puzzle_lines("norvig_top95.txt")[:count]
    puzzles.insert(4, puzzles[3])
    path = tmp_path / "top.txt"
    path.write_text("\n".join(puzzles) + "\n")
    return path, puzzles


@pytest.fixture
def top_file(tmp_path, puzzle_lines):
    """Ten hard puzzles, the fourth one twice in a row (see hard_puzzle_file)."""
    return hard_puzzle_file(tmp_path, puzzle_lines, 10)


@pytest.fixture
def bar_file(tmp_path, puzzle_lines):
    """45 of top95: a run long enough for the bar to be drawn (every DRAW_SECONDS) with a
    count and a rate, however fast the engine (ten puzzles once took a second; compiled,
    they were done before the first drawing)."""
    return hard_puzzle_file(tmp_path, puzzle_lines, 45)


@pytest.fixture
def long_top_file(tmp_path, puzzle_lines):
    """Thirty: a run long enough to be killed half-way."""
    return hard_puzzle_file(tmp_path, puzzle_lines, 30)


def _puzzles_in(path) -> list[str]:
    return [json.loads(line)["puzzle"] for line in path.read_text().splitlines()]


def test_output_file_gets_the_results_and_standard_output_nothing(capsys, tmp_path, top_file):
    path, puzzles = top_file
    out = tmp_path / "out.jsonl"
    assert main(["--rate", "--json", "--jobs", "1", "--output", str(out), str(path)]) == 0
    assert capsys.readouterr().out == ""
    assert _puzzles_in(out) == puzzles


def test_output_without_resume_starts_the_file_again(capsys, tmp_path, top_file):
    path, puzzles = top_file
    out = tmp_path / "out.txt"
    out.write_text("old\n")
    assert main(["--count", "--format", "csv", "--output", str(out), str(path)]) == 0
    lines = out.read_text().splitlines()
    assert lines[0] == "puzzle,solutions"
    assert lines[1:] == [f"{p},1" for p in puzzles]


def _run_killed_half_way(command: list[str], out, lines_before_kill: int) -> None:
    """Start ``command``, kill -9 its process group once ``out`` holds that many lines, and
    leave half a line at the end of ``out`` as a kill in the middle of a write would."""
    run = subprocess.Popen(command, start_new_session=True, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and run.poll() is None:
        if out.exists() and out.read_bytes().count(b"\n") >= lines_before_kill:
            break
        time.sleep(0.01)
    assert run.poll() is None, "the run ended before it could be killed"
    os.killpg(run.pid, signal.SIGKILL)
    run.wait()
    last = out.read_bytes().splitlines()[-1]
    with out.open("ab") as stream:
        stream.write(last[: len(last) // 2])  # the start of an answer of the same format


needs_killpg = pytest.mark.skipif(
    not hasattr(os, "killpg"), reason="no SIGKILL of a process group here"
)


@needs_killpg
@pytest.mark.parametrize("jobs", ["1", "2"])
@pytest.mark.process
def test_resume_after_kill_9_gives_every_puzzle_once_in_input_order(tmp_path, long_top_file, jobs):
    path, puzzles = long_top_file
    out = tmp_path / "out.jsonl"
    command = [sys.executable, "-m", "solver", "--rate", "--json", "--jobs", jobs]
    command += ["--output", str(out), str(path)]
    _run_killed_half_way(command, out, 5)
    assert 5 <= out.read_bytes().count(b"\n") < len(puzzles)
    resumed = subprocess.run(command + ["--resume"], capture_output=True, timeout=120)
    assert resumed.returncode == 0, resumed.stderr
    assert _puzzles_in(out) == puzzles


@needs_killpg
@pytest.mark.parametrize("mode", [[], ["--count"]], ids=["solve", "count-text"])
@pytest.mark.process
def test_resume_after_kill_9_of_answers_that_do_not_name_their_puzzle(tmp_path, puzzle_lines, mode):
    """Solutions and counts in text: the file's records are counted, one per puzzle (the
    puzzles come back three times over, so matching strings could not tell them apart)."""
    puzzles = puzzle_lines("magictour_top1465.txt") * 3
    path = tmp_path / "many.txt"
    path.write_text("\n".join(puzzles) + "\n")
    out = tmp_path / "out.txt"
    command = [sys.executable, "-m", "solver", *mode, "--jobs", "1", "--output", str(out)]
    _run_killed_half_way([*command, str(path)], out, 300)
    assert 300 <= out.read_bytes().count(b"\n") < len(puzzles)
    resumed = subprocess.run([*command, "--resume", str(path)], capture_output=True, timeout=300)
    assert resumed.returncode == 0, resumed.stderr
    lines = out.read_text().splitlines()
    assert len(lines) == len(puzzles)
    if mode:
        assert set(lines) == {"1"}
    else:
        for puzzle, solution in zip(puzzles, lines, strict=True):
            assert len(solution) == 81 and "." not in solution and "0" not in solution
            pairs = zip(puzzle, solution, strict=True)
            assert all(given in ".0" or given == digit for given, digit in pairs)


def test_resume_of_a_finished_run_adds_nothing(capsys, tmp_path, top_file):
    path, puzzles = top_file
    out = tmp_path / "out.tsv"
    args = ["--rate", "--format", "tsv", "--output", str(out), str(path)]
    assert main(args) == 0
    whole = out.read_text()
    assert main([*args, "--resume"]) == 0
    assert out.read_text() == whole
    rows = list(csv.reader(whole.splitlines(), delimiter="\t"))
    assert rows[0] == ["puzzle", "er", "ep", "ed", "level", "stopped", "steps"]
    assert [row[0] for row in rows[1:]] == puzzles


EVERY_FORMAT = {
    "rate-json": ["--rate", "--json"],
    "rate-csv": ["--rate", "--format", "csv"],
    "rate-tsv": ["--rate", "--format", "tsv"],
    "rate-text": ["--rate"],
    "rate-template-without-puzzle": ["--rate", "--format", "ER=%r"],
    "explain-text": ["--explain"],
    "explain-json": ["--explain", "--json"],
    "count-text": ["--count"],
    "count-json": ["--count", "--format", "json"],
    "count-csv": ["--count", "--format", "csv"],
    "solve": [],
}


@pytest.fixture
def repeats_file(tmp_path, puzzle_lines):
    """Easy puzzles given again in a row (three times, and twice with no solution) and
    again further on: a resume must count them, not match them."""
    easy = [line.replace("0", ".") for line in puzzle_lines("norvig_easy50.txt")]
    none = puzzle_lines("edge_nosolution.txt")[0]
    puzzles = [easy[0], easy[1], easy[1], easy[1], none, none, easy[2], easy[0]]
    path = tmp_path / "repeats.txt"
    path.write_text("\n".join(puzzles) + "\n")
    return path, puzzles


@pytest.mark.process  # --jobs 2: a pool of worker processes
@pytest.mark.parametrize("options", EVERY_FORMAT.values(), ids=EVERY_FORMAT.keys())
def test_resume_after_repeated_puzzles_writes_each_once_in_every_format(
    capsys, tmp_path, repeats_file, options
):
    path, puzzles = repeats_file
    whole_out = tmp_path / "whole.out"
    failed = 0 if "--count" in options else 1  # no solution: counted 0, else a failure
    assert main([*options, "--jobs", "1", "--output", str(whole_out), str(path)]) == failed
    whole = whole_out.read_text()
    shape = _record_shape([*options, "--output", str(whole_out)])
    items = read_puzzles([str(path)])
    assert plan_resume(str(whole_out), shape, items).answered == len(puzzles)
    assert next(items, None) is None  # every puzzle of the input answered
    for answered in (2, 3, 4, 5, 6):  # stopped after this many puzzles, then resumed
        head = tmp_path / f"head{answered}.txt"
        head.write_text("\n".join(puzzles[:answered]) + "\n")
        out = tmp_path / f"resumed{answered}.out"
        main([*options, "--jobs", "1", "--output", str(out), str(head)])
        main([*options, "--jobs", "2", "--output", str(out), "--resume", str(path)])
        assert out.read_text() == whole, f"stopped after {answered} puzzles"


def _record_shape(argv: list[str]) -> RecordShape:
    """The shape of the records the command line ``argv`` writes to its --output file."""
    args = build_parser().parse_args(argv)
    assert usage_problem(args) is None
    return record_shape(args, choose_mode(args))


def test_a_puzzle_without_answer_has_its_record_in_the_output(capsys, tmp_path, repeats_file):
    path, puzzles = repeats_file
    out = tmp_path / "out.jsonl"
    assert main(["--rate", "--json", "--output", str(out), str(path)]) == 1
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [record["puzzle"] for record in records] == puzzles
    no_solution = "the puzzle has no solution, so it has no difficulty"
    assert records[4]["error"] == no_solution  # its place names it
    assert "error" not in records[3]
    assert f"{path}:5: {no_solution}" in capsys.readouterr().err
    out = tmp_path / "out.csv"
    assert main(["--rate", "--format", "csv", "--output", str(out), str(path)]) == 1
    assert out.read_text().splitlines()[5] == f"{puzzles[4]},,,,,,"


def test_resume_with_an_output_of_another_input_says_so(capsys, tmp_path, top_file):
    path, _ = top_file
    out = tmp_path / "out.jsonl"
    other = "1" * 81
    out.write_text(json.dumps({"puzzle": other, "level": "easy"}) + "\n")
    assert main(["--rate", "--json", "--output", str(out), "--resume", str(path)]) == 2
    assert (
        f"answers {other} where the input has {path}:1: another input?" in capsys.readouterr().err
    )
    assert out.read_text().count("\n") == 1


def test_resume_with_more_answers_than_puzzles_says_so(capsys, tmp_path, top_file):
    """Counts name no puzzle: only their number can tell another input."""
    path, puzzles = top_file
    out = tmp_path / "out.txt"
    out.write_text("1\n" * (len(puzzles) + 1))
    assert main(["--count", "--output", str(out), "--resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"answers more puzzles than the input has ({len(puzzles)}): another input?" in err
    assert out.read_text() == "1\n" * (len(puzzles) + 1)


def test_resume_of_explain_json_skips_whole_answers(tmp_path, top_file):
    """Step 1 starts a puzzle's answer: the same puzzle twice in a row is two answers."""
    path, puzzles = top_file
    assert puzzles[3] == puzzles[4]
    numbers = [(0, 1), (0, 2), (1, 1), (2, 1), (3, 1), (3, 2), (4, 1)]
    steps = [(puzzles[index], step) for index, step in numbers]
    lines = [json.dumps({"puzzle": p, "step": n, "technique": "x"}) for p, n in steps]
    out = tmp_path / "out.jsonl"
    out.write_text("\n".join(lines) + "\n")
    items = read_puzzles([str(path)])
    assert plan_resume(str(out), RecordShape(JSON, Answers.PATHS), items).answered == 5
    assert [item.grid.to_string() for item in items] == puzzles[5:]


# Puzzles 2 and 6 of these are stopped by the node limit: their records are empty rows.
GENERATE = ["--generate", "hard", "--count", "8", "--seed", "1", "--node-limit", "30"]


@pytest.mark.process  # --jobs 2: a pool of worker processes
def test_generate_makes_the_same_puzzles_with_any_number_of_jobs(capsys):
    assert main([*GENERATE, "--format", "csv", "--jobs", "1"]) == 1
    alone = capsys.readouterr()
    assert main([*GENERATE, "--format", "csv", "--jobs", "2"]) == 1
    assert capsys.readouterr() == alone
    assert len(alone.out.splitlines()) == 1 + 6
    assert "puzzle 2: stopped by the node limit" in alone.err.splitlines()[0]


@pytest.mark.process  # --jobs 2: a pool of worker processes
@pytest.mark.parametrize("fmt", ["csv", "json", "text"])
def test_generate_resumes_with_the_seeds_after_those_made(capsys, tmp_path, fmt):
    """Puzzles stopped by a limit have their record too, so the count of records is the
    count of puzzles tried: none is made twice, none left out."""
    out = tmp_path / "made.out"
    args = [*GENERATE, "--format", fmt, "--output", str(out)]
    assert main([*args, "--jobs", "1"]) == 1
    whole = out.read_text().splitlines()
    header = 1 if fmt == "csv" else 0
    assert len(whole) == header + 8
    for made in (1, 2, 5):
        out.write_text("\n".join(whole[: header + made]) + "\n")
        assert main([*args, "--jobs", "2", "--resume"]) == 1  # puzzle 6 is still to make
        assert out.read_text().splitlines() == whole, f"resumed after {made}"


def test_a_resume_plan_drops_the_cut_line_and_keeps_the_whole_lines(tmp_path):
    path = tmp_path / "f"
    path.write_bytes(b"1\n2\n3")
    plan = plan_resume(str(path), RecordShape("text", Answers.COUNTS), None)
    assert (plan.keep, plan.answered) == (4, 2)
    assert path.read_bytes() == b"1\n2\n3"  # planning changes nothing
    plan.apply()
    assert path.read_bytes() == b"1\n2\n"


def test_serate_format_fills_in_the_figures(capsys, tmp_path, top_file):
    path, puzzles = top_file
    assert main(["--rate", "--format", "%g ER=%r/%p/%d %l %%", str(path)]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first == f"{puzzles[0]} ER=2.6/1.2/1.2 medium %"


@pytest.mark.parametrize("text", ["xml", "%q", "ER=%", "%g%%%"])
def test_a_bad_format_is_refused(text):
    with pytest.raises(ValueError):
        parse_format(text)


@pytest.mark.parametrize(
    "args, message",
    [
        (["--resume"], "--resume needs --output"),
        (["--trace", "--resume", "--output", "o"], "--resume does not go with --trace"),
        (["--pretty", "--resume", "--output", "o"], "--resume does not go with --pretty"),
        (["--explain", "--format", "csv"], "does not go with --explain"),
        (["--rate", "--json", "--format", "csv"], "say different things"),
        (["--list-strategies", "--resume", "--output", "o"], "not go with --list-strategies"),
    ],
)
def test_output_options_that_do_not_go_together_are_usage_errors(capsys, args, message):
    assert main(args) == 2
    assert message in capsys.readouterr().err


def test_progress_says_puzzles_and_speed_and_per_worker_speed():
    assert puzzles_text(50, 10.0) == "50 puzzles, 5.0/s"
    assert puzzles_text(1, 0.0) == "1 puzzle"
    assert puzzles_text(40, 10.0, workers=2) == "40 puzzles, 4.0/s, 2 workers at 2.0/s each"
    assert (
        puzzles_text(40, 10.0, workers=2, engine="compiled (Cython 3.3.1)")
        == "40 puzzles, 4.0/s, 2 workers at 2.0/s each, compiled (Cython 3.3.1)"
    )


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


# tqdm's bar: "sudoku-solve:  40%|####      | 4 puzzles, 3.2/s [00:01<00:02]"
_BAR = r"\rsudoku-solve: +\d+%\|[^|]*\| \d+ puzzles?, [\d.]+/s \[\d\d:\d\d<[\d:?]+\]"


def test_progress_goes_to_a_terminal_and_is_cleared_at_the_end(tmp_path, bar_file):
    path, puzzles = bar_file
    err = _Terminal()
    reporter = Reporter(io.StringIO(), err, progress=True)
    args = build_parser().parse_args(["--rate", "--jobs", "1", str(path)])
    assert usage_problem(args) is None
    RATE.run(args, reporter)
    reporter.finish()
    shown = err.getvalue()
    assert re.search(_BAR, shown), shown
    assert re.search(r"\r {20,}\r$", shown), "the bar is not cleared at the end"
    assert len(reporter.out.getvalue().splitlines()) == len(puzzles)


def test_a_problem_clears_the_bar_before_it_is_written():
    err = _Terminal()
    reporter = Reporter(io.StringIO(), err, progress=True)
    reporter.show_progress(3, 0.5)
    reporter.problem("f:2: bad")
    assert re.search(r"\| 3 puzzles.*\r {20,}\rf:2: bad\n$", err.getvalue())


@pytest.mark.skipif(importlib.util.find_spec("pty") is None, reason="no pseudo-terminal here")
@pytest.mark.process
def test_a_real_terminal_shows_the_bar_and_a_pipe_does_not(tmp_path, bar_file):
    """The command itself, its standard error a pseudo-terminal (of no size, as one nobody
    sized: the bar still shows), then a pipe."""
    import pty

    path, puzzles = bar_file
    out = tmp_path / "out.txt"
    command = [sys.executable, "-m", "solver", "--rate", "--jobs", "2", "--output", str(out)]
    leader, follower = pty.openpty()
    run = subprocess.Popen([*command, str(path)], stderr=follower, stdin=subprocess.DEVNULL)
    os.close(follower)
    shown = b""
    with contextlib.suppress(OSError):  # EIO once the command has closed its end
        while chunk := os.read(leader, 4096):
            shown += chunk
    os.close(leader)
    assert run.wait(timeout=120) == 0
    text = shown.decode("utf-8")
    assert re.search(_BAR, text), text
    assert re.search(r"\r {20,}\r$", text)
    assert [line.split()[0] for line in out.read_text().splitlines()] == puzzles
    piped = subprocess.run([*command, str(path)], capture_output=True, timeout=120)
    assert piped.returncode == 0 and piped.stderr == b""


@pytest.mark.process  # --jobs 2: a pool of worker processes
def test_no_progress_when_standard_error_is_not_a_terminal(capsys, top_file):
    path, puzzles = top_file
    assert main(["--rate", "--jobs", "2", str(path)]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    assert [line.split()[0] for line in captured.out.splitlines()] == puzzles


@pytest.mark.calibration
def test_resuming_a_big_output_keeps_nothing_per_puzzle(tmp_path, capsys):
    """Resuming reads the output file a line at a time: 3,000 more puzzles already answered
    raise the peak of Python's allocations by less than a float each would take."""
    easy = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"

    def peak_bytes(lines: int) -> int:
        path = tmp_path / f"big{lines}.txt"
        path.write_bytes((easy + "\n").encode() * lines)
        out = tmp_path / f"big{lines}.csv"
        out.write_text("puzzle,solutions\n" + f"{easy},1\n" * (lines - 10))
        tracemalloc.start()
        try:
            args = ["--count", "--format", "csv", "--jobs", "1", "--resume"]
            status = main([*args, "--output", str(out), str(path)])
            return tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
            assert status == 0
            assert out.read_text().count("\n") == lines + 1

    peak_bytes(100)  # first: the imports and caches every run shares
    small, big = peak_bytes(500), peak_bytes(3_500)
    assert big - small < 3_000 * 32, f"peak {small} bytes for 500 lines, {big} for 3,500"
