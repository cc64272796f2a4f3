"""Where logic meets search: which guesses of a recorded search logic alone could have settled.

For each guess node, the board the search guessed on is replayed and the logical path
(``solver.explain.settle_cell``: the teaching path, as Hint) is followed until the guessed cell
is fixed. When it is, the node gets a badge: the technique that settles it and the digit. A
guess whose digit differs was never needed; its whole subtree is search that logic would
have pruned. Worked out in a background job (a few milliseconds a node). Pure Python.
"""

from __future__ import annotations

import time

from solver.chain_story import chain_family
from solver.explain import settle_cell
from solver.notation import cell_label
from sudoku_gui.search.model.cursor import RecordCursor
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.support.technique_names import technique_name
from sudoku_gui.support.words import translate

MAX_NODES = 2000
TIME_BUDGET = 20.0


def logic_badges(record: SearchRecord, max_nodes: int = MAX_NODES) -> dict[int, tuple[str, int]]:
    """node -> (technique, digit) for the guesses logic settles (the first ``max_nodes``)."""
    tree = record.tree
    cursor = RecordCursor(record)
    deadline = time.perf_counter() + TIME_BUDGET
    badges = {}
    for node in range(1, min(len(tree), max_nodes + 1)):
        if time.perf_counter() > deadline:
            break
        cursor.seek(tree.first_event[node])  # the board the guess was made on
        settled = settle_cell(cursor.board, tree.cell[node])
        if settled is not None:
            badges[node] = settled
    return badges


def badge_text(record: SearchRecord, node: int, badge: tuple[str, int], notation: str) -> str:
    """ "Logic: an x-chain places r1c6 = 9 here; the guess 7 was not needed"; for Sudoku
    Explainer's chaining rungs, the kind of chain first: "Logic: a nested forcing chain
    settles r1c6 = 9 here (dynamic cell forcing chains (+ forcing chains)), without guessing"."""
    technique, digit = badge
    tree = record.tree
    cell = cell_label(tree.cell[node], notation)
    family = chain_family(technique)
    if family is not None:
        text = (
            translate(
                "LogicBadges",
                "Logic: {family} settles {cell} = {digit} here ({technique}); "
                "the guess {guess} was not needed",
            )
            if digit != tree.digit[node]
            else translate(
                "LogicBadges",
                "Logic: {family} settles {cell} = {digit} here ({technique}), without guessing",
            )
        )
        return text.format(
            family=technique_name(family),
            technique=technique_name(technique),
            cell=cell,
            digit=digit,
            guess=tree.digit[node],
        )
    if digit != tree.digit[node]:
        text = translate(
            "LogicBadges",
            "Logic: {technique} places {cell} = {digit} here; the guess {guess} was not needed",
        )
    else:
        text = translate(
            "LogicBadges", "Logic: {technique} places {cell} = {digit} here, without guessing"
        )
    return text.format(
        technique=technique_name(technique), cell=cell, digit=digit, guess=tree.digit[node]
    )


def pruned(record: SearchRecord, badges: dict[int, tuple[str, int]]) -> list[int]:
    """The guesses logic would have avoided: their subtrees are search it prunes."""
    return [node for node, (_t, digit) in badges.items() if digit != record.tree.digit[node]]
