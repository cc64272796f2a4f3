"""The solver's sentences as the app fills them, read in Japanese, Chinese and Portuguese:
one explanation and first hint per technique (on HoDoKu's library cases), the logical path of
two puzzles, the narration, story lines, quiz answers and the Why? panel's questions, causes
and verdicts of every strategy (and of a logical path), and a conflict, each in two
notations. None may keep an English unit or cell word inside Japanese or Chinese text, put an
ASCII space beside a Japanese or Chinese character (the glossaries: no spaces around filled
names), say "em linha 3" or "na linha 3 e linha 7" in Portuguese (it is "na linha 3" and "nas
linhas 3 e 7"), or leave a placeholder unfilled."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

import solver
from solver import STRATEGIES
from solver.explain import explain
from solver.path_events import path_events
from solver.techniques import TECHNIQUE_NAMES, Position
from sudoku_gui.document.model import conflict_text
from sudoku_gui.jobs.hints import look_at
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.cause_chain import cause_chain
from sudoku_gui.search.model.narration import narrate
from sudoku_gui.search.model.quiz import KINDS as QUIZ_KINDS
from sudoku_gui.search.model.quiz import Quiz
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.model.story import Story
from sudoku_gui.search.model.why_words import board_note, chain_lines, question, verdict
from sudoku_gui.support import i18n, words
from sudoku_gui.support.phrases import say
from sudoku_gui.support.unit_names import reader_text
from sudoku_gui.support.words import figure, translate

_spec = importlib.util.spec_from_file_location(
    "hodoku_reglib", Path(__file__).resolve().parents[1] / "solver" / "reglib.py"
)
reglib = sys.modules.setdefault("hodoku_reglib", importlib.util.module_from_spec(_spec))
_spec.loader.exec_module(reglib)

FOOL_003 = "000000000000000280376400000700001000020000000400300006010028000000005000000000003"
PUZZLES = (
    "000000000000003085001020000000507000004000100090000000500000073002010000000040009",
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
)
NOTATIONS = ("r1c1", "a1")

# An English word of a unit or a cell sentence, whole (not inside r1c1 or a technique code).
ENGLISH_WORD = re.compile(r"(?<![A-Za-z])(row|column|box|in|of|the)(?![A-Za-z])", re.I)
# "em linha 3": Portuguese joins the preposition and the article ("na linha 3").
WITHOUT_ARTICLE = re.compile(r"\b[Ee]m (linha|coluna|quadrado)\b")
# A list of units whose second item has no article: "na linha 3 e linha 7".
BARE_IN_LIST = re.compile(
    r"\b(linha|coluna|quadrado)s? [A-I0-9](, | e | ou )(linha|coluna|quadrado)\b"
)
# An ASCII space beside a kana, a hanzi or a full-width sign ("C行目 と G行目", "在 r1c1"),
# but for the one after the number of an item of a list ("3. 从r1c1删去5").
CJK = "\u3000-\u30ff\u3400-\u9fff\uff00-\uffef"
SPACED = re.compile(f"[{CJK}] |(?<!^[0-9]\\.)(?<!^[0-9][0-9]\\.)(?<!^[0-9]{{3}}\\.) [{CJK}]")
ENGLISH_UNIT = re.compile(r"\b(row|column|box) [A-I0-9]\b")
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(?:[:!][^{}]*)?\}")


def canonical_sentences() -> list[str]:
    """Every sentence below, in the reader's language, with canonical r1c1 names."""
    said = []
    cases = [case for case in reglib.read_cases() if not case.fail_case]
    for name, technique in TECHNIQUE_NAMES.items():
        for case in (c for c in cases if c.technique == name):
            step = next(iter(technique.find_all(Position(case.masks, case.placed))), None)
            if step is not None:
                said += [str(say(step.explanation)), look_at(step.area, step.technique)]
                break
    for puzzle in PUZZLES:
        explanation = explain(puzzle, time_limit=5)
        for item in explanation.steps:
            said += [str(say(item.text)), look_at(item.step.area, item.step.technique)]
    path = SearchRecord()
    path.extend(path_events(solver.parse(PUZZLES[-1]).cells, explanation.steps)[0])
    said += why_sentences(path)
    for strategy in STRATEGIES:
        record = SearchRecord()
        record.extend(solver.search(FOOL_003, strategy, node_limit=60))
        said += [narrate(record, index) for index in range(len(record))]
        story = Story(record)
        story.update()
        said += [story.headline(heading) for heading in range(len(story))]
        # (during the playback: "…, 3 cells follow so far")
        said += [story.headline(h, story.headings[h] + 4) for h in range(len(story))]
        quiz = Quiz(record, set(QUIZ_KINDS))
        asked = [(row, kind) for row in range(len(record)) for kind in quiz.questions(row)]
        said += [quiz.reveal(row, kind) for row, kind in asked]
        said += [quiz.answer(row, kind, guess)[1] for row, kind in asked for guess in (0, True)]
        said += why_sentences(record)
        said.append(quiz.score_text())
    broken = solver.parse("55" + "." * 7 + "5" + "." * 71)
    said.append(conflict_text(broken.conflicts()))
    return said


