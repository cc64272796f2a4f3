"""Explain solution's chain tree: a forcing chain's proof folded, branch by branch, inner
chains under the links they prove, each row drawing its branch on the board."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QTreeWidget

import solver
from solver.chain_story import branches, reason
from solver.explain import ExplainedStep, Explanation
from solver.se.engine import Engine
from solver.se.keys import NAKED
from solver.se.proof import ChainHint, ChainKind, Implication, ancestors
from solver.se.rules import dynamic_rule
from solver.techniques import initial_masks
from solver.techniques.se_rungs import hint_step, se_grid
from sudoku_gui.dialogs import chain_tree
from sudoku_gui.dialogs.explain_panel import ExplainPanel
from sudoku_gui.document.model import from_grid
from sudoku_gui.support import explain_text

HARD = "........3..1..56...9..4..7......9.5.7.......8.5.4.2....8..2..9...35..1..6........"


def _shown(window, step) -> ExplainPanel:
    """The panel showing a path of one step, ``step``, on HARD, that step clicked."""
    window.editor.replace(from_grid(solver.parse(HARD)), "A hard puzzle")
    panel = window.findChild(ExplainPanel, "explain_panel")
    panel.show()
    panel._puzzle = window.document.givens_grid()
    panel.on_explained(
        None,
        Explanation((ExplainedStep(step, 9.0, step.explanation),), False, False, None, None, None),
    )
    panel.on_step_clicked(panel.steps.item(0))
    return panel


def _plus_step():
    grid = se_grid(initial_masks(solver.parse(HARD).cells))
    return hint_step(Engine(dynamic_rule(1)).first(grid), grid)


def _nested_step():
    """A (+ forcing chains) step made by hand: if r3c3 is 5, r3c2 loses 7 by an inner chain."""
    inner_root = Implication(19, 7, True)
    inner_on = Implication(20, 4, True, (Implication(20, 7, False, (inner_root,)),), NAKED)
    inner_off = Implication(20, 4, False, (Implication(29, 4, True, (inner_root,), 0),))
    inner = ChainHint(dynamic_rule(0), ChainKind.CONTRADICTION, ((19, 7),), (inner_on, inner_off))
    root = Implication(20, 5, True)
    off = Implication(19, 5, False, (root,))
    proved = Implication(19, 7, False, (off,), None, inner, "dynamic forcing chains")
    on = Implication(19, 3, True, (proved,), NAKED)
    clash = Implication(19, 3, False, (Implication(18, 3, True, (root,), NAKED),))
    step = _plus_step()
    return type(step)(
        technique="dynamic contradiction forcing chains (+ forcing chains)",
        difficulty=82,
        eliminations=((20, 5),),
        explanation="made by hand",
        proof=(on, clash),
    )


def test_a_proof_shows_its_branches_folded_and_the_conclusion(window, qtbot):
    step = _plus_step()
    panel = _shown(window, step)
    tree = window.findChild(QTreeWidget, "chain_tree")
    assert not tree.isHidden()
    (branch,) = branches(step.proof)
    assert tree.topLevelItemCount() == 2  # the branch, then the conclusion
    head = tree.topLevelItem(0)
    cell, digit = step.eliminations[0]
    assert head.text(0) == f"If r{cell // 9 + 1}c{cell % 9 + 1} is {digit}"
    assert head.childCount() == 0 and not head.isExpanded()  # rows made when opened
    head.setExpanded(True)
    assert head.childCount() == len(branch.items)  # its implications, then the end
    assert head.child(head.childCount() - 1).text(0).startswith("…and ")
    assert tree.topLevelItem(1).text(0).startswith("So ")
    before = window.grid.overlay
    tree.setCurrentItem(head.child(2))
    overlay = window.grid.overlay
    assert overlay is not before and window.grid.owner() is panel
    assert overlay.pointers and overlay.numbers
    assert overlay.marked == {branch.items[3].cell}  # (row 0 is the first after the head)
    window.notation.set("a1")
    panel.on_step_clicked(panel.steps.item(0))
    panel.on_step_clicked(panel.steps.item(0))
    assert "r" not in tree.topLevelItem(0).text(0).split(" ")[1]


def test_a_long_branch_shows_its_rows_a_few_at_a_time(window, qtbot, monkeypatch):
    monkeypatch.setattr(chain_tree, "ROWS_SHOWN", 4)
    step = _plus_step()
    _shown(window, step)
    tree = window.findChild(QTreeWidget, "chain_tree")
    head = tree.topLevelItem(0)
    head.setExpanded(True)
    (branch,) = branches(step.proof)
    assert head.childCount() == 5
    more = head.child(4)
    assert more.text(0) == f"… {len(branch.items) - 5} more"
    tree.itemClicked.emit(more, 0)
    assert head.childCount() == 9  # four more rows, and a "more" row again
    assert head.child(4).text(0) == str(reason(branch.items[5]))
    assert head.child(8).text(0) == f"… {len(branch.items) - 9} more"


def test_an_inner_chain_is_folded_under_the_link_it_proves_and_drawn_at_its_level(window, qtbot):
    panel = _shown(window, _nested_step())
    tree = window.findChild(QTreeWidget, "chain_tree")
    head = tree.topLevelItem(0)
    head.setExpanded(True)
    texts = [head.child(i).text(0) for i in range(head.childCount())]
    assert "r3c2 is not 7: dynamic contradiction forcing chains" in texts
    link = head.child(texts.index("r3c2 is not 7: dynamic contradiction forcing chains"))
    assert link.childCount() == 0
    assert link.childIndicatorPolicy() == link.ChildIndicatorPolicy.ShowIndicator
    link.setExpanded(True)
    assert link.child(0).text(0) == "If r3c2 is 7"
    assert link.child(link.childCount() - 1).text(0).startswith("So remove 7 from r3c2")
    tree.setCurrentItem(head.child(1))
    outer = window.grid.overlay
    inner_head = link.child(0)
    tree.setCurrentItem(inner_head)
    inner = window.grid.overlay
    assert inner != outer and window.grid.owner() is panel
    assert inner.labels[19] == "= 7"  # the inner assumption
    assert not inner.masks[19] & 1 << 4, "the outer branch's removal the inner chain works under"
    inner_head.setExpanded(True)
    assert inner_head.child(inner_head.childCount() - 1).text(0).startswith("…and r3c3 would be 4")


def test_a_step_without_proof_hides_the_tree(window, qtbot):
    step = _plus_step()
    plain = type(step)(technique="x-wing", difficulty=10, eliminations=step.eliminations)
    _shown(window, plain)
    assert window.findChild(QTreeWidget, "chain_tree").isHidden()


def _opened(parent, depth=0) -> list[str]:
    """Every row under ``parent``, each opened, as Copy as text indents it."""
    rows = []
    for number in range(parent.childCount()):
        row = parent.child(number)
        rows.append("    " * (depth + 1) + row.text(0))
        row.setExpanded(True)
        rows += _opened(row, depth + 1)
    return rows


def _copied(window) -> list[str]:
    window.findChild(QAction, "action_copy_explanation").trigger()
    return QGuiApplication.clipboard().text().splitlines()


def test_copy_as_text_puts_the_proof_under_its_step_as_the_tree_shows_it(window, qtbot):
    panel = _shown(window, _nested_step())
    tree = window.findChild(QTreeWidget, "chain_tree")
    copied = _copied(window)
    assert copied[1] == panel.steps.item(0).text()
    assert copied[2:] == _opened(tree.invisibleRootItem()), "one outline for both"
    assert copied[2] == "    If r3c3 is 5"
    link = copied.index("        r3c2 is not 7: dynamic contradiction forcing chains")
    assert copied[link + 1] == "            If r3c2 is 7", "the inner chain under its link"
    assert copied[link + 2] == "                r3c3 is not 7: it sees r3c2"
    assert "                …and r3c3 would be 4 and not 4 at once: so r3c2 cannot be 7" in copied
    assert copied[-1] == "    So remove 5 from r3c3"
    window.notation.set("a1")
    assert "    If C3 is 5" in _copied(window)


def test_a_deep_or_long_proof_is_copied_cut_saying_how_many_lines_are_left_out(
    window, qtbot, monkeypatch
):
    _shown(window, _nested_step())
    whole = _copied(window)[2:]
    assert len(whole) == 15
    monkeypatch.setattr(explain_text, "PROOF_TEXT_DEPTH", 1)  # no inner chain's inside
    shallow = _copied(window)[2:]
    link = shallow.index("        r3c2 is not 7: dynamic contradiction forcing chains")
    assert shallow[link + 1] == "            … 7 lines left out"
    assert shallow[link + 2 :] == whole[link + 8 :]
    monkeypatch.setattr(explain_text, "PROOF_TEXT_DEPTH", 5)
    monkeypatch.setattr(explain_text, "PROOF_TEXT_LINES", 4)
    assert _copied(window)[2:] == [*whole[:4], "    … 11 lines left out"]
    monkeypatch.setattr(explain_text, "PROOF_TEXT_LINES", 14)
    assert _copied(window)[2:] == [*whole[:14], "    … 1 line left out"]


def test_a_step_without_proof_is_copied_alone(window, qtbot):
    step = _plus_step()
    plain = type(step)(technique="x-wing", difficulty=10, eliminations=step.eliminations)
    _shown(window, plain)
    assert len(_copied(window)) == 2


def _nested(item: ExplainedStep) -> bool:
    return any(a.inner is not None for end in item.step.proof for a in ancestors(end))


@pytest.mark.calibration
@pytest.mark.heavy
def test_inkala_is_explained_end_to_end_and_its_nested_chain_opens_and_draws(window, qtbot):
    """The app's Inkala sample, Puzzle > Explain solution, to the end (minutes: no time
    limit cuts it): ER/EP/ED, a nested chain whose inner chain opens and draws its branch,
    and Copy as text with the inner chain under its link."""
    window.findChild(QAction, "sample_inkala-004").trigger()
    window.findChild(QAction, "action_explain").trigger()
    panel = window.findChild(ExplainPanel, "explain_panel")
    qtbot.waitUntil(lambda: panel.explanation is not None, timeout=1_800_000)
    path = panel.explanation
    assert path.solved and not path.stopped
    assert panel.figures.text() == f"ER {path.er:.1f}, EP {path.ep:.1f}, ED {path.ed:.1f}"
    assert path.er >= 10.0
    index = next(i for i, item in enumerate(path.steps) if _nested(item))
    panel.on_step_clicked(panel.steps.item(index))
    tree = window.findChild(QTreeWidget, "chain_tree")
    assert not tree.isHidden()
    folded = None
    for number in range(tree.topLevelItemCount() - 1):
        head = tree.topLevelItem(number)
        head.setExpanded(True)
        rows = [head.child(i) for i in range(head.childCount())]
        folded = next(
            (r for r in rows if r.childIndicatorPolicy() == r.ChildIndicatorPolicy.ShowIndicator),
            None,
        )
        if folded is not None:
            break
    assert folded is not None and folded.childCount() == 0, "an inner chain, folded"
    tree.setCurrentItem(folded)
    outer = window.grid.overlay
    folded.setExpanded(True)
    inner_head = folded.child(0)
    assert inner_head.text(0).startswith("If ")
    tree.setCurrentItem(inner_head)
    assert window.grid.overlay != outer and window.grid.owner() is panel
    copied = _copied(window)
    step_line = copied.index(panel.steps.item(index).text())
    inner = next(i for i, line in enumerate(copied) if line.startswith("            If "))
    assert step_line < inner, "an inner chain's branch, three levels in, under its step"
