"""HoDoKu's regression library (tests/data/hodoku_reglib-1.3.txt): read its cases and
replay one against our technique finders.

Each case is one line ``:<technique>[-<variant>]:<candidates>:<givens>:<deleted>:
<eliminations>:<placements>:<extra>`` (the file's header explains it): a position of pencil
marks, and the one step a technique must find there. A variant ``x`` is a fail case, where
the technique must find nothing. A finder may see several instances of its technique, so a
case is reproduced when the expected step is among every step the technique enumerates
(``Technique.find_all``) with exactly the same eliminations and placements.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import islice
from pathlib import Path

from solver.board import ALL, BIT, PEERS, SINGLE_DIGIT
from solver.fast import count_cells, solve_cells
from solver.techniques import TECHNIQUE_NAMES, Position

REGLIB = Path(__file__).resolve().parents[1] / "data" / "hodoku_reglib-1.3.txt"

# HoDoKu's technique codes and the names of ours that should reproduce them (None: a
# technique we do not implement).
CODES: dict[str, str | None] = {
    "0000": "full house",
    "0002": "hidden single",
    "0003": "naked single",
    "0100": "pointing",
    "0101": "claiming",
    "0110": "naked pair",  # locked pair: a naked pair of a box on one line
    "0111": "naked triple",  # locked triple
    "0200": "naked pair",
    "0201": "naked triple",
    "0202": "naked quad",
    "0210": "hidden pair",
    "0211": "hidden triple",
    "0212": "hidden quad",
    "0300": "x-wing",
    "0301": "swordfish",
    "0302": "jellyfish",
    "0310": "finned x-wing",
    "0311": "finned swordfish",
    "0312": "finned jellyfish",
    "0320": "sashimi x-wing",
    "0321": "sashimi swordfish",
    "0322": "sashimi jellyfish",
    "0400": "skyscraper",
    "0401": "2-string kite",
    "0402": "empty rectangle",
    "0403": "turbot fish",
    "0404": "2-string kite",  # dual 2-string kite
    "0405": "empty rectangle",  # dual empty rectangle
    "0500": "simple colouring",
    "0501": "simple colouring",
    "0502": "multi-colouring",
    "0503": "multi-colouring",
    "0600": "unique rectangle type 1",
    "0601": "unique rectangle type 2",
    "0602": "unique rectangle type 3",
    "0603": "unique rectangle type 4",
    "0606": "hidden rectangle",
    "0610": "bug+1",
    "0701": "x-chain",
    "0702": "xy-chain",
    "0703": "xy-chain",  # remote pair: an xy-chain on two digits
    "0706": "nice loop",
    "0707": "nice loop",
    "0708": "aic",
    "0709": "grouped nice loop",
    "0710": "grouped nice loop",
    "0711": "grouped aic",
    "0800": "xy-wing",
    "0801": "xyz-wing",
    "0803": "w-wing",
    "0901": "als-xz",
    "0902": "als-xy-wing",
    "0903": "als chain",
    "0904": "death blossom",
    "1101": "sue de coq",
}

# Variants of a code that another of our techniques covers: chains through almost locked
# sets.
VARIANTS = {
    ("0709", "2"): "nice loop with als",
    ("0710", "3"): "nice loop with als",
    ("0710", "4"): "nice loop with als",
    ("0711", "3"): "aic with als",
    ("0711", "4"): "aic with als",
}

# HoDoKu's own names of the codes, for reports.
HODOKU_NAMES = {
    "0110": "locked pair",
    "0111": "locked triple",
    "0604": "unique rectangle type 5",
    "0605": "unique rectangle type 6",
    "0607": "avoidable rectangle type 1",
    "0608": "avoidable rectangle type 2",
    "03111": "siamese finned swordfish",
    "03121": "siamese finned jellyfish",
    "03211": "siamese sashimi swordfish",
    "03221": "siamese sashimi jellyfish",
    "0331": "franken swordfish",
    "0332": "franken jellyfish",
    "0340": "finned franken x-wing",
    "0341": "finned franken swordfish",
    "03411": "siamese finned franken swordfish",
    "0342": "finned franken jellyfish",
    "03421": "siamese finned franken jellyfish",
    "0362": "finned mutant jellyfish",
    "03621": "siamese finned mutant jellyfish",
    "0363": "finned mutant squirmbag",
    "0364": "finned mutant whale",
    "1201": "template set",
    "1202": "template delete",
}

# How many steps of a technique to look through before giving up on a case.
MAX_STEPS = 20000


@dataclass(frozen=True)
class Case:
    """One line of the library."""

    line: int
    code: str
    variant: str
    masks: tuple[int, ...]
    placed: frozenset[int]
    eliminations: frozenset[tuple[int, int]]
    placements: frozenset[tuple[int, int]]
    text: str

    @property
    def technique(self) -> str | None:
        """Our technique's name for the case, or None."""
        return VARIANTS.get((self.code, self.variant), CODES.get(self.code))

    @property
    def label(self) -> str:
        """Our name, or HoDoKu's for a technique we lack."""
        return self.technique or HODOKU_NAMES.get(self.code, f"hodoku {self.code}")

    @property
    def fail_case(self) -> bool:
        """A case where the technique must find nothing."""
        return self.variant == "x"


