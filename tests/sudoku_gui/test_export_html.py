"""The walk as one HTML page: what ``python -m sudoku_gui export --html`` writes, read back in
Python (self-contained, compact, escaped, the app's sentences) and driven in a real browser
(Debian's Chromium through Playwright): Play, Step, Next guess, the tree, Why? and the
first-picture time, with screenshots at desktop and phone width."""

from __future__ import annotations

import base64
import json
import os
import re
import shutil
import time
import zlib
from pathlib import Path

import pytest

import solver
from solver.board import SINGLE_DIGIT
from sudoku_gui.export import html_walk
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.cause_chain import cause_chain
from sudoku_gui.search.model.code_trace import CodeTrace
from sudoku_gui.search.model.cursor import RecordCursor
from sudoku_gui.search.model.narration import narrate
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.model.replay import Replay, dumps
from sudoku_gui.support.unit_names import reader_text
from tests.fakes import record_of
from tests.sudoku_gui.search.test_search_replay_bounds import bomb
from tests.sudoku_gui.test_export import FOOL_003, export

# Debian's Chromium (.ci/run installs it); else the Chrome a GitHub runner has, wherever its
# system keeps it; SUDOKU_LENS_BROWSER names another.
BROWSERS = (
    "/usr/bin/chromium",
    "chromium",
    "google-chrome",
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    r"C:\Program Files\Google\Chrome\Application\chrome.exe",
)
BROWSER_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
DESKTOP, PHONE = (1280, 900), (390, 844)
HOSTILE_NOTE = '</script><script>window.pwned = 1</script><img src=x onerror="window.pwned=2">'


def unpack(page: str) -> dict:
    """The header of the data the page carries (its texts and where each array is)."""
    data = re.search(r'<script type="application/octet-stream" id="walk-data">([^<]*)<', page)
    inflated = zlib.decompress(base64.b64decode(data[1]))
    length = int.from_bytes(inflated[:4], "little")
    return json.loads(inflated[4 : 4 + length])


def board_at(record: SearchRecord, position: int) -> str:
    cursor = RecordCursor(record)
    cursor.seek(position)
    return "".join(str(SINGLE_DIGIT[mask]) for mask in cursor.board)


@pytest.fixture(scope="module")
def walk_003(tmp_path_factory) -> Path:
    """The 003 walk with the default strategy, in the A1 notation, with a hostile note."""
    folder = tmp_path_factory.mktemp("walk")
    record = record_of(FOOL_003, solver.DEFAULT_STRATEGY)
    replay = folder / "walk.lensreplay"
    notes = {record.tree.first_event[1] + 1: HOSTILE_NOTE, 3: "Look at the givens first."}
    replay.write_bytes(dumps(Replay(FOOL_003, solver.DEFAULT_STRATEGY, record, notes)))
    page = folder / "walk.html"
    done = export("--notation", "a1", "--html", str(page), str(replay))
    assert done.returncode == 0, done.stderr
    return page


def test_the_page_is_one_file_that_fetches_nothing(walk_003):
    page = walk_003.read_text(encoding="utf-8")
    assert len(page.encode()) <= 1_500_000, "the 003 walk is at most 1.5 MB"
    page = re.sub(r'(id="page">)[^<]*', r"\1", page)  # (the hostile note says src=)
    assert "<link" not in page and "@import" not in page and "@font-face" not in page
    assert not re.search(r"\s(src|href)\s*=", page), "no external script, style or image"
    assert re.findall(r"https?://[^\s\"'<>)]+", page) == ["http://www.w3.org/2000/svg"] * 2
    assert "default-src 'none'" in page, "the page's policy forbids any fetch"
    assert "url(#head)" in page and "url(http" not in page


def test_notes_cannot_become_markup_or_script(walk_003):
    page = walk_003.read_text(encoding="utf-8")
    assert page.count("<script") == 3, "the page's own three scripts and no other"
    assert "<img" not in page and "window.pwned" in page, "the note is there, escaped"
    island = re.search(r'<script type="application/json" id="page">([^<]*)</script>', page)
    assert [step for step, _ in json.loads(island[1])["notes"]][1:] and HOSTILE_NOTE in [
        text for _, text in json.loads(island[1])["notes"]
    ]


