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


# English reads these words of technique names letter by letter ("an ALS", "an AIC").
_SPELLED = frozenset({"aic", "als", "ur", "ai", "er", "ep", "ed", "se"})
# Letters whose name starts with a vowel sound ("an F", "an X", "an R").
_VOWEL_LETTERS = frozenset("aefhilmnorsx")
# Words with a vowel letter but a consonant sound ("a unique", "a one-cell"), and the
# reverse ("an hour").
_CONSONANT_SOUND = ("uni", "use", "usu", "uti", "eu", "one", "once")
_SILENT_H = ("hour", "honest", "honour", "honor", "heir")


def reads_with_an(name: str) -> bool:
    """Whether English puts "an" before ``name``, by its first sound, not its first letter:
    "an x-wing", "an xy-wing", "an ALS-XZ", "an AIC", "an empty rectangle", "an 8-cell
    loop", "an 11"; but "a w-wing", "a unique rectangle", "a 2-string kite", "a BUG+1".
    A word without a vowel ("xy", "w") or a known acronym is read letter by letter."""
    word = name.strip().lower().replace("+", " ").replace("-", " ").split(" ")[0]
    if not word:
        return False
    if word[0].isdigit():
        number = word.split(",")[0].split(".")[0]
        return (
            number.startswith("8")
            or number in ("11", "18")
            or (len(number) in (5, 8) and number[:2] in ("11", "18"))
        )
    if word in _SPELLED or not any(ch in "aeiou" for ch in word):
        return word[0] in _VOWEL_LETTERS
    if word.startswith(_SILENT_H):
        return True
    if word.startswith(_CONSONANT_SOUND):
        return False
    return word[0] in "aeiou"


def is_uncounted(name: str) -> bool:
    """Whether a technique's English name takes no article: a plural ("forcing chains",
    "locked candidates") or an activity ("pointing", "simple colouring"; a "-wing" is a
    thing: "an x-wing"). What follows "with" does not count ("an AIC with ALS")."""
    last = name.split(" (")[0].split(" with ")[0].split()[-1]
    plural = last.endswith("s") and not last.endswith("ss") and last not in _SPELLED
    return plural or (last.endswith("ing") and not last.endswith("wing"))


def with_article(name: str) -> Phrase:
    """A technique's name (a ``Term``) after the article English reads it with: "an x-wing",
    "a w-wing", "pointing" (``is_uncounted``). Other languages translate each form as the
    bare name ("{technique}") and put what their grammar needs in the sentence around it."""
    if is_uncounted(name):
        return Phrase("{technique}", technique=Term(name))
    if reads_with_an(name):
        return Phrase(QT_TRANSLATE_NOOP("Solver", "an {technique}"), technique=Term(name))
    return Phrase(QT_TRANSLATE_NOOP("Solver", "a {technique}"), technique=Term(name))
