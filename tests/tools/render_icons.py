"""Render resources/icon.svg into the icon files each platform needs.

    .venv/bin/python tests/tools/render_icons.py [--out FOLDER] [png ico icns]

Writes sudoku-lens.png (256 px, window icon and Linux .desktop; committed in
resources/icons/), sudoku-lens.ico (Windows: 16-256 px) and sudoku-lens.icns (macOS: 16-1024
px) into FOLDER (default resources/icons). build.spec runs it at build time for the .ico or
.icns of the platform it builds on, so only the SVG and the PNG live in the repository. ICO and ICNS
are written by hand as containers of PNG images, which both formats accept; Qt's own ICO
writer stores a single size only.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "resources" / "icon.svg"
OUT = ROOT / "resources" / "icons"

PNG_SIZE = 256
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types that hold PNG data, by pixel size (retina types repeat a size).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    """The icon drawn at ``size`` x ``size`` pixels, as PNG bytes."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError(f"could not encode the {size}px icon as PNG")
    return bytes(data.data())


def ico_container(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size (a 0 byte in the directory means 256)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    directory, blobs = b"", b""
    for size, png in sorted(pngs.items()):
        side = 0 if size >= 256 else size
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        blobs += png
        offset += len(png)
    return header + directory + blobs


def icns_container(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns: big-endian (type, length) records, each holding a PNG."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Render resources/icon.svg into icon files.")
    parser.add_argument("--out", type=Path, default=OUT, help="the folder to write into")
    parser.add_argument("kinds", nargs="*", default=["png", "ico", "icns"], help="png ico icns")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"cannot read {SOURCE}", file=sys.stderr)
        return 1
    sizes = {PNG_SIZE, *ICO_SIZES, *(size for _, size in ICNS_TYPES)}
    pngs = {size: render_png(renderer, size) for size in sorted(sizes)}
    args.out.mkdir(parents=True, exist_ok=True)
    makers = {
        "png": lambda: pngs[PNG_SIZE],
        "ico": lambda: ico_container({s: pngs[s] for s in ICO_SIZES}),
        "icns": lambda: icns_container(pngs),
    }
    for kind in args.kinds:
        data = makers[kind]()
        target = args.out / f"sudoku-lens.{kind}"
        target.write_bytes(data)
        print(f"wrote {target} ({len(data)} bytes)")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
