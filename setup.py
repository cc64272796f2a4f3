"""The compiled engine: the solver's hot modules built with Cython from their own .py files.

The same ``.py`` files run as plain Python where nothing is compiled: with
``SUDOKU_LENS_PURE=1`` at build time, when Cython is missing, or when a module fails to
compile (no C compiler: each extension is ``optional``), ``pip install`` still succeeds and
the app runs the pure modules. Which engine runs is ``solver.engine_info()``. The list of
modules is ``solver.compiled.COMPILED_MODULES`` (read here without importing ``solver``);
the ``.pxd`` files beside them add C types without changing the ``.py``.
"""

import ast
import os
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent


def compiled_modules() -> list[str]:
    """``COMPILED_MODULES`` of solver/compiled.py, a literal tuple of dotted names."""
    tree = ast.parse((ROOT / "solver" / "compiled.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and node.targets[0].id == "COMPILED_MODULES":
            return list(ast.literal_eval(node.value))
    raise RuntimeError("solver/compiled.py has no COMPILED_MODULES")


def extensions() -> list[Extension]:
    if os.environ.get("SUDOKU_LENS_PURE"):
        return []
    try:
        from Cython.Build import cythonize
    except ImportError:
        return []
    optimise = ["/O2"] if sys.platform == "win32" else ["-O2"]
    built = []
    for name in compiled_modules():
        module = Extension(
            name,
            [name.replace(".", "/") + ".py"],
            extra_compile_args=optimise,
            optional=True,  # no C compiler: the pure module stays, the install goes on
        )
        try:
            built += cythonize(
                [module],
                language_level=3,
                quiet=True,
                compiler_directives={
                    # Types come from the .pxd files only: an ``int`` annotation must keep
                    # accepting what Python accepts (bools, IntEnums).
                    "annotation_typing": False,
                    "binding": True,
                },
            )
        except Exception as error:  # a module Cython cannot translate stays plain Python
            print(f"setup.py: {name} stays pure Python: {error}", file=sys.stderr)
    return built


class BuildWhereItCan(build_ext):
    """``build_ext`` that leaves a module pure when its C file does not compile (no C
    compiler, say) instead of failing the install: ``Extension.optional`` alone does not
    cover every way setuptools builds (an editable install's does fail)."""

    failed: tuple[str, ...] = ()

    def build_extension(self, ext) -> None:
        try:
            super().build_extension(ext)
        except Exception as error:
            print(f"setup.py: {ext.name} stays pure Python: {error}", file=sys.stderr)
            self.failed += (ext.name,)

    def copy_extensions_to_source(self) -> None:
        """Copy only what was built (an editable install copies the modules in place)."""
        every = self.extensions
        self.extensions = [ext for ext in every if ext.name not in self.failed]
        try:
            super().copy_extensions_to_source()
        finally:
            self.extensions = every


setup(ext_modules=extensions(), cmdclass={"build_ext": BuildWhereItCan})
