# Cython declarations for deal.py (an augmenting .pxd; see kernel.pxd). Deal stays a Python class.
cimport cython

cdef dict _ID_OF_CODE

@cython.locals(a=list, b=list, c=list, d=list, every=list)
cpdef list _valid_ids(list ids, dealer, ruleset)
