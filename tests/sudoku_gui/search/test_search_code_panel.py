"""The Code panel in the window: it follows play, step back and jumps (the lit line named in
its accessible description, the frames as deep as the tree), and stops set in its margin
pause playback and are the same set as the playback bar's "Pause on" boxes."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QPalette
from PySide6.QtWidgets import QTableView

from solver.programs import Role
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.story import StopKind
from sudoku_gui.support.themes import DARK, palette_of


def record_finished(qtbot, panel):
    with qtbot.waitSignal(panel.session.search_ended, timeout=20000):
        panel.actions["step"].trigger()


def shown_line(panel) -> int:
    """The line the panel lights, read back from what a screen reader hears."""
    text = panel.code.view.accessibleDescription()
    assert text.startswith("line "), text
    return int(text.split(":")[0].split()[1])


def in_step(qtbot, panel) -> None:
    """Wait until the panel shows the playback's position: its line, and one frame a depth."""
    playback = panel.playback
    want = playback.trace.line_at(playback.position)
    depth = panel.session.record.tree.depth[playback.cursor.node]
    qtbot.waitUntil(lambda: shown_line(panel) == want and panel.code.frames.rowCount() == depth)


def margin_click(qtbot, panel, line: int) -> None:
    view = panel.code.view
    block = view.document().findBlockByNumber(line - 1)
    view.setTextCursor(view.textCursor())
    geometry = view.blockBoundingGeometry(block).translated(view.contentOffset())
    qtbot.mouseClick(
        view.margin, Qt.MouseButton.LeftButton, pos=QPoint(4, round(geometry.center().y()))
    )


def test_the_panel_is_named_and_shows_the_strategys_program(panel, window):
    assert window.findChild(QAction, "action_code") is panel.actions["code"]
    assert panel.code.dock.objectName() == "code_panel"
    assert panel.code.view.objectName() == "code_view"
    assert isinstance(window.findChild(QTableView, "code_frames"), QTableView)
    text = panel.code.view.toPlainText()
    assert "def search(values):" in text and "def eliminate(values, s, d):" in text
    assert panel.code.caption.text() == "Norvig (articles 000/001)"
    panel.bar.strategy.setCurrentIndex(panel.bar.strategy.findData("worksheet"))
    assert "KeepStatus" in panel.code.view.toPlainText()


def test_the_lit_line_follows_jumps_steps_back_and_play(qtbot, panel, window):
    record_finished(qtbot, panel)
    program = panel.playback.trace.program
    guess_line = program.line_of_role[Role.GUESS]
    panel.actions["next_guess"].trigger()
    in_step(qtbot, panel)
    assert panel.code.view.accessibleDescription() == f"line {guess_line}: for d in values[s]:"
    assert panel.code.frames.rowCount() == 1
    frames = panel.code.frames
    assert frames.data(frames.index(0, 1)) == "r1c6" and frames.data(frames.index(0, 2)) == "7"
    window.notation.set("a1")
    qtbot.waitUntil(lambda: frames.data(frames.index(0, 1)) == "A6")
    panel.actions["step"].trigger()
    in_step(qtbot, panel)
    assert shown_line(panel) == program.line_of_role[Role.PEER]
    panel.actions["step_back"].trigger()
    in_step(qtbot, panel)
    assert shown_line(panel) == guess_line
    panel.actions["next_contradiction"].trigger()
    in_step(qtbot, panel)
    assert "return False" in panel.code.view.accessibleDescription()
    panel.actions["next_backtrack"].trigger()
    in_step(qtbot, panel)
    assert shown_line(panel) == program.line_of_role[Role.NEXT_DIGIT]
    # Deeper guesses grow the frames; a backtrack shrinks them back to the tree's depth.
    depths = []
    for _ in range(6):
        panel.actions["next_guess"].trigger()
        in_step(qtbot, panel)
        depths.append(panel.code.frames.rowCount())
    assert max(depths) >= 2
    panel.bar.speed.setValue(panel.bar.speed.maximum())
    with qtbot.waitSignal(panel.playback.stopped_at, timeout=10000):
        panel.actions["play"].trigger()
    in_step(qtbot, panel)
    assert panel.session.record.kind[panel.playback.position - 1] == rec.SOLVED
    assert shown_line(panel) == program.line_of_role[Role.SOLVED]


