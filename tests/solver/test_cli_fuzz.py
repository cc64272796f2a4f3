"""The command line's input loop under random bytes (issue 17), and its output for
--explain and --rate --json (issue 15), in-process."""

from __future__ import annotations

import contextlib
import io
import json
import sys
import types

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solver.cli import EXIT_USAGE, Problem, Puzzle, main, read_source
from solver.formats import parse
from solver.techniques import Step

EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
EASY_SOLUTION = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"

random_input = st.one_of(
    st.binary(max_size=300),
    st.lists(
        st.sampled_from(
            [EASY.encode(), b"\n", b"\r\n", b"x", b"\xff", b"\x00", b"<", b"|", b"5...5", b"#"]
        ),
        max_size=30,
    ).map(b"".join),
)
FUZZ = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FUZZ
@given(data=random_input, fmt=st.sampled_from([None, "line", "sdk", "opensudoku"]))
def test_read_source_reports_and_never_raises(data, fmt):
    for item in read_source(io.BytesIO(data), "fuzz", fmt):
        assert isinstance(item, Puzzle | Problem)
        if isinstance(item, Problem):
            assert item.message.startswith("fuzz")


def run_main(args: list[str], data: bytes) -> tuple[int, list[str], list[str]]:
    out, err = io.StringIO(), io.StringIO()
    stdin = io.TextIOWrapper(io.BytesIO(data), encoding="latin-1")
    saved = sys.stdin
    sys.stdin = stdin
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main(args)
    finally:
        sys.stdin = saved
    return status, out.getvalue().splitlines(), err.getvalue().splitlines()


@FUZZ
@given(data=random_input, mode=st.sampled_from([[], ["--count"], ["--node-limit", "50"]]))
def test_the_command_line_answers_or_reports_any_input(data, mode):
    status, out, err = run_main([*mode, "--jobs", "1", "-"], data)
    assert status in (0, 1, EXIT_USAGE)
    assert all(line.startswith("<stdin>") for line in err), err
    assert (status == 0) == (not err)
    assert len(out) <= data.count(b"\n") + 1


# ----------------------------------------------------------------- explain and rate


def fake_explain(puzzle, *, time_limit=60.0):
    """The shape solver.explain.explain returns (issue 15): steps, solved, stopped."""
    step = Step("hidden single", 12, placements=((0, 4),), explanation="r1c1 is 4")
    other = Step("pointing", 26, eliminations=((10, 3), (11, 3)), explanation="pointing 3s")
    item = types.SimpleNamespace
    steps = [item(step=step, rating=1.2, text="r1c1 is 4"), item(step=other, rating=2.6, text="x")]
    return types.SimpleNamespace(steps=steps, solved=True, stopped=False, er=2.6, ep=2.6, ed=1.2)


@pytest.fixture
def explain_module(monkeypatch):
    import solver.cli.answers

    monkeypatch.setattr(solver.cli.answers, "explain", fake_explain)


def test_explain_json_is_one_object_per_step(explain_module):
    status, out, err = run_main(["--explain", "--json", "-"], EASY.encode())
    assert (status, err) == (0, [])
    records = [json.loads(line) for line in out]
    assert records == [
        {
            "puzzle": parse(EASY).to_string(),
            "step": 1,
            "technique": "hidden single",
            "rating": 1.2,
            "placements": [[0, 4]],
            "eliminations": [],
            "text": "r1c1 is 4",
        },
        {
            "puzzle": parse(EASY).to_string(),
            "step": 2,
            "technique": "pointing",
            "rating": 2.6,
            "placements": [],
            "eliminations": [[10, 3], [11, 3]],
            "text": "x",
        },
    ]


def test_explain_prints_one_line_per_step_in_r1c1(explain_module):
    status, out, _ = run_main(["--explain", "-"], EASY.encode())
    assert status == 0
    assert out == [
        f"# {parse(EASY).to_string()}",
        "hidden single (1.2): r1c1=4: r1c1 is 4",
        "pointing (2.6): r2c2<>3, r2c3<>3: x",
    ]


def test_rate_json_has_the_documented_keys():
    status, out, err = run_main(["--rate", "--json", "-"], EASY.encode())
    assert (status, err) == (0, [])
    record = json.loads(out[0])
    assert set(record) == {"puzzle", "level", "er", "ep", "ed", "logic", "stopped", "steps"}
    assert record["stopped"] is False and record["steps"] > 0
    assert record["puzzle"] == parse(EASY).to_string() and record["logic"] is True


def test_rate_is_bounded_by_the_time_limit(monkeypatch):
    import solver.cli.answers

    def slow_rate(grid):
        while True:
            pass

    monkeypatch.setattr(solver.cli.answers, "rate", slow_rate)
    status, out, err = run_main(["--rate", "--time-limit", "0.1", "-"], EASY.encode())
    assert (status, out) == (1, [])
    assert err == ["<stdin>:1: stopped by the time limit (0.1 s)"]


def test_progress_goes_to_a_terminal_stderr_only_and_is_cleared():
    from solver.cli import Reporter

    class Terminal(io.StringIO):
        def isatty(self):
            return True

    out, err = io.StringIO(), Terminal()
    reporter = Reporter(out, err, progress=True)
    reporter.result("answer")
    reporter.show_progress(1, None)
    assert "sudoku-solve: 1 puzzle [" in err.getvalue()
    reporter.problem("f:2: bad")
    assert err.getvalue().endswith(" \rf:2: bad\n")
    assert out.getvalue() == "answer\n"
    quiet = Reporter(io.StringIO(), io.StringIO(), progress=False)
    quiet.show_progress(1, None)
    assert quiet.err.getvalue() == ""
