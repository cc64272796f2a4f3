# C types for solver/se/links.py when Cython compiles it (setup.py): the tables are C arrays
# (typed memoryviews over the ``array`` columns), cells, digits, keys and masks C ints.
import cython

# solver.se.keys' flat tables, imported into C arrays.
cdef signed char[:] BIT_INDEX, REGION_KINDS, REGION_PLACES, REGION_UNITS, UNIT_CELLS
cdef short[:] PEER_PLACES


cdef class Links:
    cdef public short[:] masks, weak_start, weak_to, strong_start, strong_to
    cdef public signed char[:] strong_cause


@cython.locals(places=cython.short[:], unit=cython.int, place=cython.int, mask=cython.int,
               low=cython.int)
cpdef unit_places(short[:] masks)


@cython.locals(links=Links, masks=cython.short[:], places=cython.short[:],
               weak_start=cython.short[:], weak_to=cython.short[:],
               strong_start=cython.short[:], strong_to=cython.short[:],
               strong_cause=cython.schar[:], weak_count=cython.int, strong_count=cython.int,
               cell=cython.int, mask=cython.int, digit=cython.int, key=cython.int,
               bit=cython.int, others=cython.int, low=cython.int, peer=cython.int,
               peers=cython.int, last=cython.int, region=cython.int, unit=cython.int,
               spots=cython.int, on_cell=cython.int)
cpdef Links static_links(grid, bint y, bint x)


@cython.locals(digit=cython.int, row=cython.int)
cpdef list unit_digit_places(short[:] units)
