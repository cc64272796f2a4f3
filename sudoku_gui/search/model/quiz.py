"""Predict, then reveal: the quiz of a recorded search.

Before chosen events the playback stops and the learner predicts what the solver will do:
which cell it guesses next (``GUESS_CELL``), which digit it tries there (``GUESS_DIGIT``),
whether the guess will end in a dead end (``GUESS_FAILS``), which cell logic fixes next
(``FORCED_CELL``). ``Quiz.due`` finds the next row that asks something; ``questions`` says what
it asks; ``answer`` judges a prediction, keeps the score and returns the reveal: what the
solver did, and why (the fewest candidates, the first in order, the dead end it ran into).
Pure Python: no Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from solver.board import rc_name, unit_name
from solver.events import GIVEN
from solver.strategies import STRATEGIES
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model import tree_model as tm
from sudoku_gui.search.model.narration import contradiction_what, narrate
from sudoku_gui.support.words import QT_TRANSLATE_NOOP, translate

GUESS_CELL, GUESS_DIGIT = "guess_cell", "guess_digit"
GUESS_FAILS, FORCED_CELL = "guess_fails", "forced_cell"
# The questions in the order they are asked at a row, with their names for the teacher.
KINDS = {
    GUESS_CELL: QT_TRANSLATE_NOOP("Quiz", "the cell of the next guess"),
    GUESS_DIGIT: QT_TRANSLATE_NOOP("Quiz", "the digit it tries"),
    GUESS_FAILS: QT_TRANSLATE_NOOP("Quiz", "whether a guess fails"),
    FORCED_CELL: QT_TRANSLATE_NOOP("Quiz", "the next forced cell"),
}
# What the score calls each kind: "3 of 5 next guesses predicted".
_SCORED = {
    GUESS_CELL: QT_TRANSLATE_NOOP("Quiz", "guessed cells: {right} of {asked}"),
    GUESS_DIGIT: QT_TRANSLATE_NOOP("Quiz", "digits tried: {right} of {asked}"),
    GUESS_FAILS: QT_TRANSLATE_NOOP("Quiz", "dead ends foreseen: {right} of {asked}"),
    FORCED_CELL: QT_TRANSLATE_NOOP("Quiz", "forced cells: {right} of {asked}"),
}


@dataclass
class Quiz:
    """The questions chosen (``kinds``), the rows already asked, and the score per kind
    (kind -> [right, asked])."""

    record: rec.SearchRecord
    kinds: set[str] = field(default_factory=lambda: {GUESS_CELL, GUESS_FAILS})
    asked: set[int] = field(default_factory=set)
    score: dict[str, list[int]] = field(default_factory=dict)

    def set_kinds(self, kinds: set[str]) -> None:
        """Ask about ``kinds`` from now on."""
        self.kinds = set(kinds)

    def questions(self, row: int) -> list[str]:
        """What row ``row`` asks, in order (none when it asks nothing)."""
        record = self.record
        kind = record.kind[row]
        if kind == rec.ASSUME:
            node = record.node[row]
            first_try = record.tree.parent[node] == node - 1
            asks = []
            if first_try and GUESS_CELL in self.kinds:
                asks.append(GUESS_CELL)
            if first_try and GUESS_DIGIT in self.kinds and record.unit[row] < 0:
                asks.append(GUESS_DIGIT)
            if GUESS_FAILS in self.kinds and record.tree.outcome[node] != tm.OPEN:
                asks.append(GUESS_FAILS)
            return asks
        if kind == rec.DEDUCE and FORCED_CELL in self.kinds and self._first_forced(row):
            return [FORCED_CELL]
        return []

    def due(self, start: int, stop: int) -> int:
        """The first row in ``start..stop-1`` not asked yet that asks something, or -1."""
        stop = min(stop, len(self.record))
        if start >= stop:
            return -1
        kinds = self.record.kind[start:stop].tobytes()
        wanted = [rec.ASSUME] if self.kinds - {FORCED_CELL} else []
        if FORCED_CELL in self.kinds:
            wanted.append(rec.DEDUCE)
        found = -1
        for kind in wanted:
            marker, offset = bytes((kind,)), kinds.find(bytes((kind,)))
            while offset >= 0 and (found < 0 or start + offset < found):
                row = start + offset
                if row not in self.asked and self.questions(row):
                    found = row
                    break
                offset = kinds.find(marker, offset + 1)
        return found

    def _first_forced(self, row: int) -> bool:
        """Whether ``row`` is a deduction (not a given), the first since the search began or
        since the last guess or backtrack: one question per stretch of logic."""
        record = self.record
        if record.rule(row) == GIVEN:
            return False
        for earlier in range(row - 1, -1, -1):
            kind = record.kind[earlier]
            if kind == rec.DEDUCE and record.rule(earlier) != GIVEN:
                return False
            if kind in (rec.ASSUME, rec.BACKTRACK, rec.START):
                return True
        return True

    def answer(self, row: int, kind: str, prediction: int | bool) -> tuple[bool, str]:
        """Judge ``prediction`` (a cell, a digit, or True for "it fails") about ``row``;
        whether it was right, and the reveal (canonical cell names)."""
        record = self.record
        cell, digit = record.cell[row], record.digit[row]
        if kind in (GUESS_CELL, FORCED_CELL):
            right = prediction == cell
        elif kind == GUESS_DIGIT:
            right = prediction == digit
        else:
            right = prediction == (record.tree.outcome[record.node[row]] == tm.DEAD)
        tally = self.score.setdefault(kind, [0, 0])
        tally[0] += right
        tally[1] += 1
        if right:
            said = translate("Quiz", "Right. {reveal}")
        else:
            said = translate("Quiz", "Not this time. {reveal}")
        return right, said.format(reveal=self.reveal(row, kind))

    def reveal(self, row: int, kind: str) -> str:
        """What the solver did at ``row``, and why."""
        record = self.record
        cell, digit = rc_name(record.cell[row]), record.digit[row]
        if kind == FORCED_CELL:
            return narrate(record, row)
        if kind == GUESS_DIGIT:
            return translate(
                "Quiz", "It tries {digit} first: digits are tried in increasing order."
            ).format(digit=digit)
        if kind == GUESS_FAILS:
            node = record.node[row]
            if record.tree.outcome[node] == tm.DEAD:
                dead_end = self._own_dead_end(row, node)
                if dead_end is not None:
                    return translate(
                        "Quiz", "{cell} = {digit} fails: {what} (step {step})."
                    ).format(
                        cell=cell,
                        digit=digit,
                        what=contradiction_what(record, dead_end),
                        step=dead_end + 1,
                    )
                return translate(
                    "Quiz",
                    "{cell} = {digit} fails: every way on from it ends in a dead end "
                    "(settled at step {step}).",
                ).format(cell=cell, digit=digit, step=record.tree.settled_at[node] + 1)
            return translate("Quiz", "{cell} = {digit} leads to a solution.").format(
                cell=cell, digit=digit
            )
        return self._why_this_cell(row)

    def _own_dead_end(self, row: int, node: int) -> int | None:
        """The contradiction row of ``node`` itself (None when it died only because all of
        its children did)."""
        record = self.record
        kinds = record.kind.tobytes()
        marker, end = bytes((rec.CONTRADICTION,)), record.tree.settled_at[node] + 1
        found = kinds.find(marker, row + 1, end)
        while found >= 0 and record.node[found] != node:
            found = kinds.find(marker, found + 1, end)
        return found if found >= 0 else None

    def _why_this_cell(self, row: int) -> str:
        record = self.record
        cell, digit, unit = rc_name(record.cell[row]), record.digit[row], record.unit[row]
        count = len(record.options(row))
        strategy = STRATEGIES.get(record.start.strategy) if record.start is not None else None
        branching = strategy.branching if strategy is not None else ""
        if unit >= 0:
            return translate(
                "Quiz",
                "It guesses at {cell}: {digit} has the fewest places in {unit} ({count}), and "
                "{cell} is the first of them.",
            ).format(cell=cell, digit=digit, unit=unit_name(unit), count=count)
        if branching == "first unfilled":
            return translate(
                "Quiz", "It guesses at {cell}: the first open cell in reading order."
            ).format(cell=cell)
        return translate(
            "Quiz",
            "It guesses at {cell}: no open cell has fewer candidates ({count}); on a tie the "
            "first in reading order wins.",
        ).format(cell=cell, count=count)

    def score_text(self) -> str:
        """ "guessed cells: 3 of 5; dead ends foreseen: 2 of 3", or "" before any answer."""
        parts = [
            translate("Quiz", _SCORED[kind]).format(right=right, asked=asked)
            for kind in KINDS
            if kind in self.score
            for right, asked in (self.score[kind],)
        ]
        return translate("Quiz", "; ").join(parts)
