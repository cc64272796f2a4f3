"""Work off the GUI thread: the job runner and thread registry, what Check and Count answer,
the live uniqueness check, hints and puzzle generation.

May import: ``solver``, ``document`` and ``support``; never ``grid``, ``search``, dialogs or
the window.
"""
