"""``sudoku-solve --exercise TECHNIQUE``: a position where that technique is the next step
that makes progress (``solver.gym``), in SukakuExplainer's 729-character pencil-mark form,
or with ``--json`` one object that also keeps the givens apart from the placed digits."""

from __future__ import annotations

import argparse
import json

from solver.cli.answers import GenerateLimits
from solver.cli.output import JSON, answer_format
from solver.cli.reporter import PROG, Reporter
from solver.format_marks import to_marks


def print_exercise(args: argparse.Namespace, reporter: Reporter) -> int:
    """The exercise of ``args.exercise`` (``--seed``: the same one again), found within
    ``--time-limit`` seconds; the limit's message on stderr when it is not."""
    # The gym is imported only here: the other commands start without it.
    from solver.gym.hunt import make_technique_exercise

    limits = GenerateLimits(args.time_limit, None)
    exercise = make_technique_exercise(
        args.exercise, seed=args.seed, should_stop=limits.should_stop
    )
    if exercise is None:
        reporter.problem(f"{PROG}: exercise: {limits.stopped_message()}")
        return reporter.status
    position = to_marks(exercise.candidates)
    if answer_format(args) != JSON:
        reporter.result(position)
        return reporter.status
    answer = {
        "technique": exercise.technique,
        "position": position,
        "givens": "".join(map(str, exercise.givens)),
        "digits": "".join(map(str, exercise.digits)),
        "step": str(exercise.step.explanation),
    }
    reporter.result(json.dumps(answer))
    return reporter.status
