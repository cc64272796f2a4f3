"""The command line's arguments: the parser of ``sudoku-solve`` and its value checks (which
flags go together is the modes' business: ``solver.cli.modes``)."""

from __future__ import annotations

import argparse
import sys

import solver
from solver.cli.cluster import parse_cluster
from solver.cli.output import parse_format
from solver.cli.reading import STDIN
from solver.cli.reporter import PROG
from solver.compiled import version_text
from solver.generator import SYMMETRIES
from solver.rating import SOLVABLE_LEVELS
from solver.techniques import TECHNIQUES

# --count without N: tells unique puzzles from the rest.
DEFAULT_COUNT_LIMIT = 2


class _PrintVersion(argparse.Action):
    """``--version``: its text is made only when asked for, as the installed version number
    (importlib.metadata) costs a tenth of the start-up of every other command."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, help=None) -> None:
        super().__init__(option_strings, dest, default=argparse.SUPPRESS, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        sys.stdout.write(version_text(PROG) + "\n")
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Solve Sudoku puzzles: one solution per puzzle, one puzzle or many per "
        "file (81-character lines, grids, .sdk, .ss, .sdm, OpenSudoku XML).",
        epilog="Exit status: 0 when every puzzle was answered, 1 otherwise, 2 for usage "
        "errors and unreadable files, 130 when interrupted.",
    )
    parser.add_argument(
        "--version",
        action=_PrintVersion,
        help="print the version and the solver engine that runs (compiled or pure Python)",
    )
    parser.add_argument(
        "files", nargs="*", metavar="FILE", help="puzzle files; '-' or none reads standard input"
    )
    parser.add_argument(
        "--strategy",
        choices=sorted(solver.STRATEGIES),
        help=f"how to search (default: {solver.DEFAULT_STRATEGY}); see --list-strategies",
    )
    parser.add_argument(
        "--list-strategies", action="store_true", help="list the strategies and exit"
    )
    parser.add_argument(
        "--count",
        nargs="?",
        const=DEFAULT_COUNT_LIMIT,
        type=_positive_int,
        metavar="N",
        help="print the number of solutions of each puzzle, counting no further than N "
        "(default 2: tells unique puzzles from the rest)",
    )
    parser.add_argument(
        "--pretty", action="store_true", help="print solutions as grids, not 81-digit lines"
    )
    parser.add_argument(
        "--stats",
        action="store_true",
        help="end with a summary: puzzles solved, average and maximum time (and, with "
        "--strategy, the search totals)",
    )
    parser.add_argument(
        "--trace",
        action="store_true",
        help="print the search's event stream as JSON lines instead of the solutions",
    )
    parser.add_argument(
        "--time-limit",
        type=_positive_float,
        metavar="SECONDS",
        help="stop working on a puzzle after this many seconds (every mode)",
    )
    parser.add_argument(
        "--node-limit",
        type=_positive_int,
        metavar="N",
        help="stop working on a puzzle after N guesses (solve, count, trace; attempts "
        "for --generate)",
    )
    parser.add_argument(
        "--rate",
        action="store_true",
        help="print each puzzle's difficulty: its level and Sudoku Explainer's ER/EP/ED",
    )
    parser.add_argument(
        "--explain",
        action="store_true",
        help="print each puzzle's logical path, one line per step",
    )
    parser.add_argument(
        "--json",
        action="store_true",
        help="with --rate or --explain: one JSON object per line (per puzzle, per step)",
    )
    parser.add_argument(
        "--format",
        type=_output_format,
        metavar="FORMAT",
        help="json (as --json), csv or tsv (--rate and --generate: puzzle, er, ep, ed, "
        "level, stopped, steps; --count: puzzle, solutions), or a template such as serate's "
        "'%%g ER=%%r/%%p/%%d' (%%g puzzle, %%r ER, %%p EP, %%d ED, %%l level, %%h hardest "
        "technique, %%%% a percent sign)",
    )
    parser.add_argument(
        "--output",
        metavar="FILE",
        help="write the results to FILE, whole lines only (a killed run leaves no half line)",
    )
    parser.add_argument(
        "--resume",
        action="store_true",
        help="with --output: skip as many puzzles as FILE already answers and add the rest "
        "(after an interrupted run; not with --trace, --pretty or --stats)",
    )
    parser.add_argument(
        "--jobs",
        type=_positive_int,
        metavar="N",
        help="answer (or --generate) puzzles in N worker processes (default: all cores); "
        "answers keep the input order",
    )
    parser.add_argument(
        "--cluster",
        type=_cluster_address,
        metavar="ADDRESS",
        help="answer puzzles on a Dask cluster: local:N starts one of N worker processes "
        "here, tcp://HOST:8786 uses a running scheduler (needs the 'cluster' extra)",
    )
    parser.add_argument(
        "--generate",
        choices=SOLVABLE_LEVELS,
        metavar="LEVEL",
        help="make new puzzles of LEVEL (easy, medium, hard, expert, extreme); --count N makes N",
    )
    parser.add_argument(
        "--symmetry",
        choices=sorted(SYMMETRIES),
        default="rotational",
        help="the symmetry of generated givens (default: rotational)",
    )
    parser.add_argument(
        "--seed",
        type=int,
        help="random seed for --generate and --exercise (the same seed, the same puzzles)",
    )
    parser.add_argument(
        "--er",
        type=_er_range,
        metavar="MIN-MAX",
        help="with --generate: only puzzles whose Sudoku Explainer rating ER is in MIN-MAX "
        "(e.g. 3.0-4.5); the level then follows the range",
    )
    parser.add_argument(
        "--technique",
        choices=sorted(t.name for t in TECHNIQUES),
        metavar="NAME",
        help="with --generate: only puzzles whose hardest step is this technique (e.g. "
        "'x-wing'); the level then follows the technique",
    )
    parser.add_argument(
        "--exercise",
        type=_lesson_name,
        metavar="TECHNIQUE",
        help="print a position where TECHNIQUE (e.g. 'x-wing', any case) is the next step "
        "that makes progress, in SukakuExplainer's 729-character pencil-mark form (--json: "
        "with its givens and the step); --seed repeats one, --time-limit bounds the hunt",
    )
    return parser


def _lesson_name(text: str) -> str:
    # The gym is imported only for --exercise: the other commands start without it.
    from solver.gym.exercise import lesson_of

    try:
        return lesson_of(text).technique
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _er_range(text: str) -> tuple[float, float]:
    """ "3.0-4.5" as (3.0, 4.5)."""
    low, _, high = text.partition("-")
    try:
        values = float(low), float(high)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a range MIN-MAX: {text!r}") from None
    if not 1.0 <= values[0] <= values[1] <= 12.0:
        raise argparse.ArgumentTypeError(f"ER runs from 1.0 to 12.0, low to high: {text!r}")
    return values


def spell_out_bare_count(argv: list[str] | None) -> list[str]:
    """The arguments with a bare ``--count`` spelled ``--count=2`` when a file name follows
    it: argparse would take ``--count puzzles.txt`` as N and fail."""
    args = sys.argv[1:] if argv is None else list(argv)
    for index, (arg, following) in enumerate(zip(args, args[1:], strict=False)):
        is_file = following == STDIN or not (following.isdigit() or following.startswith("-"))
        if arg == "--count" and is_file:
            args[index] = f"--count={DEFAULT_COUNT_LIMIT}"
    return args


def _cluster_address(text: str) -> str:
    try:
        return parse_cluster(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _output_format(text: str) -> str:
    try:
        return parse_format(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def _positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(f"must be more than 0 and finite, not {text}")
    return value