def why_sentences(record: SearchRecord) -> list[str]:
    """What the Why? panel says about each step of ``record``: the question, the verdict,
    the first causes and the note on the board."""
    said = []
    askable = (rec.DEDUCE, rec.ELIMINATE, rec.CONTRADICTION, rec.ASSUME)
    for row in (row for row in range(len(record)) if record.kind[row] in askable):
        chain = cause_chain(record, row)
        asked = translate("Why", "{question} (step {step})")
        said += [asked.format(question=question(record, chain), step=figure(row + 1))]
        said += [verdict(record, chain), board_note(chain)]
        said += [text for _cause, text in chain_lines(record, chain)[:3]]
    still = translate("Why", "{digit} is still a candidate of {cell}.")
    return [text for text in said if text] + [still.format(digit=5, cell="r1c1")]


@pytest.fixture(scope="module")
def sentences(request, qapp) -> dict[str, list[str]]:
    """language -> the filled sentences, in each notation ("ja a1": in A1 alone)."""
    found = {}
    for language in ("ja", "zh_CN", "pt_BR"):
        translators = i18n.install_language(qapp, language)
        try:
            canonical = canonical_sentences()
            found[language] = [reader_text(s, n) for s in canonical for n in NOTATIONS]
            found[f"{language} a1"] = [reader_text(s, "a1") for s in canonical]
        finally:
            for translator in translators:
                qapp.removeTranslator(translator)
            words.install(None)
            QLocale.setDefault(QLocale("en_US"))
    return found


def test_the_sentences_cover_every_technique_strategy_and_a_conflict(sentences):
    english = canonical_sentences()
    assert len({s for s in english if s.startswith("Look at ")}) > 40
    assert any(s.startswith("Conflict: two 5s in row 1") for s in english)
    assert any("fewer candidates" in s for s in english)  # a quiz's answer
    assert any(s.startswith("Not this time. ") for s in english)  # a quiz's verdict
    assert any(s.startswith("Why is ") for s in english)  # the Why? panel's questions
    assert any("no backtrack ever takes it back" in s for s in english)  # and verdicts
    assert any("holds only under the guess" in s for s in english)
    assert len(sentences["ja"]) == 2 * len(english) > 2000


@pytest.mark.parametrize("language", ["ja", "zh_CN"])
def test_japanese_and_chinese_sentences_keep_no_english_unit_words(sentences, language):
    left = sorted({s for s in sentences[language] if ENGLISH_WORD.search(s)})
    assert not left, f"{len(left)} sentences, e.g. {left[:8]}"


def test_portuguese_names_a_unit_with_its_article(sentences):
    left = sorted(
        {s for s in sentences["pt_BR"] if WITHOUT_ARTICLE.search(s) or ENGLISH_UNIT.search(s)}
    )
    assert not left, f"{len(left)} sentences, e.g. {left[:8]}"


def test_portuguese_lists_units_of_a_kind_as_one_plural_phrase(sentences):
    """ "nas linhas 3 e 7", not "na linha 3 e linha 7" (whose second unit has no article)."""
    assert any("nas linhas " in s.casefold() for s in sentences["pt_BR"])
    left = sorted({s for s in sentences["pt_BR"] if BARE_IN_LIST.search(s)})
    assert not left, f"{len(left)} sentences, e.g. {left[:8]}"


@pytest.mark.parametrize("language", ["ja", "zh_CN"])
def test_japanese_and_chinese_put_no_space_beside_their_characters(sentences, language):
    """ "C行目とG行目を見てください", "在第4宫中，5只能在r4c5": filled names (cells, units,
    digits) stand right against the text, as the glossaries say."""
    left = sorted({s for s in sentences[language] if SPACED.search(s)})
    assert not left, f"{len(left)} sentences, e.g. {left[:8]}"


@pytest.mark.parametrize("language", ["ja", "zh_CN", "pt_BR"])
def test_no_placeholder_is_left_unfilled(sentences, language):
    left = sorted({s for s in sentences[language] if PLACEHOLDER.search(s)})
    assert not left, left[:8]


@pytest.mark.parametrize("language", ["ja", "zh_CN", "pt_BR"])
def test_in_a1_notation_every_cell_is_renamed(sentences, language):
    """Lists glued to Chinese or Japanese text included ("C7、C8 和C9", not "r3c8 和r3c9");
    a chain's nodes keep Eureka's notation in every language ("1r6c3=1r6c4")."""
    cell = re.compile(r"(?<![0-9A-Za-z])r[1-9]c[1-9](?![0-9])")
    left = sorted({s for s in sentences[f"{language} a1"] if cell.search(s)})
    assert not left, left[:8]
