"""Big runs of the command line: --output by whole lines, --resume after a kill, --format."""

from __future__ import annotations

import csv
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

from solver.cli import main, rate_puzzles
from solver.cli_args import build_parser, usage_problem
from solver.cli_io import Reporter, progress_text, read_puzzles
from solver.cli_output import ResumePoint, cut_partial_line, parse_format


def hard_puzzle_file(tmp_path, puzzle_lines, count: int):
    """``count`` hard puzzles (a tenth of a second each to rate), the fourth one twice in a
    row, in a file; the file and its puzzles."""
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


@pytest.mark.skipif(not hasattr(os, "killpg"), reason="no SIGKILL of a process group here")
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_resume_after_kill_9_gives_every_puzzle_once_in_input_order(tmp_path, long_top_file, jobs):
    path, puzzles = long_top_file
    out = tmp_path / "out.jsonl"
    command = [sys.executable, "-m", "solver", "--rate", "--json", "--jobs", jobs]
    command += ["--output", str(out), str(path)]
    run = subprocess.Popen(command, start_new_session=True, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and run.poll() is None:
        if out.exists() and out.read_bytes().count(b"\n") >= 5:
            break
        time.sleep(0.01)
    assert run.poll() is None, "the run ended before it could be killed"
    os.killpg(run.pid, signal.SIGKILL)
    run.wait()
    run.stderr.close()
    written_before = out.read_bytes().count(b"\n")
    assert 5 <= written_before < len(puzzles)
    with out.open("ab") as stream:  # what a kill in the middle of a write would leave
        stream.write(b'{"puzzle": "4.....8.5.3')
    resumed = subprocess.run(command + ["--resume"], capture_output=True, timeout=120)
    assert resumed.returncode == 0, resumed.stderr
    assert _puzzles_in(out) == puzzles


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


def test_resume_goes_on_after_the_last_answered_puzzle(capsys, tmp_path, top_file):
    """A puzzle before it that gave no result (a problem on stderr) is not tried again."""
    path, puzzles = top_file
    out = tmp_path / "out.txt"
    fmt = "%g ER=%r/%p/%d"
    out.write_text(f"{puzzles[0]} ER=2.6/1.2/1.2\n{puzzles[2]} ER=2.6/1.2/1.2\n")
    assert main(["--rate", "--format", fmt, "--output", str(out), "--resume", str(path)]) == 0
    answered = [line.split()[0] for line in out.read_text().splitlines()]
    assert answered == [puzzles[0], *puzzles[2:]]
    assert out.read_text().splitlines()[2].startswith(f"{puzzles[3]} ER=5.6/")


def test_resume_with_an_output_of_another_input_says_so(capsys, tmp_path, top_file):
    path, _ = top_file
    out = tmp_path / "out.jsonl"
    other = "1" * 81
    out.write_text(json.dumps({"puzzle": other}) + "\n")
    assert main(["--rate", "--json", "--output", str(out), "--resume", str(path)]) == 2
    assert f"answers a puzzle that is not in the input ({other})" in capsys.readouterr().err
    assert out.read_text().count("\n") == 1


def test_resume_of_explain_json_skips_whole_answers(tmp_path, top_file):
    path, puzzles = top_file
    lines = [json.dumps({"puzzle": p, "technique": "x"}) for p in (puzzles[0],) * 3]
    out = tmp_path / "out.jsonl"
    out.write_text("\n".join(lines) + "\n")
    resume = ResumePoint(str(out), lines_per_puzzle=True)
    left = [item.grid.to_string() for item in resume.remaining(read_puzzles([str(path)]))]
    assert left == puzzles[1:]


def test_generate_resumes_with_the_seeds_after_those_used(capsys, tmp_path):
    out = tmp_path / "made.csv"
    args = ["--generate", "easy", "--seed", "7", "--format", "csv", "--output", str(out)]
    assert main([*args, "--count", "3"]) == 0
    whole = out.read_text().splitlines()
    out.write_text("\n".join(whole[:2]) + "\n")  # the header and the first puzzle
    assert main([*args, "--count", "3", "--resume"]) == 0
    assert out.read_text().splitlines() == whole


def test_cut_partial_line_keeps_the_whole_lines(tmp_path):
    path = tmp_path / "f"
    path.write_bytes(b"one\ntwo\nthr")
    assert cut_partial_line(str(path))
    assert path.read_bytes() == b"one\ntwo\n"
    path.write_bytes(b"half")
    assert not cut_partial_line(str(path))
    assert path.read_bytes() == b""


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
        (["--count", "--resume", "--output", "o"], "name their puzzle"),
        (["--rate", "--format", "ER=%r", "--resume", "--output", "o"], "name their puzzle"),
        (["--explain", "--format", "csv"], "does not go with --explain"),
        (["--rate", "--json", "--format", "csv"], "say different things"),
        (["--resume", "--output", "o"], "--resume goes with"),
    ],
)
def test_output_options_that_do_not_go_together_are_usage_errors(capsys, args, message):
    assert main(args) == 2
    assert message in capsys.readouterr().err


def test_progress_says_done_rate_share_and_time_left():
    assert progress_text(50, 10.0, 0.25, 0.0) == "50 puzzles answered, 5.0/s, 25%, 0:00:30 left"
    # resumed at half-way: the time left follows the growth since then
    assert progress_text(10, 100.0, 0.6, 0.5) == "10 puzzles answered, 0.1/s, 60%, 0:06:40 left"
    assert progress_text(1, 2.0, None, None) == "1 puzzles answered, 0.5/s"


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_goes_to_a_terminal_and_is_cleared_at_the_end(tmp_path, top_file):
    path, puzzles = top_file
    err = _Terminal()
    reporter = Reporter(io.StringIO(), err, progress=True)
    args = build_parser().parse_args(["--rate", "--jobs", "1", str(path)])
    assert usage_problem(args) is None
    rate_puzzles(args, reporter)
    reporter.finish()
    shown = err.getvalue()
    line = r"\rsudoku-solve: \d+ puzzles answered, [\d.]+/s, \d+%, 0:00:\d\d left\x1b\[K"
    assert re.search(line, shown)
    assert shown.endswith("\r\x1b[K")
    assert len(reporter.out.getvalue().splitlines()) == len(puzzles)


def test_no_progress_when_standard_error_is_not_a_terminal(capsys, top_file):
    path, puzzles = top_file
    assert main(["--rate", "--jobs", "2", str(path)]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    assert [line.split()[0] for line in captured.out.splitlines()] == puzzles


@pytest.mark.slow
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
