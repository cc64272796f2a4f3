"""What the learner has mastered, and when each technique comes back for review.

Every exercise answered is an attempt (technique, started, finished, hints used, verdict).
A technique is mastered after ``STREAK_TO_MASTER`` exercises in a row solved right without
hints (YZF Sudoku's rule). A mastered technique is due for review ``REVIEW_DAYS`` after (1,
then 3, 7 and 14 days, and every 14 days after that): a clean solve once it is due advances
the interval; a failed attempt (not right, or with hints) on a mastered technique, due or
not, sends it back to learning. A clean solve before it is due changes nothing.

The store is a SQLite database (stdlib ``sqlite3``) in the app's data folder, in WAL mode
with full sync: each ``record_attempt`` writes the attempt and the technique's new state in
one transaction, so a process killed at any moment leaves either both or neither. The
schema's version is ``PRAGMA user_version``; ``MIGRATIONS`` take an older database to the
current one (each a function run in its own transaction). The state of a technique is a
function of its attempts (``replay``), which is what the migrations and ``import_json``
rebuild it from. Plain Python: no Qt (the clock is injectable, for tests).

A store may be damaged (a row that is no time, pages overwritten) or held by another
process: opening runs ``PRAGMA quick_check`` and reads every row through the checks an
import uses, and ``open_store`` keeps a store that fails them aside under a fresh name
(``gym.sqlite3.damaged-N``) and starts a fresh one, saying so, so the app always starts.
The window records through ``queue_attempt``: a worker thread with its own connection
writes the queue with a busy timeout, an attempt it cannot write is kept and tried again
(and left in ``gym.sqlite3.pending.json`` for the next start if the app closes first), and
the reads count the queued attempts, so the window never waits on the disk.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import threading
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from solver.gym import LESSON_OF, LESSONS, PARTLY, RIGHT, WRONG, Tier
from solver.safe_io import FileRefused, move_aside, read_bytes_bounded, write_text_atomic

FILE_NAME = "gym.sqlite3"
STREAK_TO_MASTER = 2
REVIEW_DAYS = (1, 3, 7, 14)
VERDICTS = (RIGHT, PARTLY, WRONG)
NEW, LEARNING, MASTERED, DUE = "new", "learning", "mastered", "due"
# An export holds at most this many attempts, and a file to import at most this many bytes.
MAX_ATTEMPTS = 200_000
MAX_IMPORT_BYTES = 32 * 1024 * 1024
EXPORT_FORMAT = "sudoku-lens-gym"
EXPORT_VERSION = 1
# How long a connection waits for another's write lock: the queue's writer (off the GUI
# thread) a while, the GUI thread's own reads and commands only briefly.
WRITER_BUSY_MS = 2000
READER_BUSY_MS = 250
RETRY_SECONDS = 1.0  # between two tries of an attempt the store would not take
CLOSE_SECONDS = 3.0  # how long closing waits for the queue to empty
# Attempts still queued when the store closes wait in this file beside it for the next start.
PENDING_SUFFIX = ".pending.json"
DAMAGED_TAG = "damaged"
FIRST_YEAR, LAST_YEAR = 2000, 2999  # the years an attempt's times may be in

Clock = Callable[[], datetime]


def utc_now() -> datetime:
    return datetime.now(UTC)


def default_path() -> Path:
    """The store's file in the app's data folder (``SUDOKU_LENS_DATA_DIR`` in tests)."""
    from sudoku_gui.support.user_data import data_folder

    return data_folder() / FILE_NAME


@dataclass(frozen=True)
class Attempt:
    """One exercise answered: times are aware UTC datetimes; ``hints`` the hint levels
    asked; ``verdict`` one of VERDICTS."""

    technique: str
    started: datetime
    finished: datetime
    hints: int
    verdict: str

    @property
    def clean(self) -> bool:
        """Solved right without hints: what counts toward mastery and review."""
        return self.verdict == RIGHT and self.hints == 0

    @property
    def seconds(self) -> float:
        return max(0.0, (self.finished - self.started).total_seconds())


@dataclass(frozen=True)
class Progress:
    """The stored state of one technique: ``streak`` clean solves in a row, ``mastered``,
    ``stage`` (how many reviews passed: the index into REVIEW_DAYS) and ``next_review``."""

    streak: int = 0
    mastered: bool = False
    stage: int = 0
    next_review: datetime | None = None


def advance(progress: Progress, attempt: Attempt) -> Progress:
    """The state after ``attempt`` (the rules of the module docstring)."""
    if not attempt.clean:
        return Progress()
    if progress.mastered:
        if progress.next_review is not None and attempt.finished < progress.next_review:
            return progress
        stage = progress.stage + 1
        return Progress(progress.streak + 1, True, stage, _review_after(attempt, stage))
    streak = progress.streak + 1
    if streak >= STREAK_TO_MASTER:
        return Progress(streak, True, 0, _review_after(attempt, 0))
    return Progress(streak)


def _review_after(attempt: Attempt, stage: int) -> datetime:
    return attempt.finished + timedelta(days=REVIEW_DAYS[min(stage, len(REVIEW_DAYS) - 1)])


def replay(attempts: Iterable[Attempt]) -> dict[str, Progress]:
    """Each technique's state after ``attempts`` (taken in the order they finished)."""
    states: dict[str, Progress] = {}
    for attempt in sorted(attempts, key=lambda a: a.finished):
        states[attempt.technique] = advance(states.get(attempt.technique, Progress()), attempt)
    return states


