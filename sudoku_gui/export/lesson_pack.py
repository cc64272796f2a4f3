"""A lesson pack: everything a teacher hands out for one walk, in one folder or zip.

- ``walk.html``: the interactive walk (``html_walk``), which students open in any browser;
- ``handout.pdf``: the PDF handout with the teacher's notes (``render.write_walk_pdf``);
- ``walk.lensreplay``: the recorded walk with its notes, for the app;
- ``worksheet.pdf``: generated puzzles of the walk's level, their solutions last
  (``worksheet``).

``prepare`` does the slow part (the search, the rating and the generated puzzles; pure, so a
background job runs it); ``write_lesson_pack`` then draws and writes the files (Qt's PDF
writers: the GUI thread, or any thread of a script without a window).
"""

from __future__ import annotations

import io
import tempfile
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtPrintSupport import QPrinter

from solver.rating import SOLVABLE_LEVELS, rate
from solver.safe_io import write_bytes_atomic
from sudoku_gui.export import render
from sudoku_gui.export.html_walk import write_html_walk
from sudoku_gui.export.worksheet import make_puzzles, print_worksheet
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.model.replay import Replay, dumps

EXERCISES = 4  # puzzles on the worksheet unless asked otherwise
FILES = ("walk.html", "handout.pdf", "walk.lensreplay", "worksheet.pdf")


@dataclass
class LessonMaterial:
    """What a pack is made of: the walk (its record and notes) and the worksheet's puzzles
    ((puzzle, solution) pairs of ``level``)."""

    puzzle: str
    strategy: str
    record: SearchRecord
    level: str
    exercises: list[tuple[str, str]]
    notes: dict[int, str] = field(default_factory=dict)


def walk_level(puzzle: str) -> str:
    """The level of the walk's puzzle, as a worksheet can have it: a puzzle that needs
    guessing (or has no single solution) gets the hardest level that can be generated."""
    try:
        level = rate(puzzle).level
    except ValueError:  # (no solution: no difficulty)
        level = SOLVABLE_LEVELS[-1]
    return level if level in SOLVABLE_LEVELS else SOLVABLE_LEVELS[-1]


def prepare(
    puzzle: str,
    strategy: str,
    notes: dict[int, str] | None = None,
    record: SearchRecord | None = None,
    exercises: int = EXERCISES,
    seed: int | None = None,
) -> LessonMaterial:
    """The material of a pack (slow: run it in the background): ``record`` if the walk is
    recorded already (a replay), else a search made now."""
    if record is None:
        record = render.record_search(puzzle, strategy)
    level = walk_level(puzzle)
    made = make_puzzles(level, exercises, seed)
    return LessonMaterial(puzzle, strategy, record, level, made, dict(notes or {}))


def write_lesson_pack(
    material: LessonMaterial, target: Path, notation: str, language: str = "en"
) -> list[str]:
    """Write the pack to the folder ``target`` (made if missing), or to the zip ``target``
    if its name ends in .zip; returns the names of the files it holds. The files are made
    in a temporary folder first, then each put in place whole (``solver.safe_io``): a zip
    is built in memory and renamed over the old one, so a pack killed while being written
    leaves the old pack or the new one, never a broken zip."""
    target = Path(target)
    with tempfile.TemporaryDirectory() as folder:
        _write_files(material, Path(folder), notation, language)
        if target.suffix.lower() != ".zip":
            target.mkdir(parents=True, exist_ok=True)
            for name in FILES:
                write_bytes_atomic(target / name, (Path(folder) / name).read_bytes())
            return list(FILES)
        packed = io.BytesIO()
        with zipfile.ZipFile(packed, "w", zipfile.ZIP_DEFLATED) as pack:
            for name in FILES:
                pack.write(Path(folder) / name, name)
        write_bytes_atomic(target, packed.getvalue())
    return list(FILES)


def _write_files(material: LessonMaterial, folder: Path, notation: str, language: str) -> None:
    puzzle, strategy, record, notes = (
        material.puzzle,
        material.strategy,
        material.record,
        material.notes,
    )
    html, handout, replay, worksheet = (folder / name for name in FILES)
    write_html_walk(record, puzzle, strategy, html, notation, notes, language)
    render.write_walk_pdf(record, puzzle, strategy, handout, notation, notes)
    replay.write_bytes(dumps(Replay(puzzle, strategy, record, notes)))
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(worksheet))
    print_worksheet(printer, material.level, material.exercises)
    if not worksheet.is_file():
        raise OSError(f"cannot write {worksheet}")
