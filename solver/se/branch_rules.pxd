# C types for solver/se/branch_rules.py when Cython compiles it (setup.py); the .py stays
# plain Python. Only the rule parents of the inner rungs' conclusions, read for every
# conclusion of every stuck branch, are typed; the pattern rules run as they are.
import cython

# solver.se.keys' flat table, imported into a C array.
cdef signed char[:] UNIT_CELLS


@cython.locals(result=list, listed=bytearray, place=cython.int, candidate=cython.int,
               unit=cython.int, cell=cython.int, digit=cython.int, d=cython.int, key=cython.int,
               bit=cython.int, index=cython.int, other=cython.int)
cpdef list _rule_parents(hint, short[:] lost)
