"""The programs, one per strategy (``Strategy.program`` names them; see solver.programs).

Each is written in its article's names: Norvig's ``values``, ``s``, ``d``, ``units``,
``peers``, ``assign``, ``eliminate`` and ``search`` (000/001, and our two strategies built on
them); the worksheet and its saved states ``KeepStatus`` on a linked list (003); the passes of
004 and of 002's narrowing; the textbook backtracking. A line's roles say which events it
makes (``solver.programs.Role``); a comment says why, in words the app translates.
"""

from __future__ import annotations

from solver.programs import QT_TRANSLATE_NOOP, Program, Role, line

# The end of a solve that searches: the search's answer is the program's.
_RETURN_SEARCH = line(
    "    return search(values)",
    QT_TRANSLATE_NOOP("Programs", "False: no solution at all"),
    Role.EXHAUSTED,
)

# Norvig's solve, assign and eliminate (000/001): the propagation the first three share.
_NORVIG_PROPAGATION = (
    line("def solve(grid):"),
    line(
        "    values = dict((s, digits) for s in squares)",
        QT_TRANSLATE_NOOP("Programs", "every digit is a candidate everywhere"),
        Role.START,
    ),
    line("    for s, d in grid_values(grid).items():"),
    line(
        "        if d in digits and not assign(values, s, d):",
        QT_TRANSLATE_NOOP("Programs", "a given"),
        Role.GIVEN,
    ),
    line(
        "            return False",
        QT_TRANSLATE_NOOP("Programs", "the givens break the rules"),
        Role.INVALID,
    ),
    _RETURN_SEARCH,
    line(""),
    line("def assign(values, s, d):"),
    line("    other_values = values[s].replace(d, '')"),
    line("    if all(eliminate(values, s, d2) for d2 in other_values):"),
    line("        return values"),
    line("    return False"),
    line(""),
    line("def eliminate(values, s, d):"),
    line("    if d not in values[s]:"),
    line("        return values", QT_TRANSLATE_NOOP("Programs", "already gone")),
    line(
        "    values[s] = values[s].replace(d, '')",
        QT_TRANSLATE_NOOP("Programs", "d is no longer a candidate of s"),
        Role.PEER,
    ),
    line("    if len(values[s]) == 0:"),
    line(
        "        return False",
        QT_TRANSLATE_NOOP("Programs", "the last candidate is gone: a dead end"),
        Role.EMPTY_CELL,
        Role.CLASH,
    ),
    line(
        "    elif len(values[s]) == 1:",
        QT_TRANSLATE_NOOP("Programs", "rule 1: one value left, so the peers lose it"),
        Role.NAKED_SINGLE,
    ),
    line("        if not all(eliminate(values, s2, values[s]) for s2 in peers[s]):"),
    line("            return False"),
    line("    for u in units[s]:"),
    line("        dplaces = [s for s in u if d in values[s]]"),
    line("        if len(dplaces) == 0:"),
    line(
        "            return False",
        QT_TRANSLATE_NOOP("Programs", "d has no place left in u: a dead end"),
        Role.NO_PLACE,
    ),
    line(
        "        elif len(dplaces) == 1:",
        QT_TRANSLATE_NOOP("Programs", "rule 2: one place left for d in u, so d goes there"),
        Role.HIDDEN_SINGLE,
    ),
    line("            if not assign(values, dplaces[0], d):"),
    line("                return False"),
    line("    return values"),
    line(""),
    line("def search(values):"),
    line("    if values is False: return False", QT_TRANSLATE_NOOP("Programs", "failed earlier")),
    line("    if all(len(values[s]) == 1 for s in squares):"),
    line("        return values", QT_TRANSLATE_NOOP("Programs", "solved!"), Role.SOLVED),
)


def _search_tail(choose: tuple, loop: str, loop_comment: str) -> tuple:
    """The end of ``search``: where to guess, the loop over the options, going back."""
    return (
        *choose,
        line(loop, loop_comment, Role.GUESS, Role.NEXT_DIGIT, Role.LIMIT),
        line("        result = search(assign(values.copy(), s, d))"),
        line("        if result: return result"),
        line(
            "    return False",
            QT_TRANSLATE_NOOP("Programs", "every digit failed: back to the caller's loop"),
            Role.GIVE_UP,
        ),
    )


NORVIG = Program(
    "norvig",
    (
        *_NORVIG_PROPAGATION,
        *_search_tail(
            (line("    n, s = min((len(values[s]), s) for s in squares if len(values[s]) > 1)"),),
            "    for d in values[s]:",
            QT_TRANSLATE_NOOP("Programs", "try each digit of the square with fewest candidates"),
        ),
    ),
)

