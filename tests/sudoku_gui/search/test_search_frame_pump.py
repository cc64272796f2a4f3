"""The frame pump: a frame at once, the tree half a frame later, the readouts at their own
pace, the last of a burst always painted, and everything pending painted on a flush."""

from __future__ import annotations

from sudoku_gui.search.running.frame_pump import FRAME_MS, READOUT_MS, FramePump


def pump_with_log():
    painted: list[str] = []
    pump = FramePump(
        lambda: painted.append("frame"),
        lambda: painted.append("tree"),
        lambda: painted.append("readout"),
    )
    return pump, painted


def test_a_move_paints_the_grid_now_and_the_tree_half_a_frame_later(qtbot):
    pump, painted = pump_with_log()
    pump.moved(1)
    assert painted == ["frame", "readout"], "the tree waits for its own turn"
    qtbot.waitUntil(lambda: "tree" in painted, timeout=1000)
    assert painted == ["frame", "readout", "tree"]


def test_a_burst_of_moves_paints_the_first_and_the_last(qtbot):
    pump, painted = pump_with_log()
    for position in range(100):
        pump.moved(position)
    assert painted.count("frame") == 1 and painted.count("readout") == 1
    qtbot.waitUntil(
        lambda: painted.count("readout") == 2 and painted[-1] == "tree", timeout=2000
    )  # (the tree follows the last paint)
    qtbot.wait(READOUT_MS)
    assert painted.count("frame") == 2, "the last move of the burst is painted, once"
    assert painted.count("readout") == 2


def test_a_flush_paints_everything_pending_now(qtbot):
    pump, painted = pump_with_log()
    pump.moved(1)
    pump.moved(2)
    painted.clear()
    pump.flush()
    assert sorted(painted) == ["frame", "readout", "tree"]
    qtbot.wait(READOUT_MS + FRAME_MS)
    assert sorted(painted) == ["frame", "readout", "tree"], "nothing was left to paint later"


def test_growth_and_a_new_notation_ask_only_for_their_part(qtbot):
    pump, painted = pump_with_log()
    pump.readout_due(500)
    assert painted == ["readout"]
    pump.frame_due()
    assert painted == ["readout", "frame"]
    pump.readout_now()
    assert painted == ["readout", "frame", "readout"], "now means now, past the throttle"
    qtbot.waitUntil(lambda: painted[-1] == "tree", timeout=1000)
