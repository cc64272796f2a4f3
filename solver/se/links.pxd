# C types for solver/se/links.py when Cython compiles it (setup.py). Cells, digits, keys and
# 9-bit masks are C ints; the 81-bit cell sets stay Python ints.
import cython


@cython.locals(cell=cython.int, digit=cython.int, key=cython.int, bit=cython.int,
               mask=cython.int, on_key=cython.int, weak=list, strong=list)
cpdef tuple static_links(grid, list places, bint y, bint x)