_FEWEST_OPTIONS = (
    line(
        "    options = fewest_options(values)",
        QT_TRANSLATE_NOOP("Programs", "a square's digits, or a digit's squares in a unit"),
    ),
)
_OPTIONS_LOOP = "    for s, d in options:"
_OPTIONS_COMMENT = QT_TRANSLATE_NOOP("Programs", "try each option in turn")

FEWEST_OPTIONS = Program(
    "fewest options",
    (*_NORVIG_PROPAGATION, *_search_tail(_FEWEST_OPTIONS, _OPTIONS_LOOP, _OPTIONS_COMMENT)),
)

# Logic first: Norvig's search, with human techniques before each guess (one blank line
# fewer, to stay within forty).
LOGIC_FIRST = Program(
    "logic first",
    (
        *_NORVIG_PROPAGATION[:6],
        *_NORVIG_PROPAGATION[7:-4],
        line("def search(values):"),
        line(
            "    if values is False: return False", QT_TRANSLATE_NOOP("Programs", "failed earlier")
        ),
        line(
            "    while step := find_technique(values):",
            QT_TRANSLATE_NOOP("Programs", "human techniques, easiest first"),
        ),
        line(
            "        if not apply(values, step): return False",
            QT_TRANSLATE_NOOP("Programs", "eliminate or assign what the technique proves"),
            Role.TECHNIQUE_ELIMINATE,
            Role.TECHNIQUE_PLACE,
        ),
        line(
            "    if all(len(values[s]) == 1 for s in squares): return values",
            QT_TRANSLATE_NOOP("Programs", "solved!"),
            Role.SOLVED,
        ),
        *_search_tail(_FEWEST_OPTIONS, _OPTIONS_LOOP, _OPTIONS_COMMENT),
    ),
)

# Article 003: the worksheet swept until nothing changes, hypotheses saved as KeepStatus
# records on a linked list, newest first; a contradiction restores the newest saved state.
WORKSHEET = Program(
    "worksheet",
    (
        line("def solve(grid):"),
        line(
            "    sheet = Worksheet()",
            QT_TRANSLATE_NOOP("Programs", "every cell starts with the candidates 1-9"),
            Role.START,
        ),
        line("    for s, d in givens(grid):"),
        line("        sheet.write(s, d)", QT_TRANSLATE_NOOP("Programs", "a given"), Role.GIVEN),
        line(
            "    if sheet.clashes(): return False",
            QT_TRANSLATE_NOOP("Programs", "the givens break the rules"),
            Role.INVALID,
        ),
        line(
            "    saved = None",
            QT_TRANSLATE_NOOP("Programs", "the saved states: a linked list, newest first"),
        ),
        line("    while True:"),
        line(
            "        if sweep(sheet):",
            QT_TRANSLATE_NOOP("Programs", "cross out, fix singles, until nothing changes"),
        ),
        line(
            "            if sheet.solved(): return sheet",
            QT_TRANSLATE_NOOP("Programs", "solved!"),
            Role.SOLVED,
        ),
        line("            s = min(sheet.open_cells(), key=lambda s: len(sheet[s]))"),
        line(
            "            saved = KeepStatus(sheet.copy(), s, list(sheet[s]), saved)",
            QT_TRANSLATE_NOOP("Programs", "save the state"),
        ),
        line("        else:"),
        line("            while saved and not saved.digits:"),
        line(
            "                saved = saved.prev",
            QT_TRANSLATE_NOOP("Programs", "every digit failed here: drop this state"),
            Role.GIVE_UP,
        ),
        line(
            "            if saved is None: return False",
            QT_TRANSLATE_NOOP("Programs", "nothing left to try: no solution"),
            Role.EXHAUSTED,
        ),
        line(
            "            sheet = saved.sheet.copy()",
            QT_TRANSLATE_NOOP("Programs", "a contradiction: restore the saved state"),
            Role.NEXT_DIGIT,
        ),
        line(
            "        sheet.write(saved.s, saved.digits.pop(0))",
            QT_TRANSLATE_NOOP("Programs", "hypothesis: the next digit, smallest first"),
            Role.GUESS,
            Role.LIMIT,
        ),
        line(""),
        line("def sweep(sheet):"),
        line("    changed = True"),
        line("    while changed:"),
        line("        changed = False"),
        line("        for s in sheet.open_cells():"),
        line("            for p in peers[s]:"),
        line("                if sheet.placed(p) and sheet[p][0] in sheet[s]:"),
        line(
            "                    sheet[s].remove(sheet[p][0])",
            QT_TRANSLATE_NOOP("Programs", "a peer holds it: cross it out"),
            Role.PEER,
        ),
        line(
            "            if not sheet[s]: return False",
            QT_TRANSLATE_NOOP("Programs", "no candidate left: a contradiction"),
            Role.EMPTY_CELL,
        ),
        line(
            "            if len(sheet[s]) == 1: sheet.fix(s); changed = True",
            QT_TRANSLATE_NOOP("Programs", "one candidate left: fix it"),
            Role.NAKED_SINGLE,
        ),
        line("        for u in units:"),
        line("            for d in digits:"),
        line("                places = [s for s in u if d in sheet[s]]"),
        line(
            "                if not places or sheet.count(u, d) > 1: return False",
            QT_TRANSLATE_NOOP("Programs", "d has no place in u, or is there twice"),
            Role.NO_PLACE,
            Role.CLASH,
        ),
        line(
            "                if len(places) == 1 and len(sheet[places[0]]) > 1:",
            QT_TRANSLATE_NOOP("Programs", "one place left for d in u"),
        ),
        line(
            "                    sheet.write(places[0], d); changed = True",
            QT_TRANSLATE_NOOP("Programs", "so d goes there"),
            Role.HIDDEN_SINGLE,
        ),
        line("    return True"),
    ),
)

