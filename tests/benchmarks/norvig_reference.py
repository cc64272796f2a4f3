"""A plain Python 3 rendering of the algorithm of Norvig's essay, the benchmark's yardstick.

Kept as article 000 wrote it (article 000): a dict from square names to strings of digits,
``assign`` eliminating every other digit, ``eliminate`` doing all propagation (a square left
with one digit takes it from its peers; a digit left with one place in a unit goes there),
and a depth-first search on the square with the fewest digits, copying the dict for every
branch. Only the Python 2 idioms are updated; nothing is tuned, because its speed is the
point of comparison.
"""

from __future__ import annotations


def cross(rows_, cols_):
    """Cross product of elements in rows_ and elements in cols_."""
    return [r + c for r in rows_ for c in cols_]


digits = "123456789"
rows = "ABCDEFGHI"
cols = digits
squares = cross(rows, cols)
unitlist = (
    [cross(rows, c) for c in cols]
    + [cross(r, cols) for r in rows]
    + [cross(rs, cs) for rs in ("ABC", "DEF", "GHI") for cs in ("123", "456", "789")]
)
units = {s: [u for u in unitlist if s in u] for s in squares}
peers = {s: set(sum(units[s], [])) - {s} for s in squares}


def parse_grid(grid):
    """Convert grid to a dict of possible values, {square: digits}, or False on a
    contradiction."""
    values = {s: digits for s in squares}
    for s, d in grid_values(grid).items():
        if d in digits and not assign(values, s, d):
            return False  # Fail if we can't assign d to square s.
    return values


def grid_values(grid):
    """Convert grid into a dict of {square: char} with '0' or '.' for empties."""
    chars = [c for c in grid if c in digits or c in "0."]
    assert len(chars) == 81
    return dict(zip(squares, chars, strict=True))


def assign(values, s, d):
    """Eliminate all the other values (except d) from values[s] and propagate.
    Return values, except return False if a contradiction is detected."""
    other_values = values[s].replace(d, "")
    if all(eliminate(values, s, d2) for d2 in other_values):
        return values
    return False


def eliminate(values, s, d):
    """Eliminate d from values[s]; propagate when values or places <= 2.
    Return values, except return False if a contradiction is detected."""
    if d not in values[s]:
        return values  # Already eliminated
    values[s] = values[s].replace(d, "")
    # (1) If a square s is reduced to one value d2, then eliminate d2 from the peers.
    if len(values[s]) == 0:
        return False  # Contradiction: removed last value
    elif len(values[s]) == 1:
        d2 = values[s]
        if not all(eliminate(values, s2, d2) for s2 in peers[s]):
            return False
    # (2) If a unit u is reduced to only one place for a value d, then put it there.
    for u in units[s]:
        dplaces = [s for s in u if d in values[s]]
        if len(dplaces) == 0:
            return False  # Contradiction: no place for this value
        elif len(dplaces) == 1 and not assign(values, dplaces[0], d):
            # d can only be in one place in unit; assign it there (and fail if that fails)
            return False
    return values


def solve(grid):
    """The solved dict of a grid string, or False."""
    return search(parse_grid(grid))


def search(values):
    """Using depth-first search and propagation, try all possible values."""
    if values is False:
        return False  # Failed earlier
    if all(len(values[s]) == 1 for s in squares):
        return values  # Solved!
    # Choose the unfilled square s with the fewest possibilities
    _, s = min((len(values[s]), s) for s in squares if len(values[s]) > 1)
    return some(search(assign(values.copy(), s, d)) for d in values[s])


def some(seq):
    """Return some element of seq that is true."""
    for e in seq:
        if e:
            return e
    return False


def solution_string(values) -> str:
    """The 81-digit string of a solved dict."""
    return "".join(values[s] for s in squares)
