"""The technique gym in the app: lessons, exercises answered on the board, and the learner's
mastery (``mastery``: a SQLite store, plain Python) with its review queue. ``mastery`` may
import the solver and ``sudoku_gui.support.user_data`` (the data folder) only."""
