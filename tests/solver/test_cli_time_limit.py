"""Long ratings on the command line: --time-limit cuts one puzzle's path (said clearly, with
the figures of the part found) and the next puzzle goes on; a long puzzle shows its steps and
time on the progress line, on a terminal only. Below them, the rating's ``should_stop`` and
``progress``, which the app's Cancel and live path use too."""

from __future__ import annotations

import csv
import io
import json
import re

from solver.cli import main
from solver.cli import progress as cli_progress
from solver.cli import reporter as cli_io
from solver.cli.arguments import build_parser
from solver.cli.modes import RATE
from solver.cli.reporter import Reporter
from solver.explain import STOPPED_ER, explain
from solver.rating import rate
from solver.se_path import next_step, se_order
from solver.techniques import TECHNIQUES, initial_masks

# SE 9.0; about 84 steps and a second to rate here: a limit of 0.05 s always cuts it.
HARD = "000100200040005090007000060900340080003050900010069007060000800030900020005008000"
# One cell open: a full house, rated in microseconds, so the same limit never cuts it.
NEARLY_DONE = "034678912672195348198342567859761423426853791713924856961537284287419635345286179"
LIMIT = "0.05"


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def _two_puzzles(tmp_path):
    path = tmp_path / "two.txt"
    path.write_text(f"{HARD}\n{NEARLY_DONE}\n", encoding="utf-8")
    return path


def test_a_cut_rating_says_so_and_the_next_puzzle_is_rated(capsys, tmp_path):
    path = _two_puzzles(tmp_path)
    status = main(["--rate", "--json", "--jobs", "1", "--time-limit", LIMIT, str(path)])
    captured = capsys.readouterr()
    cut, whole = (json.loads(line) for line in captured.out.splitlines())
    assert status == 1  # a cut puzzle is a puzzle not fully answered
    assert cut["stopped"] is True and cut["logic"] is False
    assert cut["er"] >= STOPPED_ER and cut["level"] == "extreme"
    assert 0 <= cut["steps"] < 84
    assert (whole["stopped"], whole["logic"], whole["steps"], whole["er"]) == (False, True, 1, 1.0)
    message = (
        f"{path}:1: stopped by the time limit ({LIMIT} s) after {cut['steps']} "
        f"step{'' if cut['steps'] == 1 else 's'}: ER at least {cut['er']:.1f}"
    )
    assert captured.err.splitlines() == [message]


def test_a_cut_rating_in_csv_has_the_stopped_column(capsys, tmp_path):
    path = _two_puzzles(tmp_path)
    main(["--rate", "--format", "csv", "--jobs", "1", "--time-limit", LIMIT, str(path)])
    header, cut, whole = csv.reader(capsys.readouterr().out.splitlines())
    assert header[-2:] == ["stopped", "steps"]
    # (the ER found before the cut, at least STOPPED_ER: how far 0.05 s goes depends on
    # the machine and the engine's speed)
    assert cut[-2] == "true" and float(cut[1]) >= STOPPED_ER
    assert whole[-2:] == ["false", "1"]


def test_a_cut_explanation_keeps_its_steps_and_says_after_how_many(capsys, tmp_path):
    path = _two_puzzles(tmp_path)
    status = main(["--explain", "--jobs", "1", "--time-limit", LIMIT, str(path)])
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    second = lines.index(f"# {NEARLY_DONE.replace('0', '.')}")
    found = second - 1  # the lines between the two headers are the first puzzle's steps
    assert status == 1 and lines[0].startswith("# ")
    assert lines[second + 1].startswith("full house (1.0): r1c1=5")
    plural = "" if found == 1 else "s"
    assert captured.err.splitlines() == [
        f"{path}:1: stopped by the time limit ({LIMIT} s) after {found} step{plural}"
    ]


def test_a_long_puzzle_shows_its_steps_and_time_on_a_terminal(monkeypatch, tmp_path):
    monkeypatch.setattr(cli_io, "LONG_PUZZLE_SECONDS", 0.0)  # every puzzle counts as long
    monkeypatch.setattr(cli_progress, "DRAW_SECONDS", 0.0)
    monkeypatch.chdir(tmp_path)  # a short name: the bar is cut at the terminal's width
    path = tmp_path / "one.txt"
    path.write_text(HARD + "\n", encoding="utf-8")
    err = _Terminal()
    reporter = Reporter(io.StringIO(), err, progress=True)
    RATE.run(build_parser().parse_args(["--rate", "--jobs", "1", "one.txt"]), reporter)
    reporter.finish()
    shown = err.getvalue()
    counts = [int(n) for n in re.findall(r"; one.txt:1: (\d+) steps, 0:\d\d", shown)]
    assert counts and counts == sorted(counts) and counts[-1] > 50
    last_draw = [draw for draw in shown.split("\r") if "puzzle" in draw][-1]
    assert "1 puzzle" in last_draw and "steps" not in last_draw  # answered: the note is gone


def test_no_puzzle_progress_when_standard_error_is_not_a_terminal(monkeypatch, capsys, tmp_path):
    monkeypatch.setattr(cli_io, "LONG_PUZZLE_SECONDS", 0.0)
    path = tmp_path / "one.txt"
    path.write_text(NEARLY_DONE + "\n", encoding="utf-8")
    assert main(["--rate", "--jobs", "1", str(path)]) == 0
    assert capsys.readouterr().err == ""
    assert Reporter(io.StringIO(), io.StringIO(), progress=False).watch_puzzle("f:1") is None


def test_the_puzzle_part_follows_the_run_progress_on_the_bar(monkeypatch):
    monkeypatch.setattr(cli_progress, "DRAW_SECONDS", 0.0)
    err = _Terminal()
    reporter = Reporter(io.StringIO(), err, progress=True)
    reporter.show_progress(0, 0.0)
    reporter.show_puzzle_progress("hard.txt:4", 12, 0.5)  # not long yet: nothing
    assert "hard.txt" not in err.getvalue()
    reporter.show_puzzle_progress("hard.txt:4", 12, 34.9)
    assert "; hard.txt:4: 12 steps, 0:34" in err.getvalue()
    reporter.show_progress(3, 0.5)
    reporter.show_puzzle_progress("hard.txt:4", 13, 61.0)
    last_draw = err.getvalue().rsplit("\r", 1)[-1]
    assert "50%" in last_draw and "3 puzzles" in last_draw
    assert "; hard.txt:4: 13 steps" in last_draw  # the bar is cut at the terminal's width
    reporter.finish()


def test_should_stop_cuts_the_rating_between_steps():
    found = []

    def stop_after_five() -> bool:
        return len(found) >= 5

    rating = rate(HARD, should_stop=stop_after_five, progress=found.append)
    assert rating.stopped and rating.steps == 5 == len(found)
    assert rating.er >= STOPPED_ER and not rating.logic


def test_progress_is_told_every_step_in_order():
    seen = []
    path = explain(HARD, progress=seen.append)
    assert path.solved and tuple(seen) == path.steps


def test_next_step_gives_up_when_told_to_stop():
    masks = initial_masks([int(ch) for ch in HARD])
    placed = {cell for cell, ch in enumerate(HARD) if ch != "0"}
    order = se_order(TECHNIQUES)
    assert next_step(masks, order, placed) is not None
    assert next_step(masks, order, placed, should_stop=lambda: True) is None
