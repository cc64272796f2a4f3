"""The window's files under attack (issue 38): a FIFO, a device behind a symlink, a sparse
giant; the autosave, the settings, saves and exports. Each is refused at once by name, or
written without following a symlink or replacing anything but a regular file. A device is
stood for by a FIFO: no test touches a real /dev node."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings

import solver
from sudoku_gui.document import storage
from sudoku_gui.document.files import document_from_text, document_to_text, read_puzzles
from sudoku_gui.document.model import Document, from_grid
from sudoku_gui.export import cli as export_cli
from sudoku_gui.export import lesson_pack
from sudoku_gui.support import user_data
from tests.sudoku_gui.test_export import FOOL_003

ROOT = Path(__file__).resolve().parents[2]
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


def symlink_or_skip(link: Path, target: Path) -> None:
    try:
        link.symlink_to(target)
    except (OSError, NotImplementedError):
        pytest.skip("no symlinks here")


def quickly(call, *args):
    started = time.monotonic()
    result = call(*args)
    assert time.monotonic() - started < 5
    return result


# ---- reading


@needs_fifo
@pytest.mark.parametrize("name", ["gift.sudoku", "gift.txt", "gift.opensudoku"])
def test_a_fifo_is_refused_at_once_by_name(tmp_path, name):
    path = tmp_path / name
    os.mkfifo(path)
    started = time.monotonic()
    with pytest.raises(solver.ParseError) as refusal:
        read_puzzles(path)
    assert time.monotonic() - started < 5
    assert str(path) in str(refusal.value) and "FIFO" in str(refusal.value)


def test_a_big_sparse_document_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "big.sudoku"
    with path.open("wb") as stream:
        stream.truncate(1024**3)
    started = time.monotonic()
    with pytest.raises(solver.ParseError, match="files over"):
        read_puzzles(path)
    assert time.monotonic() - started < 5


@needs_fifo
def test_a_fifo_autosave_never_hangs_the_start_and_is_kept_aside(tmp_path):
    path = storage.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    document, problem = quickly(storage.load_autosave)
    assert document is None and "FIFO" in problem and "autosave.sudoku.broken" in problem
    assert (path.parent / "autosave.sudoku.broken").is_fifo()


def test_a_second_broken_autosave_never_replaces_the_first(tmp_path):
    path = storage.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\xff first")
    assert "autosave.sudoku.broken" in storage.load_autosave()[1]
    path.write_bytes(b"\xff second")
    assert "autosave.sudoku.broken-2" in storage.load_autosave()[1]
    assert (path.parent / "autosave.sudoku.broken").read_bytes() == b"\xff first"
    assert (path.parent / "autosave.sudoku.broken-2").read_bytes() == b"\xff second"


@needs_fifo
def test_an_autosave_that_links_to_a_device_is_refused_and_the_device_kept(tmp_path):
    device = tmp_path / "zero"
    os.mkfifo(device)
    path = storage.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    symlink_or_skip(path, device)
    document, problem = quickly(storage.load_autosave)
    assert document is None and "FIFO" in problem
    assert device.is_fifo()
    assert (path.parent / "autosave.sudoku.broken").is_symlink()  # the link, kept aside


# ---- writing


@needs_fifo
def test_a_save_over_a_fifo_is_refused(tmp_path):
    target = tmp_path / "puzzle.sudoku"
    os.mkfifo(target)
    with pytest.raises(OSError, match="FIFO"):
        quickly(storage.write_atomically, target, "x")
    assert target.is_fifo()


@needs_fifo
def test_settings_that_link_to_a_device_are_neither_read_nor_replaced(
    qapp, isolated_settings, tmp_path
):
    device = tmp_path / "zero"
    os.mkfifo(device)
    files = user_data.settings_files()
    assert files[0] == Path(QSettings().fileName())
    files[0].parent.mkdir(parents=True, exist_ok=True)
    symlink_or_skip(files[0], device)
    problem = user_data.guard_settings()
    assert problem is not None and str(files[0]) in problem and "FIFO" in problem
    settings = QSettings()  # (would block for good on the FIFO without the guard)
    assert settings.value("view/candidates") is None
    settings.setValue("view/candidates", True)
    settings.sync()
    assert not Path(settings.fileName()).is_relative_to(isolated_settings)
    assert files[0].is_symlink() and device.is_fifo()


def test_regular_settings_pass_the_guard(qapp, isolated_settings):
    QSettings().setValue("view/candidates", True)
    QSettings().sync()
    assert user_data.guard_settings() is None
    assert Path(QSettings().fileName()).is_relative_to(isolated_settings)


def test_an_export_over_a_symlink_replaces_the_link_and_says_so(qapp, tmp_path, capsys):
    victim = tmp_path / "precious.svg"
    victim.write_text("keep me", encoding="utf-8")
    link = tmp_path / "board.svg"
    symlink_or_skip(link, victim)
    assert export_cli.main(["--board", str(link), FOOL_003]) == 0
    assert victim.read_text(encoding="utf-8") == "keep me"
    assert not link.is_symlink() and "<svg" in link.read_text(encoding="utf-8")
    assert "was a symbolic link" in capsys.readouterr().err


@needs_fifo
def test_an_export_over_a_fifo_exits_2(qapp, tmp_path, capsys):
    target = tmp_path / "walk.html"
    os.mkfifo(target)
    assert quickly(export_cli.main, ["--html", str(target), FOOL_003]) == 2
    assert "FIFO" in capsys.readouterr().err and target.is_fifo()


@pytest.mark.process
@needs_fifo
def test_the_export_command_refuses_a_fifo_puzzle_with_exit_2(tmp_path):
    path = tmp_path / "gift.txt"
    os.mkfifo(path)
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "sudoku_gui",
            "export",
            "--board",
            str(tmp_path / "b.svg"),
            str(path),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 2 and "FIFO" in done.stderr


def test_a_lesson_pack_killed_while_written_leaves_the_old_pack(qapp, tmp_path, monkeypatch):
    (tmp_path / "out").mkdir()
    target = tmp_path / "out" / "pack.zip"
    with zipfile.ZipFile(target, "w") as old:
        old.writestr("walk.html", "the old pack")
    record = lesson_pack.render.record_search(FOOL_003, "norvig")
    material = lesson_pack.LessonMaterial(
        FOOL_003, "norvig", record, "expert", [(FOOL_003, FOOL_003)], {}
    )

    def killed(*_args):
        raise KeyboardInterrupt  # the process ends in the middle of writing

    monkeypatch.setattr(lesson_pack, "write_bytes_atomic", killed)
    with pytest.raises(KeyboardInterrupt):
        lesson_pack.write_lesson_pack(material, target, "r1c1")
    with zipfile.ZipFile(target) as kept:
        assert kept.read("walk.html") == b"the old pack"
    assert sorted(p.name for p in target.parent.iterdir()) == ["pack.zip"]


def test_an_autosave_save_is_atomic_and_leaves_no_temporary(tmp_path):
    storage.save_autosave(Document())
    storage.save_autosave(Document())
    folder = storage.autosave_path().parent
    assert [p.name for p in folder.iterdir()] == ["autosave.sudoku"]


# ---- random edits of a real document: refused cleanly, or a document that works


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow,
          HealthCheck.function_scoped_fixture])  # fmt: skip
@given(data=st.data())
def test_damaged_documents_are_refused_or_open_and_save_again(tmp_path, data):
    document = from_grid(solver.parse(FOOL_003))
    good = bytearray(document_to_text(document).encode("utf-8"))
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(good) - 1))
        good[at : at + data.draw(st.integers(0, 3))] = data.draw(st.binary(max_size=4))
    path = tmp_path / "edited.sudoku"
    path.write_bytes(bytes(good))
    try:
        [found] = read_puzzles(path)
    except solver.ParseError as error:
        assert str(path) in str(error)
    else:
        again = document_from_text(document_to_text(found.document))
        assert again.givens == found.document.givens
