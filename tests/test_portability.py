"""Every module imports on Windows, and every text file is checked out with LF: checked on Linux.

Windows' ``signal`` has only a few names, and ``resource``, ``fcntl``, ``termios``, ``grp``
and ``pwd`` do not exist there. A fresh interpreter takes those away, then imports every
module of ``solver`` and ``sudoku_gui``: a POSIX-only name touched at import time (as
``128 + signal.SIGPIPE`` once was, which stopped the Windows command line and pytest's
collection) fails here, on the machine that runs the suite.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

# Every test here starts Python again or asks git.
pytestmark = pytest.mark.process

ROOT = Path(__file__).resolve().parents[1]

WINDOWS_SIGNAL_NAMES = "SIGABRT SIGFPE SIGILL SIGINT SIGSEGV SIGTERM SIGBREAK SIG_DFL SIG_IGN NSIG"
MISSING_ON_WINDOWS = "resource fcntl termios grp pwd"

# argv: the signal names to keep, then the modules that cannot be imported. Prints one line
# per module that would not import, and "imported N modules" at the end.
SCRIPT = r"""
import enum, importlib, pkgutil, signal, sys, traceback

keep, missing = set(sys.argv[1].split()), set(sys.argv[2].split())
POSIX_ONLY_CALLS = ("alarm", "pause", "setitimer", "getitimer", "siginterrupt",
                    "pthread_kill", "pthread_sigmask", "sigwait", "sigwaitinfo", "sigtimedwait",
                    "sigpending", "valid_signals", "raise_signal")
for name in list(vars(signal)):
    posix_only = name.startswith(("SIG", "ITIMER", "Sig")) or name in POSIX_ONLY_CALLS
    if posix_only and name not in keep and name not in ("Signals", "Handlers"):
        delattr(signal, name)
signal.Signals = enum.IntEnum(
    "Signals", {n: v for n, v in signal.Signals.__members__.items() if n in keep}
)

class NotOnWindows:
    def find_spec(self, name, path=None, target=None):
        if name in missing:
            raise ModuleNotFoundError(f"No module named {name!r} (not on Windows)", name=name)
        return None

for name in missing:
    sys.modules.pop(name, None)
sys.meta_path.insert(0, NotOnWindows())

failed, imported = [], 0
for top in ("solver", "sudoku_gui"):
    package = importlib.import_module(top)
    for module in pkgutil.walk_packages(package.__path__, top + "."):
        if module.name.endswith(".__main__"):
            continue
        try:
            importlib.import_module(module.name)
            imported += 1
        except BaseException as error:
            where = traceback.extract_tb(error.__traceback__)[-1]
            failed.append(f"{module.name}: {type(error).__name__}: {error} "
                          f"({where.filename}:{where.lineno})")
print("\n".join(failed))
print(f"imported {imported} modules")
"""


def import_everything(root: Path = ROOT) -> tuple[list[str], int]:
    """Import every module of the packages under ``root`` as on Windows, in a fresh process:
    (the modules that failed, with why; how many imported)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(root)}
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT, WINDOWS_SIGNAL_NAMES, MISSING_ON_WINDOWS],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    *failures, summary = result.stdout.strip().splitlines()
    return [line for line in failures if line], int(summary.split()[1])


def test_every_module_imports_with_only_the_signal_names_and_modules_of_windows():
    failures, imported = import_everything()
    assert failures == []
    assert imported > 100  # every module of both packages, not an early stop


def test_the_simulation_catches_a_posix_only_name(tmp_path):
    """The check itself: a module reading SIGPIPE or importing fcntl at import time fails."""
    (tmp_path / "solver").mkdir()
    (tmp_path / "sudoku_gui").mkdir()
    (tmp_path / "solver" / "__init__.py").write_text("")
    (tmp_path / "solver" / "pipes.py").write_text("import signal\nSTATUS = 128 + signal.SIGPIPE\n")
    (tmp_path / "sudoku_gui" / "__init__.py").write_text("")
    (tmp_path / "sudoku_gui" / "locks.py").write_text("import fcntl\n")
    (tmp_path / "sudoku_gui" / "fine.py").write_text("import signal\nSTOP = signal.SIGINT\n")

    failures, imported = import_everything(tmp_path)

    assert len(failures) == 2
    assert failures[0].startswith("solver.pipes: AttributeError") and "SIGPIPE" in failures[0]
    assert failures[1].startswith("sudoku_gui.locks: ModuleNotFoundError")
    assert "'fcntl'" in failures[1]
    assert imported == 1  # sudoku_gui.fine


def git(*args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=ROOT, capture_output=True, text=True, check=True, timeout=60
    ).stdout


@pytest.mark.skipif(
    shutil.which("git") is None or not (ROOT / ".git").exists(),
    reason="not a git checkout, or no git",
)
def test_text_files_are_lf_on_every_system_and_binaries_are_left_alone():
    """``.gitattributes``: a Windows checkout (core.autocrlf) would otherwise turn the shell
    scripts and the files tests compare into CRLF."""
    attributes = git("check-attr", "text", "eol", "--", "solver/cli.py", ".ci/run", "README.md")
    for path in ("solver/cli.py", ".ci/run", "README.md"):
        assert f"{path}: text: auto" in attributes and f"{path}: eol: lf" in attributes
    binaries = git("check-attr", "text", "--", "resources/icons/sudoku-lens.png", "x.qm", "x.ico")
    assert binaries.count(": text: unset") == 3
    assert "text: unset" in git("check-attr", "text", "--", "tests/data/hodoku_reglib-1.3.txt")
    for line in git("ls-files", "--eol").splitlines():
        index_eol, _, attributes = line.split(None, 2)[:3]
        assert index_eol != "i/crlf" or "-text" in attributes, line  # a CRLF file kept as is
