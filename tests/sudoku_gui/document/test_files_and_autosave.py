"""Open, Save and the autosave through the window: round trips, malformed files, recent files."""

from __future__ import annotations

import errno

import pytest
from PySide6.QtCore import Qt

from solver import safe_io
from sudoku_gui.document import storage
from sudoku_gui.document.model import SOLVE
from sudoku_gui.window.main_window import MainWindow

EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
Mod = Qt.KeyboardModifier


def make_progress(window, qtbot):
    """Givens, an entry, a pencil mark: what Save must keep."""
    window.files.paste_text(EASY)
    window.grid.select(0)
    qtbot.keyClick(window.grid, Qt.Key.Key_4)
    window.grid.select(1)
    qtbot.keyClick(window.grid, Qt.Key.Key_8, Mod.ControlModifier)
    qtbot.keyClick(window.grid, Qt.Key.Key_5, Mod.ControlModifier)
    return window.document.copy()


def test_save_and_open_round_trip_givens_entries_and_marks(window, qtbot, tmp_path):
    saved = make_progress(window, qtbot)
    path = tmp_path / "progress.sudoku"
    assert window.files.save_to(path)
    assert window.undo_stack.isClean()
    window.actions["action_new"].trigger()
    assert window.files.open_file(path)
    assert window.document == saved
    assert window.files.file_path == path


def test_save_without_a_suffix_writes_a_document(window, qtbot, tmp_path):
    make_progress(window, qtbot)
    window.files.save_to(tmp_path / "progress")
    assert (tmp_path / "progress.sudoku").is_file()


def test_save_uses_the_chosen_path_once_and_then_saves_in_place(window, qtbot, tmp_path):
    path = tmp_path / "mine.sudoku"
    asked = []
    window.dialogs.ask_save_path = lambda _folder: asked.append(1) or path
    window.actions["action_save"].trigger()
    qtbot.keyClick(window.grid, Qt.Key.Key_4)
    window.actions["action_save"].trigger()
    assert asked == [1]
    assert '"entries": "4' in path.read_text(encoding="utf-8")


def test_export_to_a_plain_format_keeps_the_givens(window, qtbot, tmp_path):
    make_progress(window, qtbot)
    path = tmp_path / "puzzle.sdk"
    window.files.save_to(path)
    assert window.files.file_path is None  # Save must not quietly drop entries into an .sdk later
    window.actions["action_new"].trigger()
    window.files.open_file(path)
    assert window.document.to_string() == EASY.replace("0", ".")


def test_open_a_file_of_several_puzzles_asks_which(window, tmp_path):
    path = tmp_path / "two.sdm"
    path.write_text(f"{EASY}\n{HARD}\n", encoding="utf-8")
    offered = []
    window.dialogs.choose_puzzle = lambda labels: offered.append(labels) or 1
    assert window.files.open_file(path)
    assert len(offered[0]) == 2
    assert window.document.to_string() == HARD


def test_cancelling_the_chooser_changes_nothing(window, tmp_path):
    path = tmp_path / "two.sdm"
    path.write_text(f"{EASY}\n{HARD}\n", encoding="utf-8")
    before = window.document.copy()
    window.dialogs.choose_puzzle = lambda labels: None
    assert not window.files.open_file(path)
    assert window.document == before


@pytest.mark.parametrize(
    ("name", "content", "words"),
    [
        ("short.txt", "12345\n", "need 81"),
        ("bad.sudoku", "{broken", "not a Sudoku Lens document"),
        ("binary.sdk", b"\xff\xfe\x00garbage", "not a text file"),
    ],
)
def test_malformed_files_name_the_file_and_the_problem(window, messages, tmp_path, name,
                                                       content, words):  # fmt: skip
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    before = window.document.copy()
    assert not window.files.open_file(path)
    assert window.document == before
    assert window.undo_stack.count() == 0
    [text] = messages.texts()
    assert name in text and words in text


def test_a_missing_file_is_reported(window, messages, tmp_path):
    assert not window.files.open_file(tmp_path / "gone.sdk")
    assert "gone.sdk" in messages.texts()[0]


def test_recent_files_menu_remembers_opened_files(window, qtbot, tmp_path):
    path = tmp_path / "one.txt"
    path.write_text(EASY + "\n", encoding="utf-8")
    window.files.open_file(path)
    [action] = window.menus["recent"].actions()
    assert action.text() == "one.txt"
    window.actions["action_new"].trigger()
    action.trigger()
    assert window.document.to_string() == EASY.replace("0", ".")
    other = MainWindow()
    qtbot.addWidget(other)
    assert [a.text() for a in other.menus["recent"].actions()] == ["one.txt"]


def test_every_change_is_autosaved_and_restored_at_the_next_start(window, qtbot):
    saved = make_progress(window, qtbot)
    assert storage.autosave_path().is_file()
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.document == saved
    assert again.document.mode == SOLVE
    assert again.undo_stack.count() == 0


def test_autosave_lives_in_the_test_data_folder(window, isolated_settings, qtbot):
    make_progress(window, qtbot)
    home = isolated_settings.parent
    assert storage.autosave_path() == home / "data" / storage.AUTOSAVE_NAME
    assert storage.autosave_path().is_file()


def test_a_broken_autosave_starts_an_empty_grid(qtbot):
    storage.write_atomically(storage.autosave_path(), "{not json")
    window = MainWindow()
    qtbot.addWidget(window)
    window.dialogs.show_error = lambda title, text: None  # (test_robust_start reads the message)
    assert window.document.to_string() == "." * 81


def test_a_write_that_fails_midway_keeps_the_old_file(tmp_path, monkeypatch):
    def full_disk(_fd):
        """Fails like a full disk: the data is written, then cannot reach the disk."""
        raise OSError(errno.ENOSPC, "No space left on device")

    folder = tmp_path / "docs"
    folder.mkdir()
    target = folder / "keep.sudoku"
    target.write_text("old", encoding="utf-8")
    monkeypatch.setattr(safe_io.os, "fsync", full_disk)
    with pytest.raises(OSError):
        storage.write_atomically(target, "new")
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in folder.iterdir()] == ["keep.sudoku"]  # no temporary file left


def test_settings_remember_show_candidates(window, qtbot):
    window.actions["action_show_candidates"].setChecked(True)
    assert window.grid.show_candidates
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.actions["action_show_candidates"].isChecked()
    assert again.grid.show_candidates
