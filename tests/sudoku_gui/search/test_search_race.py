"""Race strategies: lanes on one timeline, their counters, and where their guesses part."""

from __future__ import annotations

from functools import partial

from PySide6.QtWidgets import QDialog, QLabel

import solver
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.race import (
    difference_text,
    first_difference,
    guesses,
    lane_counts,
    verdict_text,
)
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.support.strategy_names import strategy_title
from tests import fakes

HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
EASY = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"


# A race compares searches stopped after 5000 nodes.
record_of = partial(fakes.record_of, node_limit=5000)


def test_the_first_difference_is_the_first_guess_chosen_differently():
    norvig, multipass = record_of(HARD, "norvig"), record_of(HARD, "multipass")
    found = first_difference([norvig, multipass], complete=True)
    assert found is not None
    a, b = found.rows
    assert (norvig.cell[a], norvig.digit[a]) != (multipass.cell[b], multipass.digit[b])
    k = found.number - 1
    assert guesses(norvig)[k] == a and guesses(multipass)[k] == b
    for i in range(k):  # the guesses before agree
        g, h = guesses(norvig)[i], guesses(multipass)[i]
        assert (norvig.cell[g], norvig.digit[g]) == (multipass.cell[h], multipass.digit[h])
    assert found.step == min(a, b) + 1
    text = difference_text([norvig, multipass], ["norvig", "multipass"], found)
    assert text.startswith(f"Guess {found.number}: norvig guesses r")


def test_same_guesses_or_no_guesses_make_no_difference():
    easy = [record_of(EASY, "norvig"), record_of(EASY, "multipass")]
    assert all(not guesses(record) for record in easy)
    assert first_difference(easy, complete=True) is None
    same = [record_of(HARD, "norvig"), record_of(HARD, "norvig")]
    assert first_difference(same, complete=True) is None


def test_lane_counts_follow_the_record():
    record = record_of(HARD, "norvig")
    end = lane_counts(record, len(record))
    assert end["guesses"] == record.kind_counts[rec.ASSUME]
    assert end["backtracks"] == record.kind_counts[rec.BACKTRACK]
    assert end["eliminations"] == record.kind_counts[rec.ELIMINATE]
    assert lane_counts(record, 0) == {"guesses": 0, "backtracks": 0, "depth": 0, "eliminations": 0}


def test_the_race_dialog_runs_two_lanes_and_jumps_to_their_difference(qtbot, panel, window):
    panel.actions["race"].trigger()
    dialog = window.findChild(QDialog, "race_dialog")
    assert dialog is not None and dialog.isVisible()
    lanes = dialog.lanes
    assert [lane.strategy for lane in lanes] == ["norvig", "multipass"]
    qtbot.waitUntil(lambda: all(lane.complete for lane in lanes), timeout=20000)
    qtbot.waitUntil(lambda: dialog.found is not None, timeout=5000)
    assert dialog.difference.text().startswith(f"Guess {dialog.found.number}: ")
    dialog.jump.click()
    assert dialog.timeline.value() == dialog.found.step
    for lane in lanes:
        assert lane.session.playback.position == min(dialog.found.step, len(lane.record))
    counters = dialog.findChild(QLabel, "race_counters_1").text()
    assert counters.startswith("guesses ")
    assert dialog.verdict.text() == ""  # not before the race has been played to its end
    dialog.timeline.setValue(dialog.timeline.maximum())
    assert all("finished at step" in lane.counters.text() for lane in lanes if
               len(lane.record) == dialog.timeline.maximum())  # fmt: skip
    first = min(lanes, key=lambda lane: len(lane.record))
    assert dialog.verdict.text().startswith(f"{strategy_title(first.strategy)} finished first.")
    for lane in lanes:  # the board the larger share of the lane, the tree the rest
        assert lane.grid.height() >= lane.tree.height() >= 0.5 * lane.grid.height()
    dialog.close()
    qtbot.waitUntil(lambda: window.findChild(QDialog, "race_dialog") is None, timeout=5000)


def test_the_verdict_says_who_finished_first_and_by_how_much():
    fast, slow = record_of(HARD, "norvig"), record_of(HARD, "multipass")
    assert len(fast) < len(slow)
    text = verdict_text([slow, fast], ["Slow", "Fast"])
    head, first_line, second_line = text.split("\n")
    assert head == "Fast finished first."
    guessed = fast.kind_counts[rec.ASSUME]
    dead = fast.kind_counts[rec.CONTRADICTION]
    assert first_line == (
        f"Fast: {len(fast):,} steps, {guessed:,} guess{'es' if guessed != 1 else ''}, "
        f"{dead:,} dead end{'s' if dead != 1 else ''}"
    )
    times = f"{len(slow) / len(fast):.1f} times as many steps"
    assert second_line.startswith("Slow: ") and second_line.endswith(f"({times})")


def test_a_lane_stopped_by_the_node_limit_did_not_finish():
    stopped = SearchRecord()
    stopped.extend(solver.search(HARD, "backtracking", node_limit=5))
    assert not stopped.solutions
    solved = record_of(HARD, "norvig")
    text = verdict_text([stopped, solved], ["Plain", "Fewest"])
    assert text.startswith("Fewest finished first.")
    assert "Plain stopped at the node limit after" in text
    only = verdict_text([stopped], ["Plain"])
    assert only == "No strategy found the solution within the node limit."
