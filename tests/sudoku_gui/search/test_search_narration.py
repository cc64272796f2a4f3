"""The log tells the 003 walk in the article's sentences, and brute force as brute force."""

from __future__ import annotations

import solver
from solver.board import PEERS, SINGLE_DIGIT
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.cursor import RecordCursor
from sudoku_gui.search.model.narration import cell_text, join_words, narrate
from sudoku_gui.search.model.recording import SearchRecord


def story(record: SearchRecord) -> list[str]:
    """The sentences of the search steps (guesses, dead ends, backtracks), without propagation."""
    quiet = (rec.DEDUCE, rec.ELIMINATE)
    return [narrate(record, i) for i in range(len(record)) if record.kind[i] not in quiet]


def test_the_003_walk_in_sentences(walk_record):
    lines = story(walk_record)
    assert lines[0] == "Start with 17 givens; strategy: Norvig (articles 000/001)."
    assert lines[1] == "Cannot fix any more cells; assume 7 at r1c6, which has candidates 7 and 9."
    assert lines[2].startswith("Contradiction: ")
    assert lines[2].endswith("; the assumption was wrong; restore the state saved at r1c6.")
    expected_in_order = [
        "r1c6 has candidate 9 left; assume it.",
        "Cannot fix any more cells; assume 1 at r1c1, which has candidates 1 and 8.",
        "Cannot fix any more cells; assume 3 at r1c7, which has candidates 3 and 6.",
        "r1c7 has candidate 6 left; assume it.",
        "Cannot fix any more cells; assume 5 at r2c1, which has candidates 5 and 9.",
        "r2c1 has candidate 9 left; assume it.",
        "r2c1 has no candidates left to try; go back to r1c7.",
        "r1c7 has no candidates left to try; go back to r1c1.",
        "r1c1 has candidate 8 left; assume it.",
        "Solved: all 81 cells are fixed without breaking a rule (solution 1).",
    ]
    positions = [lines.index(sentence) for sentence in expected_in_order]
    assert positions == sorted(positions)
    contradictions = [line for line in lines if line.startswith("Contradiction")]
    assert len(contradictions) == 4
    assert all("the assumption was wrong; restore the state saved at" in c for c in contradictions)


def test_propagation_sentences_name_rule_and_unit(walk_record):
    sentences = [narrate(walk_record, i) for i in range(len(walk_record))]
    assert "Given: 2 at r2c7." in sentences
    assert any(s.endswith("(hidden single).") and " in box " in s for s in sentences)
    assert any(s.endswith("(naked single).") for s in sentences)
    assert any(s.startswith("Remove ") and "its peer" in s for s in sentences)


def test_ends_and_broken_givens():
    record = SearchRecord()
    record.extend(solver.search("55" + "." * 79, "norvig"))
    assert narrate(record, len(record) - 1).startswith(
        "The givens break the rules: two 5s in row 1"
    )
    limited = SearchRecord()
    limited.extend(solver.search("." * 81, "backtracking", node_limit=5, max_solutions=2))
    assert narrate(limited, len(limited) - 1) == (
        "Stopped at the limit of 5 nodes with 0 solutions so far."
    )


def test_words():
    assert cell_text(80) == "r9c9"
    assert join_words(["3", "6", "8"]) == "3, 6 and 8"
    assert join_words(["7"]) == "7"


def test_plain_backtracking_is_told_as_brute_force(fool_003):
    record = SearchRecord()
    record.extend(solver.search(fool_003, "backtracking", node_limit=40))
    lines = story(record)
    expected_in_order = [
        "Start with 17 givens; strategy: Plain backtracking.",
        "Try 1 at r1c1, the first empty cell (digits that fit: 1, 2, 5, 8 and 9).",
        "Try 4 at r1c2, the next empty cell (digits that fit: 4, 5, 8 and 9).",
        "Try 9 at r1c8, the next empty cell (the only digit that fits).",
        "No digit fits at r1c9; go back.",
        "Take back the digit at r1c8.",
        "No other digit fits at r1c8; go back to r1c7.",
        "Try the next digit that fits at r1c7: 9.",
    ]
    positions = [lines.index(sentence) for sentence in expected_in_order]
    assert positions == sorted(positions)
    assert not any("Cannot fix" in line or "assume" in line for line in lines)


def test_digits_that_fit_are_those_no_filled_peer_holds(fool_003):
    record = SearchRecord()
    record.extend(solver.search(fool_003, "backtracking", node_limit=200))
    cursor = RecordCursor(record)
    told = 0
    for index in range(len(record)):
        sentence = narrate(record, index)
        if record.kind[index] != rec.ASSUME or "digits that fit" not in sentence:
            continue
        cursor.seek(index)
        held = {SINGLE_DIGIT[cursor.board[p]] for p in PEERS[record.cell[index]]}
        fits = [str(d) for d in range(1, 10) if d not in held]
        assert sentence.endswith(f"(digits that fit: {join_words(fits)}).")
        told += 1
    assert told > 20


def test_narrowing_guesses_once_propagation_at_the_root_is_done(fool_003):
    record = SearchRecord()
    record.extend(solver.search(fool_003, "narrowing", node_limit=40))
    guesses = [narrate(record, i) for i in range(len(record)) if record.kind[i] == rec.ASSUME]
    assert guesses[0] == (
        "Cannot fix any more cells; brute force from here. "
        "Try 1 at r1c1, the first empty cell (digits that fit: 1, 8 and 9)."
    )
    assert all(g.startswith("Try ") for g in guesses[1:])
    dead_ends = [
        narrate(record, i) for i in range(len(record)) if record.kind[i] == rec.CONTRADICTION
    ]
    assert dead_ends and all(d.startswith("No digit fits at ") for d in dead_ends)
