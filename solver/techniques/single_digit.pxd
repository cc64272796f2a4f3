# C types for solver/techniques/single_digit.py when Cython compiles it (setup.py): the
# two-link patterns and the empty rectangles: cells, units and digit masks C ints, the
# peer table a C array.
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


@cython.locals(masks=tuple, found=list, digit=cython.int, bit=cython.int, pairs=list,
               line_pairs=list, box=cython.int, cells=list, c=cython.int, mask=cython.int,
               rows=cython.int, cols=cython.int, top=cython.int, left=cython.int,
               row=cython.int, col=cython.int, a=cython.int, b=cython.int, unit=cython.int,
               turn=cython.int, end=cython.int, other=cython.int, target=cython.int)
cpdef list _empty_rectangle_patterns(position)


cpdef int _er_target(int unit, int end, int other, int row, int col)
