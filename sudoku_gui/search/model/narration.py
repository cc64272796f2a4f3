"""The search told in sentences, in the style of the 003 article's walk.

"Cannot fix any more cells; assume 7 at r1c6, which has candidates 7 and 9."
"Contradiction: r3c8 has no candidates left; the assumption was wrong; restore the state
saved at r1c6." "r2c1 has no candidates left to try; go back to r1c7."

Those sentences fit strategies that propagate after every guess. Below the root, plain
backtracking and narrowing only try the digits that fit, cell after cell, so their steps are
told the way that algorithm works: "Try 3 at r1c3, the next empty cell (digits that fit: 3, 5
and 7)." "No digit fits at r1c5; go back." The strategy is the one named by the record's
``Start`` event.

Cells and units are named in the canonical r1c1 notation ("r1c6", "row 3"); the views rewrite
them into the reader's notation (``solver.notation.renotate``). Each sentence is built from
one row of a ``SearchRecord`` (and, where the story needs it, its neighbours), so the log can
narrate millions of rows lazily. Pure Python: no Qt here.
"""

from __future__ import annotations

from solver import STRATEGIES
from solver.board import rc_name as cell_text
from solver.board import unit_name
from solver.events import GIVEN, HIDDEN_SINGLE, NAKED_SINGLE, PEER
from solver.grid import Conflict
from sudoku_gui.search.model import recording as rec


def join_words(words: list[str]) -> str:
    """ "7", "7 and 9", "3, 6 and 8"."""
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def propagates_after_guesses(record: rec.SearchRecord) -> bool:
    """Whether the recorded strategy propagates at every search node (true of a strategy
    this version does not know, whose sentences then are the article's)."""
    strategy = STRATEGIES.get(record.start.strategy) if record.start is not None else None
    return strategy is None or strategy.propagates_at_nodes


def narrate(record: rec.SearchRecord, index: int) -> str:
    """The sentence telling event ``index`` of ``record``."""
    kind = record.kind[index]
    teller = _TELLERS.get(kind)
    if teller is not None:
        return teller(record, index)
    return _tell_whole(record.event(index))


def _tell_deduce(record: rec.SearchRecord, index: int) -> str:
    cell, digit, rule = record.cell[index], record.digit[index], record.rule(index)
    where = cell_text(cell)
    if rule == GIVEN:
        return f"Given: {digit} at {where}."
    if rule == NAKED_SINGLE:
        return f"{where} has one candidate left: {digit} (naked single)."
    if rule == HIDDEN_SINGLE and record.unit[index] >= 0:
        place = unit_name(record.unit[index])
        return f"{digit} has one place left in {place}: {where} (hidden single)."
    return f"{where} is {digit} ({rule})."


def _tell_eliminate(record: rec.SearchRecord, index: int) -> str:
    cell, digit, rule = record.cell[index], record.digit[index], record.rule(index)
    because = record.event(index).cells
    if rule == PEER and because:
        peer = cell_text(because[0])
        return f"Remove {digit} from {cell_text(cell)}: its peer {peer} holds {digit}."
    return f"Remove {digit} from {cell_text(cell)} ({rule})."


def _tell_assume(record: rec.SearchRecord, index: int) -> str:
    cell, digit, unit, node = (
        record.cell[index],
        record.digit[index],
        record.unit[index],
        record.node[index],
    )
    where = cell_text(cell)
    first_try = record.tree.parent[node] == node - 1
    if unit < 0 and not propagates_after_guesses(record):  # (brute force guesses at cells)
        return _tell_try(record, index, first_try)
    if unit >= 0:
        places = join_words([cell_text(c) for c, _ in record.options(index)])
        if first_try:
            return (
                f"Cannot fix any more cells; assume {digit} at {where}, one of the places "
                f"for {digit} in {unit_name(unit)}: {places}."
            )
        return f"{digit} can still go at {where} in {unit_name(unit)}; assume it."
    if first_try:
        digits = join_words([str(d) for _, d in record.options(index)])
        noun = "candidate" if len(record.options(index)) == 1 else "candidates"
        return f"Cannot fix any more cells; assume {digit} at {where}, which has {noun} {digits}."
    return f"{where} has candidate {digit} left; assume it."


