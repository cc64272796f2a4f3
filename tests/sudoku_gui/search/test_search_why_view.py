"""The Why? panel: a click on a removed candidate or a placed digit during playback lists its
causes back to the givens and numbers the nearest on the board."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QDockWidget

import solver
from solver.board import BIT, DIGITS_OF, POPCOUNT
from sudoku_gui.dialogs.explain_panel import ExplainPanel
from sudoku_gui.document.model import from_grid
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.cause_chain import SHOWN, cause_chain, removal_row
from sudoku_gui.search.views.panel import install_search


def recorded(qtbot, panel):
    with qtbot.waitSignal(panel.session.search_ended, timeout=10000):
        panel.actions["step"].trigger()
    return panel.session.record


def candidate_point(grid, cell: int, digit: int) -> QPoint:
    """The middle of candidate ``digit``'s place in ``cell``."""
    rect = grid.cell_rect(cell)
    inset = max(2, rect.width() // 14)
    third = (rect.width() - 2 * inset) / 3
    row, col = divmod(digit - 1, 3)
    return rect.topLeft() + QPoint(
        round(inset + (col + 0.5) * third), round(inset + (row + 0.5) * third)
    )


def test_clicking_a_removed_candidate_explains_it(qtbot, panel, window):
    record = recorded(qtbot, panel)
    first_guess = next(i for i in range(len(record)) if record.kind[i] == rec.ASSUME)
    panel.on_scrubbed(first_guess + 40)
    qtbot.waitUntil(lambda: window.grid.overlay is not None)
    board = panel.playback.cursor.board
    cell = next(c for c in range(81) if 1 < POPCOUNT[board[c]] < 9)
    digit = next(d for d in range(1, 10) if not board[cell] & BIT[d])
    qtbot.mouseClick(
        window.grid, Qt.MouseButton.LeftButton, pos=candidate_point(window.grid, cell, digit)
    )
    dock = window.findChild(QDockWidget, "dock_why")
    assert not dock.isHidden()
    row = removal_row(record, panel.playback.position, cell, digit)
    chain = cause_chain(record, row)
    view = panel.why.view
    assert view.question.text().startswith(
        f"Why is {digit} gone from r{cell // 9 + 1}c{cell % 9 + 1}?"
    )
    assert view.list.count() == len(chain.rows) and view.list.item(0).text().startswith("1. ")
    overlay = window.grid.overlay
    assert [n for n, _c, _d in overlay.numbers] == list(range(1, min(SHOWN, len(chain.rows)) + 1))
    assert overlay.marked == {cell} and overlay.fading[cell] & BIT[digit]
    assert overlay.pointers  # arrows from causes to effects
    assert not panel.playback.playing


def test_a_placed_digit_and_the_step_just_shown_are_explained(qtbot, panel, window):
    record = recorded(qtbot, panel)
    single = next(
        i for i in range(len(record))
        if record.kind[i] == rec.DEDUCE and record.rule(i) == "naked single"
    )  # fmt: skip
    panel.on_scrubbed(single + 1)
    qtbot.waitUntil(lambda: window.grid.overlay is not None)
    assert panel.actions["why"].shortcut().toString() == "F7"
    panel.actions["why"].trigger()
    view = panel.why.view
    cell, digit = record.cell[single], record.digit[single]
    assert f"= {digit}?" in view.question.text()
    guess = cause_chain(record, single).guess
    assert guess is not None  # (the 003 puzzle needs a guess before its first naked single)
    here = f"r{record.cell[guess] // 9 + 1}c{record.cell[guess] % 9 + 1}"
    assert f"only under the guess {here} = {record.digit[guess]}" in view.verdict.text()
    middle = window.grid.cell_rect(cell).center()
    qtbot.mouseClick(window.grid, Qt.MouseButton.LeftButton, pos=middle)
    assert f"= {digit}?" in view.question.text()
    other = next(d for d in DIGITS_OF[0x1FF] if d != digit)
    lines = [view.list.item(i).text() for i in range(view.list.count())]
    assert any(f"Remove {other} from" in line for line in lines)
    assert any(line.split(". ", 1)[1].startswith("Given:") for line in lines)


def asked_at_an_elimination(qtbot, panel, window):
    """The record, after Why? was asked at the elimination before the middle of the walk."""
    record = panel.session.record if panel.session.outcome else recorded(qtbot, panel)
    panel.on_scrubbed(len(record) // 2)
    qtbot.waitUntil(lambda: window.grid.overlay is not None)
    while panel.playback.position > 1 and record.kind[panel.playback.position - 1] != rec.ELIMINATE:
        panel.on_scrubbed(panel.playback.position - 1)
    panel.actions["why"].trigger()
    return record


def test_a_line_of_the_chain_jumps_to_its_step(qtbot, panel, window):
    asked_at_an_elimination(qtbot, panel, window)
    view = panel.why.view
    item = view.list.item(0)
    view.list.itemDoubleClicked.emit(item)
    assert panel.playback.position == item.data(Qt.ItemDataRole.UserRole) + 1


def test_a_candidate_still_there_is_said_so(qtbot, panel, window):
    recorded(qtbot, panel)
    panel.on_scrubbed(2)
    board = panel.playback.cursor.board
    cell = next(c for c in range(81) if POPCOUNT[board[c]] > 1)
    digit = DIGITS_OF[board[cell]][0]
    panel.why.ask_cell(cell, digit)
    assert "is still a candidate" in window.statusBar().currentMessage()
    assert window.findChild(QDockWidget, "dock_why").isHidden()


def test_in_the_logical_path_a_removed_candidate_is_explained(qtbot, window):
    """Explain solution shows a step; a click on a candidate it removes says why, with the
    pattern's causes back to the givens (the path written as a stream, solver.path_events)."""
    install_search(window)
    # (its path has plain pointings: SE's direct ones place without removing)
    puzzle = "008400300090008050206091804047000003001000400800000260409710508010900040002004900"
    window.editor.replace(from_grid(solver.parse(puzzle)), "A puzzle with locked candidates")
    window.findChild(QAction, "action_explain").trigger()
    explain = window.findChild(ExplainPanel, "explain_panel")
    qtbot.waitUntil(lambda: explain.explanation is not None, timeout=30_000)
    index = next(i for i, s in enumerate(explain.explanation.steps) if s.step.eliminations)
    explain.on_step_clicked(explain.steps.item(index))
    cell, digit = explain.explanation.steps[index].step.eliminations[0]
    click = candidate_point(window.grid, cell, digit)
    qtbot.mouseClick(window.grid, Qt.MouseButton.LeftButton, pos=click)
    view = window.search_panel.why.view
    assert view.question.text().startswith(f"Why is {digit} gone from r{cell // 9 + 1}c")
    assert view.question.text().endswith(f"(after step {index + 1} of the logical path)")
    assert "givens alone" in view.verdict.text()
    lines = [view.list.item(i).text() for i in range(view.list.count())]
    assert lines and any("Given:" in line for line in lines)
    assert window.grid.overlay.numbers


def test_an_answer_goes_when_the_board_moves_elsewhere(qtbot, panel, window):
    record = asked_at_an_elimination(qtbot, panel, window)
    asked = panel.playback.position
    view = panel.why.view
    assert view.list.count() and f"(step {asked})" in view.question.text()
    elsewhere = next(
        p for p in range(len(record), 0, -1) if p != asked and p not in panel.why._chain_steps
    )
    panel.on_scrubbed(elsewhere)
    assert view.list.count() == 0
    assert f"about step {asked}" in view.question.text()
    assert f"at step {elsewhere:,}" in view.question.text()


def test_the_note_follows_the_step_the_board_shows_and_clears_back_at_the_answer(
    qtbot, panel, window
):
    """Not stale at step 552 after step 541: the note says the step the board is at, as it
    moves on; back at the answer's step it clears."""
    record = asked_at_an_elimination(qtbot, panel, window)
    asked = panel.playback.position
    view = panel.why.view
    later = [p for p in range(asked + 1, len(record)) if p not in panel.why._chain_steps][:12]
    for position in later:
        panel.on_scrubbed(position)
        assert f"about step {asked}" in view.question.text()
        assert f"at step {position:,} now" in view.question.text()
    panel.on_scrubbed(asked)
    assert "was about" not in view.question.text() and view.list.count() == 0


def test_the_answer_does_not_follow_into_another_layout_the_race_or_another_record(
    qtbot, panel, window
):
    window.resize(1280, 720)
    view = panel.why.view
    for leave in (
        lambda: window.layouts.show_layout("explain"),
        lambda: panel.actions["race"].trigger(),
        lambda: panel.actions["stop"].trigger(),
    ):
        window.layouts.show_layout("watch")
        asked_at_an_elimination(qtbot, panel, window)
        assert view.list.count()
        panel.on_scrubbed(panel.playback.position + 1)
        assert "was about" in view.question.text()
        leave()
        assert "was about" not in view.question.text() and view.list.count() == 0
        assert view.question.text() == "Why is this candidate gone?"
        for dialog in window.findChildren(QDialog):
            dialog.close()
