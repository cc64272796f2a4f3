"""Sudoku Lens, the Qt app: a window that shows the solver (``solver``, pure Python) at work.

Layers, each a package: ``support`` (files, settings, crash reports) under ``document`` (the
puzzle and its undo) under ``grid`` (the board widget) and ``jobs`` (background checks); the
search view in ``search`` (``model`` pure, ``running`` threads and processes, ``views``
widgets); ``dialogs``; ``gym``; ``export``; ``window`` puts them together. The import-linter
contracts in pyproject.toml enforce it (``lint-imports``).
"""
