"""The story of a walk: headings, where playback stops, jumps and what a heading says."""

from __future__ import annotations

import solver
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.model.story import StopKind, Story


def story_of(record: SearchRecord) -> Story:
    story = Story(record)
    story.update()
    return story


def test_the_givens_are_one_stop_forward_and_back(walk_record):
    story = story_of(walk_record)
    opening = story.opening_end
    assert walk_record.kind[opening] == rec.ASSUME and opening > 100
    assert story.next_stop(0, False) == opening
    assert story.next_stop(opening, False) == opening + 1
    assert story.previous_stop(opening, False) == 0
    assert story.previous_stop(opening + 1, False) == opening
    assert story.advance(0, 3, False) == opening + 2
    assert story.advance(len(walk_record) - 1, 10, False) == len(walk_record)
    assert story.next_stop(len(walk_record), False) is None


def test_story_mode_stops_only_at_headings(walk_record):
    story = story_of(walk_record)
    stops = [0]
    while (following := story.next_stop(stops[-1], True)) is not None:
        stops.append(following)
    headings = [h + 1 for h in story.headings[1:]]
    assert stops == [0, story.opening_end, *headings]
    kinds = {walk_record.kind[s - 1] for s in stops[2:]}
    assert kinds <= {rec.ASSUME, rec.CONTRADICTION, rec.BACKTRACK, rec.SOLVED, rec.EXHAUSTED}
    for before, after in zip(stops[1:], stops[2:], strict=False):
        assert story.previous_stop(after, True) == before
    assert story.advance(0, 3, True) == stops[3]


def test_jumps_find_the_next_and_previous_of_a_kind(walk_record):
    story = story_of(walk_record)
    first_guess = story.find(StopKind.GUESS, 0)
    assert walk_record.kind[first_guess - 1] == rec.ASSUME
    second = story.find(StopKind.GUESS, first_guess)
    assert second > first_guess and walk_record.kind[second - 1] == rec.ASSUME
    assert story.find(StopKind.GUESS, second, forward=False) == first_guess
    assert story.find(StopKind.GUESS, first_guess, forward=False) is None
    dead = story.find(StopKind.CONTRADICTION, 0)
    assert walk_record.kind[dead - 1] == rec.CONTRADICTION
    assert walk_record.kind[story.find(StopKind.BACKTRACK, 0) - 1] == rec.BACKTRACK
    solution = story.find(StopKind.SOLUTION, 0)
    assert solution == walk_record.solution_rows[0] + 1
    assert story.find(StopKind.SOLUTION, solution) is None


def test_a_growing_record_adds_headings_in_order(fool_003):
    events = list(solver.search(fool_003, "norvig"))
    record = SearchRecord()
    story = Story(record)
    for start in range(0, len(events), 50):
        record.extend(events[start : start + 50])
        story.update()
    assert list(story.headings) == [
        i for i in range(len(record)) if record.kind[i] not in (rec.DEDUCE, rec.ELIMINATE)
    ]


def test_brute_force_headings_stay_short(fool_003):
    record = SearchRecord()
    record.extend(solver.search(fool_003, "backtracking", node_limit=50))
    story = story_of(record)
    assert story.headline(0) == "Start with 17 givens; strategy: Plain backtracking."
    assert story.headline(1) == "Guess r1c1 = 1 (digits that fit: 1, 2, 5, 8, 9)"


def test_while_the_givens_propagate_their_stop_has_not_arrived(fool_003):
    """A step pressed before the first guess's row arrives waits for it: the rows so far
    are not the end of the givens' propagation (the search panel once stopped there)."""
    events = list(solver.search(fool_003, "norvig"))
    whole = SearchRecord()
    whole.extend(events)
    opening = story_of(whole).opening_end
    record = SearchRecord()
    story = Story(record)
    record.extend(events[: opening // 2])
    story.update()
    for story_only in (True, False):
        assert story.next_stop(0, story_only, complete=False) is None
        assert story.next_stop(0, story_only) == len(record)  # as if the search ended there
    record.extend(events[opening // 2 : opening + 1])
    story.update()
    assert story.next_stop(0, True, complete=False) == opening
