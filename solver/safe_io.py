"""The one way in and the one way out for every file the solver and the app read or write.

A stranger's file can be anything behind its name: a FIFO that blocks the first read for
good, ``/dev/zero`` behind a symlink that never ends, a sparse file of a gigabyte, a file
in ``/proc`` whose size says 0. So every reader here opens without blocking, asks
``fstat`` what it opened before it reads a byte, takes regular files only, and reads at most
one byte more than its limit (a file may lie about its size or grow while read). A refusal
is one exception, ``FileRefused``, whose message names the file and what is wrong.

Every writer writes a temporary file in the target's folder, flushes and syncs it, and
renames it over the target, so a kill at any moment leaves the old file or the new one. It
refuses a target that exists and is not a regular file (a device, a FIFO, a socket, a
folder; through symlinks or not: ``/dev/zero`` must never be replaced), and a target that is
a symlink to a regular file is replaced by the new file (the file it pointed to is left as
it was) with a note saying so. ``move_aside`` keeps a broken file under a fresh name, never
over an earlier one.

Pure Python, no Qt; works where ``O_NONBLOCK`` and ``O_NOFOLLOW`` do not exist (Windows).
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path
from typing import BinaryIO

from solver.format_types import ParseError
from solver.phrase import QT_TRANSLATE_NOOP, Phrase

# Chunk of one read: big enough to be quick, small enough that the cap costs nothing.
CHUNK_BYTES = 1024 * 1024
_MB = 1024 * 1024


class FileRefused(ParseError):
    """A file not read: not a regular file, too big, not what it should hold. ``source``
    names the file and ``reason`` (a ``Phrase``) says what is wrong; ``str()`` says both.
    A ``ParseError``, so every reader's existing handling of a bad file applies to it."""


class WriteRefused(OSError):
    """A target not written because it is not a regular file; ``strerror`` says why (a
    ``Phrase``) and ``filename`` names it, as callers that report an ``OSError`` expect."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(None, reason, path)

    def __str__(self) -> str:
        return f"{self.filename}: {self.strerror}"


def refused(path: os.PathLike | str, template: str, **fields: object) -> FileRefused:
    """A FileRefused naming ``path``, its reason ``template`` filled with ``fields``."""
    return FileRefused(Phrase(template, **fields), source=os.fspath(path))


def kind_of(mode: int) -> str | None:
    """What a file that is not a regular file is, in words (None for a regular file)."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return QT_TRANSLATE_NOOP("Solver", "a folder")
    if stat.S_ISFIFO(mode):
        return QT_TRANSLATE_NOOP("Solver", "a FIFO (named pipe)")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return QT_TRANSLATE_NOOP("Solver", "a device")
    if stat.S_ISSOCK(mode):
        return QT_TRANSLATE_NOOP("Solver", "a socket")
    return QT_TRANSLATE_NOOP("Solver", "not a regular file")


def _not_regular(path, mode: int) -> FileRefused:
    return refused(
        path,
        QT_TRANSLATE_NOOP("Solver", "not a regular file ({kind}): not read"),
        kind=Phrase(kind_of(mode) or ""),
    )


def too_big(path, limit: int) -> FileRefused:
    """The refusal of a file over ``limit`` bytes."""
    if limit >= _MB:
        return refused(
            path,
            QT_TRANSLATE_NOOP("Solver", "file too big (over {limit} MB): not read"),
            limit=limit // _MB,
        )
    if limit >= 1024:
        return refused(
            path,
            QT_TRANSLATE_NOOP("Solver", "file too big (over {limit} KB): not read"),
            limit=limit // 1024,
        )
    return refused(
        path,
        QT_TRANSLATE_NOOP("Solver", "file too big (over {limit} bytes): not read"),
        limit=limit,
    )


def open_regular(path: os.PathLike | str, limit: int | None = None) -> BinaryIO:
    """``path`` opened for reading as a binary stream, once ``fstat`` said it is a regular
    file no bigger than ``limit`` bytes (None: any size; a streaming reader caps itself).
    Never blocks (a FIFO is opened non-blocking, then refused). Raises FileRefused, or
    OSError when the file cannot be opened (missing, no permission)."""
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
    except (IsADirectoryError, PermissionError):
        # Windows cannot open a folder; say what it is rather than "permission denied".
        with contextlib.suppress(OSError):
            mode = os.stat(path).st_mode
            if not stat.S_ISREG(mode):
                raise _not_regular(path, mode) from None
        raise
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise _not_regular(path, info.st_mode)
        if limit is not None and info.st_size > limit:
            raise too_big(path, limit)
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)  # a regular file: reads behave as usual
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_capped(stream: BinaryIO, path, limit: int, size_hint: int = 0) -> bytes:
    """At most ``limit`` bytes of ``stream`` to its end; FileRefused (naming ``path``) when
    there are more, found after reading at most one chunk past the limit. ``size_hint`` (what
    ``fstat`` said) sizes the first read, so a whole file is read into one buffer, not
    gathered and copied (twice its size at the peak)."""
    first = stream.read(min(limit + 1, max(size_hint + 1, CHUNK_BYTES)))
    parts: list[bytes] = []
    total = len(first)
    while total <= limit and first:
        part = stream.read(min(CHUNK_BYTES, limit + 1 - total))
        if not part:
            break
        parts.append(part)
        total += len(part)
    if total > limit:
        raise too_big(path, limit)
    return first + b"".join(parts) if parts else first


