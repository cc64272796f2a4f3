# C types for solver/fast.py when Cython compiles it (setup.py); the .py stays plain
# Python. Boards, the plan, the queue and the tables are typed memoryviews of their arrays
# and bytes, and every cell, mask and index is a C int: the search runs as C.
import cython

cdef int _ALL, _CELLS, _LEVELS, _FILLED, _COUNT, _NEXT, _OPTIONS, _SLOTS, _CELL_BITS
cdef int _CHECK_EVERY, _EVERY_UNIT
cdef const unsigned int[::1] _UNITS_OF
cdef const unsigned char[::1] _PEER_CELLS, _UNIT_CELLS, _POPCOUNT, _DIGIT


@cython.locals(tail=cython.int, cell=cython.int, digit=cython.int, mask=cython.int)
cdef int _start(cells, candidates, unsigned short[::1] board,
                unsigned short[::1] queue) except -2


@cython.locals(head=cython.int, cell=cython.int, bit=cython.int, index=cython.int,
               peer=cython.int, mask=cython.int, unit=cython.int, once=cython.int,
               twice=cython.int, placed=cython.int, lone=cython.int)
cdef int _propagate(unsigned short[::1] board, unsigned short[::1] queue, int tail,
                    int filled, int changed) noexcept


@cython.locals(fewest=cython.int, best=cython.int, cell=cython.int, count=cython.int,
               unit=cython.int, bit=cython.int, index=cython.int, mask=cython.int)
cdef void _branch(unsigned short[::1] board, unsigned short[::1] plan, int row) noexcept


@cython.locals(best=cython.int, unit=cython.int, placed=cython.int, index=cython.int,
               mask=cython.int, digit=cython.int, bit=cython.int, places=cython.int)
cdef int _unit_branch(unsigned short[::1] board, int fewer_than) noexcept


@cython.locals(board="unsigned short[::1]", boards="unsigned short[::1]", plan="unsigned short[::1]",
               queue="unsigned short[::1]", tail=cython.int, filled=cython.int,
               solutions=cython.longlong, assumptions=cython.longlong, check_at=cython.double,
               depth=cython.int, row=cython.int, option=cython.int, cell=cython.int,
               at=cython.int)
cdef tuple _search(cells, candidates, limit, time_limit=*, node_limit=*)


@cython.locals(cell=cython.int)
cdef list _digits_of(unsigned short[::1] board)