def _tell_try(record: rec.SearchRecord, index: int, first_try: bool) -> str:
    """A guess of brute force: the next digit that fits at a cell, with no propagation."""
    cell, digit = record.cell[index], record.digit[index]
    at_root = record.tree.parent[record.node[index]] == 0
    where = cell_text(cell)
    if not first_try:
        return f"Try the next digit that fits at {where}: {digit}."
    digits = [str(d) for _, d in record.options(index)]
    fits = (
        f"digits that fit: {join_words(digits)}" if len(digits) > 1 else "the only digit that fits"
    )
    strategy = STRATEGIES[record.start.strategy]
    if strategy.branching == "first unfilled":
        where += ", the first empty cell" if at_root else ", the next empty cell"
    sentence = f"Try {digit} at {where} ({fits})."
    if at_root and strategy.propagation != "none":
        return "Cannot fix any more cells; brute force from here. " + sentence
    return sentence


def contradiction_what(record: rec.SearchRecord, index: int) -> str:
    """What broke at contradiction ``index``: "r3c8 has no candidates left"."""
    cell, digit, unit = record.cell[index], record.digit[index], record.unit[index]
    if unit >= 0:
        return f"{digit} has no place left in {unit_name(unit)}"
    if cell >= 0 and digit:
        return f"{cell_text(cell)} cannot be {digit}: a peer already holds {digit}"
    if cell >= 0:
        return f"{cell_text(cell)} has no candidates left"
    return "the board breaks a rule"


def _tell_contradiction(record: rec.SearchRecord, index: int) -> str:
    cell, digit, unit = record.cell[index], record.digit[index], record.unit[index]
    what = contradiction_what(record, index)
    if record.node[index] == 0:
        return f"Contradiction: {what}; the puzzle has no solution."
    if not propagates_after_guesses(record):
        if cell >= 0 and not digit and unit < 0:
            return f"No digit fits at {cell_text(cell)}; go back."
        return f"Dead end: {what}; go back."
    sentence = f"Contradiction: {what}; the assumption was wrong"
    after = index + 1
    if after < len(record) and record.kind[after] == rec.BACKTRACK:
        sentence += f"; restore the state saved at {cell_text(record.cell[after])}"
    return sentence + "."


def _tell_backtrack(record: rec.SearchRecord, index: int) -> str:
    target = cell_text(record.cell[index])
    reason = record.rule(index)
    brute_force = not propagates_after_guesses(record)
    if reason == "exhausted":
        abandoned = record.tree.last_child(record.current[index - 1]) if index else -1
        if abandoned > 0:
            tried = cell_text(record.tree.cell[abandoned])
            if brute_force:
                return f"No other digit fits at {tried}; go back to {target}."
            return f"{tried} has no candidates left to try; go back to {target}."
        return f"No options left to try; go back to {target}."
    if reason == "solution":
        return f"Look for another solution: go back to {target}."
    if brute_force:
        return f"Take back the digit at {target}."
    return f"The board is back as it was saved at {target}."


def _tell_solved(record: rec.SearchRecord, index: int) -> str:
    count = record.ref[index]
    return f"Solved: all 81 cells are fixed without breaking a rule (solution {count})."


def _tell_whole(event) -> str:
    kind = rec.KIND_OF[type(event)]
    if kind == rec.START:
        givens = sum(1 for v in event.givens if v)
        return f"Start with {plural(givens, 'given')}; strategy {event.strategy}."
    if kind == rec.EXHAUST:
        return f"Every option has been tried: {plural(event.solutions, 'solution')} in all."
    if kind == rec.LIMIT:
        if event.what == "time":
            limit = f"{event.limit:g} seconds"
        else:
            limit = f"{round(event.limit):,} {event.what}"
        return f"Stopped at the limit of {limit} with {plural(event.solutions, 'solution')} so far."
    conflicts = "; ".join(Conflict(*c).describe() for c in event.conflicts)
    return f"The givens break the rules: {conflicts}. Nothing to search."


_TELLERS = {
    rec.DEDUCE: _tell_deduce,
    rec.ELIMINATE: _tell_eliminate,
    rec.ASSUME: _tell_assume,
    rec.CONTRADICTION: _tell_contradiction,
    rec.BACKTRACK: _tell_backtrack,
    rec.SOLVED: _tell_solved,
}
