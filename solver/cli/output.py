"""Where the command line's results go and what they look like: ``--output FILE`` written
by whole lines, ``--resume`` after the puzzles already in that file, and ``--format``.

A run over millions of puzzles takes days and gets killed; a kill -9 must cost only the
puzzle being answered. So the output file is opened for appending, each puzzle's answer is
one record (``RecordShape``) whose lines go out in one ``os.write`` (no buffer of ours holds
half of them). ``--resume`` first reads the whole file (``plan_resume``): it goes on only
when every line is an answer of this command's format to the input's puzzles in order (a
cut last line aside, which it drops); any other file is refused and left byte for byte.
"""

from __future__ import annotations

import argparse
import enum
import json
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass

from solver.cli.reading import Problem, Puzzle
from solver.grid import is_solution_of
from solver.rating import Rating, format_scale
from solver.safe_io import FileRefused, open_regular

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
_TEMPLATE_FIELD = re.compile(r"%(.)")
# What each template field is written as (a level or technique: any text on the line).
_TEMPLATE_PATTERNS = {
    "g": r"[0-9.]{81}",
    "r": r"\d+\.\d",
    "p": r"\d+\.\d",
    "d": r"\d+\.\d",
    "l": r"[^\t]*?",
    "h": r"[^\t]*?",
    "%": "%",
}
# An --explain --json line: {"puzzle": "...", "step": N, ...} (json.dumps keeps the order).
_STEP_OF_LINE = re.compile(r'\{"puzzle": "[^"]*", "step": (\d+)')
# Every JSON record starts so (json.dumps keeps the order of the keys).
_JSON_START = '{"puzzle": '
# An --explain text step: "hidden single (1.2): r2c2=6: In box 1, ..."
_PATH_STEP = re.compile(r"[^\t]+ \((\d+\.\d|\?)\): .*")
# No line of an output is longer (an --explain step tells a nested chain in a few KB):
# reading the file to resume takes no more memory than this per line.
MAX_RECORD_LINE = 1 << 20


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


def answer_format(args: argparse.Namespace) -> str:
    """The format the answers are written in: --json is json, else --format, else text.
    The one place the default is decided (the arguments stay as they were given)."""
    return JSON if args.json else (args.format or TEXT)


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


class Answers(enum.Enum):
    """What the records of an --output file answer, one kind per mode."""

    SOLUTIONS = "solutions"  # solving: 81 digits
    COUNTS = "counts"  # --count
    RATINGS = "ratings"  # --rate
    PATHS = "paths"  # --explain: a record is a first line and its steps
    MADE = "made"  # --generate: the ratings of puzzles made, of no input


