"""SE's chaining rungs as rules: which links a rung follows and what its branches apply."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, kw_only=True)
class Rule:
    """One rung: SE's Chaining(isMultiple, isDynamic, isNishio, level) and, for level 4
    and up, the level of the dynamic chains nested in each branch."""

    multiple: bool
    dynamic: bool
    nishio: bool = False
    level: int = 0
    nesting: int = 0

    @property
    def base(self) -> float:
        if self.level > 0:
            return 8.5 + 0.5 * self.level
        if self.nishio:
            return 7.5
        if self.dynamic:
            return 8.5
        if self.multiple:
            return 8.0
        raise ValueError("forcing chains and cycles rate each step by its kind")


UNARY = Rule(multiple=False, dynamic=False)
NISHIO = Rule(multiple=False, dynamic=True, nishio=True)
MULTIPLE = Rule(multiple=True, dynamic=False)
DYNAMIC = Rule(multiple=True, dynamic=True)


def dynamic_rule(level: int, nesting: int = 0) -> Rule:
    """The dynamic rung of ``level`` (1 the "+", 2 and up nested), ``nesting`` the level of
    the dynamic chains in each branch of levels 4 and up."""
    return Rule(multiple=True, dynamic=True, level=level, nesting=nesting)
