# C types for solver/se/engine.py when Cython compiles it (setup.py); the .py stays plain
# Python. Cells, digits, keys and 9-bit masks are C ints; the 81-bit cell sets (places,
# groups) stay Python ints.
import cython

from solver.se.proof cimport Implication


cdef class Engine:
    cdef public object rule, should_stop, memory, _others, _source_places, _link_memo
    cdef public dict _on_cache

    @cython.locals(cell=cython.int, digit=cython.int, bit=cython.int, key=cython.int,
                   mask=cython.int, off_cell=cython.int, off_digit=cython.int,
                   on_cell=cython.int, on_digit=cython.int, unit=cython.int,
                   y=cython.bint, dynamic=cython.bint, p=Implication, absurd=cython.bint,
                   value=cython.int)
    cpdef _chain(self, grid, dict to_on, dict to_off)

    @cython.locals(key=cython.int)
    cpdef tuple _assume_on(self, grid, int cell, int digit)
