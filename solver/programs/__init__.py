"""Each strategy's search as a short Python program, and which line each event runs.

The seed articles teach search through code: Norvig's ``search``, ``assign`` and
``eliminate`` (000/001), the Qiita solver (002), the worksheet with its saved states (003),
the multi-pass solver (004). A reader of the walk asks "which line made this happen?". Every
strategy (``solver.strategies``) names a ``Program``: 15-40 lines in the article's own names,
written by us in its spirit, where some lines carry the ``Role`` of the events that line
makes. That is the one mapping from the step stream to the code: ``Program.line_of(event)``
lights exactly one line for every event, and the lines that carry a role are the ones that
can run (``Program.runnable``). The engine does not run these programs; it makes the same
moves in the same order, and tests/solver/test_programs.py replays every strategy to check
that the mapping covers what it yields.

``FrameStack`` follows the same stream and keeps the recursion as a stack of ``Frame``:
one per depth, the cell and digit tried there, the options left, and how many candidates
the board had when the next guess went deeper (the top frame: now).

The comments of the programs are marked ``QT_TRANSLATE_NOOP("Programs", ...)``: the app
shows them in the reader's language; the code stays Python. Pure Python: no Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property

from solver.board import POPCOUNT
from solver.events import GIVEN, HIDDEN_SINGLE, NAKED_SINGLE, PEER, Event
from solver.strategies import Strategy, get_strategy


class Role(StrEnum):
    """What an event does, in the terms of a program's lines (``role_of``)."""

    START = "start"  # every candidate everywhere
    GIVEN = "given"  # a given written in
    INVALID = "invalid"  # the givens break the rules
    PEER = "peer"  # a digit removed because a peer holds it
    NAKED_SINGLE = "naked single"  # rule 1: a cell with one candidate left
    HIDDEN_SINGLE = "hidden single"  # rule 2: a digit with one place left in a unit
    TECHNIQUE_ELIMINATE = "technique eliminates"  # a human technique removes a candidate
    TECHNIQUE_PLACE = "technique places"  # a human technique places a digit
    EMPTY_CELL = "empty cell"  # dead end: a cell lost its last candidate
    NO_PLACE = "no place"  # dead end: a digit has no place left in a unit
    CLASH = "clash"  # dead end: a digit placed where it is gone, or twice in a unit
    DEAD_END = "dead end"  # no option fits at the cell to guess (no propagation there)
    GUESS = "guess"  # the next option tried
    NEXT_DIGIT = "next digit"  # back after a dead end or a solution: the loop goes on
    GIVE_UP = "give up"  # every option below failed: back to the caller
    SOLVED = "solved"
    EXHAUSTED = "exhausted"  # the whole search tried everything
    LIMIT = "limit"  # the search stopped at its node or time limit


_DEDUCE_ROLES = {
    GIVEN: Role.GIVEN,
    NAKED_SINGLE: Role.NAKED_SINGLE,
    HIDDEN_SINGLE: Role.HIDDEN_SINGLE,
}
_SIMPLE_ROLES = {
    "start": Role.START,
    "invalid": Role.INVALID,
    "assume": Role.GUESS,
    "solved": Role.SOLVED,
    "exhausted": Role.EXHAUSTED,
    "limit": Role.LIMIT,
}


def role_of(event: Event, strategy: Strategy) -> Role:
    """The role of ``event`` in a search by ``strategy`` (see ``role_for``)."""
    kind = event.kind
    name = event.reason if kind == "backtrack" else getattr(event, "rule", "")
    cell, digit = getattr(event, "cell", -1), getattr(event, "digit", 0)
    return role_for(kind, name, cell, digit, getattr(event, "node", 0), strategy)


def role_for(kind: str, name: str, cell: int, digit: int, node: int, strategy: Strategy) -> Role:
    """The role of an event from its fields: its ``kind`` (``Event.kind``), ``name`` (the
    rule of a Deduce or Eliminate, the reason of a Backtrack), ``cell``, ``digit`` and
    ``node`` (a record keeps these without building the event).

    A cell left with no candidate is a dead end of the guess loop (``DEAD_END``) where the
    strategy does not propagate: there the only check is which digits fit the cell."""
    if kind in _SIMPLE_ROLES:
        return _SIMPLE_ROLES[kind]
    if kind == "deduce":
        return _DEDUCE_ROLES.get(name, Role.TECHNIQUE_PLACE)
    if kind == "eliminate":
        return Role.PEER if name == PEER else Role.TECHNIQUE_ELIMINATE
    if kind == "backtrack":
        return Role.GIVE_UP if name == "exhausted" else Role.NEXT_DIGIT
    if kind == "contradiction":
        if cell < 0:
            return Role.NO_PLACE
        if digit:
            return Role.CLASH
        return Role.EMPTY_CELL if strategy.propagates_at(node) else Role.DEAD_END
    raise ValueError(f"an event of kind {kind!r} has no role")


