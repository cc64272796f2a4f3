"""Strategies racing on one puzzle: their counters at a step, and where their choices part.

A race plays two or three recorded searches of the same puzzle on one timeline (step ``t``
of each, or its end). ``lane_counts`` gives a lane's counters at its position;
``first_difference`` finds the first guess at which the strategies choose differently (the
k-th guess of one is not the k-th guess of another, or one needs no k-th guess at all), the
step where the earliest of them makes it, and says it: "norvig guesses r1c6 = 7, multipass
r1c1 = 2". Pure Python: no Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass

from solver.board import rc_name
from sudoku_gui.search.model import recording as rec
from sudoku_gui.support.words import figure, translate


@dataclass(frozen=True)
class Difference:
    """The ``number``-th guess (1-based) is where the lanes part; ``rows``: each lane's row
    of that guess (None: it needs no such guess); ``step``: the position just after the
    earliest of them, where the timeline's marker stands."""

    number: int
    rows: tuple[int | None, ...]
    step: int


def guesses(record: rec.SearchRecord, limit: int | None = None) -> list[int]:
    """The rows of the record's guesses, in order (at most ``limit``)."""
    kinds = record.kind.tobytes()
    marker = bytes((rec.ASSUME,))
    found, offset = [], kinds.find(marker)
    while offset >= 0 and (limit is None or len(found) < limit):
        found.append(offset)
        offset = kinds.find(marker, offset + 1)
    return found


def first_difference(records: list[rec.SearchRecord], complete: bool) -> Difference | None:
    """Where the guesses of ``records`` first differ; None while they agree so far (or for
    good, when every search is ``complete``)."""
    lists = [guesses(record) for record in records]
    longest = max(len(rows) for rows in lists)
    for k in range(longest):
        rows = tuple(found[k] if k < len(found) else None for found in lists)
        if None in rows and not complete:
            return None  # a search still streaming may guess yet
        choices = {
            (record.cell[row], record.digit[row]) if row is not None else None
            for record, row in zip(records, rows, strict=True)
        }
        if len(choices) > 1:
            return Difference(k + 1, rows, min(row for row in rows if row is not None) + 1)
    return None


def difference_text(
    records: list[rec.SearchRecord], names: list[str], difference: Difference
) -> str:
    """ "Guess 1: norvig guesses r1c6 = 7, multipass r1c1 = 2." (canonical cell names)"""
    parts = []
    for record, name, row in zip(records, names, difference.rows, strict=True):
        if row is None:
            parts.append(
                translate("Race", "{strategy} needs no guess {number}").format(
                    strategy=name, number=difference.number
                )
            )
        else:
            parts.append(
                translate("Race", "{strategy} guesses {cell} = {digit}").format(
                    strategy=name, cell=rc_name(record.cell[row]), digit=record.digit[row]
                )
            )
    return translate("Race", "Guess {number}: {choices}.").format(
        number=difference.number, choices=translate("Race", ", ").join(parts)
    )


def lane_counts(record: rec.SearchRecord, position: int) -> dict[str, int]:
    """A lane's counters once ``position`` rows are played: guesses, backtracks, the depth
    now, eliminations."""
    kinds, _deduced = record.counts_at(position)
    return {
        "guesses": kinds[rec.ASSUME],
        "backtracks": kinds[rec.BACKTRACK],
        "depth": record.depth_after(position - 1) if position else 0,
        "eliminations": kinds[rec.ELIMINATE],
    }


@dataclass(frozen=True)
class LaneResult:
    """What the verdict says of one lane: its name, steps, guesses and dead ends, and
    whether it found the solution (a lane stopped by the node limit did not finish)."""

    name: str
    steps: int
    guesses: int
    dead_ends: int
    finished: bool


def verdict_text(records: list[rec.SearchRecord], names: list[str]) -> str:
    """Who finished first and by how much, once every search of the race is complete:
    "Fewest options finished first." then a line a lane, the first first: "Fewest options: 703
    steps, 1 guess, 1 dead end", "First empty cell: 4,512 steps, 30 guesses, 29 dead ends (6.4
    times as many steps)". A search that found no solution (it stopped at the node limit) did
    not finish."""
    lanes = []
    for record, name in zip(records, names, strict=True):
        kinds, _deduced = record.counts_at(len(record))
        lanes.append(LaneResult(name, len(record), kinds[rec.ASSUME], kinds[rec.CONTRADICTION],
                                bool(record.solutions)))  # fmt: skip
    finishers = [lane for lane in lanes if lane.finished]
    if not finishers:
        return translate("Race", "No strategy found the solution within the node limit.")
    first = min(lane.steps for lane in finishers)
    parts = []
    for lane in sorted(lanes, key=lambda lane: (not lane.finished, lane.steps)):
        # (plain names: lupdate reads a count only from a name)
        steps, guesses, dead_ends = lane.steps, lane.guesses, lane.dead_ends
        said = translate("Race", "{steps}, {guesses}, {dead_ends}").format(
            steps=translate("Race", "%Ln step(s)", None, steps),
            guesses=translate("Race", "%Ln guess(es)", None, guesses),
            dead_ends=translate("Race", "%Ln dead end(s)", None, dead_ends),
        )
        if not lane.finished:
            part = translate("Race", "{strategy} stopped at the node limit after {said}")
        elif lane.steps == first:
            part = translate("Race", "{strategy}: {said}")
        else:
            part = translate("Race", "{strategy}: {said} ({times} times as many steps)")
        times = figure(lane.steps / first, 1)
        parts.append(part.format(strategy=lane.name, said=said, times=times))
    winners = [lane.name for lane in finishers if lane.steps == first]
    if len(winners) > 1:
        head = translate("Race", "{names} finished together.").format(
            names=translate("Race", ", ").join(winners)
        )
    else:
        head = translate("Race", "{name} finished first.").format(name=winners[0])
    return head + "\n" + "\n".join(parts)
