# C types for solver/techniques/aligned.py when Cython compiles it (setup.py): cells, 9-bit
# masks and their bits C ints, the tables C arrays, so the walks over pairs and triplets
# (_next_aligned) run in C.
import cython

cdef const unsigned char[:] SEES, PEER_CELLS
cdef int NO_THIRD, NO_THIRD_MASK, NOT_THIRD, PLACES, SHIFT, DIGIT_BITS


@cython.locals(count=cython.int, index=cython.int, cell=cython.int)
cdef int _seen_by_both(const unsigned char[:] excluder, int a, int b, signed char[:] out)


@cython.locals(see_ab=cython.bint, see_ac=cython.bint, see_bc=cython.bint, mask_a=cython.int,
               mask_b=cython.int, mask_c=cython.int, full=cython.int, allowed=cython.int,
               left_a=cython.int, left_b=cython.int, left_c=cython.int, bit_a=cython.int,
               bit_b=cython.int, bit_c=cython.int, packed=cython.int, combo=cython.int,
               index=cython.int)
cpdef int _excluded(const short[:] masks, int a, int b, int c, const signed char[:] common,
                    int count)


@cython.locals(b=cython.int, a=cython.int, c=cython.int, count_ab=cython.int,
               count=cython.int, index=cython.int, places=cython.int, shared=cython.schar[:],
               common=cython.schar[:])
cpdef int _next_aligned(const short[:] masks, const unsigned char[:] excluder,
                        const signed char[:] candidates, const unsigned char[:] thirds,
                        int second, int first, int place)


@cython.locals(c=cython.int)
cdef int _third(const unsigned char[:] thirds, int a, int b, int place)
