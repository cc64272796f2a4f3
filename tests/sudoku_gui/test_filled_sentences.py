"""The solver's and the app's sentences as they are filled, read in English, Japanese, Chinese
and Portuguese: one explanation and first hint per technique (HoDoKu's library cases, one
exercise of every gym lesson, and a position of Sudoku Explainer's path for each technique
the gym lacks, with its chain tree), the gym's lesson titles, tasks, hints and verdicts, the
logical path of two puzzles, the narration, story lines, quiz answers, the Why? panel's
questions, causes and verdicts of every strategy (and of a logical path), a conflict, the
HTML walk's words, the tooltips and the Samples menu, each in two notations.

English: "an" before a vowel sound and "a" before a consonant sound ("an x-wing", "a w-wing",
"a unique rectangle"), no two prepositions in a row ("Look at from r1c1"), no empty slot, a
verb in every conclusion. Japanese and Chinese: no English unit or cell word, no ASCII space,
colon, bracket or ellipsis beside their characters (the glossaries), no bracket inside a
bracket. Portuguese: a unit with its article ("na linha 3", "nas linhas 3 e 7"), a cell
always feminine ("uma das casas", never "um de r5c6"). No placeholder is left unfilled."""

from __future__ import annotations

import importlib.util
import itertools
import random
import re
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

import solver
from solver import STRATEGIES
from solver.chain_story import outline
from solver.explain import explain
from solver.format_marks import parse_marks
from solver.gym import LESSONS, Tier
from solver.gym.answers import check_answer, hint_levels
from solver.gym.bank import bank_exercise
from solver.path_events import path_events
from solver.phrase import reads_with_an
from solver.se_path import next_step, se_path_order
from solver.techniques import TECHNIQUE_NAMES, TECHNIQUES, Position
from solver.techniques.se_rungs import se_rungs
from sudoku_gui.document.model import conflict_text
from sudoku_gui.document.samples import load_samples
from sudoku_gui.export import html_walk
from sudoku_gui.gym.lessons_panel import (
    example_stage_text,
    finding_text,
    lesson_heading,
    task_text,
)
from sudoku_gui.jobs.gym_maker import EXERCISE, PUZZLE
from sudoku_gui.jobs.hints import look_at
from sudoku_gui.search.model import recording as rec
from sudoku_gui.search.model.cause_chain import cause_chain
from sudoku_gui.search.model.narration import narrate
from sudoku_gui.search.model.quiz import KINDS as QUIZ_KINDS
from sudoku_gui.search.model.quiz import Quiz
from sudoku_gui.search.model.recording import SearchRecord
from sudoku_gui.search.model.story import Story
from sudoku_gui.search.model.why_words import board_note, chain_lines, question, verdict
from sudoku_gui.search.views.panel_actions import PANEL_ACTIONS
from sudoku_gui.support import i18n, words
from sudoku_gui.support.phrases import say
from sudoku_gui.support.unit_names import reader_text
from sudoku_gui.support.words import figure, translate, with_shortcut
from sudoku_gui.window.actions import ACTIONS, key_sequences, tool_tip
from sudoku_gui.window.samples_menu import sample_label

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
# A position of Sudoku Explainer's path per technique the gym bank lacks (direct hints,
# aligned exclusions, unique loops, BUG types, SE's chains): technique, 729 candidates, and
# which cells are placed ("1").
SE_POSITIONS = Path(__file__).resolve().parents[1] / "data" / "se_technique_positions.tsv"

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
    return said + gym_sentences() + se_path_sentences() + interface_sentences()


