"""The optional compiled play-out core (sanjuan/ai/playout_core.c, issue 36).

Everything else about the package is in pyproject.toml. The core is a plain C library
(no Python headers) that sanjuan/ai/fastcore.py loads with ctypes; it is built as an
*optional* extension, so ``pip install`` never fails for want of a compiler: without one
the search plays out in pure Python, as it always could.
"""

import os
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

# The core must round floating point exactly as Python does: no fused multiply-add, no
# fast-math (the C file refuses to compile under fast-math or extended precision).
if sys.platform == "win32" and "GCC" not in sys.version:
    FLAGS = ["/fp:precise"]
else:
    FLAGS = ["-O2", "-ffp-contract=off", "-fno-fast-math"]

CORE = "sanjuan.ai._playout_core"


def library_name(fullname: str) -> str:
    """The library's file for ``fullname`` (dotted, or its last part alone, as build_ext
    asks), next to fastcore.py: not a name Python can import (the dot in
    ``_playout_core.native``), so that nothing takes it for an extension module."""
    suffix = {"win32": ".dll", "darwin": ".dylib"}.get(sys.platform, ".so")
    return os.path.join(*fullname.split(".")[:-1], "_playout_core.native" + suffix)


class BuildCore(build_ext):
    """build_ext that links the core as a plain shared library (no PyInit_ export)."""

    def get_ext_filename(self, fullname: str) -> str:
        if fullname.split(".")[-1] == CORE.split(".")[-1]:
            return library_name(fullname)
        return super().get_ext_filename(fullname)

    def get_export_symbols(self, ext: Extension) -> list[str]:
        if ext.name == CORE:
            return []  # the library exports its sj_* functions itself
        return super().get_export_symbols(ext)


setup(ext_modules=[Extension(CORE, ["sanjuan/ai/playout_core.c"], extra_compile_args=FLAGS,
                             optional=True)],
      cmdclass={"build_ext": BuildCore})
