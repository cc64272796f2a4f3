"""The search told in sentences, in the style of article 003's walk.

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
from sudoku_gui.support.strategy_names import strategy_title
from sudoku_gui.support.technique_names import technique_name
from sudoku_gui.support.unit_names import clash_list
from sudoku_gui.support.words import translate


def join_words(words: list[str]) -> str:
    """ "7", "7 and 9", "3, 6 and 8" (in the reader's language)."""
    if len(words) <= 1:
        return "".join(words)
    return translate("Narration", "{first} and {last}").format(
        first=translate("Narration", ", ").join(words[:-1]), last=words[-1]
    )


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
        return translate("Narration", "Given: {digit} at {cell}.").format(digit=digit, cell=where)
    if rule == NAKED_SINGLE:
        return translate(
            "Narration", "{cell} has one candidate left: {digit} (naked single)."
        ).format(cell=where, digit=digit)
    if rule == HIDDEN_SINGLE and record.unit[index] >= 0:
        place = unit_name(record.unit[index])
        return translate(
            "Narration", "{digit} has one place left in {unit}: {cell} (hidden single)."
        ).format(digit=digit, unit=place, cell=where)
    return translate("Narration", "{cell} is {digit} ({rule}).").format(
        cell=where, digit=digit, rule=technique_name(rule)
    )


def _tell_eliminate(record: rec.SearchRecord, index: int) -> str:
    cell, digit, rule = record.cell[index], record.digit[index], record.rule(index)
    because = record.event(index).cells
    if rule == PEER and because:
        peer = cell_text(because[0])
        return translate(
            "Narration", "Remove {digit} from {cell}: its peer {peer} holds {digit}."
        ).format(digit=digit, cell=cell_text(cell), peer=peer)
    return translate("Narration", "Remove {digit} from {cell} ({rule}).").format(
        digit=digit, cell=cell_text(cell), rule=technique_name(rule)
    )


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
            return translate(
                "Narration",
                "Cannot fix any more cells; assume {digit} at {cell}, one of the places for "
                "{digit} in {unit}: {places}.",
            ).format(digit=digit, cell=where, unit=unit_name(unit), places=places)
        return translate(
            "Narration", "{digit} can still go at {cell} in {unit}; assume it."
        ).format(digit=digit, cell=where, unit=unit_name(unit))
    if first_try:
        digits = join_words([str(d) for _, d in record.options(index)])
        if len(record.options(index)) == 1:
            text = translate(
                "Narration",
                "Cannot fix any more cells; assume {digit} at {cell}, which has candidate "
                "{digits}.",
            )
        else:
            text = translate(
                "Narration",
                "Cannot fix any more cells; assume {digit} at {cell}, which has candidates "
                "{digits}.",
            )
        return text.format(digit=digit, cell=where, digits=digits)
    return translate("Narration", "{cell} has candidate {digit} left; assume it.").format(
        cell=where, digit=digit
    )


def _tell_try(record: rec.SearchRecord, index: int, first_try: bool) -> str:
    """A guess of brute force: the next digit that fits at a cell, with no propagation."""
    cell, digit = record.cell[index], record.digit[index]
    at_root = record.tree.parent[record.node[index]] == 0
    where = cell_text(cell)
    if not first_try:
        return translate("Narration", "Try the next digit that fits at {cell}: {digit}.").format(
            cell=where, digit=digit
        )
    digits = [str(d) for _, d in record.options(index)]
    strategy = STRATEGIES[record.start.strategy]
    in_order = strategy.branching == "first unfilled"
    if len(digits) == 1:
        fits = translate("Narration", "the only digit that fits")
    else:
        fits = translate("Narration", "digits that fit: {digits}").format(digits=join_words(digits))
    if in_order and at_root:
        sentence = translate("Narration", "Try {digit} at {cell}, the first empty cell ({fits}).")
    elif in_order:
        sentence = translate("Narration", "Try {digit} at {cell}, the next empty cell ({fits}).")
    else:
        sentence = translate("Narration", "Try {digit} at {cell} ({fits}).")
    sentence = sentence.format(digit=digit, cell=where, fits=fits)
    if at_root and strategy.propagation != "none":
        return translate(
            "Narration", "Cannot fix any more cells; brute force from here. {sentence}"
        ).format(sentence=sentence)
    return sentence


def contradiction_what(record: rec.SearchRecord, index: int) -> str:
    """What broke at contradiction ``index``: "r3c8 has no candidates left"."""
    cell, digit, unit = record.cell[index], record.digit[index], record.unit[index]
    if unit >= 0:
        return translate("Narration", "{digit} has no place left in {unit}").format(
            digit=digit, unit=unit_name(unit)
        )
    if cell >= 0 and digit:
        return translate(
            "Narration", "{cell} cannot be {digit}: a peer already holds {digit}"
        ).format(cell=cell_text(cell), digit=digit)
    if cell >= 0:
        return translate("Narration", "{cell} has no candidates left").format(cell=cell_text(cell))
    return translate("Narration", "the board breaks a rule")


def _tell_contradiction(record: rec.SearchRecord, index: int) -> str:
    cell, digit, unit = record.cell[index], record.digit[index], record.unit[index]
    what = contradiction_what(record, index)
    if record.node[index] == 0:
        return translate("Narration", "Contradiction: {what}; the puzzle has no solution.").format(
            what=what
        )
    if not propagates_after_guesses(record):
        if cell >= 0 and not digit and unit < 0:
            return translate("Narration", "No digit fits at {cell}; go back.").format(
                cell=cell_text(cell)
            )
        return translate("Narration", "Dead end: {what}; go back.").format(what=what)
    after = index + 1
    if after < len(record) and record.kind[after] == rec.BACKTRACK:
        return translate(
            "Narration",
            "Contradiction: {what}; the assumption was wrong; restore the state saved at {cell}.",
        ).format(what=what, cell=cell_text(record.cell[after]))
    return translate("Narration", "Contradiction: {what}; the assumption was wrong.").format(
        what=what
    )


def _tell_backtrack(record: rec.SearchRecord, index: int) -> str:
    target = cell_text(record.cell[index])
    reason = record.backtrack_reason(index)
    brute_force = not propagates_after_guesses(record)
    if reason == rec.BacktrackReason.NO_OPTION_LEFT:
        abandoned = record.tree.last_child(record.current[index - 1]) if index else -1
        if abandoned > 0:
            tried = cell_text(record.tree.cell[abandoned])
            if brute_force:
                text = translate("Narration", "No other digit fits at {tried}; go back to {cell}.")
            else:
                text = translate(
                    "Narration", "{tried} has no candidates left to try; go back to {cell}."
                )
            return text.format(tried=tried, cell=target)
        return translate("Narration", "No options left to try; go back to {cell}.").format(
            cell=target
        )
    if reason == rec.BacktrackReason.SOLUTION:
        return translate("Narration", "Look for another solution: go back to {cell}.").format(
            cell=target
        )
    if brute_force:
        return translate("Narration", "Take back the digit at {cell}.").format(cell=target)
    return translate("Narration", "The board is back as it was saved at {cell}.").format(
        cell=target
    )


def _tell_solved(record: rec.SearchRecord, index: int) -> str:
    return translate(
        "Narration", "Solved: all 81 cells are fixed without breaking a rule (solution {number})."
    ).format(number=record.solution_number(index))


def _tell_whole(event) -> str:
    kind = rec.KIND_OF[type(event)]
    if kind == rec.START:
        givens = sum(1 for v in event.givens if v)
        return translate(
            "Narration", "Start with %Ln given(s); strategy: {strategy}.", None, givens
        ).format(strategy=strategy_title(event.strategy))
    # (lupdate sees a count only when it is a plain name: hence the locals below.)
    solutions = getattr(event, "solutions", 0)
    if kind == rec.EXHAUSTED:
        return translate(
            "Narration", "Every option has been tried: %Ln solution(s) in all.", None, solutions
        )
    if kind == rec.LIMIT:
        if event.what == "time":
            limit = translate("Narration", "{seconds} seconds").format(seconds=f"{event.limit:g}")
        else:
            nodes = round(event.limit)
            limit = translate("Narration", "%Ln node(s)", None, nodes)
        return translate(
            "Narration",
            "Stopped at the limit of {limit} with %Ln solution(s) so far.",
            None,
            solutions,
        ).format(limit=limit)
    conflicts = clash_list([Conflict(*c) for c in event.conflicts])
    return translate(
        "Narration", "The givens break the rules: {conflicts}. Nothing to search."
    ).format(conflicts=conflicts)


_TELLERS = {
    rec.DEDUCE: _tell_deduce,
    rec.ELIMINATE: _tell_eliminate,
    rec.ASSUME: _tell_assume,
    rec.CONTRADICTION: _tell_contradiction,
    rec.BACKTRACK: _tell_backtrack,
    rec.SOLVED: _tell_solved,
}
