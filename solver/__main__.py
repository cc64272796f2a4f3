"""``python -m solver``: the command line of solver.cli."""

from solver.cli import run_as_program

if __name__ == "__main__":  # importing this module (as tools that walk the package do) runs nothing
    run_as_program()
