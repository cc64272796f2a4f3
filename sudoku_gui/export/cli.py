"""``python -m sudoku_gui export``: handouts without a window.

    python -m sudoku_gui export [--strategy S] [--notation r1c1|a1|rc0] [--language L]
        [--tree F.svg|F.png] [--board F.svg|F.png] [--walk F.pdf|F.gif] [--html F.html]
        [--lesson-pack FOLDER|F.zip [--exercises N]] PUZZLE

PUZZLE is 81 characters, a file holding a puzzle (its first), or a ``.lensreplay``: a
recorded walk, exported as it was recorded (its strategy, its teacher's notes) without
solving again. ``--html`` writes the walk as one interactive page (``html_walk``);
``--lesson-pack`` writes that page, the PDF handout, the replay and a worksheet of N
generated puzzles of the walk's level to a folder or a zip (``lesson_pack``). Exit status
0 when every file was written, 2 with a message naming what is wrong (the puzzle, a
strategy, a file's type, a path that cannot be written).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import solver
from solver.format_marks import puzzle_text
from solver.format_types import CollectionEntry
from solver.formats import format_of, read_collection
from solver.notation import DEFAULT_NOTATION, NOTATIONS
from solver.safe_io import link_note, open_regular
from sudoku_gui.search.model import replay
from sudoku_gui.support.i18n import LANGUAGES

OUTPUTS = {
    "board": (".svg", ".png"),
    "tree": (".svg", ".png"),
    "walk": (".pdf", ".gif"),
    "html": (".html",),
}
# The outputs that show the search, not just the puzzle.
SEARCH_OUTPUTS = {"tree", "walk", "html", "lesson_pack"}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m sudoku_gui export",
        description="Write the board, the hypothesis tree and the walk of a puzzle to files.",
    )
    parser.add_argument(
        "puzzle", help=f"81 characters, a file holding a puzzle, or a {replay.SUFFIX} file"
    )
    parser.add_argument("--strategy", default=solver.DEFAULT_STRATEGY,
                        help=f"one of {', '.join(solver.STRATEGIES)}")  # fmt: skip
    parser.add_argument("--notation", default=DEFAULT_NOTATION, help=", ".join(NOTATIONS))
    parser.add_argument("--language", default="en", help=", ".join(LANGUAGES))
    for name, suffixes in OUTPUTS.items():
        parser.add_argument(f"--{name}", type=Path, help=f"a {' or '.join(suffixes)} file")
    parser.add_argument("--lesson-pack", type=Path, help="a folder, or a .zip file")
    parser.add_argument("--exercises", type=int, default=4,
                        help="puzzles on the lesson pack's worksheet (1 to 24)")  # fmt: skip
    return parser


def read_puzzle(text: str) -> str:
    """The 81 characters of the puzzle ``text`` is, or of the first puzzle of that file
    (read through ``solver.safe_io``: a FIFO or a device is refused, and only as much of
    the file as the first puzzle needs is read); a position in pencil marks is its
    729-character form, the marks kept (a text too long for a file name is no file)."""
    if os.path.lexists(text):
        with open_regular(text) as stream:
            for item in read_collection(stream, text, format_of(text)):
                if isinstance(item, CollectionEntry):
                    return puzzle_text(item.grid)
        raise solver.ParseError("no puzzle found", source=text)
    return puzzle_text(solver.parse(text))


def main(argv: list[str]) -> int:
    parser = build_parser()
    options = parser.parse_args(argv)
    problems = []
    recorded = None
    strategy = options.strategy
    try:
        if options.puzzle.lower().endswith(replay.SUFFIX):
            recorded = replay.read(Path(options.puzzle))
            solver.parse(recorded.puzzle)  # (a ParseError if the replay's puzzle is not one)
            puzzle = recorded.puzzle
            strategy = recorded.strategy
        else:
            puzzle = read_puzzle(options.puzzle)
    except replay.ReplayError as error:
        problems.append(str(error))
        puzzle = ""
    except (solver.ParseError, OSError, ValueError) as error:
        problems.append(f"not a puzzle: {error}")
        puzzle = ""
    if strategy not in solver.STRATEGIES:
        problems.append(f"unknown strategy {strategy!r}")
    if options.notation not in NOTATIONS:
        problems.append(f"unknown notation {options.notation!r}")
    if options.language not in LANGUAGES:
        problems.append(f"unknown language {options.language!r}")
    wanted = {name: getattr(options, name) for name in OUTPUTS if getattr(options, name)}
    for name, path in wanted.items():
        if path.suffix.lower() not in OUTPUTS[name]:
            problems.append(f"--{name} {path}: the file must end in {' or '.join(OUTPUTS[name])}")
        elif not path.resolve().parent.is_dir():
            problems.append(f"--{name} {path}: no such folder {path.resolve().parent}")
    pack = options.lesson_pack
    if pack is not None:
        if pack.suffix.lower() not in (".zip", "") and not pack.is_dir():
            problems.append(f"--lesson-pack {pack}: give a folder or a .zip file")
        elif not pack.resolve().parent.is_dir():
            problems.append(f"--lesson-pack {pack}: no such folder {pack.resolve().parent}")
        if not 1 <= options.exercises <= 24:
            problems.append(f"--exercises {options.exercises}: give 1 to 24")
        wanted["lesson_pack"] = pack
    if not wanted:
        problems.append("nothing to write: give --board, --tree, --walk, --html or --lesson-pack")
    if puzzle and not problems and solver.parse(puzzle).conflicts():
        problems.append("the givens break the rules; nothing to export")
    if problems:
        for problem in problems:
            print(f"sudoku_gui export: {problem}", file=sys.stderr)
        return 2
    return write(puzzle, strategy, options.notation, wanted, recorded, options.language,
                 options.exercises)  # fmt: skip


def write(puzzle: str, strategy: str, notation: str, wanted: dict[str, Path],
          recorded: replay.Replay | None = None, language: str = "en",
          exercises: int = 4) -> int:  # fmt: skip
    """Write the ``wanted`` files of ``puzzle``: the walk of ``recorded`` if given, else of
    a search made now; texts in ``language``; ``exercises`` puzzles on a lesson pack's
    worksheet."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # a handout needs no screen
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QApplication

    from sudoku_gui.export import html_walk, lesson_pack, render
    from sudoku_gui.support.i18n import install_language
    from sudoku_gui.support.offscreen import prepare_offscreen_fonts

    prepare_offscreen_fonts()
    app = QApplication.instance() or QApplication(["sudoku_gui export"])
    install_language(app, language)
    notes = recorded.notes if recorded is not None else {}
    record = None
    if recorded is not None:
        record = recorded.record
    elif SEARCH_OUTPUTS & set(wanted):
        record = render.record_search(puzzle, strategy)
    notes_said = []
    try:
        for path in wanted.values():  # refused if not a regular file; a symlink is said
            if path.suffix:
                notes_said.append(link_note(path))
        if "board" in wanted:
            render.write_board(render.board_frame(puzzle, notation), wanted["board"])
        if "tree" in wanted:
            view = render.tree_widget(record, notation, QSize(1200, 700))
            render.write_widget(view, wanted["tree"], "hypothesis tree")
        walk = wanted.get("walk")
        if walk is not None and walk.suffix.lower() == ".pdf":
            render.write_walk_pdf(record, puzzle, strategy, walk, notation, notes)
        elif walk is not None:
            render.write_walk_gif(record, puzzle, walk, notation)
        if "html" in wanted:
            html_walk.write_html_walk(
                record, puzzle, strategy, wanted["html"], notation, notes, language
            )
        if "lesson_pack" in wanted:
            material = lesson_pack.prepare(puzzle, strategy, notes, record, exercises)
            lesson_pack.write_lesson_pack(material, wanted["lesson_pack"], notation, language)
    except OSError as error:
        print(f"sudoku_gui export: cannot write: {error}", file=sys.stderr)
        return 2
    app.processEvents()
    for name, path in wanted.items():
        print(f"wrote the {name.replace('_', ' ')}: {path}")
    for note in filter(None, notes_said):
        print(f"sudoku_gui export: warning: {note}", file=sys.stderr)
    return 0
