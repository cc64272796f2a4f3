"""Reading and writing puzzles in the formats people paste and save.

Readers take one puzzle (``parse``) or a file of many (``parse_collection``, ``load_file``);
writers produce text that parses back to the same grid. The text usually comes from a
person who has to fix it when it is wrong, so every ``ParseError`` says what is wrong and
where ("line 3: unexpected character 'x' at column 5", "found 80 cells, need 81").

Formats, told apart by their content (or forced with ``fmt``):

* ``line``: 81 cells on one line, digits 1-9 and ``0 . - _`` for blanks; spaces and ``|``
  between cells are ignored, and text after the puzzle (separated by spaces or a tab) is
  its name (a ``#`` before it is dropped).
* ``sdm``: one such line per puzzle (``#`` comments and blank lines allowed); ``parse``
  takes the first.
* ``grid``: nine rows over several lines, with ``|`` between boxes and separator lines
  (``------+------+------``, ``+---+---+---+``, ``-----------``) between bands. A row may
  also list each cell's candidates as written by ``pretty``: a cell with one candidate is
  that digit, a cell with several is blank.
* ``sdk`` (SadMan) and ``ss`` (Simple Sudoku) are grids; ``#`` lines are metadata (``#A``
  author, ``#D`` description, ...), a ``[Puzzle]`` header is skipped and any later
  ``[Section]`` header ends the puzzle.
* ``marks``: a position with candidates in SukakuExplainer's 729-character form (nine
  characters per cell, the digit or ``.``/``0``; ``solver.format_marks``), one per line,
  told apart by its length; the entry keeps the candidates, its grid the solved cells.
* ``opensudoku``: XML, ``<opensudoku><game data="81 digits"/>...</opensudoku>``.

``read_collection`` streams a binary file or standard input puzzle by puzzle, in bounded
memory: a line over ``MAX_LINE_BYTES`` is reported ("line too long") and skipped without
being held, several grids in a row are read one after the other, and an OpenSudoku file
(read whole) over ``MAX_DOCUMENT_BYTES`` is refused. ``load_file`` reads through it.

Conflicting givens are not a parse error: the grid is returned and ``Grid.conflicts()``
reports them, so the window can show the clash to the person who typed it.
"""

from __future__ import annotations

import codecs
import itertools
import os
import stat
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import BinaryIO
from xml.parsers import expat

from solver.board import DIGITS_OF
from solver.format_grammar import (
    _cells,
    _content_lines,
    _entries,
    _grid_from_rows,
    _grid_of,
    _nothing_found,
    _starts_grid,
    cells_found,
    read_line_entry,
)
from solver.format_types import (
    BLANK_CHARS,
    EXTENSION_FORMATS,
    FORMATS,
    GRID_FORMATS,
    MAX_DOCUMENT_BYTES,
    MAX_LINE_BYTES,
    NO_CANDIDATE,
    Collection,
    CollectionEntry,
    ParseError,
)
from solver.grid import Grid
from solver.phrase import QT_TRANSLATE_NOOP, Phrase
from solver.safe_io import open_regular


def parse(text: str, fmt: str | None = None) -> Grid:
    """The one puzzle in ``text``, in any format above; raises ``ParseError``."""
    _check_format(fmt)
    text = _without_bom(text)
    if _is_xml(text, fmt):
        games, error = _scan_xml(text)
        if games:
            return _game_grid(*games[0])
        raise error or ParseError(_NO_GAME)
    lines = _content_lines(text)
    if not lines:
        raise _nothing_found(blank=not text.strip())
    if fmt == "line" and len(lines) > 1:
        raise ParseError(
            Phrase(
                QT_TRANSLATE_NOOP("Solver", "a second puzzle line: this format holds one puzzle")
            ),
            lines[1].number,
        )
    if fmt in GRID_FORMATS or (fmt is None and _starts_grid(lines)):
        return _grid_from_rows(lines)
    return read_line_entry(lines[0]).grid


