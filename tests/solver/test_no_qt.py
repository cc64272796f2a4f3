"""The solver core never imports Qt, nor do its tests: they import, solve and run where PySide6
cannot load."""

import subprocess
import sys
from pathlib import Path

import pytest

# Every test here starts Python again, where Qt cannot load.
pytestmark = pytest.mark.process

ROOT = Path(__file__).resolve().parents[2]

# Runs in a fresh interpreter: a meta-path finder refuses Qt, then every solver module is
# imported and a puzzle is solved. Any import of Qt anywhere under solver/ raises.
SCRIPT = r"""
import importlib, pkgutil, sys

class RefuseQt:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2"):
            raise ImportError(f"{name} is blocked: the solver must not import Qt")
        return None

sys.meta_path.insert(0, RefuseQt())
try:
    import PySide6  # noqa: F401
except ImportError:
    pass
else:
    raise SystemExit("the Qt blocker did not work")

import solver
for module in pkgutil.walk_packages(solver.__path__, "solver."):
    importlib.import_module(module.name)

puzzle = sys.argv[1]
answer = solver.solve(puzzle)
from solver.grid import is_solution_of
assert answer is not None and is_solution_of(answer, solver.parse(puzzle)), answer
assert not any(m.split(".")[0] == "PySide6" for m in sys.modules)
print(answer)
"""

# The first grid of Norvig's essay (easy: propagation alone solves it).
PUZZLE = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."


def test_solver_imports_and_solves_without_qt():
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT, PUZZLE],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    answer = result.stdout.strip()
    assert len(answer) == 81 and answer.isdigit()


# pytest itself in a fresh interpreter where Qt cannot be imported (and so neither can
# pytest-qt, left out as where it is not installed): the root of tests/ and tests/solver
# must not need Qt for the solver's tests to be collected and run.
PYTEST_WITHOUT_QT = r"""
import sys

class RefuseQt:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("PySide6", "shiboken6"):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None

sys.meta_path.insert(0, RefuseQt())
import pytest

status = pytest.main(["-p", "no:cacheprovider", "-p", "no:pytest-qt", *sys.argv[1:]])
assert not any(m.split(".")[0] == "PySide6" for m in sys.modules), "Qt was imported"
sys.exit(status)
"""


def pytest_without_qt(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", PYTEST_WITHOUT_QT, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_every_solver_test_is_collected_without_qt():
    result = pytest_without_qt("-q", "--collect-only", "tests/solver")
    assert result.returncode == 0, result.stdout + result.stderr
    # "964 tests collected", or "964/965 tests collected (1 deselected)" beside a heavy test
    collected = int(result.stdout.strip().splitlines()[-1].split()[0].split("/")[0])
    assert collected > 500


def test_solver_tests_run_without_qt():
    result = pytest_without_qt("-q", "tests/solver/test_notation.py", "tests/solver/test_phrase.py")
    assert result.returncode == 0, result.stdout + result.stderr
    assert " passed" in result.stdout and "error" not in result.stdout
