"""The puzzle being edited: the document model, its undo stack, files, autosave and samples.

May import: ``solver`` and ``sudoku_gui.support``; never the grid, jobs, search, dialogs or
window. ``model`` imports no Qt at all.
"""