@dataclass(frozen=True)
class TechniqueState:
    """What the progress page shows of one technique: ``status`` (NEW, LEARNING, MASTERED or
    DUE), the ``streak`` of clean solves, ``next_review`` (None unless mastered), how many
    ``attempts``, their ``mean_seconds`` (None before the first) and ``hints_used`` in
    all."""

    technique: str
    status: str
    streak: int
    next_review: datetime | None
    attempts: int
    mean_seconds: float | None
    hints_used: int


@dataclass(frozen=True)
class TierSummary:
    """One tier on the progress page: how many of its techniques are in each status, and
    its attempts' count, mean time and hints."""

    tier: Tier
    techniques: int
    new: int
    learning: int
    mastered: int
    due: int
    attempts: int
    mean_seconds: float | None
    hints_used: int


class StoreError(ValueError):
    """A database or an import file the store cannot use; the message says why."""


def _create_attempts(db: sqlite3.Connection) -> None:
    db.execute(
        "CREATE TABLE attempts (id INTEGER PRIMARY KEY, technique TEXT NOT NULL, "
        "started TEXT NOT NULL, finished TEXT NOT NULL, hints INTEGER NOT NULL, "
        "verdict TEXT NOT NULL)"
    )


def _create_state(db: sqlite3.Connection) -> None:
    """Version 2: each technique's state kept beside the attempts (built from them)."""
    db.execute(
        "CREATE TABLE technique_state (technique TEXT PRIMARY KEY, streak INTEGER NOT NULL, "
        "mastered INTEGER NOT NULL, stage INTEGER NOT NULL, next_review TEXT)"
    )
    db.execute("CREATE INDEX attempts_by_technique ON attempts (technique, finished)")
    _write_states(db, replay(_read_attempts(db)))


# MIGRATIONS[i] takes a database of version i to version i + 1.
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_create_attempts, _create_state)
SCHEMA_VERSION = len(MIGRATIONS)


def _text(moment: datetime) -> str:
    if moment.tzinfo is None:
        raise ValueError(f"a time without a time zone: {moment!r}")
    return moment.astimezone(UTC).isoformat()


def _moment(text: str) -> datetime:
    moment = datetime.fromisoformat(text)
    if moment.tzinfo is None:
        raise ValueError(f"a time without a time zone: {text!r}")
    return moment.astimezone(UTC)


def _read_attempts(db: sqlite3.Connection, technique: str | None = None) -> list[Attempt]:
    """The attempts stored (of one technique, or all), oldest first, each row checked as an
    import is; a row that fails raises StoreError naming it."""
    query = "SELECT id, technique, started, finished, hints, verdict FROM attempts"
    rows = (
        db.execute(query + " WHERE technique = ? ORDER BY finished, id", (technique,))
        if technique is not None
        else db.execute(query + " ORDER BY finished, id")
    )
    return [_attempt_row(row) for row in rows]


