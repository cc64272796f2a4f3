# C types for solver/techniques/step.py when Cython compiles it (setup.py): the loops that
# build a Position's tables, on 9-bit masks and cells as C ints. An 81-bit set stays a
# Python int (``chunk``): a row is shifted into it as a Python int, never a C shift.
import cython


@cython.locals(table=list, line=cython.int[10], row=cython.int, column=cython.int,
               mask=cython.int, digit=cython.int, chunk=object)
cpdef tuple _cells_by_digit(tuple masks, int fewest)


@cython.locals(bits=object, line=cython.int, row=cython.int, column=cython.int,
               mask=cython.int, chunk=object)
cpdef object _open_bits(tuple masks)


@cython.locals(table=list, unit=tuple, cell=cython.int, mask=cython.int, placed=cython.int)
cpdef tuple _placed_digits(tuple masks)


@cython.locals(table=list, unit=tuple, cell=cython.int, mask=cython.int, once=cython.int,
               twice=cython.int)
cpdef tuple _lone_digits(tuple masks)
