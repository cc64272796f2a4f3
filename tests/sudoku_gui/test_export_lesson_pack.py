"""A lesson pack: the walk as a page, its PDF handout, its replay and a worksheet of its
level, written to a folder by ``python -m sudoku_gui export --lesson-pack`` and to a zip by
File > Export a lesson pack; the tests open every file again."""

from __future__ import annotations

import zipfile

import solver
from sudoku_gui.export.lesson_pack import FILES, walk_level
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.model.replay import Replay, dumps, loads
from tests.sudoku_gui.test_export import FOOL_003, export, pdf_pages
from tests.sudoku_gui.test_export_html import unpack


def test_the_command_line_writes_a_pack_from_a_replay(tmp_path):
    record = SearchRecord()
    record.extend(solver.search(FOOL_003, "norvig"))
    notes = {417: "See how the first guess fails."}
    replay = tmp_path / "lesson.lensreplay"
    replay.write_bytes(dumps(Replay(FOOL_003, "norvig", record, notes)))
    folder = tmp_path / "pack"
    done = export("--lesson-pack", str(folder), "--exercises", "2", str(replay))
    assert done.returncode == 0, done.stderr
    assert sorted(path.name for path in folder.iterdir()) == sorted(FILES)
    page = (folder / "walk.html").read_text(encoding="utf-8")
    assert unpack(page)["rows"] == len(record) and "See how the first guess fails." in page
    guesses = len(record.tree) - 1
    assert pdf_pages(folder / "handout.pdf") == 1 + guesses, "a title page, then a page a guess"
    again = loads((folder / "walk.lensreplay").read_bytes())
    assert (again.puzzle, again.strategy, again.notes, len(again.record)) == (
        FOOL_003, "norvig", notes, len(record)
    )  # fmt: skip
    assert pdf_pages(folder / "worksheet.pdf") == 2, "the puzzles, then their solutions"


def test_the_worksheet_has_the_walks_level():
    assert walk_level(FOOL_003) == "expert"
    several = "0" * 81  # (many solutions: it needs guessing; the hardest that can be made)
    assert walk_level(several) == "extreme"


def test_bad_pack_paths_are_refused(tmp_path):
    done = export("--lesson-pack", "/no/such/folder/pack.zip", FOOL_003)
    assert done.returncode == 2 and "no such folder" in done.stderr
    done = export("--lesson-pack", str(tmp_path / "pack.tar"), FOOL_003)
    assert done.returncode == 2 and "give a folder or a .zip file" in done.stderr
    done = export("--lesson-pack", str(tmp_path / "p"), "--exercises", "0", FOOL_003)
    assert done.returncode == 2 and "give 1 to 24" in done.stderr


def test_file_export_a_lesson_pack_from_the_window(window, qtbot, tmp_path):
    from sudoku_gui.document.model import from_grid

    window.editor.replace(from_grid(solver.parse(FOOL_003)), "Load the 003 puzzle")
    window.search_panel.replays.notes = {3: "Look at the givens first."}
    action = window.actions["action_export_lesson_pack"]
    assert action.objectName() == "action_export_lesson_pack"
    assert action in window.menus["file"].actions()
    pack = tmp_path / "lesson.zip"
    window.exporter.export_lesson_pack(pack, exercises=1, seed=5)
    qtbot.waitUntil(pack.exists, timeout=30_000)
    with zipfile.ZipFile(pack) as archive:
        assert sorted(archive.namelist()) == sorted(FILES)
        replay = loads(archive.read("walk.lensreplay"))
        assert replay.notes == {3: "Look at the givens first."}
        assert archive.read("worksheet.pdf").startswith(b"%PDF")
