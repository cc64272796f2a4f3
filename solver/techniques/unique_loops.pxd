# C types for solver/techniques/unique_loops.py when Cython compiles it (setup.py): the loop
# search (_extend) on C ints, its tables and the loop's state bytes and bytearrays (which
# Cython indexes in C); the steps and their texts stay Python.
import cython

cdef bytes SE_UNITS_OF, SIZE, JOINABLE
cdef int BOTH


@cython.locals(cell=cython.int, start=cython.int, parity=cython.int, kind=cython.int,
               unit=cython.int, index=cython.int, nxt=cython.int, mask=cython.int,
               more=cython.int, fat=cython.int, closed=list)
cdef _extend(tuple masks, bytearray members, bytearray sizes, bytearray loop,
             bytearray on_loop, bytearray held, list found, int pair, int length, int allowed,
             int extra, int last_kind)


@cython.locals(row=cython.int, units=cython.int)
cdef bint _may_join(bytearray held, int cell, int parity)


@cython.locals(kind=cython.int, unit=cython.int)
cdef void _hold(bytearray held, int cell, int parity, bint joining)
