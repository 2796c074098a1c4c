# Cython declarations for search.py (an augmenting .pxd, see dokodesk/rules/kernel.pxd): C types
# for the rollouts' and the endgame search's hot paths; the search itself is search.py's.
cimport cython
from dokodesk.rules.kernel cimport State

cdef int TRUMP
cdef tuple _KEEP, _ACES

cdef double _KEEP_OF[24]
cdef int _AUGEN_OF[24]
cdef int _FOLLOW_OF[24]
cdef int _POWER_FLAT[96]

@cython.locals(o=cython.int)
cpdef bint _any_beats(State st, int seats, int led, int best) except -1

@cython.locals(o=cython.int, top=cython.int)
cpdef bint _ace_stands(State st, int opponents, int ace, int f) except -1

@cython.locals(best=cython.int, best_value=double, value=double, c=cython.int)
cdef int _most_augen_least_kept(list cards) except -2

@cython.locals(best=cython.int, best_value=double, value=double, c=cython.int)
cdef int _to_throw(list cards) except -2

cpdef double value_for(State st, int party) except? -1e300

@cython.locals(pushed=cython.int, total_left=cython.int, c=cython.int)
cpdef int playout(State st, int exact_cards) except -1

@cython.locals(maximise=bint, legal=list, best=double, v=double, c=cython.int)
cpdef double solve(State st, double alpha=*, double beta=*) except? -1e300

@cython.locals(pushed=cython.int, v=double, re=double)
cpdef double finish_value(State st, int party, int exact_cards) except? -1e300

@cython.locals(pushed=cython.int, maximise=bint, best_c=cython.int, best_v=double, c=cython.int, v=double)
cpdef int _play_solved(State st) except -1

@cython.locals(seat=cython.int, party=cython.int, led=cython.int, best_power=cython.int, parties=tuple,
               in_trick=cython.int, opponents_later=cython.int, augen_in=cython.int, strongest=cython.int,
               safe=list, c=cython.int, o=cython.int, i=cython.int)
cpdef int rollout_policy(State st, list legal) except -1

@cython.locals(parties=tuple, opponents=cython.int, partner=cython.int, ace=cython.int, f=cython.int,
               cheapest=cython.int, o=cython.int, c=cython.int)
cpdef int _lead(State st, int seat, int party, list legal) except -1
