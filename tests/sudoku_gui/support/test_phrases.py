"""The solver's sentences, said in the reader's language."""

from __future__ import annotations

import re

from PySide6.QtCore import QLocale

from solver.explain import explain
from solver.phrase import Phrase, Term
from solver.rating import format_er, rate
from sudoku_gui.support import i18n, words
from sudoku_gui.support.phrases import say
from sudoku_gui.support.unit_names import reader_text, reader_unit_name

# A puzzle whose path takes locked candidates and subsets besides singles.
PUZZLE = "000000000000003085001020000000507000004000100090000000500000073002010000000040009"
KANA_OR_KANJI = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def test_in_english_say_gives_the_solver_text_back():
    phrase = Phrase("{a} and {b}", a=Term("x-wing"), b=Phrase("{n} steps", n=3))
    assert say(phrase) == "X-wing and 3 steps"  # (a pattern's letters in capitals)
    assert say("plain") == "plain" and say(7) == 7


def test_fields_are_said_too(monkeypatch):
    table = {"{a} and {b}": "{b} & {a}", "{n} steps": "steps: {n}", "x-wing": "X-WING"}
    words.install(lambda _context, text, _d: table.get(text, text))
    try:
        phrase = Phrase("{a} and {b}", a=Term("x-wing"), b=Phrase("{n} steps", n=3))
        assert say(phrase) == "steps: 3 & X-WING"
    finally:
        words.install(None)


def test_units_are_named_in_the_notation_then_the_language(japanese):
    assert reader_unit_name(2, "r1c1") == "3行目"
    assert reader_unit_name(9 + 6, "a1") == "7列目"
    assert reader_unit_name(18, "rc0") == "ブロック0"
    assert reader_text("7 goes at r3c1, row 3.", "a1") == "7 goes at C1, C行目."
    # (a unit after a preposition is translated with it: Japanese puts none before it)
    assert reader_text("In row 3, 7 goes in r3c1.", "a1") == "C行目, 7 goes in C1."


def test_portuguese_joins_the_preposition_and_the_units_article(qapp):
    translators = i18n.install_language(qapp, "pt_BR")
    try:
        said = reader_text("Em row 3 e em box 4, de column 2; olhe para box 7, em r3c4.", "r1c1")
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
        words.install(None)
        QLocale.setDefault(QLocale("en_US"))
    assert said == "Na linha 3 e no quadrado 4, da coluna 2; olhe para o quadrado 7, em r3c4."
    assert reader_text("In row 3, 7 goes in box 4 of column 2.", "r1c1") == (
        "In row 3, 7 goes in box 4 of column 2."
    )


def test_a_whole_path_reads_in_japanese(japanese):
    path = explain(PUZZLE, time_limit=5)
    techniques = {item.step.technique for item in path.steps}
    assert len(techniques) >= 3, techniques
    for item in path.steps:
        said = say(item.text)
        assert KANA_OR_KANJI.search(said), said
        # no English sentence words left (cell names and digits are not words)
        assert not re.search(r"\b(the|and|remove|only|can|so)\b", said), said
    rating = rate(PUZZLE, time_limit=5)
    assert KANA_OR_KANJI.search(say(rating.description))
    assert say(format_er(rating)).startswith("ER")


def test_units_glued_to_japanese_text_are_named_in_japanese(japanese):
    assert reader_text("矛盾: row 1に 3 が2つ、box 4中のr3c8", "a1") == (
        "矛盾: A行目に 3 が2つ、ブロック4中のC8"
    )


def test_a_menu_text_loses_its_mnemonic_in_every_script():
    assert words.without_mnemonic("E&xplain") == "Explain"
    assert words.without_mnemonic("説明(&X)") == "説明"
    assert words.without_mnemonic("播放（&P）") == "播放"
    assert words.without_mnemonic("Save && quit") == "Save & quit"


def test_units_of_a_kind_listed_together_are_one_phrase():
    """ "row 1 and row 4" (as the solver lists them) is "rows 1 and 4"; runs of different
    kinds each keep the preposition; a unit list never swallows a cell or a digit."""
    assert reader_text("In row 1 and row 4, 8 can only go in column 5 and column 9.", "a1") == (
        "In rows A and D, 8 can only go in columns 5 and 9."
    )
    assert reader_text("Look at row 1, row 3, column 3 and column 7: x", "r1c1") == (
        "Look at rows 1 and 3 and columns 3 and 7: x"
    )
    assert reader_text("In box 4, 2 can only go in row 5 or column 3 (r4c3).", "r1c1") == (
        "In box 4, 2 can only go in row 5 or in column 3 (r4c3)."
    )
    assert reader_text("In row 1, row 3 and row 4, 5 goes", "r1c1") == "In rows 1, 3 and 4, 5 goes"


def test_japanese_names_the_kind_of_a_list_of_units_once(japanese):
    """(The solver's list, joined the Japanese way, "row 3とrow 7", becomes 3・7行目.)"""
    assert reader_text("row 3とrow 7を見て", "r1c1") == "3・7行目を見て"
    assert reader_text("row 3またはcolumn 7で", "a1") == "C行目または7列目で"


def test_portuguese_gives_a_list_of_units_one_article(qapp):
    translators = i18n.install_language(qapp, "pt_BR")
    try:
        said = reader_text("Em row 3 e row 7, olhe para box 2, box 5 e column 1.", "r1c1")
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
        words.install(None)
        QLocale.setDefault(QLocale("en_US"))
    assert said == "Nas linhas 3 e 7, olhe para os quadrados 2 e 5 e para a coluna 1."