def _attempt_row(row: tuple) -> Attempt:
    number, technique, started, finished, hints, verdict = row
    try:
        if not isinstance(started, str) or not isinstance(finished, str):
            raise ValueError("times must be ISO 8601 texts")
        attempt = Attempt(technique, _moment(started), _moment(finished), hints, verdict)
        _check_attempt(attempt)
    except (ValueError, TypeError, OverflowError) as error:
        raise StoreError(f"attempt {number}: {error}") from None
    return attempt


def _progress_row(row: tuple) -> Progress:
    technique, streak, mastered, stage, next_review = row
    try:
        if technique not in LESSON_OF:
            raise ValueError(f"unknown technique {technique!r}")
        for name, value in (("streak", streak), ("stage", stage)):
            if type(value) is not int or not 0 <= value <= MAX_ATTEMPTS:
                raise ValueError(f"{name} must be a count, not {value!r}")
        if mastered not in (0, 1) or (next_review is not None and not isinstance(next_review, str)):
            raise ValueError("a state that is not one")
        moment = None if next_review is None else _moment(next_review)
    except (ValueError, TypeError, OverflowError) as error:
        raise StoreError(f"the state of {str(technique)[:40]!r}: {error}") from None
    return Progress(streak, bool(mastered), stage, moment)


def _write_states(db: sqlite3.Connection, states: dict[str, Progress]) -> None:
    db.executemany(
        "INSERT OR REPLACE INTO technique_state VALUES (?, ?, ?, ?, ?)",
        [
            (
                name,
                p.streak,
                int(p.mastered),
                p.stage,
                None if p.next_review is None else _text(p.next_review),
            )
            for name, p in states.items()
        ],
    )


