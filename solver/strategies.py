"""Named strategies: each seed algorithm as a composition of a few orthogonal choices.

A strategy is plain data. The one search loop in ``solver.engine`` reads it:

* ``propagation``: how singles are propagated: "queue" (Norvig's eager assign/eliminate),
  "passes" (multi-pass sweeps of articles 002/004) or "none".
* ``propagate_at``: "every node", "root" (only before the first guess), or "never".
* ``branching``: where to guess: "fewest candidates" (the unfilled cell with the fewest
  candidates, first in A1..I9 order on ties), "first unfilled" (row-major), or
  "fewest options" (whichever has the fewest options: a cell's candidates or a digit's
  places in a unit).
* ``techniques``: apply human solving techniques (solver.techniques) before guessing.
* ``program``: the short Python program that shows the strategy's search in the article's
  own names (``solver.programs.catalogue``), each of its events lit on one line.

Digits are always tried in ascending order, as in every seed article.
"""

from __future__ import annotations

from dataclasses import dataclass

PROPAGATIONS = ("queue", "passes", "none")
SCHEDULES = ("every node", "root", "never")
BRANCHINGS = ("fewest candidates", "first unfilled", "fewest options")


@dataclass(frozen=True)
class Strategy:
    """One way to search; see the module docstring for the meaning of each choice."""

    name: str
    title: str
    description: str
    propagation: str
    propagate_at: str
    branching: str
    program: str
    techniques: bool = False

    def __post_init__(self) -> None:
        if self.propagation not in PROPAGATIONS:
            raise ValueError(f"unknown propagation {self.propagation!r}")
        if self.propagate_at not in SCHEDULES:
            raise ValueError(f"unknown schedule {self.propagate_at!r}")
        if self.branching not in BRANCHINGS:
            raise ValueError(f"unknown branching {self.branching!r}")

    @property
    def propagates_at_nodes(self) -> bool:
        return self.propagation != "none" and self.propagate_at == "every node"

    def propagates_at(self, node: int) -> bool:
        """Whether the board of search node ``node`` (0: the root) is propagated."""
        if self.propagation == "none" or self.propagate_at == "never":
            return False
        return node == 0 or self.propagate_at == "every node"


DEFAULT_STRATEGY = "fastest"

STRATEGIES: dict[str, Strategy] = {
    s.name: s
    for s in (
        Strategy(
            "fastest",
            "Fewest options (default)",
            "Singles propagated at every node; guess where there are fewest options: "
            "a cell's candidates or a digit's places in a unit. Never trapped for long.",
            propagation="queue",
            propagate_at="every node",
            branching="fewest options",
            program="fewest options",
        ),
        Strategy(
            "logic",
            "Logic first",
            "Human techniques in order of difficulty (singles, locked candidates, subsets, "
            "fish, wings, colouring) at every node; guess only when none applies.",
            propagation="queue",
            propagate_at="every node",
            branching="fewest options",
            program="logic first",
            techniques=True,
        ),
        Strategy(
            "norvig",
            "Norvig (articles 000/001)",
            "Full propagation (assign/eliminate) at every node; guess at the cell with the "
            "fewest candidates, first in A1..I9 order on ties; digits ascending.",
            propagation="queue",
            propagate_at="every node",
            branching="fewest candidates",
            program="norvig",
        ),
        Strategy(
            "worksheet",
            "Worksheet and saved states (article 003)",
            "Sweeps of the worksheet (drop placed digits, fix naked and hidden singles) at "
            "every node; guess at the cell with the fewest candidates, smallest digit first, "
            "saving the board to restore on a contradiction.",
            propagation="passes",
            propagate_at="every node",
            branching="fewest candidates",
            program="worksheet",
        ),
        Strategy(
            "multipass",
            "Multi-pass (article 004)",
            "Multi-pass propagation sweeps at every node; guess at the first cell (row-major) "
            "with several candidates.",
            propagation="passes",
            propagate_at="every node",
            branching="first unfilled",
            program="multipass",
        ),
        Strategy(
            "narrowing",
            "Narrowing then brute force (article 002)",
            "Narrowing passes (naked and hidden singles) until nothing changes, then brute "
            "force in row-major order over the remaining candidates, checking only duplicates.",
            propagation="passes",
            propagate_at="root",
            branching="first unfilled",
            program="narrowing",
        ),
        Strategy(
            "backtracking",
            "Plain backtracking",
            "The textbook baseline: no propagation at all; fill cells row-major, trying "
            "digits 1-9 that do not repeat in the row, column or box.",
            propagation="none",
            propagate_at="never",
            branching="first unfilled",
            program="backtracking",
        ),
    )
}


def get_strategy(strategy: str | Strategy | None) -> Strategy:
    """The strategy named (or given); the default for None. Raises ValueError if unknown."""
    if strategy is None:
        return STRATEGIES[DEFAULT_STRATEGY]
    if isinstance(strategy, Strategy):
        return strategy
    try:
        return STRATEGIES[strategy]
    except KeyError:
        names = ", ".join(STRATEGIES)
        raise ValueError(f"unknown strategy {strategy!r} (choose from: {names})") from None
