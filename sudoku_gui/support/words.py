"""Every user-visible sentence goes through ``translate``: Qt's translation once the app has
installed it, the English source text before (and in the pure modules' own tests).

The pure modules (the search model, the narration) cannot import Qt, so they call this
module's ``translate``, which the app wires to ``QCoreApplication.translate`` at start-up
(``sudoku_gui.support.i18n``). Qt modules call it too, so there is one spelling everywhere,
and ``pyside6-lupdate`` finds every call by its name: ``translate("Context", "text")``, with
``%n`` and the count for plurals. Sentences are translated whole and filled with
``str.format`` afterwards ("{cell} = {digit}"), since word order differs between languages.
Strings in tables (menus, legends) are marked with ``QT_TRANSLATE_NOOP`` where they are
written and translated where they are shown.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_installed: Callable[[str, str, str | None], str] | None = None
_separators = (",", ".")


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the chosen language. With a count ``n``, ``%n`` (``%Ln``: with thousands
    separators) becomes ``n``, and the "(s)" and "(es)" endings agree with it ("%n guess(es)":
    "1 guess", "2 guesses"): English needs no catalogue of its own.

    A counted text is looked up like any other and filled in here: the catalogues hold one
    form per text, written for any count ("%n candidato(s)"), where Qt would look it up as a
    plural with a form per count and, in a language with two forms, miss it and fall back to
    English above one."""
    result = text if _installed is None else _installed(context, text, disambiguation)
    if n < 0:
        return result
    result = result.replace("%Ln", figure(n)).replace("%n", str(n))
    if "(" in result:
        for one, many, written in _ENDINGS:
            result = result.replace(written, one if n == 1 else many)
    return result


# Plural endings written in a text for a count, as (singular, plural, written): English
# "guess(es)", "cell(s)", and Portuguese "solução(ões)" (Qt's own plural forms would need
# a catalogue for English too, and lupdate does not see the count of a Python call).
_ENDINGS = (("ão", "ões", "ão(ões)"), ("", "es", "(es)"), ("", "s", "(s)"))


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate knows
    """Marks ``text`` for translation in ``context`` where a table holds it; returns it as
    is (``translate`` it where it is shown)."""
    return text


def without_mnemonic(text: str) -> str:
    """A menu text as a button or a list shows it: without its "&" and without the "(&X)"
    that Japanese and Chinese menus add ("説明(&X)" is "説明", "E&xplain" is "Explain")."""
    return _MNEMONIC_SUFFIX.sub("", text).replace("&&", "\0").replace("&", "").replace("\0", "&")


def series(items: list[str], strong: bool = False) -> str:
    """Translated texts in a series, with the solver's joiners in the reader's language:
    "a, b, c" ("a、b、c"); ``strong``: "a; b; c", for items that hold commas themselves."""
    joiner = translate("Solver", "{first}; {rest}" if strong else "{first}, {rest}")
    text = items[-1]
    for item in reversed(items[:-1]):
        text = joiner.format(first=item, rest=text)
    return text


def sentences(*texts: str) -> str:
    """Sentences as one text: a space between them in English and Portuguese, none in
    Japanese and Chinese (the solver's joiner, translated once)."""
    joiner = translate("Solver", "{first} {second}")
    text = texts[0]
    for second in texts[1:]:
        text = joiner.format(first=text, second=second)
    return text


def with_shortcut(text: str, shortcut: str) -> str:
    """A tooltip: ``text`` (a menu text or a tip, already translated) without its mnemonic
    and closing dot or ellipsis, then its key in the reader's brackets: "New (Ctrl+N)",
    "探索を一歩ずつ再生します（F5）" (never "新規(N) (Ctrl+N)")."""
    plain = without_mnemonic(text).rstrip(".…。")
    if not shortcut:
        return plain
    return translate("Tooltips", "{text} ({shortcut})").format(text=plain, shortcut=shortcut)


# A mnemonic written after the words, as Japanese and Chinese menus do: "説明(&X)".
_MNEMONIC_SUFFIX = re.compile(r"\s*[(（]&[^)）][)）]")


def figure(value: float, places: int = 0) -> str:
    """A number with the reader's separators: "20,000" and "0.002", in Portuguese "20.000"
    and "0,002"."""
    return in_reader_numbers(f"{value:,.{places}f}")


def in_reader_numbers(text: str) -> str:
    """``text``, a number written the English way ("1,234.5"), with the reader's
    separators."""
    group, point = _separators
    if (group, point) == (",", "."):
        return text
    return text.translate(str.maketrans({",": group, ".": point}))


def install(
    function: Callable[[str, str, str | None], str] | None,
    separators: tuple[str, str] = (",", "."),
) -> None:
    """Route ``translate`` through ``function`` and write numbers with ``separators``
    (thousands, decimal point). None and the default: back to English."""
    global _installed, _separators
    _installed, _separators = function, separators
