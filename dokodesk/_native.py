"""Compiled or interpreted: the one switch for the modules Cython compiles.

Some modules (the rules kernel first) are plain Python source that setup.py may also compile
with Cython; Python then imports the compiled build, which sits next to the .py file. A finder
put first on sys.meta_path by `install()` (run by `dokodesk/__init__.py`, before any of these
modules can be imported) loads them from their .py sources instead:

- always, when the environment variable `DOKODESK_KERNEL=python` asks for the interpreted
  program; one process therefore never mixes the two builds (a State of one handed to the other);
- for a module whose source changed since it was compiled (setup.py records each source's
  SHA-256 in dokodesk/_compiled_sources.json): a stale build never runs old rules.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import sys
from importlib.machinery import EXTENSION_SUFFIXES, ModuleSpec

# The modules setup.py compiles (keep the two lists equal).
COMPILED = frozenset({"dokodesk.rules.kernel", "dokodesk.rules.random_play", "dokodesk.rules.deal",
                       "dokodesk.rules.scoring", "dokodesk.bots.search", "dokodesk.bots.sampler",
                       "dokodesk.bots.solver", "dokodesk.dodge.setfile.validation",
                       "dokodesk.rules.facts", "dokodesk.rules.view", "dokodesk.rules.game",
                       "dokodesk.bots.knowledge", "dokodesk.bots.strong", "dokodesk.coach.on_this_deal"})
ENV = "DOKODESK_KERNEL"
STAMP = os.path.join(os.path.dirname(os.path.abspath(__file__)), "_compiled_sources.json")


def force_python() -> bool:
    """Whether DOKODESK_KERNEL asks for the interpreted modules."""
    return os.environ.get(ENV, "").strip().lower() == "python"


class SourceFinder:
    """Loads the compiled modules from their .py sources when asked to, or when any of their
    builds is stale: all of them or none, since the compiled ones are built against each other
    (a compiled search expects the compiled kernel's State)."""

    stamp: dict | None = None
    stale: list[str] | None = None  # the modules whose source changed since their build

    @classmethod
    def find_spec(cls, name: str, path=None, target=None) -> ModuleSpec | None:
        if name not in COMPILED:
            return None
        leaf = name.rpartition(".")[2]
        for entry in path if path is not None else sys.path:
            source = os.path.join(entry, leaf + ".py")
            if not os.path.isfile(source):
                continue
            if force_python() or cls._any_stale():
                return importlib.util.spec_from_file_location(name, source)
            return None
        return None  # no source (a bundle holds only the build): the normal import runs

    @classmethod
    def _any_stale(cls) -> bool:
        if cls.stale is None:
            cls.stale = []
            if cls.stamp is None:
                try:
                    with open(STAMP, encoding="utf-8") as f:
                        cls.stamp = json.load(f)
                except (OSError, ValueError):
                    cls.stamp = {}
            root = os.path.dirname(os.path.abspath(__file__))
            for module, built in sorted(cls.stamp.items()):
                source = os.path.join(root, *module.split(".")[1:]) + ".py"
                try:
                    with open(source, "rb") as f:
                        if hashlib.sha256(f.read()).hexdigest() != built:
                            cls.stale.append(module)
                except OSError:
                    pass  # no source next to the build: nothing to compare
            if cls.stale:
                print(f"dokodesk: {', '.join(cls.stale)} changed since compiled; running the sources of all "
                      "compiled modules (rebuild: python setup.py build_ext --inplace)", file=sys.stderr)
        return bool(cls.stale)


def install() -> None:
    if SourceFinder not in sys.meta_path:
        sys.meta_path.insert(0, SourceFinder)  # type: ignore[arg-type]


def is_compiled(module) -> bool:
    """Whether `module` was loaded from a compiled build (an extension module file)."""
    return str(getattr(module, "__file__", "")).endswith(tuple(EXTENSION_SUFFIXES))


def kernel_kind() -> str:
    """"compiled" or "interpreted": how the rules kernel of this process runs."""
    from dokodesk.rules import kernel

    return "compiled" if is_compiled(kernel) else "interpreted"
