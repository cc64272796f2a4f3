"""What every refusal of a file built to hurt is held to (issue 38): it comes as the one
exception its reader raises, within a few seconds and a few tens of MB."""

from __future__ import annotations

import time
import tracemalloc

import pytest

EXTRA_MEMORY = 50 * 10**6  # what refusing any file may take beyond the file itself


def refused_within_bounds(
    exception: type[BaseException], call, *args, seconds: float = 5.0, memory: int = EXTRA_MEMORY
) -> str:
    """The message of the ``exception`` that ``call(*args)`` raises, checked to come within
    ``seconds`` (a bound that only catches a hang) and ``memory`` bytes traced."""
    tracemalloc.start()
    started = time.monotonic()
    try:
        with pytest.raises(exception) as refusal:
            call(*args)
        elapsed = time.monotonic() - started
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert elapsed < seconds, f"refused after {elapsed:.2f} s"
    assert peak < memory, f"took {peak / 1e6:.0f} MB"
    return str(refusal.value)