class MasteryStore:
    """The learner's attempts and each technique's state, in the SQLite file ``path`` (made
    and migrated on opening). ``clock`` gives the time (aware, UTC) when none is passed."""

    def __init__(self, path: Path | str, clock: Clock = utc_now) -> None:
        self.path = Path(path)
        self.clock = clock
        self._memory = str(path) == ":memory:"
        # Attempts queued and not yet written, and the lock that makes "written, no longer
        # queued" one step for the readers.
        self._pending: list[Attempt] = []
        self._lock = threading.Lock()
        self._writer: _Writer | None = None
        if not self._memory:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = _connect(path, READER_BUSY_MS)
        except sqlite3.Error as error:
            raise StoreError(f"{self.path.name}: not a usable gym database ({error})") from None
        try:
            self._check()
            self._migrate()
            _read_attempts(self._db)  # every row checked: StoreError at one that is not
            for row in self._db.execute("SELECT * FROM technique_state"):
                _progress_row(row)
            self._take_pending()
        except sqlite3.Error as error:
            self._db.close()
            raise StoreError(f"{self.path.name}: not a usable gym database ({error})") from None
        except StoreError as error:
            self._db.close()
            raise StoreError(f"{self.path.name}: {error}") from None

    def _check(self) -> None:
        problems = [row[0] for row in self._db.execute("PRAGMA quick_check(5)")]
        if problems != ["ok"]:
            raise StoreError(f"damaged ({'; '.join(str(p) for p in problems)[:200]})")

    def close(self) -> None:
        """Close the store; attempts still queued are written first (for a few seconds at
        most) or kept in the pending file for the next start."""
        if self._writer is not None:
            self._writer.stop(CLOSE_SECONDS)
            self._writer = None
        with self._lock:
            left, self._pending = list(self._pending), []
        if left:
            with contextlib.suppress(OSError):
                _write_export(_pending_path(self.path), left, {})
        self._db.close()

    def __enter__(self) -> MasteryStore:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    @property
    def version(self) -> int:
        return self._db.execute("PRAGMA user_version").fetchone()[0]

    def _migrate(self) -> None:
        version = self.version
        if version > SCHEMA_VERSION:
            raise StoreError(
                f"{self.path}: made by a newer version of the app (schema {version}, this "
                f"one knows up to {SCHEMA_VERSION})"
            )
        for number in range(version, SCHEMA_VERSION):
            with self._transaction():
                MIGRATIONS[number](self._db)
                self._db.execute(f"PRAGMA user_version = {number + 1}")

    def _transaction(self):
        return _Transaction(self._db)

    # ---- writing

    def record_attempt(
        self,
        technique: str,
        started: datetime,
        finished: datetime | None = None,
        hints: int = 0,
        verdict: str = RIGHT,
    ) -> TechniqueState:
        """Keep one answered exercise (``finished`` defaults to the clock's now) and the
        technique's new state, in one transaction; the state after it."""
        attempt = Attempt(technique, started, finished or self.clock(), hints, verdict)
        _check_attempt(attempt)
        with self._transaction():
            _insert(self._db, [attempt])
            _write_states(self._db, {technique: advance(self._progress(technique), attempt)})
        return self.state(technique)

    def queue_attempt(
        self, technique: str, started: datetime, finished: datetime, hints: int, verdict: str
    ) -> None:
        """Keep one answered exercise without waiting for the disk: a worker thread with its
        own connection writes it (and the technique's new state) as ``record_attempt``
        does, trying again while the store is busy or the disk fails; the reads count it
        from now on. A store in memory writes it at once."""
        attempt = Attempt(technique, started, finished, hints, verdict)
        _check_attempt(attempt)
        if self._memory:
            self.record_attempt(technique, started, finished, hints, verdict)
            return
        with self._lock:
            self._pending.append(attempt)
        if self._writer is None:
            self._writer = _Writer(self)
        self._writer.wake()

    def _write_first_queued(self, db: sqlite3.Connection) -> bool:
        """(In the writer's thread.) Write the oldest queued attempt; False when none is
        left. Raises sqlite3.Error when the store would not take it (it stays queued)."""
        with self._lock:
            if not self._pending:
                return False
            attempt = self._pending[0]
        db.execute("BEGIN IMMEDIATE")  # waits up to WRITER_BUSY_MS for another writer
        try:
            with self._lock:  # (a reset may have emptied the queue while this one waited)
                still = bool(self._pending) and self._pending[0] is attempt
            if not still:
                db.execute("ROLLBACK")
                return True
            _insert(db, [attempt])
            state = advance(_stored_progress(db, attempt.technique), attempt)
            _write_states(db, {attempt.technique: state})
            with self._lock:  # committed and no longer queued, as one step for the readers
                db.execute("COMMIT")
                self._pending.pop(0)
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                db.execute("ROLLBACK")
            raise
        return True

    def _take_pending(self) -> None:
        """Write the attempts a previous run left queued (its pending file), then drop it."""
        pending = _pending_path(self.path)
        if self._memory or not pending.exists():
            return
        try:
            attempts = read_export(pending)
        except StoreError:
            move_aside(pending, DAMAGED_TAG, numbered=True)
            return
        with self._transaction():
            _insert(self._db, attempts)
            self._db.execute("DELETE FROM technique_state")
            _write_states(self._db, replay(_read_attempts(self._db)))
        pending.unlink()

    def reset(self) -> None:
        """Forget every attempt and state (those queued too); StoreError, and nothing
        forgotten, when the store cannot be written now."""
        with self._transaction():
            self._db.execute("DELETE FROM attempts")
            self._db.execute("DELETE FROM technique_state")
            with self._lock:
                self._pending.clear()

    # ---- reading

    def _progress(self, technique: str) -> Progress:
        with self._lock:
            progress = _stored_progress(self._db, technique)
            for attempt in self._pending:
                if attempt.technique == technique:
                    progress = advance(progress, attempt)
        return progress

    def attempts(self, technique: str | None = None) -> list[Attempt]:
        """The attempts (of one technique, or all), oldest first; those queued included."""
        with self._lock:
            stored = _read_attempts(self._db, technique)
            queued = [a for a in self._pending if technique in (None, a.technique)]
        return sorted(stored + queued, key=lambda a: a.finished) if queued else stored

    @property
    def queued(self) -> int:
        """How many attempts wait to be written (the store was busy, or the disk failed)."""
        with self._lock:
            return len(self._pending)

    @property
    def write_problem(self) -> str | None:
        """Why the last try to write the queue failed, while attempts still wait."""
        writer = self._writer
        return writer.problem if writer is not None and self.queued else None

    def state(self, technique: str, now: datetime | None = None) -> TechniqueState:
        """What the progress page shows of ``technique`` at ``now`` (the clock's by
        default)."""
        now = now or self.clock()
        progress = self._progress(technique)
        attempts = self.attempts(technique)
        count = len(attempts)
        seconds = sum(a.seconds for a in attempts)
        hints = sum(a.hints for a in attempts)
        if not count:
            status = NEW
        elif not progress.mastered:
            status = LEARNING
        elif progress.next_review is not None and now >= progress.next_review:
            status = DUE
        else:
            status = MASTERED
        return TechniqueState(
            technique,
            status,
            progress.streak,
            progress.next_review if progress.mastered else None,
            count,
            None if not count else seconds / count,
            hints,
        )

    def due(self, now: datetime | None = None) -> list[str]:
        """The mastered techniques due for review at ``now``, the most overdue first."""
        now = now or self.clock()
        with self._lock:
            names = {row[0] for row in self._db.execute("SELECT technique FROM technique_state")}
            names |= {attempt.technique for attempt in self._pending}
        states = {name: self._progress(name) for name in names}
        due = [
            (p.next_review, name)
            for name, p in states.items()
            if p.mastered and p.next_review is not None and p.next_review <= now
        ]
        return [name for _, name in sorted(due)]

    def tier_summaries(self, now: datetime | None = None) -> tuple[TierSummary, ...]:
        """One summary per tier, in the lessons' order (the progress page's rows)."""
        now = now or self.clock()
        summaries = []
        for tier in Tier:
            states = [
                self.state(lesson.technique, now) for lesson in LESSONS if lesson.tier == tier
            ]
            counts = {status: 0 for status in (NEW, LEARNING, MASTERED, DUE)}
            for state in states:
                counts[state.status] += 1
            attempts = sum(s.attempts for s in states)
            seconds = sum((s.mean_seconds or 0.0) * s.attempts for s in states)
            summaries.append(
                TierSummary(
                    tier,
                    len(states),
                    counts[NEW],
                    counts[LEARNING],
                    counts[MASTERED],
                    counts[DUE],
                    attempts,
                    seconds / attempts if attempts else None,
                    sum(s.hints_used for s in states),
                )
            )
        return tuple(summaries)

    # ---- JSON

    def export_json(self, path: Path | str) -> str | None:
        """Write every attempt (and, for a reader, each technique's state) to ``path``
        through ``solver.safe_io`` (a note when ``path`` was a symlink, now replaced;
        OSError when it cannot be written or is not a regular file)."""
        attempts = self.attempts()
        return _write_export(Path(path), attempts, replay(attempts))

    def import_json(self, path: Path | str) -> int:
        """Add the attempts of an export at ``path`` (those already here are not added
        again, so importing twice changes nothing) and rebuild the states; the number
        added. StoreError says what is wrong and where; nothing is changed then."""
        attempts = read_export(path)
        # As a multiset: an attempt already here as often as in the file is not added.
        here = Counter(self.attempts())
        new = []
        for attempt, count in Counter(attempts).items():
            new += [attempt] * max(0, count - here[attempt])
        with self._transaction():
            _insert(self._db, new)
            self._db.execute("DELETE FROM technique_state")
            _write_states(self._db, replay(_read_attempts(self._db)))
        return len(new)


