"""Reading values back from QSettings: the one validating reader of every remembered value.

What was stored as a bool, an int or a list may come back as a string (INI files keep text),
or be missing, or be anything at all in a hand-edited or damaged file. Each reader here is
total: it returns a value of the expected type within the expected range, or the caller's
default, and never raises, so a corrupt settings file can never stop the app from starting.
Lists are capped, so a hand-edited list of 100,000 entries costs nothing.
"""

from __future__ import annotations

INT_RANGE = (-(2**31), 2**31 - 1)  # what a Qt widget's int property can hold


def as_bool(value, default: bool = False) -> bool:
    """``value`` as stored by ``setValue(key, a_bool)``; ``default`` when missing or odd."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str | int) and value in ("true", "1", 1):
        return True
    if isinstance(value, str | int) and value in ("false", "0", 0):
        return False
    return default


def as_int(value, default: int | None = None, low: int = INT_RANGE[0], high: int = INT_RANGE[1]):
    """``value`` as stored by ``setValue(key, an_int)``, within ``low..high``; ``default``
    when missing, not a whole number, or out of range."""
    if isinstance(value, bool) or not isinstance(value, int | str):
        return default
    if isinstance(value, str) and (len(value) > 20 or not value.strip().lstrip("+-").isdigit()):
        return default
    number = int(value)
    return number if low <= number <= high else default


def as_float(value, default: float | None, low: float, high: float) -> float | None:
    """``value`` as stored by ``setValue(key, a_float)`` (INI files give it back as text),
    within ``low..high``; ``default`` when missing, not a finite number, or out of range."""
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return default
    if isinstance(value, str) and len(value) > 32:
        return default
    try:
        number = float(value)
    except ValueError:
        return default
    return number if low <= number <= high else default  # (NaN fails both comparisons)


def as_choice(value, choices, default):
    """``value`` if it is one of ``choices`` (strings), else ``default``."""
    return value if isinstance(value, str) and value in choices else default


def as_str_list(value, cap: int) -> list[str]:
    """A list of at most ``cap`` strings: a stored list (its strings, in order), a lone
    string (INI files store a one-item list so), or nothing."""
    if isinstance(value, str):
        return [value][:cap]
    if not isinstance(value, list | tuple):
        return []
    found: list[str] = []
    for item in value[: cap * 4]:  # (a long list of junk is not read to its end)
        if isinstance(item, str) and item:
            found.append(item)
            if len(found) == cap:
                break
    return found