def parse_collection(text: str, fmt: str | None = None) -> Collection:
    """Every puzzle in ``text``: one per line, the games of an OpenSudoku file, or the
    grids of a grid file (nine rows each, one after the other). Bad parts are collected
    in ``errors``, not raised."""
    _check_format(fmt)
    text = _without_bom(text)
    if _is_xml(text, fmt):
        return _xml_collection(text)
    return _collected(_entries(enumerate(text.splitlines(), 1), fmt))


def load_file(path) -> Collection:
    """The puzzles of a file, its format chosen by extension, else by content. Raises
    ``OSError`` when the file cannot be read and ``ParseError`` when it is not a regular file
    (``safe_io.FileRefused``: a FIFO, a device, a folder), not text (not UTF-8, a NUL byte)
    or an OpenSudoku file over MAX_DOCUMENT_BYTES; the errors of the
    collection name the file. Lines over MAX_LINE_BYTES are errors of the collection."""
    path = Path(path)
    with open_regular(path) as stream:  # a FIFO, a device, a folder: refused unread
        collection = _collected(read_collection(stream, str(path), format_of(path)))
    collection.source = str(path)
    return collection


def format_of(path) -> str | None:
    """The format a file's extension says (None: decide by content)."""
    return EXTENSION_FORMATS.get(Path(path).suffix.lower())


def read_collection(
    stream: BinaryIO, source: str, fmt: str | None = None
) -> Iterator[CollectionEntry | ParseError]:
    """The puzzles of a binary stream, one at a time as they are read, and the errors of
    the parts that are not puzzles (named after ``source``), in line order.

    Memory stays bounded: a line longer than MAX_LINE_BYTES is reported as "line too long"
    and skipped without being held; an OpenSudoku file is parsed a chunk at a time, its
    games given out as they are found, up to MAX_DOCUMENT_BYTES (a regular file over it is
    refused before it is read), its elements at most MAX_XML_DEPTH deep and as many as its
    size allows (``_XmlGames``). Raises ``ParseError`` (after the puzzles before it) when
    the stream is not text: bytes that are not UTF-8, or a NUL byte (``/dev/zero``, a
    binary file); or when an OpenSudoku file is too big. Raises ``OSError`` when reading
    fails.
    """
    _check_format(fmt)
    reader = _LineReader(stream, source)
    head = reader.head()
    if fmt == "opensudoku" or (
        fmt is None and head.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"<")
    ):
        yield from _xml_entries(reader, source)
        return
    for item in _entries(reader.lines(), fmt):
        yield item.from_source(source) if isinstance(item, ParseError) else item


def _collected(items: Iterable[CollectionEntry | ParseError]) -> Collection:
    collection = Collection()
    for item in items:
        if isinstance(item, ParseError):
            collection.errors.append(item)
        else:
            collection.puzzles.append(item)
    return collection


