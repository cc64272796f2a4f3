"""Where the command line's results go and what they look like: ``--output FILE`` written
by whole lines, ``--resume`` after the puzzles already in that file, and ``--format``.

A run over millions of puzzles takes days and gets killed; a kill -9 must cost only the
puzzle being answered. So the output file is opened for appending and each puzzle's result
lines go out in one ``os.write`` (no buffer of ours holds half of them), and ``--resume``
cuts a trailing partial line (a write cut short by the kill) before reading which puzzles
the file already answers.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Iterator

from solver.cli_io import EXIT_USAGE, PROG, Problem, Puzzle
from solver.rating import Rating, format_scale

TEXT = "text"
JSON = "json"
CSV = "csv"
TSV = "tsv"
NAMED_FORMATS = (TEXT, JSON, CSV, TSV)
# The fields of a template such as serate's "%g ER=%r/%p/%d".
TEMPLATE_FIELDS = {
    "g": "the puzzle, 81 characters",
    "r": "ER",
    "p": "EP",
    "d": "ED",
    "l": "the level (easy ... extreme)",
    "h": "the hardest technique",
    "%": "a percent sign",
}
# The first 81-character grid on a line names the puzzle the line answers (the JSON, CSV,
# TSV and text results of --rate, --explain and --generate all start with or hold it).
_PUZZLE_ON_LINE = re.compile(r"(?<![0-9.])[0-9.]{81}(?![0-9.])")
_TEMPLATE_FIELD = re.compile(r"%(.)")
_READ_CHUNK = 1 << 16


def parse_format(text: str) -> str:
    """A --format value checked: a named format, or a template of TEMPLATE_FIELDS."""
    if text.lower() in NAMED_FORMATS:
        return text.lower()
    if "%" not in text:
        raise ValueError(f"not json, csv, tsv, text or a template with %g, %r, ...: {text!r}")
    unknown = sorted(set(_TEMPLATE_FIELD.findall(text)) - set(TEMPLATE_FIELDS))
    if unknown:
        raise ValueError(f"unknown field in {text!r}: %{unknown[0]}")
    if "%" in _TEMPLATE_FIELD.sub("", text):
        raise ValueError(f"a % with no field after it at the end of {text!r} (%% is a %)")
    return text


def is_template(fmt: str) -> bool:
    return fmt not in NAMED_FORMATS


def table_row(fmt: str, cells: tuple[str, ...]) -> str | None:
    """One line of a CSV or TSV output (the first one names the columns); None for the
    formats that are not tables."""
    if fmt == CSV:
        return ",".join(cells)
    if fmt == TSV:
        return "\t".join(cells)
    return None


RATING_COLUMNS = ("puzzle", "er", "ep", "ed", "level", "stopped", "steps")
COUNT_COLUMNS = ("puzzle", "solutions")


def rating_line(fmt: str, puzzle: str, rating: Rating, hardest: str | None = None) -> str:
    """One puzzle's rating in ``fmt``: text ("...  easy  ER 2.3 EP 1.2 ED 1.2"), a JSON
    object, a CSV or TSV row of RATING_COLUMNS, or a template filled in."""
    if fmt == JSON:
        record = {"puzzle": puzzle, "level": rating.level, "er": rating.er, "ep": rating.ep}
        record |= {"ed": rating.ed, "logic": rating.logic}
        return json.dumps({**record, "stopped": rating.stopped, "steps": rating.steps})
    if fmt in (CSV, TSV):
        row = (puzzle, _figure(rating.er, ""), _figure(rating.ep, ""), _figure(rating.ed, ""))
        cut = "true" if rating.stopped else "false"
        return table_row(fmt, (*row, rating.level, cut, str(rating.steps)))
    if fmt == TEXT:
        line = f"{puzzle}  {rating.level}  {format_scale(rating)}"
        return line if hardest is None else f"{line}  hardest step: {hardest}"
    values = {
        "g": puzzle,
        "r": _figure(rating.er, "0.0"),
        "p": _figure(rating.ep, "0.0"),
        "d": _figure(rating.ed, "0.0"),
        "l": rating.level,
        "h": rating.hardest,
        "%": "%",
    }
    return _TEMPLATE_FIELD.sub(lambda field: values[field.group(1)], fmt)


def count_line(fmt: str, puzzle: str, solutions: int) -> str:
    """One puzzle's count of solutions: the number alone (text), JSON, CSV or TSV."""
    if fmt == JSON:
        return json.dumps({"puzzle": puzzle, "solutions": solutions})
    if fmt in (CSV, TSV):
        return table_row(fmt, (puzzle, str(solutions)))
    return str(solutions)


