"""Replay files (``.lensreplay``): a recorded search, with the teacher's notes, kept to play
again later without solving again.

A replay is the record as one ``RecordDelta`` (what a mirror is built from: each column's
bytes, the pool, the snapshots and the tree's arrays), the puzzle, the strategy and the notes
(step -> text), in a versioned JSON document compressed with zlib: a few bytes an event.
Reading one checks everything before trusting it: a file from a newer version, or a damaged
one, raises ``ReplayError`` naming what is wrong. Pure Python: no Qt here.

Format (after zlib): ``{"format": "sudoku-lens-replay", "version": 2, "events": N,
"puzzle": 81 chars, "strategy": name, "notes": {"step": "text"}, "record": {...}}`` where
the record's byte fields are base64 and its kept events are ``{"type": "Start", ...fields}``.

A replay may come from a stranger, and zlib inflates a thousand times: a 3 MB file can hold
3 GB of nothing. So the document is inflated in chunks, never past a cap set before the bulk
is read: what the events the file declares can take (``events``, the first field, read from
the first bytes inflated; a file written before it was declared is capped by its size
alone), and never more than MAX_RATIO times the file (real replays inflate 3 to 5 times). A
file that inflates past its cap, holds another number of events than it declares, or has
bytes after its compressed stream, is refused with a message that says so. The file itself
is read through ``solver.safe_io`` (a regular file, its size from ``fstat``), and the
document is refused before it is parsed when it holds more lists or values than a replay
of its size can, or a number of more than MAX_DIGITS digits.

Then the one schema: the record in the file is not trusted as it is. Only its events are
taken from it, each field checked (types, ranges, rule and reason names, causes before
their event, each guess's node next in the tree under an earlier parent), and the record is
built again from them by the code that records a live search (``SearchRecord.extend``), so
nothing past the loader meets a record a search could not have made. Every other field the
file holds (the counts, the tree, the pool, the kept events) must equal what the events
built; the boards kept every few hundred events are made again.
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
import itertools
import json
import math
import re
import zlib
from array import array
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import solver
from solver.events import (
    Assume,
    Backtrack,
    Contradiction,
    Deduce,
    Eliminate,
    Exhausted,
    Invalid,
    LimitReached,
    Solved,
    Start,
)
from solver.safe_io import FileRefused, read_bytes_bounded
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model import tree_model as tm
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.support.phrases import say
from sudoku_gui.support.technique_names import TECHNIQUE_NAMES
from sudoku_gui.support.words import translate

FORMAT = "sudoku-lens-replay"
VERSION = 2  # 2: rows keep their causes (a ninth column); 1 is still read, without them
SUFFIX = ".lensreplay"
MAX_BYTES = 200 * 1024 * 1024  # a replay larger than this (compressed) is refused unread
MAX_RATIO = 8  # how many times its size a replay may inflate to (real ones: 3 to 5)
EVENT_BYTES = 1024  # the most document one event can take (real ones: 40 to 80 bytes)
NOTES_BYTES = 4 * 10**6  # the most document the teacher's notes can take, all together
HEAD_BYTES = 64 * 1024  # the rest: format, version, puzzle, strategy, counts
_CHUNK = 1 << 20  # inflated at a time
_BUILD_ROWS = 1 << 16  # rows built again at a time, between two progress reports
# What the document may hold, for its size: real replays hold one list per snapshot (256
# events, some 7 KB) and a few dozen values per snapshot; ``[[],[],...]`` holds one per 3
# bytes and would take a hundred times its size once parsed.
CONTAINERS_BASE = 10_000
CONTAINER_BYTES = 256
VALUE_BYTES = 32
MAX_DIGITS = 20  # a number longer than this is no count, index or limit of a replay
# The start of a document that declares its events (``dumps`` writes the fields in order).
_DECLARED = re.compile(rb'\{"format":"sudoku-lens-replay","version":\d+,"events":(\d+)[,}]')


class ReplayError(ValueError):
    """A replay file that cannot be read: ``str()`` says why."""


@dataclass
class Replay:
    puzzle: str
    strategy: str
    record: SearchRecord
    notes: dict[int, str] = field(default_factory=dict)


def _tree_delta(tree: tm.HypothesisTree) -> tm.TreeDelta:
    """The whole tree as the delta a fresh mirror (its root only) takes in."""
    return tm.TreeDelta(
        nodes_before=1,
        tails=tuple(getattr(tree, name)[1:].tobytes() for name in tm._NODE_ARRAYS),
        changed=((0, *(getattr(tree, name)[0] for name in tm._MUTABLE_ARRAYS)),),
        pyramid=tuple(
            (0, mins.tobytes(), maxs.tobytes())
            for mins, maxs in zip(tree._min_levels, tree._max_levels, strict=True)
        ),
        max_depth=tree.max_depth,
    )


def _event_json(event) -> dict | None:
    if event is None:
        return None
    return {"type": type(event).__name__, **dataclasses.asdict(event)}


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _record_json(record: SearchRecord) -> dict:
    """The record as the replay document keeps it (and as ``loads`` expects to find it)."""
    rows = {
        "columns": [_b64(column.tobytes()) for column in record._columns],
        "pool": _b64(record._pool.tobytes()),
        # (a fresh record holds the first snapshot already: the board before any event)
        "snapshots": _b64(record._snapshots[81:].tobytes()),
        "count_snapshots": record._count_snapshots[1:],
        "kind_counts": record.kind_counts,
        "deduce_counts": record._deduce_counts,
        "names": record._names,
        "whole": {str(index): _event_json(event) for index, event in record._whole.items()},
        "solutions": record.solutions,
        "solution_rows": record.solution_rows,
        "start": _event_json(record.start),
        "final": _event_json(record.final),
        "tree": dataclasses.asdict(_tree_delta(record.tree)),
    }
    tree = rows["tree"]
    tree["tails"] = [_b64(tail) for tail in tree["tails"]]
    tree["pyramid"] = [[start, _b64(mins), _b64(maxs)] for start, mins, maxs in tree["pyramid"]]
    return rows


def dumps(replay: Replay) -> bytes:
    """The file's bytes."""
    document = {
        "format": FORMAT,
        "version": VERSION,
        "events": len(replay.record),  # (first: a reader caps what it inflates by it)
        "puzzle": replay.puzzle,
        "strategy": replay.strategy,
        "notes": {str(step): text for step, text in sorted(replay.notes.items())},
        "record": _record_json(replay.record),
    }
    return zlib.compress(json.dumps(document, separators=(",", ":")).encode("utf-8"), 6)


