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

cdef unsigned int _FOLLOW_MASK_OF[4]
cdef unsigned int _BEATERS_MASK[96]

@cython.locals(own=cython.uint)
cpdef bint hand_can_beat(unsigned int mask, int led, int best)

@cython.locals(k=cython.int, mask=cython.uint)
cpdef bint can_beat(counts, int led, int best) except -1

cpdef int deadline(int hand_size, int level)
cpdef int reply_deadline(int hand_size, int other_level)


# The rules' tables, flattened for the State (kernel.py asserts 24 kinds).
cdef int _N
cdef int _CALL_BASE, _ANSAGE_WORD
cdef int _RANK_OF[128]
cdef int _SUIT_OF[128]
cdef int _ID_OF_RANK_SUIT[35]
cdef int _FOLLOW_OF[24]
cdef int _LOWEST_IN_BYTE[256]

cpdef int lowest_bit(unsigned int mask)
cdef int _AUGEN_OF[24]
cdef unsigned char _BEATS_FLAT[2304]  # [(led * 24 + best) * 24 + card]
cdef unsigned char _CAUGHT_FLAT[48]  # [card * 2 + same party]
cdef unsigned char _DOPPELKOPF_FLAT[45]  # [trick Augen], 0..4 x 11
cdef unsigned char _KARLCHEN_FLAT[24]
cdef int _FUCHS_SPECIAL, _DOPPELKOPF_SPECIAL, _KARLCHEN_SPECIAL


cdef class State:
    cdef public object deal
    cdef public tuple parties
    cdef public int hand_size, n_tricks, turn, best_seat, tricks_done, trick_size
    cdef public list levels, late, calls
    # Read from Python, these arrays come back as new lists (never mutated from outside anyway).
    cdef public int held[4]
    cdef public int augen[2]
    cdef public int trick_counts[2]
    cdef list _undo
    cdef int _counts[96]  # [seat * 24 + card id]
    cdef int _party[4]
    cdef unsigned int _mask[4]  # the kinds each seat holds, one bit per card id
    cdef int _best_card, _led
    cdef int _trick_cards[4]
    cdef int _trick_leader
    cdef int _history[64]  # MAX_HISTORY
    cdef int _n_history
    cdef int _done_cards[48]
    cdef int _done_leader[12]
    cdef int _done_winner[12]
    cdef int _done_augen[12]
    cdef int _specials_before[12]
    cdef int _special_party[40]  # MAX_SPECIALS
    cdef int _special_kind[40]
    cdef int _n_specials
    cdef int _special_count[2]

    @cython.locals(hand_size=cython.int, ids=bytes)
    cpdef _setup(self, deal)

    @cython.locals(seat=cython.int, cid=cython.int, i=cython.int)
    cpdef _start(self, deal, ids, int leader, tuple parties, int hand_size, int n_tricks)

    @cython.locals(other=State, i=cython.int)
    cpdef State copy(self)

    cpdef int count(self, int seat, int card_id) except? -1
    @cython.locals(out=list, base=cython.int, k=cython.int, n=cython.int)
    cpdef list hand_ids(self, int seat)
    cpdef unsigned int hand_mask(self, int seat)
    cpdef int top_card(self, int seat, int follow) except? -2
    cpdef bint can_take(self, int seat, int led, int best) except -1
    @cython.locals(other=State, seat=cython.int, k=cython.int, mask=cython.uint)
    cpdef State seen_as(self, counts)
    cpdef int trick_card(self, int i) except? -1
    cpdef int trick_seat(self, int i) except? -1
    cpdef int done_card(self, int t, int j) except? -1
    cpdef int specials_net(self) except? -1000

    @cython.locals(mask=cython.uint, trumps=tuple, clubs=tuple, spades=tuple, hearts=tuple)
    cpdef list legal_cards(self)

    @cython.locals(seat=cython.int, mask=cython.uint, own=cython.uint)
    cpdef unsigned int legal_mask(self)

    @cython.locals(seat=cython.int, i=cython.int, left=cython.int, n=cython.int)
    cpdef play_fast(self, int cid)

    cdef void _add_special(self, int party, int kind)

    @cython.locals(winner=cython.int, party=cython.int, t=cython.int, leader=cython.int, augen=cython.int,
                   j=cython.int, c=cython.int)
    cdef _complete_trick(self)

    @cython.locals(action=cython.int, party=cython.int, seat=cython.int, cid=cython.int, n=cython.int,
                   t=cython.int, winner=cython.int, augen=cython.int, before=cython.int, i=cython.int,
                   led=cython.int, best_j=cython.int, best=cython.int, j=cython.int, c=cython.int)
    cpdef int pop(self) except? -1

    cdef _announce(self, int seat, int party, int level, bint late)

    @cython.locals(index=cython.int, code=cython.int, seat=cython.int, cid=cython.int, level=cython.int,
                   party=cython.int, text=str, rank=cython.int, suit=cython.int)
    cpdef int replay(self, events, dict codes) except -2

    @cython.locals(re_tricks=cython.int, tricks_class=cython.long, key=cython.long)
    cpdef int re_points(self) except? -1000
