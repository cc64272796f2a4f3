"""The solver's sentences in the reader's language.

The solver writes each sentence for people as a ``solver.phrase.Phrase`` (English text
that keeps its template and fields); ``say`` translates the template (context "Solver") and
fills it with its fields, each said the same way, and a ``Term`` (a technique's name) from
the tables of ``support.technique_names``. Cell and unit names are left to the notation
(``support.unit_names.reader_text``). Pure Python.
"""

from __future__ import annotations

from solver.phrase import CONTEXT, Phrase, Term
from sudoku_gui.support.technique_names import technique_name
from sudoku_gui.support.words import in_reader_numbers, translate


def say(text: object) -> object:
    """``text`` in the reader's language when the solver wrote it as a Phrase or a Term;
    anything else as it is."""
    if isinstance(text, Phrase):
        fields = {name: say(value) for name, value in text.fields.items()}
        return translate(CONTEXT, text.template).format(**fields)
    if isinstance(text, Term):
        if text.context == "Techniques":
            return technique_name(text)
        return translate(text.context, text)
    if isinstance(text, float):
        return _ReaderNumber(text)
    return text


class _ReaderNumber(float):
    """A figure in a Phrase ("ER {er:.1f}"), formatted with the reader's separators."""

    def __format__(self, spec: str) -> str:
        return in_reader_numbers(float.__format__(self, spec))