class ReplayCancelled(ReplayError):
    """The reading was cancelled (its ``progress`` callback said to stop)."""


def loads(data: bytes, progress: Callable[[float], bool] | None = None) -> Replay:
    """The replay in ``data``; ReplayError when it is not one this version reads.
    ``progress(done)`` hears how far the reading is (0..1: inflating, then checking the
    events) between chunks, and stops it (ReplayCancelled) by returning False."""
    if len(data) > MAX_BYTES:
        raise ReplayError(
            translate("Replay", "the file is over {most} MB").format(most=MAX_BYTES // 1024**2)
        )
    try:
        declared, text = _inflate(data, progress)
        document = _parse(text)
    except ReplayError:
        raise
    except (zlib.error, UnicodeDecodeError, ValueError, RecursionError) as error:
        raise ReplayError(
            translate("Replay", "not a replay file ({problem})").format(problem=error)
        ) from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise ReplayError(translate("Replay", "not a Sudoku Lens replay"))
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version > VERSION:
        raise ReplayError(
            translate(
                "Replay", "made by a newer version (format {version}); this one reads {known}"
            ).format(version=version, known=VERSION)
        )
    if version < 1:
        raise _damaged(f"version {version}")
    replay = _replay_from(document, version, progress)
    if declared is not None and declared != len(replay.record):
        raise _damaged(
            translate("Replay", "it declares {declared} events but holds {held}").format(
                declared=declared, held=len(replay.record)
            )
        )
    return replay


def _damaged(problem: str) -> ReplayError:
    return ReplayError(
        translate("Replay", "the file is damaged ({problem})").format(problem=problem)
    )


def _inflate(
    data: bytes, progress: Callable[[float], bool] | None = None
) -> tuple[int | None, bytearray]:
    """The events ``data`` declares (None: it does not), and the document it inflates to,
    inflated in chunks and refused (ReplayError) past its cap (see the module docstring),
    or when bytes follow the compressed stream; ``progress`` as ``loads`` says."""
    inflater = zlib.decompressobj()
    text = bytearray(inflater.decompress(data, 256))
    found = _DECLARED.match(text)
    declared = int(found[1]) if found else None
    cap = MAX_RATIO * len(data) + HEAD_BYTES
    if declared is not None:
        cap = min(cap, declared * EVENT_BYTES + NOTES_BYTES + HEAD_BYTES)
    while not inflater.eof and inflater.unconsumed_tail:
        if progress is not None and not progress(
            (1 - len(inflater.unconsumed_tail) / len(data)) / 2
        ):
            raise ReplayCancelled(translate("Replay", "cancelled"))
        text += inflater.decompress(inflater.unconsumed_tail, min(_CHUNK, cap + 1 - len(text)))
        if len(text) > cap:
            if declared is None:
                why = translate(
                    "Replay", "it inflates past {most} MB, over {ratio} times its size"
                ).format(most=f"{cap / 10**6:.1f}", ratio=MAX_RATIO)
            else:
                why = translate(
                    "Replay", "it inflates past {most} MB, more than its {events} events can need"
                ).format(most=f"{cap / 10**6:.1f}", events=declared)
            raise ReplayError(
                translate("Replay", "refused: {why}; it may be made to exhaust memory").format(
                    why=why
                )
            )
    if not inflater.eof:
        raise zlib.error(translate("Replay", "the compressed data is cut short"))
    if inflater.unused_data:
        raise _damaged(f"{len(inflater.unused_data)} bytes after its compressed data")
    return declared, text


def _parse(text: bytearray) -> object:
    """The JSON document ``text`` holds, refused before parsing when it holds more lists,
    objects or values than a replay of its size can (``[[],[],...]`` would take a hundred
    times its size in memory), and at a number of more than MAX_DIGITS digits."""
    containers = text.count(b"[") + text.count(b"{")
    values = containers + text.count(b",") + text.count(b":")
    if containers > CONTAINERS_BASE + len(text) // CONTAINER_BYTES or (
        values > CONTAINERS_BASE + len(text) // VALUE_BYTES
    ):
        raise _damaged(
            f"{containers} lists and {values} values in {len(text)} bytes, more than a replay holds"
        )
    return json.loads(text.decode("utf-8"), parse_int=_small_int, parse_constant=_no_constant)


