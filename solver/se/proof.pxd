# C types for solver/se/proof.py when Cython compiles it (setup.py); the .py stays plain
# Python. Cells, digits and keys are C ints.
import cython

# solver.se.keys' flat table, imported into a C array.
cdef signed char[:] REGION_UNITS


cdef class Implication:
    cdef public int cell, digit, key
    cdef public bint on
    cdef public object parents, cause, inner, rule


@cython.locals(made=Implication)
cpdef Implication implied(int key, tuple parents, object cause=*, object inner=*, object rule=*)


@cython.locals(added=cython.double, ceiling=cython.int, odd=cython.bint, length=cython.int)
cpdef double length_added(int complexity)


@cython.locals(done=bytearray, result=list, todo=list, following=list, item=Implication,
               key=cython.int)
cpdef list ancestors(Implication target)


@cython.locals(total=cython.int, done=bytearray, todo=list, item=Implication, key=cython.int)
cpdef int branch_size(tuple targets, int limit)



@cython.locals(found=list, listed=bytearray, assumed=cython.int, line=list, item=Implication,
               parent=Implication, unit=cython.int, place=cython.int)
cpdef tuple resting_places(hint)


cpdef tuple removal(grid, Implication p)
