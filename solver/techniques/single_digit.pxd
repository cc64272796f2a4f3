# C types for solver/techniques/single_digit.py when Cython compiles it (setup.py): the
# two-link patterns' cells, units and digit mask C ints, the peer table a C array.
import cython

cdef const unsigned char[:] SEES


@cython.locals(masks=tuple, found=dict, digit=cython.int, pairs=list, bit=cython.int,
               first=cython.int, second=cython.int, a1=cython.int, b1=cython.int,
               unit1=cython.int, a2=cython.int, b2=cython.int, unit2=cython.int,
               turn1=cython.int, turn2=cython.int, near1=cython.int, far1=cython.int,
               near2=cython.int, far2=cython.int, c=cython.int, targets=list)
cpdef dict _two_link_patterns(position)


@cython.locals(kind_a=cython.int, kind_b=cython.int)
cpdef str _shape(int unit_a, int unit_b, int near_a, int near_b)