class _Transaction:
    """``BEGIN IMMEDIATE`` ... ``COMMIT`` (``ROLLBACK`` on an exception)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def __enter__(self) -> None:
        try:
            self._db.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as error:  # locked by another process, a full disk
            raise StoreError(f"the store cannot be written now ({error})") from None

    def __exit__(self, kind, error, trace) -> None:
        self._db.execute("ROLLBACK" if kind is not None else "COMMIT")


class _Writer:
    """The thread that writes a store's queued attempts with its own connection, waiting
    up to WRITER_BUSY_MS for another writer and RETRY_SECONDS between tries; ``problem``
    says why the last try failed."""

    def __init__(self, store: MasteryStore) -> None:
        self._store = store
        self._wake = threading.Event()
        self._stopping = False
        self.problem: str | None = None
        self._thread = threading.Thread(target=self._run, name="gym-writer", daemon=True)
        self._thread.start()

    def wake(self) -> None:
        self._wake.set()

    def stop(self, seconds: float) -> None:
        """Write what is queued for ``seconds`` at most, then stop."""
        self._stopping = True
        self._wake.set()
        self._thread.join(seconds)

    def _run(self) -> None:
        db = None
        while True:
            self._wake.clear()
            try:
                db = db or _connect(self._store.path, WRITER_BUSY_MS)
                while self._store._write_first_queued(db):
                    self.problem = None
            except (sqlite3.Error, StoreError, ValueError) as error:
                self.problem = str(error)
                if self._stopping:
                    break
                self._wake.wait(RETRY_SECONDS)
                continue
            if self._stopping:
                break
            self._wake.wait()
        if db is not None:
            db.close()


def _connect(path: Path | str, busy_ms: int) -> sqlite3.Connection:
    db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    db.execute(f"PRAGMA busy_timeout = {int(busy_ms)}")
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=FULL")
    return db


def _stored_progress(db: sqlite3.Connection, technique: str) -> Progress:
    row = db.execute(
        "SELECT technique, streak, mastered, stage, next_review FROM technique_state "
        "WHERE technique = ?",
        (technique,),
    ).fetchone()
    return Progress() if row is None else _progress_row(row)


def _insert(db: sqlite3.Connection, attempts: list[Attempt]) -> None:
    db.executemany(
        "INSERT INTO attempts (technique, started, finished, hints, verdict) "
        "VALUES (?, ?, ?, ?, ?)",
        [(a.technique, _text(a.started), _text(a.finished), a.hints, a.verdict) for a in attempts],
    )


def _write_export(path: Path, attempts: list[Attempt], states: dict[str, Progress]) -> str | None:
    document = {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "attempts": [
            {**asdict(a), "started": _text(a.started), "finished": _text(a.finished)}
            for a in attempts
        ],
        "states": {
            name: {
                "streak": p.streak,
                "mastered": p.mastered,
                "next_review": None if p.next_review is None else _text(p.next_review),
            }
            for name, p in states.items()
        },
    }
    return write_text_atomic(path, json.dumps(document, indent=1))


def _pending_path(path: Path) -> Path:
    return path.with_name(path.name + PENDING_SUFFIX)


def open_store(path: Path | str, clock: Clock = utc_now) -> tuple[MasteryStore, str | None]:
    """The store at ``path``, and None; or, when it cannot be used (damaged, not a gym
    database, from a newer app, held by another process), a fresh store and what was
    wrong. A damaged file is kept aside as ``gym.sqlite3.damaged-N`` (its name in the
    problem); a store from a newer app or one held by another process is left as it is and
    the fresh store lives in memory."""
    try:
        return MasteryStore(path, clock), None
    except StoreError as error:
        problem = str(error)
    path = Path(path)
    if "newer version" in problem or "locked" in problem or "busy" in problem:
        return MasteryStore(":memory:", clock), problem
    try:
        kept = move_aside(path, DAMAGED_TAG, numbered=True)
        for suffix in ("-wal", "-shm"):
            side = path.with_name(path.name + suffix)
            if side.exists():
                side.replace(kept.with_name(kept.name + suffix))
        return MasteryStore(path, clock), f"{problem} (kept as {kept.name})"
    except (OSError, StoreError):
        return MasteryStore(":memory:", clock), problem


def _check_attempt(attempt: Attempt) -> None:
    if attempt.technique not in LESSON_OF:
        raise ValueError(f"unknown technique {attempt.technique!r}")
    if attempt.verdict not in VERDICTS:
        raise ValueError(f"verdict must be one of {', '.join(VERDICTS)}, not {attempt.verdict!r}")
    if type(attempt.hints) is not int or not 0 <= attempt.hints <= 1000:
        raise ValueError(f"hints must be a count from 0 to 1000, not {attempt.hints!r}")
    for moment in (attempt.started, attempt.finished):
        if not isinstance(moment, datetime) or moment.tzinfo is None:
            raise ValueError(f"times must be aware datetimes, not {moment!r}")
        if not FIRST_YEAR <= moment.year <= LAST_YEAR:  # (a review 14 days on must exist)
            raise ValueError(f"times must be in {FIRST_YEAR} to {LAST_YEAR}, not {moment:%Y}")


def read_export(path: Path | str) -> list[Attempt]:
    """The attempts of an export file, checked (StoreError naming the problem and, for an
    attempt, its index)."""
    path = Path(path)
    try:
        data = read_bytes_bounded(path, MAX_IMPORT_BYTES)
    except FileRefused as error:
        raise StoreError(str(error)) from None
    except OSError as error:
        raise StoreError(f"{path}: cannot read it ({error.strerror or error})") from None
    _check_size_of_json(data, path)  # (on the bytes: a refusal never holds the text too)
    try:
        text = data.decode("utf-8-sig")
        del data
        document = json.loads(text, parse_int=_short_int, parse_constant=_no_constant)
    except UnicodeDecodeError as error:
        raise StoreError(f"{path}: not UTF-8 text (byte {error.start})") from None
    except (json.JSONDecodeError, RecursionError, _TooLong) as error:
        raise StoreError(f"{path}: not a JSON export ({error})") from None
    if not isinstance(document, dict) or document.get("format") != EXPORT_FORMAT:
        raise StoreError(f'{path}: not a gym export (no "format": "{EXPORT_FORMAT}")')
    if document.get("version") != EXPORT_VERSION:
        raise StoreError(f"{path}: export version {document.get('version')!r} is not known")
    items = document.get("attempts")
    if not isinstance(items, list):
        raise StoreError(f'{path}: "attempts" must be a list')
    if len(items) > MAX_ATTEMPTS:
        raise StoreError(f"{path}: {len(items)} attempts, more than {MAX_ATTEMPTS}")
    return [_attempt_of(item, index, path) for index, item in enumerate(items)]


_FIELDS = ("technique", "started", "finished", "hints", "verdict")
# An attempt of an export takes some 150 bytes and six values: a file that holds more lists,
# objects or values than its size allows (``[[[[...`` or ``[1,1,1,...``) is refused before
# it is parsed, as is a number of more than MAX_DIGITS digits.
CONTAINER_BYTES = 50
VALUE_BYTES = 16
MAX_DIGITS = 12


class _TooLong(ValueError):
    """A number in an import with more digits than any count of an attempt."""


def _short_int(digits: str) -> int:
    if len(digits) > MAX_DIGITS:
        raise _TooLong(f"a number of {len(digits)} digits")
    return int(digits)


def _no_constant(name: str) -> float:
    raise _TooLong(f"{name} is not a number an export holds")


def _check_size_of_json(text: bytes, path: Path) -> None:
    containers = text.count(b"[") + text.count(b"{")
    values = text.count(b",") + text.count(b":")
    if containers > 1000 + len(text) // CONTAINER_BYTES or values > 1000 + len(text) // VALUE_BYTES:
        raise StoreError(
            f"{path}: {containers} lists and {values} values, more than an export holds"
        )


def _attempt_of(item: object, index: int, path: Path) -> Attempt:
    where = f"{path}: attempt {index + 1}"
    if not isinstance(item, dict) or set(item) != set(_FIELDS):
        raise StoreError(f"{where}: must be an object with {', '.join(_FIELDS)}")
    try:
        if not isinstance(item["started"], str) or not isinstance(item["finished"], str):
            raise ValueError("times must be ISO 8601 texts")
        for name in ("technique", "verdict"):
            if not isinstance(item[name], str):
                raise ValueError(f"{name} must be a name, not {type(item[name]).__name__}")
        attempt = Attempt(
            item["technique"],
            _moment(item["started"]),
            _moment(item["finished"]),
            item["hints"],
            item["verdict"],
        )
        _check_attempt(attempt)
    except (ValueError, TypeError, OverflowError) as error:
        raise StoreError(f"{where}: {error}") from None
    return attempt
