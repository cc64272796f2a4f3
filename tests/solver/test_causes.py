"""The causes events carry (``because``), checked by replaying whole streams, and solver.causes."""

from __future__ import annotations

import json
import pickle

import pytest
from puzzle_data import puzzle_lines, seed_puzzles

from solver.board import ALL, BIT, DIGITS_OF, PEERS, UNITS
from solver.causes import guesses, hangs_on, pattern_causes, why
from solver.engine import SearchRun
from solver.events import (
    GIVEN,
    HIDDEN_SINGLE,
    NAKED_SINGLE,
    PEER,
    Contradiction,
    Deduce,
    Eliminate,
)
from solver.grid import Grid
from solver.techniques import find_step, initial_masks, step_events

SEEDS = {seed.name: seed.puzzle for seed in seed_puzzles()}
SINGLES = (GIVEN, NAKED_SINGLE, HIDDEN_SINGLE, PEER)
CHANGES = ("deduce", "eliminate", "assume")


def grid(text: str) -> Grid:
    return Grid(tuple(0 if ch in ".0" else int(ch) for ch in text))


def stream(puzzle: str, strategy: str, node_limit: int = 60) -> list:
    return list(SearchRun(grid(puzzle), strategy, node_limit=node_limit))


class Replay:
    """A board replayed from the stream by the rules of solver.events, knowing for each
    candidate the event that removed it and which events are still in force."""

    def __init__(self, events: list) -> None:
        self.events = events
        self.masks = [ALL] * 81
        self.removed = [-1] * 810  # cell * 10 + digit -> the event that removed it
        self.history: list[int] = []  # the events in force, in order
        self.alive = bytearray(len(events))
        self.saved: dict[int, tuple] = {}

    def apply(self, i: int) -> None:
        e = self.events[i]
        if e.kind in ("deduce", "assume"):
            if e.kind == "assume" and e.parent not in self.saved:
                self.saved[e.parent] = (self.masks[:], self.removed[:], len(self.history))
            for d in DIGITS_OF[self.masks[e.cell] & ~BIT[e.digit]]:
                self.removed[e.cell * 10 + d] = i
            self.masks[e.cell] = BIT[e.digit]
        elif e.kind == "eliminate":
            assert self.masks[e.cell] & BIT[e.digit], e
            self.masks[e.cell] &= ~BIT[e.digit]
            self.removed[e.cell * 10 + e.digit] = i
        elif e.kind == "backtrack":
            masks, removed, length = self.saved[e.node]
            self.masks, self.removed = masks[:], removed[:]
            for k in self.history[length:]:
                self.alive[k] = 0
            del self.history[length:]
            self.saved = {k: v for k, v in self.saved.items() if k <= e.node}
        if e.kind in CHANGES:
            self.history.append(i)
            self.alive[i] = 1

    def removal(self, cell: int, digit: int) -> int:
        """The event in force that removed ``digit`` from ``cell`` (-1: still a candidate)."""
        if self.masks[cell] & BIT[digit]:
            return -1
        return self.removed[cell * 10 + digit]


def check_causes(events: list) -> dict[str, int]:
    """Replay ``events`` and check every ``because``; returns how many events of each rule
    were checked."""
    board = Replay(events)
    checked: dict[str, int] = {}
    step_key = None  # the because of the technique step being replayed
    last_backtrack = -1
    for i, e in enumerate(events):
        if e.kind == "backtrack":
            last_backtrack = i
        because = getattr(e, "because", None)
        if because is not None:
            rule = getattr(e, "rule", "contradiction")
            checked[rule] = checked.get(rule, 0) + 1
            assert list(because) == sorted(set(because)), (i, e)
            for k in because:
                assert 0 <= k < i, (i, e)
                assert events[k].kind in CHANGES, (i, e, events[k])
                assert board.alive[k], f"cause {k} of {i} ({e}) was taken back"
                if k < last_backtrack:
                    checked["kept over a backtrack"] = checked.get("kept over a backtrack", 0) + 1
            if e.kind in ("deduce", "eliminate") and rule != GIVEN:
                assert because, (i, e)
            check_rule(board, i, e, rule, step_key)
            if rule not in SINGLES and rule != "contradiction":  # a technique
                step_key = because
        board.apply(i)
    return checked