def _candidates(field: str) -> frozenset[tuple[int, int]]:
    """ "436 257" -> {(cell of r3c6, 4), (cell of r5c7, 2)}."""
    found = set()
    for item in field.split():
        digit, row, col = int(item[0]), int(item[1]), int(item[2])
        found.add((9 * (row - 1) + col - 1, digit))
    return frozenset(found)


def parse_case(text: str, line: int = 0) -> Case:
    fields = text.split(":")
    code, _, variant = fields[1].partition("-")
    givens, deleted, eliminations, placements = fields[3], fields[4], fields[5], fields[6]
    digits = [0] * 81
    cell = 0
    for ch in givens:
        if ch == "+":
            continue
        digits[cell] = int(ch) if ch.isdigit() else 0
        cell += 1
    if cell != 81:
        raise ValueError(f"line {line}: {cell} cells in the givens")
    masks = []
    for c in range(81):
        if digits[c]:
            masks.append(BIT[digits[c]])
        else:
            taken = 0
            for p in PEERS[c]:
                taken |= BIT[digits[p]]
            masks.append(ALL & ~taken)
    for c, d in _candidates(deleted):
        if not digits[c]:
            masks[c] &= ~BIT[d]
    return Case(
        line=line,
        code=code,
        variant=variant,
        masks=tuple(masks),
        placed=frozenset(c for c in range(81) if digits[c]),
        eliminations=_candidates(eliminations),
        placements=_candidates(placements),
        text=text,
    )


def read_cases(path: Path = REGLIB) -> list[Case]:
    """Every case of the library, in file order."""
    cases = []
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if text.startswith(":"):
            cases.append(parse_case(text.strip(), number))
    return cases


def _as_eliminations(case: Case, eliminations, placements) -> frozenset[tuple[int, int]]:
    """A step's eliminations, counting a placement as the removal of the cell's other
    candidates (HoDoKu writes some placements so, e.g. discontinuous nice loops)."""
    removed = set(eliminations)
    for cell, digit in placements:
        removed.update((cell, d) for d in range(1, 10) if d != digit and case.masks[cell] & BIT[d])
    return frozenset(removed)


def solution(case: Case) -> list[int] | None:
    """The solution of the case's grid (givens and placed cells) when it has exactly one."""
    cells = [SINGLE_DIGIT[m] if c in case.placed else 0 for c, m in enumerate(case.masks)]
    if count_cells(cells, 2) != 1:
        return None
    return solve_cells(cells)


def replay(case: Case) -> str:
    """What our technique does on ``case``: "exact" (the expected step is among its steps;
    for a fail case: it finds nothing), "other" (it finds something, not that), "nothing"
    or "missing" (we have no such technique)."""
    name = case.technique
    if name is None or name not in TECHNIQUE_NAMES:
        return "missing"
    technique = TECHNIQUE_NAMES[name]
    position = Position(case.masks, case.placed)
    found_any = False
    expected = _as_eliminations(case, case.eliminations, case.placements)
    for step in islice(technique.find_all(position), MAX_STEPS):
        found_any = True
        if case.fail_case:
            return "other"
        if (
            frozenset(step.eliminations) == case.eliminations
            and frozenset(step.placements) == case.placements
        ) or _as_eliminations(case, step.eliminations, step.placements) == expected:
            return "exact"
    if case.fail_case:
        return "exact"
    return "other" if found_any else "nothing"
