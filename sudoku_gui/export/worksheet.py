"""A printed worksheet: generated puzzles of one level, four a page, their solutions last.

``make_puzzles`` generates them (run it in a background job: a puzzle takes a moment);
``print_worksheet`` draws them on any QPrinter (a printer, or a PDF file) with the window's
own board painting, each numbered, and the solutions, smaller, on the last page.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QPainter
from PySide6.QtPrintSupport import QPrinter

from solver.generator import generate
from sudoku_gui.export.render import board_frame, paint_board
from sudoku_gui.grid.painter import GridPainter
from sudoku_gui.support.technique_names import level_name
from sudoku_gui.support.words import translate

PER_PAGE = 4  # two by two


def make_puzzles(level: str, count: int, seed: int | None = None) -> list[tuple[str, str]]:
    """``count`` puzzles of ``level``: (puzzle, solution), 81 characters each."""
    made = []
    for number in range(count):
        puzzle = generate(level, seed=None if seed is None else seed + number)
        made.append((puzzle.puzzle.to_string(), puzzle.solution))
    return made


def print_worksheet(printer: QPrinter, level: str, puzzles: list[tuple[str, str]]) -> int:
    """The worksheet on ``printer``; returns its number of pages."""
    painter = QPainter(printer)
    page = printer.pageLayout().paintRectPixels(printer.resolution())
    heading = QFont()
    heading.setPointSize(12)
    painter.setFont(heading)
    pages = 0
    board_painter = GridPainter()

    def sheet(boards: list[tuple[int, str]], title: str, per_row: int) -> None:
        nonlocal pages
        if pages:
            printer.newPage()
        pages += 1
        painter.drawText(QRect(0, 0, page.width(), 60), Qt.AlignmentFlag.AlignLeft, title)
        cell = min(page.width() // per_row, (page.height() - 80) // per_row)
        for slot, (number, digits) in enumerate(boards):
            row, col = divmod(slot, per_row)
            left, top = col * cell, 80 + row * cell
            painter.drawText(QRect(left, top, cell, 40), Qt.AlignmentFlag.AlignLeft, f"{number}.")
            painter.save()
            painter.translate(left + 20, top + 45)
            paint_board(painter, board_frame(digits, "r1c1"), cell - 70, board_painter)
            painter.restore()

    numbered = list(enumerate(puzzles, start=1))
    for start in range(0, len(numbered), PER_PAGE):
        chunk = numbered[start : start + PER_PAGE]
        sheet(
            [(n, p) for n, (p, _s) in chunk],
            translate("Worksheet", "Sudoku Lens worksheet: {level}").format(
                level=level_name(level)
            ),
            2,
        )
    for start in range(0, len(numbered), 9):
        chunk = numbered[start : start + 9]
        sheet([(n, s) for n, (_p, s) in chunk], translate("Worksheet", "Solutions"), 3)
    painter.end()
    return pages
