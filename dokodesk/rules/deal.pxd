# Cython declarations for deal.py (an augmenting .pxd; see kernel.pxd). Deal stays a Python class.
cimport cython

@cython.locals(a=list, b=list, c=list, d=list, every=list)
cpdef list _valid_ids(list ids, dealer, ruleset)

cdef int N_KINDS
cdef int _NINE[24]
cdef int _QC
cdef int _RANK_OF[128]
cdef int _SUIT_OF[128]
cdef int _ID_OF_RANK_SUIT[35]

@cython.locals(counts=cython.int[96], seat=cython.int, base=cython.int, cid=cython.int, k=cython.int,
               i=cython.int, n=cython.int, hand_size=cython.int, copies=cython.int, ids=bytearray, raw=bytes)
cpdef tuple _parsed_deal(hands, dealer, int cards)
