"""The 9x9 board widget: painting (colours, glyphs, overlays), keys, navigation, descriptions.

May import: ``solver``, ``document`` and ``support``; never ``search``, ``jobs``, dialogs or
the window. ``overlay`` and ``navigation`` are pure (no Qt): the search model paints through them.
"""
