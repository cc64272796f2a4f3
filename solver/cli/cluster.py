"""``--cluster``: the command line's batches answered by a Dask distributed cluster.

A list of millions of hard puzzles is CPU-years for one machine. Dask's scheduler hands the
batches to workers on many machines and does again on another worker the batches of one
that dies, so the run only has to keep its batches in input order and bounded in number,
as it does with local worker processes (``solver.cli.running``). Dask is an optional extra
(``pip install -e ".[cluster]"``) imported only here and only for --cluster: the app and its
bundle do without it.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit

import solver
from solver.compiled import engine_info, project_number

LOCAL = "local:"
TCP = "tcp://"
INSTALL_HINT = 'pip install -e ".[cluster]" (or pip install "dask[distributed]")'
# How long a scheduler (and its first worker) may take to answer before the run gives up.
CONNECT_SECONDS = 10
# A local cluster has at most this many worker processes per core: more only share the
# cores, and each takes memory and open files (local:10000 ran out of both).
LOCAL_WORKERS_PER_CORE = 4


class ClusterError(Exception):
    """The cluster cannot be used; the message says why and what to do."""


def project_version() -> str:
    """This project's version and a digest of the solver's sources: workers whose code
    differs would rate differently, so the digest must match, not only the number. The
    sources include the .pxd files, the compiled engine's C types; which engine a worker
    runs, compiled or pure, is ``worker_identity``'s second part."""
    import hashlib  # here, as logging below: a run without a cluster starts without them

    number = project_number()
    digest = hashlib.sha256()
    package = Path(solver.__file__).parent
    for source in sorted([*package.rglob("*.py"), *package.rglob("*.pxd")]):
        digest.update(source.relative_to(package).as_posix().encode())
        digest.update(source.read_bytes())
    return f"{number}+{digest.hexdigest()[:12]}"


def worker_identity() -> tuple[str, str]:
    """What a worker says of itself: ``project_version()`` and the solver engine it runs
    (``solver.compiled.engine_info``: "compiled (Cython x.y)" or "pure Python")."""
    return project_version(), engine_info()


def parse_cluster(text: str) -> str:
    """A --cluster value checked: ``local:N`` (1 <= N <= LOCAL_WORKERS_PER_CORE x the
    cores) or a scheduler's ``tcp://HOST:PORT`` (PORT 1..65535); ValueError saying what
    is wrong with anything else, before Dask is imported."""
    if text.startswith(LOCAL):
        count = text[len(LOCAL) :]
        most = LOCAL_WORKERS_PER_CORE * (os.cpu_count() or 1)
        if not (count.isascii() and count.isdigit() and 1 <= int(count) <= most):
            raise ValueError(
                f"local:N needs a number of workers from 1 to {most} "
                f"({LOCAL_WORKERS_PER_CORE} per core): {text!r}"
            )
        return text
    if not text.startswith(TCP):
        raise ValueError(f"not local:N or a scheduler's address tcp://HOST:PORT: {text!r}")
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        port = None
    if not parts.hostname or port is None or not 1 <= port <= 65535:
        raise ValueError(f"a scheduler's address is tcp://HOST:PORT, PORT 1 to 65535: {text!r}")
    if parts.path or parts.query or parts.fragment or parts.username or parts.password:
        raise ValueError(f"a scheduler's address is tcp://HOST:PORT and no more: {text!r}")
    return text


class _Chunk:
    """A batch sent to the cluster, as ``solver.cli.running`` waits for one: ready(), get()."""

    def __init__(self, future) -> None:
        self.future = future

    def ready(self) -> bool:
        return self.future.done()

    def get(self):
        return self.future.result()


class ClusterWork:
    """Batches answered on a Dask cluster; ``workers`` is how many it has, ``engine`` the
    solver engine they all run (the progress bar says it)."""

    def __init__(self, client, engine: str) -> None:
        self.client = client
        self.engine = engine
        self.workers = max(1, len(client.scheduler_info().get("workers", {})))

    def submit(self, task: Callable, *arguments) -> _Chunk:
        return _Chunk(self.client.submit(task, *arguments, pure=False))


@contextlib.contextmanager
def cluster_work(address: str, connect_seconds: float = CONNECT_SECONDS):
    """A client of the cluster at ``address`` (``local:N``: a new local one of N worker
    processes, stopped on the way out), its workers checked to run this version; a
    scheduler that does not answer within ``connect_seconds`` is a ClusterError."""
    try:
        from dask.distributed import Client, LocalCluster
    except ImportError:
        raise ClusterError(f"--cluster needs Dask: {INSTALL_HINT}") from None
    import logging

    # The scheduler's notes (a worker lost, a batch done again) are not the run's output.
    logging.getLogger("distributed").setLevel(logging.CRITICAL)
    with contextlib.ExitStack() as stack:
        if address.startswith(LOCAL):
            cluster = LocalCluster(
                n_workers=int(address[len(LOCAL) :]),
                threads_per_worker=1,
                processes=True,
                dashboard_address=None,
            )
            stack.enter_context(cluster)
            client = stack.enter_context(Client(cluster))
        else:
            try:
                client = stack.enter_context(Client(address, timeout=connect_seconds))
            except Exception as error:  # a server that is not Dask's fails in any way
                # (one that answers with a huge frame size ends in MemoryError)
                raise ClusterError(
                    f"cannot reach the Dask scheduler {address}: {_first_line(error)}"
                ) from None
        try:
            client.wait_for_workers(1, timeout=connect_seconds)
        except (OSError, TimeoutError):
            raise ClusterError(
                f"the Dask scheduler {address} has no worker after {connect_seconds:g} s"
            ) from None
        yield ClusterWork(client, _check_workers(client))


def _first_line(error: BaseException) -> str:
    """Dask's reason, without the traceback-like detail it may add on further lines."""
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__


def _check_workers(client) -> str:
    """The engine every worker runs; refuse workers that run another version of this project
    (or none), and a mix of engines: compiled and pure agree on every answer the tests
    compare (tests/solver/test_compiled_engine.py), but a run's ratings are only known to be
    one engine's when one engine made them all."""
    ours = project_version()
    try:
        theirs = client.run(worker_identity)
    except Exception as error:  # a worker without the project cannot even answer
        raise ClusterError(
            f"the workers cannot run this project ({error!r}); install it there"
        ) from None
    others = {worker: version for worker, (version, _) in theirs.items() if version != ours}
    if others:
        worker, version = next(iter(sorted(others.items())))
        raise ClusterError(
            f"worker {worker} runs sudoku-lens {version}, this is {ours}: install the same "
            f"version on every worker ({len(others)} of {len(theirs)} differ)"
        )
    by_engine: dict[str, list[str]] = {}
    for worker, (_, engine) in sorted(theirs.items()):
        by_engine.setdefault(engine, []).append(worker)
    if len(by_engine) > 1:
        mix = "; ".join(
            f"{engine} on {_some_workers(workers)}" for engine, workers in sorted(by_engine.items())
        )
        raise ClusterError(
            f"the workers run different solver engines ({mix}): one run rates with one engine; "
            f"build every worker alike (pip install -e . with a C compiler, or "
            f"SUDOKU_LENS_PURE=1 on every worker)"
        )
    return next(iter(by_engine))


def _some_workers(workers: list[str]) -> str:
    """ "tcp://a:1" or "tcp://a:1 and 2 more": a long list would bury the message."""
    more = len(workers) - 1
    return workers[0] + (f" and {more} more" if more else "")
