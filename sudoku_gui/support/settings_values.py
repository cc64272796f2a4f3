"""Reading values back from QSettings: what was stored as a bool or an int may come back as a
string (INI files keep text), or be missing, or be anything at all in a hand-edited file."""

from __future__ import annotations


def as_bool(value, default: bool = False) -> bool:
    """``value`` as stored by ``setValue(key, a_bool)``; ``default`` when missing or odd."""
    if value in (True, "true", "1", 1):
        return True
    if value in (False, "false", "0", 0):
        return False
    return default


def as_int(value) -> int | None:
    """``value`` as stored by ``setValue(key, an_int)``; None when missing or not a number."""
    if isinstance(value, bool):
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        return None
