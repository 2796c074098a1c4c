# Cython declarations for search.py (an augmenting .pxd, see dokodesk/rules/kernel.pxd): C types
# for the rollouts' and the endgame search's hot paths; the search itself is search.py's.
cimport cython
from dokodesk.rules.kernel cimport State

cdef int TRUMP
cdef tuple _KEEP, _ACES

@cython.locals(k=cython.int)
cpdef int _top(list counts, int f)

cpdef double value_for(State st, int party) except? -1e300

@cython.locals(pushed=cython.int, total_left=cython.int, c=cython.int)
cpdef int playout(State st, int exact_cards) except -1

@cython.locals(maximise=bint, legal=list, best=double, v=double, c=cython.int)
cpdef double solve(State st, double alpha=*, double beta=*) except? -1e300

@cython.locals(pushed=cython.int, v=double, re=double)
cpdef double finish_value(State st, int party, int exact_cards) except? -1e300

@cython.locals(pushed=cython.int, maximise=bint, best_c=cython.int, best_v=double, c=cython.int, v=double)
cpdef int _play_solved(State st) except -1
