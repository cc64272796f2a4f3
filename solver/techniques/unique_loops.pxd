# C types for solver/techniques/unique_loops.py when Cython compiles it (setup.py): the loop
# search (_LoopSearch) on C ints, its tables and the loop's state bytes and bytearrays
# (which Cython indexes in C); the steps and their texts stay Python.
import cython

cdef bytes SE_UNITS_OF, COUNT, JOINABLE
cdef int BOTH


@cython.locals(search=_LoopSearch)
cpdef list _loops(tuple masks, int a, int b, int start, cells)


@cython.final
cdef class _LoopSearch:
    cdef tuple masks
    cdef int pair
    cdef bytearray members, sizes, loop, on_loop, held
    cdef list found

    @cython.locals(loop=bytearray, on_loop=bytearray, members=bytearray, cell=cython.int,
                   start=cython.int, parity=cython.int, kind=cython.int, unit=cython.int,
                   index=cython.int, nxt=cython.int, mask=cython.int, more=cython.int,
                   fat=cython.int, closed=list)
    cdef extend(self, int length, int allowed, int extra, int last_kind)

    @cython.locals(row=cython.int, units=cython.int, held=bytearray)
    cdef bint may_join(self, int cell, int parity)

    @cython.locals(held=bytearray, kind=cython.int, unit=cython.int)
    cdef void hold(self, int cell, int parity, bint joining)
