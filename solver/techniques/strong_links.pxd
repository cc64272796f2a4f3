# C types for solver/techniques/strong_links.py when Cython compiles it (setup.py): the
# search of 64 starts at once runs on a C array of 64-bit words, with C int indices. Cell
# and node sets stay Python ints (81 bits and more; ``1 << node`` must not be a C shift).
import cython

cdef int _WORD
cdef const unsigned long long[::1] _BITS
cdef const unsigned char[::1] _UNIT_CELLS, _MINI_CELLS


@cython.locals(last=cython.int, links=cython.int, seen=cython.int,
               u=cython.int, v=cython.int, j=cython.int, reach=cython.ulonglong,
               words="unsigned long long[::1]", table=list, found=list, moved=cython.bint)
cpdef list _reached(list strong, list weak, int limit, int first)


@cython.locals(unit=cython.int, count=cython.int, first=cython.int, second=cython.int,
               i=cython.int, cell=cython.int, mask=cython.int, parts=cython.int, k=cython.int,
               places=cython.int, one=cython.int, key=cython.int, pairs=set)
cpdef set _strong_pairs(tuple masks, tuple placed_digits, int bit)


@cython.locals(units="unsigned int[::1]", count=cython.int, i=cython.int, j=cython.int,
               weak=list)
cpdef list _weak_links(list keys, list bits)
