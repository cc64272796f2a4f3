"""Where logic meets search: badges on the guesses logic alone could have settled."""

from __future__ import annotations

import ast
from pathlib import Path

import solver
from solver.techniques import registry
from solver.techniques.se_rungs import SE_CHAINING
from sudoku_gui.document.model import from_grid
from sudoku_gui.search.model.logic_badges import badge_text, logic_badges, pruned
from sudoku_gui.search.model.tree_words import node_tooltip
from sudoku_gui.search.views.panel import install_search
from sudoku_gui.support import technique_names


def test_every_badge_names_the_solutions_digit(walk_record, fool_003_solution):
    badges = logic_badges(walk_record)
    tree = walk_record.tree
    assert badges, "logic settles some of the 003 walk's guesses"
    on_track = [n for n in badges if tree.parent[n] == 0 or tree.outcome[tree.parent[n]] == 2]
    assert on_track, "guesses made on boards the solution passes through"
    for node in on_track:  # (on such a board logic can only find the solution's digit)
        assert badges[node][1] == int(fool_003_solution[tree.cell[node]]), node
    assert 1 in pruned(walk_record, badges), "the first guess, r1c6 = 7, was not needed"
    text = badge_text(walk_record, 1, badges[1], "r1c1")
    assert text.startswith("Logic: ") and text.endswith("; the guess 7 was not needed")
    assert "r1c6 = 9" in text


def test_the_tree_shows_the_badges_when_asked(window, qtbot, fool_003):
    panel = install_search(window)
    panel.remember_settings = False
    window.editor.replace(from_grid(solver.parse(fool_003)), "Load the 003 puzzle")
    panel.bar.strategy.setCurrentIndex(panel.bar.strategy.findData("norvig"))
    panel.bar.speed.setValue(panel.bar.speed.maximum())
    with qtbot.waitSignal(panel.playback.stopped_at, timeout=10000):
        panel.actions["play"].trigger()
    panel.actions["logic_badges"].trigger()
    qtbot.waitUntil(lambda: bool(panel.tree.badges), timeout=20_000)
    record = panel.session.record
    tip = node_tooltip(record, 1, len(record), "r1c1",
                       badge_text(record, 1, panel.tree.badges[1], "r1c1"))  # fmt: skip
    assert tip.splitlines()[-1].startswith("Logic: ")
    assert "were not needed" in window.statusBar().currentMessage()
    panel.tree.resize(700, 420)
    panel.tree.fit_to_view()
    panel.tree.grab()  # (paints the badges and shades)
    panel.actions["stop"].trigger()
    assert panel.tree.badges == {}, "a new record clears them"


def test_a_badge_says_which_chaining_rung_settles_the_cell(walk_record):
    tree = walk_record.tree
    nested = "dynamic cell forcing chains (+ forcing chains)"
    needed = badge_text(walk_record, 1, (nested, tree.digit[1]), "r1c1")
    assert (
        needed
        == f"Logic: a nested forcing chain settles r1c6 = 7 here ({nested}), without guessing"
    )
    other = badge_text(walk_record, 1, ("dynamic region forcing chains", 9), "a1")
    assert other.startswith("Logic: a dynamic forcing chain settles A6 = 9 here (")
    assert other.endswith("; the guess 7 was not needed")
    plain = badge_text(walk_record, 1, ("forcing chain", 9), "r1c1")
    assert plain.startswith("Logic: a forcing chain settles r1c6 = 9")
    assert "forcing" not in badge_text(walk_record, 1, ("x-wing", 9), "r1c1")


def test_every_chaining_rung_has_a_name_to_translate():
    source = Path(registry.__file__).read_text(encoding="utf-8")  # the titles are marked there
    marked = {
        node.args[1].value
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "QT_TRANSLATE_NOOP"
    }
    assert set(SE_CHAINING) <= marked
    assert set(SE_CHAINING) <= set(technique_names.TECHNIQUE_NAMES)
