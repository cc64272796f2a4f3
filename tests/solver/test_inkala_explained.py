"""The app's Inkala sample (Samples > "Arto Inkala's puzzle (article 004)"), explained from
the givens to the end by Sudoku Explainer's path, nested forcing chains included: every step
sound against the solution. Slow (about a minute), so CI runs it; the window's twin (the
panel explains it end to end) is ``heavy``."""

from __future__ import annotations

import pytest

from solver.chain_story import branches
from solver.explain import explain
from solver.se.proof import ancestors

# resources/samples.tsv, row inkala-004
INKALA = "100007090030020008009600500005300900010080002600004000300000010040000007007000300"
SOLUTION = "162857493534129678789643521475312986913586742628794135356478219241935867897261354"


@pytest.mark.calibration
def test_inkala_is_explained_to_the_solution_with_every_step_sound():
    path = explain(INKALA, time_limit=None)
    assert path.solved and not path.stopped
    for number, item in enumerate(path.steps, start=1):
        step = item.step
        for cell, digit in step.eliminations:
            assert int(SOLUTION[cell]) != digit, (number, step.technique, cell, digit)
        for cell, digit in step.placements:
            assert int(SOLUTION[cell]) == digit, (number, step.technique, cell, digit)
    nested = [
        item.step
        for item in path.steps
        if any(a.inner is not None for end in item.step.proof for a in ancestors(end))
    ]
    assert nested, "Inkala needs a nested forcing chain"
    assert all(branches(step.proof) for step in nested)
    assert path.er is not None and path.er >= 10.0
