"""sudoku-solve --cluster on Dask: the same answers in the same order as one process, a
worker that dies costs nothing, and a cluster of another version is refused."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time

import pytest

from solver.cli import cluster as cli_cluster
from solver.cli import main
from solver.cli.cluster import ClusterError, parse_cluster
from solver.compiled import engine_info

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


@pytest.mark.cluster
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


@pytest.mark.cluster
@needs_dask
def test_a_local_cluster_generates_the_puzzles_of_one_process(capsys):
    args = ["--generate", "easy", "--count", "6", "--seed", "5", "--format", "json"]
    assert main([*args, "--jobs", "1"]) == 0
    alone = capsys.readouterr()
    assert main([*args, "--cluster", "local:2"]) == 0
    assert capsys.readouterr() == alone
    assert len(alone.out.splitlines()) == 6


@pytest.mark.cluster
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


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _start(command: list[str]) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "dask", *command],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


class _RemoteCluster:
    """A Dask scheduler on a TCP port of this machine and workers that join it, each its
    own process started by Dask's own command, as they are on other machines."""

    def __init__(self) -> None:
        self.address = f"tcp://127.0.0.1:{_free_port()}"
        self.processes = [
            _start(["scheduler", "--host", "127.0.0.1", "--port", self.address.rsplit(":")[-1],
                    "--no-dashboard"])
        ]  # fmt: skip

    def add_worker(self, *options: str) -> None:
        self.processes.append(
            _start(["worker", self.address, "--nthreads", "1", "--no-nanny", "--no-dashboard",
                    *options])
        )  # fmt: skip

    def wait_for_workers(self, count: int) -> None:
        from dask.distributed import Client

        with Client(self.address, timeout=60) as client:
            client.wait_for_workers(count, timeout=60)

    def stop(self) -> None:
        for process in reversed(self.processes):
            process.terminate()
        for process in self.processes:
            try:
                process.wait(timeout=5)  # a worker may wait for its scheduler: no need here
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


@pytest.fixture
def remote_cluster():
    """A scheduler on tcp://127.0.0.1:PORT and two workers of one thread each."""
    cluster = _RemoteCluster()
    try:
        cluster.add_worker()
        cluster.add_worker()
        cluster.wait_for_workers(2)
        yield cluster
    finally:
        cluster.stop()


def _sudoku_solve(*args: str) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "solver", *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=300)


@pytest.mark.cluster
@needs_dask
def test_a_running_scheduler_on_tcp_gives_the_answers_of_one_process(remote_cluster, top_file):
    path, puzzles = top_file
    alone = _sudoku_solve("--rate", "--format", "csv", "--jobs", "1", str(path))
    clustered = _sudoku_solve("--rate", "--format", "csv", "--cluster", remote_cluster.address,
                              str(path))  # fmt: skip
    assert (clustered.returncode, alone.returncode) == (1, 1)  # the bad line
    assert clustered.stdout == alone.stdout
    assert clustered.stderr == alone.stderr
    assert [row.split(",")[0] for row in alone.stdout.splitlines()[1:]] == puzzles


def _refused_with_a_third_worker_saying(function, answer, remote_cluster, top_file, tmp_path):
    """A run refused (status 2, nothing answered) once a third worker joins whose
    ``solver.cli.cluster.<function>`` answers ``answer`` (its preload script replaces it)."""
    preload = tmp_path / f"other_{function}.py"
    preload.write_text(
        f"import solver.cli.cluster\nsolver.cli.cluster.{function} = lambda: {answer!r}\n",
        encoding="utf-8",
    )
    remote_cluster.add_worker("--preload", str(preload))
    remote_cluster.wait_for_workers(3)
    path, _ = top_file
    refused = _sudoku_solve("--rate", "--cluster", remote_cluster.address, str(path))
    assert refused.returncode == 2
    assert refused.stdout == ""
    return refused


@pytest.mark.cluster
@needs_dask
def test_a_worker_of_another_version_is_refused_by_name(remote_cluster, top_file, tmp_path):
    """A third worker whose project says another version (its preload script changes what
    it answers) makes the run stop before anything is answered, naming that worker."""
    refused = _refused_with_a_third_worker_saying(
        "project_version", "0.0.1+000000000000", remote_cluster, top_file, tmp_path
    )
    ours = cli_cluster.project_version()
    assert re.fullmatch(
        r"sudoku-solve: worker tcp://127\.0\.0\.1:\d+ runs sudoku-lens 0\.0\.1\+000000000000, "
        rf"this is {re.escape(ours)}: install the same version on every worker "
        r"\(1 of 3 differ\)\n",
        refused.stderr,
    ), refused.stderr


class _Client:
    """A cluster's client whose workers say the identities given (version, engine)."""

    def __init__(self, identities: dict[str, tuple[str, str]]) -> None:
        self.identities = identities

    def run(self, function):
        assert function is cli_cluster.worker_identity
        return self.identities


def test_workers_of_another_version_are_refused():
    ours = cli_cluster.project_version()
    engine = engine_info()
    client = _Client({"tcp://a:1": (ours, engine), "tcp://b:2": ("0.0.1+000000000000", engine)})
    with pytest.raises(ClusterError, match=r"worker tcp://b:2 runs sudoku-lens 0\.0\.1"):
        cli_cluster._check_workers(client)
    # The same: accepted, and the engine they run is what the progress bar says.
    assert cli_cluster._check_workers(_Client({"tcp://a:1": (ours, engine)})) == engine


