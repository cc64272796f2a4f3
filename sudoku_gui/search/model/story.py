"""The walk as a story: guesses, dead ends, backtracks and ends, with their propagation folded.

A record holds every event; most are propagation (a deduction, an elimination) that follows a
guess. The story keeps the record rows that are not propagation (its *headings*: the start,
each guess, contradiction, backtrack, solution and end), and each heading owns the
propagation rows after it, up to the next heading. The first heading, the start, owns the
propagation of the givens, which is one step of the walk: "The 25 givens remove 416
candidates and fix 26 more cells." rather than 400 steps to sit through.

The story also says where playback stops: every row, or only headings (story mode), with the
givens' propagation always one stop. Positions count replayed rows, so the stop of a heading
``h`` is ``h + 1`` (the board just after it), and the stop of the givens is the first
heading after the start. Pure Python: no Qt here.
"""

from __future__ import annotations

import re
from array import array
from bisect import bisect_left, bisect_right
from enum import StrEnum

from solver.events import GIVEN
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.narration import (
    cell_text,
    contradiction_what,
    narrate,
    propagates_after_guesses,
)
from sudoku_gui.support.words import translate

# Every kind but Deduce and Eliminate starts a heading.
_HEADING_KINDS = re.compile(b"[^%c%c]" % (rec.DEDUCE, rec.ELIMINATE))


class StopKind(StrEnum):
    """A kind of heading playback can jump to (Search > Jump to > Next guess...) or break at (the
    playback bar's breakpoints). The values name the settings (``break_guess``) and the
    status bar's "Paused at ..." messages: keep them."""

    GUESS = "guess"
    CONTRADICTION = "contradiction"
    BACKTRACK = "backtrack"
    SOLUTION = "solution"

    @property
    def row_kind(self) -> int:
        """The ``RowKind`` of the rows this stop is at."""
        return _ROW_KIND_OF_STOP[self]


_ROW_KIND_OF_STOP = {
    StopKind.GUESS: rec.ASSUME,
    StopKind.CONTRADICTION: rec.CONTRADICTION,
    StopKind.BACKTRACK: rec.BACKTRACK,
    StopKind.SOLUTION: rec.SOLVED,
}


