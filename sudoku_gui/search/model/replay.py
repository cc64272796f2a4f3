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
file that inflates past its cap, or holds another number of events than it declares, is
refused with a message that says so.
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
import json
import re
import zlib
from array import array
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from solver.events import Exhausted, Invalid, LimitReached, Start
from sudoku_gui.search.model import tree_model as tm
from sudoku_gui.search.model.recording import RecordDelta, SearchRecord
from sudoku_gui.support.words import translate

FORMAT = "sudoku-lens-replay"
VERSION = 2  # 2: rows keep their causes (a ninth column); 1 is still read, without them
SUFFIX = ".lensreplay"
MAX_BYTES = 200 * 10**6  # a replay larger than this (compressed) is refused unread
MAX_RATIO = 8  # how many times its size a replay may inflate to (real ones: 3 to 5)
EVENT_BYTES = 1024  # the most document one event can take (real ones: 40 to 80 bytes)
NOTES_BYTES = 4 * 10**6  # the most document the teacher's notes can take, all together
HEAD_BYTES = 64 * 1024  # the rest: format, version, puzzle, strategy, counts
_CHUNK = 1 << 20  # inflated at a time
# The start of a document that declares its events (``dumps`` writes the fields in order).
_DECLARED = re.compile(rb'\{"format":"sudoku-lens-replay","version":\d+,"events":(\d+)[,}]')
_KEPT = {cls.__name__: cls for cls in (Start, Exhausted, LimitReached, Invalid)}


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


def _event_from(data) -> object:
    if data is None:
        return None
    cls = _KEPT.get(data.pop("type", None)) if isinstance(data, dict) else None
    if cls is None:
        raise ReplayError("an event of an unknown kind")
    values = {f.name: data[f.name] for f in dataclasses.fields(cls)}
    if cls is Start:
        values["givens"] = tuple(values["givens"])
    if cls is Invalid:
        values["conflicts"] = tuple((d, u, tuple(cells)) for d, u, cells in values["conflicts"])
    return cls(**values)


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def dumps(replay: Replay) -> bytes:
    """The file's bytes."""
    record = replay.record
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
    document = {
        "format": FORMAT,
        "version": VERSION,
        "events": len(record),  # (first: a reader caps what it inflates by it)
        "puzzle": replay.puzzle,
        "strategy": replay.strategy,
        "notes": {str(step): text for step, text in sorted(replay.notes.items())},
        "record": rows,
    }
    return zlib.compress(json.dumps(document, separators=(",", ":")).encode("utf-8"), 6)


class ReplayCancelled(ReplayError):
    """The reading was cancelled (its ``progress`` callback said to stop)."""


def loads(data: bytes, progress: Callable[[float], bool] | None = None) -> Replay:
    """The replay in ``data``; ReplayError when it is not one this version reads.
    ``progress(done)`` hears how much of ``data`` is inflated (0..1) between chunks, and
    stops the reading (ReplayCancelled) by returning False."""
    if len(data) > MAX_BYTES:
        raise ReplayError(
            translate("Replay", "the file is over {most} MB").format(most=MAX_BYTES // 10**6)
        )
    try:
        declared, text = _inflate(data, progress)
        document = json.loads(text.decode("utf-8"))
    except ReplayError:
        raise
    except (zlib.error, UnicodeDecodeError, ValueError, RecursionError) as error:
        raise ReplayError(
            translate("Replay", "not a replay file ({problem})").format(problem=error)
        ) from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise ReplayError(translate("Replay", "not a Sudoku Lens replay"))
    version = document.get("version")
    if not isinstance(version, int) or version > VERSION:
        raise ReplayError(
            translate(
                "Replay", "made by a newer version (format {version}); this one reads {known}"
            ).format(version=version, known=VERSION)
        )
    try:
        replay = _replay_from(document, version)
    except ReplayError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, binascii.Error) as error:
        raise ReplayError(
            translate("Replay", "the file is damaged ({problem})").format(
                problem=f"{type(error).__name__}: {error}"
            )
        ) from None
    if declared is not None and declared != len(replay.record):
        raise ReplayError(
            translate("Replay", "the file is damaged ({problem})").format(
                problem=translate(
                    "Replay", "it declares {declared} events but holds {held}"
                ).format(declared=declared, held=len(replay.record))
            )
        )
    return replay


