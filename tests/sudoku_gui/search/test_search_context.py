"""The helper controls of the search view work from a ``SearchContext`` alone: built here
on a bare grid, session and QMainWindow (no MainWindow, no panel), in any order, and
talking to each other only by signals."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow

import solver
from sudoku_gui.document.model import from_grid
from sudoku_gui.grid.widget import GridWidget
from sudoku_gui.search.running.session import SearchSession
from sudoku_gui.search.views.badges_control import LogicBadgesControl
from sudoku_gui.search.views.context import SearchContext
from sudoku_gui.search.views.quiz_view import QuizControl
from sudoku_gui.search.views.replay_control import ReplayControl
from sudoku_gui.search.views.tree_view import HypothesisTreeView
from sudoku_gui.search.views.why_view import WhyControl
from sudoku_gui.support.notation import NotationChoice

VIEWS = Path(__file__).resolve().parents[3] / "sudoku_gui" / "search" / "views"
CONTROL_MODULES = ("why_view", "quiz_view", "replay_control", "badges_control", "race_view")


@pytest.fixture
def said():
    """What the controls said: ("status", text), ("error", title, text), ("load", text)."""
    return []


@pytest.fixture
def context(qtbot, said, fool_003):
    host = QMainWindow()
    qtbot.addWidget(host)
    grid = GridWidget(from_grid(solver.parse(fool_003)))
    host.setCentralWidget(grid)
    session = SearchSession(lambda: fool_003, host)

    def add_dock(dock):
        host.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)

    made = SearchContext(
        session=session,
        playback=session.playback,
        grid=grid,
        notation=NotationChoice(host),
        show_status=lambda text, _ms: said.append(("status", text)),
        show_error=lambda title, text: said.append(("error", title, text)),
        dialog_parent=host,
        add_dock=add_dock,
        explained_step=lambda: None,
        load_document=lambda _document, text: said.append(("load", text)),
        widen_dock=lambda _dock, _width: None,
    )
    yield made
    session.shutdown()


def test_the_quiz_needs_no_why_panel_and_passes_on_unasked_clicks(qtbot, context):
    quiz = QuizControl(context)  # before any Why? exists: no construction order
    with qtbot.waitSignal(quiz.cell_unasked) as passed:
        context.grid.frame_cell_clicked.emit(10, 4)
    assert passed.args == [10, 4]
    assert quiz.dock.parent() is context.dialog_parent, "its dock went where add_dock put it"


def test_the_quiz_gives_playback_its_questions_by_a_method(context):
    quiz = QuizControl(context)
    quiz.action.setChecked(True)
    assert context.playback.quiz is not None
    quiz.action.setChecked(False)
    assert context.playback.quiz is None


def test_why_asks_about_nothing_before_a_step_and_says_so(context, said):
    why = WhyControl(context)
    why.ask_step()
    assert said == [("status", "Step to a placement, an elimination, a guess or a dead end first.")]
    assert context.grid.overlay is None


def test_replays_refuse_to_save_nothing_through_the_context(context, said, tmp_path):
    replays = ReplayControl(context)
    assert not replays.save(tmp_path / "empty.lensreplay")
    assert said[-1][0] == "error" and "Record a whole search first" in said[-1][2]
    assert set(replays.actions) == {
        "save_replay",
        "open_replay",
        "add_note",
        "next_note",
        "previous_note",
    }


def test_logic_badges_show_on_the_tree_they_were_given(context):
    tree = HypothesisTreeView()
    badges = LogicBadgesControl(context, tree)
    badges.action.setChecked(True)
    assert tree.show_badges
    badges.shutdown()


@pytest.mark.parametrize("name", CONTROL_MODULES)
def test_helper_controls_take_the_context_not_the_panel_or_the_window(name):
    """No parameter or attribute named panel or window, and no ``.window`` reached through;
    each control class's first parameter is a SearchContext."""
    tree = ast.parse((VIEWS / f"{name}.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.arg):
            assert node.arg not in ("panel", "window"), f"{name}: parameter {node.arg}"
        if isinstance(node, ast.Attribute):
            assert node.attr not in ("panel", "window"), f"{name}: .{node.attr}"
    inits = [
        item
        for cls in tree.body
        if isinstance(cls, ast.ClassDef) and cls.name.endswith("Control")
        for item in cls.body
        if isinstance(item, ast.FunctionDef) and item.name == "__init__"
    ]
    for init in inits:
        first = init.args.args[1]
        assert ast.unparse(first.annotation) == "SearchContext", f"{name}: {first.arg}"