def check_rule(board: Replay, i: int, e, rule: str, step_key) -> None:
    events = board.events
    because = e.because
    if rule == GIVEN:
        assert because == ()
    elif rule == PEER:
        (k,) = because
        cause = events[k]
        assert cause.kind in ("deduce", "assume"), (i, e, cause)
        assert cause.digit == e.digit and cause.cell in PEERS[e.cell], (i, e, cause)
        assert e.cells == (cause.cell,)
    elif rule == NAKED_SINGLE:
        wanted = {board.removal(e.cell, d) for d in range(1, 10) if d != e.digit}
        assert -1 not in wanted and set(because) == wanted, (i, e)
    elif rule == HIDDEN_SINGLE:
        wanted = {board.removal(c, e.digit) for c in UNITS[e.unit] if c != e.cell}
        assert -1 not in wanted and set(because) == wanted, (i, e)
    elif rule == "contradiction":
        if e.cell >= 0 and e.unit < 0:  # the cell has no candidate left
            for d in range(1, 10):
                gone = board.removal(e.cell, d)
                assert gone in because or any(
                    events[k].kind in ("deduce", "assume")
                    and events[k].digit == d
                    and events[k].cell in PEERS[e.cell]
                    for k in because
                ), (i, e, d)
        elif e.cell < 0 and e.unit >= 0:  # the digit has no place left in the unit
            for c in UNITS[e.unit]:
                assert board.removal(c, e.digit) in because, (i, e, c)
    elif e.kind == "eliminate" and because != step_key:
        # The first event of a technique step: its pattern's missing candidates are named.
        for c in e.cells:
            for d in range(1, 10):
                gone = board.removal(c, d)
                assert gone == -1 or gone in because, (i, e, c, d)


PUZZLES = {
    "fool-003": SEEDS["fool-003"],
    "norvig-hard": SEEDS["norvig-hard"],
    "qiita-expert": SEEDS["qiita-expert"],
    "inkala-004": SEEDS["inkala-004"],
    "top95-1": puzzle_lines("norvig_top95.txt")[1],
    "top95-2": puzzle_lines("norvig_top95.txt")[2],
}
STRATEGIES = ("norvig", "worksheet", "multipass", "narrowing", "logic", "fastest", "backtracking")


@pytest.mark.parametrize("strategy", STRATEGIES)
def test_every_cause_is_an_earlier_event_in_force_that_makes_it_true(strategy):
    checked: dict[str, int] = {}
    for puzzle in PUZZLES.values():
        limit = 8 if strategy == "logic" else 150 if strategy == "backtracking" else 40
        for rule, n in check_causes(stream(puzzle, strategy, limit)).items():
            checked[rule] = checked.get(rule, 0) + n
    assert checked.get(GIVEN, 0) > 0
    assert checked.get("contradiction", 0) > 0
    assert checked.get("kept over a backtrack", 0) > 0
    if strategy != "backtracking":
        assert checked.get(PEER, 0) > 0 and checked.get(NAKED_SINGLE, 0) > 0
    if strategy not in ("backtracking",):
        assert checked.get(HIDDEN_SINGLE, 0) > 0
    if strategy == "logic":
        techniques = set(checked) - set(SINGLES) - {"contradiction", "kept over a backtrack"}
        assert techniques, "no technique step checked"


def test_causes_of_a_solution_by_propagation_alone_lead_to_the_givens():
    events = stream(SEEDS["norvig-easy"], "norvig")
    assert events[-1].kind == "solved"
    check_causes(events)
    givens = {i for i, e in enumerate(events) if getattr(e, "rule", None) == GIVEN}
    for i, e in enumerate(events):
        if e.kind in ("deduce", "eliminate") and e.rule != GIVEN:
            chain = why(events, i)
            assert chain and chain == sorted(chain) and chain[-1] < i
            roots = [k for k in chain if not events[k].because]
            assert set(roots) <= givens
            for k in chain:  # closed: every cause of the chain is in the chain
                assert set(events[k].because) <= set(chain)
            assert hangs_on(events, i) is None
            assert guesses(events, i) == []


