"""The Qt files PyInstaller would collect from a PySide6-Essentials wheel, as bundle paths.

    .venv/bin/python -m tests.tools.wheel_file_lists [--out tests/data/wheels]

Downloads the macOS (universal2) and Windows (amd64) wheels of the installed
PySide6-Essentials version with ``pip download --platform``, and writes for each the entries
PyInstaller's Qt hooks would hand build.spec for the Qt modules the app imports: their Qt
libraries, the plugins of those modules' plugin kinds, and Qt's translations. On macOS the
.framework Info.plist files and symlinks come from PyInstaller's own
``collect_files_from_framework_bundles`` (which needs macholib: ``pip install macholib`` on Linux).
tests/test_bundle_selection.py applies build.spec's selection to these lists, and to the list
of the wheel installed where the tests run (Linux in .ci/run), which it builds at test time.

A list is one entry a line, ``dest<TAB>typecode`` or ``dest<TAB>SYMLINK<TAB>target``, after a
``# wheel: <file name>`` line.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import zipfile
from fnmatch import fnmatchcase
from importlib.metadata import files, version
from pathlib import Path, PurePosixPath

from tests.tools.bundle_selection import LAYOUTS, Entry

ROOT = Path(__file__).resolve().parents[2]
DISTRIBUTION = "PySide6-Essentials"
OUT = ROOT / "tests" / "data" / "wheels"
# The Python modules the app imports (tests/test_bundle_selection.py checks this against the
# code), and the platform tags of the wheels fetched for each system.
APP_QT_MODULES = ("QtCore", "QtGui", "QtPrintSupport", "QtSvg", "QtWidgets")
WHEEL_PLATFORMS = {"darwin": "macosx_13_0_universal2", "win32": "win_amd64"}
# Qt libraries besides the modules' own: QtGui links QtDBus on Linux.
LINKED_QT_LIBRARIES = ("DBus",)


def app_module_infos() -> list:
    """PyInstaller's description (shared library, plugin kinds, translations) of each module."""
    from PyInstaller.utils.hooks.qt._modules_info import QT_MODULES_INFO

    return [
        info
        for info in QT_MODULES_INFO
        if info.module in APP_QT_MODULES
        and any(b in ("PySide6", "!PySide2") for b in info.bindings or ["PySide6"])
    ]


def library_patterns(system: str) -> list[str]:
    """Bundle paths of the Qt libraries of the app's modules on ``system``."""
    names = [info.shared_lib for info in app_module_infos() if info.shared_lib]
    names += LINKED_QT_LIBRARIES
    qt = LAYOUTS[system].qt_dir
    if system == "darwin":
        return [f"{qt}/lib/Qt{name}.framework/Versions/*/Qt{name}" for name in names]
    if system == "win32":
        return [f"{qt}/Qt6{name}.dll" for name in names]
    return [f"{qt}/lib/libQt6{name}.so.*" for name in names]


def collected_entries(paths: list[str], system: str) -> list[Entry]:
    """The entries the hooks would collect from a wheel holding ``paths`` (site-packages
    relative, "/"-separated), before the framework step of macOS."""
    infos = app_module_infos()
    qt = LAYOUTS[system].qt_dir
    plugin_kinds = {kind for info in infos for kind in info.plugins}
    plugins = [
        f"{qt}/plugins/{kind}/*{suffix}"
        for kind in plugin_kinds
        for suffix in (".so", ".dylib", ".dll")
    ]
    translations = [
        f"{qt}/translations/{base}_*.qm" for info in infos for base in info.translations
    ]
    entries = []
    for path in sorted(paths):
        if any(fnmatchcase(path, p) for p in plugins + library_patterns(system)):
            entries.append((path, path, "BINARY"))
        elif any(fnmatchcase(path, p) for p in translations):
            entries.append((path, path, "DATA"))
    return entries


def framework_entries(wheel: zipfile.ZipFile, entries: list[Entry]) -> list[Entry]:
    """``entries`` plus what PyInstaller adds for .framework binaries (Info.plist, symlinks),
    from empty stand-ins for the wheel's binaries and Info.plist files."""
    from PyInstaller.utils.osx import collect_files_from_framework_bundles

    with tempfile.TemporaryDirectory() as folder:
        on_disk = []
        for dest, _, typecode in entries:
            src = Path(folder, dest)
            src.parent.mkdir(parents=True, exist_ok=True)
            src.touch()
            plist = PurePosixPath(dest).parent / "Resources" / "Info.plist"
            if typecode == "BINARY" and str(plist) in wheel.namelist():
                Path(folder, plist).parent.mkdir(parents=True, exist_ok=True)
                Path(folder, plist).touch()
            on_disk.append((dest, str(src), typecode))
        collected = collect_files_from_framework_bundles(on_disk)
    return [
        (dest, target if typecode == "SYMLINK" else dest, typecode)
        for dest, target, typecode in collected
    ]


def write_list(path: Path, wheel_name: str, entries: list[Entry]) -> None:
    lines = [f"# wheel: {wheel_name}"]
    for dest, src, typecode in sorted(entries):
        lines.append("\t".join([dest, typecode] + ([src] if typecode == "SYMLINK" else [])))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def read_list(path: Path) -> tuple[str, list[Entry]]:
    """The wheel's file name and the entries of a list written by ``write_list``."""
    wheel_name, entries = "", []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("# wheel: "):
            wheel_name = line.removeprefix("# wheel: ")
        elif line:
            dest, typecode, *target = line.split("\t")
            entries.append((dest, target[0] if target else dest, typecode))
    return wheel_name, entries


def installed_entries(system: str) -> list[Entry]:
    """The entries of the PySide6-Essentials installed here (of ``system``, a LAYOUTS key)."""
    paths = [str(PurePosixPath(*f.parts)) for f in files(DISTRIBUTION) or []]
    return collected_entries(paths, system)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT)
    options = parser.parse_args(argv)
    options.out.mkdir(parents=True, exist_ok=True)
    pinned = version(DISTRIBUTION)
    with tempfile.TemporaryDirectory() as downloads:
        for system, platform in WHEEL_PLATFORMS.items():
            subprocess.run(
                [sys.executable, "-m", "pip", "download", f"{DISTRIBUTION}=={pinned}",
                 "--no-deps", "--only-binary=:all:", "--platform", platform,
                 "--python-version", "3.11", "-d", downloads, "-q"],
                check=True,
            )  # fmt: skip
            wheel_path = next(Path(downloads).glob(f"*{platform}.whl"))
            with zipfile.ZipFile(wheel_path) as wheel:
                entries = collected_entries(wheel.namelist(), system)
                if system == "darwin":
                    entries = framework_entries(wheel, entries)
            out = options.out / f"{system}.txt"
            write_list(out, wheel_path.name, entries)
            print(f"{out}: {len(entries)} entries from {wheel_path.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
