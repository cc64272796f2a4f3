"""The 9x9 board: the widget (state, keys, clicks, descriptions), and its painting: a frozen
``GridFrame`` of what one paint shows, painted by ``GridPainter`` (colours, glyphs, causes).

May import: ``solver``, ``document`` and ``support``; never ``search``, ``jobs``, dialogs or
the window. ``navigation`` is pure (no Qt). What an overlay holds is ``support.board_overlay``,
below the grid that paints it and the search model that builds it.
"""
