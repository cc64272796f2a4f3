"""Reading and writing puzzle files for Open and Save (pure Python, no Qt).

Saving keeps everything in our own JSON document, ``.sudoku``: givens, entries, solver
digits, pencil marks and the mode, so a half-solved puzzle round-trips exactly (the autosave
uses it too). Save As can also write the plain formats other programs read (``.txt``/``.sdm``
one line of 81 characters, ``.sdk``, ``.ss``); those hold the givens only.

Open reads ``.sudoku`` documents and every format ``solver.load_file`` reads (``.txt``,
``.sdk``, ``.ss``, ``.sdm``, OpenSudoku ``.opensudoku``/``.xml``, and positions in the
729-character pencil-mark form of SukakuExplainer, their candidates as pencil marks). A
file with several puzzles yields them all; the window lets the person choose one.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

import solver
from solver.board import DIGITS_OF, mask_of, rc_name
from solver.formats import to_ss
from solver.safe_io import open_regular, read_capped
from sudoku_gui.document.model import COLOUR_BITS, COLOURS, MODES, Document, from_grid
from sudoku_gui.support.words import QT_TRANSLATE_NOOP, figure, translate

DOCUMENT_SUFFIX = ".sudoku"
DOCUMENT_FORMAT = "sudoku-lens"
DOCUMENT_VERSION = 1
# Plain formats a document can be exported to (givens only), by suffix.
PLAIN_WRITERS = {
    ".txt": lambda grid: solver.to_line(grid) + "\n",
    ".sdm": lambda grid: solver.to_line(grid) + "\n",
    ".sdk": lambda grid: solver.to_sdk(grid) + "\n",
    ".ss": lambda grid: to_ss(grid) + "\n",
}
# The file dialogs' filters: what a kind of file is called, and its name patterns.
OPEN_FILTERS = (
    (QT_TRANSLATE_NOOP("Files", "Puzzles"), "*.sudoku *.txt *.sdk *.ss *.sdm *.opensudoku *.xml"),
    (QT_TRANSLATE_NOOP("Files", "Sudoku Lens documents"), "*.sudoku"),
    (QT_TRANSLATE_NOOP("Files", "All files"), "*"),
)
SAVE_FILTERS = (
    (
        QT_TRANSLATE_NOOP("Files", "Sudoku Lens document, keeps entries and pencil marks"),
        "*.sudoku",
    ),
    (QT_TRANSLATE_NOOP("Files", "Plain text, givens only"), "*.txt"),
    (QT_TRANSLATE_NOOP("Files", "SadMan Sudoku, givens only"), "*.sdk"),
    (QT_TRANSLATE_NOOP("Files", "Simple Sudoku, givens only"), "*.ss"),
    (QT_TRANSLATE_NOOP("Files", "One puzzle per line, givens only"), "*.sdm"),
)


def file_filter(filters: tuple[tuple[str, str], ...]) -> str:
    """A file dialog's filter string, its kinds named in the reader's language."""
    return ";;".join(f"{translate('Files', kind)} ({patterns})" for kind, patterns in filters)


@dataclass(frozen=True, slots=True)
class FoundPuzzle:
    """One puzzle of an opened file, with a label for the chooser."""

    label: str
    document: Document


# ---------------------------------------------------------------------------- writing


MAX_FILE_BYTES = 50 * 10**6  # larger files are refused before they are read
# A .sudoku document is a few KB; one over this is refused unread (parsing JSON can take ten
# times the text's size, so a 50 MB one built of tiny values could take gigabytes).
MAX_DOCUMENT_BYTES = 10**6


def document_to_text(document: Document) -> str:
    """The JSON of a ``.sudoku`` document (pencil marks as digit strings, "137")."""
    data = {
        "format": DOCUMENT_FORMAT,
        "version": DOCUMENT_VERSION,
        "mode": document.mode,
        "givens": _digits_text(document.givens),
        "entries": _digits_text(document.entries),
        "solver": _digits_text(document.solver),
        "marks": _marks_text(document.marks),
        "time": round(document.elapsed, 1),
        "hints": document.hints,
        "checks": document.checks,
    }
    if any(document.colours):
        data["colors"] = document.colours  # (the file format's field keeps its name)
    if any(document.position):
        data["position"] = _marks_text(document.position)  # a position in pencil marks
    return json.dumps(data, indent=1) + "\n"


def _marks_text(masks) -> list[str]:
    """Each cell's digits as a string ("137"), "" for none."""
    return ["".join(map(str, DIGITS_OF[m])) for m in masks]


