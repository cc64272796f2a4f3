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
"""

from __future__ import annotations

import json
import sqlite3
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from solver.gym import LESSON_OF, LESSONS, PARTLY, RIGHT, WRONG, Tier

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
    query = "SELECT technique, started, finished, hints, verdict FROM attempts"
    rows = (
        db.execute(query + " WHERE technique = ? ORDER BY finished, id", (technique,))
        if technique is not None
        else db.execute(query + " ORDER BY finished, id")
    )
    return [Attempt(t, _moment(s), _moment(f), h, v) for t, s, f, h, v in rows]


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
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = sqlite3.connect(self.path, isolation_level=None)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=FULL")
            self._migrate()
        except sqlite3.DatabaseError as error:
            raise StoreError(f"{self.path}: not a usable gym database ({error})") from None

    def close(self) -> None:
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
            self._db.execute(
                "INSERT INTO attempts (technique, started, finished, hints, verdict) "
                "VALUES (?, ?, ?, ?, ?)",
                (
                    technique,
                    _text(attempt.started),
                    _text(attempt.finished),
                    attempt.hints,
                    attempt.verdict,
                ),
            )
            _write_states(self._db, {technique: advance(self._progress(technique), attempt)})
        return self.state(technique)

    def reset(self) -> None:
        """Forget every attempt and state."""
        with self._transaction():
            self._db.execute("DELETE FROM attempts")
            self._db.execute("DELETE FROM technique_state")

    # ---- reading

    def _progress(self, technique: str) -> Progress:
        row = self._db.execute(
            "SELECT streak, mastered, stage, next_review FROM technique_state WHERE technique = ?",
            (technique,),
        ).fetchone()
        if row is None:
            return Progress()
        streak, mastered, stage, next_review = row
        return Progress(
            streak, bool(mastered), stage, None if next_review is None else _moment(next_review)
        )

    def attempts(self, technique: str | None = None) -> list[Attempt]:
        """The attempts (of one technique, or all), oldest first."""
        return _read_attempts(self._db, technique)

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
        rows = self._db.execute(
            "SELECT technique, next_review FROM technique_state "
            "WHERE mastered = 1 AND next_review IS NOT NULL"
        ).fetchall()
        due = [(_moment(when), name) for name, when in rows if _moment(when) <= now]
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

    def export_json(self, path: Path | str) -> None:
        """Write every attempt (and, for a reader, each technique's state) to ``path``."""
        attempts = [
            {**asdict(a), "started": _text(a.started), "finished": _text(a.finished)}
            for a in self.attempts()
        ]
        states = {
            name: {
                "streak": p.streak,
                "mastered": p.mastered,
                "next_review": None if p.next_review is None else _text(p.next_review),
            }
            for name, p in replay(self.attempts()).items()
        }
        document = {
            "format": EXPORT_FORMAT,
            "version": EXPORT_VERSION,
            "attempts": attempts,
            "states": states,
        }
        Path(path).write_text(json.dumps(document, indent=1), encoding="utf-8")

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
            self._db.executemany(
                "INSERT INTO attempts (technique, started, finished, hints, verdict) "
                "VALUES (?, ?, ?, ?, ?)",
                [
                    (a.technique, _text(a.started), _text(a.finished), a.hints, a.verdict)
                    for a in new
                ],
            )
            self._db.execute("DELETE FROM technique_state")
            _write_states(self._db, replay(_read_attempts(self._db)))
        return len(new)


class _Transaction:
    """``BEGIN IMMEDIATE`` ... ``COMMIT`` (``ROLLBACK`` on an exception)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def __enter__(self) -> None:
        self._db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind, error, trace) -> None:
        self._db.execute("ROLLBACK" if kind is not None else "COMMIT")


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


def read_export(path: Path | str) -> list[Attempt]:
    """The attempts of an export file, checked (StoreError naming the problem and, for an
    attempt, its index)."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_IMPORT_BYTES:
            raise StoreError(f"{path}: {size} bytes, more than an export can hold")
        document = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise StoreError(f"{path}: cannot read it ({error.strerror or error})") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
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


def _attempt_of(item: object, index: int, path: Path) -> Attempt:
    where = f"{path}: attempt {index + 1}"
    if not isinstance(item, dict) or set(item) != set(_FIELDS):
        raise StoreError(f"{where}: must be an object with {', '.join(_FIELDS)}")
    try:
        if not isinstance(item["started"], str) or not isinstance(item["finished"], str):
            raise ValueError("times must be ISO 8601 texts")
        attempt = Attempt(
            item["technique"],
            _moment(item["started"]),
            _moment(item["finished"]),
            item["hints"],
            item["verdict"],
        )
        _check_attempt(attempt)
    except ValueError as error:
        raise StoreError(f"{where}: {error}") from None
    return attempt