def _small_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise _damaged(f"a number of {len(digits)} digits")
    return int(digits)


def _no_constant(name: str) -> float:
    raise _damaged(f"{name} is not a number a replay holds")


def file_bytes(path: Path) -> bytes:
    """The bytes of the replay file ``path``: a regular file of at most MAX_BYTES, refused
    before a byte is read otherwise (a FIFO, a device, a folder, a file too big); a
    ReplayError saying what is wrong."""
    try:
        return read_bytes_bounded(path, MAX_BYTES)
    except FileRefused as error:
        raise ReplayError(str(say(error.reason))) from None
    except OSError as error:
        raise ReplayError(str(error.strerror or error)) from None


def read(path: Path, progress: Callable[[float], bool] | None = None) -> Replay:
    """The replay in the file ``path``; ReplayError naming the file and what is wrong
    (``progress`` as ``loads`` says)."""
    try:
        return loads(file_bytes(path), progress)
    except ReplayCancelled:
        raise
    except ReplayError as error:
        raise ReplayError(f"{Path(path).name}: {error}") from None


# --------------------------------------------------------------------- the one schema
#
# A replay's record is not trusted as it is: only the events are taken from it, each field
# checked (types, ranges, names), and the record is built again from them by the code that
# records a live search (``SearchRecord.extend``), so nothing past the loader meets a
# record a search could not have made. Every other field the file holds (the snapshots,
# the counts, the tree, the pool) must then equal what the events built.