class _LineReader:
    """The lines of a binary stream, decoded, numbered as ``str.splitlines`` numbers them,
    each at most MAX_LINE_BYTES long (a longer one comes as a ParseError, unread)."""

    def __init__(self, stream: BinaryIO, source: str) -> None:
        self.stream = stream
        self.source = source
        self.offset = 0  # of the next byte of the stream
        self.pending: list[bytes] = []  # lines read by head(), not yet given out

    def head(self) -> bytes:
        """The first line that is not blank (or the first bytes of a long one), kept for
        ``lines`` and ``whole``; at most MAX_LINE_BYTES of blank lines are looked through."""
        seen = 0
        while seen <= MAX_LINE_BYTES:
            raw = self.stream.readline(MAX_LINE_BYTES + 1)
            if not raw:
                return b""
            self.pending.append(raw)
            seen += len(raw)
            if raw.strip(b" \t\r\n"):
                return raw
        return b""

    def chunks(self) -> Iterator[str]:
        """The whole stream as text, a chunk at a time; ParseError past MAX_DOCUMENT_BYTES
        (before a byte is read when the stream is a regular file that big) or at a byte
        that is not UTF-8."""
        if (_regular_size(self.stream) or 0) > MAX_DOCUMENT_BYTES:
            raise self._too_big()
        decoder = codecs.getincrementaldecoder("utf-8-sig")()
        lines = 1
        while True:
            data = b"".join(self.pending) if self.pending else self.stream.read(_XML_CHUNK)
            self.pending = []
            start, self.offset = self.offset, self.offset + len(data)
            if self.offset > MAX_DOCUMENT_BYTES:
                raise self._too_big()
            try:
                text = decoder.decode(data, final=not data)
            except UnicodeDecodeError as error:
                at = max(error.start, 0)
                reason = _not_utf8(data[at] if at < len(data) else 0, start + at)
                line = lines + data.count(b"\n", 0, at)
                raise ParseError(reason, line, source=self.source) from None
            lines += data.count(b"\n")
            if text:
                yield text
            if not data:
                return

    def _too_big(self) -> ParseError:
        return ParseError(
            Phrase(
                QT_TRANSLATE_NOOP("Solver", "file too big (over {limit} MB): not read"),
                limit=MAX_DOCUMENT_BYTES // (1024 * 1024),
            ),
            source=self.source,
        )

    def lines(self) -> Iterator[tuple[int, str | ParseError]]:
        number = 0
        first = True
        for raw, too_long in self._raw_lines():
            start = self.offset
            self.offset += len(raw)
            if too_long:  # reported at once; the rest of it is skipped when asked for more
                number += 1
                reason = Phrase(
                    QT_TRANSLATE_NOOP("Solver", "line too long (over {limit} KB): skipped"),
                    limit=MAX_LINE_BYTES // 1024,
                )
                yield number, ParseError(reason, number)
                continue
            if first and raw.startswith(b"\xef\xbb\xbf"):
                raw, start = raw[3:], start + 3
            first = False
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as error:
                byte, at = raw[error.start], start + error.start
                reason = _not_utf8(byte, at)
                raise ParseError(reason, number + 1, source=self.source) from None
            for line in text.splitlines() or [""]:
                number += 1
                yield number, line

    def _raw_lines(self) -> Iterator[tuple[bytes, bool]]:
        """Each line's bytes and False, or (for a line too long) its first bytes and True,
        its rest then read and dropped a chunk at a time; raises ParseError at a NUL byte."""
        while True:
            raw = self.pending.pop(0) if self.pending else self.stream.readline(MAX_LINE_BYTES + 1)
            if not raw:
                return
            self._refuse_nul(raw, self.offset)
            if len(raw) <= MAX_LINE_BYTES or raw.endswith(b"\n"):
                yield raw, False
                continue
            yield raw, True
            while not raw.endswith(b"\n"):
                raw = self.stream.readline(MAX_LINE_BYTES)
                if not raw:
                    break
                self._refuse_nul(raw, self.offset)
                self.offset += len(raw)

    def _refuse_nul(self, raw: bytes, offset: int) -> None:
        at = raw.find(b"\0")
        if at >= 0:
            reason = Phrase(
                QT_TRANSLATE_NOOP("Solver", "not a text file (a NUL byte at offset {offset})"),
                offset=offset + at,
            )
            raise ParseError(reason, None, source=self.source)


_NO_GAME = Phrase(QT_TRANSLATE_NOOP("Solver", "no puzzle found (no <game> element)"))
_XML_CHUNK = 64 * 1024  # of an OpenSudoku stream parsed at a time
MAX_XML_DEPTH = 32  # OpenSudoku nests 2 deep
XML_ELEMENTS_BASE = 1000
XML_ELEMENT_BYTES = 16  # an element takes at least this many bytes of a document, on average


def _regular_size(stream: BinaryIO) -> int | None:
    """The size of the regular file behind ``stream`` (None: a pipe, memory, unknown)."""
    try:
        info = os.fstat(stream.fileno())
    except (AttributeError, OSError, ValueError):
        return None
    return info.st_size if stat.S_ISREG(info.st_mode) else None


def _not_utf8(byte: int, offset: int) -> Phrase:
    return Phrase(
        QT_TRANSLATE_NOOP("Solver", "not UTF-8 text (byte 0x{byte:02x} at offset {offset})"),
        byte=byte,
        offset=offset,
    )


