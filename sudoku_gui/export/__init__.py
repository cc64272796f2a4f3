"""Handouts: the board, the tree and the walk written to files (SVG, PNG, PDF, GIF), drawn by
the window's own paint code; also without a window (``python -m sudoku_gui export``)."""
