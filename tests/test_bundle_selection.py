"""build.spec's selection of Qt files keeps what each system needs to start.

The selection (tests/tools/bundle_selection.py) is applied to the entries PyInstaller would
collect from the PySide6-Essentials wheels of macOS and Windows (tests/data/wheels/, written by
``python -m tests.tools.wheel_file_lists``) and from the wheel installed here: a keep-list that
knows only one system's names would drop the others' platform plugin, as it once dropped
``libqcocoa.dylib``.
"""

from __future__ import annotations

import ast
import re
import sys
from importlib.metadata import version
from pathlib import Path, PurePosixPath

import pytest

from sudoku_gui.support.i18n import LANGUAGES
from tests.tools.bundle_selection import (
    QT_LANGUAGES,
    BundleSelection,
    Entry,
    bundle_paths,
    system_key,
)
from tests.tools.wheel_file_lists import (
    APP_QT_MODULES,
    DISTRIBUTION,
    OUT,
    installed_entries,
    read_list,
)

ROOT = Path(__file__).resolve().parents[1]

# What starting needs on each system: its platform plugin and offscreen (--smoke-test, export),
# the SVG and ICO image formats and the SVG icon engine (icons), a native style. Linux needs no
# style plugin: Fusion is built into QtWidgets.
NEEDED = {
    "darwin": [
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        "PySide6/Qt/plugins/platforms/libqoffscreen.dylib",
        "PySide6/Qt/plugins/imageformats/libqsvg.dylib",
        "PySide6/Qt/plugins/imageformats/libqico.dylib",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.dylib",
        "PySide6/Qt/plugins/styles/libqmacstyle.dylib",
    ],
    "win32": [
        "PySide6/plugins/platforms/qwindows.dll",
        "PySide6/plugins/platforms/qoffscreen.dll",
        "PySide6/plugins/imageformats/qsvg.dll",
        "PySide6/plugins/imageformats/qico.dll",
        "PySide6/plugins/iconengines/qsvgicon.dll",
        "PySide6/plugins/styles/qmodernwindowsstyle.dll",
    ],
    "linux": [
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/plugins/imageformats/libqico.so",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so",
    ],
}
# Platform plugins each system leaves out (a screen-less or another system's platform).
LEFT_OUT = {
    "darwin": ["PySide6/Qt/plugins/platforms/libqminimal.dylib"],
    "win32": ["PySide6/plugins/platforms/qdirect2d.dll", "PySide6/plugins/platforms/qminimal.dll"],
    "linux": [
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/plugins/printsupport/libcupsprintersupport.so",
    ],
}


# The committed lists of the macOS and Windows wheels, and the wheel installed here (Linux in
# .ci/run; each system's own in the GitHub jobs).
SOURCES = ["darwin", "win32", "installed"]
HERE = system_key(sys.platform)


def collected(source: str) -> tuple[str, list[Entry]]:
    """The system a source's files are for, and the entries PyInstaller would collect."""
    if source == "installed":
        return HERE, installed_entries(HERE)
    wheel_name, entries = read_list(OUT / f"{source}.txt")
    assert wheel_name, f"{source}.txt names no wheel"
    return source, entries


def selected(system: str, entries: list[Entry]) -> set[str]:
    """The bundle paths that stay, split into binaries and datas as PyInstaller splits them."""
    binaries = [e for e in entries if e[2] in ("BINARY", "EXTENSION")]
    datas = [e for e in entries if e[2] not in ("BINARY", "EXTENSION")]
    binaries, datas = BundleSelection.for_system(system).choose(binaries, datas)
    return {dest for dest, _, _ in binaries + datas}


@pytest.mark.parametrize("source", SOURCES)
def test_each_system_keeps_what_starting_needs(source):
    system, entries = collected(source)
    dests = {dest for dest, _, _ in entries}
    assert set(NEEDED[system]) <= dests, "the wheel's list lacks a file this test expects"
    kept = selected(system, entries)
    assert set(NEEDED[system]) <= kept, sorted(set(NEEDED[system]) - kept)
    assert not set(LEFT_OUT[system]) & kept
    platforms = {d for d in kept if "/plugins/platforms/" in d}
    assert len(platforms) == 2, platforms  # its own and offscreen, nothing else


