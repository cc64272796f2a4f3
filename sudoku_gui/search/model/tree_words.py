"""The hypothesis tree in words: its accessible description and each node's tooltip.

A screen reader (and a check) reads the tree as "8 guesses, 5 dead ends, 1 solution; at
r1c1 = 8", and hovering a node tells its guess, depth, what became of it (the cell or unit
that killed it, or a solution), how many guesses lie beneath it and how many cells its
propagation fixed. Subtrees are contiguous runs of node ids (nodes arrive depth first), so
the guesses beneath a node are found by one scan of the depth column, in C.
Pure Python: no Qt here.
"""

from __future__ import annotations

import re

from solver.notation import cell_label
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model import tree_model as tm
from sudoku_gui.support.unit_names import reader_unit_name
from sudoku_gui.support.words import translate


def guess_text(tree: tm.HypothesisTree, node: int, notation: str) -> str:
    """ "r1c6 = 7", or "the start" for the root."""
    if node <= 0:
        return translate("TreeWords", "the start")
    return f"{cell_label(tree.cell[node], notation)} = {tree.digit[node]}"


def describe_tree(
    record: rec.SearchRecord, position: int, node: int, notation: str, whole: bool = False
) -> str:
    """The tree in a sentence, then where the playback stands: as far as the playback has
    reached (what the tree draws), or with ``whole`` all of the record."""
    tree = record.tree
    if whole:
        guesses = len(tree) - 1
        dead_ends = record.kind_counts[rec.CONTRADICTION]  # (the log's "Dead end" lines)
        solutions = len(record.solutions)  # (lupdate sees a count only when a plain name)
    else:
        guesses = tree.nodes_before_event(position) - 1
        dead_ends = record.kind[:position].tobytes().count(bytes((rec.CONTRADICTION,)))
        solutions = sum(1 for row in record.solution_rows if row < position)
    return translate("TreeWords", "{guesses}, {dead_ends}, {solutions}; at {where}").format(
        guesses=_guesses(guesses),
        dead_ends=translate("TreeWords", "%Ln dead end(s)", None, dead_ends),
        solutions=translate("TreeWords", "%Ln solution(s)", None, solutions),
        where=guess_text(tree, node, notation),
    )


def _guesses(count: int) -> str:
    return translate("TreeWords", "%Ln guess(es)", None, count)


def solution_number(record: rec.SearchRecord, node: int) -> int:
    """k when ``node`` is the leaf of the k-th solution found, else 0."""
    for number, row in enumerate(record.solution_rows, start=1):
        if record.node[row] == node:
            return number
    return 0


def subtree_end(tree: tm.HypothesisTree, node: int) -> int:
    """The first node id after the subtree of ``node``."""
    depth = tree.depth[node]
    shallower = re.compile(b"[\\x00-%c]" % depth)
    found = shallower.search(tree.depth.tobytes(), node + 1)
    return found.start() if found else len(tree)


def node_tooltip(
    record: rec.SearchRecord,
    node: int,
    position: int,
    notation: str,
    badge: str = "",
    whole: bool = False,
) -> str:
    """What hovering ``node`` says (see the module docstring): what lies beneath it as far
    as the playback has reached, or with ``whole`` in all of the record."""
    tree = record.tree
    if node <= 0:
        return translate(
            "TreeWords", "The start: the givens and what they force, before any guess."
        )
    lines = [
        translate("TreeWords", "Guess {guess}, depth {depth}").format(
            guess=guess_text(tree, node, notation), depth=tree.depth[node]
        )
    ]
    outcome = tree.outcome_at(node, position)
    if outcome == tm.DEAD:
        reason = tree.reason[node]
        if reason == tm.OPTIONS_FAILED:
            lines.append(translate("TreeWords", "Dead end: every option beneath it failed"))
        elif reason >= tm.UNIT_REASON:
            unit = reader_unit_name(reason - tm.UNIT_REASON, notation)
            text = translate("TreeWords", "Dead end: a digit had no place left in {unit}")
            lines.append(text.format(unit=unit))
        elif reason >= 0:
            text = translate("TreeWords", "Dead end: {cell} had no candidate left")
            lines.append(text.format(cell=cell_label(reason, notation)))
        else:
            lines.append(translate("TreeWords", "Dead end"))
    elif outcome == tm.SOLUTION:
        lines.append(translate("TreeWords", "On the path to a solution"))
    elif tree.first_event[node] >= position:
        lines.append(translate("TreeWords", "Not reached yet by the playback"))
    end = subtree_end(tree, node)
    if whole:
        dead = tree.outcome[node + 1 : end].tobytes().count(bytes((tm.DEAD,)))
    else:  # (the guesses to come beneath it would give away how it ends)
        end = max(node + 1, min(end, tree.nodes_before_event(position)))
        dead = sum(
            1
            for outcome, settled in zip(
                tree.outcome[node + 1 : end], tree.settled_at[node + 1 : end], strict=True
            )
            if outcome == tm.DEAD and settled < position
        )
    beneath = end - node - 1
    if beneath and dead == beneath:
        lines.append(translate("TreeWords", "%Ln guess(es) beneath it, all dead", None, beneath))
    else:
        lines.append(translate("TreeWords", "%Ln guess(es) beneath it", None, beneath))
    fixed = _deductions(record, node)
    lines.append(translate("TreeWords", "%Ln cell(s) fixed by its propagation", None, fixed))
    if badge:
        lines.append(badge)
    return "\n".join(lines)


def _deductions(record: rec.SearchRecord, node: int) -> int:
    """The deductions between the guess and the next event that is not propagation."""
    start = record.tree.first_event[node] + 1
    kinds = record.kind[start : start + 4096].tobytes()
    stop = re.search(b"[^%c%c]" % (rec.DEDUCE, rec.ELIMINATE), kinds)
    return kinds[: stop.start() if stop else len(kinds)].count(bytes((rec.DEDUCE,)))


def reason_text(reason: int, notation: str) -> str:
    """Why a node died, in a few characters: its empty cell, its unit, or "all tried"."""
    if reason == tm.OPTIONS_FAILED:
        return translate("TreeView", "all tried")
    if reason >= tm.UNIT_REASON:
        return reader_unit_name(reason - tm.UNIT_REASON, notation, short=True)
    if reason >= 0:
        return cell_label(reason, notation)
    return ""
