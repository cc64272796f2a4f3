"""The command line: solutions, counting, tracing, statistics, limits, bad input, exit codes."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import solver
from solver.board import COL_OF, ROW_OF
from solver.cli import main
from solver.formats import parse
from solver.grid import is_solution_of

ROOT = Path(__file__).resolve().parents[2]
EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
CONFLICTING = "5...5" + "." * 76
# No solution, though its givens do not clash (tdoku's test puzzles).
UNSOLVABLE = "1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4."


@pytest.fixture
def seeds_file(tmp_path, seed_puzzles):
    """The seed puzzles, one 81-character line each."""
    path = tmp_path / "seeds.txt"
    path.write_text("".join(seed.puzzle + "\n" for seed in seed_puzzles), encoding="utf-8")
    return path


def write(tmp_path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def run(capsys, *args: str) -> tuple[int, list[str], list[str]]:
    status = main(list(args))
    captured = capsys.readouterr()
    return status, captured.out.splitlines(), captured.err.splitlines()


def test_prints_one_solution_per_puzzle(capsys, seeds_file, seed_puzzles):
    status, out, err = run(capsys, str(seeds_file))
    assert (status, err) == (0, [])
    assert out == [seed.solution for seed in seed_puzzles]


@pytest.mark.parametrize("strategy", sorted(solver.STRATEGIES))
def test_every_strategy_solves_from_the_command_line(capsys, tmp_path, strategy, seed_puzzles):
    easy = next(seed for seed in seed_puzzles if seed.name == "norvig-easy")
    status, out, err = run(capsys, "--strategy", strategy, write(tmp_path, "e.txt", easy.puzzle))
    assert (status, out, err) == (0, [easy.solution], [])


@pytest.mark.parametrize("args", [[], ["-"]])
def test_reads_standard_input_without_a_file_or_with_a_dash(capsys, monkeypatch, args):
    monkeypatch.setattr(sys, "stdin", io.StringIO(EASY + "\n"))
    status, out, _ = run(capsys, *args)
    assert status == 0
    assert len(out) == 1 and is_solution_of(out[0], parse(EASY))


def test_standard_input_is_read_as_utf8_bytes(capsys, monkeypatch):
    stdin = io.TextIOWrapper(io.BytesIO(b"\xef\xbb\xbf" + EASY.encode()), encoding="latin-1")
    monkeypatch.setattr(sys, "stdin", stdin)
    status, out, _ = run(capsys)
    assert status == 0 and len(out) == 1


def test_standard_input_that_is_not_utf8_exits_with_2_after_the_puzzles_before(capsys, monkeypatch):
    stdin = io.TextIOWrapper(io.BytesIO(EASY.encode() + b"\n\xff\n"), encoding="latin-1")
    monkeypatch.setattr(sys, "stdin", stdin)
    status, out, err = run(capsys)
    assert status == 2 and len(out) == 1  # streamed: the first puzzle was answered
    assert err == ["<stdin>:2: not UTF-8 text (byte 0xff at offset 82)"]


def test_a_bad_line_is_reported_with_its_line_number_and_the_rest_is_solved(capsys, tmp_path):
    path = write(tmp_path, "mixed.txt", f"{EASY}\n{EASY[:40]}x{EASY[41:]}\n\n{EASY}\n")
    status, out, err = run(capsys, path)
    assert status == 1
    assert len(out) == 2
    assert err == [
        f"{path}:2: unexpected character 'x' at column 41 (digits are 1-9, blanks 0 . - _)"
    ]


def test_conflicting_givens_are_reported_with_their_cells_and_never_searched(
    capsys, tmp_path, monkeypatch
):
    def refuse(*args, **kwargs):
        raise AssertionError("a puzzle with conflicting givens was searched")

    monkeypatch.setattr(solver, "solve", refuse)
    monkeypatch.setattr(solver, "search", refuse)
    path = write(tmp_path, "clash.txt", CONFLICTING + "\n")
    for args in ([path], ["--strategy", "norvig", path], ["--trace", path]):
        status, out, err = run(capsys, *args)
        assert (status, out) == (1, [])
        assert err == [f"{path}:1: conflicting givens: two 5s in row 1 (r1c1, r1c5)"]


def test_every_unsolvable_edge_case_is_reported_on_its_line(capsys, data_dir):
    path = data_dir / "edge_nosolution.txt"
    status, out, err = run(capsys, str(path))
    assert (status, out) == (1, [])
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(err) == len(lines)
    for number, message in enumerate(err, 1):
        assert message.startswith(f"{path}:{number}: ")
        assert message.endswith(": no solution") or ": conflicting givens: two " in message


def test_files_before_and_after_options_are_solved_in_order(capsys, tmp_path, seed_puzzles):
    first, second = seed_puzzles[0], seed_puzzles[1]
    a = write(tmp_path, "a.txt", first.puzzle)
    b = write(tmp_path, "b.txt", second.puzzle)
    status, out, _ = run(capsys, a, "--strategy", "norvig", b)
    assert (status, out) == (0, [first.solution, second.solution])


def test_pretty_prints_grids_that_parse_back_to_the_solutions(capsys, seeds_file, seed_puzzles):
    status, out, _ = run(capsys, "--pretty", str(seeds_file))
    assert status == 0
    grids = "\n".join(out).split("\n\n")
    assert [parse(text).to_string() for text in grids if text.strip()] == [
        seed.solution for seed in seed_puzzles
    ]


def test_count_finds_at_least_two_solutions_of_every_multi_solution_edge_case(capsys, data_dir):
    status, out, _ = run(capsys, "--count", str(data_dir / "edge_multisolution.txt"))
    assert status == 0
    assert len(out) == 22 and all(int(n) >= 2 for n in out)


def test_count_up_to_n_agrees_with_the_labeled_edge_cases(capsys, tmp_path, data_dir):
    expected = []
    for line in (data_dir / "edge_cases_labeled.tsv").read_text(encoding="utf-8").splitlines():
        puzzle, category, _source, _stated, counted = line.split("\t")
        if category == "tdoku_multi":
            expected.append((puzzle, int(counted)))
    path = write(tmp_path, "multi.txt", "".join(p + "\n" for p, _ in expected))
    status, out, _ = run(capsys, "--count", "1000", path)
    assert status == 0
    assert [int(n) for n in out] == [n for _, n in expected]


@pytest.mark.parametrize(
    "args",
    [
        ["--count", "{a}", "{b}"],
        ["{a}", "--count", "{b}"],
        ["{a}", "--count", "2", "{b}"],
        ["--count=2", "{a}", "{b}"],
        ["{a}", "{b}", "--count"],
    ],
)
def test_count_and_files_mix_in_any_order(capsys, tmp_path, data_dir, args):
    unique = write(tmp_path, "unique.txt", EASY)
    multi = str(data_dir / "edge_multisolution.txt")
    status, out, _ = run(capsys, *(arg.format(a=unique, b=multi) for arg in args))
    assert status == 0
    assert out == ["1"] + ["2"] * 22


def test_count_reads_standard_input_given_as_a_dash(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(EASY))
    assert run(capsys, "--count", "-")[:2] == (0, ["1"])


def test_count_is_one_for_unique_puzzles_and_zero_for_clashing_givens(capsys, tmp_path):
    path = write(tmp_path, "two.txt", f"{EASY}\n{CONFLICTING}\n")
    status, out, err = run(capsys, "--count", path)
    assert out == ["1", "0"]
    assert status == 1 and "conflicting givens" in err[0]


def test_trace_prints_the_event_stream_as_json_lines(capsys, tmp_path, seed_puzzles):
    hard = next(seed for seed in seed_puzzles if seed.name == "norvig-hard")
    path = write(tmp_path, "hard.txt", hard.puzzle)
    status, out, err = run(capsys, "--trace", "--strategy", "norvig", path)
    assert (status, err) == (0, [])
    events = [json.loads(line) for line in out]
    kinds = [event["event"] for event in events]
    assert kinds[0] == "start" and kinds[-1] == "solved"
    assert {"assume", "deduce", "contradiction", "backtrack"} <= set(kinds)
    for event in events:
        if event.get("cell", -1) >= 0:
            assert (event["row"], event["col"]) == (ROW_OF[event["cell"]], COL_OF[event["cell"]])
    assumption = next(event for event in events if event["event"] == "assume")
    assert 1 <= assumption["digit"] <= 9
    assert events[-1]["solution"] == hard.solution


STATS_LINE = re.compile(
    r"Solved (\d+) of (\d+) puzzles \(avg \d+\.\d{4} secs \((\d+ Hz|too fast to time)\), "
    r"max \d+\.\d{4} secs\)\."
)


def test_stats_summarise_the_fast_path_like_the_essay(capsys, tmp_path):
    path = write(tmp_path, "three.txt", f"{EASY}\n{UNSOLVABLE}\n{EASY}\n")
    status, out, _ = run(capsys, "--stats", path)
    assert status == 1
    match = STATS_LINE.fullmatch(out[-2])
    assert match and match.group(1, 2) == ("2", "3")
    assert out[-1] == "(fast path, no search totals: pass --strategy for them)"


def test_stats_of_a_strategy_add_the_search_totals(capsys, seeds_file):
    status, out, _ = run(capsys, "--stats", "--strategy", "norvig", str(seeds_file))
    assert status == 0
    assert STATS_LINE.fullmatch(out[8]).group(1, 2) == ("8", "8")
    totals = re.fullmatch(
        r"Search: (\d+) assumptions, (\d+) contradictions, (\d+) backtracks, max depth (\d+)\.",
        out[9],
    )
    assert totals and int(totals.group(1)) > 0
    assert re.fullmatch(r"Deductions: \d+ hidden single, \d+ naked single\.", out[10])


def test_node_limit_gives_up_cleanly(capsys, tmp_path, seed_puzzles):
    hard = next(seed for seed in seed_puzzles if seed.name == "norvig-hard")
    path = write(tmp_path, "hard.txt", hard.puzzle)
    status, out, err = run(capsys, "--strategy", "norvig", "--node-limit", "1", path)
    assert (status, out) == (1, [])
    assert err == [f"{path}:1: stopped by the node limit (1 guess)"]


def test_time_limit_gives_up_cleanly(capsys, tmp_path, seed_puzzles):
    hard = next(seed for seed in seed_puzzles if seed.name == "norvig-hard")
    path = write(tmp_path, "hard.txt", hard.puzzle)
    status, out, err = run(capsys, "--strategy", "backtracking", "--time-limit", "1e-6", path)
    assert (status, out) == (1, [])
    assert err == [f"{path}:1: stopped by the time limit (1e-06 s)"]


def test_list_strategies_names_each_with_its_title(capsys):
    status, out, _ = run(capsys, "--list-strategies")
    assert status == 0
    assert [line.split()[0] for line in out] == list(solver.STRATEGIES)
    for line, strategy in zip(out, solver.STRATEGIES.values(), strict=True):
        assert f"{strategy.title}: {strategy.description}" in line


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--strategy", "nope"], "invalid choice: 'nope'"),
        (["--count", "0"], "must be at least 1, not 0"),
        (["--time-limit", "soon"], "not a number: 'soon'"),
        (["--node-limit", "-3"], "must be at least 1, not -3"),
        (["--no-such-option"], "unrecognized arguments: --no-such-option"),
    ],
)
def test_usage_errors_exit_with_2(capsys, args, message):
    status, out, err = run(capsys, *args)
    assert (status, out) == (2, [])
    assert message in err[-1]


def test_an_unreadable_file_exits_with_2_after_solving_the_others(capsys, tmp_path):
    good = write(tmp_path, "good.txt", EASY)
    missing = str(tmp_path / "missing.txt")
    status, out, err = run(capsys, missing, good)
    assert status == 2
    assert len(out) == 1
    assert err == [f"sudoku-solve: cannot read {missing}: No such file or directory"]


def test_a_file_that_is_not_utf8_exits_with_2(capsys, tmp_path):
    path = tmp_path / "latin1.txt"
    path.write_bytes(b"caf\xe9\n")
    status, _, err = run(capsys, str(path))
    assert status == 2
    assert err == [f"{path}:1: not UTF-8 text (byte 0xe9 at offset 3)"]


def test_empty_input_says_no_puzzle_was_found(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n"))
    status, out, err = run(capsys)
    assert (status, out) == (1, [])
    assert err == ["<stdin>: no puzzle found (the text is empty)"]


# ---------------------------------------------------------- python -m solver, for real


@pytest.mark.parametrize(
    ("args", "stdin", "status", "stderr_part"),
    [
        (["-"], EASY + "\n", 0, ""),
        ([], f"{EASY}\nnot a puzzle\n", 1, "<stdin>:2: unexpected character 'n' at column 1"),
        (["--strategy", "quickest"], "", 2, "invalid choice: 'quickest'"),
        (["no/such/file.txt"], "", 2, "cannot read no/such/file.txt"),
    ],
)
@pytest.mark.process
def test_python_dash_m_solver_exit_codes(args, stdin, status, stderr_part):
    result = subprocess.run(
        [sys.executable, "-m", "solver", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert result.returncode == status
    assert stderr_part in result.stderr
    assert "Traceback" not in result.stderr
    if status == 0:
        assert is_solution_of(result.stdout.strip(), parse(EASY))


@pytest.mark.process
def test_a_reader_that_quits_early_gets_no_traceback(data_dir):
    process = subprocess.Popen(
        [sys.executable, "-m", "solver", "--trace", str(data_dir / "norvig_top95.txt")],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    )
    assert process.stdout.readline().startswith(b'{"event": "start"')
    process.stdout.close()
    _, err = process.communicate(timeout=60)
    assert process.returncode == 141  # as a Unix tool killed by SIGPIPE, but quietly
    assert err == b""


def test_rate_prints_a_level_per_puzzle(capsys, tmp_path, data_dir):
    easy = (data_dir / "norvig_easy50.txt").read_text().split()[:3]
    path = write(tmp_path, "easy.txt", "\n".join(easy) + "\nnot a puzzle\n")
    status, out, err = run(capsys, "--rate", path)
    assert status == 1  # the bad line
    assert len(out) == 3
    for line, puzzle in zip(out, easy, strict=True):
        assert line.startswith(parse(puzzle).to_string())
        level = r"(easy|medium|hard|expert|extreme)"
        assert re.search(level + r"  ER \d\.\d EP \d\.\d ED \d\.\d$", line)
    assert any(":4:" in line for line in err)


def test_rate_reports_a_puzzle_without_solution(capsys, tmp_path, data_dir):
    lines = (data_dir / "edge_nosolution.txt").read_text().split()
    path = write(tmp_path, "none.txt", "\n".join(lines[:3]))
    status, out, err = run(capsys, "--rate", path)
    assert status == 1 and err and not out


def test_generate_makes_count_unique_puzzles_of_the_level(capsys):
    status, out, err = run(capsys, "--generate", "easy", "--count", "2", "--seed", "11")
    assert status == 0 and not err and len(out) == 2
    for line in out:
        puzzle, rating = line.split("  ", 1)
        assert rating.startswith("easy")
        assert solver.count_solutions(puzzle, limit=2) == 1
    again = run(capsys, "--generate", "easy", "--count", "2", "--seed", "11")[1]
    assert again == out  # the same seed, the same puzzles


def test_generate_rejects_an_unknown_level(capsys):
    status, out, err = run(capsys, "--generate", "impossible")
    assert status == 2 and not out


# What only some commands need, left out of the others' start-up (a rating of one puzzle
# spent a third of its time importing): the installed version's metadata (--version), the
# gym (--exercise), worker processes (--jobs N) and the cluster's digest.
ONLY_SOME_COMMANDS_NEED = ("importlib.metadata", "solver.gym", "multiprocessing", "hashlib")


@pytest.mark.process
def test_rating_a_puzzle_imports_only_what_rating_needs():
    code = (
        "import sys\n"
        "from solver.cli import main\n"
        "status = main(['--rate', '--jobs', '1'])\n"
        f"print(status, [m for m in {ONLY_SOME_COMMANDS_NEED!r} if m in sys.modules])\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        input="4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert result.stdout.splitlines()[-1] == "0 []", result.stderr


@pytest.mark.process
def test_version_is_worked_out_when_asked():
    result = subprocess.run(
        [sys.executable, "-m", "solver", "--version", "--rate"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert result.returncode == 0
    assert re.fullmatch(r"sudoku-solve \S+, solver engine: .+\n", result.stdout)
