"""Dialogs and messages: About, keyboard shortcuts, Generate, message boxes and file pickers,
and ``window_hooks``: what the panels may use of the main window (they cannot import it).

May import: ``solver``, ``document``, ``grid``, ``jobs`` and ``support``; never ``search`` or
the window.
"""
