# C types for solver/techniques/aligned.py when Cython compiles it (setup.py): cells, 9-bit
# masks and their bits C ints, the peer table a C array.
import cython

cdef const unsigned char[:] SEES


@cython.locals(shared=cython.int, count_a=cython.int, index=cython.int, c=cython.int,
               cell=cython.int, common=list, thirds=list)
cpdef list _thirds(int a, int b, list seen_a, list seen_b, const unsigned char[:] is_candidate)


@cython.locals(common_masks=cython.short[:], see_ab=cython.bint, see_ac=cython.bint, see_bc=cython.bint, mask_a=cython.int, mask_b=cython.int,
               mask_c=cython.int, count=cython.int, allowed_a=cython.int,
               allowed_b=cython.int, allowed_c=cython.int, left_a=cython.int,
               left_b=cython.int, left_c=cython.int, bit_a=cython.int, bit_b=cython.int,
               bit_c=cython.int, combo=cython.int, index=cython.int)
cpdef tuple _allowed(list masks, int a, int b, int c, list common)
