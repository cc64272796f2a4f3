"""The progress page: opened by its command, painted per tier, exported as a PNG of the
expected size, the store exported, imported and reset (after a confirmation)."""

from __future__ import annotations

import json

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QDialog

from solver.gym import RIGHT, WRONG, Tier
from sudoku_gui.gym.mastery import MASTERED
from sudoku_gui.gym.progress_page import EXPORT_SIZE, STATUS_COLOURS, describe


def open_progress(window):
    window.actions["action_gym_progress"].trigger()
    dialog = window.findChild(QDialog, "gym_progress")
    assert dialog is not None and dialog.isVisible()
    return dialog


def colours_of(image: QImage) -> set[int]:
    step = 4
    return {
        image.pixel(x, y)
        for x in range(0, image.width(), step)
        for y in range(0, image.height(), step)
    }


def test_the_page_shows_every_tier_and_exports_a_png(qtbot, gym_window, clock, tmp_path):
    store = gym_window.gym.store
    for _ in range(2):
        store.record_attempt("hidden single", clock.now, clock.now, hints=0, verdict=RIGHT)
    store.record_attempt("x-wing", clock.now, clock.now, hints=2, verdict=WRONG)
    dialog = open_progress(gym_window)
    summaries = dialog.chart.summaries
    assert [s.tier for s in summaries] == list(Tier)
    assert summaries[0].mastered == 1 and summaries[2].learning == 1
    assert "Singles: 1 mastered, 0 due, 0 learning, 2 new" in describe(summaries)
    assert dialog.chart.accessibleDescription() == describe(summaries)
    dialog.chart.grab()  # paints without a warning (warnings fail the test)
    path = tmp_path / "progress.png"
    assert dialog.export_png(path)
    image = QImage(str(path))
    assert not image.isNull()
    assert image.size() == EXPORT_SIZE
    assert path.stat().st_size > 5000
    colours = colours_of(image)
    assert STATUS_COLOURS[MASTERED].rgb() in colours  # the mastered tier's bar is drawn
    assert len(colours) > 6
    assert dialog.status.text() == "Saved progress.png."


def test_export_import_and_reset(qtbot, gym_window, clock, tmp_path, monkeypatch):
    store = gym_window.gym.store
    for _ in range(2):
        store.record_attempt("pointing", clock.now, clock.now, hints=0, verdict=RIGHT)
        clock.advance(minutes=5)
    dialog = open_progress(gym_window)
    panel = gym_window.gym.panel
    saved = tmp_path / "mine.json"
    monkeypatch.setattr(dialog, "ask_path", lambda save, kind: saved)
    dialog.ask_and_export_json()
    assert json.loads(saved.read_text(encoding="utf-8"))["attempts"][0]["technique"] == "pointing"
    monkeypatch.setattr(dialog, "confirm_reset", lambda: False)
    dialog.ask_and_reset()
    assert len(store.attempts()) == 2  # not confirmed: nothing forgotten
    monkeypatch.setattr(dialog, "confirm_reset", lambda: True)
    dialog.ask_and_reset()
    assert store.attempts() == []
    assert dialog.chart.summaries[1].mastered == 0
    panel.choose("pointing")
    assert panel.state.text() == "Not tried yet."
    dialog.ask_and_import_json()
    assert len(store.attempts()) == 2
    assert dialog.status.text() == "Imported 2 exercises from mine.json."
    assert store.state("pointing").status == MASTERED
    assert panel.state.text().startswith("Mastered")  # the list follows the store


def test_a_file_that_is_not_an_export_imports_nothing(qtbot, gym_window, tmp_path, monkeypatch):
    dialog = open_progress(gym_window)
    wrong = tmp_path / "other.json"
    wrong.write_text('{"format": "something else"}', encoding="utf-8")
    monkeypatch.setattr(dialog, "ask_path", lambda save, kind: wrong)
    dialog.ask_and_import_json()
    assert dialog.status.text().startswith("Nothing imported: ")
    assert gym_window.gym.store.attempts() == []


def test_the_page_fits_a_small_picture_too(qtbot, gym_window):
    dialog = open_progress(gym_window)
    image = dialog.chart.image(QSize(640, 360))
    assert image.size() == QSize(640, 360)
    assert QColor(image.pixel(2, 2)) == dialog.chart.palette().window().color()
    assert len(colours_of(image)) > 4  # the bars and words, not a blank page
