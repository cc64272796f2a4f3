"""Sentences the solver writes for people, kept translatable.

The solver writes English (the command line's language). The app speaks other languages
too, and a sentence cannot be translated once its parts are glued together, so each
sentence the techniques and the rating write is a ``Phrase``: the English text itself (a
``str``, so the command line, JSON and every comparison see plain text), which also keeps
its ``template`` and its ``fields``. The app translates the template and fills it with its
fields, each translated the same way (``sudoku_gui.support.phrases.say``). A ``Term`` is a
word from a table the app translates (a technique's name).

Templates are marked with ``QT_TRANSLATE_NOOP("Solver", ...)``, the name by which
``pyside6-lupdate`` finds them.
"""

from __future__ import annotations

CONTEXT = "Solver"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate knows
    """Marks ``text`` as a template to translate in ``context``; returns it unchanged."""
    return text


class Phrase(str):
    """``template.format(**fields)`` in English, keeping the template and the fields."""

    template: str
    fields: dict[str, object]

    def __new__(cls, template: str, **fields: object) -> Phrase:
        phrase = super().__new__(cls, template.format(**fields))
        phrase.template = template
        phrase.fields = fields
        return phrase

    def __getnewargs_ex__(self):
        """Pickled as its template and fields (the rater sends ratings between processes)."""
        return (self.template,), self.fields


class Term(str):
    """A word the app translates from its own table: a technique's name ("x-wing") in
    ``context`` "Techniques", a level ("Hard") in "Levels"."""

    context: str

    def __new__(cls, word: str, context: str = "Techniques") -> Term:
        term = super().__new__(cls, word)
        term.context = context
        return term

    def __getnewargs__(self):
        return (str(self), self.context)


def joined(items: list, strong: bool = False) -> object:
    """``items`` (texts or phrases) in a series: "a, b, c" (``strong``: "a; b; c", for
    items that hold commas themselves), translatable."""
    if len(items) == 1:
        return items[0]
    if strong:
        template = QT_TRANSLATE_NOOP("Solver", "{first}; {rest}")
    else:
        template = QT_TRANSLATE_NOOP("Solver", "{first}, {rest}")
    return Phrase(template, first=items[0], rest=joined(items[1:], strong))


def listing(items: list, last: str = "and") -> object:
    """``items`` for a sentence: "a", "a and b", "a, b and c" (``last="or"``: "a or b")."""
    if len(items) == 1:
        return items[0]
    head = joined(items[:-1])
    if last == "or":
        return Phrase(QT_TRANSLATE_NOOP("Solver", "{items} or {last}"), items=head, last=items[-1])
    return Phrase(QT_TRANSLATE_NOOP("Solver", "{items} and {last}"), items=head, last=items[-1])
