# Cython declarations for kernel.py (an "augmenting" .pxd: the rules stay in kernel.py, readable
# as plain Python; this file only gives the compiler C types for the hot paths). Nothing here
# changes what the kernel computes: tests/rules/test_compiled_kernel.py plays the compiled and
# the interpreted kernel side by side. Functions that check their inputs and raise the kernel's
# own errors stay `def` (a C-typed argument would raise TypeError instead). Only private names
# (leading underscore) become C variables: the public tables stay importable Python objects.
cimport cython

cdef int N_KINDS
cdef int _FUCHS_ID, _KARLCHEN_ID
cdef unsigned int _TRUMP_BITS, _CLUB_BITS, _SPADE_BITS, _HEART_BITS
cdef int _CLUB_SHIFT, _SPADE_SHIFT, _HEART_SHIFT
cdef tuple _SHIFT
cdef tuple _IDS_IN
cdef frozenset _CATCHABLE
cdef dict _SCORE_MEMO

@cython.locals(m=cython.long, low=cython.long)
cdef tuple _ids_in_masks(int first, int n)

cpdef bint beats(int led, int best, int card)

@cython.locals(rows=tuple, best=cython.int, i=cython.int, led=cython.int)
cpdef int trick_winner(card_ids) except? -1

@cython.locals(k=cython.int, b=cython.int)
cpdef bint can_beat(list counts, int led, int best) except -1

cpdef int deadline(int hand_size, int level)
cpdef int reply_deadline(int hand_size, int other_level)


cdef class State:
    cdef public object deal
    cdef public tuple parties
    cdef public int hand_size, n_tricks, turn, best_seat, tricks_done
    cdef public list counts, trick, levels, late, history
    # Read from Python, these arrays come back as new lists (never mutated from outside anyway).
    cdef public int held[4]
    cdef public int augen[2]
    cdef public int trick_counts[2]
    cdef public list specials, done_tricks, calls
    cdef public list _undo, _specials_before
    cdef public unsigned int _mask[4]  # the kinds each seat holds, one bit per card id
    cdef public int _best_card, _led

    @cython.locals(hand_size=cython.int, ids=bytes, counts=list, seat=cython.int, row=list, cid=cython.int)
    cpdef _setup(self, deal)

    @cython.locals(other=State)
    cpdef State copy(self)

    @cython.locals(seat=cython.int, mask=cython.uint, led=cython.int, own=cython.uint, shift=cython.int,
                   trumps=tuple, clubs=tuple, spades=tuple, hearts=tuple)
    cpdef list legal_cards(self)

    @cython.locals(seat=cython.int, row=list, left=cython.int, trick=list)
    cpdef play_fast(self, int cid)

    @cython.locals(winner=cython.int, party=cython.int, parties=tuple, augen=cython.int, specials=list,
                   s0=cython.int, s1=cython.int, s2=cython.int, s3=cython.int,
                   c0=cython.int, c1=cython.int, c2=cython.int, c3=cython.int)
    cdef _complete_trick(self, list trick)

    @cython.locals(action=cython.int, party=cython.int, seat=cython.int, cid=cython.int, trick=list,
                   winner=cython.int, augen=cython.int, row=list, rows=tuple, best_seat=cython.int,
                   best=cython.int, s=cython.int, c=cython.int)
    cpdef int pop(self) except? -1

    @cython.locals(re_tricks=cython.int, key=tuple)
    cpdef int re_points(self) except? -1000
