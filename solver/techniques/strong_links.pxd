# C types for solver/techniques/strong_links.py when Cython compiles it (setup.py): the
# search of 64 starts at once runs on a C array of 64-bit words, with C int indices. Cell
# and node sets stay Python ints (81 bits and more; ``1 << node`` must not be a C shift).
import cython

cdef int _WORD
cdef const unsigned long long[::1] _BITS
cdef const unsigned char[::1] _MINI_CELLS


@cython.locals(last=cython.int, links=cython.int, seen=cython.int,
               u=cython.int, v=cython.int, j=cython.int, reach=cython.ulonglong,
               words="unsigned long long[::1]", table=list, found=list, moved=cython.bint)
cpdef list _reached(list strong, list weak, int limit, int first)


@cython.locals(minis=cython.int, places="int[::1]", k=cython.int, i=cython.int,
               cell=cython.int, mask=cython.int, pairs=set, unit=cython.int, splits=tuple,
               count=cython.int, ends=list, parts=list)
cpdef set _strong_pairs(tuple masks, tuple placed_digits, int bit)


@cython.locals(units="unsigned int[::1]", count=cython.int, i=cython.int, j=cython.int,
               weak=list)
cpdef list _weak_links(list keys, list bits)
