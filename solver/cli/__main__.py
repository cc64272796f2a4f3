"""``python -m solver.cli``: the command line, as ``python -m solver`` and ``sudoku-solve``."""

from solver.cli import run_as_program

if __name__ == "__main__":  # importing this module (as tools that walk the package do) runs nothing
    run_as_program()
