# C types for solver/techniques/se_chaining.py when Cython compiles it (setup.py); the .py
# stays plain Python. Cells, digits, keys and 9-bit masks are C ints; the 81-bit cell sets
# (places, groups) stay Python ints.
import cython


cdef class Implication:
    cdef public int cell, digit, key
    cdef public bint on
    cdef public object parents, cause, inner, rule


cdef class Engine:
    cdef public object rule, should_stop, memory, _others, _source_places, _link_memo
    cdef public dict _on_cache

    @cython.locals(cell=cython.int, digit=cython.int, bit=cython.int, key=cython.int,
                   mask=cython.int, off_cell=cython.int, off_digit=cython.int,
                   on_cell=cython.int, on_digit=cython.int, unit=cython.int,
                   y=cython.bint, dynamic=cython.bint, p=Implication, absurd=cython.bint,
                   value=cython.int)
    cpdef _chain(self, grid, dict to_on, dict to_off)

    # off_key stays a Python int: the path's bit set shifts by it past 64 bits.
    @cython.locals(length=cython.int, source_key=cython.int, on_key=cython.int, weak=list,
                   strong=list)
    cpdef _cycles(self, grid, Implication source, y, x, list cycles)

    @cython.locals(source_key=cython.int, opposite=cython.int, off_key=cython.int,
                   on_key=cython.int, weak=list, strong=list)
    cpdef _forcing(self, grid, Implication source, y, list chains)

    @cython.locals(cell=cython.int, digit=cython.int, key=cython.int, bit=cython.int,
                   mask=cython.int, on_key=cython.int, weak=list, strong=list)
    cpdef _links(self, grid, bint y, bint x)

    @cython.locals(key=cython.int)
    cpdef tuple _assume_on(self, grid, int cell, int digit)


@cython.locals(added=cython.double, ceiling=cython.int, odd=cython.bint, length=cython.int)
cpdef double length_added(int complexity)


@cython.locals(done=set, result=list, todo=list, following=list, item=Implication,
               key=cython.int)
cpdef list ancestors(Implication target)


@cython.locals(line=list, key=cython.int, cell=cython.int, digit=cython.int, made=Implication)
cpdef Implication _implication(node)
