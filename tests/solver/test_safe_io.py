"""The one reader and the one writer (solver/safe_io.py): what they refuse, at once and by
name, and what they leave behind. FIFOs and symlinks only where the system makes them;
a device is stood for by a FIFO (a real /dev node is never touched)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from solver import safe_io
from solver.safe_io import FileRefused, WriteRefused

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


def can_symlink(tmp_path: Path) -> bool:
    try:
        (tmp_path / "probe-link").symlink_to(tmp_path / "probe-target")
    except (OSError, NotImplementedError):
        return False
    (tmp_path / "probe-link").unlink()
    return True


@pytest.fixture
def symlinks(tmp_path):
    if not can_symlink(tmp_path):
        pytest.skip("no symlinks here")
    return tmp_path


def refused_quickly(call, *args) -> str:
    started = time.monotonic()
    with pytest.raises(FileRefused) as caught:
        call(*args)
    assert time.monotonic() - started < 5
    return str(caught.value)


def test_reads_a_regular_file_whole(tmp_path):
    path = tmp_path / "a.txt"
    path.write_bytes(b"\xef\xbb\xbfhello\n")
    assert safe_io.read_bytes_bounded(path, 100) == b"\xef\xbb\xbfhello\n"
    assert safe_io.read_text_bounded(path, 100) == "hello\n"


@needs_fifo
def test_a_fifo_is_refused_at_once_by_name(tmp_path):
    fifo = tmp_path / "pipe.sudoku"
    os.mkfifo(fifo)
    message = refused_quickly(safe_io.read_bytes_bounded, fifo, 1000)
    assert str(fifo) in message and "FIFO" in message


def test_a_folder_is_refused_by_name(tmp_path):
    message = refused_quickly(safe_io.read_bytes_bounded, tmp_path, 1000)
    assert str(tmp_path) in message and "folder" in message


def test_a_big_sparse_file_is_refused_before_a_byte_is_read(tmp_path):
    path = tmp_path / "big.lensreplay"
    with path.open("wb") as stream:
        stream.truncate(1024**3)
    message = refused_quickly(safe_io.read_bytes_bounded, path, 200 * 1024 * 1024)
    assert str(path) in message and "over 200 MB" in message


def test_a_file_longer_than_its_size_says_is_cut_at_the_cap(tmp_path, monkeypatch):
    path = tmp_path / "growing.txt"
    path.write_bytes(b"x" * 5000)
    # /proc files say 0 bytes and hold more: the read itself stops past the limit.
    real_fstat = os.fstat

    def lying_fstat(fd):
        info = real_fstat(fd)
        return os.stat_result((info.st_mode, *tuple(info)[1:6], 0, *tuple(info)[7:]))

    monkeypatch.setattr(safe_io.os, "fstat", lying_fstat)
    message = refused_quickly(safe_io.read_bytes_bounded, path, 4096)
    assert "over 4 KB" in message


def test_text_that_is_not_utf8_or_holds_nul_is_refused(tmp_path):
    path = tmp_path / "bin.sudoku"
    path.write_bytes(b"abc\0def")
    assert "NUL byte at offset 3" in refused_quickly(safe_io.read_text_bounded, path, 100)
    path.write_bytes(b"abc\xffdef")
    assert "byte 0xff at offset 3" in refused_quickly(safe_io.read_text_bounded, path, 100)


@pytest.fixture
def link_to_a_device(symlinks):
    """A symlink to a FIFO that stands for a device (no test touches a real /dev node)."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    device = symlinks / "zero"
    os.mkfifo(device)
    link = symlinks / "settings.ini"
    link.symlink_to(device)
    return link, device


def test_a_symlink_to_a_fifo_is_refused(link_to_a_device):
    link, _device = link_to_a_device
    assert "FIFO" in refused_quickly(safe_io.read_bytes_bounded, link, 100)


# --------------------------------------------------------------------------- writing


def test_writes_atomically_and_leaves_no_temporary(tmp_path):
    path = tmp_path / "out.svg"
    path.write_bytes(b"old")
    assert safe_io.write_bytes_atomic(path, b"new") is None
    assert path.read_bytes() == b"new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.svg"]


def test_a_failed_write_leaves_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "pack.zip"
    path.write_bytes(b"old pack")

    def killed(*_args):
        raise KeyboardInterrupt

    monkeypatch.setattr(safe_io.os, "replace", killed)
    with pytest.raises(KeyboardInterrupt):
        safe_io.write_bytes_atomic(path, b"new pack")
    assert path.read_bytes() == b"old pack"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pack.zip"]


@needs_fifo
def test_a_fifo_target_is_refused_and_kept(tmp_path):
    fifo = tmp_path / "walk.html"
    os.mkfifo(fifo)
    with pytest.raises(WriteRefused) as caught:
        safe_io.write_bytes_atomic(fifo, b"x")
    assert str(fifo) in str(caught.value) and "FIFO" in str(caught.value)
    assert fifo.is_fifo()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["walk.html"]


def test_a_folder_target_is_refused(tmp_path):
    (tmp_path / "out.png").mkdir()
    with pytest.raises(WriteRefused, match="folder"):
        safe_io.write_bytes_atomic(tmp_path / "out.png", b"x")


def test_a_symlink_to_a_fifo_standing_for_a_device_is_refused(link_to_a_device):
    link, device = link_to_a_device
    with pytest.raises(WriteRefused, match="FIFO"):
        safe_io.write_bytes_atomic(link, b"[General]\n")
    assert link.is_symlink() and device.is_fifo()


def test_a_symlink_target_is_replaced_not_followed_and_said(symlinks):
    victim = symlinks / "precious.txt"
    victim.write_bytes(b"keep me")
    link = symlinks / "walk.html"
    link.symlink_to(victim)
    note = safe_io.write_bytes_atomic(link, b"<html>")
    assert note is not None and "symbolic link" in note and str(link) in note
    assert victim.read_bytes() == b"keep me"
    assert not link.is_symlink() and link.read_bytes() == b"<html>"


def test_move_aside_never_overwrites_an_earlier_one(tmp_path):
    path = tmp_path / "autosave.sudoku"
    names = []
    for text in (b"first", b"second", b"third"):
        path.write_bytes(text)
        names.append(safe_io.move_aside(path, "broken").name)
    assert names == [
        "autosave.sudoku.broken",
        "autosave.sudoku.broken-2",
        "autosave.sudoku.broken-3",
    ]
    assert (tmp_path / "autosave.sudoku.broken").read_bytes() == b"first"
    assert (tmp_path / "autosave.sudoku.broken-3").read_bytes() == b"third"
    assert not path.exists()
    store = tmp_path / "gym.sqlite3"
    store.write_bytes(b"db")
    assert safe_io.move_aside(store, "damaged", numbered=True).name == "gym.sqlite3.damaged-1"
