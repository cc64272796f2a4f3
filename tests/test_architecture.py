"""The layout rules of the repository that an import graph cannot say, read from the source
with ``ast``. (The import rules, the layers and the pure modules that import no Qt, are
import-linter contracts in ``pyproject.toml``: ``lint-imports`` checks them.)

The top of ``sudoku_gui`` holds at most six modules, and every package says what it is for.

How parts are put together (size follows responsibility: there is no line limit):

* no mixins: a class names at most one base outside Qt, and a class deriving from Qt names
  no base of ours beside it;
* nothing sets attributes on an object from outside: an attribute is assigned only on
  ``self`` or ``cls`` (or on a new object of a class defined in the same module, or on a
  Qt style option, a plain struct Qt fills by assignment), and ``setattr``/``delattr`` only
  on ``self``;
* what code below the window receives of the main window is typed ``WindowHooks`` and uses
  only what that Protocol lists;
* the helper controls of the search view take a narrow context, not the panel or the window.

Each rule is one test that names every file breaking it.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAX_TOP_MODULES = 6

QT_PACKAGES = ("PySide6", "shiboken6")
# What starts the app: beside window/, the only modules that may hold the MainWindow itself.
STARTERS = ("sudoku_gui.app", "sudoku_gui.__main__")


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


GUI_FILES = sorted((ROOT / "sudoku_gui").rglob("*.py"))


def offenders(paths: list[Path], findings) -> dict[str, object]:
    """Each file of ``paths`` for which ``findings(path)`` finds something, with what it
    found: a rule's test reports every file that breaks it at once."""
    found = {p.relative_to(ROOT).as_posix(): findings(p) for p in paths}
    return {path: what for path, what in found.items() if what}


def test_the_top_of_sudoku_gui_stays_small():
    top = sorted(p.name for p in (ROOT / "sudoku_gui").glob("*.py"))
    assert len(top) <= MAX_TOP_MODULES, top
    packages = [
        p for p in (ROOT / "sudoku_gui").iterdir() if p.is_dir() and p.name != "__pycache__"
    ]
    for package in packages:
        init = package / "__init__.py"
        assert init.is_file() and ast.get_docstring(ast.parse(init.read_text())), package


# ---- how parts are put together --------------------------------------------------------------


