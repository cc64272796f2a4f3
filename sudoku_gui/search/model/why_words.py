"""A chain of causes told in words: the question, each cause numbered as on the board, and
what a backtrack would take back.

The sentences name cells and units canonically ("r1c6", "row 3"); the view puts them in
the reader's notation (``NotationChoice.text``). Pure Python: no Qt here.
"""

from __future__ import annotations

from solver.board import rc_name
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.cause_chain import SHOWN, CauseChain
from sudoku_gui.search.model.narration import narrate
from sudoku_gui.support.words import translate

# The most causes listed in words (the chain of a late step can hold thousands).
LISTED = 300


def question(record: rec.SearchRecord, chain: CauseChain) -> str:
    """What was asked: "Why is 7 gone from r1c3?", "Why is r1c3 = 4?", "Why this step?"."""
    row = chain.asked
    kind, cell, digit = record.kind[row], record.cell[row], record.digit[row]
    if kind == rec.ELIMINATE:
        return translate("Why", "Why is {digit} gone from {cell}?").format(
            digit=digit, cell=rc_name(cell)
        )
    if kind in (rec.DEDUCE, rec.ASSUME):
        return translate("Why", "Why is {cell} = {digit}?").format(cell=rc_name(cell), digit=digit)
    return translate("Why", "Why this dead end?")


def verdict(record: rec.SearchRecord, chain: CauseChain) -> str:
    """Which guess the answer hangs on, and so what a backtrack takes back."""
    if record.kind[chain.asked] == rec.ASSUME:
        return translate(
            "Why",
            "This is a guess: nothing forced it. A backtrack out of it takes it back, and "
            "everything that hangs on it.",
        )
    if chain.guess is None:
        if record.kind[chain.asked] == rec.DEDUCE and not chain.rows:
            return translate("Why", "This is a given of the puzzle.")
        return translate(
            "Why", "This follows from the givens alone: no backtrack ever takes it back."
        )
    return translate(
        "Why",
        "This holds only under the guess {cell} = {digit}: a backtrack that takes that guess "
        "back takes this back too; a backtrack out of a later guess keeps it.",
    ).format(cell=rc_name(record.cell[chain.guess]), digit=record.digit[chain.guess])


def chain_lines(record: rec.SearchRecord, chain: CauseChain) -> list[tuple[int, str]]:
    """Each cause as (row, "3. Remove 7 from r1c3: its peer r1c5 holds 7."), numbered as on
    the board, at most LISTED, then a line saying how many more there are."""
    lines = [
        (
            row,
            translate("Why", "{number}. {sentence}").format(
                number=n, sentence=narrate(record, row)
            ),
        )
        for n, row in enumerate(chain.rows[:LISTED], start=1)
    ]
    listed = len(lines)
    if len(chain.rows) > listed or not chain.complete:
        more = translate(
            "Why", "... and more causes, back to the givens (%n listed).", None, listed
        )
        lines.append((-1, more))
    return lines


def board_note(chain: CauseChain) -> str:
    """What the numbers and arrows on the board are."""
    if not chain.rows:
        return ""
    shown = min(len(chain.rows), SHOWN)
    return translate(
        "Why",
        "On the board: the %n nearest cause(s), numbered as in this list; each arrow points "
        "from a cause to what it made true.",
        None,
        shown,
    )
