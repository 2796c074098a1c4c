"""Compiled or interpreted: the one switch for the modules Cython compiles.

Some modules (the rules kernel first) are plain Python source that setup.py may also compile
with Cython; Python then imports the compiled build, which sits next to the .py file. With the
environment variable `DOKODESK_KERNEL=python` the whole program imports their .py sources
instead: `install()` (run by `dokodesk/__init__.py`, before any of them can be imported) puts
a finder first on sys.meta_path that loads these modules from source. One process therefore
never mixes the two builds (a State of one handed to the other).
"""

from __future__ import annotations

import importlib.util
import os
import sys
from importlib.machinery import ModuleSpec

# The modules setup.py compiles (keep the two lists equal).
COMPILED = frozenset({"dokodesk.rules.kernel", "dokodesk.rules.random_play", "dokodesk.rules.deal",
                       "dokodesk.bots.search"})
ENV = "DOKODESK_KERNEL"


def force_python() -> bool:
    """Whether DOKODESK_KERNEL asks for the interpreted modules."""
    return os.environ.get(ENV, "").strip().lower() == "python"


class SourceFinder:
    """Finds the compiled modules' .py source files, so the compiled builds are not loaded."""

    @staticmethod
    def find_spec(name: str, path=None, target=None) -> ModuleSpec | None:
        if name not in COMPILED:
            return None
        leaf = name.rpartition(".")[2] + ".py"
        for entry in path if path is not None else sys.path:
            source = os.path.join(entry, leaf)
            if os.path.isfile(source):
                return importlib.util.spec_from_file_location(name, source)
        return None  # no source (a bundle holds only the build): the normal import runs


def install() -> None:
    if force_python() and SourceFinder not in sys.meta_path:
        sys.meta_path.insert(0, SourceFinder)  # type: ignore[arg-type]


def is_compiled(module) -> bool:
    """Whether `module` was loaded from a compiled build (an extension module file)."""
    from importlib.machinery import EXTENSION_SUFFIXES

    return str(getattr(module, "__file__", "")).endswith(tuple(EXTENSION_SUFFIXES))


def kernel_kind() -> str:
    """"compiled" or "interpreted": how the rules kernel of this process runs."""
    from dokodesk.rules import kernel

    return "compiled" if is_compiled(kernel) else "interpreted"