def _figure(value: float | None, missing: str) -> str:
    return missing if value is None else f"{value:.1f}"


class OutputFile:
    """A file that takes text only in whole lines, each ``write`` one ``os.write`` of the
    whole text (retried for the rest if the system writes less), appended at the end."""

    def __init__(self, path: str, append: bool) -> None:
        flags = os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, "O_BINARY", 0)
        self.fd = os.open(path, flags if append else flags | os.O_TRUNC, 0o666)

    def write(self, text: str) -> int:
        data = text.encode("utf-8", "surrogateescape")
        view = memoryview(data)
        while view:
            view = view[os.write(self.fd, view) :]
        return len(text)

    def flush(self) -> None:
        """Nothing is kept back: each write is already in the file."""

    def isatty(self) -> bool:
        return False

    def fileno(self) -> int:
        return self.fd

    def close(self) -> None:
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1


def cut_partial_line(path: str) -> bool:
    """Drop the end of ``path`` after its last newline (a line a kill cut short); whether
    the file holds any whole line."""
    try:
        with open(path, "r+b") as stream:
            end = stream.seek(0, os.SEEK_END)
            position = end
            while position > 0:
                start = max(0, position - _READ_CHUNK)
                stream.seek(start)
                newline = stream.read(position - start).rfind(b"\n")
                if newline >= 0:
                    stream.truncate(start + newline + 1)
                    return True
                position = start
            stream.truncate(0)
            return False
    except FileNotFoundError:
        return False


def answered_puzzles(path: str, lines_per_puzzle: bool) -> Iterator[str]:
    """The puzzles ``path`` answers, in order, read a line at a time. With
    ``lines_per_puzzle`` (--explain --json: a line per step, each naming its puzzle) a run of
    lines naming the same puzzle is one answer; text --explain names it once, on "# " lines."""
    previous = None
    try:
        stream = open(path, encoding="utf-8", errors="replace")  # noqa: SIM115 (closed below)
    except FileNotFoundError:
        return
    with stream:
        for line in stream:
            found = _PUZZLE_ON_LINE.search(line)
            if found is None:
                previous = None
                continue
            puzzle = found.group().replace("0", ".")  # as Grid.to_string writes it
            if puzzle != previous:
                yield puzzle
            previous = puzzle if lines_per_puzzle else None


def count_lines(path: str) -> int:
    """How many whole lines ``path`` holds (0 when it does not exist)."""
    try:
        with open(path, "rb") as stream:
            return sum(chunk.count(b"\n") for chunk in iter(lambda: stream.read(_READ_CHUNK), b""))
    except FileNotFoundError:
        return 0


class ResumePoint:
    """Where an interrupted run stopped: the puzzles of the input up to the last one its
    output answers are skipped (those between that gave no result, a problem on stderr,
    were tried then and are not tried twice); the rest are answered."""

    def __init__(self, output: str, lines_per_puzzle: bool) -> None:
        self.output = output
        self.answered = answered_puzzles(output, lines_per_puzzle)
        self.skipped = 0

    def remaining(self, items: Iterable[Puzzle | Problem]) -> Iterator[Puzzle | Problem]:
        expected = next(self.answered, None)
        for item in items:
            if expected is None:
                yield item
                continue
            if isinstance(item, Puzzle):
                self.skipped += 1
                if item.grid.to_string() == expected:
                    expected = next(self.answered, None)
        if expected is not None:
            yield Problem(
                f"{PROG}: {self.output} answers a puzzle that is not in the input "
                f"({expected}); nothing was resumed",
                EXIT_USAGE,
            )
