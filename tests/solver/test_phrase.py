"""The solver's sentences are plain English text that keeps its template and fields."""

import pickle

from solver.explain import explain
from solver.phrase import Phrase, Term, joined, listing
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