def test_the_page_tells_the_walk_in_the_apps_own_sentences(walk_003):
    header = unpack(walk_003.read_text(encoding="utf-8"))
    record = record_of(FOOL_003, solver.DEFAULT_STRATEGY)
    assert header["rows"] == len(record) and header["nodes"] == len(record.tree)
    assert header["texts"] == [reader_text(narrate(record, i), "a1") for i in range(len(record))]
    assert header["cells"][5] == "A6"
    guess = record.tree.first_event[1]
    assert header["texts"][guess].startswith("Cannot fix any more cells; assume 7 at A6")
    assert header["headingAfter"][1].startswith("Guess A6 = 7 (candidates 7, 9): 14 cells follow")
    assert header["headingDuring"][1] == "Guess A6 = 7 (candidates 7, 9)"


def test_a_replay_is_exported_as_recorded_without_solving_again(tmp_path):
    record = record_of(FOOL_003, "norvig", node_limit=3)  # (a fresh search would go further)
    replay = tmp_path / "short.lensreplay"
    replay.write_bytes(dumps(Replay(FOOL_003, "norvig", record, {5: "five"})))
    page = tmp_path / "short.html"
    done = export("--html", str(page), str(replay))
    assert done.returncode == 0, done.stderr
    header = unpack(page.read_text(encoding="utf-8"))
    assert header["rows"] == len(record) < len(record_of(FOOL_003, "norvig"))
    assert header["strategy"] == "Norvig (articles 000/001)"
    assert '"notes":[[5,"five"]]' in page.read_text(encoding="utf-8")


def test_the_page_speaks_the_language_chosen_at_export(tmp_path):
    page = tmp_path / "pt.html"
    done = export("--language", "pt_BR", "--html", str(page), FOOL_003)
    assert done.returncode == 0, done.stderr
    text = page.read_text(encoding="utf-8")
    assert '<html lang="pt-BR">' in text
    assert '"play":"Reproduzir"' in text
    assert unpack(text)["texts"][0].startswith("Começar com 17 número")


