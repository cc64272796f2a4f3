"""The log model: every row, or only the story (guesses, dead ends, backtracks, ends)."""

from __future__ import annotations

import solver
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.views.log_view import SearchLogModel


def story_rows(record: SearchRecord) -> list[int]:
    return [i for i in range(len(record)) if record.kind[i] not in (rec.DEDUCE, rec.ELIMINATE)]


def test_the_story_follows_a_growing_record_whenever_it_is_shown(qapp, fool_003):
    events = list(solver.search(fool_003, "backtracking", node_limit=3000))
    assert len(events) > 3000
    record = SearchRecord()
    record.extend(events[:1000])
    model = SearchLogModel()
    model.set_record(record)
    model.record_grew()
    assert model.rowCount() == 1000
    record.extend(events[1000:2000])
    model.record_grew()  # every row shown: nothing sorted meanwhile
    model.set_show_propagation(False)
    assert [model.event_row(r) for r in range(model.rowCount())] == story_rows(record)
    record.extend(events[2000:])
    model.record_grew()
    assert [model.event_row(r) for r in range(model.rowCount())] == story_rows(record)
    assert model.row_for_position(len(record)) == model.rowCount() - 1
    model.set_show_propagation(True)
    assert model.rowCount() == len(record) == len(events)
