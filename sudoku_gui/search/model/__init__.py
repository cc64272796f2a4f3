"""The pure model of a recorded search: record, cursor, hypothesis tree, narration, frames.

May import: ``solver``, this package and the pure modules of ``sudoku_gui.support``
(``board_overlay``, ``words``, ``phrases``, ``technique_names``, ``strategy_names``,
``unit_names``); never
Qt (PySide6), ``running``, ``views`` or the window. Tested without a QApplication.
"""
