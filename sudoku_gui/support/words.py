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

from collections.abc import Callable

_installed: Callable[[str, str, str | None, int], str] | None = None


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the chosen language (``%n`` replaced by ``n`` when given)."""
    if _installed is not None:
        return _installed(context, text, disambiguation, n)
    return text.replace("%n", str(n)) if n >= 0 else text


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate knows)
    """Marks ``text`` for translation in ``context`` where a table holds it; returns it as
    is (``translate`` it where it is shown)."""
    return text


def install(function: Callable[[str, str, str | None, int], str] | None) -> None:
    """Route ``translate`` through ``function`` (None: back to the English source)."""
    global _installed
    _installed = function