def read_bytes_bounded(path: os.PathLike | str, limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them; raises
    FileRefused (not a regular file, too big by ``fstat`` before a byte is read, or by
    reading past the limit) or OSError (cannot be opened or read)."""
    with open_regular(path, limit) as stream:
        return read_capped(stream, path, limit, os.fstat(stream.fileno()).st_size)


def read_text_bounded(path: os.PathLike | str, limit: int) -> str:
    """The UTF-8 text of the regular file ``path`` (a byte order mark dropped), at most
    ``limit`` bytes; raises FileRefused also when it is not UTF-8 or holds a NUL byte."""
    data = read_bytes_bounded(path, limit)
    nul = data.find(b"\0")
    if nul >= 0:
        raise refused(
            path,
            QT_TRANSLATE_NOOP("Solver", "not a text file (a NUL byte at offset {offset})"),
            offset=nul,
        )
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise refused(
            path,
            QT_TRANSLATE_NOOP("Solver", "not UTF-8 text (byte 0x{byte:02x} at offset {offset})"),
            byte=data[error.start],
            offset=error.start,
        ) from None


# --------------------------------------------------------------------------- writing


def check_target(path: os.PathLike | str) -> bool:
    """Raise WriteRefused when ``path`` exists and is not a regular file, through symlinks
    or not (a symlink to a device is refused too); True when ``path`` is a symlink (to a
    regular file or to nothing) that a write would replace."""
    try:
        link = stat.S_ISLNK(os.lstat(path).st_mode)
    except FileNotFoundError:
        return False
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:  # a dangling link: the write replaces the link
        return link
    kind = kind_of(mode)
    if kind is not None:
        raise WriteRefused(
            os.fspath(path),
            Phrase(
                QT_TRANSLATE_NOOP("Solver", "not a regular file ({kind}): not replaced"),
                kind=Phrase(kind),
            ),
        )
    return link


def write_bytes_atomic(path: os.PathLike | str, data: bytes) -> Phrase | None:
    """Write ``data`` to ``path`` through a temporary file in the same folder, flushed,
    synced and renamed over it: a kill leaves the old file or the new one, never half.
    Refuses (WriteRefused) a target that is not a regular file. Returns a note when the
    target was a symlink: the link itself is replaced by the new file, the file it pointed
    to is left unchanged; None otherwise."""
    path = Path(path)
    note = link_note(path)
    was_link = note is not None
    folder = path.parent
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=folder)
    try:
        with os.fdopen(fd, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        _keep_mode(path, temporary, was_link)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(folder)
    return note


def link_note(path: os.PathLike | str) -> Phrase | None:
    """What a write to ``path`` must say: a note when ``path`` is a symlink (a write
    replaces the link, not the file it points to), else None; WriteRefused when ``path``
    is not a regular file (``check_target``). A writer that makes its file in several
    steps asks before the first."""
    if not check_target(path):
        return None
    return Phrase(
        QT_TRANSLATE_NOOP(
            "Solver",
            "{path} was a symbolic link: the link was replaced by the file, "
            "the file it pointed to is unchanged",
        ),
        path=str(path),
    )


def write_text_atomic(path: os.PathLike | str, text: str) -> Phrase | None:
    """``write_bytes_atomic`` of ``text`` in UTF-8 (newlines as written)."""
    return write_bytes_atomic(path, text.encode("utf-8"))


def _keep_mode(path: Path, temporary: str, was_link: bool) -> None:
    """Give the new file the old one's permissions (mkstemp makes it private), or the
    usual ones for a new file."""
    if was_link:
        mode = None
    else:
        try:
            mode = stat.S_IMODE(os.stat(path).st_mode)
        except OSError:
            mode = None
    if mode is None:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    with contextlib.suppress(OSError):
        os.chmod(temporary, mode)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where a folder can be opened and synced (POSIX)."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def move_aside(path: os.PathLike | str, tag: str, numbered: bool = False) -> Path:
    """Keep ``path`` under a fresh name beside it and return that name: ``name.tag``,
    then ``name.tag-2``, ``name.tag-3``... (``numbered``: from ``name.tag-1``); an earlier
    file of that name is never overwritten."""
    path = Path(path)
    number = 1 if numbered else 0
    while True:
        suffix = f".{tag}-{number}" if number else f".{tag}"
        candidate = path.with_name(path.name + suffix)
        number = number + 1 if number else 2
        if os.path.lexists(candidate):
            continue
        try:
            os.link(path, candidate, follow_symlinks=False)
        except FileExistsError:
            continue
        except (OSError, NotImplementedError):
            # No hard links here (some file systems, Windows without rights): a rename,
            # checked just above; Windows' rename itself refuses an existing name.
            try:
                if os.name == "nt":
                    os.rename(path, candidate)
                else:
                    if os.path.lexists(candidate):
                        continue
                    os.rename(path, candidate)
            except FileExistsError:
                continue
            return candidate
        os.unlink(path)
        return candidate
