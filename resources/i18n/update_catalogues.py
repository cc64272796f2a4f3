"""Refresh the translation sources and compile them: run after changing a user-visible text.

    .venv/bin/python resources/i18n/update_catalogues.py          # lupdate, then lrelease
    .venv/bin/python resources/i18n/update_catalogues.py --check  # report what is missing

``pyside6-lupdate`` reads every ``translate("Context", "text")`` and ``QT_TRANSLATE_NOOP``
call of ``sudoku_gui/`` into the ``.ts`` files here (new texts come in "unfinished"; texts
no longer in the code are dropped); ``pyside6-lrelease`` compiles each into the ``.qm`` the
app loads. tests/sudoku_gui/test_translations.py runs the same update on copies and fails on
any text that is missing, unfinished or untranslated, and on a ``.qm`` older than its ``.ts``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import sysconfig
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
LANGUAGES = ("ja", "zh_CN", "pt_BR")


def tool(name: str) -> str:
    """The path of a pyside6 tool: where pip put this Python's scripts first (``bin/`` or
    ``Scripts\\``, which is not beside ``python.exe`` in a Windows install), then beside
    this Python, then on PATH; a venv need not be active. ``shutil.which`` adds ``.exe``
    (PATHEXT) on Windows."""
    folders = os.pathsep.join([sysconfig.get_path("scripts"), str(Path(sys.executable).parent)])
    return shutil.which(name, path=folders) or shutil.which(name) or name


def sources() -> list[str]:
    """The app's modules, and the solver's (its sentences are ``solver.phrase`` templates)."""
    parts = ("sudoku_gui", "solver")
    return sorted(str(path) for part in parts for path in (ROOT / part).rglob("*.py"))


def catalogue(language: str, folder: Path = HERE) -> Path:
    return folder / f"sudoku_lens_{language}.ts"


def update(ts_files: list[Path]) -> None:
    """lupdate the sources into ``ts_files`` (kept texts keep their translations)."""
    command = [tool("pyside6-lupdate"), *sources(), "-no-obsolete", "-locations", "none", "-ts"]
    subprocess.run([*command, *map(str, ts_files)], check=True, capture_output=True)


def release(ts_file: Path, qm_file: Path) -> None:
    subprocess.run(
        [tool("pyside6-lrelease"), str(ts_file), "-qm", str(qm_file)],
        check=True,
        capture_output=True,
    )


def problems(ts_file: Path) -> list[str]:
    """Every message of ``ts_file`` that has no finished translation, as "context: text"."""
    found = []
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [f.text for f in translation.iter("numerusform")] or [translation.text]
            kind = translation.get("type")
            if kind in ("unfinished", "vanished", "obsolete") or not all(forms):
                found.append(f"{name}: {message.findtext('source')!r} ({kind or 'empty'})")
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report, change nothing")
    args = parser.parse_args()
    files = [catalogue(language) for language in LANGUAGES]
    if not args.check:
        update(files)
        for ts_file in files:
            release(ts_file, ts_file.with_suffix(".qm"))
    missing = {ts.name: problems(ts) for ts in files}
    for name, texts in missing.items():
        print(f"{name}: {len(texts)} texts to translate")
        for text in texts[:20]:
            print(f"  {text}")
    return 1 if any(missing.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
