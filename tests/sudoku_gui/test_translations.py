"""The translations are complete and up to date: pyside6-lupdate over the sources finds no
text that the committed catalogues lack or leave unfinished, every translation keeps its
placeholders, and each committed .qm is what pyside6-lrelease makes of its .ts."""

from __future__ import annotations

import ast
import importlib.util
import os
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "resources" / "i18n"
_spec = importlib.util.spec_from_file_location("catalogues", I18N / "update_catalogues.py")
catalogues = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(catalogues)

# A str.format field, with any format spec: "{cell}", "{name2}", "{er:.1f}", "{}".
PLACEHOLDER = re.compile(r"\{[A-Za-z0-9_]*(?:[:!][^{}]*)?\}")


def messages(ts_file: Path) -> dict[tuple[str, str], list[str]]:
    """(context, source) -> the translation's forms."""
    found = {}
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.iter("numerusform")]
            found[(name, message.findtext("source"))] = forms or [translation.text or ""]
    return found


@pytest.fixture(scope="module")
def updated(tmp_path_factory) -> Path:
    """Copies of the committed catalogues, updated from the sources as a developer would."""
    folder = tmp_path_factory.mktemp("i18n")
    for language in catalogues.LANGUAGES:
        shutil.copy(catalogues.catalogue(language), folder)
    catalogues.update([catalogues.catalogue(language, folder) for language in catalogues.LANGUAGES])
    return folder


@pytest.mark.parametrize("language", catalogues.LANGUAGES)
def test_every_text_of_the_sources_is_translated(updated, language):
    problems = catalogues.problems(catalogues.catalogue(language, updated))
    assert not problems, f"{len(problems)} texts to translate, e.g. {problems[:10]}"


@pytest.mark.parametrize("language", catalogues.LANGUAGES)
def test_the_committed_catalogue_is_what_lupdate_makes(updated, language):
    committed = messages(catalogues.catalogue(language))
    fresh = messages(catalogues.catalogue(language, updated))
    assert set(committed) == set(fresh), "run resources/i18n/update_catalogues.py"
    assert len(committed) > 5


@pytest.mark.parametrize("language", catalogues.LANGUAGES)
def test_translations_keep_their_placeholders_and_plurals(language):
    for (context, source), forms in messages(catalogues.catalogue(language)).items():
        for form in forms:
            where = f"{language} {context}: {source!r} -> {form!r}"
            # (every field kept, none added; a translation may name one twice)
            assert set(PLACEHOLDER.findall(form)) == set(PLACEHOLDER.findall(source)), where
            assert ("%n" in form) == ("%n" in source) or len(forms) > 1, where
            assert form.count("&") - form.count("&&") * 2 <= max(1, source.count("&")), where


@pytest.mark.parametrize("language", catalogues.LANGUAGES)
def test_each_qm_is_compiled_from_its_ts(tmp_path, language):
    ts_file = catalogues.catalogue(language)
    fresh = tmp_path / ts_file.with_suffix(".qm").name
    catalogues.release(ts_file, fresh)
    assert fresh.read_bytes() == ts_file.with_suffix(".qm").read_bytes(), (
        "run resources/i18n/update_catalogues.py"
    )


@pytest.mark.parametrize("language", catalogues.LANGUAGES)
def test_each_language_has_a_glossary(language):
    glossary = (I18N / f"glossary_{language}.md").read_text(encoding="utf-8")
    assert glossary.count("|") > 60  # a table of terms


def marked_texts() -> set[tuple[str, str]]:
    """Every (context, text) a ``translate`` or ``QT_TRANSLATE_NOOP`` call of the sources
    names literally, read with Python's own parser."""
    found = set()
    for path in [*(ROOT / "sudoku_gui").rglob("*.py"), *(ROOT / "solver").rglob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            called = getattr(node, "func", None)
            if isinstance(node, ast.Call) and getattr(called, "id", None) in MARKERS:
                context, text = (node.args + [None, None])[:2]
                if isinstance(context, ast.Constant) and isinstance(text, ast.Constant):
                    found.add((context.value, text.value))
    return found


MARKERS = ("translate", "QT_TRANSLATE_NOOP")


def test_lupdate_sees_every_marked_text():
    """lupdate skips some calls without a word (one whose count is ``self.limit`` rather
    than a plain name): such a text would stay English in every language."""
    catalogue = messages(ROOT / "resources" / "i18n" / "sudoku_lens_ja.ts")
    unseen = sorted(marked_texts() - set(catalogue))
    assert len(marked_texts()) > 300
    assert not unseen, f"lupdate did not read these (pass counts as plain names): {unseen}"


def test_the_tools_are_found_in_the_scripts_folder_of_this_python(tmp_path, monkeypatch):
    """A Windows install keeps ``python.exe`` at its top and the tools in ``Scripts\\`` as
    ``.exe`` files: they are looked up where this Python's scripts go, not beside it."""
    scripts = tmp_path / "Scripts"
    scripts.mkdir()
    lupdate = scripts / ("pyside6-lupdate.exe" if os.name == "nt" else "pyside6-lupdate")
    lupdate.write_text("")
    lupdate.chmod(0o755)
    monkeypatch.setattr(catalogues.sysconfig, "get_path", lambda name: str(scripts))
    monkeypatch.setenv("PATH", "")
    assert Path(catalogues.tool("pyside6-lupdate")) == lupdate