def gym_sentences() -> list[str]:
    """Every lesson's heading, summary, task and example lines, and on one exercise of each
    lesson its three hints and the verdicts on a right, a partial, a wrong answer and one
    with a true removal the step does not make."""
    said = [str(say(tier.title)) for tier in Tier]
    rng = random.Random(39)
    for lesson in LESSONS:
        said += [lesson_heading(lesson), str(say(lesson.summary)), task_text(lesson.technique)]
        said += [finding_text(lesson.technique, what) for what in (EXERCISE, PUZZLE)]
        exercise = bank_exercise(lesson, rng)
        if exercise is None:
            continue
        step = exercise.step
        said += [example_stage_text(step, stage, str) for stage in range(3)]
        said += [str(say(hint)) for hint in hint_levels(exercise)]
        changes = (*step.placements, *step.eliminations)
        answers = [(step.placements, step.eliminations)]
        if len(changes) > 1:
            answers.append(((), step.eliminations[:1]) if step.eliminations else (changes[:1], ()))
        solution = exercise.solution
        wrong_cell = next(c for c in range(81) if not exercise.digits[c])
        wrong_digit = next(d for d in range(1, 10) if d != solution[wrong_cell])
        answers.append((((wrong_cell, wrong_digit),), ()))
        extra = [
            (cell, digit)
            for cell in range(81)
            for digit in range(1, 10)
            if exercise.candidates[cell] >> (digit - 1) & 1
            and digit != solution[cell]
            and (cell, digit) not in step.eliminations
        ]
        answers.append((step.placements, (*step.eliminations, *extra[:1])))
        said += [str(say(check_answer(exercise, *answer).message)) for answer in answers]
    return said


def se_path_sentences() -> list[str]:
    """On a position of SE's path for each technique the gym lacks: the explanation, the
    first hint and the first lines of a forcing chain's tree."""
    said = []
    order = se_path_order(TECHNIQUES, se_rungs())
    for line in SE_POSITIONS.read_text(encoding="utf-8").splitlines():
        _technique, marks, placed = line.split("\t")
        masks = list(parse_marks(marks).candidates)
        filled = {cell for cell in range(81) if placed[cell] == "1"}
        step, _rating = next_step(masks, order, filled)
        said += [str(say(step.explanation)), look_at(step.area, step.technique)]
        if step.proof:
            tree = outline(step.proof, step.placements, step.eliminations)
            said += [str(say(item.text)) for _depth, item in itertools.islice(tree, 60)]
    return said


def interface_sentences() -> list[str]:
    """The menus' tooltips (with their keys), the Samples menu and the HTML walk's words."""
    said = []
    for spec in ACTIONS:
        keys = key_sequences(spec.shortcut) if spec.shortcut is not None else []
        said.append(tool_tip(translate("Actions", spec.text), keys))
        if spec.tip:
            said.append(translate("Actions", spec.tip))
    for text, shortcut, tip in PANEL_ACTIONS.values():
        said.append(with_shortcut(translate("SearchPanel", tip or text), shortcut or ""))
    for sample in load_samples():
        said += [sample_label(sample), translate("Samples", sample.source)]
        said.append(translate("Samples", sample.note))
    said += [text for text in html_walk.page_words().values() if "{" not in text]
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


# ---- English

# "a"/"an" and the word after it (a technique's name, a number, a word).
ARTICLE = re.compile(r"(?<![\w'-])([Aa]n?) ([\w+-]+)")
# Two prepositions in a row: "Look at from r1c1", "Look at around r3c5".
PREPOSITIONS = "at|from|around|in|of|to|into|for|with|by|through"
TWO_PREPOSITIONS = re.compile(rf"\b({PREPOSITIONS}) ({PREPOSITIONS})\b(?! (most|least)\b)", re.I)
# An empty slot: a placeholder left, two spaces, a space before a stop, an empty clause.
EMPTY_SLOT = re.compile(r"\{[^{}]*\}|  | [.,;:)]|: \.|\( |\(\)|: :")
# A conclusion: what follows the last "so " of a sentence, and the verbs it may hold ("so
# r1c1 is 5", "so remove 5 from r1c1", "so it cannot be …"); and a removal with no verb
# after a colon or a "so" ("…: 5 from r1c1", "so 5 from r1c1").
CONCLUSION = re.compile(r"\bso (?!far\b)(?!.*\bso )(.*)$")
VERBS = re.compile(
    r"\b(is|are|be|remove|place|goes|go|holds|hold|has|have|can|cannot|see|sees|makes|"
    r"make|takes|take|follows|loses|lose|leaves|leave|breaks|ends|contains|gives|needs|"
    r"must|would|will|were|was|stays|keeps|lies|comes|[a-z]+ed)\b",
    re.I,
)
BARE_REMOVAL = re.compile(r"(?:: |\bso )[1-9] from ")


