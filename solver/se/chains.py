# cython: boundscheck=False, wraparound=False, initializedcheck=False
"""SE's forcing chains and bidirectional cycles from one assumption, over the static links
of one grid (a ``solver.se.links.Links``).

A search's nodes are indices into parallel arrays (key, parent node, cause), written in BFS
order, so that each level of the search is a range of them and, compiled, the whole search
is C loops over C arrays. An ``Implication`` is made only for what a search finds and the
engine keeps (``implication``, ``closing_implication``)."""

from __future__ import annotations

from solver.se.keys import KEY_COUNT, REGION_UNITS, UNIT_CELLS, zeros
from solver.se.links import CAUSES, MOST_WEAK_LINKS, NO_CAUSE, Links
from solver.se.proof import Implication, implied

# The most nodes a search makes: a cycle search meets each "on" once (810 candidates) and
# from each, at most every "off" it links to.
NODE_LIMIT = KEY_COUNT // 2 * (1 + MOST_WEAK_LINKS)
# Stamps mark what a search has met without clearing a table per search; past this many the
# tables are cleared and the stamps start again (a search takes at most one per node).
STAMP_LIMIT = 1 << 30


class ChainSearch:
    """The working memory of the searches, reused by every search of one thread (it costs
    nothing per search). A search leaves its nodes here (``node_key``; ``node_parent``,
    the node it follows from, -1 for the assumption; ``node_cause``, an index into
    ``CAUSES`` less 2), and a cycle search the cycles it closed (``closing_node``: the "off"
    node each one closes from, ``closing_cause``), until the next search. ``met`` holds,
    per key, the stamp of the last search that met it; ``on_path``, per "off" key, the
    stamp of the last path it was on. ``opposite_met`` says whether the last cycle search
    met its source's opposite: it meets every candidate state the source leads to, so a
    forcing chain from the source exists just when it did."""

    def __init__(self) -> None:
        self.node_key = zeros("h", NODE_LIMIT)
        self.node_parent = zeros("i", NODE_LIMIT)
        self.node_cause = zeros("b", NODE_LIMIT)
        self.closing_node = zeros("i", NODE_LIMIT)
        self.closing_cause = zeros("b", NODE_LIMIT)
        self.met = zeros("i", KEY_COUNT)
        self.on_path = zeros("i", KEY_COUNT)
        self.stamp = 0
        self.opposite_met = False

    def _first_stamp(self) -> int:
        """A stamp no table holds yet, for a search to start with; the tables are cleared
        when the stamps run out."""
        if self.stamp >= STAMP_LIMIT:
            for key in range(KEY_COUNT):
                self.met[key] = 0
                self.on_path[key] = 0
            self.stamp = 0
        self.stamp += 1
        return self.stamp

    def cycles(self, links: Links, source_key: int) -> int:
        """SE's cycle search from ``source_key`` (on): "on" candidates are met once, "off"
        ones again by every path that does not already pass through them; a strong link
        back to the source after at least four links closes a cycle. Returns how many it
        closed (``closing_node``, ``closing_cause``), and sets ``opposite_met``. The arrays
        are read where they are, not held in locals: compiled, a local is a view whose
        taking costs more than most searches."""
        search_stamp = stamp = self._first_stamp()
        self.met[source_key] = search_stamp
        self.node_key[0], self.node_parent[0], self.node_cause[0] = source_key, -1, NO_CAUSE
        count, closed, first, length = 1, 0, 0, 0
        opposite, opposite_met = source_key ^ 1, False
        while first < count:
            last = count
            length += 1
            for node in range(first, last):  # the "on" level
                on_key = self.node_key[node]
                stamp += 1  # mark the "off" keys of this node's path
                back = self.node_parent[node]
                while back >= 0:
                    self.on_path[self.node_key[back]] = stamp
                    back = self.node_parent[self.node_parent[back]]
                for link in range(links.weak_start[on_key], links.weak_start[on_key + 1]):
                    off_key = links.weak_to[link]
                    if self.on_path[off_key] != stamp:
                        self.node_key[count], self.node_parent[count] = off_key, node
                        self.node_cause[count] = NO_CAUSE
                        count += 1
                        if off_key == opposite:
                            opposite_met = True
            first, last = last, count
            length += 1
            for node in range(first, last):  # the "off" level
                off_key = self.node_key[node]
                for link in range(links.strong_start[off_key], links.strong_start[off_key + 1]):
                    on_key = links.strong_to[link]
                    if length >= 4 and on_key == source_key:
                        self.closing_node[closed] = node
                        self.closing_cause[closed] = links.strong_cause[link]
                        closed += 1
                    if self.met[on_key] != search_stamp:
                        self.met[on_key] = search_stamp
                        self.node_key[count], self.node_parent[count] = on_key, node
                        self.node_cause[count] = links.strong_cause[link]
                        count += 1
            first = last
        self.stamp = stamp
        self.opposite_met = opposite_met
        return closed

    def forcing(self, links: Links, source_key: int) -> int:
        """SE's forcing chain search from ``source_key``: every candidate it turns on or
        off, once, until it reaches the source's opposite, which proves the source false.
        Returns that node, or -1."""
        stamp = self._first_stamp()
        self.met[source_key] = stamp
        self.node_key[0], self.node_parent[0], self.node_cause[0] = source_key, -1, NO_CAUSE
        opposite = source_key ^ 1
        count, first = 1, 0
        while first < count:
            last = count
            for node in range(first, last):  # one level: all "on" or all "off"
                key = self.node_key[node]
                if key & 1:
                    for link in range(links.weak_start[key], links.weak_start[key + 1]):
                        off_key = links.weak_to[link]
                        if off_key == opposite or self.met[off_key] != stamp:
                            self.met[off_key] = stamp
                            self.node_key[count], self.node_parent[count] = off_key, node
                            self.node_cause[count] = NO_CAUSE
                            count += 1
                            if off_key == opposite:
                                return count - 1
                else:
                    for link in range(links.strong_start[key], links.strong_start[key + 1]):
                        on_key = links.strong_to[link]
                        if on_key == opposite or self.met[on_key] != stamp:
                            self.met[on_key] = stamp
                            self.node_key[count], self.node_parent[count] = on_key, node
                            self.node_cause[count] = links.strong_cause[link]
                            count += 1
                            if on_key == opposite:
                                return count - 1
            first = last
        return -1

    def implication(self, node: int) -> Implication:
        """The implication of the last search's ``node`` and, through first parents, of its
        whole path."""
        line = []
        while node >= 0:
            line.append(node)
            node = self.node_parent[node]
        made = None
        for node in reversed(line):
            key = self.node_key[node]
            parents = () if made is None else (made,)
            cause = CAUSES[self.node_cause[node] + 2]
            made = implied(key, parents, cause)
        return made

    def path_length(self, node: int) -> int:
        """The nodes from the assumption to the last search's ``node``: the complexity of
        the forcing chain it ends, or of the cycle it closes (the assumption, met again,
        counts once). A search's path never meets a candidate state twice."""
        length = 0
        while node >= 0:
            length += 1
            node = self.node_parent[node]
        return length

    def closing_implication(self, closed: int) -> Implication:
        """The implication of the last cycle search's ``closed``-th cycle: the source,
        turned on again at the end of the cycle."""
        parent = self.implication(self.closing_node[closed])
        source_key = self.node_key[0]
        cause = CAUSES[self.closing_cause[closed] + 2]
        return implied(source_key, (parent,), cause)

    def cycle_removable(self, links: Links, closed: int) -> tuple[tuple[int, int], ...]:
        """The (cell, digit) pairs the last cycle search's ``closed``-th cycle removes:
        outside the cycle's cells, every candidate that sees the digit of one of its "on"
        (SE's order: by the cycle's end first, then the units in SE's order) and of one of
        its "off"."""
        masks = links.masks
        stamp = self._first_stamp()
        path = [self.node_key[0]]  # the source, turned on at the end of the cycle
        node = self.closing_node[closed]
        while self.node_parent[node] >= 0:  # every node but the first
            path.append(self.node_key[node])
            node = self.node_parent[node]
        on_cycle = bytearray(81)
        for key in path:
            on_cycle[(key >> 1) // 10] = 1
        seen_on, seen_off = self.met, self.on_path  # indexed by candidate (cell * 10 + digit)
        forward = []
        for key in path:
            cell, digit = (key >> 1) // 10, (key >> 1) % 10
            bit = 1 << (digit - 1)
            for region in range(cell * 3, cell * 3 + 3):
                unit = REGION_UNITS[region]
                for place in range(unit * 9, unit * 9 + 9):
                    other = UNIT_CELLS[place]
                    if not on_cycle[other] and masks[other] & bit:
                        candidate = other * 10 + digit
                        if key & 1:
                            if seen_on[candidate] != stamp:
                                seen_on[candidate] = stamp
                                forward.append(candidate)
                        else:
                            seen_off[candidate] = stamp
        removable = []
        for candidate in forward:
            if seen_off[candidate] == stamp:
                removable.append((candidate // 10, candidate % 10))
        return tuple(removable)
