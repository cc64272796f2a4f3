"""Which of the files PyInstaller collects go into the packaged app, on each system.

build.spec keeps the entries of its Analysis with ``BundleSelection.for_system(sys.platform)``;
tests/test_bundle_selection.py applies the same selection to the file lists of the
PySide6-Essentials wheels for macOS and Windows (tests/data/wheels/), so a keep-list that
knows only one system's file names cannot drop another system's platform plugin unnoticed.

Where PyInstaller's Qt hooks put things (``QtLibraryInfo.qt_rel_dir`` and ``collect_plugins`` in
PyInstaller/utils/hooks/qt/__init__.py): the Qt folder is ``PySide6/Qt`` on Linux and macOS and
``PySide6`` on Windows; plugins go to ``<qt>/plugins/<kind>/``, translations to
``<qt>/translations/``. A plugin file is ``libNAME.so``, ``libNAME.dylib`` or ``NAME.dll``.

Pure Python (no PyInstaller, no Qt), so the tests can run it anywhere.
"""

from __future__ import annotations

import posixpath
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from fnmatch import fnmatchcase
from pathlib import PurePosixPath

# A PyInstaller TOC entry: (dest_name, src_name, typecode). A SYMLINK's src_name is the link's
# target, relative to the link's own folder.
Entry = tuple[str, str, str]

# The app's languages besides English: Qt's own words (its dialogs' standard buttons) in them.
QT_LANGUAGES = ("ja", "zh_CN", "pt_BR")

# Plugin folders whose plugins are kept one by one (KEPT_PLUGINS); every other plugin folder the
# hooks collect (iconengines: the SVG icon engine; styles: macOS' and Windows' native style;
# xcbglintegrations: X11 GL) stays whole.
CHOSEN_PLUGIN_KINDS = (
    "platforms",
    # gtk3 drags in GTK, cairo and pango. The hook analyses it before the selection applies, so
    # two "could not resolve libgtk-3/libgdk-3" warnings in a Linux build log are expected.
    "platformthemes",
    "platforminputcontexts",
    "imageformats",
    "generic",  # evdev and touch input for kiosk setups
    "egldeviceintegrations",
    # The CUPS print plugin links CUPS, GnuTLS, Kerberos and Avahi (15 MB): the Linux bundle
    # prints to PDF (File > Print, worksheets). macOS and Windows print through their platform
    # plugin, so no system loses a printer here but Linux.
    "printsupport",
    "wayland-*",  # Wayland sessions run the app through XWayland
)

# The plugins kept in the CHOSEN_PLUGIN_KINDS, by kind: the offscreen platform (--smoke-test and
# `export` without a screen), the SVG and ICO image formats (icons), and each system's own.
COMMON_PLUGINS = {"platforms": ("qoffscreen",), "imageformats": ("qsvg", "qico")}
SYSTEM_PLUGINS = {
    # X11 (and XWayland), and the compose input context (dead keys).
    "linux": {
        "platforms": ("qxcb",),
        "platforminputcontexts": ("composeplatforminputcontextplugin",),
    },
    "darwin": {"platforms": ("qcocoa",)},
    "win32": {"platforms": ("qwindows",)},
}

# Project files that only the repository needs.
PROJECT_DROPPED = (
    "resources/screenshots/*",  # for the README only
    "resources/i18n/*.ts",  # the sources of the .qm catalogues, which are kept
    "resources/i18n/*.md",
    "resources/i18n/*.py",
)
# Qt libraries that only the dropped Wayland and EGL plugins link to (Linux only).
LINUX_DROPPED_LIBRARIES = ("libQt6Wayland*", "libQt6Egl*", "libQt6Wl*")


@dataclass(frozen=True)
class QtLayout:
    """Where PyInstaller puts PySide6's Qt files on one system, and how a plugin file is named."""

    qt_dir: str
    plugin_file: str  # a format with one field, the plugin's name

    def plugin(self, kind: str, name: str) -> str:
        return f"{self.qt_dir}/plugins/{kind}/{self.plugin_file.format(name)}"


LAYOUTS = {
    "linux": QtLayout("PySide6/Qt", "lib{}.so"),
    "darwin": QtLayout("PySide6/Qt", "lib{}.dylib"),
    "win32": QtLayout("PySide6", "{}.dll"),
}


def system_key(platform: str) -> str:
    """The LAYOUTS key of a ``sys.platform`` value ("linux2" and "linux" are both Linux)."""
    for key in LAYOUTS:
        if platform.startswith(key):
            return key
    raise ValueError(f"no bundle selection for {platform!r}")


