# Cython declarations for solver.py (an augmenting .pxd, see dokodesk/rules/kernel.pxd): C types
# for the open-hands search's hot paths; the search itself is solver.py's.
cimport cython
from dokodesk.rules.kernel cimport State, lowest_bit

cdef unsigned int _HIGH_MASK, _SPECIAL_MASK
cdef int _KARLCHEN_KIND
cdef int N_KINDS, INF, MAX_VALUE, TOTAL_AUGEN, SMALL_TRICKS, TRUMP_COUNT, _CHECK_EVERY, _MAX_PLY, _DOPPELKOPF_MIN
cdef int _TAG[24]
cdef int _CLASS_END[24]
cdef int _BY_AUGEN[24]
cdef int _RUN_FLAT[576]
cdef int _AUGEN_C[24]
cdef int _FOLLOW_C[24]
cdef int _CATCH_C[24]
cdef int _KARL_C[24]
cdef unsigned char _BEATS_C[2304]
cdef int _STATE15[256]
cdef unsigned long long _M64, _MIX_A, _MIX_B, _USED
cdef int _PROBE, _START_BITS, _MIN_BITS, _RE


@cython.final
cdef class _Table:
    cdef public int bits, max_bits, mask, used, limit, epoch
    cdef public long long replaced
    cdef unsigned long long[::1] key_a, key_b
    cdef signed char[::1] low, high, move
    cdef unsigned char[::1] augen, left

    cpdef _alloc(self, int bits)

    @cython.locals(x=cython.ulonglong)
    cdef inline int slot_of(self, unsigned long long a, unsigned long long b)

    @cython.locals(h=cython.int, i=cython.int, s=cython.int, kb=cython.ulonglong)
    cpdef int find(self, unsigned long long a, unsigned long long b, int augen)

    @cython.locals(old_a="unsigned long long[::1]", old_b="unsigned long long[::1]", old_low="signed char[::1]",
                   old_high="signed char[::1]", old_move="signed char[::1]", old_augen="unsigned char[::1]",
                   old_left="unsigned char[::1]", old_size=cython.int, s=cython.int, b=cython.ulonglong, a=cython.ulonglong, h=cython.int,
                   i=cython.int, t=cython.int)
    cpdef grow(self)


@cython.final
cdef class Solver:
    cdef public State st
    cdef public tuple parties
    cdef public int n_tricks, max_entries
    cdef public object tables, clock, proven
    cdef public _Table tt
    cdef public unsigned long long key_a, key_b
    cdef public int e_low, e_high, e_move
    cdef public int kcode[24]
    cdef public long long nodes, next_check
    cdef public double stop_at
    cdef public int history[96]
    cdef public int killer[52]
    cdef public int live[24]
    cdef int buf[1248]  # _MAX_PLY * 24
    cdef long okeys[24]
    cdef int party[4]
    cdef int leaf[723]
    cdef int top[4]
    cdef int trumps[4]
    cdef int sure_tricks[2]
    cdef int sure_augen[2]

    @cython.locals(st=State, seat=cython.int, completes=bint, last=cython.int, j=cython.int)
    cpdef _play(self, int c)

    @cython.locals(st=State, completed=bint, last=cython.int, j=cython.int, action=cython.int)
    cpdef _unplay(self)

    @cython.locals(at=cython.int, n=cython.int, i=cython.int)
    cpdef list moves(self)

    @cython.locals(st=State, mask=cython.uint, turn=cython.int, n=cython.int, top=cython.int, c=cython.int,
                   k=cython.int, same=bint)
    cdef int _fill_moves(self, int at) except -1

    @cython.locals(st=State, seat=cython.int, base=cython.int, in_trick=cython.int, led=cython.int, best=cython.int, ours=bint,
                   last=bint, i=cython.int, c=cython.int, k=cython.long, j=cython.int)
    cdef int _order(self, int at, int n, int first) except -1

    @cython.locals(st=State, f=cython.int, of_class=cython.uint, higher=cython.uint, other=cython.int,
                   mask=cython.uint)
    cpdef bint _stands(self, int seat, int c) except -1

    @cython.locals(a=cython.ulonglong, b=cython.ulonglong, held=cython.ulonglong, k=cython.int, end=cython.int,
                   c=cython.int)
    cpdef _relative_key(self)

    @cython.locals(st=State, total=cython.int, i=cython.int, k=cython.int, have=cython.int)
    cpdef int _least_augen(self, int seat, int n) except? -1

    cpdef int _specials_net(self) except? -10000

    @cython.locals(st=State, re_augen=cython.int, open_augen=cython.int, tricks_left=cython.int,
                   re_more=cython.int, kontra_more=cython.int, seat=cython.int, party=cython.int,
                   k=cython.int, n=cython.int, doppelkopf=cython.int, leader=cython.int, top="int *",
                   sure_tricks="int *", sure_augen="int *", s=cython.int, limit=cython.int, other=cython.int, n_sure=cython.int,
                   a_sure=cython.int, re_lo=cython.int, re_hi=cython.int, re_tricks_lo=cython.int,
                   re_tricks_hi=cython.int, n_tricks=cython.int, statuses=cython.int, low=cython.int,
                   high=cython.int, high_bits=cython.uint, re_denies=bint, kontra_denies=bint, leads=cython.int, most=cython.int,
                   trumps="int *", code=cython.int)
    cpdef (int, int) _static_bounds(self)

    @cython.locals(st=State, tt=_Table, re_tricks=cython.int, status=cython.ulonglong, leader=cython.ulonglong, re_augen=cython.int,
                   a=cython.ulonglong, b=cython.ulonglong, kb=cython.ulonglong, h=cython.int, found=cython.int,
                   free=cython.int, group_low=cython.int, group_high=cython.int, group_move=cython.int, i=cython.int,
                   slot=cython.int, other=cython.int, low=cython.int, high=cython.int, move=cython.int,
                   left=cython.int, victim=cython.int, victim_left=cython.int)
    cpdef int _entry(self) except? -3

    @cython.locals(st=State, tt=_Table, slot=cython.int, shift=cython.int, first=cython.int,
                   low=cython.int, high=cython.int, maximise=bint, moves=list, key_a=cython.ulonglong,
                   key_b=cython.ulonglong, re_augen=cython.int, epoch=cython.int,
                   best=cython.int, best_move=cython.int, a=cython.int, b=cython.int, seat=cython.int,
                   completes=bint, seat_bit=cython.int, c=cython.int, at=cython.int, n=cython.int, i=cython.int, last=cython.int, j=cython.int,
                   v=cython.int, rel=cython.int, ply=cython.int)
    cpdef int search(self, int alpha, int beta) except? -10000

    @cython.locals(st=State, maximise=bint, best=cython.int, c=cython.int, v=cython.int, ply=cython.int,
                   mask=cython.uint, first=cython.int)
    cpdef int _small(self, int alpha, int beta) except? -10000

    @cython.locals(st=State, v=cython.int)
    cpdef int _last_trick(self) except? -10000

    @cython.locals(st=State, re_tricks=cython.int, status=cython.int)
    cpdef int _leaf(self) except? -10000
