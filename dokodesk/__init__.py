"""dokodesk — an offline desktop trainer for Dodge (duplicate Doppelkopf)."""

__version__ = "0.1.0"
