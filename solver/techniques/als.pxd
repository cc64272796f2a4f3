# C types for solver/techniques/als.py when Cython compiles it (setup.py): sizes, indices,
# digits and 9-bit masks C ints. Cell sets are 81-bit, so they stay Python ints (and so does
# every cell shifted into one: ``1 << c`` must not be a C shift).
import cython


cdef class Als:
    cdef readonly object bits
    cdef readonly tuple cells, places
    cdef readonly int digits, unit
    cdef list _seen
    cpdef seen(self, int digit)


@cython.locals(unit_masks=cython.int[9], n=cython.int, k=cython.int, at=cython.int,
               chosen=cython.int, unit=cython.int, grown=list, open_cells=list)
cpdef list _find_sets(position)


@cython.locals(picks=cython.int[8], unions=cython.int[8], depth=cython.int,
               following=cython.int, chosen=cython.int, i=cython.int, union=cython.int)
cdef list _grow(int* masks, int n, int limit)


@cython.locals(d=cython.int, places=list)
cpdef _make(masks, bits, tuple cells, int digits, int unit)


@cython.locals(sets=list, by_first=list, i=cython.int, d=cython.int)
cpdef list _by_first(position)


@cython.locals(known=list, found=list)
cpdef list _partners(position, int i)


@cython.locals(sets=list, by_first=list, found=list, x=cython.int, j=cython.int, index=dict)
cpdef list _find_partners(position, int i)


@cython.locals(found=dict, z=cython.int)
cpdef dict _removals(position, a, b, int keep)