# Article 004: passes over the squares and the units until nothing changes, then recursion
# at the first square with several candidates.
MULTIPASS = Program(
    "multipass",
    (
        line("def solve(grid):"),
        line(
            "    values = {s: '123456789' for s in squares}",
            QT_TRANSLATE_NOOP("Programs", "every digit is a candidate everywhere"),
            Role.START,
        ),
        line("    for s, d in givens(grid):"),
        line(
            "        if not put(values, s, d): return False",
            QT_TRANSLATE_NOOP("Programs", "a given"),
            Role.GIVEN,
            Role.INVALID,
        ),
        _RETURN_SEARCH,
        line(""),
        line("def reduce(values):"),
        line("    changed = True"),
        line("    while changed:", QT_TRANSLATE_NOOP("Programs", "pass after pass")),
        line("        changed = False"),
        line("        for s in [s for s in squares if len(values[s]) > 1]:"),
        line("            for p in peers[s]:"),
        line("                if len(values[p]) == 1 and values[p] in values[s]:"),
        line(
            "                    values[s] = values[s].replace(values[p], '')",
            QT_TRANSLATE_NOOP("Programs", "pass 1: a peer holds it"),
            Role.PEER,
        ),
        line(
            "            if not values[s]: return False",
            QT_TRANSLATE_NOOP("Programs", "no candidate left: a contradiction"),
            Role.EMPTY_CELL,
        ),
        line(
            "            if len(values[s]) == 1: changed = True",
            QT_TRANSLATE_NOOP("Programs", "one candidate left: s is solved"),
            Role.NAKED_SINGLE,
        ),
        line("        for u in unitlist:"),
        line("            for d in digits:"),
        line("                places = [s for s in u if d in values[s]]"),
        line(
            "                if not places or [values[s] for s in u].count(d) > 1: return False",
            QT_TRANSLATE_NOOP("Programs", "d has no place in u, or is there twice"),
            Role.NO_PLACE,
            Role.CLASH,
        ),
        line("                if len(places) == 1 and values[places[0]] != d:"),
        line(
            "                    values[places[0]] = d; changed = True",
            QT_TRANSLATE_NOOP("Programs", "pass 2: the only place for d in u"),
            Role.HIDDEN_SINGLE,
        ),
        line("    return values"),
        line(""),
        line("def search(values):"),
        line(
            "    if values is False or reduce(values) is False: return False",
            QT_TRANSLATE_NOOP("Programs", "failed earlier"),
        ),
        line(
            "    if all(len(values[s]) == 1 for s in squares): return values",
            QT_TRANSLATE_NOOP("Programs", "solved!"),
            Role.SOLVED,
        ),
        line("    s = next(s for s in squares if len(values[s]) > 1)"),
        line(
            "    for d in values[s]:",
            QT_TRANSLATE_NOOP("Programs", "the first square with several candidates"),
            Role.GUESS,
            Role.NEXT_DIGIT,
            Role.LIMIT,
        ),
        line("        result = search(put(values.copy(), s, d))"),
        line("        if result: return result"),
        line(
            "    return False",
            QT_TRANSLATE_NOOP("Programs", "every digit failed: back to the caller's loop"),
            Role.GIVE_UP,
        ),
    ),
)


