# Cython declarations for random_play.py (an augmenting .pxd; see kernel.pxd).
cimport cython
from dokodesk.rules.kernel cimport State

cpdef long randbelow(rng, long n) except -1

@cython.locals(bits=cython.int, value=cython.long)
cdef long _below(getrandbits, long n) except -1

@cython.locals(size=cython.int, dealer=cython.int, deck=list, i=cython.int, j=cython.int, hands=list)
cpdef random_deal(rng, ruleset=*)

@cython.locals(total=cython.long, state=State, legal=list)
cpdef long random_playouts(long count, rng, ruleset=*) except? -1