def _inflate(
    data: bytes, progress: Callable[[float], bool] | None = None
) -> tuple[int | None, bytearray]:
    """The events ``data`` declares (None: it does not), and the document it inflates to,
    inflated in chunks and refused (ReplayError) past its cap (see the module docstring);
    ``progress`` as ``loads`` says."""
    inflater = zlib.decompressobj()
    text = bytearray(inflater.decompress(data, 256))
    found = _DECLARED.match(text)
    declared = int(found[1]) if found else None
    cap = MAX_RATIO * len(data) + HEAD_BYTES
    if declared is not None:
        cap = min(cap, declared * EVENT_BYTES + NOTES_BYTES + HEAD_BYTES)
    while not inflater.eof and inflater.unconsumed_tail:
        if progress is not None and not progress(1 - len(inflater.unconsumed_tail) / len(data)):
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
    return declared, text


def read(path: Path, progress: Callable[[float], bool] | None = None) -> Replay:
    """The replay in the file ``path``; ReplayError naming the file and what is wrong
    (``progress`` as ``loads`` says)."""
    try:
        return loads(Path(path).read_bytes(), progress)
    except OSError as error:
        raise ReplayError(f"{Path(path).name}: {error.strerror or error}") from None
    except ReplayCancelled:
        raise
    except ReplayError as error:
        raise ReplayError(f"{Path(path).name}: {error}") from None


def _replay_from(document: dict, version: int) -> Replay:
    rows = document["record"]
    tree = rows["tree"]
    columns = [base64.b64decode(column) for column in rows["columns"]]
    if version == 1:  # no causes: each row's cause is "none"
        columns.append(array("i", [-1]).tobytes() * len(columns[0]))
    delta = RecordDelta(
        rows_before=0,
        columns=tuple(columns),
        pool=base64.b64decode(rows["pool"]),
        snapshots=base64.b64decode(rows["snapshots"]),
        count_snapshots=tuple((tuple(a), tuple(b)) for a, b in rows["count_snapshots"]),
        kind_counts=tuple(rows["kind_counts"]),
        deduce_counts=tuple(rows["deduce_counts"]),
        names=tuple(str(name) for name in rows["names"]),
        whole={int(index): _event_from(event) for index, event in rows["whole"].items()},
        solutions=tuple(str(s) for s in rows["solutions"]),
        solution_rows=tuple(int(r) for r in rows["solution_rows"]),
        start=_event_from(rows["start"]),
        final=_event_from(rows["final"]),
        tree=tm.TreeDelta(
            nodes_before=int(tree["nodes_before"]),
            tails=tuple(base64.b64decode(tail) for tail in tree["tails"]),
            changed=tuple(tuple(values) for values in tree["changed"]),
            pyramid=tuple(
                (int(start), base64.b64decode(mins), base64.b64decode(maxs))
                for start, mins, maxs in tree["pyramid"]
            ),
            max_depth=int(tree["max_depth"]),
        ),
    )
    record = SearchRecord()
    record.apply(delta)
    sizes = {len(column) for column in record._columns}
    if len(sizes) != 1 or len(record.tree.depth) != len(record.tree.parent):
        raise ReplayError(
            translate("Replay", "the file is damaged ({problem})").format(
                problem=translate("Replay", "its columns disagree")
            )
        )
    notes = {int(step): str(text) for step, text in document.get("notes", {}).items()}
    return Replay(str(document["puzzle"]), str(document["strategy"]), record, notes)
