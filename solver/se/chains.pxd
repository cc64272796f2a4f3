# C types for solver/se/chains.py when Cython compiles it (setup.py). off_key and path stay
# Python ints: the path's bit set shifts by a key past 64 bits.
import cython


@cython.locals(length=cython.int, on_key=cython.int, weak=list, strong=list)
cpdef cycles(list weak, list strong, int source_key, list found)


@cython.locals(opposite=cython.int, off_key=cython.int, on_key=cython.int)
cpdef forcing(list weak, list strong, int source_key, list found)
