"""Every installer has one contract: it takes the window as ``WindowHooks`` and returns the
part it made (read from the source with ``ast``, as the architecture test reads imports)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
# (``support.i18n.install_language`` installs translators into the application, not a part
# into the window.)
NOT_INSTALLERS = {"install_language"}


def installers() -> list[tuple[str, ast.FunctionDef]]:
    found = []
    for path in sorted((ROOT / "sudoku_gui").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found += [
            (str(path.relative_to(ROOT)), node)
            for node in tree.body
            if isinstance(node, ast.FunctionDef)
            and node.name.startswith("install_")
            and node.name not in NOT_INSTALLERS
        ]
    return found


def test_every_installer_takes_the_hooks_and_returns_its_part():
    found = installers()
    assert len(found) >= 11
    wrong = [
        f"{path}: {node.name}"
        for path, node in found
        if ast.unparse(node.args.args[0].annotation or ast.Constant(None)) != "WindowHooks"
        or node.returns is None
        or ast.unparse(node.returns) == "None"
    ]
    assert not wrong, f"take WindowHooks and return the part made: {wrong}"
