"""--resume touches only its own files: an output that is not this command's answers to this
input, line by line, is refused (exit 2, the file and its first wrong line named) and left
byte for byte."""

from __future__ import annotations

import io
import json
import os
import time
import zipfile

import pytest

from solver.cli import main

EASY = [
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
    "2...8.3...6..7..84.3.5..2.9...1.54.8.........4.27.6...3.1..7.4.72..4..6...4.1...3",
    "......9.7...42.18....7.5.261..9.4....5.....4....5.7..992.1.8....34.59...5.7......",
]


@pytest.fixture
def puzzles(tmp_path):
    path = tmp_path / "in.txt"
    path.write_text("\n".join(EASY) + "\n")
    return path


def _refused(capsys, out, argv: list[str], line: int) -> str:
    """Run ``argv`` with --resume into ``out``: refused at once (exit 2, under a second),
    naming ``out`` and ``line``, the file's bytes unchanged. The message."""
    before = out.read_bytes()
    started = time.monotonic()
    assert main([*argv, "--output", str(out), "--resume"]) == 2
    assert time.monotonic() - started < 1.0
    assert out.read_bytes() == before
    err = capsys.readouterr().err
    assert f"sudoku-solve: {out}:{line}: " in err and "nothing was resumed" in err
    return err


def test_a_zip_given_as_output_is_refused_and_left_whole(capsys, tmp_path, puzzles):
    out = tmp_path / "pack.zip"
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as pack:
        pack.writestr("lesson.json", json.dumps({"name": "x-wing", "steps": list(range(50))}))
    out.write_bytes(buffer.getvalue())
    _refused(capsys, out, ["--rate", "--json", str(puzzles)], 1)
    with zipfile.ZipFile(out) as pack:  # still a zip
        assert pack.namelist() == ["lesson.json"]


@pytest.mark.parametrize(
    ("blob", "why"),
    [
        (bytes(range(256)).replace(b"\n", b"x") * 4096, "not text"),
        (b"A" * (1 << 20), "not the start of an answer"),
        (b"7" * (2 << 20), "a line over"),
    ],
    ids=["binary", "text", "digits"],
)
@pytest.mark.parametrize("options", [["--count"], ["--rate"], ["--explain"], []])
def test_a_megabyte_without_newline_is_refused_not_truncated(
    capsys, tmp_path, puzzles, blob, why, options
):
    out = tmp_path / "blob.bin"
    out.write_bytes(blob)  # 1 or 2 MB, no newline
    assert why in _refused(capsys, out, [*options, str(puzzles)], 1)


def test_a_json_output_resumed_as_csv_is_refused(capsys, tmp_path, puzzles):
    out = tmp_path / "rated.jsonl"
    assert main(["--rate", "--json", "--output", str(out), str(puzzles)]) == 0
    err = _refused(capsys, out, ["--rate", "--format", "csv", str(puzzles)], 1)
    assert "not the header 'puzzle,er,ep,ed,level,stopped,steps'" in err


def test_a_csv_output_resumed_as_json_is_refused(capsys, tmp_path, puzzles):
    out = tmp_path / "rated.csv"
    assert main(["--rate", "--format", "csv", "--output", str(out), str(puzzles)]) == 0
    _refused(capsys, out, ["--rate", "--json", str(puzzles)], 1)


@pytest.mark.parametrize(
    "options", [["--rate", "--json"], ["--rate"], ["--count", "--format", "csv"], ["--explain"]]
)
@pytest.mark.parametrize("bad", [b"\n", b"\x00\x00\n"], ids=["blank", "nul"])
def test_blank_and_nul_lines_are_not_answers(capsys, tmp_path, puzzles, options, bad):
    """Two puzzles answered, then a blank (or NUL) line where the third's answer would be:
    not taken for an answer (the third puzzle would never be answered)."""
    head = tmp_path / "head.txt"
    head.write_text("\n".join(EASY[:2]) + "\n")
    out = tmp_path / "out"
    main([*options, "--output", str(out), str(head)])
    out.write_bytes(out.read_bytes() + bad)
    lines = out.read_bytes().count(b"\n")
    _refused(capsys, out, [*options, str(puzzles)], lines)


def test_answers_of_another_command_are_refused(capsys, tmp_path, puzzles):
    """Solutions resumed as counts, counts as solutions: each line is checked."""
    out = tmp_path / "solved.txt"
    assert main(["--output", str(out), str(puzzles)]) == 0
    _refused(capsys, out, ["--count", str(puzzles)], 1)
    out.write_text("1\n1\n")
    err = _refused(capsys, out, [str(puzzles)], 1)
    assert "not a solution of the puzzle in its place" in err


def test_a_cut_line_that_is_not_the_start_of_an_answer_is_refused(capsys, tmp_path, puzzles):
    out = tmp_path / "rated.jsonl"
    head = tmp_path / "head.txt"
    head.write_text(EASY[0] + "\n")
    main(["--rate", "--json", "--output", str(out), str(head)])
    out.write_bytes(out.read_bytes() + b"PK\x03\x04\x14")
    _refused(capsys, out, ["--rate", "--json", str(puzzles)], 2)


def test_a_puzzle_without_answer_in_text_names_itself(capsys, tmp_path):
    """In a text rating, the record of a puzzle without one is the puzzle alone (a blank
    line would be no answer of anything): resuming after it goes on."""
    none = "11" + "." * 79  # two 1s in row 1: conflicting givens
    path = tmp_path / "in.txt"
    path.write_text(f"{EASY[0]}\n{none}\n{EASY[1]}\n")
    out = tmp_path / "rated.txt"
    assert main(["--rate", "--output", str(out), str(path)]) == 1
    whole = out.read_text()
    assert whole.splitlines()[1] == none
    out.write_text("\n".join(whole.splitlines()[:2]) + "\n")
    assert main(["--rate", "--output", str(out), "--resume", str(path)]) == 0
    assert out.read_text() == whole


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_given_as_output_is_refused_at_once(capsys, tmp_path, puzzles):
    out = tmp_path / "pipe"
    os.mkfifo(out)
    started = time.monotonic()
    for resume in ([], ["--resume"]):
        assert main(["--count", "--output", str(out), *resume, str(puzzles)]) == 2
    assert time.monotonic() - started < 1.0
    assert capsys.readouterr().err.count("not a regular file (a FIFO (named pipe))") == 2


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_a_device_given_as_output_is_refused(capsys, puzzles):
    assert main(["--count", "--output", "/dev/zero", "--resume", str(puzzles)]) == 2
    assert "cannot write /dev/zero: not a regular file (a device)" in capsys.readouterr().err
