"""Running and playing a search: the solver process, the worker thread that relays it, the
session that owns a record, playback timing, and the frame pump that paces the repaints.

May import: ``solver``, ``search.model``, ``jobs``, ``document`` and ``support``; never
``search.views``, dialogs or the window. QtCore only, no widgets.
"""
