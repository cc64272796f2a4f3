"""Dialogs and messages: About, keyboard shortcuts, Generate, message boxes and file pickers.

May import: ``solver``, ``document``, ``grid``, ``jobs`` and ``support``; never ``search`` or
the window.
"""
