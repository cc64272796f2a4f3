"""Drawing the board, the tree and the walk into files, with the window's own painting.

The window's ``GridPainter`` paints the board from a ``GridFrame`` (a search frame from
``build_frame``, so the cause of the step shows as in the window) and a hidden
``HypothesisTreeView`` paints the tree; each goes into Qt's own writers: QSvgGenerator
(vector; the tree's labels stay text), QImage (PNG, at any size) and QPdfWriter. Pillow
writes the animated GIF, a frame per story step. Texts are the window's, in the chosen
notation.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QPoint, QRect, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
)
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QWidget

import solver
from solver.safe_io import write_bytes_atomic
from sudoku_gui.document.model import from_grid
from sudoku_gui.grid.colours import GridColours
from sudoku_gui.grid.frame import GridFrame, player_frame, search_frame
from sudoku_gui.grid.geometry import lay_out
from sudoku_gui.grid.painter import GridPainter
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.cursor import RecordCursor
from sudoku_gui.search.model.frames import build_frame
from sudoku_gui.search.model.narration import narrate
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.model.story import Story
from sudoku_gui.search.views.tree_view import HypothesisTreeView
from sudoku_gui.support.board_overlay import BoardOverlay
from sudoku_gui.support.strategy_names import strategy_title
from sudoku_gui.support.unit_names import reader_text
from sudoku_gui.support.words import translate

BOARD_PX = 540
WALK_PAGES = 200  # a handout of more guesses stops here and says so
GIF_FRAMES = 300
GIF_FRAME_MS = 700


def record_search(puzzle: str, strategy: str, node_limit: int = 100_000) -> SearchRecord:
    """The search of ``puzzle`` recorded (a handout needs no more than its first guesses)."""
    record = SearchRecord()
    record.extend(solver.search(puzzle, strategy, node_limit=node_limit))
    return record


def board_frame(
    puzzle: str, notation: str, size: int = BOARD_PX, overlay: BoardOverlay | None = None
) -> GridFrame:
    """The board of ``puzzle`` in a ``size`` square, as the window's grid paints it unfocused
    in the application's palette; the solver's board of ``overlay`` if one is given. A
    handout's board stands alone: no coordinates, and no cell selected or shaded (paper has
    no cursor)."""
    document = from_grid(solver.parse(puzzle))
    geometry = lay_out(QSize(size, size), coordinates=False)
    colours = GridColours.from_palette(QGuiApplication.palette(), focused=False)
    if overlay is not None:
        return search_frame(overlay, document.givens, geometry, colours, notation)
    return player_frame(document, geometry, colours, notation, selected=-1)


def paint_board(
    painter: QPainter, frame: GridFrame, side: float, board_painter: GridPainter | None = None
) -> None:
    """``frame`` scaled into a ``side`` x ``side`` square at the painter's origin (a printed
    page's board); ``board_painter`` keeps its glyphs from board to board."""
    size = frame.geometry.size
    painter.save()
    painter.scale(side / size.width(), side / size.height())
    (board_painter or GridPainter()).paint(painter, frame)
    painter.restore()


def tree_widget(record: SearchRecord, notation: str, size: QSize) -> HypothesisTreeView:
    view = HypothesisTreeView()
    view.resize(size)
    view.set_record(record)
    view.set_notation(notation)
    view.set_position(len(record), record.current[-1] if len(record) else 0)
    view.set_follow(False)
    view.fit_to_view()
    return view


def write_board(frame: GridFrame, path: Path) -> None:
    """The board of ``frame`` as an SVG (vector) or a PNG (its size), by ``path``'s suffix."""
    size, background = frame.geometry.size, frame.colours.base
    write_picture(path, "board", size, background, lambda p: GridPainter().paint(p, frame))


def write_widget(widget: QWidget, path: Path, title: str) -> None:
    """``widget`` as an SVG (vector) or a PNG (its size), by ``path``'s suffix."""
    background = widget.palette().base().color()
    write_picture(path, title, widget.size(), background, lambda p: widget.render(p, QPoint()))


def write_picture(
    path: Path, title: str, size: QSize, background: QColor, paint: Callable[[QPainter], None]
) -> None:
    """What ``paint`` draws in a ``size`` area, as an SVG or a PNG (on ``background``)."""
    path = Path(path)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if path.suffix.lower() == ".svg":
        generator = QSvgGenerator()
        generator.setOutputDevice(buffer)
        generator.setSize(size)
        generator.setViewBox(QRect(QPoint(0, 0), size))
        generator.setTitle(title)
        painter = QPainter(generator)
        paint(painter)
        painter.end()
    else:
        image = QImage(size, QImage.Format.Format_ARGB32)
        image.fill(background)
        painter = QPainter(image)
        paint(painter)
        painter.end()
        if not image.save(buffer, "PNG"):
            raise OSError(f"cannot write {path}")
    write_bytes_atomic(path, bytes(buffer.data()))


