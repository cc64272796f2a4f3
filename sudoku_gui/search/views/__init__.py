"""The search view's widgets: the panel, hypothesis tree, log, playback bar and Compare.

May import: everything below the window (``solver``, ``search.model``, ``search.running``,
``grid``, ``document``, ``jobs``, ``dialogs``, ``support``); never the window.
"""
