"""Why an event of the stream is true: its causes on the board, and the chain behind them.

Two halves, both pure functions:

* Building causes (the engine calls these; so can a caller of ``step_events``, whose
  ``because`` ``pattern_causes`` computes). A board under search keeps,
  beside its candidate masks, ``removed_by[cell * 10 + digit]``: the index of the event that
  removed the digit from the cell (-1 while it is a candidate), and ``placed_by[cell]``: the
  index of the event that placed the cell. Both are saved and restored with the board, so
  every index they hold names an event still in force.
* Reading causes (a window calls these): ``why`` follows ``because`` back to the givens,
  ``hangs_on`` names the guess the chain depends on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from solver.board import ALL, BIT, DIGITS_OF, UNITS, UNITS_OF

# ``_OTHER_DIGITS[d]``: the eight digits other than ``d``.
_OTHER_DIGITS = tuple(DIGITS_OF[ALL & ~BIT[d]] if d else () for d in range(10))


def naked_single_causes(removed_by: Sequence[int], cell: int, digit: int) -> tuple[int, ...]:
    """The removals of the cell's other eight digits, ascending."""
    base = cell * 10
    return tuple(sorted(removed_by[base + d] for d in _OTHER_DIGITS[digit]))


def hidden_single_causes(
    removed_by: Sequence[int], cell: int, digit: int, unit: int
) -> tuple[int, ...]:
    """The removals of ``digit`` from the other eight cells of ``unit``, ascending (the
    placement of another digit there counts: it removed this one)."""
    return tuple(sorted(removed_by[c * 10 + digit] for c in UNITS[unit] if c != cell))


def emptied_cell_causes(removed_by: Sequence[int], cell: int) -> tuple[int, ...]:
    """The removals of all nine digits of an empty cell (distinct, ascending)."""
    base = cell * 10
    return tuple(sorted({removed_by[base + d] for d in range(1, 10)} - {-1}))


def emptied_unit_causes(removed_by: Sequence[int], unit: int, digit: int) -> tuple[int, ...]:
    """The removals of ``digit`` from every cell of ``unit`` (distinct, ascending)."""
    return tuple(sorted({removed_by[c * 10 + digit] for c in UNITS[unit]} - {-1}))


def pattern_causes(step, masks: Sequence[int], removed_by: Sequence[int]) -> tuple[int, ...]:
    """The causes of a technique's ``step`` found on ``masks`` (the board before the step).

    A technique concludes from the candidates its pattern lacks, so the causes are the
    removals (eliminations, or placements of another digit) of:

    * every candidate missing from a cell of the pattern: ``step.cells``, the cells of its
      chain links and of its groups (a bivalue cell, a subset, an almost locked set are
      what they are because the other digits are gone);
    * every digit of ``step.digits`` from the cells of ``step.units`` that lack it (a fish's
      lines, a locked candidate's box and line, a hidden subset's unit: the digit's places
      there are what they are because it left the other cells);
    * for a chain's strong link between places of one digit, that digit from the cells of
      the units the link's ends share (a conjugate pair is one because the digit left the
      rest of its unit).

    This names a superset of what the argument needs, never less than what the step itself
    describes: the causes are as complete as the step's cells, units, digits and chain.
    Returns distinct indices, ascending.
    """
    cells = set(step.cells)
    lines: list[tuple[int, tuple[int, ...]]] = [(u, tuple(step.digits)) for u in step.units]
    for link in step.chain:
        cells_a, digit_a, kind, cells_b, digit_b = link
        cells.update(cells_a)
        cells.update(cells_b)
        if kind == "strong" and digit_a == digit_b:
            ends = set(cells_a) | set(cells_b)
            shared = set(UNITS_OF[next(iter(ends))])
            for c in ends:
                shared &= set(UNITS_OF[c])
            lines.extend((u, (digit_a,)) for u in shared)
    for group in step.groups:
        cells.update(group[1])
    out = set()
    for c in cells:
        base = c * 10
        for d in DIGITS_OF[ALL & ~masks[c]]:
            out.add(removed_by[base + d])
    for u, digits in lines:
        for d in digits:
            bit = BIT[d]
            for c in UNITS[u]:
                if not masks[c] & bit:
                    out.add(removed_by[c * 10 + d])
    out.discard(-1)
    return tuple(sorted(out))


def _because(event) -> tuple[int, ...] | list[int]:
    """The causes of an event, or of its dict form (``to_dict``, a ``--trace`` line)."""
    if isinstance(event, Mapping):
        return event.get("because", ())
    return getattr(event, "because", ())


def _kind(event) -> str:
    return event["event"] if isinstance(event, Mapping) else event.kind


def why(events: Sequence, index: int) -> list[int]:
    """The whole chain of causes of ``events[index]``: every event its ``because`` names,
    their causes, and so on back to the givens and guesses (which have none).

    ``events`` is a stream as the search yielded it: a list of events, or of their dict
    forms (the JSON lines of ``sudoku-solve --trace``, read back). The event itself is not
    included; the result is ascending, i.e. in the order the events happened. Follow
    ``because`` of each to draw the arrows from cause to effect.
    """
    seen: set[int] = set()
    todo = list(_because(events[index]))
    while todo:
        k = todo.pop()
        if k in seen:
            continue
        seen.add(k)
        todo.extend(k2 for k2 in _because(events[k]) if k2 not in seen)
    return sorted(seen)


def guesses(events: Sequence, index: int) -> list[int]:
    """The guesses (``Assume`` events) the chain of ``events[index]`` depends on, ascending;
    a guess itself depends on itself."""
    chain = why(events, index)
    chain.append(index)
    return [k for k in chain if _kind(events[k]) == "assume"]


def hangs_on(events: Sequence, index: int) -> int | None:
    """The index of the latest guess the chain of ``events[index]`` depends on, or None when
    it follows from the givens alone. Causes always name events still in force, so this
    guess is on the current branch: a backtrack that takes it back takes the event back, one
    above it keeps the event true ("this holds only under the guess r1c6 = 7")."""
    found = guesses(events, index)
    return found[-1] if found else None
