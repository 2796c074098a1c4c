"""dokodesk — an offline desktop trainer for Dodge (duplicate Doppelkopf)."""

from dokodesk import _native

__version__ = "0.1.0"
_native.install()  # DOKODESK_KERNEL=python: the compiled modules load from their .py sources
