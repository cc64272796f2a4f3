"""The documentation holds together: README.md and docs/*.md link only to what exists.

A page moved or a heading renamed leaves links that lead nowhere on GitHub, and nothing else
notices. So: every relative link and picture leads to a file of the repository, every
``#anchor`` to a heading of the page it names (GitHub's slugs), the README stays a front page
(at most 200 lines) that keeps the test command CI runs (``.ci/steps.sh`` says it runs the
README's command), a comment that cites a README section by name cites one that exists, and
the grid's key map (``KEY_MAP``, what Help > Keyboard shortcuts shows) is in the user guide,
and architecture.md's "Where is it" table names modules that exist and define what it says.
Pure text: no Qt is imported.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from urllib.parse import unquote

import pytest

from tests.tools.measure_timings import LOOP_MARKS

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
PAGES = [README, *sorted((ROOT / "docs").glob("*.md"))]
MAX_README_LINES = 200
# The command .ci/steps.sh runs as "the README's", and its PowerShell form.
TEST_COMMANDS = (
    "QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest",
    '$env:QT_QPA_PLATFORM="offscreen"',
    r".venv\Scripts\python -m pytest",
)

FENCE = re.compile(r"^ {0,3}(```|~~~).*?^ {0,3}\1[^\n]*$", re.MULTILINE | re.DOTALL)
CODE_SPAN = re.compile(r"(`+)[^`]+?\1")
# [text](target) and ![alt](target); the text may run over lines, the target may carry a title.
LINK = re.compile(r"!?\[[^\[\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
HEADING = re.compile(r"^ {0,3}#{1,6}\s+(.+?)\s*#*\s*$", re.MULTILINE)
EXTERNAL = re.compile(r"^[a-z][a-z0-9+.-]*:", re.IGNORECASE)  # https:, mailto:...
# Comments that name a README section: README, "Run the tests" / README's "Run the tests".
CITED_SECTION = re.compile(r"README(?:\.md)?(?:'s|,)\s+[\"“]([^\"”]+)[\"”]")
CITING_SUFFIXES = {".py", ".sh", ".yml", ".yaml", ".toml", ".spec", ".cfg"}


def prose(text: str) -> str:
    """``text`` without fenced code blocks and code spans, where nothing is a link. (Headings
    are read with only the fenced blocks taken out: a ``# comment`` in a shell block is no
    heading, but a heading may hold a code span.)"""
    return CODE_SPAN.sub("", FENCE.sub("", text))


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: its text as rendered (no code ticks, emphasis or link
    targets), lower case, punctuation dropped, spaces as hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link: its text
    text = re.sub(r"[`*]", "", text)
    text = "".join(ch for ch in text.lower() if ch.isalnum() or ch in " -_")
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """The anchors of a page's headings; a repeated heading gets -1, -2... as on GitHub."""
    seen: dict[str, int] = {}
    result = set()
    for match in HEADING.finditer(FENCE.sub("", page.read_text(encoding="utf-8"))):
        base = slug(match.group(1))
        count = seen.get(base, 0)
        seen[base] = count + 1
        result.add(base if count == 0 else f"{base}-{count}")
    return result


def links(page: Path) -> list[str]:
    return LINK.findall(prose(page.read_text(encoding="utf-8")))


def broken_links(page: Path, root: Path = ROOT) -> list[str]:
    """The relative links and pictures of ``page`` that lead nowhere (or out of ``root``),
    each with why."""
    problems = []
    for target in links(page):
        if EXTERNAL.match(target):
            continue
        path_part, _, anchor = target.partition("#")
        linked = (page.parent / unquote(path_part)).resolve() if path_part else page
        if not linked.exists():
            problems.append(f"{target}: no file {linked}")
        elif not linked.is_relative_to(root):
            problems.append(f"{target}: outside the repository")
        elif anchor and linked.suffix == ".md" and anchor not in anchors(linked):
            problems.append(f"{target}: no heading #{anchor} in {linked.name}")
    return problems


def test_slugs_follow_github() -> None:
    assert slug("Why is this candidate gone?") == "why-is-this-candidate-gone"
    assert slug("The `.sudoku` document") == "the-sudoku-document"
    assert slug("Download and first start") == "download-and-first-start"
    assert slug("Causes and Why?") == "causes-and-why"
    assert slug("snake_case and *emphasis*, [a link](x.md)") == "snake_case-and-emphasis-a-link"


def test_a_broken_link_is_found(tmp_path: Path) -> None:
    """The checker itself: a missing file, a missing anchor and a good link (a picture whose
    alt text runs over two lines, a link in code that is no link)."""
    (tmp_path / "other.md").write_text("# Other page\n\n## A section\n", encoding="utf-8")
    page = tmp_path / "page.md"
    page.write_text(
        "# Page\n\n[gone](missing.md) [bad](other.md#no-such) [good](other.md#a-section)\n"
        "![two\nlines](other.md) `[code](nowhere.md)` [here](#page)\n\n"
        "```sh\n[fenced](nowhere.md)\n```\n",
        encoding="utf-8",
    )
    problems = broken_links(page, tmp_path.resolve())
    assert len(problems) == 2, problems
    assert problems[0].startswith("missing.md: no file")
    assert problems[1] == "other.md#no-such: no heading #no-such in other.md"