def test_why_follows_because_transitively_and_hangs_on_names_the_latest_guess():
    events = stream(SEEDS["fool-003"], "norvig")
    board = Replay(events)
    hung = 0
    for i, e in enumerate(events):
        if e.kind in ("deduce", "eliminate", "contradiction"):
            chain = why(events, i)
            closure, todo = set(), list(e.because)
            while todo:
                k = todo.pop()
                if k not in closure:
                    closure.add(k)
                    todo.extend(getattr(events[k], "because", ()))
            assert chain == sorted(closure)
            assumed = [k for k in chain if events[k].kind == "assume"]
            guess = hangs_on(events, i)
            assert guess == (assumed[-1] if assumed else None)
            if guess is not None:
                hung += 1
                assert board.alive[guess], "the guess is on the current branch"
                assert events[guess].depth <= max(
                    (events[k].depth for k in board.history if events[k].kind == "assume"),
                )
        elif e.kind == "assume":
            assert why(events, i) == [] and hangs_on(events, i) == i
        board.apply(i)
    assert hung > 0


def test_why_of_a_hand_made_stream():
    events = [
        None,
        Deduce(0, 5, GIVEN),
        Eliminate(1, 5, PEER, 0, (0,), 0, (1,)),
        Eliminate(1, 6, PEER, 0, (2,), 0, (1,)),
        Deduce(3, 2, NAKED_SINGLE, -1, 0, (2, 3)),
    ]
    assert why(events, 4) == [1, 2, 3]
    assert why(events, 1) == []
    assert hangs_on(events, 4) is None


def test_events_keep_positional_construction_and_show_because_in_their_dict():
    assert Deduce(3, 4, GIVEN).because == ()
    assert Eliminate(3, 4, PEER, 0, (5,), 2).because == ()
    assert Contradiction(1, 3, -1, 0).because == ()
    e = Eliminate(3, 4, PEER, 0, (5,), 2, (7,))
    assert e.to_dict()["because"] == [7]
    assert json.loads(json.dumps(e.to_dict()))["because"] == [7]
    assert pickle.loads(pickle.dumps(e)).because == (7,)
    # Causes are no part of equality: a record that keeps no causes rebuilds an equal event.
    assert e == Eliminate(3, 4, PEER, 0, (5,), 2) and hash(e) == hash(
        Eliminate(3, 4, PEER, 0, (5,), 2)
    )
    assert Deduce(3, 4, NAKED_SINGLE, -1, 0, (1, 2)).to_dict()["because"] == [1, 2]
    assert Contradiction(1, 3, because=(4,)).to_dict()["because"] == [4]


def test_step_events_carry_the_step_causes_and_name_the_placement():
    puzzle = puzzle_lines("norvig_top95.txt")[0]
    masks = initial_masks(grid(puzzle).cells)
    removed_by = [0] * 810  # every missing candidate "removed" by event 0
    step = find_step(masks)
    assert step is not None
    because = pattern_causes(step, masks, removed_by)
    assert because == (0,)
    events = step_events(step, 2, masks, because=because, start=10)
    for offset, e in enumerate(events):
        if e.rule == PEER:
            placer = events[e.because[0] - 10]
            assert placer.kind == "deduce" and placer.cell == e.cells[0]
            assert e.because[0] < 10 + offset
        else:
            assert e.because == because
    assert all(e.because == () for e in step_events(step, 2, masks) if e.rule == PEER)


def test_why_and_hangs_on_read_a_trace_of_dicts_as_well():
    events = stream(SEEDS["fool-003"], "norvig")
    trace = [json.loads(json.dumps(e.to_dict())) for e in events]
    for i in range(0, len(events), 7):
        assert why(trace, i) == why(events, i)
        assert hangs_on(trace, i) == hangs_on(events, i)
