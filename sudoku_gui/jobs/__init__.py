"""Work off the GUI thread: the job runner and thread registry, what Check and Count answer,
the live uniqueness check, hints and puzzle generation.

May import: ``solver``, ``document``, ``grid`` (overlays only) and ``support``; never
``search``, dialogs or the window.
"""