def decode(data: bytes, source: str) -> str:
    """Puzzle file bytes as text: UTF-8, a byte order mark dropped. Raises ``ParseError``
    naming ``source`` and the line of the first byte that is not UTF-8."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        byte = data[error.start]
        reason = _not_utf8(byte, error.start)
        raise ParseError(reason, line, source=source) from None


def as_grid(puzzle: str | Grid | Sequence[int]) -> Grid:
    """A Grid from puzzle text (parsed), a Grid, or 81 ints (0 blank); raises ParseError."""
    if isinstance(puzzle, Grid):
        return puzzle
    if isinstance(puzzle, str):
        return parse(puzzle)
    cells = tuple(puzzle)
    if len(cells) != 81:
        raise ParseError(cells_found(len(cells)))
    for index, value in enumerate(cells):
        if not isinstance(value, int) or not 0 <= value <= 9:
            raise ParseError(
                Phrase(
                    QT_TRANSLATE_NOOP(
                        "Solver", "cell {number} is {value!r}, need a digit 0-9 (0 for a blank)"
                    ),
                    number=index + 1,
                    value=value,
                )
            )
    return Grid(cells)


def _check_format(fmt: str | None) -> None:
    if fmt is not None and fmt not in FORMATS:
        raise ValueError(f"unknown puzzle format {fmt!r}; known: {', '.join(FORMATS)}")


def _without_bom(text: str) -> str:
    return text.removeprefix("\ufeff")


def _is_xml(text: str, fmt: str | None) -> bool:
    return fmt == "opensudoku" or (fmt is None and text.lstrip().startswith("<"))


def _scan_xml(text: str) -> tuple[list[tuple[int, str | None]], ParseError | None]:
    """The (line, data attribute) of every ``<game>`` element, and the XML error that
    stopped the scan, if any (the games before it are still returned)."""
    scanner = _XmlGames()
    error = scanner.feed(text, final=True)
    return scanner.take(), error


class _XmlGames:
    """An OpenSudoku document parsed by expat as it comes, a chunk at a time (``feed``),
    keeping only the (line, data attribute) of each ``<game>`` until ``take``. A stranger's
    XML is held to what an OpenSudoku file is: no entity declarations (ten bytes may expand
    into gigabytes: "billion laughs"), elements at most MAX_XML_DEPTH deep, and at most one
    element per XML_ELEMENT_BYTES of the document (plus a few): a game takes some 100."""

    def __init__(self) -> None:
        self.parser = expat.ParserCreate()
        self.games: list[tuple[int, str | None]] = []
        self.depth = 0
        self.elements = 0
        self.parser.StartElementHandler = self._on_start
        self.parser.EndElementHandler = self._on_end
        self.parser.EntityDeclHandler = self._on_entity

    def _on_start(self, name: str, attributes: dict[str, str]) -> None:
        self.depth += 1
        self.elements += 1
        if self.depth > MAX_XML_DEPTH:
            self._stop(f"elements nested over {MAX_XML_DEPTH} deep")
        if self.elements > XML_ELEMENTS_BASE + self.parser.CurrentByteIndex // XML_ELEMENT_BYTES:
            self._stop("more elements than an OpenSudoku file of this size holds")
        if name == "game":
            self.games.append((self.parser.CurrentLineNumber, attributes.get("data")))

    def _on_end(self, _name: str) -> None:
        self.depth -= 1

    def _on_entity(self, *_declaration) -> None:
        # An OpenSudoku file declares no entities; a file that does may be built to expand
        # ten bytes into gigabytes ("billion laughs"): stop at the first declaration.
        self._stop("entity declarations are not allowed")

    def _stop(self, problem: str) -> None:
        raise _XmlStopped(
            problem, self.parser.CurrentLineNumber, self.parser.CurrentColumnNumber + 1
        )

    def feed(self, text: str, final: bool) -> ParseError | None:
        """Parse the next ``text``; the error that stops the document, if any."""
        try:
            self.parser.Parse(text, final)
        except expat.ExpatError as error:
            problem, line, column = (
                expat.errors.messages[error.code],
                error.lineno,
                error.offset + 1,
            )
        except _XmlStopped as stopped:
            problem, line, column = stopped.args
        else:
            return None
        reason = Phrase(
            QT_TRANSLATE_NOOP("Solver", "not valid XML: {problem} at column {column}"),
            problem=problem,
            column=column,
        )
        return ParseError(reason, line, column)

    def take(self) -> list[tuple[int, str | None]]:
        """The games found since the last call."""
        games, self.games = self.games, []
        return games


class _XmlStopped(Exception):
    """Raised out of the XML parser where a file goes past what OpenSudoku holds:
    (problem, line, column)."""


def _xml_entries(reader: _LineReader, source: str) -> Iterator[CollectionEntry | ParseError]:
    """The games of an OpenSudoku stream and the errors of the bad ones, as they are read."""
    scanner = _XmlGames()
    found = False
    error = None
    for text in itertools.chain(reader.chunks(), [""]):
        error = scanner.feed(text, final=not text)
        for line, data in scanner.take():
            found = True
            try:
                yield CollectionEntry(line, _game_grid(line, data))
            except ParseError as bad:
                yield bad.from_source(source)
        if error is not None:
            yield error.from_source(source)
            return
    if not found:
        yield ParseError(_NO_GAME).from_source(source)


def _game_grid(line: int, data: str | None) -> Grid:
    if data is None:
        raise ParseError(Phrase(QT_TRANSLATE_NOOP("Solver", "<game> has no data attribute")), line)
    return _grid_of(_cells(data, line, first_column=None), line)


def _xml_collection(text: str) -> Collection:
    games, xml_error = _scan_xml(text)
    collection = Collection()
    for line, data in games:
        try:
            collection.puzzles.append(CollectionEntry(line, _game_grid(line, data)))
        except ParseError as error:
            collection.errors.append(error)
    if xml_error is not None:
        collection.errors.append(xml_error)
    elif not games:
        collection.errors.append(ParseError(_NO_GAME))
    return collection


# ---------------------------------------------------------------------------- writers


def to_line(grid: Grid, blank: str = ".") -> str:
    """The 81-character form, ``blank`` (one of ``0 . - _``) for empty cells."""
    if len(blank) != 1 or blank not in BLANK_CHARS:
        raise ValueError(f"blank must be one of {' '.join(BLANK_CHARS)}, not {blank!r}")
    return grid.to_string(blank)


def to_sdk(grid: Grid) -> str:
    """The SadMan .sdk grid: nine lines of nine characters, ``.`` for blanks."""
    text = grid.to_string(".")
    return "\n".join(text[9 * r : 9 * r + 9] for r in range(9))


def to_ss(grid: Grid) -> str:
    """The Simple Sudoku .ss grid: ``|`` between boxes, ``-----------`` between bands."""
    text = grid.to_string(".")
    lines = []
    for r in range(9):
        row = text[9 * r : 9 * r + 9]
        lines.append(f"{row[0:3]}|{row[3:6]}|{row[6:9]}")
        if r in (2, 5):
            lines.append("-" * 11)
    return "\n".join(lines)


def pretty(grid_or_masks: Grid | Sequence[int]) -> str:
    """Article 000's display: a Grid shows its digits (``.`` blank); 81 candidate masks show
    each cell's candidates (``-`` when none is left). Columns are as wide as the widest
    cell plus one, with ``|`` between boxes and ``------+------+------`` between bands."""
    if isinstance(grid_or_masks, Grid):
        texts = [str(v) if v else "." for v in grid_or_masks.cells]
    else:
        texts = [_candidates_text(mask) for mask in grid_or_masks]
        if len(texts) != 81:
            raise ValueError(f"need 81 candidate masks, not {len(texts)}")
    width = 1 + max(len(t) for t in texts)
    separator = "+".join(["-" * (width * 3)] * 3)
    lines = []
    for r in range(9):
        cells = (texts[9 * r + c].center(width) + ("|" if c in (2, 5) else "") for c in range(9))
        lines.append("".join(cells).rstrip())
        if r in (2, 5):
            lines.append(separator)
    return "\n".join(lines)


def _candidates_text(mask: int) -> str:
    if not isinstance(mask, int) or not 0 <= mask < len(DIGITS_OF):
        raise ValueError(f"not a candidate mask: {mask!r}")
    return "".join(str(d) for d in DIGITS_OF[mask]) or NO_CANDIDATE