@dataclass(frozen=True)
class BundleSelection:
    """The bundle paths (relative to _internal/) one system keeps and drops.

    An entry stays when a KEPT pattern matches its destination, or when no DROPPED one does;
    then a symlink stays only when what it points to is in the bundle (``choose``).
    """

    layout: QtLayout
    kept: tuple[str, ...]
    dropped: tuple[str, ...]

    @classmethod
    def for_system(cls, platform: str) -> BundleSelection:
        system = system_key(platform)
        layout = LAYOUTS[system]
        qt = layout.qt_dir
        plugins = [
            layout.plugin(kind, name)
            for chosen in (COMMON_PLUGINS, SYSTEM_PLUGINS[system])
            for kind, names in chosen.items()
            for name in names
        ]
        translations = [f"{qt}/translations/qtbase_{language}.qm" for language in QT_LANGUAGES]
        dropped = [
            *PROJECT_DROPPED,
            f"{qt}/translations/*",
            *(f"{qt}/plugins/{kind}/*" for kind in CHOSEN_PLUGIN_KINDS),
        ]
        if system == "linux":
            dropped += [f"{qt}/lib/{library}" for library in LINUX_DROPPED_LIBRARIES]
        return cls(layout, tuple(translations + plugins), tuple(dropped))

    def wanted(self, dest_name: str) -> bool:
        """Whether a file at this bundle path belongs in the bundle."""
        dest = dest_name.replace("\\", "/")
        return any(fnmatchcase(dest, p) for p in self.kept) or not any(
            fnmatchcase(dest, p) for p in self.dropped
        )

    def choose(
        self,
        binaries: list[Entry],
        datas: list[Entry],
        imports_of: Callable[[str], Iterable[str]] | None = None,
    ) -> tuple[list[Entry], list[Entry]]:
        """The Analysis' binaries and datas that go into the bundle.

        With ``imports_of`` (a binary's source path -> the names of the libraries it links to;
        PyInstaller's ``get_imports`` on Linux), the libraries no kept binary needs go too.
        Symlinks whose target is gone go last, so none dangles.
        """
        binaries = [entry for entry in binaries if self.wanted(entry[0])]
        if imports_of is not None:
            binaries = reachable_binaries(binaries, imports_of)
        datas = [entry for entry in datas if self.wanted(entry[0])]
        present = bundle_paths(binaries + datas)
        datas = [entry for entry in datas if entry[2] != "SYMLINK" or present(entry[0])]
        return binaries, datas


def reachable_binaries(
    binaries: list[Entry], imports_of: Callable[[str], Iterable[str]]
) -> list[Entry]:
    """The binaries still needed once dropped plugins are gone.

    Hooks collect every library that any collected plugin links to; dropping the GTK theme,
    for example, leaves GTK, cairo and pango behind. Roots are the Python extensions, the kept
    Qt plugins and libpython; a library stays only when a root links to it, directly or not.
    """

    def is_root(entry: Entry) -> bool:
        dest, _, typecode = entry
        return (
            typecode == "EXTENSION"
            or "/plugins/" in dest.replace("\\", "/")
            or PurePosixPath(dest).name.startswith("libpython")
        )

    by_name = {PurePosixPath(entry[0]).name: entry for entry in binaries}
    pending = [entry for entry in binaries if is_root(entry)]
    kept = {entry[0] for entry in pending}
    while pending:
        _, src, _ = pending.pop()
        for name in imports_of(src):
            entry = by_name.get(PurePosixPath(name).name)
            if entry and entry[0] not in kept:
                kept.add(entry[0])
                pending.append(entry)
    return [entry for entry in binaries if entry[0] in kept]


def bundle_paths(entries: list[Entry]) -> Callable[[str], bool]:
    """Whether a path of the bundle these entries make leads somewhere, through its symlinks.

    A path is there when it is a file or a folder holding one, after following every symlink
    on the way: a framework's ``QtCore -> Versions/Current/QtCore`` passes through
    ``Versions/Current -> A``, and ``Resources -> Versions/Current/Resources`` is a folder.
    """
    files = {dest.replace("\\", "/") for dest, _, kind in entries if kind != "SYMLINK"}
    folders = {str(parent) for file in files for parent in PurePosixPath(file).parents}
    links = {
        dest.replace("\\", "/"): target.replace("\\", "/")
        for dest, target, kind in entries
        if kind == "SYMLINK"
    }

    def resolved(path: str) -> str | None:
        for _ in range(len(links) + 1):  # each hop follows one link; more means a cycle
            parts = path.split("/")
            for end in range(1, len(parts) + 1):
                head = "/".join(parts[:end])
                if head in links:
                    target = posixpath.join(posixpath.dirname(head), links[head])
                    path = posixpath.normpath("/".join([target, *parts[end:]]))
                    break
            else:
                return path
        return None

    def present(path: str) -> bool:
        end = resolved(path.replace("\\", "/"))
        return end is not None and (end in files or end in folders)

    return present
