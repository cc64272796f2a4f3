"""The main window: the window itself, its actions and menus as a table, its file commands.

The top layer: it may import every other package of sudoku_gui; nothing imports it.
"""
