"""What a button shows of a menu command: its words without the mnemonic.

Menus mark a command's access key with "&" ("&Save"); Japanese and Chinese menus write it
after the words ("保存(&S)"). A button made from the command (the toolbar, the playback bar)
has no use for it, and Qt only drops the "&": the button would read "保存(S)" and be wider
by the suffix, enough to push the last buttons of a toolbar behind its overflow arrow.
"""

from __future__ import annotations

from PySide6.QtGui import QAction
from shiboken6 import isValid

from sudoku_gui.support.words import without_mnemonic


def keep_plain_icon_text(action: QAction) -> None:
    """A toolbar button shows ``action``'s text without its mnemonic and without the "..." of
    a command that asks first, now and whenever the text changes. Qt only drops the "&": a
    Japanese or Chinese "保存(&S)" would read "保存(S)" on the button, every button wider by
    the suffix. An icon text set on purpose (Undo's steady "Undo" while its text names the
    command) is kept, only without its mnemonic."""
    if action.property(_FOLLOWING):  # (the toolbar and the playback bar share actions)
        return
    action.setProperty(_FOLLOWING, True)
    if action.iconText() != _as_qt_derives(action.text()):
        action.setIconText(without_mnemonic(action.iconText()))
        return

    def follow() -> None:
        if not isValid(action):  # (an action being destroyed says it changed)
            return
        plain = without_mnemonic(action.text()).removesuffix("...").removesuffix("…")
        if action.iconText() != plain:
            action.setIconText(plain)  # (emits changed again; then nothing differs)

    follow()
    action.changed.connect(follow)


def _as_qt_derives(text: str) -> str:
    """The icon text Qt makes of a text when none is set: without "&" and "..."."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").replace("...", "")


_FOLLOWING = "sudoku_lens_plain_icon_text"
