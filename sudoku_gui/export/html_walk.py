"""The walk as one HTML file anyone can open: board, tree, story, playback and Why? in a browser.

A student on a phone or a Chromebook has no app to install. The page is self-contained: its
style and script are embedded (``resources/html_walk``), the board and the tree are inline
SVG drawn by that script, and nothing is fetched from anywhere. The search comes along as one
zlib stream (base64 in the page; the browser inflates it with ``DecompressionStream``) that
holds a small JSON header and the record's columns as typed arrays:

- per row: kind, cell, digit, unit, rule code, the search node after it;
- per row, the board changes that make it (cell, mask before, mask after), so the page steps
  forward and back exactly, backtracks included;
- per row, its causes (the rows that made it true), so the page follows a Why? chain;
- the hypothesis tree's arrays (parent, depth, cell, digit, final outcome, layout column,
  the row that opened a node and the row that settled it);
- the Code panel's: the strategy's program (its comments translated), per row the line it
  lights, per node the candidates before its guess and the options its branch point had left
  (a run of cell * 16 + digit), so the page lights the running line and shows the frames as
  the app does.

Every sentence is made here, in the chosen notation and language, by the app's own narration
(each row's sentence, each story heading's line before and after its part is played) and
goes into the header, so the page tells the walk exactly as the search view does. The
teacher's notes and the page's words go in a separate JSON island whose ``<`` are escaped:
the page writes every text with ``textContent``, so a note cannot become markup or script.

Pure Python: no Qt here (``translate`` is Qt's once the app has installed a language).
"""

from __future__ import annotations

import base64
import html
import json
import re
import zlib
from array import array
from pathlib import Path

from solver.board import BIT, POPCOUNT
from solver.events import GIVEN, HIDDEN_SINGLE, PEER
from solver.notation import cell_label
from solver.programs import options_left
from solver.safe_io import write_bytes_atomic
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.cause_chain import MAX_CHAIN, SHOWN
from sudoku_gui.search.model.code_trace import CodeTrace
from sudoku_gui.search.model.frames import keeps_candidates
from sudoku_gui.search.model.narration import narrate
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.model.story import Story
from sudoku_gui.support.resources import resource_path
from sudoku_gui.support.strategy_names import strategy_title
from sudoku_gui.support.unit_names import reader_text
from sudoku_gui.support.words import sentences, translate

FORMAT = "sudoku-lens-html-walk"
VERSION = 1
SUFFIX = ".html"
# The kinds of row that change one cell's candidates (one change each).
_CELL_CHANGES = (rec.DEDUCE, rec.ELIMINATE, rec.ASSUME)
# Where the template takes the page's parts.
_MARK = re.compile(r"\{\{(?:language|title|style|script|page|data)\}\}")


def page_words() -> dict[str, str]:
    """The page's own words, in the reader's language."""
    return {
        "play": translate("HtmlWalk", "Play"),
        "pause": translate("HtmlWalk", "Pause"),
        "step": translate("HtmlWalk", "Step"),
        "back": translate("HtmlWalk", "Step back"),
        "start": translate("HtmlWalk", "To the start"),
        "end": translate("HtmlWalk", "To the end"),
        "next_guess": translate("HtmlWalk", "Next guess"),
        "next_dead_end": translate("HtmlWalk", "Next dead end"),
        "story_only": translate("HtmlWalk", "Story steps only"),
        "speed": translate("HtmlWalk", "Speed"),
        "timeline": translate("HtmlWalk", "Timeline"),
        "step_of": translate("HtmlWalk", "step {position} / {total}"),
        "board": translate("HtmlWalk", "Board"),
        "tree": translate("HtmlWalk", "Hypothesis tree"),
        "board_hint": translate(
            "HtmlWalk", "Click a digit, or a place where a candidate is gone, to ask why."
        ),
        "tree_hint": translate("HtmlWalk", "Click a guess to go there."),
        "tree_hint_zoom": sentences(
            translate("HtmlWalk", "Click a guess to go there."),
            translate(
                "HtmlWalk", "Turn the wheel to zoom, drag to move, double-click to see it all."
            ),
        ),
        "story": translate("HtmlWalk", "Story"),
        "why": translate("HtmlWalk", "Why?"),
        "why_hint": translate(
            "HtmlWalk", "Why this step? Its causes, back to the givens and guesses."
        ),
        "notes": translate("HtmlWalk", "Teacher's notes"),
        "no_notes": translate("HtmlWalk", "No notes."),
        "earlier": translate("HtmlWalk", "... {count} earlier steps"),
        "no_browser": translate(
            "HtmlWalk", "This browser cannot unpack the walk; open it in a current browser."
        ),
        "the_start": translate("TreeWords", "the start"),
        "why_gone": translate("Why", "Why is {digit} gone from {cell}?"),
        "why_is": translate("Why", "Why is {cell} = {digit}?"),
        "why_dead_end": translate("Why", "Why this dead end?"),
        "why_guess": translate(
            "Why",
            "This is a guess: nothing forced it. A backtrack out of it takes it back, and "
            "everything that hangs on it.",
        ),
        "why_given": translate("Why", "This is a given of the puzzle."),
        "why_givens": translate(
            "Why", "This follows from the givens alone: no backtrack ever takes it back."
        ),
        "why_under": translate(
            "Why",
            "This holds only under the guess {cell} = {digit}: a backtrack that takes that guess "
            "back takes this back too; a backtrack out of a later guess keeps it.",
        ),
        "why_more": translate("HtmlWalk", "... and more causes, back to the givens."),
        "why_fold": translate("HtmlWalk", "{count} more causes"),
        "code": translate("CodePanel", "Code"),
        "frames": translate("CodePanel", "Frames of the recursion"),
        "line_of": translate("CodePanel", "line {number}: {code}"),
        "no_line": translate("CodePanel", "No line runs yet."),
        "none_left": translate("CodePanel", "none"),
        "frame_columns": [
            translate("CodePanel", text)
            for text in ("Depth", "Cell", "Digit", "Left to try", "Candidates")
        ],
    }