class _Rows:
    """The columns of a replay's rows, decoded and checked for length, and the pool."""

    TYPECODES = "BbBBbiHii"  # kind, cell, digit, code, unit, current, before, ref, cause

    def __init__(self, rows: dict, version: int) -> None:
        columns = _field(rows, "columns", list)
        wanted = len(self.TYPECODES) - (1 if version == 1 else 0)
        if len(columns) != wanted:
            raise _damaged(f"{len(columns)} columns, not {wanted}")
        arrays = [
            _array(code, text, "a column")
            for code, text in zip(self.TYPECODES, columns, strict=False)
        ]
        if len({len(values) for values in arrays}) > 1:
            raise _damaged(translate("Replay", "its columns disagree"))
        (self.kind, self.cell, self.digit, self.code, self.unit, self.current) = arrays[:6]
        self.ref = arrays[7]
        self.cause = arrays[8] if version > 1 else array("i", [-1]) * len(self.kind)
        self.pool = _array("i", _field(rows, "pool", str), "the pool")
        self.names = _field(rows, "names", list)
        if not all(isinstance(name, str) for name in self.names):
            raise _damaged("a rule name that is not text")
        self.whole = _field(rows, "whole", dict)
        self.solutions = _field(rows, "solutions", list)
        tree = _field(rows, "tree", dict)
        tails = _field(tree, "tails", list)
        if len(tails) != len(tm._NODE_ARRAYS) or not isinstance(tails[0], str):
            raise _damaged("the tree's arrays")
        self.parents = array("i", [-1]) + _array("i", tails[0], "the tree")

    def __len__(self) -> int:
        return len(self.kind)

    def items(self, ref: int, index: int, what: str) -> array:
        """The pool entries ``ref`` points to (see ``SearchRecord._pool_add``)."""
        if ref < -1:
            return array("i", (-2 - ref,))
        if ref == -1:
            return array("i")
        if ref >= len(self.pool) or not 0 <= self.pool[ref] <= len(self.pool) - ref - 1:
            raise _damaged(f"event {index}: its {what} point past the pool")
        return self.pool[ref + 1 : ref + 1 + self.pool[ref]]

    def events(self) -> Iterator[object]:
        """Each row's event, its fields checked; raises ReplayError at the first wrong one."""
        nodes = 1
        last = len(self.kind) - 1
        for index, kind in enumerate(self.kind):
            event = self._event(index, kind, nodes)
            if kind == rec.ASSUME:
                nodes += 1
            _check(index == 0 or kind != rec.START, index, "a second start")
            _check(index == last or kind not in _FINAL_KINDS, index, "events after the end")
            yield event

    def _event(self, index: int, kind: int, nodes: int) -> object:
        cell, digit, unit = self.cell[index], self.digit[index], self.unit[index]
        node = self.current[index]
        if kind in _KEPT_WHOLE_KINDS:
            return _whole_event(self.whole.get(str(index)), kind, index)
        _check(str(index) not in self.whole, index, "a kept event on a plain row")
        _check(-1 <= unit < 27 and -1 <= cell < 81, index, "a cell or unit out of range")
        _check(0 <= node < nodes + (kind == rec.ASSUME), index, "an unknown node")
        if kind in (rec.DEDUCE, rec.ELIMINATE, rec.ASSUME):
            _check(cell >= 0 and 1 <= digit <= 9, index, "a cell or digit out of range")
        if kind in (rec.DEDUCE, rec.ELIMINATE, rec.CONTRADICTION):
            because = tuple(self.items(self.cause[index], index, "causes"))
            _check(all(0 <= cause < index for cause in because), index, "a cause not before it")
        if kind in (rec.DEDUCE, rec.ELIMINATE):
            rule = self._name(index, RULE_NAMES, "rule")
            if kind == rec.DEDUCE:
                return Deduce(cell, digit, rule, unit, node, because)
            cells = tuple(self.items(self.ref[index], index, "cells"))
            _check(all(0 <= other < 81 for other in cells), index, "a cell out of range")
            return Eliminate(cell, digit, rule, unit, cells, node, because)
        if kind == rec.ASSUME:
            parent = self.parents[node] if node < len(self.parents) else -1
            depth = self.code[index]
            _check(0 <= parent < node == nodes, index, "a guess out of order in the tree")
            _check(1 <= depth <= 81, index, "a guess deeper than a board")
            options = [divmod(v, 16) for v in self.items(self.ref[index], index, "options")]
            _check(all(0 <= c < 81 and 1 <= d <= 9 for c, d in options), index, "an option")
            return Assume(cell, digit, depth, node, parent, tuple(options), unit)
        if kind == rec.CONTRADICTION:
            _check(0 <= digit <= 9, index, "a digit out of range")
            return Contradiction(node, cell, unit, digit, because)
        if kind == rec.BACKTRACK:
            _check(digit <= 81, index, "a depth deeper than a board")
            return Backtrack(node, cell, digit, self._name(index, BACKTRACK_REASONS, "reason"))
        if kind == rec.SOLVED:
            number = self.ref[index]
            _check(1 <= number <= len(self.solutions), index, "an unknown solution")
            solution = self.solutions[number - 1]
            _check(_is_solution(solution), index, "a solution that is not 81 digits")
            return Solved(solution, node, number)
        raise _damaged(f"event {index}: an event of an unknown kind ({kind})")

    def _name(self, index: int, known: frozenset[str], what: str) -> str:
        code = self.code[index]
        _check(code < len(self.names), index, f"an unknown {what}")
        name = self.names[code]
        _check(name in known, index, f"an unknown {what} {name[:40]!r}")
        return name


