# C types for solver/se/chains.py when Cython compiles it (setup.py): the searches' nodes,
# stamps and the links they follow are C arrays (typed memoryviews), keys and indices C ints.
import cython

from solver.se.links cimport Links
from solver.se.proof cimport Implication, implied


cdef class ChainSearch:
    cdef public short[:] node_key
    cdef public int[:] node_parent, closing_node, met, on_path
    cdef public signed char[:] node_cause, closing_cause
    cdef public int stamp
    cdef public bint opposite_met

    @cython.locals(key=cython.int)
    cdef int _first_stamp(self)

    @cython.locals(search_stamp=cython.int, stamp=cython.int,
                   count=cython.int, closed=cython.int, first=cython.int, last=cython.int,
                   length=cython.int, node=cython.int, on_key=cython.int,
                   off_key=cython.int, back=cython.int, link=cython.int,
                   opposite=cython.int, opposite_met=cython.bint)
    cpdef int cycles(self, Links links, int source_key)

    @cython.locals(stamp=cython.int, opposite=cython.int, count=cython.int,
                   first=cython.int, last=cython.int, node=cython.int, key=cython.int,
                   on_key=cython.int, off_key=cython.int, link=cython.int)
    cpdef int forcing(self, Links links, int source_key)

    @cython.locals(line=list, key=cython.int, made=Implication)
    cpdef Implication implication(self, int node)

    @cython.locals(length=cython.int)
    cpdef int path_length(self, int node)

    @cython.locals(parent=Implication, source_key=cython.int)
    cpdef Implication closing_implication(self, int closed)

    @cython.locals(masks=cython.short[:], stamp=cython.int, path=list, node=cython.int,
                   on_cycle=bytearray, seen_on=cython.int[:], seen_off=cython.int[:], forward=list,
                   removable=list,
                   key=cython.int, cell=cython.int, digit=cython.int, bit=cython.int,
                   region=cython.int, unit=cython.int, place=cython.int, other=cython.int,
                   candidate=cython.int)
    cpdef tuple cycle_removable(self, Links links, int closed)

# Imported into C: solver.se.keys' flat tables and links' cause code for none.
cdef signed char[:] REGION_UNITS, UNIT_CELLS
cdef signed char NO_CAUSE
