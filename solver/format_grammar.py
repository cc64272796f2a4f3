"""How lines of text become puzzles: telling one-line puzzles from grids, reading a grid's rows
and separators, and naming what is wrong with a line and where.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from solver.format_marks import marks_of_line
from solver.format_types import (
    BLANK_CHARS,
    CELL_HINT,
    DIGIT_CHARS,
    GRID_FORMATS,
    ROW_LINE_MAX_CHARS,
    SEPARATOR_CHARS,
    CollectionEntry,
    ParseError,
    _Line,
)
from solver.grid import Grid
from solver.phrase import QT_TRANSLATE_NOOP, Phrase


def cells_found(count: int) -> Phrase:
    return Phrase(QT_TRANSLATE_NOOP("Solver", "found {count} cells, need 81"), count=count)


def _rows_found(count: int) -> Phrase:
    return Phrase(
        QT_TRANSLATE_NOOP("Solver", "found {rows} rows ({cells} cells), need 9 rows (81 cells)"),
        rows=count,
        cells=9 * count,
    )


def _nothing_found(blank: bool) -> ParseError:
    if blank:
        return ParseError(
            Phrase(QT_TRANSLATE_NOOP("Solver", "no puzzle found (the text is empty)"))
        )
    return ParseError(
        Phrase(QT_TRANSLATE_NOOP("Solver", "no puzzle found (only comments and separator lines)"))
    )


def _content_lines(text: str) -> list[_Line]:
    """The lines that may hold cells: not blank, not a ``#`` comment, not a separator.
    A ``[Puzzle]`` header is skipped; after one, any other ``[Section]`` ends the text."""
    lines = []
    in_sections = False
    for number, raw in enumerate(text.splitlines(), 1):
        stripped = raw.strip()
        if not stripped or stripped.startswith("#") or _is_separator(stripped):
            continue
        if stripped.lower() == "[puzzle]":
            in_sections = True
            continue
        if in_sections and stripped.startswith("[") and stripped.endswith("]"):
            break
        lines.append(_Line(number, raw))
    return lines


def _entries(
    numbered: Iterable[tuple[int, str | ParseError]], fmt: str | None
) -> Iterator[CollectionEntry | ParseError]:
    """The puzzles (and errors) of numbered text lines, one at a time: one per line, or
    grids of nine row lines. Which of the two is decided by the first two content lines,
    as ``parse`` decides it. Errors already made by the reader pass through in order."""
    state = _ContentState()
    content = _content_stream(numbered, state)
    ahead: list[_Line | ParseError] = []
    lines_ahead = 0
    found = False
    unreadable = None  # raised by the reader while looking ahead: raised after what came before
    try:
        for item in content:
            if isinstance(item, ParseError) and not lines_ahead:
                found = True
                yield item  # nothing before it waits: report it now (an endless line)
                continue
            ahead.append(item)
            if isinstance(item, _Line):
                lines_ahead += 1
                # A puzzle line settles it at once: no waiting for a second line (a pipe).
                if lines_ahead == 2 or not _may_be_row(item.text):
                    break
    except ParseError as error:
        unreadable = error
    first_lines = [item for item in ahead if isinstance(item, _Line)]
    as_grid = fmt in GRID_FORMATS or (fmt is None and _starts_grid(first_lines))
    reader = _grid_entries if as_grid else _line_entries
    for item in reader(_chain(ahead, content) if unreadable is None else iter(ahead)):
        found = True
        yield item
    if unreadable is not None:
        raise unreadable
    if not found:
        yield _nothing_found(blank=not state.saw_text)


def _chain(first: list, rest: Iterator) -> Iterator:
    yield from first
    yield from rest


@dataclass(slots=True)
class _ContentState:
    saw_text: bool = False  # a line that is not blank was seen


def _content_stream(
    numbered: Iterable[tuple[int, str | ParseError]], state: _ContentState
) -> Iterator[_Line | ParseError]:
    """The lines that may hold cells, as ``_content_lines`` finds them, one at a time.
    After a ``[Puzzle]`` header, any other ``[Section]`` is skipped up to the next
    ``[Puzzle]``."""
    in_sections = skipping = False
    for number, raw in numbered:
        if isinstance(raw, ParseError):
            state.saw_text = True
            yield raw
            continue
        stripped = raw.strip()
        if not stripped:
            continue
        state.saw_text = True
        if stripped.startswith("#") or _is_separator(stripped):
            continue
        if stripped.lower() == "[puzzle]":
            in_sections, skipping = True, False
            continue
        if in_sections and stripped.startswith("[") and stripped.endswith("]"):
            skipping = True
            continue
        if not skipping:
            yield _Line(number, raw)


def _line_entries(items: Iterable[_Line | ParseError]) -> Iterator[CollectionEntry | ParseError]:
    for item in items:
        if isinstance(item, ParseError):
            yield item
            continue
        try:
            yield read_line_entry(item)
        except ParseError as error:
            yield error


def _grid_entries(items: Iterable[_Line | ParseError]) -> Iterator[CollectionEntry | ParseError]:
    """Grids of nine row lines each, one after the other. A grid with a bad row is reported
    once, at its first bad row, and the next grid starts after its ninth line."""
    rows: list[list[int]] = []
    taken = first_line = 0
    error: ParseError | None = None
    for item in items:
        if isinstance(item, ParseError):
            yield item
            continue
        if taken == 0:
            first_line = item.number
        taken += 1
        if error is None:
            try:
                rows.append(_row_values(item))
            except ParseError as bad_row:
                error = bad_row
        if taken == 9:
            yield error or CollectionEntry(first_line, Grid(tuple(v for r in rows for v in r)))
            rows, error, taken = [], None, 0
    if taken:
        reason = _rows_found(taken)
        yield error or ParseError(reason, first_line)


def _row_values(line: _Line) -> list[int]:
    """The nine values of a row line (cells, or candidate lists as ``pretty`` writes)."""
    values = _candidate_row(line.text)
    if values is None:
        values = _cells(line.text, line.number)
    if len(values) != 9:
        raise ParseError(
            Phrase(
                QT_TRANSLATE_NOOP("Solver", "row has {count} cells, need 9"),
                count=len(values),
            ),
            line.number,
        )
    return values


def _is_separator(stripped: str) -> bool:
    """Whether a line only separates bands: made of ``- + = | *`` and spaces, and not a
    row (9 dashes) or a whole puzzle (81 dashes) of ``-`` blanks."""
    if not all(ch in SEPARATOR_CHARS or ch.isspace() for ch in stripped):
        return False
    only_dashes = all(ch in "-|" or ch.isspace() for ch in stripped)
    return not (only_dashes and stripped.count("-") in (9, 81))


def _starts_grid(lines: list[_Line]) -> bool:
    """Whether several content lines are the rows of one grid rather than puzzle lines."""
    if len(lines) < 2:
        return False
    return _may_be_row(lines[0].text)


def _may_be_row(text: str) -> bool:
    """Whether a first content line, followed by others, would start a grid."""
    return _candidate_row(text) is not None or _cell_char_count(text) < ROW_LINE_MAX_CHARS


def _cell_char_count(text: str) -> int:
    return sum(1 for ch in text if not ch.isspace() and ch != "|")


def _cells(text: str, line: int | None, first_column: int | None = 1) -> list[int]:
    """The cell values written in ``text``, one character per cell, spaces and ``|``
    ignored. ``first_column`` is the column of ``text[0]`` (None: columns unknown)."""
    values = []
    for index, ch in enumerate(text):
        if ch in DIGIT_CHARS:
            values.append(int(ch))
        elif ch in BLANK_CHARS:
            values.append(0)
        elif not (ch.isspace() or ch == "|"):
            if first_column is None:
                raise ParseError(
                    Phrase(
                        QT_TRANSLATE_NOOP("Solver", "unexpected character {ch!r} ({hint})"),
                        ch=ch,
                        hint=Phrase(CELL_HINT),
                    ),
                    line,
                )
            column = first_column + index
            raise ParseError(
                Phrase(
                    QT_TRANSLATE_NOOP(
                        "Solver", "unexpected character {ch!r} at column {column} ({hint})"
                    ),
                    ch=ch,
                    column=column,
                    hint=Phrase(CELL_HINT),
                ),
                line,
                column,
            )
    return values


def _grid_of(values: list[int], line: int | None) -> Grid:
    if len(values) != 81:
        raise ParseError(cells_found(len(values)), line)
    return Grid(tuple(values))


# A puzzle followed by its name: the first run of non-space characters, then the rest.
_PUZZLE_THEN_NAME = re.compile(r"\s*(\S+)\s+(.*\S)")


def read_line_entry(line: _Line) -> CollectionEntry:
    """The puzzle of a one-puzzle line: 81 cells (``_read_puzzle_line``), or a position in
    the 729-character pencil-mark form when the line's first word has that length."""
    marks = marks_of_line(line.text, line.number)
    if marks is not None:
        position, name = marks
        return CollectionEntry(line.number, Grid(position.digits, position.candidates), name)
    grid, name = _read_puzzle_line(line)
    return CollectionEntry(line.number, grid, name)