_FINAL_KINDS = (rec.EXHAUSTED, rec.LIMIT, rec.INVALID)
_KEPT_WHOLE_KINDS = (rec.START, *_FINAL_KINDS)
RULE_NAMES = frozenset(TECHNIQUE_NAMES)
BACKTRACK_REASONS = frozenset(reason.value for reason in rec.BacktrackReason)
_DIGITS = frozenset("123456789")
_STRATEGIES = tuple(solver.STRATEGIES)  # (``in`` compares: a list or a dict is no key here)


def _check(condition: bool, index: int, problem: str) -> None:
    if not condition:
        raise _damaged(f"event {index}: {problem}")


def _is_solution(text: object) -> bool:
    return isinstance(text, str) and len(text) == 81 and set(text) <= _DIGITS


def _field(place: dict, name: str, kind: type) -> object:
    """``place[name]``, checked to be a ``kind`` (a bool is not an int here)."""
    value = place.get(name) if isinstance(place, dict) else None
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise _damaged(f"its {name} is not {_KIND_WORDS.get(kind, kind.__name__)}")
    return value


_KIND_WORDS = {str: "text", int: "a whole number", list: "a list", dict: "an object"}


def _array(typecode: str, text: str, what: str) -> array:
    if not isinstance(text, str):
        raise _damaged(f"{what} is not text")
    try:
        data = base64.b64decode(text, validate=True)
        values = array(typecode)
        values.frombytes(data)
    except (binascii.Error, ValueError):
        raise _damaged(f"{what} is not whole base64 numbers") from None
    return values


