"""Watch the search: the solver thread, playback over a record, the hypothesis tree and the log.

The pure parts (``recording``, ``tree_model``, ``narration``, ``frames``) never import Qt;
the widgets wrap them. ``install_search(window)`` in ``panel`` wires it all into the window.
"""