def _read_puzzle_line(line: _Line) -> tuple[Grid, str | None]:
    """The puzzle of a one-puzzle line and its name: the whole line is the puzzle, or its
    first word is and the rest names it, or (tab-separated) one field is and the first
    field names it. An unusable line reports the error of reading it whole."""
    try:
        return _grid_of(_cells(line.text, line.number), line.number), None
    except ParseError as whole_line_error:
        for puzzle, name in _puzzle_and_name_splits(line.text):
            try:
                return _grid_of(_cells(puzzle, line.number), line.number), name
            except ParseError:
                continue
        raise whole_line_error from None


def _puzzle_and_name_splits(text: str):
    """The (puzzle text, name) pairs a puzzle line with a name may be read as."""
    match = _PUZZLE_THEN_NAME.match(text)
    if match:
        yield match.group(1), match.group(2).lstrip("#").strip() or None
    if "\t" in text:
        name, *others = (f.strip() for f in text.split("\t"))
        for puzzle in others:
            yield puzzle, name or None


def _candidate_row(text: str) -> list[int] | None:
    """The values of a row written as nine candidate lists (``pretty`` of masks): a
    single candidate is the cell's digit, several mean a blank. None for any other line."""
    tokens = text.replace("|", " ").split()
    if len(tokens) != 9 or all(len(t) == 1 for t in tokens):
        return None
    if not all(_is_candidate_list(t) for t in tokens):
        return None
    return [int(t) if len(t) == 1 and t in DIGIT_CHARS else 0 for t in tokens]


def _is_candidate_list(token: str) -> bool:
    """A blank mark, or distinct digits 1-9 in ascending order."""
    if len(token) == 1 and token in BLANK_CHARS:
        return True
    return all(ch in DIGIT_CHARS for ch in token) and list(token) == sorted(set(token))


def _grid_from_rows(lines: list[_Line]) -> Grid:
    """A grid written as nine row lines of nine cells."""
    rows = []
    for line in lines:
        values = _row_values(line)
        if len(rows) == 9:
            raise ParseError(
                Phrase(QT_TRANSLATE_NOOP("Solver", "found a 10th row, need 9")),
                line.number,
            )
        rows.append(values)
    if len(rows) < 9:
        raise ParseError(_rows_found(len(rows)))
    return Grid(tuple(v for row in rows for v in row))


# ------------------------------------------------------------------- OpenSudoku XML