def _whole_event(data: object, kind: int, index: int) -> object:
    """A Start, Exhausted, LimitReached or Invalid event from its JSON form, every field
    checked; ReplayError naming event ``index`` otherwise."""
    cls = {rec.START: Start, rec.EXHAUSTED: Exhausted, rec.LIMIT: LimitReached}.get(kind, Invalid)
    _check(isinstance(data, dict) and data.get("type") == cls.__name__, index, "a kept event")
    _check(set(data) == {"type", *(f.name for f in dataclasses.fields(cls))}, index, "its fields")
    if cls is Start:
        givens = data["givens"]
        _check(
            isinstance(givens, list)
            and len(givens) == 81
            and all(type(v) is int and 0 <= v <= 9 for v in givens),
            index,
            "givens that are not 81 digits",
        )
        _check(data["strategy"] in _STRATEGIES, index, "an unknown strategy")
        return Start(tuple(givens), data["strategy"])
    if cls is Exhausted:
        _check(_count(data["solutions"]), index, "a count out of range")
        return Exhausted(data["solutions"])
    if cls is LimitReached:
        limit = data["limit"]
        _check(data["what"] in ("nodes", "time"), index, "an unknown limit")
        _check(_count(data["solutions"]), index, "a count out of range")
        _check(
            type(limit) in (int, float) and math.isfinite(limit) and limit >= 0,
            index,
            "a limit out of range",
        )
        return LimitReached(data["what"], limit, data["solutions"])
    conflicts = data["conflicts"]
    _check(isinstance(conflicts, list) and len(conflicts) <= 81 * 27, index, "its conflicts")
    found = []
    for conflict in conflicts:
        _check(isinstance(conflict, list) and len(conflict) == 3, index, "a conflict")
        digit, unit, cells = conflict
        _check(
            type(digit) is int
            and 1 <= digit <= 9
            and type(unit) is int
            and 0 <= unit < 27
            and isinstance(cells, list)
            and len(cells) <= 9
            and all(type(c) is int and 0 <= c < 81 for c in cells),
            index,
            "a conflict out of range",
        )
        found.append((digit, unit, tuple(cells)))
    return Invalid(tuple(found))


def _count(value: object) -> bool:
    return type(value) is int and 0 <= value < 2**31


def _notes(document: dict, events: int) -> dict[int, str]:
    notes = document.get("notes", {})
    if not isinstance(notes, dict):
        raise _damaged("its notes are not an object")
    checked = {}
    for step, text in notes.items():
        if not (step.isdecimal() and len(step) <= 10 and int(step) <= events):
            raise _damaged(f"a note at step {step[:20]!r}, not one of its {events} steps")
        if not isinstance(text, str):
            raise _damaged(f"the note at step {step} is not text")
        checked[int(step)] = text
    return checked


def _replay_from(
    document: dict, version: int, progress: Callable[[float], bool] | None = None
) -> Replay:
    """The replay ``document`` holds, its record built again from its checked events."""
    puzzle = _field(document, "puzzle", str)
    try:
        solver.parse(puzzle)
    except solver.ParseError as error:
        raise _damaged(f"its puzzle: {error}") from None
    strategy = _field(document, "strategy", str)
    if strategy not in _STRATEGIES:
        raise _damaged(f"an unknown strategy {strategy[:40]!r}")
    rows = _field(document, "record", dict)
    source = _Rows(rows, version)
    record = SearchRecord()
    events = source.events()
    total = max(len(source), 1)
    try:
        while len(record) < len(source):
            if progress is not None and not progress(0.5 + len(record) / total / 2):
                raise ReplayCancelled(translate("Replay", "cancelled"))
            record.extend(itertools.islice(events, _BUILD_ROWS))
    except (ValueError, IndexError) as error:
        if isinstance(error, ReplayError):
            raise
        raise _damaged(f"event {len(record)}: {error}") from None
    expected = json.loads(json.dumps(_record_json(record)))
    found = dict(rows)
    # The boards and counts kept every few hundred events are made again, never read: a
    # record may keep them at other spacings than the one built here.
    for derived in ("snapshots", "count_snapshots"):
        del expected[derived]
    if version == 1:  # saved before causes were kept: its pool and pool references differ
        del expected["pool"], found["pool"]
        expected["columns"] = expected["columns"][:7]
        found["columns"] = found["columns"][:7]
    for key, value in expected.items():
        if found.get(key) != value:
            raise _damaged(f"its {key} disagree with its events")
    return Replay(puzzle, strategy, record, _notes(document, len(record)))
