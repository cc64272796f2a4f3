"""The side-by-side benchmark with Sudoku Explainer where it cannot run: without a JDK or
SukakuExplainer's source it must say what to install and exit 0 (it measures; it never
fails a build), and its puzzle reading and agreement figures must be right."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.benchmarks import bench_vs_serate as bench

SCRIPT = Path(bench.__file__)


def _run(env_changes: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, **env_changes}
    env.pop(bench.SOURCE_VARIABLE, None)
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        timeout=60,
    )


@pytest.mark.process
def test_without_a_jdk_it_says_what_to_install_and_exits_0(tmp_path):
    done = _run({"PATH": str(tmp_path)}, "--se-source", str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert "no JDK (javac and java not found on PATH)" in done.stdout
    assert "git clone https://github.com/SudokuMonster/SukakuExplainer" in done.stdout
    assert "nothing measured" in done.stdout


def test_without_the_source_it_names_the_option_and_variable(monkeypatch):
    monkeypatch.setattr(bench.shutil, "which", lambda name: f"/opt/jdk/bin/{name}")
    assert "--se-source DIR" in bench.missing_tools(None)
    assert bench.SOURCE_VARIABLE in bench.missing_tools(None)


def test_a_folder_without_serate_is_refused(monkeypatch, tmp_path):
    monkeypatch.setattr(bench.shutil, "which", lambda name: f"/opt/jdk/bin/{name}")
    assert "holds no SukakuExplainer source" in bench.missing_tools(tmp_path)
    serate = tmp_path / "diuf" / "sudoku" / "test" / "serate.java"
    serate.parent.mkdir(parents=True)
    serate.write_text("class serate {}", encoding="utf-8")
    assert bench.missing_tools(tmp_path) is None


def test_puzzle_files_give_bands_by_their_reference(tmp_path):
    easy = "1" * 81
    file = tmp_path / "p.tsv"
    file.write_text(f"# comment\n{easy}\t3.4\tx\n{easy}\t10.5\n{easy}\n", encoding="utf-8")
    puzzles = bench.read_puzzles(file)
    assert [(p.reference, p.band) for p in puzzles] == [
        (3.4, "below-4"),
        (10.5, "hardest"),
        (None, bench.UNRATED),
    ]


def test_the_default_sample_has_every_band():
    bands = [p.band for p in bench.default_sample(2, 1, seed=0)]
    assert bands == ["below-4"] * 2 + ["4-6"] * 2 + ["6-8"] * 2 + ["8-9.5"] * 2 + ["hardest"]


def test_agreement_shares_count_a_missing_er_as_a_miss():
    line = bench.shares([(5.0, 5.0), (6.0, 6.2), (7.0, 7.5), (8.0, None), (9.0, 4.0)])
    assert line.split() == ["20%", "40%", "60%", "0.00"]  # None ranks as the highest


@pytest.mark.skipif(not hasattr(os, "wait4"), reason="peak RSS from wait4 is POSIX only")
def test_a_child_is_not_charged_this_process_memory():
    """Linux hands a spawned process its parent's peak RSS: the launcher must not."""
    ballast = bytearray(150 * 2**20)
    for at in range(0, len(ballast), 4096):
        ballast[at] = 1
    out, _err, seconds, peak, cpu = bench.run_measured(
        [sys.executable, "-c", "print(sum(range(10**5)))"], None
    )
    assert out.strip() == str(sum(range(10**5)))
    assert peak is not None and peak < 100 * 2**20
    assert cpu is not None and 0 < cpu < seconds + 1
    del ballast
