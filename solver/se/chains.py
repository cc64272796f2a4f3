"""SE's forcing chains and bidirectional cycles from one assumption, over the static links
of ``solver.se.links``. The searches keep bare nodes, tuples (key, parent node, cause,
path: the "off" keys of the path as bits, for cycles), unpacked by name; only what they find
becomes an ``Implication`` (``implication_of_node``)."""

from __future__ import annotations

from solver.se.proof import implication_of_node


def cycles(weak: list, strong: list, source_key: int, found: list) -> None:
    """SE's cycle search from ``source_key`` (on): "on" candidates are met once, "off" ones
    again by every path that does not already pass through them; a strong link back to
    the source after at least four links closes a cycle, added to ``found``."""
    to_on = {source_key}
    pending_on = [(source_key, None, None, 0)]
    pending_off: list = []
    length = 0
    while pending_on or pending_off:
        length += 1
        for node in pending_on:
            on_key, _, _, path = node
            for off_key in weak[on_key]:
                if not path >> (off_key >> 1) & 1:
                    pending_off.append((off_key, node, None, path))
        pending_on = []
        length += 1
        for node in pending_off:
            off_key, _, _, path = node
            for on_key, cause in strong[off_key]:
                if length >= 4 and on_key == source_key:
                    found.append(implication_of_node((on_key, node, cause, 0)))
                if on_key not in to_on:
                    to_on.add(on_key)
                    pending_on.append((on_key, node, cause, path | 1 << (off_key >> 1)))
        pending_off = []


def forcing(weak: list, strong: list, source_key: int, found: list) -> None:
    """SE's forcing chain search from ``source_key``: every candidate it turns on or off,
    once; reaching the source's opposite proves it false (added to ``found``, once per
    key)."""
    seen = {source_key}
    start = (source_key, None, None, 0)
    pending_on = [start] if source_key & 1 else []
    pending_off = [] if source_key & 1 else [start]
    known = {c.key for c in found}
    opposite = source_key ^ 1
    while pending_on or pending_off:
        for node in pending_on:
            on_key, _, _, _ = node
            for off_key in weak[on_key]:
                if off_key == opposite and off_key not in known:
                    known.add(off_key)
                    found.append(implication_of_node((off_key, node, None, 0)))
                if off_key not in seen:
                    seen.add(off_key)
                    pending_off.append((off_key, node, None, 0))
        pending_on = []
        for node in pending_off:
            off_key, _, _, _ = node
            for on_key, cause in strong[off_key]:
                if on_key == opposite and on_key not in known:
                    known.add(on_key)
                    found.append(implication_of_node((on_key, node, cause, 0)))
                if on_key not in seen:
                    seen.add(on_key)
                    pending_on.append((on_key, node, cause, 0))
        pending_off = []
