"""What a button shows of a menu command: its words without the mnemonic.

Menus mark a command's access key with "&" ("&Save"); Japanese and Chinese menus write it
after the words ("保存(&S)"). A button made from the command (the toolbar, the playback bar)
has no use for it, and Qt only drops the "&": the button would read "保存(S)" and be wider
by the suffix, enough to push the last buttons of a toolbar behind its overflow arrow.

A few commands have a button text of their own (context "Buttons", ``BUTTON_WORDS``): the
same words in English, shorter where a language's menu words are long (Portuguese
"Mostrar todos os candidatos" is "Candidatos" on its button), so the toolbar fits one row.
"""

from __future__ import annotations

from PySide6.QtGui import QAction
from shiboken6 import isValid

from sudoku_gui.support.words import QT_TRANSLATE_NOOP, translate, without_mnemonic

# action's object name -> the words of its button, where they may be shorter than its menu's.
BUTTON_WORDS = {
    "action_show_candidates": QT_TRANSLATE_NOOP("Buttons", "Show all candidates"),
    "action_solve": QT_TRANSLATE_NOOP("Buttons", "Solve now"),
}


def keep_plain_icon_text(action: QAction) -> None:
    """A toolbar button shows ``action``'s text without its mnemonic and without the "..." of
    a command that asks first, now and whenever the text changes. Qt only drops the "&": a
    Japanese or Chinese "保存(&S)" would read "保存(S)" on the button, every button wider by
    the suffix. A steady icon text (``set_steady_icon_text``) is left as it is."""
    if action.property(_FOLLOWING) or action.property(_STEADY):
        return  # (the toolbar and the playback bar share actions)
    if action.objectName() in BUTTON_WORDS:
        set_steady_icon_text(action, translate("Buttons", BUTTON_WORDS[action.objectName()]))
        return
    action.setProperty(_FOLLOWING, True)

    def follow() -> None:
        if not isValid(action):  # (an action being destroyed says it changed)
            return
        plain = without_mnemonic(action.text()).removesuffix("...").removesuffix("…")
        if action.iconText() != plain:
            action.setIconText(plain)  # (emits changed again; then nothing differs)

    follow()
    action.changed.connect(follow)


def set_steady_icon_text(action: QAction, text: str) -> None:
    """A button text for ``action`` that stays ``text`` (without its mnemonic) whatever its
    menu text becomes: Undo's "Undo" while the menu says "Undo Paste puzzle"."""
    action.setIconText(without_mnemonic(text))
    action.setProperty(_STEADY, True)


_FOLLOWING = "sudoku_lens_plain_icon_text"
_STEADY = "sudoku_lens_steady_icon_text"
