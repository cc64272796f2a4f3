"""The Code panel's model: the line lit and the frames at every position of a record agree
with the solver's own mapping and ``FrameStack``, and stops are found forward and back."""

from __future__ import annotations

import pytest

import solver
from solver.events import Eliminate
from solver.programs import FrameStack, Role, program_of
from solver.strategies import STRATEGIES
from sudoku_gui.search.model.code_trace import STOP_ROLES, CodeTrace
from sudoku_gui.search.model.cursor import RecordCursor
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.model.story import StopKind


@pytest.mark.parametrize("strategy", ["norvig", "worksheet", "fastest", "backtracking"])
def test_every_position_lights_the_solvers_line_and_shows_its_frames(fool_003, strategy):
    events = list(solver.search(fool_003, strategy, node_limit=40))
    record = SearchRecord(snapshot_every=64)
    record.extend(events)
    trace = CodeTrace(record)
    program, rules = program_of(strategy), STRATEGIES[strategy]
    cursor = RecordCursor(record)
    frames = FrameStack()
    assert trace.line_at(0) == 0
    for position, event in enumerate(events, 1):
        frames.feed(event)
        cursor.seek(position)
        assert trace.line_at(position) == program.line_of(event, rules)
        assert trace.frames_at(cursor.node, cursor.board) == frames.frames(), position


def test_stops_are_found_forward_and_back(walk_record):
    trace = CodeTrace(walk_record)
    guesses = [i for i in range(len(walk_record)) if trace.role(i) == Role.GUESS]
    assert trace.find({Role.GUESS}, 0, len(walk_record)) == guesses[0]
    assert trace.find({Role.GUESS}, guesses[0] + 1, len(walk_record)) == guesses[1]
    assert trace.find_back({Role.GUESS}, guesses[2]) == guesses[1]
    assert trace.find_back({Role.GUESS}, guesses[0]) == -1
    assert trace.find({Role.GUESS}, 0, guesses[0]) == -1
    dead_ends = trace.find(STOP_ROLES[StopKind.CONTRADICTION], 0, len(walk_record))
    assert walk_record.kind[dead_ends] == StopKind.CONTRADICTION.row_kind


def test_the_program_of_a_record_is_its_searchs_and_before_it_the_chosen_one(fool_003):
    record = SearchRecord()
    trace = CodeTrace(record)
    trace.choose_strategy("multipass")
    assert trace.program.name == "multipass"
    record.extend(solver.search(fool_003, "narrowing", node_limit=3))
    assert trace.program.name == "narrowing"


def test_the_lines_of_a_whole_record_are_those_of_each_position(walk_record):
    trace = CodeTrace(walk_record)
    lines = trace.lines()
    assert len(lines) == len(walk_record)
    assert list(lines) == [trace.line_at(p) for p in range(1, len(walk_record) + 1)]


def test_a_step_the_strategy_never_makes_lights_no_line(fool_003):
    """A replay may hold what its strategy never does (damaged, or made by hand): an x-wing
    in a norvig search lights nothing, and the rest still light their lines."""
    events = list(solver.search(fool_003, "norvig", node_limit=2))
    record = SearchRecord()
    record.extend([*events[:20], Eliminate(80, 9, "x-wing"), *events[20:21]])
    trace = CodeTrace(record)
    assert trace.line_at(21) == 0
    assert trace.lines()[20] == 0 and trace.lines()[19] == trace.line_at(20) > 0
