"""The layout rules of the repository, as the package docstrings state them.

Every import between packages of ``sudoku_gui`` follows the layering (read from the source
with ``ast``, imports inside functions included); the pure modules import no Qt; no module
is longer than 450 lines; the top of ``sudoku_gui`` holds at most six modules.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MAX_LINES = 450
MAX_TOP_MODULES = 6

# Package -> the sudoku_gui packages it may import (besides itself and solver).
MAY_IMPORT = {
    "sudoku_gui.support": set(),
    "sudoku_gui.document": {"sudoku_gui.support"},
    "sudoku_gui.grid": {"sudoku_gui.document", "sudoku_gui.support"},
    "sudoku_gui.jobs": {"sudoku_gui.document", "sudoku_gui.grid.overlay", "sudoku_gui.support"},
    "sudoku_gui.dialogs": {
        "sudoku_gui.document",
        "sudoku_gui.grid",
        "sudoku_gui.jobs",
        "sudoku_gui.support",
    },
    "sudoku_gui.search.model": {
        "sudoku_gui.grid.overlay",
        "sudoku_gui.support.words",
        "sudoku_gui.support.technique_names",
        "sudoku_gui.support.strategy_names",
        "sudoku_gui.support.unit_names",
    },
    "sudoku_gui.export": {
        "sudoku_gui.grid",
        "sudoku_gui.document",
        "sudoku_gui.search.model",
        "sudoku_gui.search.views.tree_view",
        "sudoku_gui.support",
    },
    "sudoku_gui.search.running": {
        "sudoku_gui.search.model",
        "sudoku_gui.jobs",
        "sudoku_gui.document",
        "sudoku_gui.grid.overlay",
        "sudoku_gui.support",
    },
    "sudoku_gui.search.views": {
        "sudoku_gui.search.model",
        "sudoku_gui.search.running",
        "sudoku_gui.grid",
        "sudoku_gui.document",
        "sudoku_gui.jobs",
        "sudoku_gui.dialogs",
        "sudoku_gui.support",
    },
}
# Modules that must import no Qt at all (tested without a QApplication).
PURE = (
    "sudoku_gui.search.model",
    "sudoku_gui.document.model",
    "sudoku_gui.grid.overlay",
    "sudoku_gui.jobs.worker_process",  # the child process imports it: no Qt there
    "sudoku_gui.support.words",  # the pure modules translate through it
    "sudoku_gui.support.technique_names",
    "sudoku_gui.support.strategy_names",
    "sudoku_gui.support.unit_names",
)
QT_PACKAGES = ("PySide6", "shiboken6")
# What starts the app: the only modules outside window/ that may import it.
STARTERS = ("sudoku_gui.app", "sudoku_gui.__main__")


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(path: Path) -> set[str]:
    """Every module ``path`` imports, absolute names, anywhere in the file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


GUI_FILES = sorted((ROOT / "sudoku_gui").rglob("*.py"))


@pytest.mark.parametrize("path", GUI_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_imports_follow_the_layers(path):
    module = module_name(path)
    package = next((p for p in MAY_IMPORT if within(module, p)), None)
    imports = {n for n in imported_modules(path) if within(n, "sudoku_gui")}
    if package is not None:
        allowed = MAY_IMPORT[package] | {package}
        # "from sudoku_gui.grid import keys" names sudoku_gui.grid and sudoku_gui.grid.keys:
        # the longer name is the one that counts, so only the deepest names are checked.
        deepest = {n for n in imports if not any(o != n and within(o, n) for o in imports)}
        wrong = sorted(n for n in deepest if not any(within(n, a) for a in allowed))
        assert not wrong, f"{module} may import only {sorted(allowed)}, not {wrong}"
    if not within(module, "sudoku_gui.window") and module not in STARTERS:
        assert not any(within(n, "sudoku_gui.window") for n in imports), (
            "only app starts the window"
        )
    if any(within(module, p) for p in PURE):
        qt = sorted(n for n in imported_modules(path) if n.split(".")[0] in QT_PACKAGES)
        assert not qt, f"{module} is pure Python but imports {qt}"


def test_the_solver_never_imports_the_app():
    for path in sorted((ROOT / "solver").rglob("*.py")):
        names = imported_modules(path)
        assert not any(within(n, "sudoku_gui") for n in names), path


def project_files():
    for folder in ("solver", "sudoku_gui", "tests"):
        yield from sorted((ROOT / folder).rglob("*.py"))
    yield ROOT / "build.spec"


def test_no_module_is_longer_than_450_lines():
    long = {
        str(p.relative_to(ROOT)): n
        for p in project_files()
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert not long, f"modules over {MAX_LINES} lines: {long}"


def test_the_top_of_sudoku_gui_stays_small():
    top = sorted(p.name for p in (ROOT / "sudoku_gui").glob("*.py"))
    assert len(top) <= MAX_TOP_MODULES, top
    packages = [
        p for p in (ROOT / "sudoku_gui").iterdir() if p.is_dir() and p.name != "__pycache__"
    ]
    for package in packages:
        init = package / "__init__.py"
        assert init.is_file() and ast.get_docstring(ast.parse(init.read_text())), package


def test_the_main_window_class_stays_short():
    tree = ast.parse((ROOT / "sudoku_gui" / "window" / "main_window.py").read_text())
    window = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "MainWindow")
    assert window.end_lineno - window.lineno + 1 <= 300