def _changes(record: SearchRecord) -> tuple[array, array, array, array]:
    """Per row, the board changes it makes: where each row's run starts, then each change's
    cell, mask before and mask after."""
    starts, cells, befores, afters = array("I", [0]), array("B"), array("H"), array("H")
    kinds, row_cells, digits, before = record.kind, record.cell, record.digit, record.before
    for index in range(len(record)):
        kind = kinds[index]
        if kind in _CELL_CHANGES:
            old = before[index]
            new = old & ~BIT[digits[index]] if kind == rec.ELIMINATE else BIT[digits[index]]
            cells.append(row_cells[index])
            befores.append(old)
            afters.append(new)
        elif kind == rec.BACKTRACK:
            for cell, old, new in record.restored(index):
                cells.append(cell)
                befores.append(old)
                afters.append(new)
        starts.append(len(cells))
    return starts, cells, befores, afters


def _runs(record: SearchRecord, items) -> tuple[array, array]:
    """Per row, ``items(index)`` as one flat array and where each row's run starts."""
    starts, values = array("I", [0]), array("I")
    for index in range(len(record)):
        values.extend(items(index))
        starts.append(len(values))
    return starts, values


def _marks(record: SearchRecord, index: int) -> tuple[int, ...]:
    """The cells an elimination names as its reason (the peer holding the digit first)."""
    if record.kind[index] != rec.ELIMINATE:
        return ()
    return record.event(index).cells


def _code(record: SearchRecord, strategy: str, changes) -> tuple[dict, dict]:
    """The Code panel's part of the header (the program) and its arrays: each row's line;
    per node, the candidates on the board just before its guess and the options left to try
    (how many, then a run per node of cell * 16 + digit)."""
    trace = CodeTrace(record, strategy)
    program = trace.program
    lines = trace.lines()
    starts, cells, befores, afters = changes
    tree = record.tree
    opened = {tree.first_event[node]: node for node in range(1, len(tree))}
    before_guess = array("H", [0]) * len(tree)  # per node: the candidates before its guess
    count = 9 * 81
    for index in range(len(record)):
        node = opened.get(index)
        if node is not None:
            before_guess[node] = count
        for change in range(starts[index], starts[index + 1]):
            count += POPCOUNT[afters[change]] - POPCOUNT[befores[change]]
    counts, left = array("B", [0]), array("H")  # per node, its run of options left
    for node in range(1, len(tree)):
        options = record.options(tree.first_event[node])
        rest = options_left(options, tree.cell[node], tree.digit[node])
        left.extend(cell * 16 + digit for cell, digit in rest)
        counts.append(len(rest))
    header = {
        "title": strategy_title(trace.strategy.name),
        "lines": program.text(lambda text: translate("Programs", text)),
        "codes": [line.code.strip() for line in program.lines],
    }
    arrays = {
        "codeLine": lines,
        "candidatesBefore": before_guess,
        "leftCount": counts,
        "left": left,
    }
    return header, arrays


def _story(record: SearchRecord, notation: str) -> tuple[list[int], list[str], list[str]]:
    """The story's headings, and each one's line while its part plays and once it is over."""
    story = Story(record)
    story.update()
    during, after = [], []
    for heading, row in enumerate(story.headings):
        during.append(reader_text(story.headline(heading, row + 1), notation))
        after.append(reader_text(story.headline(heading), notation))
    return list(story.headings), during, after


