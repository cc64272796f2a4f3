"""The 9x9 board: the widget (state, keys, clicks, descriptions), and its painting: a frozen
``GridFrame`` of what one paint shows, painted by ``GridPainter`` (colours, glyphs, causes).

May import: ``solver``, ``document`` and ``support``; never ``search``, ``jobs``, dialogs or
the window. ``overlay`` and ``navigation`` are pure (no Qt): the search model paints through them.
"""
