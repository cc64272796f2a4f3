"""The step stream: small immutable events that a search yields as it works.

One code path serves the command line (``--trace``), the tests and the window: the
window replays these events to animate the board and grow the hypothesis tree.
Replaying is simple on purpose, so a consumer needs no solver knowledge:

* ``Start``       the board is every candidate everywhere; the givens follow as ``Deduce``
                  events with rule ``"given"``.
* ``Deduce``      the cell now holds exactly ``digit`` (its other candidates are gone).
* ``Eliminate``   ``digit`` is no longer a candidate of ``cell``.
* ``Assume``      a guess: ``cell`` holds ``digit``. It opens search node ``node`` under
                  ``parent`` (0 is the root). The consumer should remember the board as
                  it was just before, because a later ``Backtrack`` to ``parent`` restores it.
* ``Contradiction`` the board of the current node is impossible (no state change).
* ``Backtrack``   restore the board saved at the branch point of node ``node``, i.e. the
                  board just before its children's assumptions were made.
* ``Solved``      a full valid grid was reached; the search may go on when asked for more.
* ``Exhausted`` / ``LimitReached`` / ``Invalid`` end the stream.

Cells are 0..80 (row-major); ``-1`` means "no cell"/"no unit" where a field does not apply.

Causes. ``Deduce``, ``Eliminate`` and ``Contradiction`` carry ``because``: the indices of the
earlier events of the same stream that made them true (an event's index is its position in
the stream, 0 for ``Start``). Every cause is still in force when the event comes: no
``Backtrack`` in between has taken it back. What each rule names:

* ``given`` and a guess (``Assume``): nothing, ``because == ()``.
* ``peer`` elimination: the placement (given, deduce or assume) of the digit in the peer.
* ``naked single``: for each other digit, the event that removed it from the cell.
* ``hidden single``: for each other cell of the unit, the event that removed the digit from
  it (an elimination, or the placement of another digit there).
* a technique (its placements and eliminations): the events that shaped its pattern; see
  ``solver.causes.pattern_causes``.
* ``Contradiction``: the events that emptied the cell (each of its nine digits), or the
  unit's places for the digit, or the placements of the two cells holding the same digit.

A cause's own causes are in its event, so the whole chain back to the givens, and the guess
it hangs on, can be read from the stream alone (``solver.causes``). ``because`` takes no part
in equality and hashing: an event rebuilt by a consumer that does not keep causes is still
the same move.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields

from solver.board import COL_OF, ROW_OF

# Rule names carried by Deduce and Eliminate events.
GIVEN = "given"
NAKED_SINGLE = "naked single"
HIDDEN_SINGLE = "hidden single"
PEER = "peer"  # elimination because a peer holds the digit
ASSUMPTION = "assumption"


class Event:
    """Base of all events: a name for JSON and a flat dict form."""

    __slots__ = ()
    kind = "event"

    def to_dict(self) -> dict:
        """A JSON-ready dict: ``event`` plus the fields, and ``row``/``col`` for a cell."""
        out: dict = {"event": self.kind}
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, tuple):
                value = [list(v) if isinstance(v, tuple) else v for v in value]
            out[f.name] = value
        cell = getattr(self, "cell", -1)
        if cell is not None and cell >= 0:
            out["row"] = ROW_OF[cell]
            out["col"] = COL_OF[cell]
        return out


@dataclass(frozen=True, slots=True)
class Start(Event):
    """The search begins on these givens (81 ints, 0 blank) with this strategy."""

    givens: tuple[int, ...]
    strategy: str
    kind = "start"


@dataclass(frozen=True, slots=True)
class Deduce(Event):
    """``cell`` is fixed to ``digit`` by ``rule`` (``unit`` is the unit of a hidden single);
    ``because`` are the indices of the earlier events that made it true."""

    cell: int
    digit: int
    rule: str
    unit: int = -1
    node: int = 0
    because: tuple[int, ...] = field(default=(), compare=False)
    kind = "deduce"


@dataclass(frozen=True, slots=True)
class Eliminate(Event):
    """``digit`` is removed from ``cell`` by ``rule``; ``cells`` justify it (e.g. the peer),
    ``because`` are the indices of the earlier events that made it true."""

    cell: int
    digit: int
    rule: str
    unit: int = -1
    cells: tuple[int, ...] = ()
    node: int = 0
    because: tuple[int, ...] = field(default=(), compare=False)
    kind = "eliminate"


@dataclass(frozen=True, slots=True)
class Assume(Event):
    """A guess opening node ``node`` under ``parent``; ``options`` are all (cell, digit)
    choices of this branch point in the order they are tried (``unit`` is the unit
    whose places for a digit are the options, or -1 when they are one cell's candidates)."""

    cell: int
    digit: int
    depth: int
    node: int
    parent: int
    options: tuple[tuple[int, int], ...] = ()
    unit: int = -1
    kind = "assume"


@dataclass(frozen=True, slots=True)
class Contradiction(Event):
    """The board of ``node`` is impossible: ``cell`` has no candidate left, or ``digit``
    has no place left in ``unit``, or (``cell`` and ``digit``) a peer already holds it;
    ``because`` are the indices of the earlier events that made it so."""

    node: int
    cell: int = -1
    unit: int = -1
    digit: int = 0
    because: tuple[int, ...] = field(default=(), compare=False)
    kind = "contradiction"


@dataclass(frozen=True, slots=True)
class Backtrack(Event):
    """Restore the board saved at the branch point of ``node`` (depth ``depth``), whose
    branch cell is ``cell``. ``reason`` is ``"contradiction"`` after a dead end,
    ``"exhausted"`` when the branch below has no option left to try, or ``"solution"``
    when the search goes on for more solutions."""

    node: int
    cell: int
    depth: int
    reason: str
    kind = "backtrack"


@dataclass(frozen=True, slots=True)
class Solved(Event):
    """A solution (81 digits) reached at ``node``; ``count`` solutions so far."""

    solution: str
    node: int
    count: int
    kind = "solved"


@dataclass(frozen=True, slots=True)
class Exhausted(Event):
    """Every branch was tried; ``solutions`` were found in all."""

    solutions: int
    kind = "exhausted"


@dataclass(frozen=True, slots=True)
class LimitReached(Event):
    """The search stopped at its ``limit`` on ``what`` ("nodes" or "time")."""

    what: str
    limit: float
    solutions: int
    kind = "limit"


@dataclass(frozen=True, slots=True)
class Invalid(Event):
    """The givens break the rules; ``conflicts`` are (digit, unit, cells) triples.
    Such a puzzle is never searched."""

    conflicts: tuple[tuple[int, int, tuple[int, ...]], ...]
    kind = "invalid"


FINAL_EVENTS = (Exhausted, LimitReached, Invalid)