def walk_data(
    record: SearchRecord, puzzle: str, strategy: str, notation: str
) -> tuple[dict, bytes]:
    """The header (sentences, names, where each array is) and the packed binary of a walk."""
    tree = record.tree
    starts, cells, befores, afters = _changes(record)
    code, code_arrays = _code(record, strategy, (starts, cells, befores, afters))
    cause_starts, causes = _runs(record, record.causes)
    mark_starts, marks = _runs(record, lambda index: _marks(record, index))
    headings, during, after = _story(record, notation)
    arrays = {
        "kind": record.kind,
        "cell": record.cell,
        "digit": record.digit,
        "unit": record.unit,
        "code": record.code,
        "node": record.current,
        "changeStart": starts,
        "changeCell": cells,
        "changeBefore": befores,
        "changeAfter": afters,
        "causeStart": cause_starts,
        "cause": causes,
        "markStart": mark_starts,
        "mark": marks,
        "treeParent": tree.parent,
        "treeDepth": tree.depth,
        "treeCell": tree.cell,
        "treeDigit": tree.digit,
        "treeOutcome": tree.outcome,
        "treeColumn": tree.column,
        "treeFirst": tree.first_event,
        "treeSettled": tree.settled_at,
        **code_arrays,
    }
    header = {
        "format": FORMAT,
        "version": VERSION,
        "rows": len(record),
        "nodes": len(tree),
        "puzzle": puzzle,
        "strategy": strategy_title(strategy),
        "rules": list(record.rule_names()),
        "rule": {"given": GIVEN, "peer": PEER, "hidden": HIDDEN_SINGLE},
        "kinds": {
            "start": rec.START,
            "deduce": rec.DEDUCE,
            "eliminate": rec.ELIMINATE,
            "assume": rec.ASSUME,
            "contradiction": rec.CONTRADICTION,
            "backtrack": rec.BACKTRACK,
            "solved": rec.SOLVED,
        },
        "keepsCandidates": keeps_candidates(record),
        "shown": SHOWN,
        "maxChain": MAX_CHAIN,
        "cells": [cell_label(cell, notation) for cell in range(81)],
        "texts": [reader_text(narrate(record, index), notation) for index in range(len(record))],
        "headings": headings,
        "headingDuring": during,
        "headingAfter": after,
        "code": code,
        "arrays": {},
    }
    blobs = []
    offset = 0
    for name, values in arrays.items():
        data = values.tobytes()
        header["arrays"][name] = [values.typecode, offset, len(values)]
        padded = data + b"\0" * (-len(data) % 4)  # each typed array starts 4-aligned
        blobs.append(padded)
        offset += len(padded)
    return header, b"".join(blobs)


def pack(header: dict, binary: bytes) -> bytes:
    """The stream the page inflates: the header's length (4 bytes, little-endian), the
    header as UTF-8 JSON padded to 4 bytes, then the arrays."""
    text = json.dumps(header, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    text += b" " * (-len(text) % 4)
    return zlib.compress(len(text).to_bytes(4, "little") + text + binary, 9)


def _island(value) -> str:
    """JSON that is safe inside a ``<script type="application/json">``: no ``<`` at all
    (so no ``</script>`` and no ``<!--``), nor the two line separators JavaScript dislikes."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def walk_html(
    record: SearchRecord,
    puzzle: str,
    strategy: str,
    notation: str,
    notes: dict[int, str] | None = None,
    language: str = "en",
) -> str:
    """The whole page of a recorded walk (see the module docstring)."""
    header, binary = walk_data(record, puzzle, strategy, notation)
    title = translate("Handout", "Sudoku Lens: {strategy} on {puzzle}").format(
        strategy=strategy_title(strategy), puzzle=puzzle
    )
    page = {
        "title": title,
        "words": page_words(),
        "notes": [[step, text] for step, text in sorted((notes or {}).items())],
    }
    folder = resource_path("html_walk")
    template = (folder / "walk.html").read_text(encoding="utf-8")
    parts = {
        "{{language}}": html.escape(language.replace("_", "-")),
        "{{title}}": html.escape(title),
        "{{style}}": (folder / "walk.css").read_text(encoding="utf-8"),
        "{{script}}": (folder / "walk.js").read_text(encoding="utf-8"),
        "{{page}}": _island(page),
        "{{data}}": base64.b64encode(pack(header, binary)).decode("ascii"),
    }
    # One pass, so that a note holding "{{data}}" stays a note.
    return _MARK.sub(lambda found: parts[found[0]], template)


def write_html_walk(
    record: SearchRecord,
    puzzle: str,
    strategy: str,
    path: Path,
    notation: str,
    notes: dict[int, str] | None = None,
    language: str = "en",
) -> int:
    """Write the page to ``path``; returns its size in bytes."""
    data = walk_html(record, puzzle, strategy, notation, notes, language).encode("utf-8")
    write_bytes_atomic(path, data)
    return len(data)
