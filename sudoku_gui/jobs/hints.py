"""What a hint says and shows, and the text of the puzzle's rating.

Press Hint once and it names the technique and where to look ("Look at box 5: a hidden
single"); press again and the grid shows the cells and candidates involved, with the whole
argument in the hint panel; a third press carries the step out as one undoable command.
Hints start from the person's own board: their entries, and their pencil marks where they
made some (intersected with what the grid allows), else the grid's candidates. A wrong entry,
or pencil marks that leave out a cell's answer, is pointed out before any technique.

``plan_hint(document)`` is plain Python (what to say and show); the Qt side, the three
presses on the window, is ``sudoku_gui.window.hints``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial

import solver
from solver.board import ALL, BIT, BOX_OF, rc_name, unit_name
from solver.explain import logical_step
from solver.rating import format_er, format_scale, rate
from solver.techniques import Step
from solver.techniques.step import look_at as step_look_at
from sudoku_gui.document.model import ENTER, Document
from sudoku_gui.jobs.worker_process import rater
from sudoku_gui.support.board_overlay import PlayerHighlight
from sudoku_gui.support.phrases import say
from sudoku_gui.support.technique_names import level_name
from sudoku_gui.support.words import translate

STEP, MISTAKE, NOTE = "step", "mistake", "note"
# The status bar's ER past this says "at least". Long enough for the hardest samples (Inkala's
# nested chains take about a minute): the label shows the steps as they come, with Cancel,
# and new givens cancel it, so a long rating holds nothing back.
RATING_SECONDS = 180.0


@dataclass(frozen=True)
class Hint:
    """What a hint says and shows. ``kind``: STEP (a logical step), MISTAKE (entries or
    marks to fix) or NOTE (nothing to do: solved, entering givens, stuck, no solution).
    ``first`` is said on the first press, ``second`` on the second, with ``highlight``
    drawn on the player's board (never a digit or candidate the player cannot see)."""

    kind: str
    first: str
    second: str = ""
    highlight: PlayerHighlight | None = None
    step: Step | None = None
    wrong_entries: tuple[int, ...] = ()
    wrong_marks: tuple[int, ...] = ()
    masks: tuple[int, ...] = field(default=(), repr=False)


def look_at(area: str, name: str) -> str:
    """The first press: where to look and the technique, as a hint names it ("Look at box 5:
    a hidden single.", "an x-wing", "pointing"); ``area`` as the solver wrote it."""
    return str(say(step_look_at(area, name)))


def player_masks(document: Document) -> list[int]:
    """The board as the player sees it: placed digits, and for each empty cell its pencil
    marks intersected with its candidates, or its candidates where it has no marks (those
    a position in pencil marks allows)."""
    masks = []
    for cell in range(81):
        value = document.value(cell)
        if value:
            masks.append(BIT[value])
        else:
            marks = document.marks[cell]
            computed = document.candidates(cell) & (document.position[cell] or ALL)
            masks.append(computed & marks if marks else computed)
    return masks


def plan_hint(document: Document) -> Hint:
    """The hint for ``document``'s current state (see the module docstring)."""
    if document.mode == ENTER:
        return Hint(
            NOTE, translate("Hints", "Hints work while solving: choose Start solving first.")
        )
    givens = document.givens_grid()  # (a position in pencil marks keeps to them)
    count = solver.count_solutions(givens, limit=2)
    if count != 1:
        if count == 0:
            said = translate(
                "Hints", "The givens have no solution, so there is no logical next step."
            )
        else:
            said = translate(
                "Hints",
                "The givens have more than one solution, so there is no logical next step.",
            )
        return Hint(NOTE, said)
    solution = [int(ch) for ch in solver.solve(givens)]
    mistake = _mistake_hint(document, solution)
    if mistake is not None:
        return mistake
    if document.is_complete():
        return Hint(NOTE, translate("Hints", "The puzzle is solved."))
    masks = player_masks(document)
    placed = [c for c in range(81) if document.value(c)]
    step = logical_step(masks, placed)  # (the teaching path: forcing chains last)
    if step is None:
        return Hint(
            NOTE,
            translate(
                "Hints",
                "No technique of this app finds the next step here: it takes a guess "
                "(watch the solver search for one).",
            ),
        )
    return Hint(
        STEP,
        look_at(step.area, step.technique),
        say(step.explanation),
        step_highlight(step),
        step=step,
        masks=tuple(masks),
    )


