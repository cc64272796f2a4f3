# C types for solver/techniques/places.py when Cython compiles it (setup.py): the places
# tables and the geometry C arrays, cells, units, digits and 9-bit masks C ints, so the
# searches run in C.
import cython

cdef const unsigned char[:] UNIT_CELLS, UNIT_IN, INDEX_IN, COUNT, LOWEST, SET_UNITS
cdef const unsigned short[:] CROSS
cdef int SINGLE, FREE


@cython.locals(masks=tuple, table=object, places=cython.ushort[:], cell=cython.int,
               mask=cython.int, single=cython.bint, free=cython.bint, kind=cython.int,
               base=cython.int, bit=cython.int, digit=cython.int)
cpdef object _unit_places(position)


@cython.locals(first_kind=cython.int, cover_kind=cython.int, digit=cython.int,
               unit=cython.int, spots=cython.int, cover=cython.int, inside=cython.int,
               other=cython.int, crossing=cython.int, where=cython.int, rest=cython.int)
cpdef object direct_locking(const unsigned short[:] places, tuple passes)


@cython.locals(digits=cython.schar[:], index=cython.int, unit=cython.int, base=cython.int,
               count=cython.int, digit=cython.int, last=cython.int, middle=cython.int,
               first=cython.int, keep=cython.int, cells=cython.int, found=cython.int)
cpdef object direct_hidden(const unsigned short[:] places, int size)


@cython.locals(base=cython.int, removes=cython.bint, digit=cython.int, where=cython.int,
               rest=cython.int)
cdef int _set_single(const unsigned short[:] places, int unit, int keep, int cells, int size)


@cython.locals(index=cython.int, unit=cython.int, digit=cython.int, spots=cython.int,
               other=cython.int, cover=cython.int, inside=cython.int)
cpdef object first_locked(const unsigned short[:] places, const unsigned char[:] firsts,
                          const unsigned char[:] covers)


@cython.locals(items=cython.schar[:], pick=cython.schar[:], unit=cython.int, chosen=cython.int)
cpdef object first_hidden(const unsigned short[:] places, int size)


@cython.locals(items=cython.schar[:], pick=cython.schar[:], digit=cython.int, kind=cython.int)
cpdef object first_fish(const unsigned short[:] places, int size)


@cython.locals(count=cython.int, k=cython.int, index=cython.int, i=cython.int,
               chosen=cython.int, union=cython.int)
cdef int _first_set(const unsigned short[:] places, int start, int step, int size,
                    signed char[:] items, signed char[:] pick)


@cython.locals(i=cython.int, j=cython.int)
cdef bint _next_pick(signed char[:] pick, int size, int count)


@cython.locals(table=list, found=list, digit=cython.int, unit=cython.int, spots=cython.int,
               low=cython.int, high=cython.int)
cpdef list conjugate_table(const unsigned short[:] places)


@cython.locals(unit_masks=cython.short[:], small=cython.schar[:], pick=cython.schar[:],
               unit=cython.int, count=cython.int, i=cython.int, mask=cython.int,
               union=cython.int, chosen=cython.int)
cpdef int first_naked_unit(tuple masks, int size)


@cython.locals(holds=cython.bint, i=cython.int)
cdef bint _others_hold(short[:] unit_masks, int chosen, int union)


@cython.locals(first=cython.int, kind=cython.int, line=cython.int, inside=cython.int,
               i=cython.int, mask=cython.int)
cdef bint _line_holds(tuple masks, int box, int chosen, int union)


@cython.locals(index=cython.int, unit=cython.int, digit=cython.int, spots=cython.int)
cpdef object first_hidden_single(const unsigned short[:] places, const unsigned char[:] units)