@dataclass(frozen=True, slots=True)
class RecordShape:
    """How one puzzle's answer looks in an --output file, so that --resume can check and
    count the answers the file holds: every puzzle read gives exactly one record there, in
    input order, and a record is one line, or (--explain) a first line and its steps.

    Counting records, not matching puzzle strings, is what makes a puzzle given twice in a
    row count twice, and lets --resume go on after answers that do not name their puzzle
    (solutions, counts in text). A puzzle without an answer (no solution, a limit reached)
    gets a record too: ``empty_answer``."""

    fmt: str
    answers: Answers
    most: int | None = None  # --count N: no count is more than N

    @property
    def per_step(self) -> bool:
        """A record is a first line and its steps (--explain)."""
        return self.answers is Answers.PATHS

    @property
    def columns(self) -> tuple[str, ...] | None:
        """The CSV or TSV columns (None: not a table)."""
        if self.fmt not in (CSV, TSV) or self.answers in (Answers.SOLUTIONS, Answers.PATHS):
            return None
        return COUNT_COLUMNS if self.answers is Answers.COUNTS else RATING_COLUMNS

    @property
    def names_puzzle(self) -> bool:
        """A record's first line holds its input puzzle (checked on resuming)."""
        if self.answers in (Answers.SOLUTIONS, Answers.MADE):
            return False  # a solution, or a puzzle of no input
        if self.answers is Answers.COUNTS:
            return self.fmt != TEXT  # text: the count alone
        return not is_template(self.fmt) or "%g" in self.fmt

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
        if self.names_puzzle and puzzle is not None:
            return puzzle  # text and templates with %g: the puzzle alone
        return ""  # an empty line

    def line_problem(self, line: str, puzzle: Puzzle | None, first: bool) -> str | None:
        """What keeps ``line`` from being a line of an answer of this shape to ``puzzle``
        (None: it is one, whichever puzzle it names: see ``named_puzzle``); ``first``: the
        record's first line. ``puzzle`` is None for --generate (no input)."""
        if self.fmt == JSON:
            return _json_problem(line, self.answers)
        if not first:
            return None if _PATH_STEP.fullmatch(line) else "not a step of --explain"
        if line == self.empty_answer(None if puzzle is None else puzzle.grid.to_string(), []):
            return None
        if self.per_step:
            return None if _GRID.fullmatch(line[2:]) else "not the first line of --explain"
        if self.columns is not None:
            cells = _cells_of_row(line, self.fmt)
            counted = self.answers is not Answers.COUNTS or self.is_count(cells[-1])
            if len(cells) == len(self.columns) and _GRID.fullmatch(cells[0]) and counted:
                return None
            return f"not a row of {len(self.columns)} columns ({', '.join(self.columns)})"
        if self.answers is Answers.SOLUTIONS:
            if puzzle is not None and is_solution_of(line, puzzle.grid):
                return None
            return "not a solution of the puzzle in its place"
        if self.answers is Answers.COUNTS:
            return None if self.is_count(line) else "not a count of solutions"
        if is_template(self.fmt):
            return None if _template_pattern(self.fmt).fullmatch(line) else "not of the format"
        if line[81:83] == "  " and _GRID.fullmatch(line[:81]):
            return None  # a text rating: the puzzle, two spaces, its level and figures
        return "not a rating in text"

    def is_count(self, text: str) -> bool:
        """Whether ``text`` is a count of solutions of --count N (no more than N)."""
        if not (text.isascii() and text.isdigit() and len(text) <= 9):
            return False
        return self.most is None or int(text) <= self.most

    def could_begin(self, text: str, in_record: bool) -> bool:
        """Whether ``text`` can be the start of a line of this shape (a line a kill cut
        short); ``in_record``: a record of --explain has begun, so its steps may follow."""
        if self.fmt == JSON:
            return _JSON_START.startswith(text[: len(_JSON_START)])
        if self.per_step:
            return (
                "# ".startswith(text[:2])
                and _GRID_START.fullmatch(text[2:83]) is not None
                or (in_record and not text.startswith("#"))
            )
        if self.header is not None and self.header.startswith(text):
            return True
        if self.answers is Answers.SOLUTIONS:
            return re.fullmatch(r"[1-9]{0,81}", text) is not None
        if self.answers is Answers.COUNTS and self.fmt == TEXT:
            return self.is_count(text)
        if is_template(self.fmt):
            literal = self.fmt.split("%", 1)[0]
            return literal.startswith(text[: len(literal)])
        return _GRID_START.fullmatch(text[:81]) is not None  # text ratings and rows

    def named_puzzle(self, line: str) -> str | None:
        """The puzzle a record's first line (checked by ``line_problem``) names, as
        Grid.to_string writes it; None when this shape names none."""
        if not self.names_puzzle or self.answers is Answers.MADE:
            return None
        if self.fmt == JSON:
            return json.loads(line)["puzzle"]
        if self.per_step:
            return line[2:]
        if self.columns is not None:
            return _cells_of_row(line, self.fmt)[0]
        match = _template_pattern(self.fmt).fullmatch(line) if is_template(self.fmt) else None
        return line[:81] if match is None else match.group("g")


_GRID = re.compile(r"[0-9.]{81}")
_GRID_START = re.compile(r"[0-9.]{0,81}")


def _cells_of_row(line: str, fmt: str) -> list[str]:
    return line.split("\t" if fmt == TSV else ",")


def _json_problem(line: str, answers: Answers) -> str | None:
    if not line.startswith(_JSON_START):
        return "not a JSON answer"
    try:
        record = json.loads(line)
    except (ValueError, RecursionError):
        return "not a JSON answer"
    named = record.get("puzzle") if isinstance(record, dict) else 0
    if answers is Answers.MADE:  # a puzzle made, or null when it could not be
        return None if named is None or isinstance(named, str) else "not a JSON answer"
    if not isinstance(named, str):
        return "a JSON line without its puzzle"
    wanted = {
        Answers.SOLUTIONS: "solution",
        Answers.COUNTS: "solutions",
        Answers.RATINGS: "level",
        Answers.PATHS: "step",
    }[answers]
    return None if wanted in record or "error" in record else f"a JSON line without {wanted!r}"


def _template_pattern(fmt: str) -> re.Pattern:
    """A template's lines as a pattern, the (first) puzzle its group ``g``."""
    pattern = ""
    for part in re.split(r"(%.)", fmt):
        if part in ("%g",) and "(?P<g>" not in pattern:
            pattern += f"(?P<g>{_TEMPLATE_PATTERNS['g']})"
        elif len(part) == 2 and part.startswith("%"):
            pattern += _TEMPLATE_PATTERNS[part[1]]
        else:
            pattern += re.escape(part)
    return re.compile(pattern)


class ResumeRefused(Exception):
    """The output is not this command's answers to this input: nothing was resumed."""