@pytest.fixture(scope="module")
def english(qapp) -> list[str]:
    """The English sentences, each split into its sentences."""
    said = {text for text in canonical_sentences() if text}
    return sorted(said)


def test_english_picks_a_or_an_by_the_sound(english):
    """ "an empty rectangle", "an ALS-XZ", "an XY-wing", "an x-wing", "a W-wing", "a unique
    rectangle", "an 8-cell …": the article from the name's first sound."""
    assert reads_with_an("empty rectangle") and reads_with_an("als-xz")
    assert reads_with_an("xy-wing") and reads_with_an("x-wing") and reads_with_an("aic")
    assert not reads_with_an("w-wing") and not reads_with_an("unique rectangle type 1")
    assert reads_with_an("8-cell loop") and not reads_with_an("2-string kite")
    assert not reads_with_an("bug+1") and not reads_with_an("hidden single")
    wrong = set()
    for text in english:
        for article, name in ARTICLE.findall(text):
            word = re.split(r"[-+]", name)[0] or name
            vowel_sound = word[0] in "aeiouAEIOU8" or word.lower() in ("x", "xy", "xyz", "als")
            vowel_sound = vowel_sound and not word.lower().startswith(("uni", "use", "one"))
            if word.isalpha() and word.isupper() and len(word) <= 4:  # read as letters
                vowel_sound = word[0] in "AEFHILMNORSX"
            if (article.lower() == "an") != vowel_sound:
                wrong.add(text)
    assert any(": an empty rectangle." in text for text in english)
    assert any(": a w-wing." in text for text in english)
    assert not wrong, sorted(wrong)[:8]


def test_english_never_puts_two_prepositions_in_a_row(english):
    wrong = sorted(text for text in english if TWO_PREPOSITIONS.search(text))
    assert not wrong, wrong[:8]


def test_english_leaves_no_slot_empty(english):
    wrong = sorted(text for text in english if EMPTY_SLOT.search(text.rstrip("\n")))
    assert not wrong, wrong[:8]


def test_every_english_conclusion_has_a_verb(english):
    """ "…, so 5 can be removed from r1c1." or ": remove 5 from r1c1.", never "so 5 from
    r1c1."; a strong link names its digit ("one of r5c6 and r6c9 is 4")."""
    wrong = set()
    for text in english:
        for sentence in re.split(r"(?<=[.!?]) ", text):
            found = CONCLUSION.search(sentence)
            if (found and not VERBS.search(found.group(1))) or BARE_REMOVAL.search(sentence):
                wrong.add(sentence)
    assert not any(re.search(r"one of \S+ and \S+ is: ", text) for text in english)
    assert not wrong, sorted(wrong)[:8]


# ---- Japanese, Chinese and Portuguese, as a teacher would show them