def test_file_export_interactive_walk_from_the_window(window, qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from sudoku_gui.document.model import from_grid

    window.editor.replace(from_grid(solver.parse(FOOL_003)), "Load the 003 puzzle")
    window.search_panel.replays.notes = {3: "Look at the givens first."}
    chosen = tmp_path / "walk"  # (no suffix: .html is added)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(chosen), ""))
    action = window.actions["action_export_html"]
    assert action.objectName() == "action_export_html"
    assert action in window.menus["file"].actions()
    action.trigger()
    page = tmp_path / "walk.html"
    qtbot.waitUntil(page.exists, timeout=20_000)
    text = page.read_text(encoding="utf-8")
    strategy = window.search_panel.session.strategy
    assert unpack(text)["rows"] == len(record_of(FOOL_003, strategy))
    assert '"notes":[[3,"Look at the givens first."]]' in text


def test_a_broken_replay_is_refused_with_its_name(tmp_path):
    bad = tmp_path / "bad.lensreplay"
    bad.write_bytes(b"not zlib at all")
    done = export("--html", str(tmp_path / "x.html"), str(bad))
    assert done.returncode == 2
    assert "bad.lensreplay" in done.stderr and "not a replay file" in done.stderr
    gift = tmp_path / "gift.lensreplay"
    gift.write_bytes(bomb(b'{"format":"sudoku-lens-replay","version":2,"events":9,"notes":"', 3))
    started = time.monotonic()
    done = export("--html", str(tmp_path / "x.html"), str(gift))
    assert done.returncode == 2 and time.monotonic() - started < 30
    assert "gift.lensreplay: refused: it inflates past" in done.stderr


# -- in a real browser ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def browser():
    """Debian's Chromium, headless, driven by Playwright. Skipped only on a machine that
    has neither it nor Playwright, and never in CI (CI set: the suite must run these)."""
    missing = []
    wanted = os.environ.get("SUDOKU_LENS_BROWSER")
    found = [shutil.which(name) for name in ((wanted,) if wanted else BROWSERS)]
    executable = next((path for path in found if path), None)
    if executable is None:
        missing.append("Chromium (apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        missing.append("playwright (pip install playwright)")
    if missing:
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the browser tests, but this machine lacks {missing}")
        pytest.skip(f"no real browser here: {missing}")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=executable, args=BROWSER_ARGS)
        yield chromium
        chromium.close()


def open_page(browser, path: Path, size=DESKTOP):
    """The page at ``path`` once its first picture is up; its script errors and dialogs
    are collected in ``page.problems``."""
    page = browser.new_page(viewport={"width": size[0], "height": size[1]})
    problems = []

    def on_dialog(dialog) -> None:
        problems.append(f"dialog: {dialog.message}")
        dialog.dismiss()

    def on_request(request) -> None:
        if not request.url.startswith("file:"):
            problems.append(f"request: {request.url}")

    page.on("pageerror", lambda error: problems.append(f"error: {error}"))
    page.on("dialog", on_dialog)
    page.on("request", on_request)
    page.problems = problems
    page.goto(path.as_uri())
    page.wait_for_selector("body[data-ready]", timeout=20_000)
    return page


def at(page) -> int:
    return int(page.get_attribute("body", "data-position"))


def wait_position(page, position: int) -> None:
    page.wait_for_selector(f'body[data-position="{position}"]', timeout=10_000)


@pytest.mark.browser
def test_step_play_and_next_guess_in_a_browser(browser, walk_003, tmp_path):
    record = record_of(FOOL_003, solver.DEFAULT_STRATEGY)
    header = unpack(walk_003.read_text(encoding="utf-8"))
    page = open_page(browser, walk_003)
    assert float(page.get_attribute("body", "data-first-picture")) < 1000
    assert page.get_attribute("#board", "data-digits") == FOOL_003
    assert page.get_attribute("#tree", "data-current-guess") == "the start"

    page.click("#step")  # the givens' propagation is one step
    opening = header["headings"][1]
    wait_position(page, opening)
    assert page.text_content("#current-line") == header["texts"][opening - 1]
    assert page.get_attribute("#board", "data-digits") == board_at(record, opening)
    assert page.locator("#board text.cand").count() > 100, "candidates of the open cells"
    assert page.text_content("#log li.heading") == header["headingAfter"][0]

    page.click("#next-guess")
    guess = record.tree.first_event[1]
    wait_position(page, guess + 1)
    assert page.text_content("#current-line") == header["texts"][guess]
    assert page.text_content("#current-line").startswith("Cannot fix any more cells; assume 7")
    assert page.get_attribute("#tree", "data-current-guess") == "A6 = 7"
    assert page.get_attribute("#tree", "data-current-node") == "1"
    assert page.text_content("#log li.current") == header["headingDuring"][1]
    assert page.get_attribute("#board", "data-digits") == board_at(record, guess + 1)
    assert page.is_visible("#note") and page.text_content("#note") == HOSTILE_NOTE

    page.click("#back")
    wait_position(page, guess)
    page.click("#step")
    wait_position(page, guess + 1)
    page.click("#next-dead-end")
    dead_end = bytes(record.kind).index(bytes((rec.CONTRADICTION,))) + 1
    wait_position(page, dead_end)
    assert page.text_content("#current-line").startswith("Contradiction: ")

    page.select_option("#speed", "100")
    page.click("#play")
    deadline = time.monotonic() + 10
    while at(page) < dead_end + 20 and time.monotonic() < deadline:
        page.wait_for_timeout(50)
    page.click("#play")  # pause
    # The page shows a position at the next animation frame: read it once that has painted.
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => done()))")
    stopped = at(page)
    page.wait_for_timeout(300)
    assert dead_end + 20 <= stopped == at(page), "Play plays, Pause stops"
    assert page.get_attribute("#play", "aria-pressed") == "false"
    assert page.get_attribute("#board", "data-digits") == board_at(record, stopped)
    assert page.text_content("#current-line") == header["texts"][stopped - 1]
    node = record.current[stopped - 1]
    assert page.get_attribute("#tree", "data-current-node") == str(node)
    assert page.problems == [], "no script error, no dialog, no request"


@pytest.mark.browser
def test_the_code_lights_the_line_of_each_step_in_a_browser(browser, walk_003):
    record = record_of(FOOL_003, solver.DEFAULT_STRATEGY)
    trace = CodeTrace(record)
    header = unpack(walk_003.read_text(encoding="utf-8"))
    assert header["code"]["codes"] == [line.code.strip() for line in trace.program.lines]
    page = open_page(browser, walk_003)
    assert page.locator("#code li").count() == len(trace.program.lines)
    assert page.get_attribute("#code", "data-lit") == "0"

    def lit() -> tuple[int, str]:
        return int(page.get_attribute("#code", "data-lit")), page.get_attribute(
            "#code", "aria-description"
        )

    page.click("#next-guess")
    guess = record.tree.first_event[1] + 1
    wait_position(page, guess)
    line = trace.line_at(guess)
    assert lit() == (line, f"line {line}: for s, d in options:")
    assert page.text_content("#code li.lit") == trace.program.text()[line - 1]
    assert page.locator("#frames-body tr").count() == 1
    cells = page.locator("#frames-body td").all_text_contents()
    assert cells[:3] == ["1", "A6", "7"] and cells[4] == str(trace.candidates_at(guess))
    page.click("#step")
    wait_position(page, guess + 1)
    assert lit()[0] == trace.line_at(guess + 1) != line, "the next step lights its own line"
    page.click("#next-dead-end")
    dead_end = bytes(record.kind).index(bytes((rec.CONTRADICTION,))) + 1
    wait_position(page, dead_end)
    assert lit()[0] == trace.line_at(dead_end) and lit()[1].endswith("return False")
    page.click("#back")
    wait_position(page, dead_end - 1)
    assert lit()[0] == trace.line_at(dead_end - 1)
    assert page.problems == []