@pytest.mark.parametrize("source", SOURCES)
def test_qt_speaks_the_apps_languages_and_no_other(source):
    kept = selected(*collected(source))
    translations = {PurePosixPath(d).name for d in kept if "/translations/" in d}
    assert set(QT_LANGUAGES) == set(LANGUAGES) - {"en"}
    assert translations == {f"qtbase_{language}.qm" for language in QT_LANGUAGES}


def test_every_macos_framework_keeps_its_symlinks_and_they_lead_somewhere():
    """Without Versions/Current and the top-level links the code signature breaks."""
    _, entries = collected("darwin")
    links = {dest for dest, _, typecode in entries if typecode == "SYMLINK"}
    frameworks = {PurePosixPath(d).parts[3] for d in links}
    assert {f"{m}.framework" for m in APP_QT_MODULES} <= frameworks
    assert len(links) == 3 * len(frameworks)  # Current, the binary, Resources
    assert links <= selected("darwin", entries)
    present = bundle_paths(entries)
    assert all(present(link) for link in links)


def test_a_symlink_to_a_dropped_file_goes_with_it():
    binaries = [
        ("libkept.so.1", "/src/libkept.so.1", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", "/src/libqvnc.so", "BINARY"),
    ]
    datas = [
        ("libkept.so", "libkept.so.1", "SYMLINK"),
        ("libqvnc.so", "PySide6/Qt/plugins/platforms/libqvnc.so", "SYMLINK"),
        ("loop", "loop", "SYMLINK"),
    ]
    kept_binaries, kept_datas = BundleSelection.for_system("linux").choose(binaries, datas)
    assert [e[0] for e in kept_binaries] == ["libkept.so.1"]
    assert [e[0] for e in kept_datas] == ["libkept.so"]


def test_libraries_only_dropped_plugins_link_to_go_too():
    binaries = [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/s/libqxcb.so", "BINARY"),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "/s/libqgtk3.so", "BINARY"),
        ("libxcb-cursor.so.0", "/s/libxcb-cursor.so.0", "BINARY"),
        ("libgtk-3.so.0", "/s/libgtk-3.so.0", "BINARY"),
    ]
    links = {"/s/libqxcb.so": ["libxcb-cursor.so.0"], "/s/libqgtk3.so": ["libgtk-3.so.0"]}
    kept, _ = BundleSelection.for_system("linux").choose(
        binaries, [], imports_of=lambda src: links.get(src, [])
    )
    assert [e[0] for e in kept] == [binaries[0][0], "libxcb-cursor.so.0"]


def test_the_lists_are_of_the_installed_qt_and_the_spec_asks_their_macos():
    """Refresh the lists (python -m tests.tools.wheel_file_lists) when PySide6 moves on."""
    installed = version(DISTRIBUTION).split(".")[:2]
    tags = {}
    for system in ("darwin", "win32"):
        wheel_name, _ = read_list(OUT / f"{system}.txt")
        assert wheel_name.split("-")[1].split(".")[:2] == installed, wheel_name
        tags[system] = wheel_name.removesuffix(".whl").split("-")[-1]
    assert tags["win32"] == "win_amd64"
    match = re.fullmatch(r"macosx_(\d+)_(\d+)_universal2", tags["darwin"])
    assert match, tags["darwin"]
    spec = ast.parse((ROOT / "build.spec").read_text(encoding="utf-8"))
    minimum = next(
        node.value.value
        for node in spec.body
        if isinstance(node, ast.Assign) and ast.unparse(node.targets[0]) == "MINIMUM_MACOS"
    )
    assert minimum == f"{match[1]}.{match[2]}"
    assert '"LSMinimumSystemVersion": MINIMUM_MACOS' in ast.unparse(spec).replace("'", '"')


def test_the_lists_cover_every_qt_module_the_app_imports():
    imported = set()
    for path in (ROOT / "sudoku_gui").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("PySide6."):
                imported.add(node.module.split(".")[1])
    assert imported == set(APP_QT_MODULES)