# An ASCII colon, bracket or ellipsis beside a kana, a hanzi or a full-width sign.
ASCII_SIGN = re.compile(f"[{CJK}][:()]|[()][{CJK}]|[{CJK}]\\.\\.\\.|\\.\\.\\.[{CJK}]")
# A mnemonic left in a tooltip ("新規(N)", "E&xplain").
MNEMONIC = re.compile(r"\([A-Z]\)|&\w")
# A cell named as a masculine noun in Portuguese: "um de r5c6", "o casa", "um casa".
MASCULINE_CELL = re.compile(
    r"\b(um|o|do|no|ao|pelo|este|esse|aquele|outro|mesmo|primeiro|último|único) casa\b"
    r"|\bum (de|dos) (r[1-9]c[1-9]|[A-I][1-9])\b|\bcasas? (vazio|preenchido|único|último)s?\b",
    re.I,
)
# A bare unit after a verb: "compartilham linha 1" (it is "a linha 1").
BARE_UNIT = re.compile(
    r"\b(compartilham|compartilha|veem|vê|ocupam|ocupa|cobrem|cobre|olhe para|observe)"
    r" (linha|coluna|quadrado)s? [1-9A-I]",
    re.I,
)
# A condition in the indicative ("Se r5c5 é 1": it is "Se r5c5 for 1").
INDICATIVE_IF = re.compile(r"\bSe (r[1-9]c[1-9]|[A-I][1-9]) (é|não é)\b")
PORTUGUESE_SLIPS = re.compile(r"(?<!com)partilh|\bOlhe para (em|de|a partir)\b|\bPeixes e wings\b")


def nested_bracket(text: str) -> bool:
    """Whether a round bracket opens inside another ("ALS-XZ（ALS（…））"); square ones
    inside round ones are the way to nest."""
    depth = 0
    for ch in text:
        if ch in "(（":
            if depth:
                return True
            depth += 1
        elif ch in ")）":
            depth = max(0, depth - 1)
    return False


@pytest.mark.parametrize("language", ["ja", "zh_CN"])
def test_japanese_and_chinese_use_full_width_signs(sentences, language):
    """ "探索を一歩ずつ再生します（F5）", "ヒント：", "…": no ASCII colon, bracket or
    ellipsis beside their characters, and no mnemonic in a tooltip."""
    left = sorted({s for s in sentences[language] if ASCII_SIGN.search(s) or MNEMONIC.search(s)})
    assert not left, f"{len(left)} sentences, e.g. {left[:8]}"


@pytest.mark.parametrize("language", ["ja", "zh_CN", "pt_BR"])
def test_no_bracket_opens_inside_another(sentences, language):
    left = sorted({s for s in sentences[language] if nested_bracket(s)})
    assert not left, f"{len(left)} sentences, e.g. {left[:8]}"


def test_japanese_counts_and_words_as_the_glossary_says(sentences):
    """ "その2つの数字はその2つのマスに", never "2つ個"; 問題, never パズル; no "から。"
    without a verb; the menu's command names."""
    wrong = re.compile(r"つ個|つマス|パズル|から。|からを|さらに解を探す")
    left = sorted({s for s in sentences["ja"] if wrong.search(s)})
    assert not left, f"{len(left)} sentences, e.g. {left[:8]}"


def test_chinese_says_every_digit_and_uses_the_glossarys_words(sentences):
    """ "r5c6和r6c9中必有一个是4", never "之一是："; 题目, never 谜题; "第3步，共703步"."""
    wrong = re.compile(r"之一是：|谜题|第\d+ ?/ ?\d+步|所以[^，。：删]*中的\d。")
    left = sorted({s for s in sentences["zh_CN"] if wrong.search(s)})
    assert not left, f"{len(left)} sentences, e.g. {left[:8]}"


def test_portuguese_keeps_cells_feminine_and_units_with_their_article(sentences):
    """ "uma das casas r5c6 e r6c9", "a linha 1", "Se r5c5 for 1", compartilhar."""
    rules = (MASCULINE_CELL, BARE_UNIT, INDICATIVE_IF, PORTUGUESE_SLIPS)
    left = sorted({s for s in sentences["pt_BR"] if any(rule.search(s) for rule in rules)})
    assert not left, f"{len(left)} sentences, e.g. {left[:8]}"


def test_portuguese_gym_tasks_name_the_technique_with_an_article(sentences):
    tasks = [s for s in sentences["pt_BR"] if s.startswith("Use ")]
    assert tasks and all(s.startswith("Use a técnica “") for s in tasks), tasks[:4]
