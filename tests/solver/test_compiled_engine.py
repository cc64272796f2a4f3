"""The compiled engine and the pure one give the same answers, and say which one runs.

One install holds both: the modules of ``solver.compiled.COMPILED_MODULES`` as ``.py`` and,
where setup.py could compile them, as extension modules beside them; ``SUDOKU_LENS_PURE=1``
makes a process import the ``.py``. Two processes, one each way, work out ``answers()``:
SE ratings of rated samples step by step (every chaining rung up to dynamic forcing chains),
every hint of SE's reference list on a nested rung, fast solutions and counts of 17-clue
puzzles and the event engine's search. They must agree answer for answer. Where nothing is
compiled the default process runs the ``.py`` too: then both must say "pure Python", so the
test still checks the switch and the report, never skips.
"""

from __future__ import annotations

import importlib.machinery
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import solver
from solver.board import rc_name
from solver.compiled import COMPILED_MODULES, PURE_VARIABLE, STALE_SECONDS, _SourceFirst
from solver.explain import explain
from solver.fast import count_cells, solve_cells
from solver.format_marks import parse_marks
from solver.formats import as_grid
from solver.se.engine import Engine
from solver.se.rules import dynamic_rule
from solver.techniques.se_rungs import se_grid
from tests.solver.puzzle_data import puzzle_lines

ROOT = Path(__file__).resolve().parents[2]
# SE's ratings 6.6 (forcing chain), 7.0 and 7.5 (Nishio), 8.0 (multiple forcing chains),
# 8.1 (rated 7.2 here: a known miss, compared all the same) and 8.3 (dynamic forcing chains).
RATED = (
    "000005480000902001001047009037400000800010004000008630500370800100604000029500000",
    "000040000000605000009080700000703000007000100600401002050207040032000950070000060",
    "200000000030801040060050001000500067000902000180003000500070030020304050000000008",
    "038000040200004005009200306040060900000807000002040050104003700300600004080000530",
    "000020000900030005400607001007040600004859200208000904030000080000302000009070400",
    "003004090700102040094000008000500803000040000509003000300000280080206001010400600",
)


def answers() -> dict:
    """What this process's engine answers, and which engine it says it is."""
    modules = {name: sys.modules[name].__file__ for name in COMPILED_MODULES}
    paths = []
    for puzzle in RATED:
        path = explain(puzzle)
        steps = [
            [item.rating, item.step.technique, item.step.placements, item.step.eliminations]
            for item in path.steps
        ]
        paths.append([path.er, path.ep, path.ed, steps])
    # The first position of SE's reference list (its second takes as long again).
    marks, level, _ = puzzle_lines("se_chain_complexities.tsv")[0].split("\t")
    hints = [
        [h.complexity, h.sort_key, [rc_name(cell) + str(digit) for cell, digit in h.removable]]
        for h in Engine(dynamic_rule(int(level))).hints(se_grid(parse_marks(marks).candidates))
    ]
    seventeen = [as_grid(p).cells for p in puzzle_lines("royle17_sample2000.txt")[:40]]
    searched = solver.search(RATED[0], "norvig")
    events = [type(event).__name__ for event in searched]
    return {
        "engine": solver.engine_info(),
        "files": modules,
        "answers": {
            "paths": paths,
            "hints": hints,
            "solutions": [solve_cells(cells) for cells in seventeen],
            "counts": [count_cells(cells, 2) for cells in seventeen],
            "search": [events, searched.solutions],
        },
    }


def _run(pure: bool) -> subprocess.Popen:
    environment = {**os.environ, PURE_VARIABLE: "1" if pure else ""}
    code = "import json, tests.solver.test_compiled_engine as t; print(json.dumps(t.answers()))"
    return subprocess.Popen(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=environment,
        stdout=subprocess.PIPE,
        text=True,
    )


def _child(pure: bool, *arguments: str) -> str:
    """What a child Python prints, run with or without ``SUDOKU_LENS_PURE``."""
    environment = {**os.environ, PURE_VARIABLE: "1" if pure else ""}
    command = [sys.executable, *arguments]
    done = subprocess.run(command, cwd=ROOT, env=environment, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def _says_its_files(report: dict) -> None:
    """The engine a process reports is the one its modules were loaded from."""
    witness = report["files"]["solver.se.engine"]
    if witness.endswith(".py"):
        assert report["engine"] == "pure Python"
    else:
        assert report["engine"].startswith("compiled (Cython ")


@pytest.mark.process
def test_compiled_and_pure_engines_give_the_same_answers():
    # Both at once: on two cores the test takes the time of the slower (pure) one.
    runs = {pure: _run(pure) for pure in (False, True)}
    reports = {}
    for pure, process in runs.items():
        output, _ = process.communicate(timeout=300)
        assert process.returncode == 0
        reports[pure] = json.loads(output)
    pure, default = reports[True], reports[False]
    assert pure["engine"] == "pure Python"
    assert all(file.endswith(".py") for file in pure["files"].values())
    _says_its_files(default)
    assert default["answers"] == pure["answers"]
    # Real answers: SE's ratings where this engine is exact, 18 hints as SE lists them.
    assert [path[0] for path in pure["answers"]["paths"]] == [6.6, 7.0, 7.5, 8.0, 7.2, 8.3]
    assert len(pure["answers"]["hints"]) == 18
    assert all(pure["answers"]["solutions"])


@pytest.mark.process
def test_version_says_which_engine_the_modules_were_loaded_from():
    witness = "import solver.se.engine as m; print(m.__file__)"
    for pure in (False, True):
        loaded = _child(pure, "-c", witness)
        version = _child(pure, "-m", "solver", "--version")
        if loaded.endswith(".py"):
            assert version.endswith("solver engine: pure Python")
        else:
            assert not pure
            assert "solver engine: compiled (Cython 3." in version


def test_a_compiled_module_older_than_its_source_gives_way_to_the_source(tmp_path, monkeypatch):
    """An edit after the build wins until the next build: the finder picks the .py of a
    stale compiled module, and leaves a fresh one (or one built in the same minute) alone."""
    monkeypatch.delenv(PURE_VARIABLE, raising=False)
    source = tmp_path / "board.py"
    source.write_text("")
    compiled = tmp_path / ("board" + importlib.machinery.EXTENSION_SUFFIXES[0])
    compiled.write_bytes(b"")
    now = source.stat().st_mtime
    os.utime(compiled, (now - 1, now - 1))
    assert _SourceFirst.find_spec("solver.board", [str(tmp_path)]) is None
    os.utime(compiled, (now - STALE_SECONDS - 5, now - STALE_SECONDS - 5))
    spec = _SourceFirst.find_spec("solver.board", [str(tmp_path)])
    assert spec is not None and spec.origin == str(source)
    assert _SourceFirst.find_spec("solver.grid", [str(tmp_path)]) is None  # not compiled