def test_workers_that_run_different_engines_are_refused_with_the_engines_named():
    ours = cli_cluster.project_version()
    compiled, pure = "compiled (Cython 3.3.1)", "pure Python"
    client = _Client(
        {
            "tcp://a:1": (ours, compiled),
            "tcp://b:2": (ours, pure),
            "tcp://c:3": (ours, compiled),
            "tcp://d:4": (ours, compiled),
        }
    )
    with pytest.raises(ClusterError) as refused:
        cli_cluster._check_workers(client)
    assert str(refused.value).startswith(
        "the workers run different solver engines (compiled (Cython 3.3.1) on tcp://a:1 "
        "and 2 more; pure Python on tcp://b:2): one run rates with one engine"
    )
    assert "SUDOKU_LENS_PURE=1" in str(refused.value)
    alike = {worker: (ours, pure) for worker in ("tcp://a:1", "tcp://b:2")}
    assert cli_cluster._check_workers(_Client(alike)) == pure


def test_a_worker_says_its_version_and_the_engine_it_runs():
    assert cli_cluster.worker_identity() == (cli_cluster.project_version(), engine_info())


@pytest.mark.cluster
@needs_dask
def test_a_worker_running_another_engine_is_refused_by_name(remote_cluster, top_file, tmp_path):
    """A third worker that says it runs the other engine stops the run before anything is
    answered; the message names both engines and where they run."""
    theirs = "pure Python" if engine_info() != "pure Python" else "compiled (Cython 9.9)"
    refused = _refused_with_a_third_worker_saying(
        "engine_info", theirs, remote_cluster, top_file, tmp_path
    )
    assert "the workers run different solver engines (" in refused.stderr
    assert re.search(rf"{re.escape(theirs)} on tcp://127\.0\.0\.1:\d+[;)]", refused.stderr)
    assert re.search(rf"{re.escape(engine_info())} on tcp://127\.0\.0\.1:\d+ and 1 more",
                     refused.stderr), refused.stderr  # fmt: skip


def test_without_dask_the_message_says_how_to_install_it(capsys, monkeypatch, top_file):
    path, _ = top_file
    monkeypatch.setitem(sys.modules, "dask.distributed", None)
    assert main(["--rate", "--cluster", "local:2", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert 'pip install -e ".[cluster]"' in captured.err


BAD_ADDRESSES = {
    "inproc://x": "not local:N or a scheduler's address tcp://HOST:PORT",
    "tls://host:8786": "not local:N or a scheduler's address tcp://HOST:PORT",
    "file:///tmp/x": "not local:N or a scheduler's address tcp://HOST:PORT",
    "nowhere": "not local:N or a scheduler's address tcp://HOST:PORT",
    "host:8786": "not local:N or a scheduler's address tcp://HOST:PORT",
    "tcp://host:abc": "a scheduler's address is tcp://HOST:PORT, PORT 1 to 65535",
    "tcp://host:0": "a scheduler's address is tcp://HOST:PORT, PORT 1 to 65535",
    "tcp://host:65536": "a scheduler's address is tcp://HOST:PORT, PORT 1 to 65535",
    "tcp://host": "a scheduler's address is tcp://HOST:PORT, PORT 1 to 65535",
    "tcp://:8786": "a scheduler's address is tcp://HOST:PORT, PORT 1 to 65535",
    "tcp://host:8786/path": "a scheduler's address is tcp://HOST:PORT and no more",
    "local:10000": "local:N needs a number of workers from 1 to",
    "local:0": "local:N needs a number of workers from 1 to",
    "local:x": "local:N needs a number of workers from 1 to",
    "local:-1": "local:N needs a number of workers from 1 to",
}


@pytest.mark.parametrize("text", BAD_ADDRESSES)
def test_a_bad_cluster_address_is_refused_at_once(capsys, monkeypatch, text, tmp_path):
    """Refused by the argument parser: Dask is never imported, nothing is started."""
    monkeypatch.setitem(sys.modules, "dask.distributed", None)
    path = tmp_path / "in.txt"
    path.write_text("." * 81 + "\n")
    started = time.monotonic()
    assert main(["--count", "--cluster", text, str(path)]) == 2
    assert time.monotonic() - started < 1.0
    captured = capsys.readouterr()
    assert captured.out == ""
    assert f"argument --cluster: {BAD_ADDRESSES[text]}" in captured.err
    assert "Traceback" not in captured.err


def test_a_local_cluster_may_have_four_workers_per_core(monkeypatch):
    monkeypatch.setattr(os, "cpu_count", lambda: 3)
    assert parse_cluster("local:12") == "local:12"
    assert parse_cluster("local:1") == "local:1"
    with pytest.raises(ValueError, match=r"from 1 to 12 \(4 per core\)"):
        parse_cluster("local:13")
    assert parse_cluster("tcp://10.0.0.1:8786") == "tcp://10.0.0.1:8786"
    assert parse_cluster("tcp://[::1]:8786") == "tcp://[::1]:8786"


@needs_dask
def test_an_unreachable_scheduler_fails_with_a_clean_message_within_its_timeout():
    assert cli_cluster.CONNECT_SECONDS == 10
    address = f"tcp://127.0.0.1:{_free_port()}"  # nothing listens there
    started = time.monotonic()
    with pytest.raises(ClusterError) as refusal, cli_cluster.cluster_work(address, 0.5):
        pass
    assert time.monotonic() - started < 5
    message = str(refusal.value)
    assert message.startswith(f"cannot reach the Dask scheduler {address}: ")
    assert "\n" not in message


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
