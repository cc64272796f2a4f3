"""The pure model of a recorded search: record, cursor, hypothesis tree, narration, frames.

May import: ``solver``, this package and the pure ``sudoku_gui.grid.overlay``; never Qt
(PySide6), ``running``, ``views`` or the window. Tested without a QApplication.
"""
