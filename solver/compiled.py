"""Which engine runs: the solver's hot modules compiled by Cython, or their plain ``.py``.

setup.py compiles the modules of ``COMPILED_MODULES`` (from these same files) when Cython
and a C compiler are there; otherwise, or with ``SUDOKU_LENS_PURE=1`` at build time, they
stay plain Python. ``SUDOKU_LENS_PURE=1`` at run time makes this process import the ``.py``
beside each compiled module instead, so one install can compare both engines
(tests/solver/test_compiled_engine.py does, answer for answer); a compiled module whose
``.py`` was edited after the build is passed over for the ``.py`` too.
"""

from __future__ import annotations

import importlib.machinery
import os
import sys

# The hot code (profiles of SE ratings and of the fast solver), compiled when it can be.
COMPILED_MODULES = (
    "solver.board",
    "solver.fast",
    "solver.propagation",
    # SE's chaining engine (solver.se), typed by the .pxd beside each module.
    "solver.se.proof",
    "solver.se.links",
    "solver.se.chains",
    "solver.se.engine",
    "solver.se.branch_rules",
    # The pattern searches the branch rules share with the teaching finders (no .pxd).
    "solver.techniques.intersections",
    "solver.techniques.subsets",
    "solver.techniques.fish",
    "solver.techniques.aligned",
    "solver.techniques.als",
    # SE's unique loops: the loop search, typed by its .pxd (a small module).
    "solver.techniques.unique_loops",
    # Compiled as they are (no .pxd): the positions' shared bit sets and the chain search.
    # Not solver.techniques.links: Cython computes ``1 << len(graph)`` in C (len() is a C
    # integer there), which overflows past 63 nodes and changes the answers.
    "solver.techniques.step",
    "solver.techniques.chain_search",
    # Typed by their .pxd: the single-digit patterns (skyscraper, kite, turbot fish, empty
    # rectangle), and SE's strong-linked fishes (each digit's link graph and its search).
    "solver.techniques.single_digit",
    "solver.techniques.strong_links",
    # Typed by its .pxd: each unit's places of each digit and the searches on them (the
    # teaching finders' locked candidates and hidden sets, SE's direct techniques).
    "solver.techniques.places",
)
PURE_VARIABLE = "SUDOKU_LENS_PURE"
# The module whose file says which engine runs: the chaining engine, the hottest of them.
_WITNESS = "solver.se.engine"


# A compiled module older than its .py (or .pxd) by more than this was built before the
# source was edited: the edit wins. The margin keeps an install whose files were written in
# any order (a wheel's) compiled.
STALE_SECONDS = 60.0


class _SourceFirst:
    """An import finder, first on ``sys.meta_path``, that finds the ``.py`` of a compiled
    module even when its compiled twin sits beside it (the standard finder prefers extension
    modules): always when ``SUDOKU_LENS_PURE`` is set, otherwise when the compiled module is
    stale (its ``.py`` or ``.pxd`` edited after it was built, until ``pip install -e .``
    builds it again). Where there is no ``.py`` (a bundle), it finds nothing and the
    compiled module loads as usual."""

    @staticmethod
    def find_spec(name, path=None, target=None):
        if name not in COMPILED_MODULES or not path:
            return None
        source = (importlib.machinery.SourceFileLoader, importlib.machinery.SOURCE_SUFFIXES)
        built = (importlib.machinery.ExtensionFileLoader, importlib.machinery.EXTENSION_SUFFIXES)
        for folder in path:
            spec = importlib.machinery.FileFinder(folder, source).find_spec(name)
            if spec is None:
                continue
            if pure_asked():
                return spec
            compiled = importlib.machinery.FileFinder(folder, built).find_spec(name)
            if compiled is not None and _edited_since(spec.origin, compiled.origin):
                return spec
            return None
        return None


def _edited_since(source: str, compiled: str) -> bool:
    """Whether ``source`` (or the .pxd beside it) changed after ``compiled`` was built."""
    built = os.path.getmtime(compiled) + STALE_SECONDS
    types = os.path.splitext(source)[0] + ".pxd"
    return os.path.getmtime(source) > built or (
        os.path.exists(types) and os.path.getmtime(types) > built
    )


def pure_asked() -> bool:
    """Whether ``SUDOKU_LENS_PURE`` asks for the plain ``.py`` modules."""
    return os.environ.get(PURE_VARIABLE, "") not in ("", "0")


def is_compiled(module) -> bool:
    """Whether ``module`` was loaded from a compiled extension (.so/.pyd), not a .py."""
    return not (getattr(module, "__file__", None) or "").endswith(".py")


def cython_version() -> str | None:
    """The Cython version that compiled the engine, or None when it runs as plain Python.
    The chaining engine (the hottest module) is the witness: it records its compiler."""
    witness = sys.modules.get(_WITNESS) or importlib.import_module(_WITNESS)
    if not is_compiled(witness):
        return None
    return getattr(witness, "CYTHON_VERSION", "") or "?"


def engine_info() -> str:
    """The engine that runs, "compiled (Cython x.y)" or "pure Python": what ``--version``
    says (Help > About says the same in the user's language)."""
    version = cython_version()
    return "pure Python" if version is None else f"compiled (Cython {version})"


def project_number() -> str:
    """The installed project's version number ("unknown" where no metadata is installed).
    importlib.metadata is imported here, when asked: it is a fifth of a command's start-up
    (``sudoku-solve --rate`` of one puzzle), and only ``--version``, About and the cluster
    ask."""
    from importlib import metadata

    try:
        return metadata.version("sudoku-lens")
    except metadata.PackageNotFoundError:
        return "unknown"


def version_text(program: str) -> str:
    """What ``--version`` prints: the program, its version and the engine that runs."""
    return f"{program} {project_number()}, solver engine: {engine_info()}"


# On import: ``solver/__init__`` imports this module before any compiled one.
if _SourceFirst not in sys.meta_path:
    sys.meta_path.insert(0, _SourceFirst)