@dataclass(frozen=True, slots=True)
class ResumePlan:
    """How --resume goes on with its --output file, decided by ``plan_resume`` before a
    byte of the file changes: ``answered`` puzzles (or --generate orders) have their
    answers in the first ``keep`` bytes, whose lines are all whole and checked;
    ``has_header``: the file starts with its CSV or TSV header. ``apply`` drops what
    follows (a line a kill cut short)."""

    output: str
    keep: int
    answered: int
    has_header: bool

    def apply(self) -> None:
        """Cut the file after its last whole line (the answers then go on after it)."""
        if os.path.getsize(self.output) > self.keep:
            os.truncate(self.output, self.keep)


def plan_resume(
    output: str, shape: RecordShape, items: Iterator[Puzzle | Problem] | None
) -> ResumePlan:
    """Read ``output`` whole, a line at a time, and the input's ``items`` (None for
    --generate) as far as it answers them: the plan to go on with, or ResumeRefused naming
    the file and its first line that is not an answer of ``shape`` to the puzzle in its
    place (more answers than puzzles, not text, a line over MAX_RECORD_LINE, a blank or
    NUL line where none belongs). Input problems between the puzzles (bad lines, which get
    no record) are passed over with them. Memory stays flat however long the file."""
    try:
        stream = open_regular(output)  # a FIFO or a device refused before a byte is read
    except FileNotFoundError:
        return ResumePlan(output, 0, 0, False)
    except FileRefused as refusal:
        raise ResumeRefused(f"{refusal}: nothing was resumed") from None
    except OSError as error:
        raise ResumeRefused(f"{output}: cannot read it: {error.strerror or error}") from None
    checker = _RecordWalk(output, shape, items)
    with stream:
        keep = 0
        number = 0
        while True:
            data = stream.readline(MAX_RECORD_LINE + 1)
            if not data:
                break
            number += 1
            whole = data.endswith(b"\n")
            if not whole and len(data) <= MAX_RECORD_LINE:
                checker.cut_line(data, number)  # the last line, cut short by a kill
                break
            checker.line(data, number)
            keep += len(data)
    return ResumePlan(output, keep, checker.answered, checker.has_header)


class _RecordWalk:
    """The lines of an output checked in turn against the input's puzzles (see
    plan_resume)."""

    def __init__(self, output: str, shape: RecordShape, items) -> None:
        self.output = output
        self.shape = shape
        self.items = items
        self.answered = 0
        self.has_header = False
        self.puzzle: Puzzle | None = None  # the puzzle of the record being read

    def refuse(self, number: int, why: str) -> ResumeRefused:
        return ResumeRefused(f"{self.output}:{number}: {why}: nothing was resumed")

    def text_of(self, data: bytes, number: int) -> str:
        if len(data) > MAX_RECORD_LINE:
            raise self.refuse(number, f"a line over {MAX_RECORD_LINE} bytes, not an answer")
        try:
            text = data.decode("utf-8").removesuffix("\n")
        except UnicodeDecodeError:
            raise self.refuse(number, "not text (not UTF-8)") from None
        if any(ch < " " and ch != "\t" for ch in text):
            raise self.refuse(number, "a control character (a NUL, ...), not an answer")
        return text

    def line(self, data: bytes, number: int) -> None:
        text = self.text_of(data, number)
        header = self.shape.header
        if number == 1 and header is not None:
            if text != header:
                raise self.refuse(number, f"not the header {header!r} of this format")
            self.has_header = True
            return
        first = self.shape.starts_record(text)
        if first:
            self.puzzle = self.next_puzzle(number)
            self.answered += 1
        why = self.shape.line_problem(text, self.puzzle, first)
        if why is not None:
            where = "" if self.puzzle is None else f" for {self.puzzle.where}"
            raise self.refuse(number, f"{why}{where}: another format or another input?")
        named = self.shape.named_puzzle(text) if first else None
        expected = None if self.puzzle is None else self.puzzle.grid.to_string()
        if named is not None and named.replace("0", ".") != expected:
            raise self.refuse(
                number, f"answers {named} where the input has {self.puzzle.where}: another input?"
            )

    def cut_line(self, data: bytes, number: int) -> None:
        """A last line without its newline is dropped, if it can be the start of one."""
        text = self.text_of(data, number)
        if not self.shape.could_begin(text, self.answered > 0):
            raise self.refuse(number, "a last line that is not the start of an answer")

    def next_puzzle(self, number: int) -> Puzzle | None:
        """The next puzzle of the input (None for --generate); refused when there is none."""
        if self.items is None:
            return None
        for item in self.items:
            if isinstance(item, Puzzle):
                return item
        raise self.refuse(
            number, f"answers more puzzles than the input has ({self.answered}): another input?"
        )
