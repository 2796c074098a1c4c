"""Build hook for the compiled rules kernel; the project's metadata lives in pyproject.toml.

Cython compiles some modules of plain Python source (their .py files stay the readable
statement; an augmenting .pxd next to each gives C types only). The extensions are optional:
without Cython or a C compiler, `pip install .` still installs the package and the interpreted
modules run. `DOKODESK_KERNEL=python` makes an installed build use the .py sources anyway.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys

from setuptools import setup
from setuptools.command.build_ext import build_ext

# The modules compiled (each keeps its .py source; dokodesk/_native.py lists the same).
COMPILED = ["dokodesk.rules.kernel", "dokodesk.rules.random_play", "dokodesk.rules.deal", "dokodesk.rules.scoring",
            "dokodesk.bots.search", "dokodesk.bots.sampler", "dokodesk.bots.solver", "dokodesk.dodge.setfile.validation",
            # the play-outs' hot path (issue 37): the bots' facts and knowledge, the strong bot, the table
            "dokodesk.rules.facts", "dokodesk.rules.view", "dokodesk.rules.game", "dokodesk.bots.knowledge",
            "dokodesk.bots.strong", "dokodesk.coach.on_this_deal"]
KERNEL = COMPILED[0]  # built first; the modules with a .pxd that cimports it need it compiled
DIRECTIVES = {
    "language_level": 3,
    "annotation_typing": False,  # types come from the .pxd; annotations stay documentation
    "embedsignature": True,
}


class OptionalBuildExt(build_ext):
    """build_ext that warns instead of failing: the interpreted modules are the fallback. It
    records the SHA-256 of each compiled module's source (dokodesk/_compiled_sources.json), so
    that dokodesk/_native.py runs the source instead of a build made from an older source."""

    def run(self) -> None:
        self.built_sources: dict[str, str] = {}
        try:
            super().run()
        except Exception as exc:  # noqa: BLE001 - any build failure leaves the pure install
            _warn(f"not compiling the rules kernel ({exc}); the interpreted kernel will run")
        self._write_stamp()

    def build_extension(self, ext) -> None:
        if getattr(self, "kernel_failed", False):
            _warn(f"not compiling {ext.name}: it is built against the compiled kernel, which failed")
            return
        try:
            super().build_extension(ext)
        except Exception as exc:  # noqa: BLE001
            _warn(f"not compiling {ext.name} ({exc}); its interpreted module will run")
            self.kernel_failed = ext.name == KERNEL
            return
        source = ext.name.replace(".", "/") + ".py"
        with open(source, "rb") as f:
            self.built_sources[ext.name] = hashlib.sha256(f.read()).hexdigest()

    def _write_stamp(self) -> None:
        if not self.built_sources:
            return
        base = "." if self.inplace else self.build_lib
        path = os.path.join(base, "dokodesk", "_compiled_sources.json")
        stamp = {}
        if os.path.exists(path):  # modules built earlier and not rebuilt now keep their entry
            with open(path, encoding="utf-8") as f:
                stamp = json.load(f)
        stamp.update(self.built_sources)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(stamp, f, indent=1, sort_keys=True)


def _warn(message: str) -> None:
    print(f"dokodesk setup: {message}", file=sys.stderr)


def _stamp() -> dict:
    """The sources' hashes recorded by the last in-place build (dokodesk/_compiled_sources.json)."""
    try:
        with open(os.path.join("dokodesk", "_compiled_sources.json"), encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return {}


def _extensions() -> list:
    if os.environ.get("DOKODESK_KERNEL") == "python":
        return []
    try:
        from Cython.Build import cythonize
    except ImportError:
        _warn("Cython is not installed; the interpreted kernel will run")
        return []
    from setuptools import Extension

    built = []
    stamp = _stamp()
    for name in COMPILED:  # one by one: a module Cython rejects stays interpreted, the others compile
        source = name.replace(".", "/") + ".py"
        # Cython regenerates the C file by timestamps; a source changed with an older time (a
        # checkout, a copy, two builds at once) kept old C code under a new stamp. The stamp's
        # hash of the source says for sure whether this source was the one last compiled.
        with open(source, "rb") as f:
            changed = stamp.get(name) != hashlib.sha256(f.read()).hexdigest()
        try:
            built += cythonize([Extension(name, [source])], compiler_directives=DIRECTIVES, quiet=True,
                               force=changed)
        except Exception as exc:  # noqa: BLE001 - a Cython error must not stop the install
            _warn(f"Cython failed on {name} ({exc}); it runs interpreted")
            if name == KERNEL:  # the others are built against the compiled kernel's State
                return []
    return built


setup(ext_modules=_extensions(), cmdclass={"build_ext": OptionalBuildExt})
