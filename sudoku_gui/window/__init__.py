"""The main window and the parts it owns: its actions and menus as a table, file commands,
Check and Count, hints, presentation mode and themes, notation, play tools, timer, Export.

The top layer: it may import every other package of sudoku_gui; nothing imports it (what the
panels below may use of the window is ``sudoku_gui.dialogs.window_hooks.WindowHooks``).
"""
