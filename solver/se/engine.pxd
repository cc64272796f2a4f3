# C types for solver/se/engine.py when Cython compiles it (setup.py); the .py stays plain
# Python. Cells, digits, keys and 9-bit masks are C ints, the grid and its places per unit
# C arrays (ChainWork); only the 81-bit places handed to the branch rules stay Python ints.
import cython

from solver.se.chains cimport ChainSearch
from solver.se.links cimport Links
from solver.se.proof cimport Implication, branch_size, implied, removal

# solver.se.keys' flat tables, imported into C arrays.
cdef signed char[:] BIT_INDEX, REGION_KINDS, REGION_PLACES, REGION_UNITS, UNIT_CELLS
cdef short[:] PEER_PLACES


cdef class Implications:
    cdef public list ons, offs
    cdef public short[:] at

    cpdef bint has(self, int key)

    @cython.locals(index=cython.int)
    cpdef Implication get(self, int key)


cdef class ChainWork:
    cdef public short[:] source, source_units, work, work_units, offs, ons, on_gone
    cdef public signed char[:] on_causes, on_units

    cpdef start(self)


cdef class Engine:
    cdef public object rule, should_stop, memory, _others, _source_places
    cdef public list _link_memo
    cdef public ChainWork _work
    cdef public dict _on_cache
    cdef public ChainSearch _search

    @cython.locals(cell=cython.int, mask=cython.int, digit=cython.int)
    cpdef _loop_hints(self, grid, result, bint y, bint x)

    @cython.locals(search=ChainSearch, links=Links, source_key=cython.int,
                   off_key=cython.int, linked=cython.bint, closed=cython.int,
                   length=cython.int,
                   key=cython.int, found=cython.int)
    cpdef _unary(self, grid, int cell, int digit, result, bint y, bint x)

    cpdef ChainSearch _chain_search(self)

    @cython.locals(found=Links)
    cpdef Links _links(self, grid, bint y, bint x)

    cpdef ChainWork _chain_work(self, grid)

    @cython.locals(y=cython.bint, dynamic=cython.bint, work=ChainWork, at=cython.short[:],
                   pending_on=list, pending_off=list, next_on=cython.Py_ssize_t,
                   next_off=cython.Py_ssize_t, p=Implication, on=Implication, off=Implication,
                   cell=cython.int, digit=cython.int, bit=cython.int, count=cython.int,
                   others=cython.int, low=cython.int, index=cython.int, peer=cython.int,
                   peers=cython.int, key=cython.int, mask=cython.int, last=cython.int,
                   region=cython.int,
                   unit=cython.int, spots=cython.int, on_cell=cython.int, absurd=cython.bint,
                   gone=cython.int, gone_cell=cython.int, parents=tuple, more=list,
                   added=cython.bint)
    cpdef _chain(self, grid, Implications found)

    @cython.locals(unit=cython.int, spots=cython.int, rest=cython.int, low=cython.int,
                   place=cython.int, source_units=cython.short[:], outcomes=list)
    cpdef _region_hints(self, grid, int cell, int digit, Implications found, result)

    @cython.locals(first=Implications, count=cython.Py_ssize_t, index=cython.Py_ssize_t,
                   outcome=Implications, p=Implication, key=cython.int)
    cpdef _common_hints(self, grid, list outcomes, bint on, object kind, tuple source, result)

    @cython.locals(key=cython.int)
    cpdef tuple _assume_on(self, grid, int cell, int digit)
