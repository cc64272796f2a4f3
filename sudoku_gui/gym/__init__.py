"""The technique gym in the app: lessons, exercises answered on the board, and the learner's
mastery (``mastery``: a SQLite store, plain Python) with its review queue."""
