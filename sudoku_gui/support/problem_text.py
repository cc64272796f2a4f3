"""What went wrong with a file or a pasted text, said to the reader in their language.

The solver names a problem in English with its template kept (``ParseError.reason`` is a
``solver.phrase.Phrase``: "row has 8 cells, need 9"), and where it was (``line``); the
messages that show it already name the file, so the path is left out. Pure Python.
"""

from __future__ import annotations

import solver
from sudoku_gui.support.phrases import say
from sudoku_gui.support.words import translate


def problem_text(error: BaseException) -> str:
    """``error`` for a message that names its file: "line 3: row has 8 cells, need 9"."""
    if isinstance(error, solver.ParseError):
        reason = say(error.reason)
        if error.line is None:
            return reason
        return translate("FileCommands", "line {line}: {reason}").format(
            line=error.line, reason=reason
        )
    if isinstance(error, OSError) and error.strerror:
        return str(say(error.strerror))  # (a Phrase when safe_io refused the target)
    return str(error)