def _brute_force(name: str, setup: tuple, check: str) -> Program:
    """Article 002's brute force (after its narrowing) and the textbook backtracking: fill
    the open cells row by row with the digits that do not repeat, no propagation."""
    return Program(
        name,
        (
            *setup,
            line(""),
            line("def brute_force(board):"),
            line(
                "    if all(board[s] for s in squares): return board",
                QT_TRANSLATE_NOOP("Programs", "solved!"),
                Role.SOLVED,
            ),
            line(
                "    s = next(s for s in squares if not board[s])",
                QT_TRANSLATE_NOOP("Programs", "the first open cell, row by row"),
            ),
            line(
                check,
                QT_TRANSLATE_NOOP("Programs", "no repeat in the row, column or box"),
            ),
            line(
                "    if not fits: return False",
                QT_TRANSLATE_NOOP("Programs", "no digit fits here: a dead end"),
                Role.DEAD_END,
            ),
            line(
                "    for d in fits:",
                QT_TRANSLATE_NOOP("Programs", "try each digit that fits"),
                Role.GUESS,
                Role.NEXT_DIGIT,
                Role.LIMIT,
            ),
            line("        board[s] = d"),
            line("        if brute_force(board): return board"),
            line("        board[s] = 0"),
            line(
                "    return False",
                QT_TRANSLATE_NOOP("Programs", "every digit failed: back to the previous cell"),
                Role.GIVE_UP,
            ),
        ),
    )


_SOLVE_BY_BRUTE_FORCE = line(
    "    return brute_force(board)",
    QT_TRANSLATE_NOOP("Programs", "False: no solution at all"),
    Role.EXHAUSTED,
)

# Article 002: narrowing passes (a digit seen in the row, column or box goes; a digit with
# one place in its unit goes there) until nothing changes, then brute force.
NARROWING = _brute_force(
    "narrowing",
    (
        line("def solve(grid):"),
        line(
            "    board, cands = grid_rows(grid), all_candidates()",
            QT_TRANSLATE_NOOP("Programs", "every open cell may hold 1-9"),
            Role.START,
        ),
        line("    for s, d in givens(grid):"),
        line(
            "        put(board, cands, s, d)", QT_TRANSLATE_NOOP("Programs", "a given"), Role.GIVEN
        ),
        line(
            "    if has_duplicates(board): return False",
            QT_TRANSLATE_NOOP("Programs", "the givens break the rules"),
            Role.INVALID,
        ),
        line("    changed = True"),
        line("    while changed:", QT_TRANSLATE_NOOP("Programs", "narrow until nothing changes")),
        line("        changed = False"),
        line("        for s in open_cells(board):"),
        line(
            "            cands[s] -= seen_from(board, s)",
            QT_TRANSLATE_NOOP("Programs", "digits in the row, column or box go"),
            Role.PEER,
        ),
        line(
            "            if not cands[s]: return False",
            QT_TRANSLATE_NOOP("Programs", "no candidate left: no solution"),
            Role.EMPTY_CELL,
        ),
        line(
            "            if len(cands[s]) == 1: put(board, cands, s, *cands[s]); changed = True",
            QT_TRANSLATE_NOOP("Programs", "the only candidate"),
            Role.NAKED_SINGLE,
        ),
        line("        for u, d in units_and_digits():"),
        line("            places = [s for s in u if d in cands[s]]"),
        line(
            "            if not places or twice(board, u, d): return False",
            QT_TRANSLATE_NOOP("Programs", "d has no place in u, or is there twice"),
            Role.NO_PLACE,
            Role.CLASH,
        ),
        line(
            "            if len(places) == 1 and not board[places[0]]:",
            QT_TRANSLATE_NOOP("Programs", "the only place for d in u"),
        ),
        line(
            "                put(board, cands, places[0], d); changed = True",
            "",
            Role.HIDDEN_SINGLE,
        ),
        _SOLVE_BY_BRUTE_FORCE,
    ),
    "    fits = [d for d in sorted(cands[s]) if d not in seen_from(board, s)]",
)

BACKTRACKING = _brute_force(
    "backtracking",
    (
        line("def solve(grid):"),
        line(
            "    board = [0] * 81",
            QT_TRANSLATE_NOOP("Programs", "every cell empty"),
            Role.START,
        ),
        line("    for s, d in givens(grid):"),
        line(
            "        if d in seen_from(board, s): return False",
            QT_TRANSLATE_NOOP("Programs", "the givens break the rules"),
            Role.INVALID,
        ),
        line("        board[s] = d", QT_TRANSLATE_NOOP("Programs", "a given"), Role.GIVEN),
        _SOLVE_BY_BRUTE_FORCE,
    ),
    "    fits = [d for d in digits if d not in seen_from(board, s)]",
)

PROGRAMS: dict[str, Program] = {
    program.name: program
    for program in (
        FEWEST_OPTIONS,
        LOGIC_FIRST,
        NORVIG,
        WORKSHEET,
        MULTIPASS,
        NARROWING,
        BACKTRACKING,
    )
}