def story_stops(record: SearchRecord) -> list[int]:
    """The positions of the walk's story: the givens' propagation, then each heading."""
    story = Story(record)
    story.update()
    return [story.opening_end] + [h + 1 for h in story.headings[1:]]


def overlay_at(record: SearchRecord, position: int, notation: str) -> BoardOverlay:
    """The solver's board after the first ``position`` events, with the cause of the last."""
    cursor = RecordCursor(record)
    cursor.seek(position)
    return build_frame(cursor, None, notation)


def write_walk_pdf(record: SearchRecord, puzzle: str, strategy: str, path: Path,
                   notation: str, notes: dict[int, str] | None = None) -> int:  # fmt: skip
    """A handout: a title page, then a page per guess (the board at it, cause shown, the
    story that led there, and the teacher's ``notes`` of those steps). Returns the number of
    pages."""
    notes = notes or {}
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    writer.setResolution(150)
    title = translate("Handout", "Sudoku Lens: {strategy} on {puzzle}")
    writer.setTitle(title.format(strategy=strategy_title(strategy), puzzle=puzzle))
    board_painter = GridPainter()
    painter = QPainter(writer)
    page = writer.pageLayout().paintRectPixels(writer.resolution())
    width = page.width()
    story = Story(record)
    story.update()
    guesses = [h for h in story.headings if record.kind[h] == rec.ASSUME]
    title_font, text_font = QFont(), QFont()
    title_font.setPointSize(18)
    text_font.setPointSize(10)

    def board_at(top: int, overlay: BoardOverlay | None = None) -> int:
        side = min(width, 1000)
        painter.save()
        painter.translate(0, top)
        paint_board(painter, board_frame(puzzle, notation, overlay=overlay), side, board_painter)
        painter.restore()
        return top + side + 30

    painter.setFont(title_font)
    title = translate("Handout", "Sudoku Lens: the walk")
    painter.drawText(QRect(0, 0, width, 80), Qt.AlignmentFlag.AlignLeft, title)
    painter.setFont(text_font)
    about = translate("Handout", "Strategy: {strategy}. Puzzle: {puzzle}").format(
        strategy=strategy_title(strategy), puzzle=puzzle
    )
    painter.drawText(QRect(0, 90, width, 60), Qt.TextFlag.TextWordWrap, about)
    board_at(170)
    pages, previous = 1, 0
    for guess in guesses[:WALK_PAGES]:
        writer.newPage()
        pages += 1
        top = board_at(0, overlay_at(record, guess + 1, notation))
        lines = [story.headline(story.heading_of(h)) for h in story.headings
                 if previous < h <= guess]  # fmt: skip
        lines.append(narrate(record, guess))
        note = translate("Handout", "Note: {note}")
        lines += [note.format(note=notes[s]) for s in sorted(notes) if previous < s <= guess + 1]
        text = "\n".join(reader_text(line, notation) for line in lines)
        painter.drawText(QRect(0, top, width, page.height() - top), Qt.TextFlag.TextWordWrap, text)
        previous = guess
    more = len(guesses) - WALK_PAGES
    if more > 0:
        painter.drawText(
            QRect(0, page.height() - 60, width, 60),
            Qt.TextFlag.TextWordWrap,
            translate("Handout", "(The walk goes on for %Ln more guess(es).)", None, more),
        )
    painter.end()
    del writer  # (the PDF is complete once its writer is gone)
    write_bytes_atomic(path, bytes(buffer.data()))
    return pages


def walk_frames(record: SearchRecord, puzzle: str, notation: str, size: int = 360):
    """A QImage of the board at each story step (at most GIF_FRAMES)."""
    board_painter = GridPainter()
    for position in story_stops(record)[:GIF_FRAMES]:
        frame = board_frame(puzzle, notation, size, overlay_at(record, position, notation))
        image = QImage(frame.geometry.size, QImage.Format.Format_RGB32)
        image.fill(frame.colours.base)
        painter = QPainter(image)
        board_painter.paint(painter, frame)
        painter.end()
        yield image


def write_walk_gif(record: SearchRecord, puzzle: str, path: Path, notation: str) -> int:
    """An animated GIF, a frame per story step; returns the number of frames."""
    from PIL import Image  # (only exporting a GIF needs Pillow)

    frames = []
    for image in walk_frames(record, puzzle, notation):
        data = image.convertToFormat(QImage.Format.Format_RGB888)
        frames.append(Image.frombytes("RGB", (data.width(), data.height()),
                                      bytes(data.constBits())[: data.sizeInBytes()],
                                      "raw", "RGB", data.bytesPerLine()))  # fmt: skip
    data = io.BytesIO()
    frames[0].save(data, format="GIF", save_all=True, append_images=frames[1:],
                   duration=GIF_FRAME_MS, loop=0)  # fmt: skip
    write_bytes_atomic(path, data.getvalue())
    return len(frames)
