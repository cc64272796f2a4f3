"""Where the command line's results go and what they look like: ``--output FILE`` written
by whole lines, ``--resume`` after the puzzles already in that file, and ``--format``.

A run over millions of puzzles takes days and gets killed; a kill -9 must cost only the
puzzle being answered. So the output file is opened for appending, each puzzle's answer is
one record (``RecordShape``) whose lines go out in one ``os.write`` (no buffer of ours holds
half of them), and ``--resume`` cuts a trailing partial line (a write cut short by the kill)
before counting the records the file already holds.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

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
# TSV and text results of --rate, --count and --explain all start with or hold it).
_PUZZLE_ON_LINE = re.compile(r"(?<![0-9.])[0-9.]{81}(?![0-9.])")
_TEMPLATE_FIELD = re.compile(r"%(.)")
# An --explain --json line: {"puzzle": "...", "step": N, ...} (json.dumps keeps the order).
_STEP_OF_LINE = re.compile(r'\{"puzzle": "[^"]*", "step": (\d+)')
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


@dataclass(frozen=True, slots=True)
class RecordShape:
    """How one puzzle's answer looks in an --output file, so that --resume can count the
    answers the file holds: every puzzle read gives exactly one record there, in input
    order, and a record is one line, or (--explain) a first line and its steps.

    Counting records, not matching puzzle strings, is what makes a puzzle given twice in a
    row count twice, and lets --resume go on after answers that do not name their puzzle
    (solutions, counts in text). A puzzle without an answer (no solution, a limit reached)
    gets a record too: ``empty_answer``."""

    fmt: str
    columns: tuple[str, ...] | None = None  # --rate, --count, --generate: CSV/TSV columns
    per_step: bool = False  # --explain: "# PUZZLE" or a JSON line of step 1 starts a record
    names_puzzle: bool = True  # a record's first line holds its input puzzle (checked)

    @property
    def header(self) -> str | None:
        """The CSV or TSV line of column names the file starts with, if any."""
        return None if self.columns is None else table_row(self.fmt, self.columns)

    def starts_record(self, line: str) -> bool:
        if not self.per_step:
            return True
        if self.fmt != JSON:
            return line.startswith("# ")
        step = _STEP_OF_LINE.match(line)
        return step is None or step.group(1) == "1"

    def empty_answer(self, puzzle: str | None, problems: list[str]) -> str:
        """The record of a puzzle that got no answer (the reasons also went to stderr)."""
        if self.fmt == JSON:
            return json.dumps({"puzzle": puzzle, "error": "; ".join(problems) or None})
        if self.per_step:
            return f"# {puzzle}"
        if self.columns is not None:
            return table_row(self.fmt, (puzzle or "",) + ("",) * (len(self.columns) - 1))
        return ""  # text and templates: an empty line


def answered_records(path: str, shape: RecordShape) -> Iterator[str]:
    """The first line of each record ``path`` holds, in order, read a line at a time (the
    file may hold millions)."""
    try:
        stream = open(path, encoding="utf-8", errors="replace")  # noqa: SIM115 (closed below)
    except FileNotFoundError:
        return
    with stream:
        header = shape.header
        for number, line in enumerate(stream):
            line = line.rstrip("\n")
            if number == 0 and header is not None and line == header:
                continue
            if shape.starts_record(line):
                yield line


def puzzle_named(line: str) -> str | None:
    """The first 81-character grid on a record's line, as Grid.to_string writes it."""
    found = _PUZZLE_ON_LINE.search(line)
    return None if found is None else found.group().replace("0", ".")


class ResumePoint:
    """Where an interrupted run stopped: as many puzzles of the input as the output has
    records are skipped (problems of the input, which give no record, are skipped with
    them), the rest are answered. A record that names another puzzle than the one in its
    place, or more records than puzzles, means another input: nothing is resumed."""

    def __init__(self, output: str, shape: RecordShape) -> None:
        self.output = output
        self.shape = shape
        self.records = answered_records(output, shape)
        self.skipped = 0

    def remaining(self, items: Iterable[Puzzle | Problem]) -> Iterator[Puzzle | Problem]:
        record = next(self.records, None)
        for item in items:
            if record is None:
                yield item
                continue
            if not isinstance(item, Puzzle):
                continue
            named = puzzle_named(record) if self.shape.names_puzzle else None
            if named is not None and named != item.grid.to_string():
                yield self._refusal(f"answers {named} where the input has {item.where}")
                return
            self.skipped += 1
            record = next(self.records, None)
        if record is not None:
            yield self._refusal(f"answers more puzzles than the input has ({self.skipped})")

    def _refusal(self, why: str) -> Problem:
        return Problem(
            f"{PROG}: {self.output} {why}: another input? nothing was resumed", EXIT_USAGE
        )
