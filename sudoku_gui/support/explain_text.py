"""What Explain solution says in words: the path's figures (ER/EP/ED, or why there are none),
the line while the path is worked out, and a chaining step's proof as indented text (Copy as
text), bounded.

Pure Python (no Qt): tested without a QApplication.
"""

from __future__ import annotations

from collections.abc import Callable

from solver.chain_story import outline
from solver.explain import Explanation
from sudoku_gui.support.phrases import say
from sudoku_gui.support.words import figure, translate

# The proof of a chaining step in Copy as text: at most this many lines, and lines at most
# this deep (a depth of 2 is an inner chain's branch, 4 an inner chain's inside another's).
PROOF_TEXT_LINES = 400
PROOF_TEXT_DEPTH = 5
INDENT = "    "


def figures_text(explanation: Explanation) -> str:
    """ "ER 7.2, EP 2.6, ED 1.2", "Cancelled after 12 steps", or why there is none. The
    path has no time limit, so only a Cancel stops it short."""
    if explanation.stopped:
        return translate(
            "ExplainPanel", "Cancelled after {steps} steps: the path found so far."
        ).format(steps=len(explanation.steps))
    if explanation.er is None:
        return translate(
            "ExplainPanel", "The techniques of this app get stuck here: the rest needs a guess."
        )
    return translate("ExplainPanel", "ER {er}, EP {ep}, ED {ed}").format(
        er=figure(explanation.er, 1),
        ep=figure(explanation.ep or 0, 1),
        ed=figure(explanation.ed or 0, 1),
    )


def working_text(steps: int, clock: str) -> str:
    """The figures line while the path is worked out: "Working: 23 steps, 1:42 — Cancel
    stops here"."""
    return translate(
        "ExplainPanel", "Working: %Ln step(s), {time} — Cancel stops here", None, steps
    ).format(time=clock)


def proof_text(step, text: Callable[[str], str], indent: str = INDENT) -> list[str]:
    """The proof of a chaining ``step`` as indented lines, as the chain tree shows it wholly
    opened (``solver.chain_story.outline``): each branch, its implications one level in, an
    inner chain's proof under the link it proves, each branch's end, the conclusions. ``text``
    puts a solver sentence in the reader's notation. Bounded: the lines of inner chains
    deeper than ``PROOF_TEXT_DEPTH``, and every line past the first ``PROOF_TEXT_LINES``,
    are left out, each run of them said in one line with its count. Empty without proof."""
    lines: list[str] = []
    run = [0, 0]  # the run of lines being left out: how many, and the depth it starts at

    def end_run() -> None:
        count, depth = run
        if count:  # (the count a plain name, passed by position: as lupdate reads it)
            said = translate("ExplainPanel", "… %Ln line(s) left out", None, count)
            lines.append(indent * (depth + 1) + said)
            run[0] = 0

    full = False
    for depth, line in outline(step.proof, step.placements, step.eliminations):
        if not full and len(lines) >= PROOF_TEXT_LINES:
            end_run()  # (a deeper run, before the rest is left out as one)
            full = True
        if full or depth > PROOF_TEXT_DEPTH:
            if not run[0]:
                run[1] = 0 if full else depth
            run[0] += 1
            continue
        end_run()
        lines.append(indent * (depth + 1) + text(say(line.text)))
    end_run()
    return lines
