# Cython declarations for random_play.py (an augmenting .pxd; see kernel.pxd).
cimport cython
from dokodesk.rules.kernel cimport State, lowest_bit

cpdef long randbelow(rng, long n) except -1

@cython.locals(bits=cython.int, value=cython.long)
cdef long _below(getrandbits, long n) except -1

@cython.locals(size=cython.int, dealer=cython.int, deck=list, i=cython.int, j=cython.int, hands=list)
cpdef random_deal(rng, ruleset=*)

cdef int _BITS_BELOW[65]
cdef int _ONES_8[256]

cdef int _nth_bit(unsigned int mask, int n)

@cython.locals(total=cython.long, pool=cython.ulonglong, left=cython.int, size=cython.int, tricks=cython.int,
               deck=list, n_cards=cython.int, dealer=cython.int, i=cython.int, n=cython.int, need=cython.int,
               value=cython.ulonglong, first=cython.int, second=cython.int, re_a=cython.int, re_b=cython.int,
               seat=cython.int, state=State, mask=cython.uint)
cpdef long random_playouts(long count, rng, ruleset=*, list keep=*) except? -1
