"""The kinds tests/conftest.py gives tests at collection, by which the change loop leaves the
slow ones out: ``slow`` still counts as ``calibration``, and a test of plain Python has none."""

from __future__ import annotations

import pytest

KINDS = {"gui", "process", "browser", "cluster", "calibration"}


def kinds_of(request: pytest.FixtureRequest) -> set[str]:
    return KINDS & {mark.name for mark in request.node.iter_markers()}


@pytest.mark.slow
def test_slow_is_still_a_calibration_run(request):
    assert kinds_of(request) == {"calibration"}


def test_a_test_of_plain_python_has_no_kind(request):
    assert kinds_of(request) == set()
