"""Watch the search: the record of a search, the processes that run it, and its views.

``model`` is pure Python (record, cursor, tree, narration, frames) and imports no Qt;
``running`` (solver process, worker thread, session, playback) imports no widgets of
``views``; ``views`` (panel, tree, log, controls, compare) wrap them. ``install_search(window)``
in ``views.panel`` wires it into the window.
"""
