"""The solver's sentences are plain English text that keeps its template and fields."""

import pickle

import pytest

from solver.explain import explain
from solver.phrase import Phrase, Term, is_uncounted, joined, listing, with_article
from solver.rating import rate


def test_a_phrase_is_its_english_text():
    phrase = Phrase("In {where}, {digit} goes in {cells}.", where="row 3", digit=7, cells="r3c1")
    assert phrase == "In row 3, 7 goes in r3c1." and isinstance(phrase, str)
    assert phrase.template == "In {where}, {digit} goes in {cells}."
    assert phrase.fields == {"where": "row 3", "digit": 7, "cells": "r3c1"}


def test_lists_read_as_english_and_keep_their_parts():
    assert listing(["r1c1"]) == "r1c1"
    assert listing(["r1c1", "r1c5"]) == "r1c1 and r1c5"
    three = listing(["1", "2", "3"], "or")
    assert three == "1, 2 or 3" and three.template == "{items} or {last}"
    assert three.fields["items"].template == "{first}, {rest}"
    assert joined(["a, b", "c"], strong=True) == "a, b; c"


def test_phrases_and_terms_survive_pickling_between_processes():
    inner = Term("x-wing")
    phrase = Phrase("needs {what} ({count}x)", what=inner, count=2)
    again = pickle.loads(pickle.dumps(phrase))
    assert again == phrase and again.template == phrase.template
    assert isinstance(again.fields["what"], Term) and again.fields["what"].context == "Techniques"
    level = pickle.loads(pickle.dumps(Term("Hard", "Levels")))
    assert level == "Hard" and level.context == "Levels"


def test_every_step_of_a_path_and_the_rating_are_phrases():
    puzzle = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
    path = explain(puzzle, time_limit=5)
    assert path.steps
    assert all(isinstance(item.text, Phrase) for item in path.steps)
    rating = rate(puzzle, time_limit=5)
    assert isinstance(rating.description, Phrase)


@pytest.mark.parametrize(
    ("name", "article"),
    [
        ("x-wing", "an"),
        ("xy-wing", "an"),
        ("xyz-wing", "an"),
        ("w-wing", "a"),
        ("empty rectangle", "an"),
        ("als-xz", "an"),
        ("aic", "an"),
        ("aic with als", "an"),
        ("unique rectangle type 1", "a"),
        ("2-string kite", "a"),
        ("8-cell loop", "an"),
        ("11-cell loop", "an"),
        ("bug+1", "a"),
        ("hidden single", "a"),
        ("nice loop with als", "a"),
        ("hour", "an"),
    ],
)
def test_the_article_follows_the_first_sound(name, article):
    assert with_article(name) == f"{article} {name}"


@pytest.mark.parametrize(
    "name",
    [
        "pointing",
        "claiming",
        "simple colouring",
        "multi-colouring",
        "direct pointing",
        "forcing chains",
        "locked candidates",
        "dynamic cell forcing chains (+)",
    ],
)
def test_activities_and_plurals_take_no_article(name):
    assert is_uncounted(name)
    assert with_article(name) == name