def file_text(document: Document, suffix: str) -> str:
    """What Save writes for a file with this suffix: a document, or the plain givens."""
    suffix = suffix.lower()
    if suffix in PLAIN_WRITERS:
        return PLAIN_WRITERS[suffix](document.givens_grid())
    return document_to_text(document)


def _digits_text(values) -> str:
    return "".join(str(v) if v else "." for v in values)


# ---------------------------------------------------------------------------- reading


def document_from_text(text: str, source: str | None = None) -> Document:
    """The document of a ``.sudoku`` JSON text; ParseError (naming ``source``) if malformed."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise solver.ParseError(
            translate("DocumentFile", "not a Sudoku Lens document: {problem}").format(
                problem=error.msg
            ),
            error.lineno,
            source=source,
        ) from None
    except RecursionError:
        raise solver.ParseError(
            translate("DocumentFile", "not a Sudoku Lens document: its values are nested too deep"),
            source=source,
        ) from None
    except ValueError as error:  # e.g. a number of thousands of digits
        raise solver.ParseError(
            translate("DocumentFile", "not a Sudoku Lens document: {problem}").format(
                problem=error
            ),
            source=source,
        ) from None
    if not isinstance(data, dict) or data.get("format") != DOCUMENT_FORMAT:
        raise solver.ParseError(
            translate("DocumentFile", 'not a Sudoku Lens document (no "format": "sudoku-lens")'),
            source=source,
        )
    try:
        document = Document(
            _read_digits(data, "givens"),
            _read_mode(data),
            entries=_read_digits(data, "entries"),
            solver=_read_digits(data, "solver"),
            marks=_read_marks(data, "marks"),
            colours=_read_colours(data),
            position=_read_marks(data, "position"),
        )
        document.set_progress(
            _read_number(data, "time", 0.0, 1e9),
            int(_read_number(data, "hints", 0, 1e9)),
            int(_read_number(data, "checks", 0, 1e9)),
        )
    except (ValueError, TypeError) as error:
        raise solver.ParseError(str(error), source=source) from None
    return document


def _read_digits(data: dict, key: str) -> list[int]:
    text = data.get(key, "." * 81)
    if not isinstance(text, str) or len(text) != 81:
        raise ValueError(translate("DocumentFile", '"{key}" must be 81 characters').format(key=key))
    bad = [ch for ch in text if ch not in ".0123456789"]
    if bad:
        raise ValueError(
            translate("DocumentFile", '"{key}": unexpected character {ch!r}').format(
                key=key, ch=bad[0]
            )
        )
    return [0 if ch in ".0" else int(ch) for ch in text]


def _read_marks(data: dict, key: str) -> list[int]:
    """The masks of ``key`` ("marks", or "position": a position's candidates)."""
    marks = data.get(key, [""] * 81)
    if not isinstance(marks, list) or len(marks) != 81:
        raise ValueError(translate("DocumentFile", '"{key}" must list 81 cells').format(key=key))
    if not all(isinstance(m, str) and set(m) <= set("123456789") for m in marks):
        raise ValueError(
            translate(
                "DocumentFile", '"{key}": each cell\'s marks are a string of digits 1-9'
            ).format(key=key)
        )
    return [mask_of(int(ch) for ch in m) for m in marks]


def _read_colours(data: dict) -> list[int]:
    colours = data.get("colors", [0] * 81)
    if not isinstance(colours, list) or len(colours) != 81:
        raise ValueError(translate("DocumentFile", '"colors" must list 81 cells'))
    for word in colours:
        if type(word) is not int or not 0 <= word < 1 << (COLOUR_BITS * 10):
            raise ValueError(
                translate(
                    "DocumentFile", '"colors": each cell is a colour word (an integer of 30 bits)'
                )
            )
        if any(word >> (COLOUR_BITS * d) & 7 > COLOURS for d in range(10)):
            raise ValueError(
                translate("DocumentFile", '"colors": a colour is 0..{most}').format(most=COLOURS)
            )
    return colours


def _read_number(data: dict, key: str, default: float, most: float) -> float:
    value = data.get(key, default)
    if type(value) not in (int, float) or not 0 <= value <= most:
        raise ValueError(
            translate("DocumentFile", '"{key}" must be a number from 0 to {most}').format(
                key=key, most=f"{most:g}"
            )
        )
    return float(value)


def _read_mode(data: dict) -> str:
    mode = data.get("mode", "solve")
    if mode not in MODES:
        raise ValueError(
            translate("DocumentFile", '"mode" must be one of {modes}').format(
                modes=", ".join(MODES)
            )
        )
    return mode


def read_puzzles(path: Path) -> list[FoundPuzzle]:
    """Every puzzle in the file at ``path``. Raises OSError when it cannot be read and
    ParseError (naming the file and the problem) when it holds no puzzle, is not text, or is
    larger than MAX_FILE_BYTES (a document: MAX_DOCUMENT_BYTES; refused unread)."""
    path = Path(path)
    is_document = path.suffix.lower() == DOCUMENT_SUFFIX
    most = MAX_DOCUMENT_BYTES if is_document else MAX_FILE_BYTES
    with open_regular(path) as stream:  # a FIFO, a device, a folder: refused unread
        size = os.fstat(stream.fileno()).st_size
        if size > most:
            raise solver.ParseError(
                translate(
                    "DocumentFile", "the file is {size} MB; files over {most} MB are not opened"
                ).format(size=figure(size / 1e6), most=most // 10**6),
                source=str(path),
            )
        if is_document:
            data = read_capped(stream, path, most, size)
    if is_document:
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise solver.ParseError(
                translate("DocumentFile", "not text: byte {offset} is not UTF-8").format(
                    offset=error.start + 1
                ),
                source=str(path),
            ) from None
        return [FoundPuzzle(path.name, document_from_text(text, str(path)))]
    collection = solver.load_file(path)
    entries = [entry for entry in collection.puzzles if not entry.grid.cells_without_candidates()]
    if not entries:
        errors = [
            *(without_candidates(e.grid, e.line) for e in collection.puzzles),
            *collection.errors,
        ]
        if errors:
            raise min(errors, key=lambda error: error.line or 0).from_source(str(path))
        raise solver.ParseError(translate("Chooser", "no puzzle found"), source=str(path))
    return [
        FoundPuzzle(_label(i, entry), from_grid(entry.grid)) for i, entry in enumerate(entries, 1)
    ]


def without_candidates(grid: solver.Grid, line: int | None = None) -> solver.ParseError:
    """The error of a position (on ``line``) whose pencil marks leave cells without a
    candidate: it is not opened, no digit could go there."""
    names = ", ".join(rc_name(cell) for cell in grid.cells_without_candidates())
    return solver.ParseError(
        translate("DocumentFile", "no candidate left in {cells}").format(cells=names), line
    )


def _label(number: int, entry) -> str:
    if entry.name:
        return translate("Chooser", "{number}. line {line}: {name} ({givens} givens)").format(
            number=number, line=entry.line, name=entry.name, givens=entry.grid.filled
        )
    return translate("Chooser", "{number}. line {line} ({givens} givens)").format(
        number=number, line=entry.line, givens=entry.grid.filled
    )