def parsed(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def qt_names(tree: ast.Module) -> set[str]:
    """The names a module imports from Qt (``QWidget``, ``QtWidgets``...)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in QT_PACKAGES:
            names.update(alias.asname or alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            names.update(
                (alias.asname or alias.name).split(".")[0]
                for alias in node.names
                if alias.name.split(".")[0] in QT_PACKAGES
            )
    return names


def root_name(node: ast.expr) -> str:
    """``QtWidgets`` for ``QtWidgets.QWidget``, ``Generic`` for ``Generic[T]``."""
    while isinstance(node, ast.Attribute | ast.Subscript):
        node = node.value
    return node.id if isinstance(node, ast.Name) else ""


def mixed_bases(path: Path) -> list[str]:
    """Classes of ``path`` with more than one base outside Qt, or one beside a Qt base."""
    tree = parsed(path)
    qt = qt_names(tree)
    wrong = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            ours = [ast.unparse(b) for b in node.bases if root_name(b) not in qt]
            if len(ours) > 1 or (ours and len(ours) < len(node.bases)):
                wrong.append(f"{node.name}({', '.join(ast.unparse(b) for b in node.bases)})")
    return wrong


def test_no_class_mixes_in_a_base_of_ours():
    """A class is built from parts it owns, not from mixins: at most one base outside Qt,
    and none beside a Qt base (``GridWidget(GridPainting, QWidget)`` is what this forbids)."""
    assert offenders(GUI_FILES, mixed_bases) == {}


# Module-level hooks Python installs by assignment (the crash reporter's excepthooks).
MODULE_HOOKS = {"sys.excepthook", "threading.excepthook"}


def scopes(tree: ast.Module):
    """The module and every function in it, each with the statements of its own body."""
    yield tree
    yield from (n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef))


def own_nodes(scope):
    """The nodes of ``scope``, not those of functions or classes nested in it."""
    stack = list(ast.iter_child_nodes(scope))
    while stack:
        node = stack.pop()
        yield node
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Lambda):
            stack.extend(ast.iter_child_nodes(node))


def foreign_assignments(path: Path) -> list[str]:
    """Attribute assignments and setattr calls of ``path`` on objects it does not own."""
    tree = parsed(path)
    own_classes = {n.name for n in ast.walk(tree) if isinstance(n, ast.ClassDef)}
    wrong = []
    for scope in scopes(tree):
        nodes = list(own_nodes(scope))
        built = {  # names bound here to a new object of our own class or a Qt style option
            target.id
            for node in nodes
            if isinstance(node, ast.Assign)
            and isinstance(node.value, ast.Call)
            and (
                root_name(node.value.func) in own_classes
                or root_name(node.value.func).startswith("QStyleOption")
            )
            for target in node.targets
            if isinstance(target, ast.Name)
        }
        for node in nodes:
            targets = []
            if isinstance(node, ast.Assign):
                targets = node.targets
            elif isinstance(node, ast.AugAssign | ast.AnnAssign | ast.For):
                targets = [node.target]
            for target in targets:
                for each in target.elts if isinstance(target, ast.Tuple) else [target]:
                    if not isinstance(each, ast.Attribute):
                        continue
                    owner = each.value
                    if isinstance(owner, ast.Name) and owner.id in {"self", "cls"} | built:
                        continue
                    if ast.unparse(each) in MODULE_HOOKS:
                        continue
                    wrong.append(f"line {node.lineno}: {ast.unparse(each)} = ...")
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("setattr", "delattr")
                and not (isinstance(node.args[0], ast.Name) and node.args[0].id == "self")
            ):
                wrong.append(f"line {node.lineno}: {ast.unparse(node)}")
    return wrong


def test_nothing_sets_attributes_on_another_modules_objects():
    """State is declared by the class that owns it: no ``setattr(window, ...)``, no
    ``window._x = ...``; another object's state changes through its methods."""
    assert offenders(GUI_FILES, foreign_assignments) == {}


HOOKS_MODULE = ROOT / "sudoku_gui" / "dialogs" / "window_hooks.py"


def hook_names() -> set[str]:
    """The members ``WindowHooks`` lists."""
    hooks = next(
        n
        for n in parsed(HOOKS_MODULE).body
        if isinstance(n, ast.ClassDef) and n.name == "WindowHooks"
    )
    names = {n.target.id for n in hooks.body if isinstance(n, ast.AnnAssign)}
    return names | {n.name for n in hooks.body if isinstance(n, ast.FunctionDef)}


def window_uses(path: Path) -> tuple[list[str], set[str]]:
    """(parameters named ``window`` not typed ``WindowHooks``, the attributes used of the
    parameters typed ``WindowHooks`` and of the ``self`` attributes they are kept in)."""
    tree = parsed(path)
    untyped: list[str] = []
    used: set[str] = set()
    for cls in [tree, *(n for n in ast.walk(tree) if isinstance(n, ast.ClassDef))]:
        functions = [n for n in ast.iter_child_nodes(cls) if isinstance(n, ast.FunctionDef)]
        kept: set[str] = set()  # self attributes holding the window
        for function in functions:
            arguments = function.args.args + function.args.kwonlyargs
            typed = {
                a.arg
                for a in arguments
                if a.annotation and ast.unparse(a.annotation) == "WindowHooks"
            }
            untyped += [f"{function.name}({a.arg})" for a in arguments
                        if a.arg == "window" and a.arg not in typed]  # fmt: skip
            for node in ast.walk(function):
                if isinstance(node, ast.Attribute) and ast.unparse(node.value) in typed:
                    used.add(node.attr)
                if isinstance(node, ast.Assign) and ast.unparse(node.value) in typed:
                    kept.update(
                        t.attr
                        for t in node.targets
                        if isinstance(t, ast.Attribute) and ast.unparse(t.value) == "self"
                    )
        held = {f"self.{name}" for name in kept}
        for function in functions:
            nodes = list(ast.walk(function))
            aliases = {  # window = self.window
                target.id
                for node in nodes
                if isinstance(node, ast.Assign) and ast.unparse(node.value) in held
                for target in node.targets
                if isinstance(target, ast.Name)
            }
            used.update(
                node.attr
                for node in nodes
                if isinstance(node, ast.Attribute)
                and (ast.unparse(node.value) in held or ast.unparse(node.value) in aliases)
            )
    return untyped, used


BELOW_THE_WINDOW = [
    p
    for p in GUI_FILES
    if not within(module_name(p), "sudoku_gui.window") and module_name(p) not in STARTERS
]


def test_what_receives_the_window_uses_only_its_hooks():
    """Installers and helpers below the window take it as ``WindowHooks`` (they cannot
    import ``MainWindow``) and use nothing of it the Protocol does not list."""
    hooks = hook_names()

    def misuses(path: Path) -> list[str]:
        untyped, used = window_uses(path)
        return [f"type WindowHooks: {name}" for name in untyped] + [
            f"not in WindowHooks: {name}" for name in sorted(used - hooks)
        ]

    assert offenders(BELOW_THE_WINDOW, misuses) == {}


def test_the_window_hooks_name_what_the_window_has():
    """Every hook is declared where the main window builds it (in ``__init__`` or as a
    method), so the Protocol cannot promise what the window lacks."""
    window_module = ROOT / "sudoku_gui" / "window" / "main_window.py"
    window = next(
        n
        for n in parsed(window_module).body
        if isinstance(n, ast.ClassDef) and n.name == "MainWindow"
    )
    methods = {n.name for n in window.body if isinstance(n, ast.FunctionDef)}
    init = next(n for n in window.body if isinstance(n, ast.FunctionDef) and n.name == "__init__")
    attributes = {
        t.attr
        for node in ast.walk(init)
        if isinstance(node, ast.Assign | ast.AnnAssign)
        for t in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(t, ast.Attribute) and ast.unparse(t.value) == "self"
    }
    signals = {
        n.targets[0].id for n in window.body
        if isinstance(n, ast.Assign) and isinstance(n.targets[0], ast.Name)
    }  # fmt: skip
    qt_methods = {
        "statusBar", "addAction", "findChild", "tabifyDockWidget", "resizeDocks", "isVisible"
    }  # fmt: skip
    missing = hook_names() - methods - attributes - signals - qt_methods
    assert not missing, f"WindowHooks lists what MainWindow does not build: {sorted(missing)}"


SEARCH_VIEWS = sorted((ROOT / "sudoku_gui" / "search" / "views").glob("*.py"))
WHOLE = {"panel", "window"}  # what a helper control must not take
WHOLE_TYPES = {"SearchPanel", "WindowHooks", "MainWindow", "QMainWindow"}


def takes_the_whole(path: Path) -> list[str]:
    """Classes of ``path`` whose ``__init__`` takes the panel or the window."""
    wrong = []
    for cls in (n for n in ast.walk(parsed(path)) if isinstance(n, ast.ClassDef)):
        if cls.name == "SearchPanel":
            continue
        for init in (
            n for n in cls.body if isinstance(n, ast.FunctionDef) and n.name == "__init__"
        ):
            for a in init.args.args + init.args.kwonlyargs:
                annotation = ast.unparse(a.annotation) if a.annotation else ""
                if a.arg in WHOLE or any(t in annotation for t in WHOLE_TYPES):
                    wrong.append(f"{cls.name}({a.arg})")
    return wrong


def test_helper_controls_take_a_context_not_the_panel_or_the_window():
    """The search view's helper controls (Why?, the quiz, replays, badges, the race) get a
    narrow, typed context; only the panel holds the window."""
    assert offenders(SEARCH_VIEWS, takes_the_whole) == {}
