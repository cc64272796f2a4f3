"""Nothing breaks the window: a damaged autosave, a corrupt settings file, crafted files to
open and huge pastes each get a clear message, and the app starts and keeps the puzzle."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings

import solver
from sudoku_gui.document import storage
from sudoku_gui.document.files import MAX_FILE_BYTES, document_from_text
from sudoku_gui.document.model import Document
from sudoku_gui.support.settings_values import (
    as_bool,
    as_choice,
    as_float,
    as_int,
    as_str_list,
)
from sudoku_gui.window.file_commands import MAX_PASTE_CHARS, MAX_RECENT
from sudoku_gui.window.main_window import MainWindow

EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
NESTED = "[" * 10_000 + "]" * 10_000
BROKEN_DOCUMENTS = {
    "nested": '{"format": "sudoku-lens", "givens": ' + NESTED + "}",
    "huge number": '{"format": "sudoku-lens", "version": ' + "9" * 5000 + "}",
    "not utf-8": b'{"format": "sudoku-lens", "givens": "\xff\xfe"}',
    "truncated": '{"format": "sudoku-lens", "givens": "...',
    "wrong types": '{"format": "sudoku-lens", "givens": 7, "marks": {"a": 1}}',
    "bad colours": '{"format": "sudoku-lens", "colors": [99999999999]}',
}


def write(path, content) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)


def recording_window(qtbot, messages):
    window = MainWindow()
    qtbot.addWidget(window)
    window.files.autosave_enabled = False
    window.dialogs.show_error = lambda title, text: messages.append(("error", title, text))
    window.dialogs.show_info = lambda title, text: messages.append(("info", title, text))
    return window


@pytest.mark.parametrize("name", BROKEN_DOCUMENTS)
def test_a_broken_autosave_is_moved_aside_and_the_app_starts_empty(qtbot, name):
    path = storage.autosave_path()
    write(path, BROKEN_DOCUMENTS[name])
    messages = []
    window = recording_window(qtbot, messages)
    qtbot.waitUntil(lambda: bool(messages))
    assert window.document == Document()
    assert not path.exists() and path.with_name("autosave.sudoku.broken").exists()
    kind, title, text = messages[0]
    assert (kind, title) == ("error", "Autosave") and "autosave.sudoku.broken" in text
    assert "moved aside" in window.statusBar().currentMessage()
    again = recording_window(qtbot, [])
    assert again.document != Document(), "the next start is an ordinary first start"


def test_a_corrupt_settings_file_leaves_the_defaults(qtbot):
    settings = QSettings()
    for key, value in {
        "search/speed_rate": 2**40,
        "search/break_depth": "9" * 30,
        "search/node_limit": -5,
        "search/strategy": ["norvig"],
        "search/story_only": "perhaps",
        "view/notation": ["a1"],
        "view/coordinates": 17,
        "recent_files": [f"/tmp/p{n}.sdk" for n in range(100_000)],
        "window/geometry": "junk",
        "window/state": 12,
        "layout/current": ["watch"],
        "layout/watch/state": "junk",
        "layout/watch/column_share": "nan",
        "search/figures_unfolded": "sometimes",
        "play/auto_advance": {"x": 1},
    }.items():
        settings.setValue(key, value)
    settings.sync()
    window = recording_window(qtbot, [])
    assert window.notation.notation == "r1c1"
    assert len(window.files.recent_files()) == MAX_RECENT
    assert len(window.menus["recent"].actions()) == MAX_RECENT
    bar = window.search_panel.bar
    assert bar.depth.value() == 3 and not bar.story_only.isChecked()
    assert (
        window.actions["action_grid_labels"].isChecked()
        and not window.actions["action_auto_advance"].isChecked()
    )
    window.show()  # restoring the dock layout from junk keeps the first layout


def test_recent_files_of_the_wrong_type_read_as_none_or_one(qtbot):
    QSettings().setValue("recent_files", 42)
    assert recording_window(qtbot, []).files.recent_files() == []
    QSettings().setValue("recent_files", "/tmp/one.sdk")
    assert recording_window(qtbot, []).files.recent_files() == ["/tmp/one.sdk"]


@pytest.mark.parametrize("name", BROKEN_DOCUMENTS)
def test_opening_a_crafted_file_says_what_is_wrong_and_keeps_the_puzzle(window, messages,
                                                                      tmp_path, name):  # fmt: skip
    window.files.paste_text(EASY)
    before = window.document.copy()
    path = tmp_path / "crafted.sudoku"
    write(path, BROKEN_DOCUMENTS[name])
    assert window.files.open_file(path) is False
    assert window.document == before
    kind, title, text = messages[-1]
    assert kind == "error" and text.startswith("Cannot open crafted.sudoku: ")


def test_a_file_over_the_size_limit_is_refused_unread(window, messages, tmp_path):
    path = tmp_path / "huge.txt"
    with path.open("wb") as file:
        file.truncate(MAX_FILE_BYTES + 1)  # sparse: no time spent writing it
    assert window.files.open_file(path) is False
    assert "files over 50 MB are not opened" in messages[-1][2]


def test_a_huge_paste_is_refused_with_a_message(window, messages):
    window.files.paste_text(EASY)
    assert window.files.paste_text(EASY * (MAX_PASTE_CHARS // 81 + 1)) is False
    assert "is not read" in messages[-1][2]
    assert window.document.givens_grid() == solver.parse(EASY)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=400))
def test_any_bytes_are_a_document_or_a_parse_error(data):
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return
    try:
        assert isinstance(document_from_text(text), Document)
    except solver.ParseError as error:
        assert error.reason


@settings(max_examples=200, deadline=None)
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
        lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=5), inner),
        max_leaves=20,
    )
)
def test_the_settings_readers_take_anything(value):
    assert isinstance(as_bool(value), bool)
    number = as_int(value, 7, 1, 81)
    assert number == 7 or 1 <= number <= 81
    share = as_float(value, None, 0.05, 0.95)
    assert share is None or 0.05 <= share <= 0.95
    assert as_choice(value, ("r1c1", "a1"), "r1c1") in ("r1c1", "a1")
    listed = as_str_list(value, 10)
    assert len(listed) <= 10 and all(isinstance(item, str) for item in listed)


def test_documents_keep_their_parse_error_type_for_json_values_of_any_shape():
    for text in ('{"format": "sudoku-lens", "time": NaN}', '{"format": "sudoku-lens", '
                 '"hints": true}', '{"format": "sudoku-lens", "mode": []}'):  # fmt: skip
        with pytest.raises(solver.ParseError):
            document_from_text(text)