def test_the_docs_folder_has_its_pages() -> None:
    names = {page.name for page in PAGES}
    for wanted in (
        "install.md",
        "user-guide.md",
        "command-line.md",
        "architecture.md",
        "seed-articles.md",
        "translating.md",
        "replay-format.md",
        "benchmarks.md",
        "packaging.md",
    ):
        assert wanted in names


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.relative_to(ROOT).as_posix())
def test_every_link_leads_somewhere(page: Path) -> None:
    assert links(page), f"{page.name} links to nothing"
    assert broken_links(page) == []


def test_every_docs_page_is_in_the_readme_index() -> None:
    linked = {target.partition("#")[0] for target in links(README)}
    for page in PAGES[1:]:
        assert f"docs/{page.name}" in linked, f"README.md does not list docs/{page.name}"


def test_readme_is_a_front_page() -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= MAX_README_LINES, f"README.md has {len(lines)} lines"


def test_readme_keeps_the_test_command() -> None:
    text = README.read_text(encoding="utf-8")
    for command in TEST_COMMANDS:
        assert command in text
    # the change loop, as tests/tools/measure_timings.py times it for docs/timings.md
    assert f'-m "{LOOP_MARKS}" -n 2' in text


def test_sections_cited_in_code_exist() -> None:
    """A comment such as ``# README, "Run the tests": ...`` names a heading of the README."""
    headings = {
        match.group(1) for match in HEADING.finditer(FENCE.sub("", README.read_text("utf-8")))
    }
    cited = []
    for folder in (".ci", ".github", "solver", "sudoku_gui", "tests", "resources"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in CITING_SUFFIXES and path.is_file():
                text = path.read_text(encoding="utf-8", errors="replace")
                cited += [(path, name) for name in CITED_SECTION.findall(text)]
    for top in ("build.spec", "pyproject.toml"):
        cited += [(top, name) for name in CITED_SECTION.findall((ROOT / top).read_text("utf-8"))]
    assert cited, "nothing cites a README section (the pattern may have gone stale)"
    missing = [f"{path}: {name}" for path, name in cited if name not in headings]
    assert missing == []


def documented_grid_keys() -> list[str]:
    """The keys column of ``KEY_MAP`` in ``sudoku_gui/grid/keys.py``, read from the source
    (each a string, or the source text of a ``QT_TRANSLATE_NOOP(context, text)``)."""
    source = ROOT / "sudoku_gui" / "grid" / "keys.py"
    for node in ast.parse(source.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == "KEY_MAP" for target in node.targets
        ):
            keys = [row.elts[0] for row in node.value.elts]
            return [key.args[1].value if isinstance(key, ast.Call) else key.value for key in keys]
    raise AssertionError(f"no KEY_MAP in {source}")


def test_the_grid_keys_are_documented() -> None:
    """Every key of the grid's map appears in the user guide's keyboard table."""
    keys = documented_grid_keys()
    assert "Arrow keys" in keys
    guide = (ROOT / "docs" / "user-guide.md").read_text(encoding="utf-8")
    rows = {line.split("|")[1].strip() for line in guide.splitlines() if line.startswith("| ")}
    assert [key for key in keys if key not in rows] == []


ARCHITECTURE = ROOT / "docs" / "architecture.md"
WHERE_IS_IT = "Where is it"


def where_is_it(page: Path) -> list[tuple[str, list[str]]]:
    """The rows of ``page``'s "Where is it" table: (module path, the names it starts at)."""
    section = FENCE.sub("", page.read_text(encoding="utf-8")).split(f"## {WHERE_IS_IT}\n", 1)
    assert len(section) == 2, f"{page.name} has no {WHERE_IS_IT} section"
    rows = []
    for line in section[1].split("\n## ", 1)[0].splitlines():
        cells = line.split("|")
        if len(cells) == 5 and "`" in cells[2]:
            rows.append((cells[2].strip().strip("`"), re.findall(r"`([^`]+)`", cells[3])))
    return rows


def defined_names(path: Path) -> set[str]:
    """What a module defines at its top: functions, classes, assigned names, and each class's
    methods as ``Class.method``."""
    names = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        if isinstance(node, ast.ClassDef):
            names.update(
                f"{node.name}.{item.name}"
                for item in node.body
                if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
            )
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names.update(t.id for t in targets if isinstance(t, ast.Name))
    return names


def wrong_places(page: Path, root: Path = ROOT) -> list[str]:
    """The rows of the "Where is it" table whose module is missing or lacks a name."""
    wrong = []
    for module, names in where_is_it(page):
        path = root / module
        if not path.is_file():
            wrong.append(f"{module}: no such file")
            continue
        defined = defined_names(path)
        wrong += [f"{module}: no {name}" for name in names if name not in defined]
    return wrong


def test_a_wrong_place_is_found(tmp_path: Path) -> None:
    """The checker itself: a missing module and a missing name are found, a method is not."""
    (tmp_path / "here.py").write_text("class Engine:\n    def run(self): ...\n", "utf-8")
    page = tmp_path / "page.md"
    page.write_text(
        f"# Page\n\n## {WHERE_IS_IT}\n\n| Feature | Module | Start at |\n|---|---|---|\n"
        "| a | `here.py` | `Engine`, `Engine.run`, `gone` |\n| b | `nowhere.py` | `x` |\n\n"
        "## Next\n\n| c | `other.py` | `y` |\n",
        encoding="utf-8",
    )
    assert wrong_places(page, tmp_path) == ["here.py: no gone", "nowhere.py: no such file"]


def test_where_is_it_names_modules_and_functions_that_exist() -> None:
    rows = where_is_it(ARCHITECTURE)
    assert len(rows) >= 20, f"{len(rows)} features in the table"
    assert all(names for _, names in rows), "a row names no function or class"
    assert wrong_places(ARCHITECTURE) == []
