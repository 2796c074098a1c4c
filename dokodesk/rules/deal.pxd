# Cython declarations for deal.py (an augmenting .pxd; see kernel.pxd). Deal stays a Python class.
cimport cython

@cython.locals(a=list, b=list, c=list, d=list, every=list)
cpdef list _valid_ids(list ids, dealer, ruleset)