@pytest.mark.browser
def test_the_tree_and_why_in_a_browser(browser, walk_003):
    record = record_of(FOOL_003, solver.DEFAULT_STRATEGY)
    header_cells = unpack(walk_003.read_text(encoding="utf-8"))["cells"]
    page = open_page(browser, walk_003)
    box = page.locator("#tree").bounding_box()
    tree = record.tree
    last = len(tree) - 1  # click the last guess of the tree, drawn at its column and depth
    columns = max(tree.column) + 1
    viewbox = [float(v) for v in page.get_attribute("#tree", "viewBox").split()]
    scale = min(box["width"] / viewbox[2], box["height"] / viewbox[3])
    left = box["x"] + (box["width"] - viewbox[2] * scale) / 2
    x = left + (tree.column[last] * 70 + 35) * scale
    y = box["y"] + (tree.depth[last] * 44 + 14) * scale
    assert columns <= 10
    page.mouse.click(x, y)
    wait_position(page, tree.first_event[last] + 1)
    assert page.get_attribute("#tree", "data-current-node") == str(last)

    page.click("#to-start")
    wait_position(page, 0)
    guess = tree.first_event[1]  # an elimination under the first guess: its chain holds it
    asked = bytes(record.kind).index(bytes((rec.ELIMINATE,)), guess)
    page.fill("#timeline", str(asked + 1))
    wait_position(page, asked + 1)
    page.click("#why-button")
    chain = cause_chain(record, asked)
    lines = page.locator("#why ol li").all_text_contents()  # (shown, then folded)
    assert len(lines) == min(len(chain.rows), 300) > 0
    assert lines[0] == reader_text(narrate(record, chain.rows[0]), "a1")
    assert page.locator("#board .badge").count() == min(len(chain.rows), 12)
    assert chain.guess == guess and "A6 = 7" in page.text_content("#why")

    def click_cell(cell: int) -> None:  # (the board's viewBox is 458 units from -4)
        box = page.locator("#board").bounding_box()
        row, col = divmod(cell, 9)
        unit = box["width"] / 458
        page.mouse.click(box["x"] + (col * 50 + 29) * unit, box["y"] + (row * 50 + 29) * unit)

    cell, digit = record.cell[asked], record.digit[asked]
    box = page.locator("#board").bounding_box()
    unit = box["width"] / 458
    row, col = divmod(cell, 9)
    spot = (col * 50 + (digit - 1) % 3 * 16 + 13, row * 50 + (digit - 1) // 3 * 16 + 13)
    page.mouse.click(box["x"] + spot[0] * unit, box["y"] + spot[1] * unit)
    question = page.locator("#why p").first.text_content()
    assert question == f"Why is {digit} gone from {header_cells[cell]}?"
    assert page.locator("#why ol li").count() == min(len(chain.rows), 300)

    click_cell(5)  # A6, the guess's cell
    paragraphs = page.locator("#why p").all_text_contents()
    assert paragraphs[0] == "Why is A6 = 7?" and paragraphs[2].startswith("This is a guess")
    assert at(page) == asked + 1, "asking moves nothing"
    click_cell(18)  # C1, a given 3
    paragraphs = page.locator("#why p").all_text_contents()
    assert paragraphs[0] == "Why is C1 = 3?" and paragraphs[2] == "This is a given of the puzzle."
    assert page.problems == []


# Every edge of the tree as axis-aligned segments (the page draws them with M, V and H only),
# and every label's box, in the tree's own units.
TREE_GEOMETRY = """() => {
  const segments = [];
  for (const path of document.querySelectorAll("#tree path.edge")) {
    let x = 0, y = 0;
    for (const [, op, value] of path.getAttribute("d").matchAll(/([MVHL])([^MVHL]*)/g)) {
      const numbers = value.trim().split(/[ ,]+/).map(Number);
      if (op === "M") { [x, y] = numbers; continue; }
      const [x2, y2] = op === "V" ? [x, numbers[0]] : op === "H" ? [numbers[0], y] : numbers;
      segments.push([x, y, x2, y2]);
      [x, y] = [x2, y2];
    }
  }
  const labels = [...document.querySelectorAll("#tree text.node-label")]
    .filter((text) => text.textContent)
    .map((text) => { const b = text.getBBox(); return [b.x, b.y, b.width, b.height]; });
  return { segments, labels };
}"""


@pytest.mark.browser
def test_on_a_phone_nothing_sticks_out_and_why_folds(browser, walk_003):
    record = record_of(FOOL_003, solver.DEFAULT_STRATEGY)
    page = open_page(browser, walk_003, PHONE)
    assert FOOL_003 in page.text_content("#current-line"), "the puzzle, 81 digits unbroken"
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE[0], f"the page is {width} px wide at {PHONE[0]} px"
    page.click("#next-dead-end")
    dead_end = bytes(record.kind).index(bytes((rec.CONTRADICTION,))) + 1
    wait_position(page, dead_end)
    page.click("#why-button")
    causes = min(len(cause_chain(record, dead_end - 1).rows), 300)
    assert causes > 100, "a dead end has a hundred causes"
    assert page.locator("#why-chain li").count() == 12, "the causes the board numbers"
    assert page.text_content("#why-fold summary") == f"{causes - 12} more causes"
    assert not page.locator("#why-rest li").first.is_visible(), "the rest folded"
    height = page.locator("#why-panel").bounding_box()["height"]
    assert height < 700, f"Why? is {height} px tall folded"
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE[0]
    page.click("#why-fold summary")
    assert page.locator("#why-rest li").last.is_visible(), "a tap unfolds them"
    assert page.locator("#why ol li").count() == causes
    page.click("#to-end")
    wait_position(page, len(record))
    geometry = page.evaluate(TREE_GEOMETRY)
    assert len(geometry["labels"]) == len(record.tree) - 1 and len(geometry["segments"]) > 10
    for x, y, w, h in geometry["labels"]:
        for x1, y1, x2, y2 in geometry["segments"]:
            assert x1 == x2 or y1 == y2, "edges run down and across only"
            apart = (max(x1, x2) < x or min(x1, x2) > x + w or max(y1, y2) < y
                     or min(y1, y2) > y + h)  # fmt: skip
            assert apart, f"the edge {(x1, y1, x2, y2)} crosses the label at {(x, y, w, h)}"
    assert page.problems == []


@pytest.mark.browser
def test_screenshots_and_the_first_picture_of_a_long_walk(browser, walk_003, tmp_path):
    """A 100,000-event walk (brute force on the 003 puzzle) stays small and shows at once;
    the screenshots are for a person to look at (and the README's is the phone one)."""
    record = record_of(FOOL_003, "backtracking", node_limit=43_600)
    assert len(record) >= 100_000
    big = tmp_path / "long.html"
    size = html_walk.write_html_walk(record, FOOL_003, "backtracking", big, "r1c1")
    assert size <= 15_000_000
    page = open_page(browser, big)
    first = float(page.get_attribute("body", "data-first-picture"))
    assert first < 1000, f"first picture after {first} ms"
    page.fill("#timeline", "60000")
    wait_position(page, 60000)
    digits = board_at(record, 60000)
    assert page.get_attribute("#board", "data-digits") == digits
    shown = page.locator("#board text.digit").all_text_contents()
    assert sorted(shown) == sorted(d for d in digits if d != "0"), "every fixed digit drawn"
    assert page.locator("#board text.cand").count() == 0, "brute force keeps no candidates"
    whole = float(page.get_attribute("#tree", "viewBox").split()[2])
    box = page.locator("#tree").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    for _ in range(10):
        page.mouse.wheel(0, -100)  # zoom in
    page.wait_for_timeout(100)
    left, _top, shown, _height = map(float, page.get_attribute("#tree", "viewBox").split())
    assert shown < whole / 5, "the wheel zooms the big tree in"
    page.click("#to-end")
    wait_position(page, len(record))
    left, _top, shown, _height = map(float, page.get_attribute("#tree", "viewBox").split())
    last = record.tree.column[record.current[-1]] * 10 + 5
    assert left <= last <= left + shown, "the zoomed tree follows the current guess"
    page.screenshot(path=str(tmp_path / "long-desktop.png"))
    for size, name in ((DESKTOP, "desktop"), (PHONE, "phone")):
        small = open_page(browser, walk_003, size)
        small.click("#next-guess")
        small.click("#next-guess")
        small.wait_for_selector('#tree[data-current-node="2"]')
        small.screenshot(path=str(tmp_path / f"walk-{name}.png"), full_page=True)
        width = small.evaluate("document.documentElement.scrollWidth")
        assert width <= size[0], f"nothing sticks out sideways at {size[0]} px"
        assert (tmp_path / f"walk-{name}.png").stat().st_size > 10_000
