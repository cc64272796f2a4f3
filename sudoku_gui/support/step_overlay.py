"""What a solving step draws on the board: the frozen ``BoardOverlay`` of Explain solution's
step (``step_overlay``, ``overlay_of_step``: the pattern shaded, placements labelled, removals
struck out, links as arrows, a fish's lines outlined), and of one branch of a forcing chain's
proof (``branch_overlay``, as the chain tree's row chosen shows it).

Pure Python (no Qt): the Explain panel, the chain tree, the gym's examples and an exercise's
answer all draw through these functions, and their tests need no QApplication.
"""

from __future__ import annotations

from collections.abc import Sequence

from solver.board import BIT, UNITS
from solver.chain_story import Branch, chain_of, contradiction_cell
from solver.explain import Explanation, start_masks
from solver.formats import as_grid
from solver.techniques import apply_step
from sudoku_gui.support.board_overlay import BoardOverlay, CellStyle

ROWS_SHOWN = 40  # implications of a branch shown at a time (and numbered on the board)


def step_overlay(puzzle, explanation: Explanation, index: int) -> BoardOverlay:
    """The board just before step ``index``, with that step drawn on it."""
    return overlay_of_step(masks_before(puzzle, explanation, index), explanation.steps[index].step)


def masks_before(puzzle, explanation: Explanation, index: int) -> list[int]:
    """The candidates just before step ``index`` of the path of ``puzzle`` (81 ints, or a
    Grid: a position's pencil marks are where the path starts)."""
    masks = start_masks(as_grid(puzzle))
    for earlier in explanation.steps[:index]:
        apply_step(masks, earlier.step)
    return masks


def overlay_of_step(masks, step, struck: bool = True) -> BoardOverlay:
    """The board of candidate ``masks`` (81) with ``step`` drawn on it: its cells shaded,
    its placements labelled, its removals struck out, its links and lines drawn (the gym
    shows an exercise's answer with it). ``struck`` False leaves the answer out (nothing
    struck, nothing labelled): the pattern and its links alone, a worked example's stage
    before its conclusion."""
    styles = dict.fromkeys(step.cells, CellStyle.DEDUCED)
    fading: dict[int, int] = {}
    if struck:
        styles.update(dict.fromkeys((cell for cell, _ in step.placements), CellStyle.GUESS))
        for cell, digit in step.eliminations:
            fading[cell] = fading.get(cell, 0) | 1 << (digit - 1)
    shown = tuple(mask & ~fading.get(cell, 0) for cell, mask in enumerate(masks))
    links, weak = chain_pointers(step.chain)
    lines = {role: frozenset(line_of(cells) for r, cells, _d in step.groups if r == role) - {-1}
             for role in ("base", "cover")}  # fmt: skip
    grouped = frozenset(
        cell for role, cells, _digits in step.groups if role not in lines for cell in cells
    )
    return BoardOverlay(
        shown,
        styles=styles,
        labels={cell: f"= {digit}" for cell, digit in step.placements} if struck else {},
        fading=fading,
        pointers=links,
        weak_pointers=weak,
        base_units=lines["base"],
        cover_units=lines["cover"],
        marked=grouped,
    )


def line_of(cells) -> int:
    """The row or column (a unit index) holding all of ``cells``, or -1."""
    for unit in range(18):
        if set(cells) <= set(UNITS[unit]):
            return unit
    return -1


def chain_pointers(chain: Sequence) -> tuple[tuple, frozenset[int]]:
    """A ``Step.chain`` tuple as the overlay's pointers (cell to cell, the digit reached)
    and the indices of the weak ones, drawn dashed."""
    pointers = tuple((a[0], b[0], digit_b) for a, _da, _kind, b, digit_b in chain)
    weak = frozenset(i for i, link in enumerate(chain) if link[2] == "weak")
    return pointers, weak


def branch_overlay(masks: Sequence[int], branch: Branch, focus=None, base=()) -> BoardOverlay:
    """The board ``masks`` (the position before the step) less ``base`` (the removals of the
    outer branches an inner chain works under) with ``branch`` drawn: the
    assumption's cell as a guess, what it turns on labelled, what it turns off struck out,
    the links as a chain, the numbers of the first ``ROWS_SHOWN`` implications in order, the
    cell where it breaks in red, and the cell of ``focus`` (the chosen row) ringed."""
    root = branch.root
    styles: dict[int, CellStyle] = {}
    labels: dict[int, str] = {}
    fading: dict[int, int] = {}
    numbers = []
    for number, item in enumerate(branch.items):
        if item.on:
            styles.setdefault(item.cell, CellStyle.DEDUCED)
            labels[item.cell] = f"= {item.digit}"
        else:
            fading[item.cell] = fading.get(item.cell, 0) | BIT[item.digit]
        if number <= ROWS_SHOWN:
            numbers.append((number, item.cell, 0 if item.on else item.digit))
    styles[root.cell] = CellStyle.GUESS
    labels[root.cell] = f"{'=' if root.on else '≠'} {root.digit}"
    broken = contradiction_cell(branch)
    if broken >= 0:
        styles[broken] = CellStyle.CONTRADICTION
    pointers, weak = chain_pointers(chain_of(branch))
    masks = list(masks)
    for cell, digit in base:
        masks[cell] &= ~BIT[digit]
    shown = [mask & ~fading.get(cell, 0) for cell, mask in enumerate(masks)]
    if root.on:  # the assumption's digit stands in its cell, whatever the branch ends on
        shown[root.cell] = BIT[root.digit]
        fading.pop(root.cell, None)
    return BoardOverlay(
        tuple(shown),
        styles=styles,
        labels=labels,
        fading=fading,
        pointers=pointers,
        weak_pointers=weak,
        marked=frozenset() if focus is None else frozenset({focus.cell}),
        numbers=tuple(numbers[1:]),
    )