@dataclass(frozen=True)
class Line:
    """One line of a program: its Python ``code``, a ``comment`` in English (translatable,
    context "Programs"), and the roles of the events it makes."""

    code: str
    comment: str = ""
    roles: tuple[Role, ...] = ()


def line(code: str, comment: str = "", *roles: Role) -> Line:
    return Line(code, comment, roles)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate knows
    """Marks a comment to translate in ``context``; returns it unchanged."""
    return text


@dataclass(frozen=True)
class Program:
    """A strategy's search as lines of Python; ``line_of`` maps events to line numbers
    (1-based), each role to exactly one line."""

    name: str
    lines: tuple[Line, ...]

    def __post_init__(self) -> None:
        roles = [role for line in self.lines for role in line.roles]
        if len(roles) != len(set(roles)):
            raise ValueError(f"program {self.name!r} puts a role on two lines")

    @cached_property
    def line_of_role(self) -> dict[Role, int]:
        return {role: n for n, line in enumerate(self.lines, 1) for role in line.roles}

    @cached_property
    def runnable(self) -> frozenset[int]:
        """The lines that events light (the others are context: defs, loops that make no
        event of their own)."""
        return frozenset(n for n, line in enumerate(self.lines, 1) if line.roles)

    def line_of(self, event: Event, strategy: Strategy) -> int:
        """The line ``event`` lights (1-based); KeyError if the program has no line for
        its role."""
        return self.line_of_role[role_of(event, strategy)]

    def text(self, comment=lambda text: text) -> list[str]:
        """The lines as shown, each comment passed through ``comment`` (a translator)."""
        return [
            f"{line.code}  # {comment(line.comment)}" if line.comment else line.code
            for line in self.lines
        ]


def program_of(strategy: str | Strategy | None) -> Program:
    """The program of a strategy (by name or itself; None: the default)."""
    from solver.programs.catalogue import PROGRAMS

    return PROGRAMS[get_strategy(strategy).program]


@dataclass(frozen=True)
class Frame:
    """One depth of the recursion: the guess ``cell`` = ``digit`` made there, the options
    ``left`` of its branch point ((cell, digit) pairs not tried yet), and ``candidates``,
    the board's candidates when the search went deeper (the top frame: now)."""

    depth: int
    cell: int
    digit: int
    left: tuple[tuple[int, int], ...]
    candidates: int


def options_left(options, cell: int, digit: int) -> tuple[tuple[int, int], ...]:
    """The options after ``(cell, digit)`` in the order a branch point tries them."""
    options = tuple(tuple(option) for option in options)
    return options[options.index((cell, digit)) + 1 :]


def candidate_count(masks) -> int:
    return sum(POPCOUNT[m] for m in masks)


class FrameStack:
    """The recursion's frames as a stream of events goes by (``feed`` each event).

    It replays the board as the record does (a guess saves it, a backtrack restores the
    board saved at its branch point), so each frame knows the candidates it left."""

    def __init__(self) -> None:
        self.masks = [0x1FF] * 81
        self._frames: list[Frame] = []
        self._saved: list[list[int]] = []  # per frame, the board before its guess

    @property
    def depth(self) -> int:
        return len(self._frames)

    def frames(self) -> list[Frame]:
        """The frames from the root down; the top one counts the board now."""
        frames = list(self._frames)
        if frames:
            top = frames[-1]
            frames[-1] = Frame(
                top.depth, top.cell, top.digit, top.left, candidate_count(self.masks)
            )
        return frames

    def feed(self, event: Event) -> None:
        kind = event.kind
        masks = self.masks
        if kind == "eliminate":
            masks[event.cell] &= ~(1 << (event.digit - 1))
        elif kind == "deduce":
            masks[event.cell] = 1 << (event.digit - 1)
        elif kind == "assume":
            del self._frames[event.depth - 1 :], self._saved[event.depth - 1 :]
            if self._frames:
                top = self._frames[-1]
                self._frames[-1] = Frame(
                    top.depth, top.cell, top.digit, top.left, candidate_count(masks)
                )
            self._saved.append(masks[:])
            left = options_left(event.options, event.cell, event.digit)
            self._frames.append(Frame(event.depth, event.cell, event.digit, left, 0))
            masks[event.cell] = 1 << (event.digit - 1)
        elif kind == "backtrack":
            masks[:] = self._saved[event.depth]
            del self._frames[event.depth :], self._saved[event.depth :]
