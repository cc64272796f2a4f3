# C types for solver/techniques/als.py when Cython compiles it (setup.py): sizes, indices,
# digits, 9-bit masks and 27-bit words C ints, the sets' columns (AlsTable) C arrays, so the
# set search and SE's wings (_shaped_pairs) run in C. 81-bit cell sets stay Python ints (and
# so does every cell shifted into one: ``1 << c`` must not be a C shift; _joined's arguments
# are Python ints for that).
import cython

cdef int WORD_BITS, WORD
cdef const unsigned char[:] UNIT_CELLS, COUNT, LOWEST
cdef int[:] PEER_WORDS
cdef tuple CELL_BITS


cdef class Als:
    cdef readonly object bits
    cdef readonly tuple cells, places
    cdef readonly int digits, unit
    cdef list _seen
    cpdef seen(self, int digit)


cdef class AlsTable:
    cdef readonly int count
    cdef readonly signed char[:] unit
    cdef readonly short[:] places, digits, holding
    cdef readonly int[:] words, digit_words
    cdef list _sets

    @cython.locals(unit=cython.int, digits=tuple, cells=list, places=list, place=cython.int,
                   cell=cython.int, d=cython.int)
    cpdef Als als(self, int i)


@cython.locals(masks=cython.int[81], holding=cython.short[:], digit_words=cython.int[:],
               opened=cython.int[27], limits=cython.int[27], unit_masks=cython.int[9],
               open_places=cython.int[9], cell=cython.int, unit=cython.int, low=cython.int,
               place=cython.int, mask=cython.int, digit=cython.int, n=cython.int,
               at=cython.int, total=cython.int, count=cython.int, where=cython.int,
               grown=list, grown_by_unit=list, units=cython.schar[:],
               places=cython.short[:], digits=cython.short[:], words=cython.int[:])
cpdef AlsTable _find_sets(position)


@cython.locals(first=cython.int, row=cython.int, col=cython.int, place=cython.int,
               cell=cython.int, same_row=cython.bint, same_col=cython.bint)
cdef bint _listed_before(int* limits, int unit, int places, int size)


@cython.locals(picks=cython.int[8], unions=cython.int[8], depth=cython.int,
               following=cython.int, chosen=cython.int, i=cython.int, union=cython.int)
cdef list _grow(int* masks, int* places, int n, int limit)


@cython.locals(place=cython.int, cell=cython.int)
cdef void _fill_words(int unit, int places, int[:] words, int at)


cpdef _joined(low, middle, high)


@cython.locals(sets=list, by_first=list, i=cython.int, d=cython.int)
cpdef list _by_first(position)


@cython.locals(sets=list, by_first=list, found=list, x=cython.int, j=cython.int, index=dict)
cpdef list _find_partners(position, int i)


@cython.locals(found=dict, z=cython.int)
cpdef dict _removals(AlsTable table, int i, int j, int keep)


@cython.locals(other=cython.int, words=cython.int[3], k=cython.int)
cpdef _targets(AlsTable table, int i, int j, int digit, bint both)


@cython.locals(unit=cython.int, places=cython.int, seen=cython.int, low=cython.int)
cdef int _seen_word(AlsTable table, int i, int digit, int k)


@cython.locals(small=cython.int, large=cython.int, seen=cython.int[30], found=list,
               p=cython.int, q=cython.int, digits=cython.int, x=cython.int, k=cython.int,
               rcc_mask=cython.int, unit=cython.int, common=cython.int, places=cython.int,
               low=cython.int, cell=cython.int, i=cython.int, j=cython.int, first=cython.int,
               removed=dict, smaller=list, larger=list, bit=cython.int,
               shared=cython.int)
cpdef list _shaped_pairs(AlsTable table, tuple sizes)


@cython.locals(found=dict, x=cython.int, s=cython.int, other=cython.int, d=cython.int)
cpdef dict _pair_removals(AlsTable table, int i, int j, int rcc_mask)
