# C types for solver/techniques/als.py when Cython compiles it (setup.py): sizes, indices,
# digits and 9-bit masks C ints. Cell sets are 81-bit, so they stay Python ints (and so does
# every cell shifted into one: ``1 << c`` must not be a C shift).
import cython


@cython.locals(n=cython.int, size=cython.int, i=cython.int, new_union=cython.int)
cpdef _grow(masks, list open_cells, int unit, dict found, int start, list chosen, int union)


@cython.locals(d=cython.int, places=list, seen=list)
cpdef _make(masks, bits, tuple cells, int digits, int unit)


@cython.locals(sets=list, by_first=list, i=cython.int, d=cython.int)
cpdef list _by_first(position)


@cython.locals(sets=list, by_first=list, found=list, x=cython.int, j=cython.int, index=dict)
cpdef list _partners(position, int i)


@cython.locals(found=dict, seen_a=tuple, seen_b=tuple, z=cython.int)
cpdef dict _removals(position, a, b, int keep)
