"""``python -m solver``: the command line of solver.cli."""

import sys

from solver.cli import main

if __name__ == "__main__":  # importing this module (as tools that walk the package do) runs nothing
    sys.exit(main())
