"""Check a board PNG that ``export --board`` wrote: its size, its grid, and a digit in exactly
the cells the puzzle gives.

    .venv/bin/python tests/tools/check_export_png.py BOARD.png PUZZLE

CI runs it on the packaged app's export on every system (.ci/steps.sh smoke): an image without
digits (offscreen Qt that found no fonts) or an empty one fails, as a wrong or missing cell
does. Exit status 0 with a one-line summary, 1 with what is wrong. Reads the PNG with Pillow (a
dependency of the app), so it needs no Qt.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image

BOARD_PX = 540  # sudoku_gui/export/render.py's BOARD_PX
DARK = 96  # grey level under which a pixel is ink (digits, grid lines)
LINE_SHARE = 0.5  # a row or column of pixels this dark across is a grid line
# A cell's centre (its middle 60 %, clear of the grid lines) holds a digit when at least this
# share of its pixels is ink; an empty one holds none.
CENTRE = 0.6
DIGIT_SHARE = 0.02


def problems(path: Path, puzzle: str) -> list[str]:
    """What is wrong with the board image at ``path`` for ``puzzle`` (81 characters)."""
    image = Image.open(path).convert("L")
    width, height = image.size
    if (width, height) != (BOARD_PX, BOARD_PX):
        return [f"the image is {width}x{height}, not {BOARD_PX}x{BOARD_PX}"]
    pixels = image.load()
    ink = [[pixels[x, y] < DARK for x in range(width)] for y in range(height)]
    rows = [y for y in range(height) if sum(ink[y]) > LINE_SHARE * width]
    columns = [
        x for x, column in enumerate(zip(*ink, strict=True)) if sum(column) > LINE_SHARE * height
    ]
    if not rows or not columns:
        return ["no grid: no dark line crosses the image"]
    top, bottom, left, right = rows[0], rows[-1], columns[0], columns[-1]
    cell_w, cell_h = (right - left) / 9, (bottom - top) / 9
    if min(cell_w, cell_h) < BOARD_PX / 20:
        return [f"the grid is too small: {right - left}x{bottom - top} px"]
    found = []
    for index, given in enumerate(puzzle):
        row, column = divmod(index, 9)
        x0 = int(left + (column + (1 - CENTRE) / 2) * cell_w)
        y0 = int(top + (row + (1 - CENTRE) / 2) * cell_h)
        x1, y1 = int(x0 + CENTRE * cell_w), int(y0 + CENTRE * cell_h)
        share = sum(ink[y][x] for y in range(y0, y1) for x in range(x0, x1)) / (
            (x1 - x0) * (y1 - y0)
        )
        has_digit = given in "123456789"
        if has_digit != (share >= DIGIT_SHARE):
            what = "no digit" if has_digit else "ink"
            found.append(f"r{row + 1}c{column + 1}: {what} ({share:.1%} of its centre is dark)")
    return found


def main(argv: list[str]) -> int:
    if len(argv) != 2 or len(argv[1]) != 81:
        print("usage: check_export_png.py BOARD.png PUZZLE (81 characters)", file=sys.stderr)
        return 2
    path, puzzle = Path(argv[0]), argv[1]
    wrong = problems(path, puzzle)
    for problem in wrong:
        print(f"{path}: {problem}", file=sys.stderr)
    if wrong:
        return 1
    givens = sum(ch in "123456789" for ch in puzzle)
    print(f"{path}: {BOARD_PX}x{BOARD_PX}, a grid, {givens} digits in the given cells only")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