class Story:
    """The headings of a growing record (see the module docstring)."""

    def __init__(self, record: rec.SearchRecord) -> None:
        self.record = record
        self.headings = array("I")
        self._scanned = 0

    def update(self) -> None:
        """Take in the rows the record gained since the last call."""
        kinds = self.record.kind
        start = self._scanned
        if start == len(kinds):
            return
        self.headings.extend(
            start + found.start() for found in _HEADING_KINDS.finditer(kinds[start:].tobytes())
        )
        self._scanned = len(kinds)

    def __len__(self) -> int:
        return len(self.headings)

    def heading_of(self, index: int) -> int:
        """The heading number (0 = the start) whose part of the walk holds row ``index``."""
        return max(bisect_right(self.headings, index) - 1, 0)

    def end_of(self, heading: int) -> int:
        """The row after the last row heading ``heading`` owns."""
        if heading + 1 < len(self.headings):
            return self.headings[heading + 1]
        return len(self.record)

    def child_count(self, heading: int) -> int:
        return self.end_of(heading) - self.headings[heading] - 1

    @property
    def opening_end(self) -> int:
        """The stop of the givens: the board once their propagation is done."""
        return self.end_of(0) if self.headings else 0

    # -- where playback stops -----------------------------------------------------------

    def next_stop(self, position: int, story_only: bool, complete: bool = True) -> int | None:
        """The stop after ``position``, or None when the record does not reach it yet.
        While the record grows (not ``complete``), the opening ends where the first guess's
        heading comes, so until that arrives its stop is not known: the rows so far are not
        it (a step pressed then would stop short, inside the givens' propagation)."""
        opening = self.opening_end
        if position < opening:
            return opening if complete or len(self.headings) > 1 else None
        if not story_only:
            return position + 1 if position < len(self.record) else None
        found = bisect_left(self.headings, position)  # the first heading h with h + 1 > position
        return self.headings[found] + 1 if found < len(self.headings) else None

    def previous_stop(self, position: int, story_only: bool) -> int:
        """The stop before ``position`` (0, the bare givens, at the least)."""
        opening = self.opening_end
        if position <= opening:
            return 0
        if not story_only:
            return position - 1
        found = bisect_left(self.headings, position - 1) - 1  # the last h with h + 1 < position
        return max(self.headings[found] + 1, opening) if found >= 1 else opening

    def advance(self, position: int, stops: int, story_only: bool) -> int:
        """The position ``stops`` stops after ``position`` (as far as the record reaches)."""
        if stops <= 0:
            return position
        if not story_only:
            opening = self.opening_end
            if position < opening:
                position, stops = opening, stops - 1
            return min(position + stops, len(self.record))
        for _ in range(stops):
            following = self.next_stop(position, True)
            if following is None:
                break
            position = following
        return position

    def find(self, kind: StopKind, position: int, forward: bool = True) -> int | None:
        """The stop of the next (or previous) row of ``kind`` after (before) the row shown at
        ``position``, or None when there is none (yet)."""
        code = bytes((kind.row_kind,))
        kinds = self.record.kind
        if forward:
            found = kinds[position:].tobytes().find(code)
            return position + found + 1 if found >= 0 else None
        found = kinds[: max(position - 1, 0)].tobytes().rfind(code)
        return found + 1 if found >= 0 else None

    # -- what a heading says --------------------------------------------------------------

    def headline(self, heading: int, upto: int | None = None) -> str:
        """The heading's line: what happened, and for the start and a guess what followed,
        as far as the first ``upto`` rows tell (the playback's position: a line never tells
        what the walk has not shown yet)."""
        index = self.headings[heading]
        kind = self.record.kind[index]
        if kind == rec.START:
            return self._opening_line(upto)
        if kind == rec.ASSUME:
            return self._guess_line(heading, index, upto)
        if kind == rec.CONTRADICTION:
            what = contradiction_what(self.record, index)
            return translate("Story", "Dead end: {what}.").format(what=what)
        return narrate(self.record, index)

    def _counts(self, heading: int, upto: int | None = None) -> tuple[int, int, int]:
        """(deductions, eliminations, givens placed) among the rows ``heading`` owns (the
        first ``upto`` rows of the record only)."""
        record = self.record
        begin, end = self.headings[heading] + 1, self.end_of(heading)
        if upto is not None:
            end = min(end, upto)
        kinds = record.kind[begin:end].tobytes()
        deductions = kinds.count(bytes((rec.DEDUCE,)))
        eliminations = kinds.count(bytes((rec.ELIMINATE,)))
        givens = 0
        if heading == 0 and deductions:
            givens = sum(
                1
                for index in range(begin, end)
                if record.kind[index] == rec.DEDUCE and record.rule(index) == GIVEN
            )
        return deductions, eliminations, givens

    def _opening_line(self, upto: int | None = None) -> str:
        start = self.record.start
        count = sum(1 for digit in start.givens if digit) if start is not None else 0
        deductions, eliminations, _placed = self._counts(0, upto)
        fixed = deductions - _placed
        if not eliminations and not fixed:
            return narrate(self.record, 0)
        return translate("Story", "The {givens} remove {candidates} and fix {cells}.").format(
            givens=translate("Story", "%Ln given(s)", None, count),
            candidates=translate("Story", "%Ln candidate(s)", None, eliminations),
            cells=translate("Story", "%Ln more cell(s)", None, fixed),
        )

    def _guess_line(self, heading: int, index: int, upto: int | None = None) -> str:
        record = self.record
        cell, digit, unit, node = (
            record.cell[index],
            record.digit[index],
            record.unit[index],
            record.node[index],
        )
        first_try = record.tree.parent[node] == node - 1
        options = record.options(index)
        comma = translate("Narration", ", ")
        if unit >= 0:
            places = comma.join(cell_text(c) for c, _ in options)
            line = translate("Story", "Guess {digit} at {cell} (places for {digit}: {places})")
        elif first_try and propagates_after_guesses(record):
            line = translate("Story", "Guess {cell} = {digit} (candidates {digits})")
        elif first_try:
            line = translate("Story", "Guess {cell} = {digit} (digits that fit: {digits})")
        else:
            line = translate("Story", "Next guess {cell} = {digit}")
        digits = comma.join(str(d) for _, d in options)
        line = line.format(
            digit=digit, cell=cell_text(cell), places=places if unit >= 0 else "", digits=digits
        )
        outcome = self._outcome(heading, upto)
        if not outcome:
            return line
        return translate("Story", "{guess}: {outcome}").format(guess=line, outcome=outcome)

    def _outcome(self, heading: int, upto: int | None = None) -> str:
        """ "14 cells follow, then r3c8 has no candidates left", as far as it is known."""
        deductions, _eliminations, _givens = self._counts(heading, upto)
        end = self.end_of(heading)
        told = heading + 1 < len(self) and (upto is None or end < upto)
        following = self.record.kind[end] if told else -1
        if following == -1 and heading + 1 < len(self) and deductions:  # (still unfolding)
            if deductions == 1:
                return translate("Story", "1 cell follows so far")
            return translate("Story", "%Ln cells follow so far", None, deductions)
        if deductions == 0 and following in (rec.ASSUME, -1):
            return ""  # a guess that only leads to the next one (brute force) says no more
        if deductions == 0:
            follows = translate("Story", "no cell follows")
        elif deductions == 1:
            follows = translate("Story", "1 cell follows")
        else:
            follows = translate("Story", "%Ln cells follow", None, deductions)
        if following == rec.CONTRADICTION:
            what = contradiction_what(self.record, self.end_of(heading))
            then = translate("Story", "{follows}, then {what}")
            return then.format(follows=follows, what=what)
        if following == rec.SOLVED:
            return translate("Story", "{follows}, then the grid is solved").format(follows=follows)
        if following == rec.ASSUME:
            then = translate("Story", "{follows}, then another guess is needed")
            return then.format(follows=follows)
        return follows