def test_a_stop_in_the_margin_pauses_play_where_that_line_runs(qtbot, panel):
    record_finished(qtbot, panel)
    program = panel.playback.trace.program
    hidden = program.line_of_role[Role.HIDDEN_SINGLE]
    margin_click(qtbot, panel, hidden)
    assert panel.code.view.stops == {hidden}
    assert panel.code.next_stop.isEnabled()
    with qtbot.waitSignal(panel.playback.stopped_at, timeout=10000) as stopped:
        panel.actions["play"].trigger()
    assert stopped.args == ["line"]
    first = panel.playback.position
    assert panel.playback.trace.role(first - 1) == Role.HIDDEN_SINGLE
    in_step(qtbot, panel)
    assert shown_line(panel) == hidden
    panel.code.next_stop.click()
    second = panel.playback.position
    assert second > first and panel.playback.trace.role(second - 1) == Role.HIDDEN_SINGLE
    panel.code.previous_stop.click()
    assert panel.playback.position == first
    margin_click(qtbot, panel, hidden)  # again: the stop goes
    assert panel.code.view.stops == set() and not panel.code.next_stop.isEnabled()


def test_the_pause_on_boxes_and_the_margin_are_one_set_of_stops(qtbot, panel):
    program = panel.playback.trace.program
    guess_line = program.line_of_role[Role.GUESS]
    box = panel.bar.breakpoints[StopKind.GUESS]
    box.setChecked(True)
    assert guess_line in panel.code.view.stops
    margin_click(qtbot, panel, guess_line)  # the line had a stop: clicking clears it
    assert not box.isChecked() and guess_line not in panel.code.view.stops
    assert not panel.actions["break_guess"].isChecked(), "the menu's mirror follows"
    backtrack = panel.bar.breakpoints[StopKind.BACKTRACK]
    backtrack.setChecked(True)  # the guess line has a backtrack's role too: it has a dot
    assert guess_line in panel.code.view.stops and not box.isChecked()
    margin_click(qtbot, panel, guess_line)  # cleared: the backtrack box goes off, and only
    assert not backtrack.isChecked()  # the line's roles leave: the loop's end keeps its stop
    give_up = panel.playback.trace.program.line_of_role[Role.GIVE_UP]
    assert panel.code.view.stops == {give_up}
    margin_click(qtbot, panel, give_up)
    margin_click(qtbot, panel, guess_line)  # and sets it: the guess box ticks itself
    assert box.isChecked()
    assert panel.actions["break_guess"].isChecked()
    record_finished(qtbot, panel)
    panel.playback.seek(0)
    with qtbot.waitSignal(panel.playback.stopped_at, timeout=10000) as stopped:
        panel.actions["play"].trigger()
    assert stopped.args == [StopKind.GUESS]
    assert panel.session.record.kind[panel.playback.position - 1] == rec.ASSUME


def test_the_code_takes_the_windows_font_size_and_the_themes_colours(qtbot, panel, window):
    view = panel.code.view
    record_finished(qtbot, panel)
    panel.actions["next_guess"].trigger()
    in_step(qtbot, panel)
    lit = view.document().findBlockByNumber(view.lit_line - 1)
    highlight = view.palette().color(QPalette.ColorRole.Highlight)
    assert lit.blockFormat().background().color() == highlight
    width = view.margin.margin_width()
    font = window.font()
    font.setPointSizeF(font.pointSizeF() * 2)  # (as zoom and presentation mode do)
    window.setFont(font)
    assert view.font().pointSizeF() == font.pointSizeF()
    assert view.font().fixedPitch(), "the code keeps its fixed-pitch family"
    assert view.margin.margin_width() > width
    dark = palette_of(DARK)
    view.setPalette(dark)
    lit = view.document().findBlockByNumber(view.lit_line - 1)
    assert lit.blockFormat().background().color() == dark.color(QPalette.ColorRole.Highlight)
    others = [view.document().findBlockByNumber(n) for n in range(view.blockCount())]
    assert sum(b.blockFormat().background().style() != Qt.BrushStyle.NoBrush for b in others) == 1


def test_closed_the_panel_waits_and_opened_it_catches_up(qtbot, panel, window):
    window.show()
    qtbot.waitExposed(window)
    record_finished(qtbot, panel)
    panel.code.dock.hide()
    panel.actions["next_guess"].trigger()
    panel.actions["next_contradiction"].trigger()
    qtbot.wait(100)
    assert panel.code.view.lit_line != panel.playback.trace.line_at(panel.playback.position)
    panel.actions["code"].trigger()
    assert not panel.code.dock.isHidden()
    in_step(qtbot, panel)