def _mistake_hint(document: Document, solution: list[int]) -> Hint | None:
    wrong_entries = tuple(
        c for c in range(81) if document.value(c) and document.value(c) != solution[c]
    )
    wrong_marks = tuple(
        c
        for c in range(81)
        if not document.value(c) and document.marks[c] and not document.marks[c] & BIT[solution[c]]
    )
    if not wrong_entries and not wrong_marks:
        return None
    first_cell = (wrong_entries or wrong_marks)[0]
    where = unit_name(18 + BOX_OF[first_cell])
    count = len(wrong_entries)
    if count == 1:
        first = translate("Hints", "One of your digits is wrong: look at {where}.")
    elif count:
        first = translate("Hints", "{count} of your digits are wrong; the first is in {where}.")
    else:
        first = translate(
            "Hints", "Your pencil marks leave out the answer of a cell: look at {where}."
        )
    first = first.format(count=count, where=where)
    is_not = translate("Hints", "{cell} is not {digit}")
    parts = [is_not.format(cell=rc_name(c), digit=document.value(c)) for c in wrong_entries]
    left_out = translate("Hints", "the marks of {cell} leave out its answer")
    parts += [left_out.format(cell=rc_name(c)) for c in wrong_marks]
    second = translate("Hints", "To fix: {mistakes}. Press Hint again to remove them.").format(
        mistakes=translate("Hints", "; ").join(parts)
    )
    masks = player_masks(document)
    return Hint(
        MISTAKE,
        first,
        second,
        PlayerHighlight(wrong=frozenset(wrong_entries), wrong_marks=frozenset(wrong_marks)),
        wrong_entries=wrong_entries,
        wrong_marks=wrong_marks,
        masks=tuple(masks),
    )


def step_highlight(step: Step) -> PlayerHighlight:
    """The step's pattern, the cells it places a digit in (not the digit), and the
    candidates it removes."""
    struck: dict[int, int] = {}
    for cell, digit in step.eliminations:
        struck[cell] = struck.get(cell, 0) | BIT[digit]
    targets = frozenset(cell for cell, _ in step.placements)
    return PlayerHighlight(pattern=frozenset(step.cells) - targets, target=targets, struck=struck)


def rating_text(
    givens: tuple[int, ...] | solver.Grid,
    progress: Callable[[object], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> tuple[str, str]:
    """The rating label's text and tool tip for ``givens``. Rating walks the logical path
    (tens of ms, seconds for the hardest puzzles), so the label runs this in a background
    job, in the rater's process; ``progress`` is told each step found there and
    ``should_stop`` (a Cancel) cuts the path (see ``sudoku_gui.jobs.watch``)."""
    try:
        rating = rater.call(
            partial(rate, time_limit=RATING_SECONDS),
            givens,
            progress=progress,
            should_stop=should_stop,
            hooks=True,
        )
    except ValueError:
        return translate("Hints", "Rating: no solution"), ""
    level = level_name(rating.level)
    if rating.er is None:
        return translate("Hints", "Rating: {level}").format(level=level), say(rating.description)
    tip = translate(
        "Hints",
        "{description} On Sudoku Explainer's scale: {scale} (Puzzle > Explain solution).",
    ).format(description=say(rating.description), scale=say(format_scale(rating)))
    label = translate("Hints", "Rating: {level}, {er}").format(
        level=level, er=say(format_er(rating))
    )
    return label, tip
