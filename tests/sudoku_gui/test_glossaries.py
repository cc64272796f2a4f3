"""One term per idea: each glossary's "Forbidden variants" table names the words a
translation must not use (a dead end is 行き止まり, never 行き詰まり); no message of the
language's catalogue may use one."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

I18N = Path(__file__).resolve().parents[2] / "resources" / "i18n"
LANGUAGES = ("ja", "zh_CN", "pt_BR")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def forbidden(language: str) -> list[tuple[re.Pattern, str, re.Pattern | None]]:
    """(never, write instead, only where the English matches) of the glossary's table."""
    text = (I18N / f"glossary_{language}.md").read_text(encoding="utf-8")
    table = text.split("## Forbidden variants", 1)[1]
    rows = []
    for line in table.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) != 3 or cells[0] in ("Never", "---"):
            continue
        never, instead, where = cells
        rows.append((re.compile(never), instead, re.compile(where, re.I) if where else None))
    return rows


def translations(language: str) -> list[tuple[str, str]]:
    """(English source without "&", translation form without its {placeholders}) of every
    message of the catalogue."""
    found = []
    root = ET.parse(I18N / f"sudoku_lens_{language}.ts").getroot()
    for message in root.iter("message"):
        source = (message.findtext("source") or "").replace("&", "")
        translation = message.find("translation")
        forms = [form.text or "" for form in translation.iter("numerusform")]
        found += [
            (source, PLACEHOLDER.sub("◇", form)) for form in forms or [translation.text or ""]
        ]
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_catalogue_uses_none_of_the_glossarys_forbidden_variants(language):
    rules = forbidden(language)
    assert len(rules) >= 3
    problems = [
        f"{never.pattern!r} (write {instead}) in {said!r}"
        for source, said in translations(language)
        for never, instead, where in rules
        if never.search(said) and (where is None or where.search(source))
    ]
    assert not problems, "\n".join(problems)


def test_a_forbidden_variant_is_found_where_the_english_matches():
    rules = {never.pattern: (never, where) for never, _instead, where in forbidden("ja")}
    never, where = rules["矛盾"]
    assert never.search("重複: 矛盾") and where.search("Conflict: {clashes}")
    assert not where.search("Contradiction: {what}")  # the search's contradiction stays 矛盾
    step, _anywhere = rules["手(?!順)"]
    assert step.search("この手の理由") and not step.search("論理の手順")
