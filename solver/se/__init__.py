"""Sudoku Explainer's chaining rungs, reproduced so that ratings match SE's ER/EP/ED.

SE (and its fork SukakuExplainer, whose defaults rated our samples) ends its list of
techniques with one chaining engine used at growing strength: forcing chains and cycles,
Nishio, multiple, dynamic, dynamic (+) and nested forcing chains (``solver.se.engine`` says
what each does). The package, by responsibility:

* ``keys``: a candidate state as one int (``candidate_key``) and SE's order of a cell's units;
* ``rules``: the rungs (``Rule``, ``dynamic_rule``);
* ``proof``: the ``Implication`` tree, a rung's conclusion (``ChainHint``, ``ChainKind``) and
  SE's complexity and length bonus;
* ``links`` and ``chains``: the static links as flat tables, and the forcing chain and
  cycle searches over them (C loops when compiled);
* ``engine``: the rungs on one grid (``Engine``), dynamic and nested chains among them;
* ``branch_rules``: what a branch of a "+" or nested rung applies when it is stuck.
"""
