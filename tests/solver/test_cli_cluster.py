"""sudoku-solve --cluster on Dask: the same answers in the same order as one process, a
worker that dies costs nothing, and a cluster of another version is refused."""

from __future__ import annotations

import importlib.util
import json
import os
import signal
import subprocess
import sys
import time

import pytest

from solver import cli_cluster
from solver.cli import main
from solver.cli_cluster import ClusterError, parse_cluster

# CI installs the dev extras, Dask among them: there a missing Dask is a failure.
needs_dask = pytest.mark.skipif(
    importlib.util.find_spec("distributed") is None and not os.environ.get("CI"),
    reason="Dask is not installed (pip install -e '.[cluster]')",
)


@pytest.fixture
def top_file(tmp_path, puzzle_lines):
    """Thirty hard puzzles (a tenth of a second each to rate) with a bad line among them."""
    puzzles = puzzle_lines("norvig_top95.txt")[:30]
    path = tmp_path / "top.txt"
    path.write_text("\n".join([*puzzles[:10], "not a puzzle", *puzzles[10:]]) + "\n")
    return path, puzzles


@pytest.mark.slow
@needs_dask
@pytest.mark.parametrize("fmt", ["text", "csv"])
def test_a_local_cluster_of_two_gives_the_answers_of_one_process(capsys, top_file, fmt):
    path, _ = top_file
    assert main(["--rate", "--format", fmt, "--jobs", "1", str(path)]) == 1
    alone = capsys.readouterr()
    assert main(["--rate", "--format", fmt, "--cluster", "local:2", str(path)]) == 1
    clustered = capsys.readouterr()
    assert clustered.out == alone.out
    assert clustered.err == alone.err
    assert alone.err.startswith(f"{path}:11: ")  # the bad line, in its place


@pytest.mark.slow
@needs_dask
def test_a_local_cluster_generates_the_puzzles_of_one_process(capsys):
    args = ["--generate", "easy", "--count", "6", "--seed", "5", "--format", "json"]
    assert main([*args, "--jobs", "1"]) == 0
    alone = capsys.readouterr()
    assert main([*args, "--cluster", "local:2"]) == 0
    assert capsys.readouterr() == alone
    assert len(alone.out.splitlines()) == 6


@pytest.mark.slow
@needs_dask
@pytest.mark.skipif(not hasattr(os, "killpg"), reason="no SIGKILL here")
def test_a_worker_killed_mid_run_still_gives_every_puzzle_once(tmp_path, top_file):
    import psutil  # comes with Dask's distributed

    path, puzzles = top_file
    out = tmp_path / "out.jsonl"
    command = [sys.executable, "-m", "solver", "--rate", "--json", "--cluster", "local:2"]
    run = subprocess.Popen(
        [*command, "--output", str(out), str(path)],
        start_new_session=True,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline and run.poll() is None:
            if out.exists() and out.read_bytes().count(b"\n") >= 3:
                break
            time.sleep(0.01)
        workers = [  # started by the nannies in the command's process
            child
            for child in psutil.Process(run.pid).children()
            if "spawn_main" in " ".join(child.cmdline())
        ]
        assert workers, "no worker process found"
        os.kill(workers[0].pid, signal.SIGKILL)
        _, err = run.communicate(timeout=120)
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
    assert run.returncode == 1, err  # the bad line
    assert [json.loads(line)["puzzle"] for line in out.read_text().splitlines()] == puzzles


class _Client:
    """A cluster's client whose workers run the versions given."""

    def __init__(self, versions: dict[str, str]) -> None:
        self.versions = versions

    def run(self, function):
        return self.versions


def test_workers_of_another_version_are_refused():
    ours = cli_cluster.project_version()
    client = _Client({"tcp://a:1": ours, "tcp://b:2": "0.0.1+000000000000"})
    with pytest.raises(ClusterError, match=r"worker tcp://b:2 runs sudoku-lens 0\.0\.1"):
        cli_cluster._check_versions(client)
    cli_cluster._check_versions(_Client({"tcp://a:1": ours}))  # the same: accepted


def test_without_dask_the_message_says_how_to_install_it(capsys, monkeypatch, top_file):
    path, _ = top_file
    monkeypatch.setitem(sys.modules, "dask.distributed", None)
    assert main(["--rate", "--cluster", "local:2", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert 'pip install -e ".[cluster]"' in captured.err


@pytest.mark.parametrize("text", ["local:0", "local:x", "nowhere"])
def test_a_bad_cluster_address_is_refused(text):
    with pytest.raises(ValueError):
        parse_cluster(text)


@pytest.mark.parametrize(
    "args, message",
    [
        (["--cluster", "local:2", "--jobs", "2"], "--cluster does not go with --jobs"),
        (["--cluster", "local:2", "--trace"], "--cluster does not go with --trace"),
        (["--cluster", "local:2", "--list-strategies"], "--cluster does not go with --list"),
    ],
)
def test_cluster_options_that_do_not_go_together_are_usage_errors(capsys, args, message):
    assert main(args) == 2
    assert message in capsys.readouterr().err
