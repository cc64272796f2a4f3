"""How a search ended: one enum for the session, the status bar, the figures and the
comparison, with the text of a failure kept beside it rather than inside it.

The values are the solver's own words (``solver.engine.SearchStats.outcome``), so
``SearchOutcome(stats.outcome)`` reads the engine's; the window adds two of its own: the record
grew past the most it keeps (``SIZE_LIMIT``) and the search raised or its process died
(``FAILED``, with the reason in the session's ``failure``). Pure Python: no Qt here.
"""

from __future__ import annotations

from enum import StrEnum

from solver.events import Event


class SearchOutcome(StrEnum):
    """How a search ended (see the module docstring)."""

    SOLVED = "solved"
    NO_SOLUTION = "no solution"
    LIMIT = "limit"  # the node (or time) limit
    INVALID = "invalid"  # the givens break the rules
    CANCELLED = "cancelled"
    SIZE_LIMIT = "size limit"  # the record reached the most the window keeps
    FAILED = "failed"  # the search raised, or its process ended unexpectedly

    @classmethod
    def of_record(cls, final: Event | None, solutions: int) -> SearchOutcome:
        """The outcome of a whole recorded search (a replay): its final event, or whether
        it met a solution."""
        if final is not None and final.kind in (cls.LIMIT, cls.INVALID):
            return cls(final.kind)
        return cls.SOLVED if solutions else cls.NO_SOLUTION
