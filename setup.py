"""Build hook for the compiled rules kernel; the project's metadata lives in pyproject.toml.

Cython compiles some modules of plain Python source (their .py files stay the readable
statement; an augmenting .pxd next to each gives C types only). The extensions are optional:
without Cython or a C compiler, `pip install .` still installs the package and the interpreted
modules run. `DOKODESK_KERNEL=python` makes an installed build use the .py sources anyway.
"""

from __future__ import annotations

import os
import sys

from setuptools import setup
from setuptools.command.build_ext import build_ext

# The modules compiled (each keeps its .py source; dokodesk/_native.py lists the same).
COMPILED = ["dokodesk.rules.kernel", "dokodesk.rules.random_play", "dokodesk.rules.deal",
            "dokodesk.bots.search"]
DIRECTIVES = {
    "language_level": 3,
    "annotation_typing": False,  # types come from the .pxd; annotations stay documentation
    "embedsignature": True,
}


class OptionalBuildExt(build_ext):
    """build_ext that warns instead of failing: the interpreted modules are the fallback."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # noqa: BLE001 - any build failure leaves the pure install
            _warn(f"not compiling the rules kernel ({exc}); the interpreted kernel will run")

    def build_extension(self, ext) -> None:
        try:
            super().build_extension(ext)
        except Exception as exc:  # noqa: BLE001
            _warn(f"not compiling {ext.name} ({exc}); its interpreted module will run")


def _warn(message: str) -> None:
    print(f"dokodesk setup: {message}", file=sys.stderr)


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
    for name in COMPILED:  # one by one: a module Cython rejects stays interpreted, the others compile
        try:
            built += cythonize([Extension(name, [name.replace(".", "/") + ".py"])],
                               compiler_directives=DIRECTIVES, quiet=True)
        except Exception as exc:  # noqa: BLE001 - a Cython error must not stop the install
            _warn(f"Cython failed on {name} ({exc}); it runs interpreted")
    return built


setup(ext_modules=_extensions(), cmdclass={"build_ext": OptionalBuildExt})
