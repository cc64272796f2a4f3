# C types for solver/se/engine.py when Cython compiles it (setup.py); the .py stays plain
# Python. Cells, digits, keys and 9-bit masks are C ints; the 81-bit cell sets (places,
# groups) stay Python ints.
import cython

from solver.se.chains cimport ChainSearch
from solver.se.links cimport Links
from solver.se.proof cimport Implication


cdef class Engine:
    cdef public object rule, should_stop, memory, _others, _source_places, _link_memo
    cdef public dict _on_cache
    cdef public ChainSearch _search

    @cython.locals(cell=cython.int, mask=cython.int, digit=cython.int)
    cpdef list _loop_hints(self, grid, bint y, bint x)

    @cython.locals(search=ChainSearch, links=Links, source_key=cython.int,
                   closed=cython.int, key=cython.int, found=cython.int)
    cpdef _unary(self, grid, int cell, int digit, list result, bint y, bint x)

    cpdef ChainSearch _chain_search(self)

    cpdef Links _links(self, grid, bint y, bint x)

    @cython.locals(cell=cython.int, digit=cython.int, bit=cython.int, key=cython.int,
                   mask=cython.int, off_cell=cython.int, off_digit=cython.int,
                   on_cell=cython.int, on_digit=cython.int, unit=cython.int,
                   y=cython.bint, dynamic=cython.bint, p=Implication, absurd=cython.bint,
                   value=cython.int)
    cpdef _chain(self, grid, dict to_on, dict to_off)

    @cython.locals(key=cython.int)
    cpdef tuple _assume_on(self, grid, int cell, int digit)
